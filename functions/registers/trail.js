// The registers' trail (changes.js says what it holds): reading back a record's history and the
// registers' suspensions. An entry counts once its generation is one
// readers read (`registerChanges` holds a failed run's entries too, never shown).
import { newestAt, pointerOf, registersCollection } from '../register.js';
import { trailCollection } from './changes.js';

/**
 * @typedef {{ register: string, number: string, generation: number, at: Date, by: string,
 *   action: string, reason: string, changes: { field: string, from: string, to: string }[],
 *   scope?: string }} TrailEntry
 */

/**
 * The register's pointer as readers read it now.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 */
export async function readPointer(db, register) {
  return pointerOf((await db.collection(registersCollection).doc(register).get()).data());
}

/**
 * An entry's document as an entry.
 * @param {FirebaseFirestore.DocumentData} data
 * @returns {TrailEntry}
 */
const entryOf = (data) => /** @type {TrailEntry} */ ({ ...data, at: data.at.toDate() });

/**
 * Whether an entry's generation is one readers read (not abandoned, not beyond the pointer).
 * @param {{ generation: number }} entry
 * @param {{ current: number, abandoned: number[] }} pointer
 */
const counts = ({ generation }, { current, abandoned }) =>
  generation <= current && !abandoned.includes(generation);

/**
 * The trail entries of a register matching `where` (field → value), oldest first, only those of
 * generations readers read.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @param {Record<string, string | number>} where
 * @returns {Promise<TrailEntry[]>}
 */
export async function readTrail(db, register, where = {}) {
  /** @type {FirebaseFirestore.Query} */
  let query = db.collection(trailCollection).where('register', '==', register);
  for (const [field, value] of Object.entries(where)) query = query.where(field, '==', value);
  const [snapshot, pointer] = await Promise.all([query.get(), readPointer(db, register)]);
  return snapshot.docs
    .map((doc) => entryOf(doc.data()))
    .filter((entry) => counts(entry, pointer))
    .sort((a, b) => a.generation - b.generation);
}

/**
 * When each suspended record of a register was suspended, by whom and why: its latest
 * `suspended` (or `withdrawn`) entry.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register
 * @param {Record<string, string | number>} [where] which entries (field → value): a record's,
 *   by `number`
 * @returns {Promise<Map<string, TrailEntry>>}
 */
export async function suspensions(db, register, where = {}) {
  return suspensionsIn(await readTrail(db, register, where));
}

/**
 * The latest suspension of each record still suspended, from trail entries already read (oldest
 * first), as `suspensions` reads them.
 * @param {readonly TrailEntry[]} entries
 * @returns {Map<string, TrailEntry>}
 */
export function suspensionsIn(entries) {
  /** @type {Map<string, TrailEntry>} */
  const latest = new Map();
  for (const entry of entries)
    if (entry.action === 'suspended' || entry.action === 'withdrawn')
      latest.set(entry.number, entry);
    else if (entry.action !== 'changed') latest.delete(entry.number);
  return latest;
}

/**
 * The whole register as stored: its pointer, and every record's document by number.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 */
export async function readWhole(db, register) {
  const [pointer, snapshot] = await Promise.all([
    readPointer(db, register),
    db.collection(register).get(),
  ]);
  /** @type {Map<string, any>} */
  const stored = new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
  return { pointer, stored };
}

/**
 * The newest version of a stored record at the pointer, removed or not.
 * @param {any} data
 * @param {{ current: number, abandoned: number[] }} pointer
 */
export const newestOf = (data, pointer) => newestAt(data, pointer)?.version;
