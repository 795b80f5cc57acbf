// The Cloud Firestore emulator, for `npm start` and `npm test`: the operator check reads a real
// Firestore, never a mock. It starts Google's emulator from the machine's package
// (`google-cloud-cli-firestore-emulator`, which needs Java) when it is there; otherwise through
// firebase-tools' own emulator, which downloads the same jar on an ordinary machine.
//   node scripts/serve/firestore-emulator.mjs [--port 8085] [--seed] [--ready-port N]
// Alone, it runs the emulator until stopped (Ctrl-C), with the demonstration records loaded when
// --seed is given, and answers on --ready-port once they are (what Playwright waits for).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedDemonstrationRecords } from '../operators/demo.mjs';
import { answers } from '../registers/firestore.mjs';
import { firebaseTools, isCommand, localProjectId } from '../project.mjs';

/** The emulator of the machine's package (Debian's `google-cloud-cli-firestore-emulator`). */
export const packagedEmulator =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

/**
 * A free TCP port on loopback.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the emulator on loopback and resolves once it answers.
 * @param {{ port?: number, timeoutMs?: number, quiet?: boolean }} [options]
 * @returns {Promise<{ host: string, how: string, stop: () => Promise<void> }>}
 *   `host` is what FIRESTORE_EMULATOR_HOST takes ("127.0.0.1:PORT").
 */
export async function startFirestoreEmulator({ port, timeoutMs = 120_000, quiet = true } = {}) {
  port ??= await freePort();
  const host = `127.0.0.1:${port}`;
  if (await answers(host)) throw new Error(`Something already answers on ${host}.`);
  let command, args, how;
  // The package's script starts Java and waits for it: started directly, Java is the one process
  // to stop, and it shares its starter's process group, so it goes when a test runner kills the
  // group. firebase-tools is npx, then node, then Java: a group of its own, stopped as a group.
  let group = true;
  if (existsSync(packagedEmulator)) {
    command = process.env.JAVA ?? 'java';
    args = [
      '-Duser.language=en',
      '-cp',
      path.join(path.dirname(packagedEmulator), 'cloud-firestore-emulator.jar'),
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host=127.0.0.1',
      `--port=${port}`,
    ];
    group = false;
    how = "the machine's Cloud Firestore emulator";
  } else {
    // firebase-tools reads the port from a configuration file: one of its own, in a temporary folder.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'firestore-emulator-'));
    writeFileSync(
      path.join(folder, 'firebase.json'),
      JSON.stringify({ emulators: { firestore: { host: '127.0.0.1', port } } }),
    );
    command = 'npx';
    args = [
      '--yes',
      firebaseTools,
      'emulators:start',
      '--only',
      'firestore',
      '--project',
      localProjectId,
      '--config',
      path.join(folder, 'firebase.json'),
    ];
    how = `${firebaseTools}'s Firestore emulator (it downloads its jar the first time)`;
  }
  const child = spawn(command, args, {
    detached: group,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  let output = '';
  child.stdout?.on('data', (data) => (output = (output + data).slice(-4000)));
  child.stderr?.on('data', (data) => (output = (output + data).slice(-4000)));
  let exited = false;
  child.on('exit', () => (exited = true));
  /** @type {() => Promise<void>} */
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      /** @param {NodeJS.Signals} name */
      const signal = (name) => {
        try {
          // No pid only if it never started: process.kill throws then, as for a process gone.
          const pid = /** @type {number} */ (child.pid);
          process.kill(group ? -pid : pid, name);
        } catch {
          resolve();
        }
      };
      signal('SIGTERM');
      setTimeout(() => signal('SIGKILL'), 5000).unref();
    });
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(host))) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(
        `The Firestore emulator (${how}) did not start on ${host}${exited ? '' : ` within ${timeoutMs / 1000} s`}. ` +
          'It needs Java 11 or later: install the package `google-cloud-cli-firestore-emulator`, or let firebase-tools download its own.\n' +
          output.trim(),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { host, how, stop };
}

/** The command. */
async function command() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      seed: { type: 'boolean', default: false },
      'ready-port': { type: 'string' },
    },
  });
  const started = Date.now();
  const emulator = await startFirestoreEmulator({
    port: values.port ? Number(values.port) : undefined,
  });
  const shutDown = () => emulator.stop().then(() => process.exit(0));
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
  console.log(
    `Firestore emulator (${emulator.how}) on ${emulator.host} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (values.seed) {
    const summary = await seedDemonstrationRecords(emulator.host);
    console.log(summary);
  }
  if (values['ready-port'])
    http
      .createServer((_, response) => response.end(emulator.host))
      .listen(Number(values['ready-port']), '127.0.0.1');
}

if (isCommand(import.meta.url))
  command().catch((error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
