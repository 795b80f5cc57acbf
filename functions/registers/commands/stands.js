// Why a record stands as it does now, from the trail: the latest change that set its standing
// (added, re-added, suspended, withdrawn, reinstated, removed), with who, when and why. Every
// command that would change a record's standing names it before it asks (the command line's
// question, the console's question page), and a file may not reinstate a record suspended for
// cause unless the run names it (docs/keeping-registers.md, "for cause").
import { statusOf } from '../changes.js';
import { newestOf, readPointer, readTrail, readWhole, standingEntries } from '../trail.js';
import { when } from './words.js';

/** @typedef {import('../registers.js').Register} Register */
/** @typedef {import('../registers.js').Version} Version */
/** @typedef {import('../trail.js').TrailEntry} TrailEntry */

/**
 * @typedef {{
 *   number: string, status: string, action?: string, at?: Date, by?: string, reason?: string,
 *   scope?: string, generation?: number, byFile: boolean, forCause: boolean, text: string,
 * }} Standing
 * How a record stands now and why: `status` as the register holds it (`current`, `suspended`,
 * `accredited`, `withdrawn`, `active`, `closed`…), `removed`, or `unknown` (never on it); the
 * change that set it (`action`, `at`, `by`, `reason`, `scope` and its run, `generation`), absent
 * when the trail keeps none; `byFile`, whether that change was an import of a file; `forCause`,
 * whether it stopped counting by a person's decision (suspended or withdrawn by command, by a
 * provider's suspension or by an undo: anything but a file), which a file may not undo unasked;
 * `text`, the same in words: "suspended on 2026-11-03 07:40 UTC by J Smith: card reported stolen".
 */

/** Statuses that stop a record counting. */
const stopped = new Set(['suspended', 'withdrawn', 'closed']);

/** How many records' trails are read one by one before the whole trail is read instead. */
const oneByOne = 30;

/**
 * Whether a trail entry was made by an import of a file: marked so since imports kept their file
 * (`scope: "file NAME"`), and before that known by the reason an import gives when none is typed.
 * An entry that adds a record (not re-adds it) is always a file's.
 * @param {TrailEntry} entry
 */
export const madeByFile = (entry) =>
  entry.action === 'added' ||
  Boolean(entry.scope?.startsWith('file ')) ||
  (!entry.scope && /^import of /.test(entry.reason ?? ''));

/**
 * A record's standing from its trail entries (oldest first) and its newest stored version at the
 * pointer (a removal, or undefined when it was never on the register).
 * @param {string} number
 * @param {readonly TrailEntry[]} entries the record's, oldest first
 * @param {Version | undefined} newest
 * @returns {Standing}
 */
export function standingFrom(number, entries, newest) {
  const entry = entries
    .filter((each) => each.number === number && each.action !== 'changed')
    .at(-1);
  const status = !newest ? 'unknown' : 'removed' in newest ? 'removed' : statusOf(newest);
  const byFile = Boolean(entry && madeByFile(entry));
  const removal =
    status === 'removed' && (!entry || entry.action !== 'removed')
      ? `removed on ${String(newest?.removedAt ?? '').slice(0, 10) || 'an earlier date'}${newest?.removedBy ? ` by ${newest.removedBy}` : ''}${newest?.reason ? `: ${newest.reason}` : ''}`
      : '';
  const text =
    removal ||
    (entry
      ? `${entry.action} on ${when(entry.at)} by ${entry.by}${entry.reason ? `: ${entry.reason}` : ''}`
      : 'no change kept in the trail');
  return {
    number,
    status,
    ...(entry
      ? {
          action: entry.action,
          at: entry.at,
          by: entry.by,
          reason: entry.reason,
          generation: entry.generation,
          ...(entry.scope ? { scope: entry.scope } : {}),
        }
      : {}),
    byFile,
    // A suspension the trail does not explain is taken as one for cause: a file brings it back
    // only when named.
    forCause: stopped.has(status) && !byFile,
    text,
  };
}

/**
 * The standing of each of `numbers`, from the register as read (or read now) and the trail: a
 * few records' entries read one by one, many by the trail's index (`standingEntries`).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Register} register
 * @param {readonly string[]} numbers
 * @param {{ pointer: { current: number, abandoned: number[] }, stored: Map<string, any> }} [read]
 * @returns {Promise<Map<string, Standing>>}
 */
export async function standingsOf(db, register, numbers, read) {
  /** @type {Map<string, Standing>} */
  const standings = new Map();
  if (numbers.length === 0) return standings;
  const { collection } = register.shape;
  const whole = read ?? (await readWhole(db, collection));
  const entries =
    numbers.length > oneByOne
      ? await standingEntries(db, collection, numbers)
      : (await Promise.all(numbers.map((number) => readTrail(db, collection, { number })))).flat();
  for (const number of numbers)
    standings.set(
      number,
      standingFrom(number, entries, newestOf(whole.stored.get(number), whole.pointer)),
    );
  return standings;
}

/**
 * One record's standing now (the console's question page shows it as the command line does).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Register} register
 * @param {string} number as the register writes it
 * @returns {Promise<Standing>}
 */
export async function standingOf(db, register, number) {
  const { collection } = register.shape;
  const [data, entries, pointer] = await Promise.all([
    db.collection(collection).doc(number).get(),
    readTrail(db, collection, { number }),
    readPointer(db, collection),
  ]);
  return standingFrom(number, entries, newestOf(data.data(), pointer));
}
