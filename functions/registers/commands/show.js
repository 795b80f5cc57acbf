// `show NUMBER`: a record as the register holds it, its standing today and its last change, read
// with the Admin SDK alone (the public check and its limits untouched).
import { accountStanding } from '../../employers/standing.js';
import { Quota } from '../../employers/quota.js';
import { checkLimits } from '../../vocabulary/limits.js';
import { ukToday } from '../../vocabulary/dates.js';
import { newestAt, versionAt } from '../../register.js';
import { statusOf } from '../changes.js';
import { readPointer, readTrail, suspensionsIn } from '../trail.js';
import { defaultWithin, readNumbers, removedText, standing, todayOf, when } from './words.js';

/** @typedef {import('../registers.js').Version} Version */

/**
 * A record as the register holds it.
 * @param {import('./words.js').Run & { number: string }} run `number` as typed
 * @returns {Promise<string>} where it read, its columns, one a line, then its standing and last
 *   change
 */
export async function show({ db, activity, register, now, where, ...run }) {
  const [number = ''] = readNumbers(register, [run.number], { writes: false });
  const today = todayOf(now);
  const [pointer, stored, trail] = await Promise.all([
    readPointer(db, register.shape.collection),
    db.collection(register.shape.collection).doc(number).get(),
    readTrail(db, register.shape.collection, { number }),
  ]);
  const data = stored.data();
  /** @type {Version | undefined} */
  const version = versionAt(data, pointer);
  if (!version) {
    const newest = newestAt(data, pointer)?.version;
    if (newest && 'removed' in newest)
      throw new Error(
        `${removedText(number, /** @type {Version} */ (newest))}; \`history ${number}\` shows every change`,
      );
    throw new Error(`${number} is not on the ${register.name}' register`);
  }
  const row = register.row(version);
  const standingNow = standing(register, version, today, defaultWithin);
  const last = trail.at(-1);
  return [
    where,
    ...register.columns
      .filter((column) => column !== 'photo')
      .map((column) => `${column}: ${row[column] ?? ''}`),
    `standing on ${today}: ${standingNow}`,
    ...(standingNow === 'suspended' || standingNow === 'withdrawn'
      ? suspensionLines(trail, number)
      : []),
    // The day the public pages give: "suspended since 3 November 2026" (changes.js).
    `status ${statusOf(version)} since: ${version.statusSince ?? 'not kept (stored before the day was kept: the pages give no date until its status next changes)'}`,
    last
      ? `last change: ${when(last.at)}, ${last.action} by ${last.by}`
      : 'last change: none kept in the trail',
    ...(register.name === 'employers' && activity
      ? await accountToday(activity, /** @type {any} */ (version), now())
      : []),
  ].join('\n');
}

/**
 * Why a record stands suspended, from its own trail (read once): its suspension, who, when and
 * why; and when that suspension came back by undoing the run that had ended it, the suspension it
 * brought back first, with the undo's word after it (again for an undo of an undo).
 * @param {readonly import('../trail.js').TrailEntry[]} trail the record's, oldest first
 * @param {string} number
 * @returns {string[]}
 */
export function suspensionLines(trail, number) {
  const lines = [];
  let entries = trail;
  for (let suspension = suspensionsIn(entries).get(number); suspension;) {
    const undone = /^undo (\d+)$/.exec(suspension.scope ?? '');
    lines.unshift(
      `${suspension.action}${undone ? ' again' : ''} on ${when(suspension.at)} by ${suspension.by}: ${suspension.reason}`,
    );
    if (!undone) break;
    // How it stood before the run the undo undid: that run's suspension, kept.
    entries = entries.filter((entry) => entry.generation < Number(undone[1]));
    suspension = suspensionsIn(entries).get(number);
  }
  return lines;
}

/**
 * An employer account's checks today (functions/employers/quota.js), and whether its no-matches have
 * slowed or stopped it (functions/employers/standing.js): what the staff are asked when an
 * account says its checks are refused, and what an alert on the account sends them to.
 * @param {import('firebase-admin/firestore').Firestore} activity
 * @param {{ number: string, dailyQuota: number }} account
 * @param {Date} at
 */
async function accountToday(activity, account, at) {
  const day = await new Quota({ db: activity }).read(account.number, at);
  // What the function did, as it recorded it; else where the day's counts stand by today's rule.
  const { standing } = accountStanding(day, checkLimits.accounts);
  return [
    `today (${ukToday(at)}, UK): ${day.used} of ${account.dailyQuota} pairs checked; ${day.matches} matched, ${day.noMatches} found no match`,
    day.refusedAt || standing === 'refused'
      ? `refused until midnight: far more no-matches than matches${day.refusedAt ? `, since ${when(day.refusedAt)}` : ''}`
      : day.slowedAt || standing === 'slowed'
        ? `slowed: each request waits for its no-matches${day.slowedAt ? `, since ${when(day.slowedAt)}` : ''}`
        : 'not slowed or refused',
  ];
}
