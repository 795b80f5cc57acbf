// `remove NUMBER … --reason TEXT`: records leave the register. A removal is a version of its own
// saying when, by whom and why, so an import that holds the number again is refused unless it
// says it may come back.
import { versionAt } from '../../register.js';
import { removeRecords } from '../store.js';
import { newestOf, readWhole } from '../trail.js';
import {
  confirmed,
  dryRunMark,
  listed,
  readNumbers,
  refuseProvidersInUse,
  removedText,
  todayOf,
} from './words.js';

/**
 * Removes records.
 * @param {import('./words.js').WritingRun & { numbers: string[], reason: string }} run
 *   `numbers` as typed
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
  const lines = [
    `${run.where}${run.dryRun ? dryRunMark : ''}`,
    `  remove (${numbers.length}): ${listed(numbers)}`,
  ];
  if (run.dryRun) return lines.join('\n');
  await confirmed(run, `remove ${numbers.length} ${register.name}`, numbers.length, lines);
  await removeRecords(db, numbers, {
    now: run.now,
    register: register.shape,
    expect: read.pointer.current,
    trail: { by, reason },
  });
  lines.push(
    `${numbers.length} removed on ${todayOf(run.now)}; kept in the trail as ${by}: ${reason}. An import that holds ${numbers.length === 1 ? 'it' : 'them'} is refused unless it says --re-add.`,
  );
  return lines.join('\n');
}
