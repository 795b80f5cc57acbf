// `restore NUMBER --reason TEXT`: one removed record back on the register as it last stood before
// its removal (the version its document keeps beside the removal), with its photograph; the trail
// keeps it as re-added, with who and why. The other removed records stay removed.
import { storeVersions } from '../store.js';
import { readWhole } from '../trail.js';
import { standingsOf } from './stands.js';
import { confirmed, dryRunMark, generationOf, readNumbers, removedText, todayOf } from './words.js';

/** @typedef {import('../registers.js').Version} Version */

/**
 * Restores a removed record.
 * @param {import('./words.js').WritingRun & { number: string, reason: string }} run `number` as typed
 * @returns {Promise<string>} what it did, as lines
 */
export async function restore(run) {
  const { db, register, by, reason } = run;
  const [number = ''] = readNumbers(register, [run.number]);
  const read = await readWhole(db, register.shape.collection);
  const data = read.stored.get(number);
  const { current, abandoned } = read.pointer;
  /** @type {[number, Version][]} */
  const versions = Object.entries(data?.versions ?? {})
    .map(
      ([generation, version]) => /** @type {[number, Version]} */ ([Number(generation), version]),
    )
    .filter(([generation]) => generation <= current && !abandoned.includes(generation))
    .sort(([a], [b]) => b - a);
  const [newest, before] = versions;
  if (!newest || !('removed' in newest[1]))
    throw new Error(
      newest
        ? `${number} is on the ${register.name}' register; nothing to restore`
        : `${number} has never been on the ${register.name}' register`,
    );
  if (!before || 'removed' in before[1])
    throw new Error(
      `${removedText(number, newest[1])}, and the register no longer keeps how it stood before; import it from a file with --re-add ${number} --reason TEXT`,
    );
  const expect = generationOf(run, read.pointer);
  const standings = await standingsOf(db, register, [number], read);
  const lines = [
    `${run.where}${run.dryRun ? dryRunMark : ''}`,
    `  restore (1): ${number}, as it stood before: ${removedText(number, newest[1]).replace(`${number} `, '')}`,
  ];
  if (run.dryRun) return lines.join('\n');
  await confirmed(run, `restore ${number}`, Infinity, lines, [...standings.values()]);
  const options = {
    now: run.now,
    stallMs: run.stallMs,
    expect,
    trail: { by, reason },
  };
  await storeVersions(db, register.shape, [before[1]], options);
  lines.push(`1 restored on ${todayOf(run.now)}; kept in the trail as ${by}: ${reason}`);
  return lines.join('\n');
}
