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
// Every run starts from what the runs before it found (StrykerJS's `--incremental`): a run stopped
// half way kept each mutant it tested (scripts/test/mutation-progress.mjs), and a finished run's
// report holds them all; a result is taken again only where the mutated code and the tests that
// covered it are unchanged, so a survivor a new test covers is tried again, and so is every mutant
// of a changed line. A run with nothing of its own yet starts from the newest result of each of its
// files in any report (a part from its files' own). `--force` tries every mutant again.
// `--retry-static [FILE]` tries again the static mutants kept as survived or timed out (of FILE, a
// path under the part, or of every file), which StrykerJS would take as they were: no test covers
// a static mutant, so a test written to kill one is never seen as new to it.
//
// StrykerJS runs as a child this process waits for without blocking: the emulator writes a log
// line for every connection to pipes this process drains, and a waiting `spawnSync` drained
// nothing, so after a few minutes the emulator blocked on a full pipe and stopped answering
// (every test then waited for it, and the run took hours).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { startFirestoreEmulator } from '../serve/firestore-emulator.mjs';
import { startAuthEmulator } from '../serve/auth-emulator.mjs';
import { leftOut, mutationParts, reportFolder } from '../../stryker.config.mjs';
import {
  dropStaticSurvivors,
  mutationTable,
  newestReport,
  newestResults,
} from './mutation-table.mjs';

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
// `--retry-static`, and the one file it names if the next argument is not an option.
const retryAt = args.indexOf('--retry-static');
const retryFile = args[retryAt + 1]?.startsWith('--') ? undefined : args[retryAt + 1];
if (retryAt >= 0) args.splice(retryAt, retryFile === undefined ? 1 : 2);
/** @type {((file: string) => boolean) | undefined} */
const retryStatic =
  retryAt < 0 ? undefined : (file) => retryFile === undefined || file === retryFile;
if (eachFile && parts.includes(undefined)) {
  console.error('--each-file: name a part (--part NAME) or --parts');
  process.exit(2);
}

const [emulator, auth] = await Promise.all([startFirestoreEmulator(), startAuthEmulator()]);
console.log(
  `Firestore emulator (${emulator.how}) on ${emulator.host}; Auth emulator on ${auth.host}.`,
);
/** @param {string | undefined} part the files of a part, or of every part */
const filesOf = (part) =>
  glob(
    [...(part ? (mutationParts[part] ?? []) : Object.values(mutationParts).flat()), ...leftOut],
    {
      expandDirectories: false,
    },
  );

/**
 * One StrykerJS run of a part, one file, or all, from what the runs before it found. Its time is
 * kept beside its report (`took.json`): the seconds of every sitting it took, a sitting stopped
 * half way counted up to its last kept result (`sitting.json` holds when the present one began).
 * @param {{ part?: string, file?: string }} which
 * @param {string[]} files what it mutates
 */
const run = async (which, files) => {
  const started = Date.now();
  const folder = reportFolder(which);
  mkdirSync(folder, { recursive: true });
  const at = (/** @type {string} */ name) => path.join(folder, name);
  const incremental = at('incremental.json');
  if (!existsSync(incremental)) {
    const seed = newestReport('.mutation', (file) => files.includes(file));
    writeFileSync(incremental, JSON.stringify(seed));
    console.log(
      `Starting from the results of ${Object.keys(seed.files).length} of its files found before.`,
    );
  }
  if (retryStatic) {
    const kept = JSON.parse(readFileSync(incremental, 'utf8'));
    const dropped = dropStaticSurvivors(kept, retryStatic);
    writeFileSync(incremental, JSON.stringify(kept));
    console.log(`Trying again ${dropped} static mutants kept as survived or timed out.`);
  }
  /** @type {{ seconds: number, sittings: number, finished?: string }} */
  let took = existsSync(at('took.json')) ? JSON.parse(readFileSync(at('took.json'), 'utf8')) : {};
  // A run that finished before is timed afresh; one stopped half way adds its last sitting.
  if (took.finished || !took.seconds) took = { seconds: 0, sittings: 0 };
  if (existsSync(at('sitting.json'))) {
    const { began } = JSON.parse(readFileSync(at('sitting.json'), 'utf8'));
    took.seconds += Math.max(0, Math.round((statSync(incremental).mtimeMs - began) / 1000));
    took.sittings += 1;
  }
  writeFileSync(at('sitting.json'), JSON.stringify({ began: started }));
  const child = spawn('npx', ['stryker', 'run', '--incremental', ...args], {
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
  const report = at('report.json');
  const finished = existsSync(report) && statSync(report).mtimeMs >= started;
  writeFileSync(
    at('took.json'),
    `${JSON.stringify({
      seconds: took.seconds + Math.round((Date.now() - started) / 1000),
      sittings: took.sittings + 1,
      ...(finished ? { finished: new Date() } : {}),
      args,
    })}\n`,
  );
  rmSync(at('sitting.json'));
  return Number(code);
};
let status = 0;
for (const which of parts) {
  if (which) console.log(`\nMutation testing ${which} (${mutationParts[which]?.join(', ')})`);
  const files = (await filesOf(which)).sort();
  if (!eachFile) {
    // A part under the threshold still lets the next run: the table shows them all.
    status = Math.max(status, await run({ part: which }, files));
    continue;
  }
  for (const file of files) {
    if (!again && existsSync(path.join(reportFolder({ file }), 'report.json'))) {
      console.log(`${file}: has a report already (--again to run it again)`);
      continue;
    }
    console.log(`\nMutation testing ${file}`);
    status = Math.max(status, await run({ file }, [file]));
  }
}
if (parts.length > 1 || eachFile) console.log(`\n${mutationTable(newestResults('.mutation'))}`);
await Promise.all([emulator.stop(), auth.stop()]);
process.exit(status);
