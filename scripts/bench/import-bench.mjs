// The operator import at the scheme's size: a file of `--records` operators (10,000), each with a
// photograph of its own, loaded into a Firestore emulator of its own; then loaded again unchanged;
// then a changed file whose import loses Firestore half-way through (a relay cut, as
// scripts/test/firestore-proxy.mjs cuts it), after which every record is read as the check reads
// it; then the changed file again, to the end. Prints how long each took and what the check read.
//   npm run bench -- --import [--records 10000]
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import {
  operatorsCollection,
  pointerOf,
  registersCollection,
  versionAt,
} from '../../functions/register.js';
import { registerCommand } from '../registers/admin.mjs';
import { columns } from '../../functions/registers/operators-file.js';
import { lockStaleMs } from '../../functions/registers/store.js';
import { freePort, startFirestoreEmulator } from '../serve/firestore-emulator.mjs';
import { localProjectId, root } from '../project.mjs';

/**
 * `npm run operators -- import FILE --yes`, as an administrator runs it, with a clock and
 * progress of its own.
 * @param {string} file
 * @param {import('../registers/admin.mjs').Context} context
 * @param {string[]} [more] further options
 */
const importRecords = (file, context, more = []) =>
  registerCommand('operators', ['import', file, '--yes', ...more], context);

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--import'),
  options: { records: { type: 'string', default: '10000' } },
});
const count = Number(values.records);
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

const folder = await mkdtemp(path.join(tmpdir(), 'import-bench-'));
const emulator = await startFirestoreEmulator();
const env = { FIRESTORE_EMULATOR_HOST: emulator.host };
/** @type {string[]} */
const rows = [];
try {
  // Photographs as a phone takes them: a 600 × 800 JPEG each, every one different.
  let started = performance.now();
  const numbers = Array.from({ length: count }, (_, i) => `MO${String(100000 + i)}`);
  for (let i = 0; i < count; i += 50)
    await Promise.all(
      numbers.slice(i, i + 50).map((number, j) =>
        sharp({
          create: {
            width: 600,
            height: 800,
            channels: 3,
            background: { r: (i + j) % 256, g: Math.floor((i + j) / 256) % 256, b: 128 },
          },
        })
          .jpeg({ quality: 85 })
          .toFile(path.join(folder, `${number}.jpg`)),
      ),
    );
  console.error(`${count} photographs made in ${seconds(performance.now() - started)}`);
  /**
   * Writes the records file `name`, every record valid until `validUntil`; returns its path.
   * @param {string} name
   * @param {string} validUntil
   */
  const file = async (name, validUntil) => {
    const csv = path.join(folder, name);
    await writeFile(
      csv,
      [
        columns.join(','),
        ...numbers.map((number, i) =>
          [
            number,
            'Al',
            `Person${String.fromCharCode(97 + (i % 26))}`,
            validUntil,
            'current',
            'CB RT',
            `${number}.jpg`,
            // No provider named.
            '',
          ].join(','),
        ),
      ].join('\n'),
    );
    return csv;
  };
  const first = await file('operators.csv', '2030-01-31');
  /**
   * Runs an import and keeps a row of how long it took and its summary.
   * @param {string} what
   * @param {() => Promise<string>} run
   */
  const timed = async (what, run) => {
    const start = performance.now();
    const summary = await run();
    rows.push(
      `| ${what} | ${seconds(performance.now() - start)} | ${summary
        .split('\n')
        .at(-1)
        ?.replace(/; kept in the trail.*$/, '')
        .trim()} |`,
    );
    console.error(rows.at(-1));
  };
  await timed(`${count} new records with photographs`, () => importRecords(first, { env }));
  await timed('the same file again', () => importRecords(first, { env }));

  // The changed file, through a relay cut half-way through writing the records.
  const changed = await file('changed.csv', '2031-01-31');
  const [proxyPort, controlPort] = [await freePort(), await freePort()];
  const relay = spawn('node', [path.join(root, 'scripts/test/firestore-proxy.mjs')], {
    env: {
      ...process.env,
      FIRESTORE_TARGET: emulator.host,
      PROXY_PORT: String(proxyPort),
      CONTROL_PORT: String(controlPort),
    },
    stdio: 'ignore',
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  started = performance.now();
  let cut = false;
  const failure = await importRecords(changed, {
    env: { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${proxyPort}` },
    stallMs: 5000,
    progress: (step, done, total) => {
      if (step === 'records written' && done >= total / 2 && !cut) {
        cut = true;
        void fetch(`http://127.0.0.1:${controlPort}/cut`, { method: 'POST' });
      }
    },
  }).then(
    () => 'finished (the cut came too late)',
    (error) => error.message.split('\n')[0],
  );
  rows.push(
    `| the changed file, Firestore cut half-way | ${seconds(performance.now() - started)} | failed: ${failure} |`,
  );
  relay.kill();
  // What the check reads now, record by record.
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  const app = initializeApp({ projectId: localProjectId }, 'import-bench');
  const db = getFirestore(app);
  const pointer = pointerOf(
    (await db.collection(registersCollection).doc(operatorsCollection).get()).data(),
  );
  const documents = await db.collection(operatorsCollection).get();
  const shown = new Map();
  let unpublished = 0;
  for (const doc of documents.docs) {
    const date = versionAt(doc.data(), pointer)?.validUntil ?? 'none';
    shown.set(date, (shown.get(date) ?? 0) + 1);
    if (doc.get('latest') > pointer.current) unpublished++;
  }
  rows.push(
    `| what the check read after the cut | | ${[...shown].map(([date, n]) => `${n} records valid until ${date}`).join(', ')}; ${unpublished} records held a version of the failed import that no reader saw |`,
  );
  await deleteApp(app);
  // The cut run could not give its lock back: its place is taken, as staff are told to.
  await timed('the changed file again, to the end', () =>
    importRecords(changed, { env, now: () => new Date(Date.now() + lockStaleMs + 1000) }, [
      '--take-over',
    ]),
  );
} finally {
  await emulator.stop();
  await rm(folder, { recursive: true, force: true });
}
console.log(`\nImporting ${count} operator records (${emulator.how}):\n`);
console.log('| import | took | result |');
console.log('| --- | ---: | --- |');
for (const row of rows) console.log(row);
