// `search NAME`: the records whose name holds what was typed, folded as the check folds a surname
// (accents, case, spaces, hyphens and apostrophes ignored: "zoe oneill" finds "Zoë O’Neill").
import { versionAt } from '../../register.js';
import { surnameKey } from '../../vocabulary/check-input.js';
import { readWhole } from '../trail.js';
import { RequestMistake } from './words.js';

/** @typedef {import('../registers.js').Version} Version */

/**
 * The records of a register whose name holds `name` (folded as the check folds a surname), by
 * number: what `search` prints and the staff console lists.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {import('../registers.js').Register} register
 * @param {string} name as typed
 * @returns {Promise<{ number: string, name: string }[]>}
 */
export async function recordsNamed(db, register, name) {
  const wanted = surnameKey(name);
  if (!wanted) throw new RequestMistake(`"${name}" has no letters to search for`);
  const read = await readWhole(db, register.shape.collection);
  const found = [];
  for (const [number, data] of [...read.stored].sort(([a], [b]) => a.localeCompare(b))) {
    /** @type {Version | undefined} */
    const version = versionAt(data, read.pointer);
    if (!version || !surnameKey(register.nameOf(version)).includes(wanted)) continue;
    found.push({ number, name: register.nameOf(version) });
  }
  return found;
}

/**
 * Records by name.
 * @param {import('./words.js').Run & { name: string }} run
 * @returns {Promise<string>} one record a line, and a count
 */
export async function search({ db, register, where, name }) {
  const rows = (await recordsNamed(db, register, name)).map(
    (record) => `${record.number}  ${record.name}`,
  );
  return [
    where,
    ...rows,
    `${rows.length} ${rows.length === 1 ? register.noun : register.name} named like "${name}".`,
  ].join('\n');
}
