// `npm run test:mutation`: StrykerJS (stryker.config.mjs) with the Firestore and Auth emulators its
// tests need, started once for the whole run, as `npm test` starts them (else each of StrykerJS's
// workers would start its own: scripts/test/firestore-setup.mjs).
//   npm run test:mutation -- --part functions/registers [StrykerJS's options]   one part
//   npm run test:mutation -- --parts [StrykerJS's options]                       every part, in turn
//   npm run test:mutation -- --part functions --each-file   each file of a part in turn, its own
//                                                           report kept as it finishes; a file that
//                                                           has one is left (add --again to redo)
//   npm run test:mutation -- --table                        the score per folder, from the reports
//   npm run test:mutation -- [StrykerJS's options]          everything in one run
//
// StrykerJS runs as a child this process waits for without blocking: the emulator writes a log
// line for every connection to pipes this process drains, and a waiting `spawnSync` drained
// nothing, so after a few minutes the emulator blocked on a full pipe and stopped answering
// (every test then waited for it, and the run took hours).
import { spawn } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { startFirestoreEmulator } from '../serve/firestore-emulator.mjs';
import { startAuthEmulator } from '../serve/auth-emulator.mjs';
import { leftOut, mutationParts, reportFolder } from '../../stryker.config.mjs';
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
const eachFile = flag('--each-file');
const again = flag('--again');
if (eachFile && parts.includes(undefined)) {
  console.error('--each-file: name a part (--part NAME) or --parts');
  process.exit(2);
}

const [emulator, auth] = await Promise.all([startFirestoreEmulator(), startAuthEmulator()]);
console.log(
  `Firestore emulator (${emulator.how}) on ${emulator.host}; Auth emulator on ${auth.host}.`,
);
/**
 * One StrykerJS run, its time kept beside its report (`took.json`): a part, one file, or all.
 * @param {{ part?: string, file?: string }} which
 */
const run = async (which) => {
  const started = Date.now();
  const child = spawn('npx', ['stryker', 'run', ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: emulator.host,
      FIREBASE_AUTH_EMULATOR_HOST: auth.host,
      ...(which.part ? { MUTATION_PART: which.part } : {}),
      ...(which.file ? { MUTATION_FILE: which.file } : {}),
    },
  });
  const code = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  const folder = reportFolder(which);
  const report = path.join(folder, 'report.json');
  // Only a run that wrote its report is timed: one stopped half way left the last one's.
  if (existsSync(report) && statSync(report).mtimeMs >= started)
    writeFileSync(
      path.join(folder, 'took.json'),
      `${JSON.stringify({ seconds: Math.round((Date.now() - started) / 1000), finished: new Date(), args })}\n`,
    );
  return Number(code);
};
let status = 0;
for (const which of parts) {
  if (which) console.log(`\nMutation testing ${which} (${mutationParts[which]?.join(', ')})`);
  if (!eachFile) {
    // A part under the threshold still lets the next run: the table shows them all.
    status = Math.max(status, await run({ part: which }));
    continue;
  }
  const files = await glob([...(mutationParts[which ?? ''] ?? []), ...leftOut], {
    expandDirectories: false,
  });
  for (const file of files.sort()) {
    if (!again && existsSync(path.join(reportFolder({ file }), 'report.json'))) {
      console.log(`${file}: has a report already (--again to run it again)`);
      continue;
    }
    console.log(`\nMutation testing ${file}`);
    status = Math.max(status, await run({ file }));
  }
}
if (parts.length > 1 || eachFile) console.log(`\n${mutationTable(newestResults('.mutation'))}`);
await Promise.all([emulator.stop(), auth.stop()]);
process.exit(status);
