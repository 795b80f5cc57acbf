// Each employer account's UK day: the pairs it has had answered against its daily quota, and how
// many of them matched and found no match (standing.js, `accountStanding`), in one document of the
// activity database that every instance adds to:
//
//   accountDays/{account}-{day}   { account, day, used, matches, noMatches, expiresAt,
//                                   slowedAt?, refusedAt? }
//
// A request spends its pairs with one commit that adds them to `used` and answers with the count
// it made (functions/counting/count-together.js): the request that takes `used` past the quota
// takes its pairs back and is refused, so however many instances answer at once, no more than the
// quota is ever answered. (A request refused that way may, for a moment, refuse another that
// would have fitted: the quota errs towards answering less, never more.) The same commit reads
// the day's matches and no-matches, which the request's own outcomes are added to once it is
// answered, in the commit that writes the account's record of its checks.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { countTogether } from '../counting/count-together.js';
import { ukToday } from '../vocabulary/dates.js';

/** Each account's day, deleted by a TTL on `expiresAt` two days after. */
export const quotaCollection = 'accountDays';

/**
 * An account's day as a request finds it: the quota used with this request's pairs, the day's
 * matches and no-matches before them.
 * @typedef {{ used: number, matches: number, noMatches: number }} AccountDay
 */

/** The quota of every account, as one instance spends it. */
export class Quota {
  #db;

  #days;

  /** @param {{ db: import('firebase-admin/firestore').Firestore }} options `db`: the activity database */
  constructor({ db }) {
    this.#db = db;
    this.#days = db.collection(quotaCollection);
  }

  /**
   * The document of an account's UK day, and what it holds beside its counts.
   * @param {string} account
   * @param {Date} at
   */
  #dayOf(account, at) {
    const day = ukToday(at);
    return {
      doc: this.#days.doc(`${account}-${day}`),
      set: { account, day, expiresAt: new Date(Date.parse(`${day}T00:00:00Z`) + 3 * 86_400_000) },
    };
  }

  /**
   * Spends `count` pairs of the account's `quota` for the UK day of `at`, if it has that many
   * left; `used`: the quota spent today with them (without them, when refused).
   * @param {string} account
   * @param {number} quota
   * @param {number} count
   * @param {Date} at
   * @returns {Promise<AccountDay & { spent: boolean }>}
   */
  async spend(account, quota, count, at) {
    const { doc, set } = this.#dayOf(account, at);
    const [day] = await countTogether(
      this.#db,
      [{ doc, set, add: { used: count, matches: 0, noMatches: 0 } }],
      'spend-quota',
    );
    const { used = 0, matches = 0, noMatches = 0 } = day ?? {};
    if (used <= quota) return { spent: true, used, matches, noMatches };
    await this.giveBack(account, count, at);
    return { spent: false, used: used - count, matches, noMatches };
  }

  /**
   * Gives back pairs spent by a request that was then refused.
   * @param {string} account
   * @param {number} count
   * @param {Date} at
   */
  async giveBack(account, count, at) {
    await this.#dayOf(account, at).doc.update({ used: FieldValue.increment(-count) });
  }

  /**
   * Adds a request's outcomes to the account's day, in `batch` (the commit of the account's
   * record of its checks): its matches and no-matches, the pairs it gives back (those not
   * answered), and when the account was first slowed or refused today.
   * @param {import('firebase-admin/firestore').WriteBatch} batch
   * @param {string} account
   * @param {Date} at
   * @param {{ matches: number, noMatches: number, unanswered: number,
   *   standing?: 'slowed' | 'refused' }} outcomes `standing`: newly reached by this request
   */
  settle(batch, account, at, { matches, noMatches, unanswered, standing }) {
    const { doc } = this.#dayOf(account, at);
    batch.set(
      doc,
      {
        matches: FieldValue.increment(matches),
        noMatches: FieldValue.increment(noMatches),
        // Never -0, which Firestore would store as a double.
        used: FieldValue.increment(unanswered ? -unanswered : 0),
        ...(standing ? { [`${standing}At`]: Timestamp.fromDate(at) } : {}),
      },
      { merge: true },
    );
  }

  /**
   * An account's day as it stands, for the scheme's staff (`npm run employers -- show`).
   * @param {string} account
   * @param {Date} at
   */
  async read(account, at) {
    const data = (await this.#dayOf(account, at).doc.get()).data();
    return {
      used: Number(data?.used ?? 0),
      matches: Number(data?.matches ?? 0),
      noMatches: Number(data?.noMatches ?? 0),
      slowedAt: /** @type {Timestamp | undefined} */ (data?.slowedAt)?.toDate(),
      refusedAt: /** @type {Timestamp | undefined} */ (data?.refusedAt)?.toDate(),
    };
  }
}
