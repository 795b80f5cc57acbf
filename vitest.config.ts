import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'node',
    // firebase-admin off Google's cloud: never ask for a metadata server (the tests' own apps,
    // and any the code under test makes for a project that is not an emulator's).
    env: { METADATA_SERVER_DETECTION: 'none' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{lib,content,components,scripts,functions}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.built.test.ts', '**/*.firestore.test.ts', '**/node_modules/**'],
          // Some tests are a second or two of work for the processor (compiling the API's client
          // with TypeScript, loading the function's whole module graph, bundling the islands):
          // on two cores shared with other runs, the client's compile (1.6 s alone) took over
          // Vitest's default 5 s and failed. A test that hangs still fails, after 30 s.
          testTimeout: 30_000,
        },
      },
      // Tests against a real Firestore (the emulator): the operator check, the import command and
      // the security rules. `npm test` runs them with the emulator it starts for the whole run.
      {
        extends: true,
        test: {
          name: 'firestore',
          include: ['{functions,scripts}/**/*.firestore.test.ts'],
          globalSetup: ['scripts/test/firestore-setup.mjs'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Checks of the built site in out/: `npm test` runs them after the build.
      { extends: true, test: { name: 'built', include: ['scripts/**/*.built.test.ts'] } },
    ],
  },
});
