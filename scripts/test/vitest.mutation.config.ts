// The tests StrykerJS runs against each mutant of the check's function and the register commands
// (`npm run test:mutation`): their unit tests and their tests on the Firestore emulator.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../vitest.config';
import { importersOf, nearestFirst } from './nearest-tests.mjs';

/**
 * The nearest tests first (scripts/test/nearest-tests.mjs). A mutant of module-level code (a
 * constant, a word list: StrykerJS calls it static) is tried against every test file that imports
 * its module, directly or not, and a run stops at its first failure; for such a mutant StrykerJS
 * names only its module (Vitest's `related`). So the files run in order of how many imports away
 * from that module they are, a file named after it first among equals, the unit tests before the
 * Firestore tests (a second against half a minute) and the import's (the slowest) last: the
 * module's own tests, the likeliest to fail, load in a second, where a test three imports away
 * loads the whole function first. Last of all functions/modules.test.ts, which loads every module
 * inside a test (its glob is not an import this reads): a mutant that makes a module throw as it
 * loads fails no test in a file that imports it (the file fails before any test runs, and
 * StrykerJS counts tests), and fails that one.
 */
class NearestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    importers ??= importersOf(root);
    const byId = new Map(files.map((file) => [file.moduleId, file]));
    return nearestFirst([...byId.keys()], this.ctx.config.related ?? [], importers).map((id) =>
      byId.get(id)!,
    );
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
/** Who imports each module: read once per worker, on its first run. */
let importers: Map<string, Set<string>> | undefined;
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
      sequence: { sequencer: NearestFirst },
      // The check's handler's tests (functions/testing/check-handler.ts): 3 s for Firestore to
      // answer, not 20.
      env: { CHECK_TEST_DEADLINE_MS: '3000' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
