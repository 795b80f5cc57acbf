// The whole test suite, as the README's test command, in three stages; the steps of a stage run
// side by side, each one's output printed whole when it ends (the end-to-end tests' as it comes):
// 1. lint, format check, unit tests, the tests against a real Firestore (the emulator, and the Auth
//    emulator, started alongside: they wait for them), and the build with the end-to-end settings;
// 2. once the site is built: the type check (after the build, which rewrites the route types it
//    reads in .next/), the HTML check of every built page, checks of the built site, and the bare
//    Next.js page the budgets compare with, then the budgets (budgets.json);
// 3. the end-to-end tests against `out/` (in Chromium, and the cross-engine spec in Firefox and
//    WebKit), alone: beside the second stage's steps they took a minute longer (measured).
// A stage with a failed step is the last: the run stops after it, naming each failure.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureTestChromium } from './chromium.mjs';
import { ensureEngines } from './engines.mjs';
import { freePort, startFirestoreEmulator } from '../serve/firestore-emulator.mjs';
import { startAuthEmulator } from '../serve/auth-emulator.mjs';

/** Machine-readable results of the two test runners, summed into one closing line. */
const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });

/**
 * @typedef {{ name: string, command: string, args: string[], env?: Record<string, string>,
 *   then?: Step, live?: boolean, needsEmulator?: boolean }} Step
 * `then`: a step that needs this one, run when it has passed; `live`: output as it comes;
 * `needsEmulator`: started once the Firestore and Auth emulators answer (not at all if either
 * failed to start: the step fails, saying why).
 */

/** @param {'unit' | 'firestore' | 'built'} project */
const vitest = (project) => [
  'vitest',
  'run',
  `--project=${project}`,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/${project}.json`,
];

/** @type {Step[][]} */
const stages = [
  [
    { name: 'Lint', command: 'npx', args: ['eslint', '--max-warnings=0', '.'] },
    { name: 'Format check', command: 'npx', args: ['prettier', '--check', '.'] },
    { name: 'Unit tests', command: 'npx', args: vitest('unit') },
    {
      name: 'Firestore tests: the operator check, the import command and the rules, on the emulator',
      command: 'npx',
      args: vitest('firestore'),
      needsEmulator: true,
    },
    { name: 'Build (end-to-end settings)', command: 'node', args: ['scripts/build/build-e2e.mjs'] },
  ],
  [
    { name: 'Type check', command: 'npx', args: ['tsc', '--noEmit'] },
    {
      name: 'HTML validity (W3C Nu Html Checker)',
      command: 'node',
      args: ['scripts/test/validate-html.mjs'],
    },
    {
      name: 'Built site: the hosting configuration against out/',
      command: 'npx',
      args: vitest('built'),
    },
    {
      name: 'Build the bare Next.js page (budget baseline)',
      command: 'npx',
      args: ['next', 'build', 'bench/bare-next'],
      then: { name: 'Budgets', command: 'node', args: ['scripts/bench/budgets.mjs'] },
    },
  ],
  [
    {
      name: 'End-to-end tests',
      command: 'npx',
      args: ['playwright', 'test'],
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/e2e.json` },
      live: true,
      needsEmulator: true,
    },
  ],
];

const chromiumPath = ensureTestChromium();
// Firefox and WebKit for the cross-engine spec (e2e/engines.spec.ts).
const engines = ensureEngines();
// One Firestore emulator for the whole run: the Firestore tests and the end-to-end tests' check.
// It takes a while to start (a JVM): the steps that do not need it start meanwhile. And one Auth
// emulator beside it (some 10 s of firebase-tools compiling its API), for the same steps.
const emulatorPort = await freePort();
const authPort = await freePort();
const firestoreStarted = startFirestoreEmulator({ port: emulatorPort }).then((emulator) => {
  console.log(`Firestore emulator (${emulator.how}) on ${emulator.host}.`);
  return emulator;
});
const authStarted = startAuthEmulator({ port: authPort }).then((emulator) => {
  console.log(`Auth emulator on ${emulator.host}.`);
  return emulator;
});
const emulatorsStarted = Promise.all([firestoreStarted, authStarted]);
// A failure to start is the steps' that wait for them to report (`run`), not a crash meanwhile.
emulatorsStarted.catch(() => {});
/** Stops both emulators, whichever started. */
const stopEmulators = () =>
  Promise.allSettled(
    [firestoreStarted, authStarted].map((started) => started.then((emulator) => emulator.stop())),
  );
const environment = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_CHROMIUM: chromiumPath,
  FIREFOX_PATH: engines.firefox,
  WEBKIT_WEBDRIVER_PATH: engines.webkitDriver,
  WEBKIT_BROWSER_PATH: engines.webkitBrowser,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
};
const started = Date.now();
/** @type {string[]} */
const timings = [];

/**
 * Runs a step (and the step that needs it, if it passes); resolves to the names of the failed.
 * @param {Step} step
 * @returns {Promise<string[]>}
 */
async function run(step) {
  if (step.needsEmulator) {
    const failure = await emulatorsStarted.then(
      () => undefined,
      (/** @type {Error} */ error) => error,
    );
    if (failure) {
      console.error(`\n✖ ${step.name}: not run, ${failure.message}`);
      return [step.name];
    }
  }
  const stepStart = Date.now();
  if (step.live) console.log(`\n▶ ${step.name}`);
  const child = spawn(step.command, step.args, {
    stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...environment, FORCE_COLOR: '1', ...step.env },
  });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
      timings.push(`${step.name}: ${seconds} s`);
      if (!step.live) {
        console.log(`\n▶ ${step.name} (${seconds} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code !== 0) {
        console.error(`\n✖ ${step.name} failed (exit ${code ?? signal}).`);
        resolve([step.name]);
      } else resolve(step.then ? run(step.then) : []);
    });
  });
}

for (const stage of stages) {
  const failed = (await Promise.all(stage.map(run))).flat();
  if (failed.length) {
    console.error(`\n✖ Failed: ${failed.join('; ')}.`);
    console.log(summary());
    await stopEmulators();
    process.exit(1);
  }
}
console.log(
  `\n✔ All checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s\n  ${timings.join('\n  ')}`,
);
console.log(summary());
await stopEmulators();

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
