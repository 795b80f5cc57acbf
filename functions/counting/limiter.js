// The check's limits on tries: per client, per registration number and for the service as a whole
// (docs/check-security.md says why each is what it is). Counts are kept in Firestore's `activity`
// database, so every instance of the function shares them, and in the instance first (tally.js):
// a try the instance already knows to be over a limit is refused without touching Firestore. A
// counter's id hides what it counts (windows.js).
import { countTogether } from './count-together.js';
import { ServiceCount } from './service-count.js';
import { Tally } from './tally.js';
import { counterId, windowOf } from './windows.js';

/** Try counters: `{ tries, expiresAt }`, deleted by a TTL policy on `expiresAt`. */
export const countersCollection = 'tryCounters';

/**
 * @typedef {{
 *   perClient: { tries: number, slowAfter: number, windowMinutes: number, delayStepMs: number },
 *   perNumber: { tries: number, windowMinutes: number },
 *   service: { noMatchesPerMinute: number },
 *   reports: { tries: number, windowMinutes: number },
 *   pages: { tries: number, windowMinutes: number },
 *   accounts: {
 *     noMatchesBeforeSlowing: number, noMatchesBeforeRefusing: number, perMatch: number,
 *     delayPerNoMatchMs: number, maxDelayMs: number,
 *   },
 * }} Limits
 */

/**
 * The portal's counters: sign-in links per client and per account, sessions and second-factor
 * codes per account (functions/surfaces/portal/); and the holder's card's sign-in links per client,
 * per address and per number, and links spent per client (functions/surfaces/card/).
 * @typedef {'portal-client' | 'portal-link' | 'portal-session' | 'portal-code'
 *   | 'card-client' | 'card-address' | 'card-number' | 'card-spend'} PortalCounter
 */

/**
 * A counter a try adds to, in its window.
 * @typedef {{
 *   kind: 'client' | 'number' | 'service',
 *   rule: { tries: number, windowMinutes: number },
 *   endsAt: Date,
 *   id: string,
 * }} Counter
 */

/**
 * What a number's tries are counted as: each register's numbers apart (an instructor's number
 * looks like an operator's, and has tries of its own), whichever way the try came in.
 * @param {'operators' | 'instructors'} register
 * @param {string} number normalised
 */
export const numberCounted = (register, number) =>
  register === 'instructors' ? `instructor:${number}` : number;

/**
 * The refusal of a try that takes `counter` to `count`, if that is past its limit.
 * @param {Counter} counter
 * @param {number} count
 */
const over = (counter, count) =>
  count > counter.rule.tries
    ? { refused: counter.kind, endsAt: counter.endsAt, tries: count }
    : undefined;

/**
 * The limiter of one instance: one for every surface of the instance (the web checks, the crew
 * check, the API), so a number's tries and the service's no-matches are counted whichever way
 * they come in.
 */
export class Limiter {
  #tally = new Tally();

  #db;

  #counters;

  #key;

  #limits;

  #service;

  /**
   * @param {{
   *   db: import('firebase-admin/firestore').Firestore,
   *   key: string | Buffer,
   *   limits: Limits,
   * }} options `db`: the `activity` database; `key`: the counters' secret
   */
  constructor({ db, key, limits }) {
    this.#db = db;
    this.#counters = db.collection(countersCollection);
    this.#key = key;
    this.#limits = limits;
    this.#service = new ServiceCount(db);
  }

  /**
   * Counts a try from `client`, on `number` when it is a check, and against the whole service's
   * ceiling of `service` when it is a report. Resolves to the refusal, if any (which limit, and
   * when its window ends), and the client's tries so far in its window.
   * @param {{ client: string, number?: string, service?: 'reports', at: Date }} tryRequest
   *   `number`: as `numberCounted` gives it
   * @returns {Promise<{ refused?: 'client' | 'number' | 'service', endsAt: Date, tries: number }>}
   */
  async countTry({ client, number, service: ceiling, at }) {
    const limits = this.#limits;
    const counters = [this.#counter('client', client, limits.perClient, at)];
    if (number !== undefined) counters.push(this.#counter('number', number, limits.perNumber, at));
    if (ceiling !== undefined)
      counters.push(this.#counter('service', ceiling, limits[ceiling], at));
    // In the instance first: over a limit, refused with no write.
    for (const counter of counters) {
      const refusal = over(counter, this.#tally.add(counter.id, counter.endsAt));
      if (refusal) return refusal;
    }
    // Then in Firestore, where every instance's tries add up.
    const counts = await this.#addInFirestore(
      counters.map((counter) => ({ ...counter, tries: 1 })),
    );
    for (const [i, counter] of counters.entries()) {
      const refusal = over(counter, /** @type {number} */ (counts[i]));
      if (refusal) return refusal;
    }
    return {
      endsAt: /** @type {Counter} */ (counters[0]).endsAt,
      tries: /** @type {number} */ (counts[0]),
    };
  }

  /**
   * Counts a try against each of `counters` (the portal's sign-in links and sessions: per client
   * and per account), in the instance first, then in Firestore in one commit. Resolves to the
   * first refusal, with when its window ends, or undefined.
   * @param {readonly { kind: PortalCounter, value: string, rule: { tries: number, windowMinutes: number } }[]} counters
   * @param {Date} at
   * @returns {Promise<{ refused: string, endsAt: Date } | undefined>}
   */
  async countEach(counters, at) {
    // A portal counter's kind goes into its id like any other's (`counterId`).
    const made = counters.map(({ kind, value, rule }) =>
      this.#counter(/** @type {any} */ (kind), value, rule, at),
    );
    for (const counter of made)
      if (this.#tally.add(counter.id, counter.endsAt) > counter.rule.tries)
        return { refused: counter.kind, endsAt: counter.endsAt };
    const counts = await this.#addInFirestore(made.map((counter) => ({ ...counter, tries: 1 })));
    const over = made.findIndex(
      (counter, i) => /** @type {number} */ (counts[i]) > counter.rule.tries,
    );
    const refusal = made[over];
    return refusal && { refused: refusal.kind, endsAt: refusal.endsAt };
  }

  /**
   * Counts a try on each of `numbers` (as `numberCounted` gives them; one a pair, a number asked
   * twice counted twice), as the web check counts its one: in the instance first (a number it
   * already knows to be past its limit costs no write), then every other in one commit. Resolves
   * to whether each pair may be answered, in order, and when the window of its number ends.
   * @param {readonly string[]} numbers
   * @param {Date} at
   * @returns {Promise<{ allowed: boolean, endsAt: Date }[]>}
   */
  async countNumbers(numbers, at) {
    /** @type {Map<string, { counter: Counter, tries: number, before: number }>} */
    const byNumber = new Map();
    for (const number of numbers) {
      const counted = byNumber.get(number);
      if (counted) counted.tries += 1;
      else {
        const counter = this.#counter('number', number, this.#limits.perNumber, at);
        byNumber.set(number, { counter, tries: 1, before: 0 });
      }
    }
    const toWrite = [];
    for (const counted of byNumber.values()) {
      const { counter, tries } = counted;
      const known = this.#tally.add(counter.id, counter.endsAt, tries) - tries;
      // Every try past the limit is refused; one the instance knows to be there, without a write.
      if (known >= counter.rule.tries) counted.before = known;
      else toWrite.push(counted);
    }
    if (toWrite.length) {
      const counts = await this.#addInFirestore(
        toWrite.map(({ counter, tries }) => ({ ...counter, tries })),
      );
      for (const [i, counted] of toWrite.entries())
        counted.before = /** @type {number} */ (counts[i]) - counted.tries;
    }
    /** @type {Map<string, number>} */
    const placed = new Map();
    return numbers.map((number) => {
      const { counter, before } = /** @type {NonNullable<ReturnType<typeof byNumber.get>>} */ (
        byNumber.get(number)
      );
      const place = before + (placed.get(number) ?? 0) + 1;
      placed.set(number, place - before);
      return { allowed: place <= counter.rule.tries, endsAt: counter.endsAt };
    });
  }

  /**
   * Counts no-match answers (one unless `count` says), whichever way they were asked
   * (service-count.js).
   * @param {Date} at
   * @param {<T>(promise: Promise<T>) => Promise<T | symbol>} [inTime] bounds the sharing's wait
   * @param {number} [count]
   */
  countNoMatch(at, inTime, count) {
    return this.#service.countNoMatch(at, inTime, count);
  }

  /**
   * Whether the whole service has given more than its ceiling of no-match answers in the minute
   * `at` falls in, as this instance last heard; and when that minute ends.
   * @param {Date} at
   */
  serviceOver(at) {
    return this.#service.over(at, this.#limits.service.noMatchesPerMinute);
  }

  /**
   * The counter a try adds to, in the window `at` falls in.
   * @param {Counter['kind']} kind
   * @param {string} value
   * @param {Counter['rule']} rule
   * @param {Date} at
   * @returns {Counter}
   */
  #counter(kind, value, rule, at) {
    const window = windowOf(at, rule.windowMinutes);
    return {
      kind,
      rule,
      endsAt: window.endsAt,
      id: counterId(this.#key, kind, window.index, value),
    };
  }

  /**
   * Adds `tries` to each counter in Firestore, in one commit; resolves to the count each made.
   * `expiresAt` is the field of Firestore's TTL policy (firestore.activity.indexes.json): once a
   * window has ended, Firestore deletes its counter (normally within a day).
   * @param {readonly (Counter & { tries: number })[]} counters
   */
  async #addInFirestore(counters) {
    const counts = await countTogether(
      this.#db,
      counters.map((counter) => ({
        doc: this.#counters.doc(counter.id),
        add: { tries: counter.tries },
        set: { expiresAt: new Date(Math.floor(counter.endsAt.getTime() / 1000) * 1000) },
      })),
      'count-try',
    );
    return counts.map((count, i) => {
      const tries = /** @type {number} */ (count.tries);
      this.#tally.know(/** @type {Counter} */ (counters[i]).id, tries);
      return tries;
    });
  }
}
