// A whole register as it stands, for the pages that show many of its records at once (the provider
// finder, the provider pages) and for the import that checks one register against another: every
// record's version at the register's pointer (functions/register.js), read in one query.
//
// The function keeps one copy per instance and reads the pointer again at most every `checkMs`:
// a changed generation (an import, a suspension) loads the register again, so a change shows
// within `checkMs` plus what Hosting's CDN keeps (functions/handler.js: five minutes in all).
import { pointerOf, registersCollection, versionAt } from './register.js';

/**
 * @template V
 * @typedef {{ generation: number, updatedAt: Date | undefined, records: Map<string, V> }} Register
 * A register as it stands: its generation, when it last changed, and each record shown, by id.
 */

/**
 * Reads a whole register: the pointer, then every record's document.
 * @template V
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {import('./register.js').RegisterShape} register
 * @returns {Promise<Register<V>>}
 */
export async function readRegister(db, register) {
  const pointerDoc = await db.collection(registersCollection).doc(register.collection).get();
  const pointer = pointerOf(pointerDoc.data());
  const documents = await db.collection(register.collection).get();
  /** @type {Map<string, V>} */
  const records = new Map();
  for (const document of documents.docs) {
    /** @type {V | undefined} */
    const version = versionAt(document.data(), pointer);
    if (version) records.set(document.id, version);
  }
  return { generation: pointer.current, updatedAt: pointerDoc.get('updatedAt')?.toDate(), records };
}

/**
 * A register kept in memory: `get()` answers from the copy, reading the pointer again once
 * `checkMs` have passed and the whole register only when the pointer has moved. Callers at the
 * same moment share one read.
 * @template V
 * @param {{
 *   db: import('firebase-admin/firestore').Firestore,
 *   register: import('./register.js').RegisterShape,
 *   checkMs?: number,
 *   now?: () => number,
 * }} options
 */
export function createCatalogue({ db, register, checkMs = 30_000, now = Date.now }) {
  /** @type {Register<V> | undefined} */
  let held;
  /** @type {string | undefined} */
  let heldPointer;
  let checkedAt = -Infinity;
  /** @type {Promise<Register<V>> | undefined} */
  let reading;
  /** When the read in progress began. */
  let readingSince = -Infinity;

  const refresh = async () => {
    // The copy is as fresh as the moment its pointer was read, not the moment the read ended.
    const startedAt = now();
    const pointerDoc = await db.collection(registersCollection).doc(register.collection).get();
    const pointer = JSON.stringify(pointerOf(pointerDoc.data()));
    if (!held || pointer !== heldPointer) {
      held = await readRegister(db, register);
      heldPointer = pointer;
    }
    checkedAt = startedAt;
    return held;
  };

  return {
    /**
     * The register, from the copy unless it is older than `checkMs`, or was read before `since`
     * (a caller that did not find what it looked for asks for a copy read after it asked: a read
     * already under way that began later is shared, one that began earlier is waited for, then
     * another made).
     * @param {{ since?: number }} [options]
     * @returns {Promise<Register<V>>}
     */
    async get({ since } = {}) {
      const fresh = () => (since === undefined ? now() - checkedAt < checkMs : checkedAt >= since);
      if (held && fresh()) return held;
      if (reading && since !== undefined && readingSince < since) await reading.catch(() => {});
      if (held && fresh()) return held;
      if (!reading) {
        readingSince = now();
        reading = refresh().finally(() => (reading = undefined));
      }
      return reading;
    },
  };
}
