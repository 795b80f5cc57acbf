// The Firebase Auth emulator, for `npm start` and `npm test`: the providers' portal signs in by
// email link and keeps a session cookie the Admin SDK makes, and locally both happen here, never
// at Google. It is firebase-tools' own (the version package.json pins, already installed), which
// runs offline on a `demo-` project; firebase-admin finds it through FIREBASE_AUTH_EMULATOR_HOST.
//   node scripts/serve/auth-emulator.mjs [--port 9099]
// Alone, it runs the emulator until stopped (Ctrl-C), on --port, else on 9099 when that is free,
// else on any free port, and prints where.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './firestore-emulator.mjs';
import { firebaseTools, isCommand, localProjectId } from '../project.mjs';

/** The port `npm start`'s Auth emulator takes when it is free (firebase-tools' own default). */
export const defaultAuthPort = 9099;

/** firebase-tools' command, run by node itself: one process, with no npx in between. */
const firebaseCommand = (() => {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('firebase-tools/package.json');
  return path.join(path.dirname(manifest), require(manifest).bin.firebase);
})();

/**
 * Whether the Auth emulator answers at `host` ("127.0.0.1:9099"): `GET /` says it is ready.
 * @param {string} host
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export async function authAnswers(host, timeoutMs = 1000) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return false;
    return (await response.json())?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * `preferred` when nothing listens on it on loopback, else any free port.
 * @param {number} preferred
 * @returns {Promise<number>}
 */
export function freePortOr(preferred) {
  return new Promise((resolve) => {
    const server = http.createServer();
    server.once('error', () => resolve(freePort()));
    server.listen(preferred, '127.0.0.1', () => server.close(() => resolve(preferred)));
  });
}

/**
 * Free ports for the emulator's hub and logging, unlike each other and `taken`: firebase-tools'
 * defaults (4400, 4500) would collide between two emulators started side by side.
 * @param {number} taken
 */
async function sparePorts(taken) {
  const ports = new Set([taken]);
  while (ports.size < 3) ports.add(await freePort());
  const [, hub, logging] = [...ports];
  return { hub: Number(hub), logging: Number(logging) };
}

/**
 * The emulator's output as an error shows it: its last lines, without colours.
 * @param {string} output
 */
const lastLines = (output) =>
  output
    .split('\n')
    .map((line) => line.replaceAll(/\u001b\[[0-9;]*m/g, '').trimEnd())
    .filter(Boolean)
    .slice(-20)
    .join('\n');

/**
 * Starts the emulator on loopback and resolves once it answers.
 * @param {{ port?: number, timeoutMs?: number, quiet?: boolean }} [options]
 *   `port`: a free one when not given; `quiet`: keep its output (for an error) rather than show it
 * @returns {Promise<{ host: string, stop: () => Promise<void> }>}
 *   `host` is what FIREBASE_AUTH_EMULATOR_HOST takes ("127.0.0.1:PORT").
 */
export async function startAuthEmulator({ port, timeoutMs = 120_000, quiet = true } = {}) {
  port ??= await freePort();
  const host = `127.0.0.1:${port}`;
  const { hub, logging } = await sparePorts(port);
  // firebase-tools reads the ports from a configuration file: one of its own, in a folder of its
  // own, which is also its TMPDIR: the hub's locator file (`hub-<project>.json`, in the temporary
  // folder) is then this emulator's alone, and its debug log goes with the folder.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'auth-emulator-'));
  const at = (/** @type {number} */ at) => ({ host: '127.0.0.1', port: at });
  writeFileSync(
    path.join(folder, 'firebase.json'),
    JSON.stringify({
      emulators: { auth: at(port), hub: at(hub), logging: at(logging), ui: { enabled: false } },
    }),
  );
  // One node process, started directly (no npx): it stays in its starter's process group, so it
  // goes when a test runner kills that group (Playwright kills its servers' groups with SIGKILL,
  // which a group of its own would outlive).
  const child = spawn(
    process.execPath,
    [firebaseCommand, 'emulators:start', '--only', 'auth', '--project', localProjectId],
    {
      cwd: folder,
      env: {
        ...process.env,
        // Off Google's cloud: no metadata server to look for; and plain text for an error to show.
        METADATA_SERVER_DETECTION: 'none',
        TMPDIR: folder,
        NO_COLOR: '1',
      },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    },
  );
  let output = '';
  // Read as it comes (a full pipe would stop the emulator), keeping the end for an error.
  child.stdout?.on('data', (data) => (output = (output + data).slice(-8000)));
  child.stderr?.on('data', (data) => (output = (output + data).slice(-8000)));
  const stop = stopper(child, folder);
  const deadline = Date.now() + timeoutMs;
  while (!(await authAnswers(host))) {
    if (child.exitCode !== null || child.signalCode || Date.now() > deadline) {
      const exited = child.exitCode !== null || child.signalCode;
      await stop();
      throw new Error(
        `The Auth emulator (${firebaseTools}'s) did not start on ${host}` +
          `${exited ? `: firebase-tools stopped (exit ${child.exitCode ?? child.signalCode})` : ` within ${timeoutMs / 1000} s`}. ` +
          (quiet ? `Its last lines:\n${lastLines(output)}` : 'Its output is above.'),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { host, stop };
}

/**
 * How to stop the emulator: SIGTERM (it shuts down in about a second), SIGKILL 5 s later if it
 * has not, then its folder removed. Should its starter exit without stopping it (an error, an
 * exit in a hurry), it goes too.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} folder
 * @returns {() => Promise<void>}
 */
function stopper(child, folder) {
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  /** @type {Promise<void> | undefined} */
  let stopping;
  return () =>
    (stopping ??= /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode) return resolve(undefined);
        child.once('exit', () => resolve(undefined));
        child.kill('SIGTERM');
        setTimeout(kill, 5000).unref();
      })
    ).then(() => {
      process.off('exit', kill);
      rmSync(folder, { recursive: true, force: true });
    }));
}

/**
 * The emulator's own address for a project's sign-in and other codes, and its users.
 * @param {string} host
 * @param {string} projectId
 * @param {'oobCodes' | 'accounts'} what
 */
const emulatorUrl = (host, projectId, what) =>
  `http://${host}/emulator/v1/projects/${encodeURIComponent(projectId)}/${what}`;

/**
 * The links the emulator would have sent by email (it sends none): every sign-in, password-reset
 * and verification link of the project, oldest first.
 * @param {string} host
 * @param {string} [projectId]
 * @returns {Promise<{ email: string, oobCode: string, oobLink: string, requestType: string }[]>}
 */
export async function signInLinks(host, projectId = localProjectId) {
  const response = await fetch(emulatorUrl(host, projectId, 'oobCodes'));
  if (!response.ok)
    throw new Error(`The Auth emulator at ${host} gave no links: ${response.status}.`);
  return (await response.json()).oobCodes ?? [];
}

/**
 * Deletes every user of the project in the emulator (their sessions and links go with them).
 * @param {string} host
 * @param {string} [projectId]
 */
export async function clearAuth(host, projectId = localProjectId) {
  const response = await fetch(emulatorUrl(host, projectId, 'accounts'), { method: 'DELETE' });
  if (!response.ok)
    throw new Error(`The Auth emulator at ${host} kept its users: ${response.status}.`);
}

/** The command. */
async function command() {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  const started = Date.now();
  const emulator = await startAuthEmulator({
    port: values.port ? Number(values.port) : await freePortOr(defaultAuthPort),
  });
  const shutDown = () => emulator.stop().then(() => process.exit(0));
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
  console.log(
    `Auth emulator (${firebaseTools}'s) on ${emulator.host} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `FIREBASE_AUTH_EMULATOR_HOST=${emulator.host}; sign-in links at ${emulatorUrl(emulator.host, localProjectId, 'oobCodes')}`,
  );
}

if (isCommand(import.meta.url))
  command().catch((error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
