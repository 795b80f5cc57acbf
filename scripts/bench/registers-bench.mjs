// The register commands that read, at the scheme's size: `--records` operators (10,000) and
// `--entries` trail entries (100,000), loaded into a Firestore emulator of its own; then each
// command run as staff run it (a process of its own: `npm run operators -- …`), timed from start
// to exit, `--runs` times each, the median kept. `--root DIR` (repeatable) runs the commands of
// another checkout of the project against the same emulator, for a before and after.
//
// How the emulator is loaded: the records through the store's own path (`storeRecords`, with the
// trail, one run), then the bulk of the trail as nine runs that each changed every record's
// valid_until (their trail entries and runs written directly, with the register's pointer moved
// past them: 90,000 entries through the real path take many minutes, and only the trail is read),
// indexed as a trail kept before its index is (trail-index.js, `indexTrail`), then, through the store's path again, 100 records suspended and 50 removed.
// The runs are dated a month apart, so a day of the trail holds one run.
//   npm run bench -- --registers [--records 10000] [--entries 100000] [--runs 3] [--root DIR …]
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify, parseArgs } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { surnameKey } from '../../functions/vocabulary/check-input.js';
import { ukToday } from '../../functions/vocabulary/dates.js';
import { operatorRegister, registersCollection } from '../../functions/register.js';
import { trailCollection, trailId } from '../../functions/registers/changes.js';
import {
  removeRecords,
  runsCollection,
  storeRecords,
  storeVersions,
} from '../../functions/registers/store.js';
import { indexTrail } from '../../functions/registers/trail-index.js';
import { withFirestore } from '../registers/firestore.mjs';
import { startFirestoreEmulator } from '../serve/firestore-emulator.mjs';
import { localProjectId, root } from '../project.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--registers'),
  options: {
    records: { type: 'string', default: '10000' },
    entries: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    root: { type: 'string', multiple: true },
  },
});
const size = Number(values.records);
const changedRuns = Math.max(0, Math.round((Number(values.entries) - size) / size));
const roots = (values.root ?? [root]).map((dir) => path.resolve(dir));
const numberOf = (/** @type {number} */ i) => `ZZ1${String(i).padStart(5, '0')}`;
/** The day of the `i`th run: a month apart from 1 January 2026, at 10:00 UTC. */
const dayOf = (/** @type {number} */ i) => new Date(Date.UTC(2026, 0, 1 + 30 * i, 10));

/**
 * Loads the register: see the file's head.
 * @param {import('firebase-admin/firestore').Firestore} db
 */
async function seed(db) {
  const jpeg = await sharp({ create: { width: 300, height: 375, channels: 3, background: '#369' } })
    .jpeg()
    .toBuffer();
  const fields = (/** @type {number} */ i) => ({
    registrationNumber: numberOf(i),
    givenNames: 'Bench',
    surname: `Operator${i}`,
    surnameKey: surnameKey(`Operator${i}`),
    validUntil: '2030-12-31',
    suspended: false,
    categories: ['CB'],
  });
  let started = performance.now();
  await storeRecords(
    db,
    Array.from({ length: size }, (_, i) => ({
      fields: fields(i),
      photoSource: `bench-${i}`,
      photo: async () => jpeg,
    })),
    { now: () => dayOf(0), trail: { by: 'Ada Admin', reason: 'import of operators.csv' } },
  );
  console.log(`${size} records stored in ${seconds(performance.now() - started)}`);
  started = performance.now();
  await writeChangedRuns(db);
  console.log(
    `${(changedRuns * size).toLocaleString('en-GB')} trail entries written in ${seconds(performance.now() - started)}`,
  );
  // As a trail kept before its index is indexed, once, by the next run that writes.
  started = performance.now();
  const indexed = await indexTrail(db, 'operators', { force: true });
  console.log(
    `the trail's ${indexed.toLocaleString('en-GB')} entries indexed in ${seconds(performance.now() - started)}`,
  );
  const day = dayOf(changedRuns + 1);
  const suspended = Array.from({ length: 100 }, (_, i) => ({ ...fields(i * 7), suspended: true }));
  const reads = await db.getAll(
    ...suspended.map((v) => db.collection('operators').doc(v.registrationNumber)),
  );
  await storeVersions(
    db,
    operatorRegister,
    suspended.map((version, i) => ({ ...versionOf(reads[i]?.data()), ...version })),
    { now: () => day, trail: { by: 'Bea Keeper', reason: 'card reported stolen' } },
  );
  await removeRecords(
    db,
    Array.from({ length: 50 }, (_, i) => numberOf(size - 1 - i)),
    { now: () => dayOf(changedRuns + 2), trail: { by: 'Bea Keeper', reason: 'left the industry' } },
  );
}

/**
 * The stored version a record's document holds now (the bench's records have one).
 * @param {any} data
 */
const versionOf = (data) => data.versions[String(data.latest)];

/**
 * Nine runs (or as many as `--entries` asks) that changed every record's valid_until, written as
 * the store writes their trail and runs, and the register's pointer moved past them.
 * @param {import('firebase-admin/firestore').Firestore} db
 */
async function writeChangedRuns(db) {
  const pointer = db.collection(registersCollection).doc('operators');
  const first = Number((await pointer.get()).get('current')) + 1;
  const writer = db.bulkWriter({ throttling: false });
  for (let run = 0; run < changedRuns; run++) {
    const generation = first + run;
    const at = Timestamp.fromDate(dayOf(run + 1));
    const reason = `import of operators-${run + 1}.csv`;
    writer.set(db.collection(runsCollection).doc(`operators-${generation}`), {
      register: 'operators',
      generation,
      by: 'Ada Admin',
      reason,
      startedAt: at,
      endedAt: at,
      outcome: 'done',
      progress: `writing records: ${size} of ${size}`,
    });
    for (let i = 0; i < size; i++)
      writer.set(
        db.collection(trailCollection).doc(trailId('operators', numberOf(i), generation)),
        {
          register: 'operators',
          number: numberOf(i),
          generation,
          at,
          by: 'Ada Admin',
          action: 'changed',
          reason,
          changes: [
            { field: 'valid_until', from: `${2030 + run}-12-31`, to: `${2031 + run}-12-31` },
          ],
        },
      );
  }
  await writer.close();
  const last = first + changedRuns - 1;
  await pointer.update({ current: last, claimed: last });
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Each command, as `npm run operators -- …` runs it, against the emulator at `host`.
 * @param {string} host
 */
async function measure(host) {
  const number = numberOf(7 * 3);
  const suspensionDay = ukToday(dayOf(changedRuns + 1));
  const commands = [
    ['--help'],
    ['show', number],
    ['history', number],
    ['trail'],
    ['trail', '--from', suspensionDay, '--to', suspensionDay],
    ['trail', '--action', 'removed'],
    ['removed'],
    ['runs'],
    ['list', '--status', 'suspended'],
  ];
  /** @type {string[]} */
  const lines = [];
  for (const command of commands)
    for (const dir of roots) {
      const times = [];
      for (let run = 0; run < Number(values.runs); run++) {
        const started = performance.now();
        await promisify(execFile)(
          process.execPath,
          [path.join(dir, 'scripts/registers/admin.mjs'), 'operators', ...command],
          { env: { ...process.env, FIRESTORE_EMULATOR_HOST: host }, cwd: dir, maxBuffer: 1 << 28 },
        );
        times.push(performance.now() - started);
      }
      const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
      lines.push(
        `${command.join(' ').padEnd(48)} ${seconds(median).padStart(8)}  (${times.map((t) => (t / 1000).toFixed(2)).join(', ')})${roots.length > 1 ? `  ${dir}` : ''}`,
      );
      console.log(lines.at(-1));
    }
  return lines;
}

const emulator = await startFirestoreEmulator();
try {
  await withFirestore({ projectId: localProjectId, emulatorHost: emulator.host }, seed);
  console.log(
    `\n${size.toLocaleString('en-GB')} operators, ${(size * (changedRuns + 1) + 150).toLocaleString('en-GB')} trail entries; median of ${values.runs} runs, whole process:`,
  );
  await measure(emulator.host);
} finally {
  await emulator.stop();
}
