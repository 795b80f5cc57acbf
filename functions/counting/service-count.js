// The whole service's count of no-match answers in a minute, whichever instance gave them and
// whichever way they were asked: the ceiling that stops many clients, each within its own
// limits, from listing the register together (docs/check-security.md). Each instance keeps its
// own count as a document of its own, and at most once a second shares it and reads the others'.
import { randomUUID } from 'node:crypto';

/** No-match answers per minute, one document per instance: `{ minute, noMatches, expiresAt }`. */
export const serviceCollection = 'serviceCounters';

/** How often an instance shares its count of no-match answers and reads everyone else's. */
const serviceSyncMs = 1000;

/** One instance's part of the service's count of no-match answers. */
export class ServiceCount {
  #db;

  #instance = randomUUID();

  /** The minute counted, this instance's answers in it, the others' as last read, and when. */
  #minute = -1;

  #mine = 0;

  #others = 0;

  #syncedAt = 0;

  /** @param {import('firebase-admin/firestore').Firestore} db the `activity` database */
  constructor(db) {
    this.#db = db;
  }

  /**
   * Counts no-match answers (one unless `count` says). At most once a second an instance shares
   * its count and reads the others' (a write and a read, only on a no-match); between, it adds
   * its own answers to what it last read.
   * @param {Date} at
   * @param {<T>(promise: Promise<T>) => Promise<T | symbol>} [inTime] bounds the sharing's wait
   * @param {number} [count]
   */
  async countNoMatch(at, inTime = (promise) => promise, count = 1) {
    if (count <= 0) return;
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== this.#minute) {
      this.#minute = minute;
      this.#mine = 0;
      this.#others = 0;
    }
    this.#mine += count;
    if (at.getTime() - this.#syncedAt >= serviceSyncMs) {
      this.#syncedAt = at.getTime();
      await inTime(this.#sync().catch(() => {}));
    }
  }

  /**
   * Whether the service has given more than `ceiling` no-match answers in the minute `at` falls
   * in, as this instance last heard; and when that minute ends.
   * @param {Date} at
   * @param {number} ceiling
   */
  over(at, ceiling) {
    const minute = Math.floor(at.getTime() / 60_000);
    return {
      over: minute === this.#minute && this.#mine + this.#others > ceiling,
      endsAt: new Date((minute + 1) * 60_000),
    };
  }

  /** Shares this instance's count this minute and reads every other instance's. */
  async #sync() {
    const minute = this.#minute;
    const collection = this.#db.collection(serviceCollection);
    const own = `${minute}-${this.#instance}`;
    const [, all] = await Promise.all([
      collection
        .doc(own)
        .set({ minute, noMatches: this.#mine, expiresAt: new Date((minute + 2) * 60_000) }),
      collection.where('minute', '==', minute).get(),
    ]);
    if (this.#minute !== minute) return;
    this.#others = all.docs
      .filter((doc) => doc.id !== own)
      .reduce((sum, doc) => sum + (doc.get('noMatches') ?? 0), 0);
  }
}
