// Each employer account's daily quota of pairs, counted across the function's instances without a
// document every request waits on (Firestore keeps a document to about one write a second; an
// account's system may send a hundred requests a second). Each instance counts what it spends in
// memory and, at most once a `syncMs`, writes its own count for the day and reads every other
// instance's, as the service's no-match ceiling is counted (functions/limits.js). So within an
// instance the count is exact, and across instances an account can overspend by what the others
// spent in their last `syncMs` at most: for a daily quota, a handful of pairs.
//
//   apiQuota/{account}-{day}-{instance}   { key: "{account}-{day}", used, expiresAt }
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { ukToday } from './records.js';

/** Each instance's count of an account's day, deleted by a TTL on `expiresAt`. */
export const quotaCollection = 'apiQuota';

/**
 * The quota counter of one instance.
 * @param {{ db: import('firebase-admin/firestore').Firestore, syncMs?: number }} options `db`: the
 *   activity database
 */
export function createQuota({ db, syncMs = 1000 }) {
  const instance = randomUUID();
  /** @type {Map<string, { mine: number, others: number, syncedAt: number, syncing?: Promise<void>, flush?: NodeJS.Timeout }>} */
  const days = new Map();

  /**
   * Writes this instance's count of `key` and reads the others'.
   * @param {string} key
   * @param {{ mine: number, others: number, syncedAt: number }} entry
   * @param {Date} at
   */
  async function sync(key, entry, at) {
    const collection = db.collection(quotaCollection);
    const own = `${key}-${instance}`;
    const [, all] = await Promise.all([
      collection.doc(own).set({
        key,
        used: entry.mine,
        expiresAt: Timestamp.fromMillis(at.getTime() + 2 * 86_400_000),
      }),
      collection.where('key', '==', key).get(),
    ]);
    entry.others = all.docs
      .filter((doc) => doc.id !== own)
      .reduce((sum, doc) => sum + Number(doc.get('used') ?? 0), 0);
    entry.syncedAt = at.getTime();
  }

  return {
    /**
     * Spends `count` of the account's `quota` for the UK day of `at`, if it has that many left.
     * @param {string} account
     * @param {number} quota
     * @param {number} count
     * @param {Date} at
     * @returns {Promise<{ spent: boolean, used: number }>}
     */
    async spend(account, quota, count, at) {
      const key = `${account}-${ukToday(at)}`;
      const day = key.slice(-10);
      let entry = days.get(key);
      if (!entry) {
        // Yesterday's counts are done with.
        for (const old of days.keys()) if (!old.endsWith(day)) days.delete(old);
        entry = { mine: 0, others: 0, syncedAt: -Infinity };
        days.set(key, entry);
      }
      const current = entry;
      if (at.getTime() - current.syncedAt >= syncMs) {
        current.syncing ??= sync(key, current, at).finally(() => (current.syncing = undefined));
        await current.syncing;
      }
      const used = current.mine + current.others;
      if (used + count > quota) return { spent: false, used };
      current.mine += count;
      // What was spent is written within `syncMs`, even if no other request comes to write it.
      current.flush ??= setTimeout(() => {
        current.flush = undefined;
        current.syncing ??= sync(key, current, new Date(at.getTime() + syncMs))
          .catch(() => {})
          .finally(() => (current.syncing = undefined));
      }, syncMs);
      current.flush.unref?.();
      return { spent: true, used: used + count };
    },
  };
}
