import { defineConfig, devices } from '@playwright/test';
import { mailFolder, visitorHeader } from './e2e/fixtures';
import { e2eReceiptKey } from './e2e/card-key';
import { findChromium, quietChromiumFlags } from './scripts/test/chromium.mjs';

const port = 4173;
const capturePort = 4174;
/** The site with a watcher put first in each page, for the engines without a console to read. */
const watchedPort = 4176;
/** The Firestore emulator the check reads: `npm test`'s, or one of the tests' own. */
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:4180';
/** The Auth emulator the sites' function signs users in on: `npm test`'s, or the tests' own. */
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:4181';
/** The site again, its check reading Firestore through a relay the tests can cut. */
const outagePort = 4177;
/** The site again, its check with production's limits, for the tests of the limits. */
const limitsPort = 4182;
/**
 * The main site's check lets the suite try the demonstration records as often as it does; the
 * limits themselves are tested on the site at `limitsPort`, which has production's.
 */
const raisedLimits = JSON.stringify({
  perClient: { tries: 100_000 },
  perNumber: { tries: 100_000 },
  service: { noMatchesPerMinute: 100_000 },
  reports: { tries: 100_000 },
  pages: { tries: 100_000 },
});
const firestoreProxyPort = 4178;
const firestoreControlPort = 4179;
/** The cross-engine spec, which drives Firefox and WebKit itself (e2e/engines/drivers.ts). */
const engineSpec = /engines\.spec\.ts$/;

export default defineConfig<object, { engineName: 'firefox' | 'webkit' }>({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two at a time on two cores: a third made the run slower, not faster (7.1 minutes of
  // end-to-end tests against 6.0, measured 2026-11-25).
  workers: 2,
  timeout: 30_000,
  // `npm test` also asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_FILE) to sum up every test run.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace by default: recording one for every test made the suite a third slower (measured).
    // To see a failure step by step: `npx playwright test --trace on <spec>`.
    trace: 'off',
    launchOptions: {
      executablePath: findChromium({ headlessShell: true }),
      args: quietChromiumFlags,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: engineSpec,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // What the cross-engine spec looks for: every page's words, read once in Chromium.
    { name: 'engine-references', testMatch: /engines\.setup\.ts$/ },
    {
      name: 'firefox',
      testMatch: engineSpec,
      dependencies: ['engine-references'],
      use: { engineName: 'firefox' },
    },
    {
      name: 'webkit',
      testMatch: engineSpec,
      dependencies: ['engine-references'],
      use: { engineName: 'webkit' },
    },
  ],
  webServer: [
    ...(process.env.FIRESTORE_EMULATOR_HOST
      ? []
      : [
          {
            // `npm test` starts one emulator for the whole run; alone, the tests start their own.
            command: `node scripts/serve/firestore-emulator.mjs --port ${firestoreHost.split(':')[1]}`,
            url: `http://${firestoreHost}/`,
            reuseExistingServer: false,
            timeout: 120_000,
          },
        ]),
    ...(process.env.FIREBASE_AUTH_EMULATOR_HOST
      ? []
      : [
          {
            // Likewise one Auth emulator, which every site below is given (`--auth`) rather than
            // each starting its own (some 10 s of the processor apiece).
            command: `node scripts/serve/auth-emulator.mjs --port ${authHost.split(':')[1]}`,
            url: `http://${authHost}/`,
            reuseExistingServer: false,
            timeout: 120_000,
          },
        ]),
    {
      // The same static server and hosting configuration as `npm start` (docs/decisions.md, "Hosting on Firebase").
      // `npm run serve` with another port: exactly what `npm start` serves.
      // The operator check reads the emulator, with the demonstration records loaded.
      command: `npm run serve -- --port ${port} --function-port 0 --firestore ${firestoreHost} --seed --auth ${authHost} --visitor-header ${visitorHeader} --limits '${raisedLimits}' --mail-folder ${mailFolder}`,
      // The receipts' key the card's spec signs stale codes with (e2e/card-key.ts).
      env: { LOCAL_RECEIPT_SIGNING_KEYS: JSON.stringify({ keys: [e2eReceiptKey()] }) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The site as above, with a watcher first in each page (e2e/engines/watching-proxy.mjs).
      command: `node e2e/engines/watching-proxy.mjs`,
      url: `http://127.0.0.1:${watchedPort}/`,
      env: { SITE_ORIGIN: `http://127.0.0.1:${port}`, PROXY_PORT: String(watchedPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A relay to the emulator that the check's outage tests cut
      // (scripts/test/firestore-proxy.mjs).
      command: `node scripts/test/firestore-proxy.mjs`,
      url: `http://127.0.0.1:${firestoreControlPort}/`,
      env: {
        FIRESTORE_TARGET: firestoreHost,
        PROXY_PORT: String(firestoreProxyPort),
        CONTROL_PORT: String(firestoreControlPort),
      },
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      // The site, its check reading Firestore through the relay.
      command: `node scripts/serve/serve.mjs --port ${outagePort} --function-port 0 --firestore 127.0.0.1:${firestoreProxyPort} --auth ${authHost} --visitor-header ${visitorHeader} --limits '${raisedLimits}' --mail-folder ${mailFolder}-outage`,
      url: `http://127.0.0.1:${outagePort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The site, its check with production's limits.
      command: `node scripts/serve/serve.mjs --port ${limitsPort} --function-port 0 --firestore ${firestoreHost} --auth ${authHost} --visitor-header ${visitorHeader} --mail-folder ${mailFolder}-limits`,
      url: `http://127.0.0.1:${limitsPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Stands in for the form service (scripts/build/e2e-build-env.json points the form here).
      command: `node e2e/capture-server.mjs`,
      url: `http://127.0.0.1:${capturePort}/submissions`,
      env: { CAPTURE_PORT: String(capturePort) },
      reuseExistingServer: false,
      timeout: 10_000,
    },
  ],
});
