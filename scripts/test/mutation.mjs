// `npm run test:mutation`: StrykerJS (stryker.config.mjs) with the Firestore and Auth emulators its
// tests need, started once for the whole run, as `npm test` starts them (else each of StrykerJS's
// workers would start its own: scripts/test/firestore-setup.mjs).
//
// StrykerJS runs as a child this process waits for without blocking: the emulator writes a log
// line for every connection to pipes this process drains, and a waiting `spawnSync` drained
// nothing, so after a few minutes the emulator blocked on a full pipe and stopped answering
// (every test then waited for it, and the run took hours).
import { spawn } from 'node:child_process';
import { startFirestoreEmulator } from '../serve/firestore-emulator.mjs';
import { startAuthEmulator } from '../serve/auth-emulator.mjs';

const [emulator, auth] = await Promise.all([startFirestoreEmulator(), startAuthEmulator()]);
console.log(
  `Firestore emulator (${emulator.how}) on ${emulator.host}; Auth emulator on ${auth.host}.`,
);
const child = spawn('npx', ['stryker', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: emulator.host,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
  },
});
const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
await Promise.all([emulator.stop(), auth.stop()]);
process.exit(status);
