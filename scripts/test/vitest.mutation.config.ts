// The tests StrykerJS runs against each mutant of the check's function and the register commands
// (`npm run test:mutation`): their unit tests and their tests on the Firestore emulator.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../vitest.config';

/**
 * The quick tests first. A mutant of a module-level constant is tried against every test, and a
 * run stops at its first failure: most such mutants fail a unit test in a second, where they
 * would wait half a minute behind the Firestore tests (the import's slowest) if those ran first.
 * First of all functions/modules.test.ts, which loads every module inside a test: a mutant that
 * makes a module throw as it loads (a range that is not one) fails it there. Every other test
 * file imports its modules before any test runs, and StrykerJS counts only tests, so without it
 * such a mutant would count as surviving. Then scripts/build/answer-slots.test.tsx, which renders
 * every answer's page against the slots functions/*-answers.js declare: a mutant of those lists
 * (module-level data, half the function's static mutants) fails it within its first seconds.
 */
class QuickFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const weight = (file: TestSpecification) =>
      file.moduleId.endsWith('modules.test.ts')
        ? -2
        : file.moduleId.endsWith('answer-slots.test.tsx')
          ? -1
          : file.moduleId.includes('.firestore.')
            ? file.moduleId.includes('import.')
              ? 2
              : 1
            : 0;
    return [...files].sort((a, b) => weight(a) - weight(b));
  }
}

/**
 * The project's own files, wherever they are: StrykerJS ran the tests in a copy of the project
 * under node_modules/.cache/stryker (stryker.config.mjs has it elsewhere now), and Vitest hands
 * what is under node_modules to Node as it is (externalized), past its module mocks. Inlined, the copy's
 * modules load as `npm test` loads them: a test's `vi.mock` of a module (the categories in
 * scripts/registers/category.firestore.test.ts, the answers' file and the Functions SDK in
 * functions/index.test.ts) reaches every module that imports it. The copy's own node_modules (a
 * link to the project's) stays external.
 */
const root = path.resolve(__dirname, '../..');
const ownFiles = new RegExp(`^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(?!node_modules/)`);

export default mergeConfig(
  { ...base, test: { ...base.test, projects: undefined } },
  defineConfig({
    test: {
      // The deploy's access commands test what functions/deployment.js declares; the providers'
      // and instructors' files test the rules of functions/providers.js they apply.
      // The answers' pages test what functions/*-answers.js declare (scripts/build/answer-slots,
      // each page shows exactly its kind's values); the docs' tables are written from the
      // function's constants; the deploy's preflight and the hosting's headers, and the finder's
      // section, read the function's modules too.
      include: [
        '{functions,scripts/operators,scripts/registers}/**/*.test.ts',
        'scripts/deploy/{access,preflight}.test.ts',
        'scripts/build/{answer-slots.test.tsx,hosting.test.ts}',
        'scripts/docs/docs.test.ts',
        'components/provider-finder/provider-finder-section.test.tsx',
      ],
      exclude: ['**/node_modules/**'],
      server: { deps: { inline: [ownFiles] } },
      globalSetup: ['scripts/test/firestore-setup.mjs'],
      sequence: { sequencer: QuickFirst },
      // The check's handler's tests (functions/testing/check-handler.ts): 3 s for Firestore to
      // answer, not 20.
      env: { CHECK_TEST_DEADLINE_MS: '3000' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
