// StrykerJS over the function and the register commands: `npm run test:mutation`
// (scripts/test/mutation.mjs starts the Firestore and Auth emulators the tests use). Not part of
// `npm test`: a whole run is hours on two cores, so it runs in parts (`-- --part functions/registers`),
// each with its own report and incremental file, and `-- --table` adds the parts' reports up.
// docs/testing.md says what it found.

import os from 'node:os';
import path from 'node:path';

/** What is left out of every run, and why. */
export const leftOut = [
  // The function's entry point only wires the surfaces to the Functions SDK (its tests mock the
  // SDK); the answers' file reads the built words; the testing helpers are the tests' own.
  '!functions/index.js',
  '!functions/answers-file.js',
  '!functions/testing/**',
  '!functions/generated/**',
  '!**/node_modules/**',
];

/**
 * The parts a whole run is made of: each a few thousand mutants, a few hours at most here.
 * @type {Record<string, string[]>}
 */
export const mutationParts = {
  functions: ['functions/*.js'],
  'functions/registers': ['functions/registers/**/*.js'],
  'functions/surfaces': ['functions/surfaces/**/*.js'],
  'functions/people': ['functions/{holders,portal,console,employers,counting,vocabulary}/**/*.js'],
  'scripts/registers': ['scripts/registers/*.mjs'],
};

/**
 * Where a run's reports go: `.mutation/` for a whole run, `.mutation/<part>/` for a part, and
 * `.mutation/files/<file>/` for one file's (`--each-file`), so that each stays when the next runs.
 * @param {{ part?: string, file?: string }} run
 */
export const reportFolder = ({ part, file }) =>
  file
    ? `.mutation/files/${file.replaceAll('/', '-')}`
    : part
      ? `.mutation/${part.replaceAll('/', '-')}`
      : '.mutation';

const part = process.env.MUTATION_PART;
const file = process.env.MUTATION_FILE;
const partGlobs = file ? [file] : part ? mutationParts[part] : Object.values(mutationParts).flat();
if (!partGlobs)
  throw new Error(
    `MUTATION_PART: no part "${part}": name one of ${Object.keys(mutationParts).join(', ')}`,
  );
const reports = reportFolder({ part, file });

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  // Each mutant runs only the test files that import its module, directly or not (Vitest's
  // `related`): a static mutant (module-level code, half the mutants) runs every test file
  // otherwise, four minutes each when it survives; a test that covers a mutant imports its module.
  vitest: { configFile: 'scripts/test/vitest.mutation.config.ts', related: true },
  plugins: [
    '@stryker-mutator/vitest-runner',
    './scripts/test/mutation-survivors.mjs',
    './scripts/test/mutation-progress.mjs',
  ],
  mutate: [...partGlobs, ...leftOut],
  coverageAnalysis: 'perTest',
  concurrency: 6,
  // A mutant may take its tests' own time (as the initial run, alone, took them) × 4, and four
  // minutes more, before it counts as an endless loop: six workers share two cores, so a static
  // mutant that runs every related test takes some three times as long as they took alone, and
  // that time is more than the tests' own: each test file loads the function first (the `functions`
  // part's initial run: 147 s in its tests, 100 s more loading them). At the default (× 1.5, 5 s)
  // 25 of the first 171 mutants of scripts/registers were cut off; at × 4 and 20 s, static
  // mutants that run every related file still were (9 of 498 in the `functions` part, all of
  // declarations that no test but the slowest could tell), cut off before any test had failed and
  // counted as detected. A mutant that waits forever costs its worker those four minutes: a few
  // in a part.
  timeoutFactor: 4,
  timeoutMS: 240_000,
  // The initial run of a whole part, on a busy machine, takes longer than StrykerJS's 5 minutes.
  dryRunTimeoutMinutes: 20,
  // `survivors`: each mutant no test detected, in `survivors.txt`, as the run goes; `kept`: every
  // result so far, in the incremental file, which the next run of the same files starts from.
  reporters: ['clear-text', 'progress', 'html', 'json', 'survivors', 'kept'],
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/report.json` },
  thresholds: { high: 95, low: 90, break: 90 },
  // `npm run test:mutation -- --incremental` retests only mutants whose code or tests changed.
  incrementalFile: `${reports}/incremental.json`,
  // The copy of the project the tests run in, outside it (no lint, format or type check sees it)
  // and outside any node_modules: Vitest finds no module under one related to a test.
  tempDirName: path.join(os.tmpdir(), `stryker-${path.basename(process.cwd())}`),
  // What the copy leaves out. Not public/images: the answer pages the build's tests render read
  // their header pictures from it (left out, `functions/answers.js`'s initial run failed on
  // `header-yard.svg`, once the pages were rendered inside a test rather than as the file loaded).
  ignorePatterns: [
    'out',
    '.next',
    '.screenshots',
    '.test-reports',
    '.mutation',
    'test-results',
    'playwright-report',
    'functions/generated',
  ],
};

export default config;
