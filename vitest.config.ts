import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['{lib,content,components,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
