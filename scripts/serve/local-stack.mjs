// The local stack for the scripts that drive the check from outside (the bench, the attack script,
// the screenshots): a Firestore emulator of their own (so every run starts with fresh counters)
// and an Auth emulator (no user signed in), started side by side, and `scripts/serve/serve.mjs`
// on them, serving the built site and the check as `npm start` does, with the demonstration
// records loaded. Run after a build.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../project.mjs';
import { freePort, startFirestoreEmulator } from './firestore-emulator.mjs';
import { startAuthEmulator } from './auth-emulator.mjs';

/**
 * Starts the stack; resolves once the site answers.
 * @param {{ host?: string, limits?: object, visitorHeader?: string, functionPort?: boolean }} [options]
 *   `host`: where the server listens ('::' for IPv6 and IPv4 alike); `limits` and
 *   `visitorHeader`: as serve.mjs takes them, for the tests' own runs; `functionPort`: whether
 *   the function also answers on its own address, as run.app does
 * @returns {Promise<{ origin: string, functionOrigin?: string, firestore: string, auth: string, how: string, stop: () => Promise<void> }>}
 *   `auth`: FIREBASE_AUTH_EMULATOR_HOST of its Auth emulator
 */
export async function startLocalStack({
  host = '127.0.0.1',
  limits,
  visitorHeader,
  functionPort = true,
} = {}) {
  const [firestoreStart, authStart] = await Promise.allSettled([
    startFirestoreEmulator(),
    startAuthEmulator(),
  ]);
  if (firestoreStart.status === 'rejected' || authStart.status === 'rejected') {
    // One started without the other: stop it, and say why the other did not.
    let failure;
    for (const start of [firestoreStart, authStart])
      if (start.status === 'fulfilled') await start.value.stop();
      else failure ??= start.reason;
    throw failure;
  }
  const [emulator, authEmulator] = [firestoreStart.value, authStart.value];
  const [port, ownPort] = [await freePort(), functionPort ? await freePort() : 0];
  const server = spawn(
    'node',
    [
      path.join(root, 'scripts/serve/serve.mjs'),
      '--port',
      String(port),
      '--function-port',
      String(ownPort),
      '--host',
      host,
      '--firestore',
      emulator.host,
      '--seed',
      '--auth',
      authEmulator.host,
      ...(limits ? ['--limits', JSON.stringify(limits)] : []),
      ...(visitorHeader ? ['--visitor-header', visitorHeader] : []),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stop = async () => {
    server.kill();
    await Promise.all([emulator.stop(), authEmulator.stop()]);
  };
  try {
    await new Promise((resolve, reject) => {
      let output = '';
      server.stdout.on('data', (data) => {
        output += data;
        if (output.includes('Serving') && (!functionPort || output.includes('own address')))
          resolve(undefined);
      });
      server.on('exit', () => reject(new Error('scripts/serve/serve.mjs stopped')));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const name = host.includes(':') ? `[${host === '::' ? '::1' : host}]` : host;
  return {
    origin: `http://${name}:${port}`,
    functionOrigin: functionPort ? `http://${name}:${ownPort}` : undefined,
    firestore: emulator.host,
    auth: authEmulator.host,
    how: emulator.how,
    stop,
  };
}
