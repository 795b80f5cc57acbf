// The tests StrykerJS runs against each mutant of the check's function and the register commands
// (`npm run test:mutation`): their unit tests and their tests on the Firestore emulator.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../vitest.config';

export default mergeConfig(
  { ...base, test: { ...base.test, projects: undefined } },
  defineConfig({
    test: {
      include: ['{functions,scripts/operators}/**/*.test.ts'],
      exclude: ['**/node_modules/**'],
      globalSetup: ['scripts/test/firestore-setup.mjs'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
