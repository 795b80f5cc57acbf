// The registers' trail (changes.js says what it holds): reading back a record's history, a span
// of the trail, the registers' suspensions and removals, and the runs. An entry counts once its
// generation is one readers read (`registerChanges` holds a failed run's entries too, never shown).
//
// Nothing here reads the whole trail. Each reader reads the trail's index (trail-index.js: the
// register's runs, each run's entries, each record's generations) and then the entries it names,
// by id: a get costs the same at any size, on the emulator as on Firestore. A trail written before
// the index was kept is indexed by the next run that writes; until then each reader falls back to
// a query that one of Firestore's indexes answers (firestore.indexes.json):
//
//   a record's history       register ==, number ==                 (single-field indexes, merged)
//   a run's changes          register ==, generation ==             (merged)
//   a span of days, a page   register ==, [action ==,] at range, at desc    (composite)
//   the suspensions          register ==, action in [what starts or ends one]   (merged)
//   the removed records      register ==, action == removed          (merged)
//
// The runs are read by a query of `registerRuns` (register ==, generation desc: composite), one
// document per run. A person is matched by part of their name, in any case: every entry of a run
// is made by the run's person, so the index's runs say whose they are.
import { newestAt, pointerOf, registersCollection } from '../register.js';
import { trailCollection, trailId } from './changes.js';
import { readIndex, runEntries } from './trail-index.js';

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
  const indexed = await readTrailIndexed(db, register, where);
  if (indexed) return indexed;
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
 * A record's entries (`where` is `{ number }`) or a run's (`{ generation }`) by the trail's index,
 * oldest first, only those of generations readers read; undefined when the index cannot say (not
 * complete yet, a record changed only before it, or another `where`).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @param {Record<string, string | number>} where
 * @returns {Promise<TrailEntry[] | undefined>}
 */
async function readTrailIndexed(db, register, where) {
  const fields = Object.keys(where).join();
  if (fields !== 'number' && fields !== 'generation') return undefined;
  const [runs, pointer, record] = await Promise.all([
    readIndex(db, register),
    readPointer(db, register),
    fields === 'number' ? db.collection(register).doc(String(where.number)).get() : undefined,
  ]);
  if (!runs) return undefined;
  /** @type {string[]} */
  let ids;
  if (record) {
    /** @type {number[] | undefined} */
    const changedIn = record.get('changedIn');
    if (record.exists && !changedIn) return undefined;
    ids = (changedIn ?? [])
      .filter((generation) => counts({ generation }, pointer))
      .map((generation) => trailId(register, String(where.number), generation));
  } else {
    const generation = Number(where.generation);
    const run = runs[generation];
    ids =
      !run || !counts({ generation }, pointer)
        ? []
        : (await runEntries(db, register, generation, run.chunks)).map(({ number }) =>
            trailId(register, number, generation),
          );
  }
  return (await entriesById(db, ids)).sort((a, b) => a.generation - b.generation);
}

/**
 * The trail's entries of `ids`, in their order, those that exist.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly string[]} ids
 * @returns {Promise<TrailEntry[]>}
 */
export async function entriesById(db, ids) {
  const trail = db.collection(trailCollection);
  const reads = [];
  for (let start = 0; start < ids.length; start += 300)
    reads.push(db.getAll(...ids.slice(start, start + 300).map((id) => trail.doc(id))));
  return (await Promise.all(reads))
    .flat()
    .flatMap((snapshot) =>
      snapshot.exists ? [entryOf(/** @type {any} */ (snapshot.data()))] : [],
    );
}

/**
 * The latest entry of each of `numbers` that set its standing (any but `changed`), oldest first:
 * by the trail's index, the chunks of the runs that set any standing, newest first, then those
 * entries by id (an import of 10,000 rows asks this of every record it would change); the whole
 * trail while the index is not complete.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @param {readonly string[]} numbers
 * @returns {Promise<TrailEntry[]>}
 */
export async function standingEntries(db, register, numbers) {
  const runs = await indexedRuns(db, register);
  if (!runs) return readTrail(db, register);
  const wanted = new Set(numbers);
  /** @type {string[]} */
  const ids = [];
  // Newest first by generation (the order of the changes, whatever the clock said).
  const setting = runs
    .filter((run) => Object.keys(run.actions).some((a) => a !== 'changed'))
    .sort((a, b) => b.generation - a.generation);
  const lists = await Promise.all(
    setting.map((run) => runEntries(db, register, run.generation, run.chunks)),
  );
  for (const [i, list] of lists.entries())
    for (const { number, action } of list)
      if (action !== 'changed' && wanted.delete(number))
        ids.push(trailId(register, number, setting[i]?.generation ?? 0));
  return (await entriesById(db, ids)).sort((a, b) => a.generation - b.generation);
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
  const runs = await indexedRuns(db, register);
  if (runs) {
    /** @type {Map<string, number>} */
    const latest = new Map();
    const touching = runs
      .filter((run) => suspensionActions.some((action) => run.actions[action]))
      .sort((a, b) => a.generation - b.generation);
    const lists = await Promise.all(
      touching.map((run) => runEntries(db, register, run.generation, run.chunks)),
    );
    for (const [i, list] of lists.entries())
      for (const { number, action } of list)
        if (action === 'suspended' || action === 'withdrawn')
          latest.set(number, touching[i]?.generation ?? 0);
        else if (action !== 'changed' && action !== 'added') latest.delete(number);
    const ids = [...latest].map(([number, generation]) => trailId(register, number, generation));
    return new Map((await entriesById(db, ids)).map((entry) => [entry.number, entry]));
  }
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
  const runs = await indexedRuns(db, register);
  if (runs) return readSpanIndexed(db, register, runs, span);
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
 * @typedef {Omit<import('./trail-index.js').IndexedRun, 'at'> & { generation: number, at: Date }} RunOfTrail
 * A run as the trail's index names it, its generation and when its entries were made.
 */

/**
 * The runs the trail's index names that readers read, newest first; undefined while the index is
 * not complete.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @returns {Promise<RunOfTrail[] | undefined>}
 */
export async function indexedRuns(db, register) {
  const [runs, pointer] = await Promise.all([readIndex(db, register), readPointer(db, register)]);
  if (!runs) return undefined;
  return Object.entries(runs)
    .map(([generation, run]) => ({ ...run, generation: Number(generation), at: run.at.toDate() }))
    .filter((run) => counts(run, pointer))
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.generation - a.generation);
}

/**
 * `readTrailSpan` by the trail's index: the runs of the span, the person and the action, newest
 * first, then their entries by id, until `limit`.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register
 * @param {RunOfTrail[]} runs
 * @param {TrailSpan} span
 * @returns {Promise<{ entries: TrailEntry[], more: boolean }>}
 */
async function readSpanIndexed(db, register, runs, span) {
  const { from, to, action, person, limit = Infinity } = span;
  const undone = (/** @type {RunOfTrail} */ run) => Boolean(run.scope?.startsWith('undo '));
  const matching = runs.filter(
    (run) =>
      (!from || run.at >= from) &&
      (!to || run.at < to) &&
      (!person || run.by.toLowerCase().includes(person.toLowerCase())) &&
      (!action ||
        (action === 'undone' ? undone(run) : !undone(run) && (run.actions[action] ?? 0) > 0)),
  );
  /** @type {TrailEntry[]} */
  const entries = [];
  for (const [i, run] of matching.entries()) {
    const wanted = (await runEntries(db, register, run.generation, run.chunks))
      .filter((entry) => !action || action === 'undone' || entry.action === action)
      .map((entry) => entry.number)
      .sort((a, b) => b.localeCompare(a));
    const room = limit - entries.length;
    entries.push(
      ...(await entriesById(
        db,
        wanted.slice(0, room).map((number) => trailId(register, number, run.generation)),
      )),
    );
    if (wanted.length > room || (entries.length === limit && i < matching.length - 1))
      return { entries, more: true };
  }
  return { entries, more: false };
}

/**
 * The records of a register taken off it and still off, by number, each with its removal and the
 * version it had before (its name): found from the trail's removals, never the whole register.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @returns {Promise<Map<string, { removal: Record<string, any>, before: Record<string, any> | undefined }>>}
 */
export async function readRemoved(db, register) {
  const runs = await indexedRuns(db, register);
  if (runs) {
    const removing = runs.filter((run) => run.actions.removed);
    const lists = await Promise.all(
      removing.map((run) => runEntries(db, register, run.generation, run.chunks)),
    );
    const numbers = lists.flat().flatMap((e) => (e.action === 'removed' ? [e.number] : []));
    return removedOf(db, register, numbers);
  }
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
  return removedOf(db, register, numbers);
}

/**
 * Of the records `numbers` (each removed at some time), those still off the register, by number,
 * each with its removal and the version it had before.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @param {readonly string[]} numbers
 */
async function removedOf(db, register, numbers) {
  const pointer = await readPointer(db, register);
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
  // The store (and the Admin SDK with it) only here: the trail's other readers stay light enough
  // for a command's arguments to be read without it.
  const { lockGone, runsCollection } = await import('./store.js');
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
