// The registers' trail (changes.js says what it holds): reading back a record's history, a span
// of the trail, the registers' suspensions and removals, and the runs. An entry counts once its
// generation is one readers read (`registerChanges` holds a failed run's entries too, never shown).
//
// Nothing here reads the whole trail: each reader is a query on the fields every entry has had
// since the trail was kept (so entries written before these readers need no backfill), each
// answered by one of Firestore's indexes (firestore.indexes.json):
//
//   a record's history       register ==, number ==                 (single-field indexes, merged)
//   a span of days, a page   register ==, [action ==,] at range, at desc    (composite)
//   the suspensions          register ==, action in [what starts or ends one]   (merged)
//   the removed records      register ==, action == removed          (merged)
//   the runs                 registerRuns: register ==, generation desc (composite)
//
// A person is matched by part of their name, in any case, which no index holds: the entries of
// the span are read a page at a time until enough are found.
import { newestAt, pointerOf, registersCollection } from '../register.js';
import { trailCollection } from './changes.js';
import { lockGone, runsCollection } from './store.js';

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
 * The actions that start or end a suspension, the only ones `suspensionsIn` looks at besides
 * `changed` (which it passes over) and `added` (a record's first entry, before any suspension).
 */
const suspensionActions = ['suspended', 'withdrawn', 'closed', 'reinstated', 're-added', 'removed'];

/**
 * When each suspended record of a register was suspended, by whom and why: its latest
 * `suspended` (or `withdrawn`) entry. Reads only the entries that start or end a suspension.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register
 * @param {Record<string, string | number>} [where] which entries (field → value): a record's,
 *   by `number`
 * @returns {Promise<Map<string, TrailEntry>>}
 */
export async function suspensions(db, register, where = {}) {
  if (where.number !== undefined) return suspensionsIn(await readTrail(db, register, where));
  const [snapshot, pointer] = await Promise.all([
    db
      .collection(trailCollection)
      .where('register', '==', register)
      .where('action', 'in', suspensionActions)
      .get(),
    readPointer(db, register),
  ]);
  return suspensionsIn(
    snapshot.docs
      .map((doc) => entryOf(doc.data()))
      .filter((entry) => counts(entry, pointer))
      .sort((a, b) => a.generation - b.generation),
  );
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

/**
 * The action a trail entry shows: `undone` for a change made by undoing a run (`undo`), whatever
 * it did to the record (its `changes` say), otherwise the action it keeps.
 * @param {{ action: string, scope?: string }} entry
 */
export const shownAction = (entry) => (entry.scope?.startsWith('undo ') ? 'undone' : entry.action);

/** How many entries a page of the trail reads at a time. */
const pageSize = 500;

/**
 * @typedef {{ from?: Date, to?: Date, action?: string, person?: string, limit?: number }} TrailSpan
 * Which entries of the trail: made at or after `from` and before `to`, with the action shown
 * (`shownAction`: `undone` for an undo's), by a person whose name holds `person` (any case), the
 * newest `limit` of them.
 */

/**
 * The entries of a register's trail in a span, newest first, read a page at a time from the
 * index of when each was made, never the whole trail; `more` says whether older entries match
 * beyond `limit`.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @param {TrailSpan} [span]
 * @returns {Promise<{ entries: TrailEntry[], more: boolean }>}
 */
export async function readTrailSpan(db, register, span = {}) {
  const { from, to, action, person, limit = Infinity } = span;
  /** @type {FirebaseFirestore.Query} */
  let query = db.collection(trailCollection).where('register', '==', register);
  // An undo's entries keep the action they made; `undone` is found by their scope.
  if (action && action !== 'undone') query = query.where('action', '==', action);
  if (from) query = query.where('at', '>=', from);
  if (to) query = query.where('at', '<', to);
  query = query.orderBy('at', 'desc');
  const pointer = await readPointer(db, register);
  const wanted = (/** @type {TrailEntry} */ entry) =>
    counts(entry, pointer) &&
    (!action || shownAction(entry) === action) &&
    (!person || entry.by.toLowerCase().includes(person.toLowerCase()));
  /** @type {TrailEntry[]} */
  const entries = [];
  let more = false;
  for (let after; ;) {
    const page = await (after ? query.startAfter(after) : query).limit(pageSize).get();
    for (const doc of page.docs) {
      const entry = entryOf(doc.data());
      if (!wanted(entry)) continue;
      if (entries.length === limit) return { entries, more: true };
      entries.push(entry);
    }
    if (page.docs.length < pageSize) break;
    after = page.docs.at(-1);
  }
  return { entries, more };
}

/**
 * The records of a register taken off it and still off, by number, each with its removal and the
 * version it had before (its name): found from the trail's removals, never the whole register.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @returns {Promise<Map<string, { removal: Record<string, any>, before: Record<string, any> | undefined }>>}
 */
export async function readRemoved(db, register) {
  const [snapshot, pointer] = await Promise.all([
    db
      .collection(trailCollection)
      .where('register', '==', register)
      .where('action', '==', 'removed')
      .get(),
    readPointer(db, register),
  ]);
  const numbers = snapshot.docs
    .map((doc) => entryOf(doc.data()))
    .filter((entry) => counts(entry, pointer))
    .map((entry) => entry.number);
  const found = new Map();
  for (const data of await readDocuments(db, register, [...new Set(numbers)].sort())) {
    const newest = newestAt(data.data, pointer);
    if (!newest || !('removed' in newest.version)) continue;
    const before = Object.entries(data.data.versions ?? {})
      .map(([generation, version]) => ({ generation: Number(generation), version }))
      .filter(({ generation, version }) => generation < newest.generation && !version.removed)
      .sort((a, b) => b.generation - a.generation)[0]?.version;
    found.set(data.id, { removal: newest.version, before });
  }
  return found;
}

/**
 * The stored documents of `numbers` in a register, in their order, those that exist.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @param {readonly string[]} numbers
 * @returns {Promise<{ id: string, data: any }[]>}
 */
export async function readDocuments(db, register, numbers) {
  const documents = [];
  for (let start = 0; start < numbers.length; start += 300) {
    const refs = numbers.slice(start, start + 300).map((n) => db.collection(register).doc(n));
    if (refs.length === 0) continue;
    for (const snapshot of await db.getAll(...refs))
      if (snapshot.exists) documents.push({ id: snapshot.id, data: snapshot.data() });
  }
  return documents;
}

/**
 * The names of the records `numbers` as the register holds them now, or as each last stood
 * before it was removed; a number with neither has none.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ collection: string }} shape the register's
 * @param {(version: any) => string} nameOf the register's
 * @param {readonly string[]} numbers
 * @returns {Promise<Map<string, string>>}
 */
export async function namesOf(db, shape, nameOf, numbers) {
  const [pointer, documents] = await Promise.all([
    readPointer(db, shape.collection),
    readDocuments(db, shape.collection, [...new Set(numbers)]),
  ]);
  const names = new Map();
  for (const { id, data } of documents) {
    const version = Object.entries(data.versions ?? {})
      .map(([generation, kept]) => ({ generation: Number(generation), kept }))
      .filter(({ generation, kept }) => counts({ generation }, pointer) && !kept.removed)
      .sort((a, b) => b.generation - a.generation)[0]?.kept;
    if (version) names.set(id, nameOf(version));
  }
  return names;
}

/**
 * @typedef {{ register: string, generation: number, by: string, reason: string,
 *   startedAt: Date, endedAt?: Date, outcome: string, progress: string, why?: string }} Run
 * A run of a register's writes as `registerRuns` keeps it (store.js), its run number its
 * generation (what `undo RUN` takes). `outcome` is `done`, `unchanged`, `failed`, `stopped`, or
 * `running` while it holds the register's lock; a run kept as running whose process has ended or
 * has not been heard of for `lockStaleMs` (store.js, `lockGone`), or whose lock is gone, is
 * `stopped`, with why in `why`.
 */

/**
 * The register's latest runs, newest first, as staff read them: a run that stopped without
 * finishing shown as stopped even before another run has taken its place.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @param {{ limit?: number, now?: Date }} [options]
 * @returns {Promise<Run[]>}
 */
export async function readRuns(db, register, { limit = 20, now = new Date() } = {}) {
  const [snapshot, pointer] = await Promise.all([
    db
      .collection(runsCollection)
      .where('register', '==', register)
      .orderBy('generation', 'desc')
      .limit(limit)
      .get(),
    db.collection(registersCollection).doc(register).get(),
  ]);
  const lock = pointer.get('lock');
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    /** @type {Run} */
    const run = {
      ...data,
      register: data.register,
      generation: data.generation,
      by: data.by ?? '',
      reason: data.reason ?? '',
      startedAt: data.startedAt.toDate(),
      endedAt: data.endedAt?.toDate(),
      outcome: data.outcome,
      progress: data.progress ?? '',
    };
    if (run.outcome !== 'running') return run;
    if (lock?.generation !== run.generation)
      return {
        ...run,
        outcome: 'stopped',
        why: 'stopped without finishing: it no longer holds the register’s lock',
      };
    // A run still holding the lock has got as far as its lock says (renewed as it runs).
    const progress = lock.progress ?? run.progress;
    const gone = lockGone(lock, now);
    return gone
      ? {
          ...run,
          progress,
          outcome: 'stopped',
          why: `stopped without finishing (${gone}); its lock is still held: the next run takes its place with --take-over`,
        }
      : { ...run, progress };
  });
}
