// The check's cold start: how long a new Node process takes to load the function's handler and its
// answers and give its first answer (a match, with the photograph and the categories), measured
// from the process's own start, over several fresh processes. What Cloud Run adds (starting the
// container) is the same whatever the function does, so it is left out.
//   node scripts/bench/cold-start.mjs [--runs 10] [--functions DIR]
// `--functions` measures another checkout's functions/ (built, with its generated answers), to
// compare one way of rendering answers with another in one run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedDemonstrationRecords } from '../operators/demo.mjs';
import { startFirestoreEmulator } from '../serve/firestore-emulator.mjs';
import { root } from '../project.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    functions: { type: 'string', multiple: true, default: [path.join(root, 'functions')] },
  },
});
const runs = Number(values.runs);
const emulator = await startFirestoreEmulator();
try {
  await seedDemonstrationRecords(emulator.host);
  /** @type {Record<string, { loaded: number[], answered: number[] }>} */
  const results = Object.fromEntries(
    values.functions.map((dir) => [dir, { loaded: [], answered: [] }]),
  );
  // Interleaved, so that the machine's noise falls on every checkout alike.
  for (let i = 0; i < runs; i++)
    for (const dir of values.functions) {
      const child = spawnSync(
        process.execPath,
        [path.join(root, 'scripts/bench/cold-start-child.mjs'), emulator.host, path.resolve(dir)],
        { encoding: 'utf8' },
      );
      if (child.status !== 0) throw new Error(`${dir}: ${child.stderr || child.stdout}`);
      const { loaded, answered } = JSON.parse(child.stdout);
      results[dir]?.loaded.push(loaded);
      results[dir]?.answered.push(answered);
    }
  /** @param {number[]} list */
  const median = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
  };
  console.log(`Cold start over ${runs} fresh processes each (median ms from the process's start):`);
  console.log('| functions | handler loaded | first answer (a match) |');
  console.log('| --- | ---: | ---: |');
  for (const [dir, { loaded, answered }] of Object.entries(results))
    console.log(
      `| ${path.relative(process.cwd(), dir) || '.'} | ${median(loaded).toFixed(0)} | ${median(answered).toFixed(0)} |`,
    );
} finally {
  await emulator.stop();
}
