// `history NUMBER`: every change to a record kept in the trail: who, when, what and why.
import { changesText } from '../changes.js';
import { readTrail } from '../trail.js';
import { readNumbers, when } from './words.js';
import { mailOf } from '../../holders/outbox.js';

/**
 * A record's history: its changes, then (an operator's) the emails sent to its holder.
 * @param {import('./words.js').Run & { number: string, emails?: boolean }} run `number` as typed;
 *   `emails: false` leaves the emails out (the console lists them apart)
 * @returns {Promise<string>} where it read, then one change a line, oldest first
 */
export async function history({ db, register, where, emails = true, ...run }) {
  const [number = ''] = readNumbers(register, [run.number], { writes: false });
  const [stored, trail, sent] = await Promise.all([
    db.collection(register.shape.collection).doc(number).get(),
    readTrail(db, register.shape.collection, { number }),
    emails && register.name === 'operators' ? mailOf(db, number) : [],
  ]);
  if (!stored.exists && trail.length === 0)
    throw new Error(`${number} has never been on the ${register.name}' register`);
  // The holder's emails among the changes, by when: the kind and how it went, never the address.
  const told = sent.map((entry) => ({
    at: entry.sentAt ?? entry.at,
    line: `${when(entry.sentAt ?? entry.at)}  email ${entry.kind}  ${entry.state}`,
  }));
  if (trail.length === 0)
    return [
      `${where}\n${number}: no change kept in the trail (it was loaded before the trail was kept).`,
      ...told.reverse().map(({ line }) => line),
    ].join('\n');
  const changes = trail.map((entry) => ({
    at: entry.at,
    line: `${when(entry.at)}  ${entry.action}  by ${entry.by}${entry.reason ? `: ${entry.reason}` : ''}${entry.changes.length ? `  (${changesText(entry.changes)})` : ''}`,
  }));
  return [
    where,
    ...[...changes, ...told]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map(({ line }) => line),
  ].join('\n');
}
