// The whole test suite, as the README's test command: lint, format check, type check, unit
// tests, the tests against a real Firestore (the emulator), a build with the end-to-end settings, the HTML check of every built page, checks of the
// built site, the budgets (budgets.json), then the end-to-end tests against `out/` (in Chromium,
// and the cross-engine spec in Firefox and WebKit).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureTestChromium } from './chromium.mjs';
import { ensureEngines } from './engines.mjs';
import { startFirestoreEmulator } from '../serve/firestore-emulator.mjs';

/** Machine-readable results of the two test runners, summed into one closing line. */
const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });

/** @type {[name: string, command: string, args: string[], env?: Record<string, string>][]} */
const steps = [
  ['Lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['Format check', 'npx', ['prettier', '--check', '.']],
  ['Type check', 'npx', ['tsc', '--noEmit']],
  [
    'Unit tests',
    'npx',
    [
      'vitest',
      'run',
      '--project=unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/unit.json`,
    ],
  ],
  [
    'Firestore tests: the operator check, the import command and the rules, on the emulator',
    'npx',
    [
      'vitest',
      'run',
      '--project=firestore',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/firestore.json`,
    ],
  ],
  ['Build (end-to-end settings)', 'node', ['scripts/build/build-e2e.mjs']],
  ['HTML validity (W3C Nu Html Checker)', 'node', ['scripts/test/validate-html.mjs']],
  [
    'Built site: the hosting configuration against out/',
    'npx',
    [
      'vitest',
      'run',
      '--project=built',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/built.json`,
    ],
  ],
  ['Build the bare Next.js page (budget baseline)', 'npx', ['next', 'build', 'bench/bare-next']],
  ['Budgets', 'node', ['scripts/bench/budgets.mjs']],
  [
    'End-to-end tests',
    'npx',
    ['playwright', 'test'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/e2e.json` },
  ],
];

const chromiumPath = ensureTestChromium();
// One Firestore emulator for the whole run: the Firestore tests and the end-to-end tests' check.
const emulator = await startFirestoreEmulator();
console.log(`Firestore emulator (${emulator.how}) on ${emulator.host}.`);
// Firefox and WebKit for the cross-engine spec (e2e/engines.spec.ts).
const engines = ensureEngines();
const started = Date.now();
const timings = [];
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PLAYWRIGHT_CHROMIUM: chromiumPath,
      FIREFOX_PATH: engines.firefox,
      WEBKIT_WEBDRIVER_PATH: engines.webkitDriver,
      WEBKIT_BROWSER_PATH: engines.webkitBrowser,
      FIRESTORE_EMULATOR_HOST: emulator.host,
      ...env,
    },
  });
  timings.push(`${name}: ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    console.log(summary());
    await emulator.stop();
    process.exit(result.status || 1);
  }
}
console.log(
  `\n✔ All checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s\n  ${timings.join('\n  ')}`,
);
console.log(summary());
await emulator.stop();

/** One plain closing line over every test that ran: "tests: N passed, N failed". */
function summary() {
  /** @param {string} file */
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
  /** @type {({ numPassedTests: number, numFailedTests: number } | undefined)[]} Vitest's JSON */
  const vitest = ['unit', 'firestore', 'built'].map((name) => read(`${reports}/${name}.json`));
  /** @type {{ stats: { expected: number, unexpected: number, flaky: number } } | undefined} Playwright's */
  const e2e = read(`${reports}/e2e.json`);
  const passed =
    vitest.reduce((sum, report) => sum + (report?.numPassedTests ?? 0), 0) +
    (e2e?.stats.expected ?? 0);
  const failed =
    vitest.reduce((sum, report) => sum + (report?.numFailedTests ?? 0), 0) +
    (e2e ? e2e.stats.unexpected + e2e.stats.flaky : 0);
  return `tests: ${passed} passed, ${failed} failed`;
}
