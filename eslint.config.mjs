import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Internal links are plain anchors by design (components/smart-link.tsx): every page is
      // static HTML, and next/link would ship client-side routing and prefetching to every visitor.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  globalIgnores([
    '**/.next/**',
    '**/out/**',
    '**/next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
