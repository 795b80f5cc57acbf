// `removed`: the records taken off the register, with when, by whom and why, and the name each
// last had (a removal keeps the version before it).
import { newestAt } from '../../register.js';
import { readWhole } from '../trail.js';

/** @typedef {import('../registers.js').Version} Version */

/**
 * The removed records.
 * @param {import('./words.js').Run} run
 * @returns {Promise<string>} one record a line, and a count
 */
export async function removed({ db, register, where }) {
  const read = await readWhole(db, register.shape.collection);
  const rows = [];
  for (const [number, data] of [...read.stored].sort(([a], [b]) => a.localeCompare(b))) {
    const newest = newestAt(data, read.pointer);
    if (!newest || !('removed' in newest.version)) continue;
    const removal = /** @type {Version} */ (newest.version);
    const before = Object.entries(data.versions ?? {})
      .map(([generation, version]) => ({ generation: Number(generation), version }))
      .filter(
        ({ generation, version }) => generation < newest.generation && !('removed' in version),
      )
      .sort((a, b) => b.generation - a.generation)[0]?.version;
    rows.push(
      [
        number,
        before ? register.nameOf(before) : '',
        `removed ${String(removal.removedAt ?? '').slice(0, 10)}${removal.removedBy ? ` by ${removal.removedBy}` : ''}${removal.reason ? `: ${removal.reason}` : ''}`,
      ]
        .filter(Boolean)
        .join('  '),
    );
  }
  return [
    where,
    ...rows,
    `${rows.length} removed ${rows.length === 1 ? register.noun : register.name}.`,
  ].join('\n');
}
