// `show` and `history` of one record at the register's full size: 10,000 operators, each with an
// entry in the trail, loaded into an emulator of its own with the store's functions, then each
// command run as staff run it (a process of its own), timed from start to exit.
//   node scripts/bench/show-bench.mjs [--records 10000] [--runs 5]
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify, parseArgs } from 'node:util';
import sharp from 'sharp';
import { surnameKey } from '../../functions/vocabulary/check-input.js';
import { storeRecords } from '../../functions/registers/store.js';
import { withFirestore } from '../registers/firestore.mjs';
import { startFirestoreEmulator } from '../serve/firestore-emulator.mjs';
import { localProjectId, root } from '../project.mjs';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '5' },
  },
});
const size = Number(values.records);
const emulator = await startFirestoreEmulator();
try {
  const jpeg = await sharp({ create: { width: 300, height: 375, channels: 3, background: '#369' } })
    .jpeg()
    .toBuffer();
  await withFirestore({ projectId: localProjectId, emulatorHost: emulator.host }, (db) =>
    storeRecords(
      db,
      Array.from({ length: size }, (_, i) => ({
        fields: {
          registrationNumber: `ZZ1${String(i).padStart(5, '0')}`,
          givenNames: 'Bench',
          surname: 'Operator',
          surnameKey: surnameKey('Operator'),
          validUntil: '2030-12-31',
          suspended: false,
          categories: ['CB'],
        },
        photoSource: `bench-${i}`,
        photo: async () => jpeg,
      })),
      { trail: { by: 'the bench', reason: 'bench' } },
    ),
  );
  const number = `ZZ1${String(Math.floor(size / 2)).padStart(5, '0')}`;
  for (const command of ['show', 'history']) {
    const times = [];
    for (let run = 0; run < Number(values.runs); run++) {
      const started = performance.now();
      await promisify(execFile)(
        process.execPath,
        [path.join(root, 'scripts/registers/admin.mjs'), 'operators', command, number],
        { env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulator.host } },
      );
      times.push(performance.now() - started);
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    console.log(
      `${command} ${number} of ${size.toLocaleString('en-GB')} records: median ${(median / 1000).toFixed(2)} s (in turn: ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`,
    );
  }
} finally {
  await emulator.stop();
}
