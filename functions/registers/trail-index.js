// The trail's index: what lets `trail`, `history`, `show`, `removed` and the suspensions read the
// trail by document, never by a query over all of it (a query's cost grows with the trail on the
// emulator, and with what it matches anywhere). Kept by the store (store.js) in the same writes as
// the entries, under the register's lock, so an entry and its place in the index are written
// together; a run that fails leaves both where no reader counts them (its generation is
// abandoned, and readers skip it as they skip its entries).
//
//   registerTrailIndex/{register}            { register, complete, runs: { "{generation}":
//                                              { at, by, reason, scope?, count, chunks,
//                                                actions: { added: 10000, removed: 3, … } } } }
//   registerTrailIndex/{register}-{generation}-{chunk}   { numbers: [...], actions: [...] }
//   {register}/{number}                      { …, changedIn: [generation, …] }  (the record)
//
// The register's document names every run that kept entries, with when (every entry of a run has
// the run's `at`), by whom, why and how many of each action; each run's entries are listed, by
// number and action, in chunks of `chunkSize`; each record lists the generations that changed it.
// A trail written before the index (`complete` not set) is indexed once, by the next run that
// writes to the register (`indexTrail`, reading the whole trail that one time); until then the
// readers fall back to queries (trail.js), which Firestore's composite indexes answer.
import { trailCollection } from './changes.js';

/** The index's collection. */
export const trailIndexCollection = 'registerTrailIndex';

/** How many entries of a run one chunk lists (a run of 10,000: two documents of some 150 kB). */
const chunkSize = 5000;

/**
 * @typedef {{ at: import('firebase-admin/firestore').Timestamp, by: string, reason: string,
 *   scope?: string, count: number, chunks: number, actions: Record<string, number> }} IndexedRun
 * A run as the register's index document names it.
 */

/**
 * What to write to index one run's entries: its chunks, and its line in the register's document.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @param {number} generation
 * @param {Omit<IndexedRun, 'count' | 'chunks' | 'actions'>} run when, by whom, why
 * @param {readonly { number: string, action: string }[]} entries
 * @returns {[import('firebase-admin/firestore').DocumentReference, Record<string, unknown>][]}
 */
export function runIndexWrites(db, register, generation, run, entries) {
  if (entries.length === 0) return [];
  const index = db.collection(trailIndexCollection);
  /** @type {Record<string, number>} */
  const actions = {};
  for (const { action } of entries) actions[action] = (actions[action] ?? 0) + 1;
  /** @type {[import('firebase-admin/firestore').DocumentReference, Record<string, unknown>][]} */
  const writes = [];
  for (let start = 0; start < entries.length; start += chunkSize) {
    const chunk = entries.slice(start, start + chunkSize);
    writes.push([
      index.doc(`${register}-${generation}-${start / chunkSize}`),
      { numbers: chunk.map((entry) => entry.number), actions: chunk.map((entry) => entry.action) },
    ]);
  }
  const chunks = writes.length;
  writes.push([
    index.doc(register),
    { register, runs: { [generation]: { ...run, count: entries.length, chunks, actions } } },
  ]);
  return writes;
}

/**
 * The register's index document, if the index holds the whole trail.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @returns {Promise<Record<string, IndexedRun> | undefined>} its runs by generation
 */
export async function readIndex(db, register) {
  const data = (await db.collection(trailIndexCollection).doc(register).get()).data();
  return data?.complete ? (data.runs ?? {}) : undefined;
}

/**
 * The entries one run's chunks list, each as the number and action it kept.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register
 * @param {number} generation
 * @param {number} chunks
 * @returns {Promise<{ number: string, action: string }[]>}
 */
export async function runEntries(db, register, generation, chunks) {
  if (chunks === 0) return [];
  const index = db.collection(trailIndexCollection);
  const snapshots = await db.getAll(
    ...Array.from({ length: chunks }, (_, chunk) =>
      index.doc(`${register}-${generation}-${chunk}`),
    ),
  );
  return snapshots.flatMap((snapshot) => {
    const { numbers = [], actions = [] } = snapshot.data() ?? {};
    return numbers.map((/** @type {string} */ number, /** @type {number} */ i) => ({
      number,
      action: actions[i],
    }));
  });
}

/**
 * Indexes a trail written before the index was kept, once: reads the whole trail, writes each
 * run's chunks and line, and each record's generations, then marks the index complete. Runs only
 * while the register's lock is held (store.js), so no entry is written meanwhile.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @param {{ force?: boolean }} [options] `force`: index again, complete or not
 * @returns {Promise<number>} how many entries it indexed (0 when the index was complete)
 */
export async function indexTrail(db, register, { force = false } = {}) {
  const indexRef = db.collection(trailIndexCollection).doc(register);
  if (!force && (await indexRef.get()).get('complete')) return 0;
  const snapshot = await db.collection(trailCollection).where('register', '==', register).get();
  /** @type {Map<number, { run: any, entries: { number: string, action: string }[] }>} */
  const runs = new Map();
  /** @type {Map<string, number[]>} */
  const records = new Map();
  for (const doc of snapshot.docs) {
    const { number, generation, action, at, by, reason, scope } = doc.data();
    const run = runs.get(generation) ?? {
      run: { at, by: by ?? '', reason: reason ?? '', ...(scope ? { scope } : {}) },
      entries: [],
    };
    run.entries.push({ number, action });
    runs.set(generation, run);
    records.set(number, [...(records.get(number) ?? []), generation]);
  }
  const { FieldValue } = await import('firebase-admin/firestore');
  const writer = db.bulkWriter();
  // A record gone since (a run's leftovers cleared) has no document to note its generations in.
  writer.onWriteError((error) => error.code !== 5 && error.failedAttempts < 3);
  for (const [generation, { run, entries }] of runs)
    for (const [ref, data] of runIndexWrites(db, register, generation, run, entries))
      writer.set(ref, data, { merge: true }).catch(() => {});
  for (const [number, generations] of records)
    writer
      .update(db.collection(register).doc(number), {
        changedIn: FieldValue.arrayUnion(...generations),
      })
      .catch(() => {});
  await writer.close();
  await indexRef.set({ register, complete: true }, { merge: true });
  return snapshot.size;
}
