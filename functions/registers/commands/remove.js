// `remove NUMBER … --reason TEXT`: records leave the register. A removal is a version of its own
// saying when, by whom and why, so an import that holds the number again is refused unless it
// says it may come back.
import { versionAt } from '../../register.js';
import { removeRecords } from '../store.js';
import { newestOf, readWhole } from '../trail.js';
import { standingsOf } from './stands.js';
import { tellOfRun } from '../../holders/tell.js';
import {
  confirmed,
  dryRunMark,
  generationOf,
  listed,
  readNumbers,
  refuseProvidersInUse,
  refuseUnexpectedRemoval,
  removedText,
  todayOf,
} from './words.js';

/**
 * Removes records.
 * @param {import('./words.js').WritingRun & { numbers: string[], reason: string, expectRemoved?: number }} run
 *   `numbers` as typed; `expectRemoved`: the count typed (`--expect N`), which a removal of more
 *   than 5 % of the register needs
 * @returns {Promise<string>} what it did, as lines
 */
export async function remove(run) {
  const { db, register, by, reason } = run;
  const numbers = readNumbers(register, run.numbers);
  const read = await readWhole(db, register.shape.collection);
  const unknown = numbers.filter((n) => !versionAt(read.stored.get(n), read.pointer));
  if (unknown.length)
    throw new Error(
      [
        `not on the ${register.name}' register; nothing written:`,
        ...unknown.map((number) => {
          const newest = newestOf(read.stored.get(number), read.pointer);
          return `  ${newest && 'removed' in newest ? `${removedText(number, newest)} (already)` : `${number} is not on it`}`;
        }),
      ].join('\n'),
    );
  if (register.name === 'providers')
    await refuseProvidersInUse(
      db,
      numbers,
      'Change or remove those records first, or suspend or withdraw the provider instead.',
    );
  const expect = generationOf(run, read.pointer);
  // Each record's standing now, and the question, even for one.
  const standings = await standingsOf(db, register, numbers, read);
  const lines = [
    `${run.where}${run.dryRun ? dryRunMark : ''}`,
    `  remove (${numbers.length}): ${listed(numbers)}`,
    ...[...standings.values()].map(({ number, text }) => `    ${number} now: ${text}`),
  ];
  const size = [...read.stored.values()].filter((data) => versionAt(data, read.pointer)).length;
  if (run.dryRun) return lines.join('\n');
  refuseUnexpectedRemoval(run, numbers.length, size);
  const what = `remove ${numbers.length} ${numbers.length === 1 ? register.noun : register.name}`;
  await confirmed(run, what, Infinity, lines, [...standings.values()]);
  await removeRecords(db, numbers, {
    now: run.now,
    register: register.shape,
    expect,
    trail: { by, reason },
  });
  lines.push(
    `${numbers.length} removed on ${todayOf(run.now)}; kept in the trail as ${by}: ${reason}. An import that holds ${numbers.length === 1 ? 'it' : 'them'} is refused unless it says --re-add.`,
    // Each holder removed is told, once (functions/holders/tell.js).
    ...(await tellOfRun(run, { kind: 'removed', numbers })),
  );
  return lines.join('\n');
}
