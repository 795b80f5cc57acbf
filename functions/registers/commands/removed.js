// `removed`: the records taken off the register, with when, by whom and why, and the name each
// last had (a removal keeps the version before it). Found from the trail's removals (trail.js,
// `readRemoved`), never by reading the whole register.
import { readRemoved } from '../trail.js';

/**
 * The removed records.
 * @param {import('./words.js').Run} run
 * @returns {Promise<string>} one record a line, and a count
 */
export async function removed({ db, register, where }) {
  const found = await readRemoved(db, register.shape.collection);
  const rows = [...found].map(([number, { removal, before }]) =>
    [
      number,
      before ? register.nameOf(before) : '',
      `removed ${String(removal.removedAt ?? '').slice(0, 10)}${removal.removedBy ? ` by ${removal.removedBy}` : ''}${removal.reason ? `: ${removal.reason}` : ''}`,
    ]
      .filter(Boolean)
      .join('  '),
  );
  return [
    where,
    ...rows,
    `${rows.length} removed ${rows.length === 1 ? register.noun : register.name}.`,
  ].join('\n');
}
