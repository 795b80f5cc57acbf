import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{lib,content,components,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.built.test.ts', '**/node_modules/**'],
        },
      },
      // Checks of the built site in out/: `npm test` runs them after the build.
      { extends: true, test: { name: 'built', include: ['scripts/**/*.built.test.ts'] } },
    ],
  },
});
