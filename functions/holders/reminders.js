// The reminders' run (docs/holders.md, "Told in time"): once a day (functions/index.js, and
// `npm run operators -- reminders [--dry-run]`), every holder with an address who has not
// unsubscribed, whose registration the register shows (not removed) and does not show suspended,
// is told as its end nears: `ending-90` from 90 days before its last day to 31, `ending-30` from
// 30 to 1, and `ended` on its last day and for the 7 days after, in case a day's run was missed.
// Each email's key names the kind, the number and the last day (`ending-30:NUMBER:VALID-UNTIL`),
// so a second run the same day, or a day caught up, sends nothing twice, and a registration
// renewed to a new day is reminded again. A suspended holder is not reminded: the registration
// does not count while suspended, and the suspension's email said what to do; reinstated, the next
// run sends whichever reminder is due then. The run also tries again each event's email that
// failed in the last week (`retryFailed`), where the record still shows the event.
//
// Read in bulk: the contacts in one query, the holders' records and the emails already sent by
// `getAll` in chunks side by side, the providers once each; 10,000 holders in a few seconds
// (docs/performance.md, "The holders' reminders").
import { operatorsCollection, versionAt } from '../register.js';
import { categoryNames } from '../vocabulary/category-names.js';
import { daysBetween, longDate, ukToday } from '../vocabulary/dates.js';
import { resultsCollection } from '../portal/results.js';
import { contactsCollection } from './contacts.js';
import { mailCollection } from './outbox.js';
import {
  holderValues,
  mailStates,
  readDocuments,
  readStored,
  sendAll,
  settingsFor,
  tellHolders,
  withProviders,
} from './tell.js';

/** @typedef {import('./tell.js').Prepared} Prepared */
/** @typedef {import('./tell.js').Operator} Operator */

/** How long after a failed send of an event the run still tries it again. */
export const retryDays = 7;

/**
 * The reminder due on a day `daysLeft` days before a registration's last day (0: the last day
 * itself, -1: the day after), or undefined.
 * @param {number} daysLeft
 * @returns {'ending-90' | 'ending-30' | 'ended' | undefined}
 */
export function reminderDue(daysLeft) {
  if (daysLeft > 90 || daysLeft < -7) return undefined;
  if (daysLeft > 30) return 'ending-90';
  if (daysLeft > 0) return 'ending-30';
  return 'ended';
}

/**
 * "60 days", "1 day".
 * @param {number} days
 */
const daysText = (days) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * The day after an ISO date, as an ISO date.
 * @param {string} day
 */
const dayAfter = (day) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * @typedef {{ lookedAt: number, unsubscribed: number, due: number,
 *   dueBy: Record<string, number>, sent: number, already: number, failed: number,
 *   retried: { sent: number, failed: number } }} RemindersRun
 * How a run went: the holders looked at (an address, not unsubscribed) and those unsubscribed,
 * those due (by kind), sent, already sent (by an earlier run), failed; and the events' failed
 * emails tried again.
 */

/**
 * The reminders due today, each as an email ready to be written, and how many holders were looked
 * at.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ today: string, env?: Record<string, string | undefined> }} options
 */
export async function dueReminders(db, { today, env }) {
  const contacts = await db.collection(contactsCollection).select('email', 'unsubscribedAt').get();
  /** @type {Map<string, string>} */
  const addresses = new Map();
  let unsubscribed = 0;
  for (const doc of contacts.docs) {
    const { email, unsubscribedAt } = doc.data();
    if (!email) continue;
    if (unsubscribedAt) unsubscribed++;
    else addresses.set(doc.id, String(email));
  }
  const { pointer, stored } = await readStored(db, operatorsCollection, [...addresses.keys()]);
  /** @type {Prepared[]} */
  const due = [];
  /** @type {{ origin: string, secretKey: string } | undefined} */
  let settings;
  for (const [number, to] of addresses) {
    const version = /** @type {Operator | undefined} */ (versionAt(stored.get(number), pointer));
    if (!version || version.suspended) continue;
    const daysLeft = daysBetween(today, version.validUntil);
    const kind = reminderDue(daysLeft);
    if (!kind) continue;
    settings ??= settingsFor(db, env);
    const counted = version.categories.length
      ? version.categories
      : Object.keys(version.provisional ?? {});
    due.push({
      key: `${kind}:${number}:${version.validUntil}`,
      number,
      kind,
      to,
      provider: version.provider,
      data: {
        ...holderValues(settings, number, version),
        validUntil: longDate(version.validUntil),
        ...(kind === 'ended'
          ? { expiredFrom: longDate(dayAfter(version.validUntil)) }
          : { daysLeft: daysText(daysLeft), categories: categoryNames(counted) }),
      },
    });
  }
  return { due, lookedAt: addresses.size, unsubscribed, origin: settings?.origin ?? '' };
}

/**
 * Tries again each event's email (not a reminder's: the run tells those anyway) that failed in
 * the last `retryDays`, where the register still shows the event: the same key, so at most once.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {import('./tell.js').TellOptions & { now: () => Date }} options
 */
export async function retryFailed(db, options) {
  const since = options.now().getTime() - retryDays * 86_400_000;
  const failed = (await db.collection(mailCollection).where('state', '==', 'failed').get()).docs
    .map((doc) => doc.data())
    .filter((data) => data.at.toDate().getTime() >= since);
  const keys = new Set(failed.map((data) => String(data.key)));
  const byKind = (/** @type {string} */ kind) =>
    failed.filter((data) => data.kind === kind).map((data) => String(data.number));
  const results = await readDocuments(
    db,
    resultsCollection,
    failed.flatMap((data) =>
      data.kind === 'entered' || data.kind === 'confirmed'
        ? [String(data.key).split(':')[2] ?? '']
        : [],
    ),
  );
  const resultsOf = (/** @type {'entered' | 'confirmed'} */ kind) =>
    [...results]
      .filter(([, result]) => result.state === (kind === 'entered' ? 'provisional' : 'confirmed'))
      .map(([id, result]) => ({
        id,
        number: String(result.registrationNumber),
        category: String(result.category),
        provider: String(result.provider),
      }));
  /** @type {import('./tell.js').HolderEvent[]} */
  const events = [
    { kind: 'suspended', numbers: byKind('suspended') },
    { kind: 'removed', numbers: byKind('removed') },
    { kind: 'entered', results: resultsOf('entered') },
    { kind: 'confirmed', results: resultsOf('confirmed') },
  ];
  const retried = { sent: 0, failed: 0 };
  for (const event of events) {
    const told = await tellHolders(db, event, { ...options, onlyKeys: keys });
    retried.sent += told.sent;
    retried.failed += told.failed;
  }
  return retried;
}

/**
 * The run: every reminder due today sent once, then the events' failed emails tried again. A dry
 * run sends nothing and writes nothing: it says what is due and what a run would send.
 * @param {import('firebase-admin/firestore').Firestore} db the registers' database
 * @param {import('./tell.js').TellOptions & { dryRun?: boolean }} [options]
 * @returns {Promise<RemindersRun>}
 */
export async function remindHolders(db, options = {}) {
  const now = options.now ?? (() => new Date());
  const { due, lookedAt, unsubscribed, origin } = await dueReminders(db, {
    today: ukToday(now()),
    env: options.env,
  });
  /** @type {Record<string, number>} */
  const dueBy = { 'ending-90': 0, 'ending-30': 0, ended: 0 };
  for (const { kind } of due) dueBy[kind] = (dueBy[kind] ?? 0) + 1;
  const states = await mailStates(
    db,
    due.map(({ key }) => key),
  );
  const waiting = due.filter(({ key }) => !states.get(key) || states.get(key) === 'failed');
  const run = {
    lookedAt,
    unsubscribed,
    due: due.length,
    dueBy,
    sent: 0,
    already: due.length - waiting.length,
    failed: 0,
    retried: { sent: 0, failed: 0 },
  };
  if (options.dryRun) return { ...run, sent: waiting.length };
  const counts = await sendAll(db, await withProviders(db, waiting, origin), { ...options, now });
  return {
    ...run,
    sent: counts.sent,
    already: run.already + counts.already,
    failed: counts.failed,
    retried: await retryFailed(db, { ...options, now }),
  };
}

/**
 * How a run went, as the command prints it.
 * @param {RemindersRun} run
 * @param {boolean} dryRun
 */
export function remindersText(run, dryRun) {
  const by = Object.entries(run.dueBy)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  return [
    `holders looked at: ${run.lookedAt} (an address, not unsubscribed; ${run.unsubscribed} unsubscribed)`,
    `due: ${run.due} (${by})`,
    dryRun
      ? `would send: ${run.sent}; already sent: ${run.already}`
      : `sent: ${run.sent}; already sent: ${run.already}; failed: ${run.failed}${run.failed ? ' (kept in the trail: the next run tries again)' : ''}`,
    ...(dryRun || !(run.retried.sent + run.retried.failed)
      ? []
      : [
          `earlier emails that failed, tried again: ${run.retried.sent} sent, ${run.retried.failed} failed`,
        ]),
  ].join('\n');
}

/**
 * `reminders [--dry-run]`: the reminders' run, as the command line and the schedule run it.
 * @param {import('../registers/commands/words.js').Run & { dryRun?: boolean }} run
 */
export async function reminders({ db, where, now, dryRun = false }) {
  const done = await remindHolders(db, { now, dryRun });
  return `${where}${dryRun ? ' (dry run: nothing sent)' : ''}\n${remindersText(done, dryRun)}`;
}
