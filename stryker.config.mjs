// StrykerJS over the check's function and the register commands: `npm run test:mutation`
// (scripts/test/mutation.mjs starts the Firestore emulator the tests use). Not part of `npm test`:
// a run takes a long while. docs/testing.md says what it found.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'scripts/test/vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'functions/*.js',
    'functions/registers/**/*.js',
    '!functions/index.js',
    '!functions/answers-file.js',
    'scripts/operators/*.mjs',
    'scripts/registers/*.mjs',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 6,
  // Past its tests' own time × 1.5, a mutant gets 20 s more before it counts as an endless loop
  // (10 s made mutants time out that only ran slowly beside the other workers).
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.mutation/index.html' },
  jsonReporter: { fileName: '.mutation/report.json' },
  thresholds: { high: 95, low: 90, break: 90 },
  // `npm run test:mutation -- --incremental` retests only mutants whose code or tests changed.
  incrementalFile: '.mutation/incremental.json',
  // The copy of the project the tests run in. Under node_modules, Vitest would hand its modules to
  // Node past its mocks: scripts/test/vitest.mutation.config.ts has it load them as its own.
  tempDirName: 'node_modules/.cache/stryker',
  ignorePatterns: [
    'out',
    '.next',
    '.screenshots',
    '.test-reports',
    '.mutation',
    'test-results',
    'playwright-report',
    'functions/generated',
    'public/images',
  ],
};

export default config;
