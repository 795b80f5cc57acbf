// `npm run test:mutation`: StrykerJS (stryker.config.mjs) with the Firestore and Auth emulators its
// tests need, started once for the whole run, as `npm test` starts them (else each of StrykerJS's
// workers would start its own: scripts/test/firestore-setup.mjs).
//   npm run test:mutation -- --part functions/registers [StrykerJS's options]   one part
//   npm run test:mutation -- --parts [StrykerJS's options]                       every part, in turn
//   npm run test:mutation -- --table                        the score per folder, from the reports
//   npm run test:mutation -- [StrykerJS's options]          everything in one run
//
// StrykerJS runs as a child this process waits for without blocking: the emulator writes a log
// line for every connection to pipes this process drains, and a waiting `spawnSync` drained
// nothing, so after a few minutes the emulator blocked on a full pipe and stopped answering
// (every test then waited for it, and the run took hours).
import { spawn } from 'node:child_process';
import { startFirestoreEmulator } from '../serve/firestore-emulator.mjs';
import { startAuthEmulator } from '../serve/auth-emulator.mjs';
import { mutationParts } from '../../stryker.config.mjs';
import { mutationTable, newestResults } from './mutation-table.mjs';

const args = process.argv.slice(2);
const named = (/** @type {string} */ option) => {
  const at = args.indexOf(option);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  if (!value || !(value in mutationParts)) {
    console.error(`${option}: name one of the parts: ${Object.keys(mutationParts).join(', ')}`);
    process.exit(2);
  }
  return value;
};
const flag = (/** @type {string} */ option) => {
  const at = args.indexOf(option);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
};

if (flag('--table')) {
  console.log(mutationTable(newestResults('.mutation')));
  process.exit(0);
}
const part = named('--part');
const parts = flag('--parts') ? Object.keys(mutationParts) : [part];

const [emulator, auth] = await Promise.all([startFirestoreEmulator(), startAuthEmulator()]);
console.log(
  `Firestore emulator (${emulator.how}) on ${emulator.host}; Auth emulator on ${auth.host}.`,
);
/** @param {string | undefined} which */
const run = (which) => {
  const child = spawn('npx', ['stryker', 'run', ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: emulator.host,
      FIREBASE_AUTH_EMULATOR_HOST: auth.host,
      ...(which ? { MUTATION_PART: which } : {}),
    },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
};
let status = 0;
for (const which of parts) {
  if (which) console.log(`\nMutation testing ${which} (${mutationParts[which]?.join(', ')})`);
  // A part under the threshold still lets the next run: the table shows them all.
  status = Math.max(status, Number(await run(which)));
}
if (parts.length > 1) console.log(`\n${mutationTable(newestResults('.mutation'))}`);
await Promise.all([emulator.stop(), auth.stop()]);
process.exit(status);
