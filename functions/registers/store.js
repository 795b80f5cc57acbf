// Writing the operator register to Firestore with the Admin SDK, for the import and remove commands
// and the demonstration seed. Every change is a generation of the register (functions/register.js
// says how readers use them): written beside what readers see, then made visible all at once by
// one write of the register's pointer. A failure anywhere before that write leaves the check
// answering from the last complete import, and the next import clears what the failed one left.
//
// One run at a time: a run holds the register's lock, renewed while it runs, which says who holds
// it, what for and how far it has got. A lock whose holder is gone (`lockGone`) is never taken
// over unasked: the command line names it and takes it over once confirmed (`takeOverLock`).
// Every run is kept in `registerRuns`, with how it ended: done, failed (and why) or stopped.
import { createHash } from 'node:crypto';
import os from 'node:os';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { newestAt, operatorRegister, registersCollection, versionAt } from '../register.js';
import { ukToday } from '../vocabulary/dates.js';
import { actionOf, fieldChanges, trailCollection, trailId, withStatusSince } from './changes.js';
import { indexTrail, runIndexWrites } from './trail-index.js';

/** How many documents are read in one request. */
const readSize = 300;

/**
 * How often a running import renews its lock, and when a lock not renewed counts as left behind:
 * three renewals missed, so one slow write is not taken for a stopped run. A run that is only
 * waiting on Firestore and taken over after this is harmless: its generation is abandoned, and its
 * pointer can no longer move (the owner is checked).
 */
export const lockRenewMs = 5_000;
export const lockStaleMs = 3 * lockRenewMs;

/** Each run of a register's writes: who, what for, when, how far it got and how it ended. */
export const runsCollection = 'registerRuns';

/**
 * @typedef {{ owner: string, generation: number, startedAt: Timestamp, heartbeatAt: Timestamp,
 *   by?: string, reason?: string, pid?: number, host?: string, progress?: string }} Lock
 * A register's lock as stored: `pid` and `host` say which process holds it, `progress` how far
 * it has got (renewed with the heartbeat).
 */

/**
 * Whether a process of this machine is still running.
 * @param {number} pid
 */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Why a lock's holder is gone, or undefined while it may still be running: its process on this
 * machine has ended (known at once), or it has not renewed the lock for `lockStaleMs` (a process on
 * another machine, or one that hangs).
 * @param {Lock} lock
 * @param {Date} now
 */
export function lockGone(lock, now) {
  if (lock.host === os.hostname() && lock.pid && !alive(lock.pid))
    return `its process (${lock.pid} on this machine) has ended`;
  const silent = now.getTime() - lock.heartbeatAt.toMillis();
  if (silent >= lockStaleMs) return `it has not been heard of for ${Math.round(silent / 1000)} s`;
  return undefined;
}

/**
 * A lock as staff read it: who, what for, when, and how far it got.
 * @param {Lock} lock
 */
export const lockText = (lock) =>
  `${lock.reason ? `"${lock.reason}"` : 'a run'} by ${lock.by || (lock.pid ? 'no one named' : 'an earlier version of the commands')}, begun ${at(lock.startedAt)}${lock.pid ? ` (process ${lock.pid} on ${lock.host === os.hostname() ? 'this machine' : lock.host})` : ''}, last heard of ${at(lock.heartbeatAt)}, ${lock.progress ? `at "${lock.progress}"` : 'its progress not known'}`;

/** @param {number} n a count as staff read it: "1,200" */
const count = (n) => n.toLocaleString('en-GB');

/**
 * A lock's time as staff read it; a lock written without one (by an earlier version, or caught
 * half-made by a run that stopped) says so rather than failing the refusal that names it.
 * @param {Timestamp | undefined} time
 */
const at = (time) =>
  typeof time?.toDate === 'function'
    ? `${time.toDate().toISOString().slice(0, 19).replace('T', ' ')} UTC`
    : 'at a time not recorded';

/**
 * A refusal because the register's lock is held: `gone` says why its holder is no longer running,
 * if it is not.
 */
export class RegisterLocked extends Error {
  /**
   * @param {Lock} lock
   * @param {string | undefined} gone
   * @param {string} register the register's collection
   */
  constructor(lock, gone, register) {
    super(
      gone
        ? `the ${register}' register's lock is held by a run that stopped without finishing (${gone}): ${lockText(lock)}; nothing it wrote shows. Nothing was written: take its place with --take-over`
        : `another run is changing the ${register}' register: ${lockText(lock)}; try again when it has finished`,
    );
    this.lock = lock;
    this.gone = gone;
  }
}

/**
 * The register's lock, and why its holder is gone (undefined while it may be running); undefined
 * when no run holds it.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {RegisterShape} register
 * @param {Date} now
 */
export async function readLock(db, register, now) {
  const pointer = await db.collection(registersCollection).doc(register.collection).get();
  /** @type {Lock | undefined} */
  const lock = pointer.get('lock');
  return lock ? { lock, gone: lockGone(lock, now) } : undefined;
}

/**
 * Takes over the lock of a run that stopped: its generation abandoned for good (readers never
 * read it, the next run clears it), and the run kept in `registerRuns` as stopped, with how far it
 * got. Refuses a lock whose holder may still be running.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {RegisterShape} register
 * @param {{ now?: () => Date, by: string }} options who takes it over
 * @returns {Promise<Lock | undefined>} the lock taken over, if there was one
 */
export async function takeOverLock(db, register, { now = () => new Date(), by }) {
  const pointerRef = db.collection(registersCollection).doc(register.collection);
  return db.runTransaction(async (transaction) => {
    /** @type {Lock | undefined} */
    const lock = (await transaction.get(pointerRef)).get('lock');
    if (!lock) return undefined;
    const gone = lockGone(lock, now());
    if (!gone) throw new RegisterLocked(lock, gone, register.collection);
    transaction.update(pointerRef, {
      abandoned: FieldValue.arrayUnion(lock.generation),
      lock: FieldValue.delete(),
    });
    transaction.set(
      db.collection(runsCollection).doc(`${register.collection}-${lock.generation}`),
      {
        register: register.collection,
        generation: lock.generation,
        by: lock.by ?? '',
        reason: lock.reason ?? '',
        startedAt: lock.startedAt,
        endedAt: Timestamp.fromDate(now()),
        outcome: 'stopped',
        progress: lock.progress ?? '',
        why: `stopped without finishing (${gone}); its lock taken over by ${by}`,
      },
      { merge: true },
    );
    return lock;
  });
}

/**
 * How long an import waits for Firestore to answer before it gives up. The Admin SDK retries a
 * connection that has gone for as long as it takes; an administrator should hear of it instead.
 */
export const defaultStallMs = 30_000;

/**
 * `promise`, or an error saying what Firestore did not answer within `ms` and what that means.
 * @param {Promise<any>} promise
 * @param {number} ms
 * @param {string} doing
 * @param {string} [meaning]
 */
function bounded(
  promise,
  ms,
  doing,
  meaning = 'the register still shows the last complete import',
) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(`Firestore did not answer for ${ms / 1000} s while ${doing}; ${meaning}`),
          ),
        ms,
      );
    }),
  ]);
}

/**
 * A value as text that two equal values share whatever the order of their objects' keys
 * (Firestore gives a map's fields back in its own order).
 * @param {unknown} value
 * @returns {string}
 */
const canonical = (value) =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical(/** @type {any} */ (value)[key])}`)
          .join(',')}}`
      : JSON.stringify(value);

/**
 * Whether two versions of a record say the same (arrays compared in order, objects field by
 * field).
 * @param {Record<string, unknown> | undefined} a
 * @param {Record<string, unknown>} b
 */
export function sameVersion(a, b) {
  const keys = Object.keys(b);
  if (!a || Object.keys(a).length !== keys.length) return false;
  return keys.every((key) => canonical(a[key]) === canonical(b[key]));
}

/** @typedef {import('../register.js').RegisterShape} RegisterShape */

/**
 * The stored records of `numbers`, by number (undefined where there is no document).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {RegisterShape} register
 * @param {readonly string[]} numbers
 * @param {number} stallMs
 */
async function readRecords(db, register, numbers, stallMs) {
  const collection = db.collection(register.collection);
  const found = new Map();
  for (let start = 0; start < numbers.length; start += readSize) {
    const chunk = numbers.slice(start, start + readSize);
    const snapshots = await bounded(
      db.getAll(...chunk.map((number) => collection.doc(number))),
      stallMs,
      'reading the register',
    );
    for (const snapshot of snapshots) found.set(snapshot.id, snapshot.data());
  }
  return found;
}

/**
 * Holds the register's lock while `work` runs with the generation it may write; `work` returns
 * what to commit, which becomes visible at once when the pointer moves to the generation.
 * @template T
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {RegisterShape} register
 * @param {(generation: { pointer: import('../register.js').RegisterPointer, next: number, note: (progress: string) => void }) => Promise<{ commit: boolean, result: T, after?: () => Promise<void> }>} work
 *   `pointer`: what readers read now; `next`: the generation to write; `note`: says how far the
 *   run has got, kept with the lock; `after`: what to tidy once the pointer has moved
 * @param {{ now?: () => Date, stallMs?: number, renewMs?: number, trail?: Trail }} [options]
 *   `trail`: who runs it and why, kept with the lock and the run
 * @returns {Promise<T>}
 */
async function withRegisterLock(
  db,
  register,
  work,
  { now = () => new Date(), stallMs = defaultStallMs, renewMs = lockRenewMs, trail } = {},
) {
  /** @type {LockedRun} */
  const run = {
    db,
    register,
    pointerRef: db.collection(registersCollection).doc(register.collection),
    owner: `${process.pid}-${Math.random().toString(36).slice(2)}`,
    now,
    stallMs,
  };
  const first = 'taking the lock';
  const { pointer, next } = await claimLock(run, trail, first);
  const heartbeat = startHeartbeat(run, renewMs, first);
  let committed = false;
  /** @type {string} */
  let failure = 'it stopped';
  try {
    heartbeat.note('clearing what a stopped run left');
    await clearLeftovers(db, register, pointer, stallMs);
    // Once: a trail written before its index was kept (trail-index.js).
    heartbeat.note('indexing the trail');
    await bounded(indexTrail(db, register.collection), stallMs, 'indexing the trail');
    const { commit, result, after } = await work({ pointer, next, note: heartbeat.note });
    await heartbeat.stop();
    await commitRun(run, next, commit, heartbeat.progress());
    committed = true;
    // Tidying only readers no longer use: if it fails, the next import's run clears it.
    await after?.().catch(() => {});
    return result;
  } catch (error) {
    failure = /** @type {Error} */ (error).message;
    throw error;
  } finally {
    await heartbeat.stop();
    if (!committed) await abandonRun(run, next, heartbeat.progress(), failure);
  }
}

/**
 * @typedef {{
 *   db: import('firebase-admin/firestore').Firestore, register: RegisterShape,
 *   pointerRef: import('firebase-admin/firestore').DocumentReference, owner: string,
 *   now: () => Date, stallMs: number,
 * }} LockedRun
 * A run that holds (or is taking) a register's lock: the register's pointer, which holds the
 * lock, and the lock's owner, which only this run is.
 */

/**
 * The document that keeps a run of the register: who, what for, how far and how it ended.
 * @param {LockedRun} run
 * @param {number} generation
 */
const runRef = ({ db, register }, generation) =>
  db.collection(runsCollection).doc(`${register.collection}-${generation}`);

/**
 * Takes the register's lock, with a generation never used before, and keeps the run as running;
 * refuses (naming the holder) when another run holds it.
 * @param {LockedRun} run
 * @param {Trail | undefined} trail who runs it and why
 * @param {string} progress
 */
function claimLock(run, trail, progress) {
  const { db, register, pointerRef, owner, now } = run;
  return bounded(
    db.runTransaction(async (transaction) => {
      const stored = (await transaction.get(pointerRef)).data() ?? {};
      /** @type {Lock | undefined} */
      const lock = stored.lock;
      // A lock is given up only when asked (takeOverLock), even one whose holder is gone.
      if (lock) throw new RegisterLocked(lock, lockGone(lock, now()), register.collection);
      const current = stored.current ?? 0;
      // A generation never used before, so no leftover of a stopped run is ever taken as ours.
      const claimed = Math.max(current, stored.claimed ?? 0) + 1;
      const startedAt = Timestamp.fromDate(now());
      const who = {
        by: trail?.by ?? '',
        reason: trail?.reason ?? '',
        pid: process.pid,
        host: os.hostname(),
      };
      transaction.set(
        pointerRef,
        {
          current,
          claimed,
          abandoned: stored.abandoned ?? [],
          lock: { owner, generation: claimed, startedAt, heartbeatAt: startedAt, progress, ...who },
        },
        { merge: true },
      );
      transaction.set(runRef(run, claimed), {
        register: register.collection,
        generation: claimed,
        ...who,
        startedAt,
        outcome: 'running',
        progress,
      });
      return { pointer: { current, abandoned: stored.abandoned ?? [] }, next: claimed };
    }),
    run.stallMs,
    'taking the register’s lock',
  );
}

/**
 * Renews the lock every `renewMs` while the run works. The heartbeat carries the progress; a new
 * step (`note`) is written at once, at most once a second. `stop` waits for the last renewal: no
 * renewal may land after the lock is given back, or it would make a lock of its own.
 * @param {LockedRun} run
 * @param {number} renewMs
 * @param {string} first the progress the lock was taken with
 */
function startHeartbeat({ pointerRef, now, stallMs }, renewMs, first) {
  let progress = first;
  let stopped = false;
  let beatAt = 0;
  /** @type {Promise<unknown>} */
  let renewal = Promise.resolve();
  const beat = () => {
    if (stopped) return;
    beatAt = Date.now();
    const update = {
      'lock.heartbeatAt': Timestamp.fromDate(now()),
      'lock.progress': progress,
    };
    renewal = renewal.then(() => pointerRef.update(update).catch(() => {}));
  };
  const renew = setInterval(beat, renewMs);
  return {
    progress: () => progress,
    note: (/** @type {string} */ text) => {
      progress = text;
      if (Date.now() - beatAt >= 1000) beat();
    },
    stop: () => {
      stopped = true;
      clearInterval(renew);
      return bounded(renewal, Math.min(stallMs, 5000), 'renewing the lock').catch(() => {});
    },
  };
}

/**
 * Gives the lock back and, when the run wrote, moves the pointer to its generation, so readers
 * see all of it at once; refused when another run has taken the register over meanwhile.
 * @param {LockedRun} run
 * @param {number} next the run's generation
 * @param {boolean} commit whether it wrote anything
 * @param {string} progress how far it got
 */
async function commitRun(run, next, commit, progress) {
  const { db, pointerRef, owner, now } = run;
  await bounded(
    db.runTransaction(async (transaction) => {
      const register = (await transaction.get(pointerRef)).data();
      if (register?.lock?.owner !== owner)
        throw new Error(
          'another import took the register over while this one ran; nothing changed',
        );
      transaction.update(pointerRef, {
        ...(commit ? { current: next } : {}),
        updatedAt: Timestamp.fromDate(now()),
        lock: FieldValue.delete(),
      });
      // Merged, so a run record gone missing never stops the pointer moving.
      transaction.set(
        runRef(run, next),
        { outcome: commit ? 'done' : 'unchanged', endedAt: Timestamp.fromDate(now()), progress },
        { merge: true },
      );
    }),
    run.stallMs,
    'making the import visible',
    'it may show or not: run the import again, which finishes it or changes nothing',
  );
}

/**
 * A failed run gives the lock back if it still can, its generation abandoned for good, and is
 * kept as failed, with why; if it cannot, its holder is gone and the next run names it.
 * @param {LockedRun} run
 * @param {number} next the run's generation
 * @param {string} progress how far it got
 * @param {string} failure why it failed
 */
async function abandonRun(run, next, progress, failure) {
  const { db, pointerRef, owner, now } = run;
  await bounded(
    db.runTransaction(async (transaction) => {
      const register = (await transaction.get(pointerRef)).data();
      if (register?.lock?.owner === owner) {
        transaction.update(pointerRef, {
          abandoned: FieldValue.arrayUnion(next),
          lock: FieldValue.delete(),
        });
        transaction.set(
          runRef(run, next),
          { outcome: 'failed', endedAt: Timestamp.fromDate(now()), progress, why: failure },
          { merge: true },
        );
      }
    }),
    Math.min(run.stallMs, 5000),
    'giving the lock back',
  ).catch(() => {});
}

/**
 * Whether a generation's versions are ones readers will never see.
 * @param {number} generation
 * @param {import('../register.js').RegisterPointer} pointer
 */
const unseen = (generation, { current, abandoned = [] }) =>
  generation > current || abandoned.includes(generation);

/**
 * Deletes what runs that stopped before their pointer moved left behind: versions of abandoned
 * generations or newer than the register's, and photographs only they used. Readers never saw them.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {RegisterShape} register
 * @param {{ current: number, abandoned: number[] }} pointer what readers read now
 * @param {number} stallMs
 */
async function clearLeftovers(db, register, pointer, stallMs) {
  const photos = register.photos ? db.collection(register.photos) : undefined;
  const abandoned = pointer.abandoned.slice(-30);
  const none = { empty: true, docs: [] };
  const [records, newer, older] = await bounded(
    Promise.all([
      db.collection(register.collection).where('latest', '>', pointer.current).get(),
      photos ? photos.where('generation', '>', pointer.current).get() : none,
      photos && abandoned.length ? photos.where('generation', 'in', abandoned).get() : none,
    ]),
    stallMs,
    'looking for what a stopped import left',
  );
  if (records.empty && newer.empty && older.docs.length === 0) return;
  const writer = writerFor(db, stallMs);
  for (const doc of records.docs) {
    const versions = Object.keys(doc.get('versions') ?? {}).map(Number);
    const kept = versions.filter((generation) => !unseen(generation, pointer));
    if (kept.length === 0) writer.delete(doc.ref);
    else
      writer.update(doc.ref, {
        latest: Math.max(...kept),
        ...Object.fromEntries(
          versions
            .filter((generation) => unseen(generation, pointer))
            .map((generation) => [`versions.${generation}`, FieldValue.delete()]),
        ),
      });
  }
  for (const doc of [...newer.docs, ...older.docs]) writer.delete(doc.ref);
  await writer.close();
}

/**
 * A record's new version, added to its document beside the ones it keeps: a merge, never a
 * replacement, so a write of a failed run that arrives late cannot take a version away. The
 * document lists the generations that changed it (`changedIn`), where the trail's index finds
 * its history (trail-index.js).
 * @param {{ versions?: Record<string, unknown> } | undefined} data what is stored now
 * @param {{ generation: number } | undefined} keep the version readers read now
 * @param {number} next
 * @param {object} version
 */
function addVersion(data, keep, next, version) {
  /** @type {Record<string, unknown>} */
  const versions = { [next]: version };
  for (const generation of Object.keys(data?.versions ?? {}))
    if (Number(generation) !== keep?.generation && Number(generation) !== next)
      versions[generation] = FieldValue.delete();
  return { latest: next, versions, changedIn: FieldValue.arrayUnion(next) };
}

/**
 * What an operator's document is found by without reading the whole register (the providers'
 * portal, functions/portal/operator-index.js): the providers and the surnames' keys of the versions
 * it keeps (the one readers see and the new one), so a query finds it whichever a reader sees.
 * @param {ReadonlyArray<Record<string, any> | undefined>} versions
 */
export function lookupFields(versions) {
  const kept = versions.filter((version) => version && !('removed' in version));
  return {
    providers: [
      ...new Set(
        kept.flatMap((version) => [
          ...(version?.provider ? [version.provider] : []),
          ...Object.values(version?.provisional ?? {}).map((entry) => entry.provider),
        ]),
      ),
    ],
    surnameKeys: [...new Set(kept.map((version) => String(version?.surnameKey ?? '')))].filter(
      Boolean,
    ),
  };
}

/**
 * The photographs of a record's stored versions that none of `kept` names: what a new version
 * leaves unused, once readers have moved to it. A removed version has none.
 * @param {{ versions?: Record<string, unknown> } | undefined} data what is stored now
 * @param {ReadonlyArray<unknown>} kept the photographs still used
 * @returns {string[]}
 */
function photosDropped(data, kept) {
  return Object.values(data?.versions ?? {}).flatMap((old) =>
    old && typeof old === 'object' && 'photo' in old && !kept.includes(old.photo)
      ? [String(old.photo)]
      : [],
  );
}

/**
 * Deletes `refs` (what readers no longer use) once the pointer has moved past them.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {number} stallMs
 * @param {readonly import('firebase-admin/firestore').DocumentReference[]} refs
 */
async function tidy(db, stallMs, refs) {
  const writer = writerFor(db, stallMs);
  for (const ref of refs) writer.delete(ref);
  await writer.close();
}

/**
 * A BulkWriter (parallel writes, each retried), and `close()`, which waits for every write and
 * throws if any failed for good, or if none has finished for `stallMs`.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {number} stallMs
 */
function writerFor(db, stallMs) {
  const writer = db.bulkWriter();
  /** @type {FirebaseFirestore.BulkWriterError[]} */
  const failures = [];
  let settledAt = Date.now();
  writer.onWriteResult(() => (settledAt = Date.now()));
  writer.onWriteError((error) => {
    settledAt = Date.now();
    if (error.failedAttempts < 3) return true;
    failures.push(error);
    return false;
  });
  return {
    /** Queues a write; its own failure is counted by `close()`. */
    /**
     * @param {import('firebase-admin/firestore').DocumentReference} ref
     * @param {FirebaseFirestore.DocumentData} data
     * @param {FirebaseFirestore.SetOptions} [options]
     */
    set: (ref, data, options = {}) => writer.set(ref, data, options).catch(() => {}),
    /**
     * @param {import('firebase-admin/firestore').DocumentReference} ref
     * @param {FirebaseFirestore.UpdateData<FirebaseFirestore.DocumentData>} data
     */
    update: (ref, data) => writer.update(ref, data).catch(() => {}),
    /** @param {import('firebase-admin/firestore').DocumentReference} ref */
    delete: (ref) => writer.delete(ref).catch(() => {}),
    async close() {
      let watch;
      const stalled = new Promise((_, reject) => {
        watch = setInterval(
          () => {
            if (Date.now() - settledAt > stallMs)
              reject(
                new Error(
                  `Firestore did not answer for ${stallMs / 1000} s while writing; the register still shows the last complete import`,
                ),
              );
          },
          Math.min(1000, stallMs / 4),
        );
      });
      try {
        await Promise.race([writer.close(), stalled]);
      } finally {
        clearInterval(watch);
      }
      const [failure] = failures;
      if (failure)
        throw new Error(
          `${failures.length} ${failures.length === 1 ? 'write' : 'writes'} failed after ${failure.failedAttempts} tries (${failure.message}); the register still shows the last complete import`,
        );
    },
  };
}

/**
 * @typedef {{ by: string, reason?: string, scope?: string }} Trail
 * Who makes a run's changes and why, kept with each change in the trail (changes.js); `scope`:
 * what a change of many records was made for (`provider ZZ0001`), so that it can be undone.
 * @typedef {{ expect?: number, remove?: readonly string[], trail?: Trail }} RunOptions
 * `expect`: the generation the command read the register at, to show what it would change; the
 * run is refused if another has changed the register since, so what was shown is what is written.
 * `remove`: numbers to remove in the same generation. `trail`: who and why (the import's own
 * generation is kept in the trail only when it is given).
 */

/**
 * Refuses a run whose plan was made from another generation than the one readers read now.
 * @param {{ current: number }} pointer
 * @param {number | undefined} expect
 */
function checkExpected(pointer, expect) {
  if (expect !== undefined && pointer.current !== expect)
    throw new Error(
      'the register changed since this command read it (another import or change ran); nothing written: run it again',
    );
}

/**
 * Writes the run's changes to the register's records and the trail: for each record, its action
 * (changes.js, `actionOf`) and the fields that changed, with who, when and why. Returns a function
 * that queues one change, and its `index()`, which queues the run's place in the trail's index
 * (trail-index.js) once every change is queued.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {ReturnType<typeof writerFor>} writer
 * @param {RegisterShape} register
 * @param {number} next
 * @param {Trail | undefined} trail
 * @param {Date} at
 */
function trailWriter(db, writer, register, next, trail, at) {
  /** @type {{ number: string, action: string }[]} */
  const kept = [];
  /**
   * @param {string} number
   * @param {{ action: string, changes?: { field: string, from: string, to: string }[], reason?: string }} change
   */
  const keep = (number, { action, changes = [], reason }) => {
    if (!trail) return;
    kept.push({ number, action });
    writer.set(db.collection(trailCollection).doc(trailId(register.collection, number, next)), {
      register: register.collection,
      number,
      generation: next,
      at: Timestamp.fromDate(at),
      by: trail.by,
      action,
      reason: reason ?? trail.reason ?? '',
      changes,
      ...(trail.scope ? { scope: trail.scope } : {}),
    });
  };
  const index = () => {
    if (!trail) return;
    const run = {
      at: Timestamp.fromDate(at),
      by: trail.by,
      reason: trail.reason ?? '',
      ...(trail.scope ? { scope: trail.scope } : {}),
    };
    for (const [ref, data] of runIndexWrites(db, register.collection, next, run, kept))
      writer.set(ref, data, { merge: true });
  };
  return Object.assign(keep, { index });
}

/**
 * Removes `numbers` in the generation `next`: each gets a removal version saying when, by whom and
 * why (what an import that would bring it back names), its dropped photographs are listed in
 * `unused`, and its change kept in the trail. Returns the numbers removed (those on the register).
 * @param {{ db: import('firebase-admin/firestore').Firestore, register: RegisterShape, writer: ReturnType<typeof writerFor>, keepTrail: ReturnType<typeof trailWriter>, stored: Map<string, any>, pointer: import('../register.js').RegisterPointer, next: number, at: Date, trail?: Trail, unused: import('firebase-admin/firestore').DocumentReference[] }} run
 * @param {readonly string[]} numbers
 */
function writeRemovals(run, numbers) {
  const { db, register, writer, keepTrail, stored, pointer, next, at, trail, unused } = run;
  const removed = [];
  for (const number of numbers) {
    const data = stored.get(number);
    const keep = newestAt(data, pointer);
    if (!versionAt(data, pointer)) continue;
    removed.push(number);
    if (register.photos) {
      const photos = db.collection(register.photos);
      const kept = [keep && 'photo' in keep.version ? keep.version.photo : ''];
      for (const photo of photosDropped(data, kept)) unused.push(photos.doc(photo));
    }
    writer.set(
      db.collection(register.collection).doc(number),
      addVersion(data, keep, next, {
        removed: true,
        [register.key]: number,
        removedAt: at.toISOString(),
        ...(trail ? { removedBy: trail.by, reason: trail.reason ?? '' } : {}),
      }),
      { merge: true },
    );
    keepTrail(number, { action: 'removed' });
  }
  return removed;
}

/**
 * Whether a record's newest version (at the pointer) is a removal.
 * @param {any} data
 * @param {import('../register.js').RegisterPointer} pointer
 */
const wasRemoved = (data, pointer) => {
  const newest = newestAt(data, pointer);
  return Boolean(newest && 'removed' in newest.version);
};

/**
 * @typedef {Omit<import('../register.js').OperatorVersion, 'photo' | 'photoSource'>} RecordFields
 * @typedef {{ fields: RecordFields, line?: number, photoSource: string, photo: () => Promise<Buffer> }} IncomingRecord
 * A record to store (`line`: where its file has it): `photoSource` names the photograph's file by its hash; `photo` makes the
 * stored JPEG, and is called only when that file is not already stored.
 * @typedef {{ fields: Record<string, unknown> }} IncomingPlainRecord
 * A record of a register without photographs (the providers, the instructors).
 */

/**
 * The version an incoming operator record would be stored as, beside what the register shows: a
 * photograph already stored for the record (the same file, or the stored JPEG itself, as an export
 * writes it: `photoHash`) is kept, otherwise the new one is stored as `photoId`.
 * @param {IncomingRecord} record
 * @param {import('../register.js').OperatorVersion | undefined} shown
 * @param {string} photoId
 */
export function incomingVersion(record, shown, photoId) {
  const samePhoto = Boolean(
    shown && (shown.photoSource === record.photoSource || shown.photoHash === record.photoSource),
  );
  /** @type {import('../register.js').OperatorVersion} */
  const version =
    shown && samePhoto
      ? {
          ...record.fields,
          photo: shown.photo,
          photoSource: shown.photoSource,
          ...(shown.photoHash ? { photoHash: shown.photoHash } : {}),
        }
      : { ...record.fields, photo: photoId, photoSource: record.photoSource };
  return { version, samePhoto };
}

/** @typedef {{ added: string[], updated: string[], unchanged: string[], removed: string[] }} StoreResult */

/**
 * Stores `records` as the register's next generation: each new or changed record gets a new
 * version, made visible with all the others at once. Photographs are made (`photo()`) only for
 * files not already stored, `parallel` at a time; one that cannot be made stops the import with
 * every such problem listed and nothing visible changed. A file that is the stored photograph
 * itself (an export's, by its hash: `photoHash`) counts as the photograph the record has.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly IncomingRecord[]} records
 * @param {{ now?: () => Date, parallel?: number, stallMs?: number, renewMs?: number, progress?: (step: string, done: number, total: number) => void } & RunOptions} [options]
 *   `renewMs`: how often the lock is renewed (`lockRenewMs` unless a test asks sooner)
 * @returns {Promise<StoreResult>}
 */
export async function storeRecords(
  db,
  records,
  {
    now = () => new Date(),
    parallel = 4,
    progress,
    stallMs = defaultStallMs,
    renewMs,
    expect,
    remove = [],
    trail,
  } = {},
) {
  return withRegisterLock(
    db,
    operatorRegister,
    async ({ pointer, next, note }) => {
      checkExpected(pointer, expect);
      note('reading the register');
      const stored = await readRecords(
        db,
        operatorRegister,
        [...records.map((record) => record.fields.registrationNumber), ...remove],
        stallMs,
      );
      const { result, changes } = planOperators(records, stored, pointer, next, ukToday(now()));
      const at = now();
      const writer = writerFor(db, stallMs);
      const keepTrail = trailWriter(db, writer, operatorRegister, next, trail, at);
      /** Photographs only the versions dropped now used: deleted once the pointer has moved. */
      /** @type {import('firebase-admin/firestore').DocumentReference[]} */
      const unused = [];
      const register = operatorRegister;
      /** @type {OperatorWrite} */
      const run = { db, register, writer, keepTrail, stored, pointer, next, at, trail, unused };
      result.removed = writeRemovals(run, remove);
      if (changes.length === 0 && result.removed.length === 0) {
        await writer.close();
        return { commit: false, result };
      }
      await makePhotos(run, changes, { parallel, progress, note });
      writeOperatorVersions(run, changes, { progress, note });
      keepTrail.index();
      await writer.close();
      return { commit: true, result, after: () => tidy(db, stallMs, unused) };
    },
    { now, stallMs, renewMs, trail },
  );
}

/**
 * @typedef {Parameters<typeof writeRemovals>[0]} OperatorWrite
 * A generation being written: where, with what writer and trail, over what was stored.
 * @typedef {{
 *   record: IncomingRecord, version: import('../register.js').OperatorVersion, data: any,
 *   shown: import('../register.js').OperatorVersion | undefined, samePhoto: boolean,
 * }} OperatorChange
 * A record's new version, its photograph yet to be made where its file is new.
 * @typedef {{
 *   progress?: (step: string, done: number, total: number) => void,
 *   note: (progress: string) => void,
 * }} Progress
 * Where a run says how far it has got: the terminal's (`progress`) and the lock's (`note`).
 */

/**
 * Which incoming records are added, changed or unchanged, and each new or changed record's
 * version (a photograph is stored once per record and generation, so no import overwrites one
 * that readers use: an unchanged file keeps the document it has).
 * @param {readonly IncomingRecord[]} records
 * @param {Map<string, any>} stored
 * @param {import('../register.js').RegisterPointer} pointer
 * @param {number} next the generation being written
 * @param {string} day the UK day, which a record whose status changes keeps
 */
function planOperators(records, stored, pointer, next, day) {
  /** @type {StoreResult} */
  const result = { added: [], updated: [], unchanged: [], removed: [] };
  /** @type {OperatorChange[]} */
  const changes = [];
  for (const record of records) {
    const number = record.fields.registrationNumber;
    const data = stored.get(number);
    const shown = versionAt(data, pointer);
    const incoming = incomingVersion(record, shown, `${number}-${next}`);
    const { samePhoto } = incoming;
    // The day its status began: carried over, or today's where it changes (changes.js).
    const version = withStatusSince(shown, incoming.version, day);
    if (sameVersion(shown, version)) result.unchanged.push(number);
    else {
      (shown ? result.updated : result.added).push(number);
      changes.push({ record, version, data, shown, samePhoto });
    }
  }
  return { result, changes };
}

/**
 * Makes the photographs of the changes whose file is new, `parallel` at a time, each written
 * beside the generation with its hash in the version; any that cannot be made stop the run with
 * every problem listed, nothing visible changed.
 * @param {OperatorWrite} run
 * @param {OperatorChange[]} changes
 * @param {Progress & { parallel: number }} progress
 */
async function makePhotos({ db, writer, next }, changes, { parallel, progress, note }) {
  const photos = db.collection(operatorRegister.photos);
  /** @type {string[]} */
  const problems = [];
  let made = 0;
  const queue = changes.filter((change) => !change.samePhoto);
  const toMake = queue.length;
  const makeEach = async () => {
    for (let change = queue.shift(); change; change = queue.shift()) {
      try {
        const jpeg = await change.record.photo();
        Object.assign(change.version, {
          photoHash: createHash('sha256').update(jpeg).digest('hex'),
        });
        writer.set(photos.doc(change.version.photo), {
          jpeg,
          number: change.version.registrationNumber,
          generation: next,
        });
      } catch (error) {
        problems.push(/** @type {Error} */ (error).message);
      }
      // Counted apart from the call: `progress?.()` skips its arguments when there is none.
      made += 1;
      progress?.('photographs made', made, toMake);
      note(`making photographs: ${count(made)} of ${count(toMake)}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, makeEach));
  if (problems.length) {
    await writer.close().catch(() => {});
    throw new Error(
      `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}, nothing changed:\n  ${problems.join('\n  ')}`,
    );
  }
}

/**
 * Writes each changed operator's new version beside the one readers see (which stays until the
 * pointer moves; older ones go, and the photographs only they used are listed in `unused`), and
 * keeps each change in the trail.
 * @param {OperatorWrite} run
 * @param {OperatorChange[]} changes
 * @param {Progress} progress
 */
function writeOperatorVersions(run, changes, { progress, note }) {
  const { db, writer, keepTrail, pointer, next, unused } = run;
  const photos = db.collection(operatorRegister.photos);
  const operators = db.collection(operatorRegister.collection);
  const total = changes.length;
  let written = 0;
  for (const { version, data, shown } of changes) {
    const keep = newestAt(data, pointer);
    const kept = [keep && 'photo' in keep.version ? keep.version.photo : '', version.photo];
    for (const photo of photosDropped(data, kept)) unused.push(photos.doc(photo));
    writer
      .set(
        operators.doc(version.registrationNumber),
        { ...addVersion(data, keep, next, version), ...lookupFields([keep?.version, version]) },
        { merge: true },
      )
      .then(() => {
        written += 1;
        progress?.('records written', written, total);
        note(`writing records: ${count(written)} of ${count(total)}`);
      });
    keepTrail(version.registrationNumber, {
      action: actionOf(shown, wasRemoved(data, pointer), version),
      changes: fieldChanges(shown, version),
    });
  }
}

/**
 * Stores the records of a register without photographs (the providers, the instructors) as its
 * next generation, as `storeRecords` stores the operators: each new or changed record gets a new
 * version, all made visible at once.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {RegisterShape} register
 * @param {readonly IncomingPlainRecord[]} records
 * @param {{ now?: () => Date, stallMs?: number } & RunOptions} [options]
 * @returns {Promise<{ added: string[], updated: string[], unchanged: string[], removed: string[] }>}
 */
export async function storePlainRecords(
  db,
  register,
  records,
  { now = () => new Date(), stallMs = defaultStallMs, expect, remove = [], trail } = {},
) {
  const keyOf = (/** @type {IncomingPlainRecord} */ record) => String(record.fields[register.key]);
  return withRegisterLock(
    db,
    register,
    async ({ pointer, next, note }) => {
      checkExpected(pointer, expect);
      note('reading the register');
      const stored = await readRecords(db, register, [...records.map(keyOf), ...remove], stallMs);
      /** @type {{ added: string[], updated: string[], unchanged: string[], removed: string[] }} */
      const result = { added: [], updated: [], unchanged: [], removed: [] };
      const at = now();
      const writer = writerFor(db, stallMs);
      const keepTrail = trailWriter(db, writer, register, next, trail, at);
      const day = ukToday(at);
      for (const record of records) {
        const number = keyOf(record);
        const data = stored.get(number);
        /** @type {Record<string, unknown> | undefined} */
        const shown = versionAt(data, pointer);
        // The day its status began: carried over, or today's where it changes (changes.js).
        const version = withStatusSince(shown, record.fields, day);
        if (sameVersion(shown, version)) {
          result.unchanged.push(number);
          continue;
        }
        (shown ? result.updated : result.added).push(number);
        writer.set(
          db.collection(register.collection).doc(number),
          addVersion(data, newestAt(data, pointer), next, version),
          { merge: true },
        );
        keepTrail(number, {
          action: actionOf(shown, wasRemoved(data, pointer), version),
          changes: fieldChanges(shown, version),
        });
      }
      result.removed = writeRemovals(
        { db, register, writer, keepTrail, stored, pointer, next, at, trail, unused: [] },
        remove,
      );
      note(
        `writing ${count(result.added.length + result.updated.length + result.removed.length)} records`,
      );
      keepTrail.index();
      await writer.close();
      return {
        commit: result.added.length + result.updated.length + result.removed.length > 0,
        result,
      };
    },
    { now, stallMs, trail },
  );
}

/**
 * Removes the records of `numbers` (normalised) as the register's next generation: the check
 * answers "no match" for them from then on. Returns which were on the register and which were not.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly string[]} numbers
 * @param {{ now?: () => Date, stallMs?: number, register?: RegisterShape } & Omit<RunOptions, 'remove'>} [options]
 *   `register`: the operators unless another is named
 * @returns {Promise<{ removed: string[], missing: string[] }>}
 */
export async function removeRecords(
  db,
  numbers,
  {
    now = () => new Date(),
    stallMs = defaultStallMs,
    register = operatorRegister,
    expect,
    trail,
  } = {},
) {
  return withRegisterLock(
    db,
    register,
    async ({ pointer, next, note }) => {
      checkExpected(pointer, expect);
      note('reading the register');
      const stored = await readRecords(db, register, [...numbers], stallMs);
      /** Photographs of the versions the removal drops (all but the one readers read now). */
      /** @type {import('firebase-admin/firestore').DocumentReference[]} */
      const unused = [];
      const at = now();
      const writer = writerFor(db, stallMs);
      const keepTrail = trailWriter(db, writer, register, next, trail, at);
      const removed = writeRemovals(
        { db, register, writer, keepTrail, stored, pointer, next, at, trail, unused },
        numbers,
      );
      keepTrail.index();
      await writer.close();
      return {
        commit: removed.length > 0,
        result: { removed, missing: numbers.filter((number) => !removed.includes(number)) },
        after: () => tidy(db, stallMs, unused),
      };
    },
    { now, stallMs, trail },
  );
}

/**
 * Stores whole versions of records (as they stood, or with their standing changed) as the
 * register's next generation, as `storeRecords` or `storePlainRecords` would: a version of a
 * register with photographs keeps the photograph it names, read again from its stored document
 * only if the store must make a new one (a record brought back).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {RegisterShape} register
 * @param {readonly Record<string, any>[]} versions
 * @param {{ now?: () => Date, stallMs?: number } & RunOptions} options
 */
export function storeVersions(db, register, versions, options) {
  if (!register.photos)
    return storePlainRecords(
      db,
      register,
      versions.map((fields) => ({ fields })),
      options,
    );
  const photos = db.collection(register.photos);
  return storeRecords(
    db,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    versions.map(({ photo, photoSource, photoHash, ...fields }) => ({
      fields: /** @type {any} */ (fields),
      photoSource,
      photo: async () => (await photos.doc(String(photo)).get()).get('jpeg'),
    })),
    options,
  );
}
