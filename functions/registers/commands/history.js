// `history NUMBER`: every change to a record kept in the trail: who, when, what and why.
import { changesText } from '../changes.js';
import { readTrail } from '../trail.js';
import { readNumbers, when } from './words.js';

/**
 * A record's history.
 * @param {import('./words.js').Run & { number: string }} run `number` as typed
 * @returns {Promise<string>} where it read, then one change a line, oldest first
 */
export async function history({ db, register, where, ...run }) {
  const [number = ''] = readNumbers(register, [run.number], { writes: false });
  const [stored, trail] = await Promise.all([
    db.collection(register.shape.collection).doc(number).get(),
    readTrail(db, register.shape.collection, { number }),
  ]);
  if (!stored.exists && trail.length === 0)
    throw new Error(`${number} has never been on the ${register.name}' register`);
  if (trail.length === 0)
    return `${where}\n${number}: no change kept in the trail (it was loaded before the trail was kept).`;
  return [
    where,
    ...trail.map(
      (entry) =>
        `${when(entry.at)}  ${entry.action}  by ${entry.by}${entry.reason ? `: ${entry.reason}` : ''}${entry.changes.length ? `  (${changesText(entry.changes)})` : ''}`,
    ),
  ].join('\n');
}
