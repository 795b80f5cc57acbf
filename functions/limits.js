// The check's limits on tries: per client, per registration number and for the service as a whole
// (docs/check-security.md says why each is what it is). Counts are kept in Firestore's `activity`
// database, so every instance of the function shares them, and in the instance first: a try the
// instance already knows to be over a limit is refused without touching Firestore.
//
// A counter's id is an HMAC of what it counts (the client's address or /64, or the registration
// number) and its window, keyed with a secret only the function holds (CHECK_COUNTER_KEY): without
// the key, no one can tell which address or number a counter belongs to, however many they try.
import { createHmac, randomUUID } from 'node:crypto';

/** Try counters: `{ tries, expiresAt }`, deleted by a TTL policy on `expiresAt`. */
export const countersCollection = 'tryCounters';

/** No-match answers per minute, one document per instance: `{ minute, noMatches, expiresAt }`. */
export const serviceCollection = 'serviceCounters';

/** How often an instance shares its count of no-match answers and reads everyone else's. */
const serviceSyncMs = 1000;

/**
 * The counter document id of `value` (a client key or a registration number) in a window.
 * @param {string | Buffer} key the secret
 * @param {'client' | 'number' | 'service'} kind
 * @param {number} window
 * @param {string} value
 */
export const counterId = (key, kind, window, value) =>
  createHmac('sha256', key).update(`${kind}:${window}:${value}`).digest('base64url').slice(0, 32);

/**
 * The fixed window `at` falls in: its index and when it ends.
 * @param {Date} at
 * @param {number} minutes
 */
export function windowOf(at, minutes) {
  const ms = minutes * 60_000;
  const index = Math.floor(at.getTime() / ms);
  return { index, endsAt: new Date((index + 1) * ms) };
}

/**
 * What this instance knows of each counter: the highest count it has seen, raised by one for every
 * try it lets through. Entries go once their window has ended, and the oldest go first once it
 * holds `maxEntries`: a caller with many addresses cannot grow an instance's memory without end.
 * Forgetting a counter lets no try through: the next try on it is counted in Firestore, whose
 * count is the whole truth, and the instance learns it again.
 */
export class Tally {
  /** Enough for every client of a busy window; a few megabytes at most. */
  static defaultMaxEntries = 50_000;

  /** @type {Map<string, { count: number, endsAt: number }>} */
  #entries = new Map();

  #maxEntries;

  /** @param {{ maxEntries?: number }} [options] */
  constructor({ maxEntries = Tally.defaultMaxEntries } = {}) {
    this.#maxEntries = maxEntries;
  }

  /**
   * One more try on `id`; returns the count with it.
   * @param {string} id
   * @param {Date} endsAt
   */
  add(id, endsAt) {
    let entry = this.#entries.get(id);
    if (!entry) {
      if (this.#entries.size >= this.#maxEntries) {
        // Room for a tenth more at once, so the walk over the entries is paid once per many adds.
        this.prune(new Date());
        const keep = Math.floor(this.#maxEntries * 0.9);
        // A Map keeps its keys in the order they came: the first is the oldest.
        for (const oldest of this.#entries.keys()) {
          if (this.#entries.size <= keep) break;
          this.#entries.delete(oldest);
        }
      }
      entry = { count: 0, endsAt: endsAt.getTime() };
      this.#entries.set(id, entry);
    }
    entry.count += 1;
    return entry.count;
  }

  /**
   * What Firestore said the count is (it may include other instances' tries).
   * @param {string} id
   * @param {number} count
   */
  know(id, count) {
    const entry = this.#entries.get(id);
    if (entry) entry.count = Math.max(entry.count, count);
  }

  /**
   * Forgets the counters whose window has ended.
   * @param {Date} at
   */
  prune(at) {
    for (const [id, { endsAt }] of this.#entries)
      if (endsAt <= at.getTime()) this.#entries.delete(id);
  }

  get size() {
    return this.#entries.size;
  }
}

/**
 * What the limiter uses of the Admin SDK's Firestore beyond its typings: the client every
 * operation goes through, and the database's resource name.
 * @typedef {{
 *   formattedName: string,
 *   request: (
 *     method: 'commit',
 *     body: Record<string, unknown>,
 *     requestTag: string,
 *   ) => Promise<{ writeResults: { transformResults: { integerValue: string }[] }[] }>,
 * }} FirestoreInternals
 */

/**
 * @typedef {{
 *   perClient: { tries: number, slowAfter: number, windowMinutes: number, delayStepMs: number },
 *   perNumber: { tries: number, windowMinutes: number },
 *   service: { noMatchesPerMinute: number },
 *   reports: { tries: number, windowMinutes: number },
 *   pages: { tries: number, windowMinutes: number },
 * }} Limits
 */

/**
 * The limiter of one instance.
 * @param {{
 *   db: import('firebase-admin/firestore').Firestore,
 *   key: string | Buffer,
 *   limits: Limits,
 * }} options `db`: the `activity` database
 */
export function createLimiter({ db, key, limits }) {
  const tally = new Tally();
  const counters = db.collection(countersCollection);
  const instance = randomUUID();
  const service = { minute: -1, mine: 0, others: 0, syncedAt: 0 };

  /**
   * Counts a try from `client`, on `number` when it is a check, and against the whole service's
   * ceiling of `service` when it is a report. Resolves to the refusal, if any (which limit, and
   * when its window ends), and the client's tries so far in its window.
   * @param {{ client: string, number?: string, service?: 'reports', at: Date }} tryRequest
   * @returns {Promise<{ refused?: 'client' | 'number' | 'service', endsAt: Date, tries: number }>}
   */
  async function countTry({ client, number, service: ceiling, at }) {
    /**
     * A counter this try adds to, in the window `at` falls in.
     * @param {'client' | 'number' | 'service'} kind
     * @param {string} value
     * @param {{ tries: number, windowMinutes: number }} rule
     */
    const counterFor = (kind, value, rule) => {
      const window = windowOf(at, rule.windowMinutes);
      return { kind, rule, endsAt: window.endsAt, id: counterId(key, kind, window.index, value) };
    };
    const clientWindow = counterFor('client', client, limits.perClient);
    const windows = [clientWindow];
    if (number !== undefined) windows.push(counterFor('number', number, limits.perNumber));
    if (ceiling !== undefined) windows.push(counterFor('service', ceiling, limits[ceiling]));
    /**
     * @param {(typeof windows)[number]} window
     * @param {number} count
     */
    const over = (window, count) =>
      count > window.rule.tries
        ? { refused: window.kind, endsAt: window.endsAt, tries: count }
        : undefined;
    // In the instance first: over a limit, refused with no write.
    for (const window of windows) {
      const refusal = over(window, tally.add(window.id, window.endsAt));
      if (refusal) return refusal;
    }
    // Then in Firestore, where every instance's tries add up: one commit increments each counter
    // and answers with the count it made, so each try learns its own place, exactly, in one round
    // trip and with no read after the write. The Admin SDK's batch throws those counts away, so
    // this asks Firestore's Commit itself, through the SDK's own client (its `request`, which
    // every operation of the SDK goes through: the emulator tests of the limits pin it).
    // `expiresAt` is the field of Firestore's TTL policy (firestore.activity.indexes.json): once a
    // window has ended, Firestore deletes its counter (normally within a day).
    const internals = /** @type {FirestoreInternals} */ (/** @type {unknown} */ (db));
    const response = await internals.request(
      'commit',
      {
        database: internals.formattedName,
        writes: windows.map((window) => ({
          update: {
            name: /** @type {{ formattedName: string }} */ (
              /** @type {unknown} */ (counters.doc(window.id))
            ).formattedName,
            fields: {
              expiresAt: {
                timestampValue: { seconds: Math.floor(window.endsAt.getTime() / 1000), nanos: 0 },
              },
            },
          },
          updateMask: { fieldPaths: ['expiresAt'] },
          updateTransforms: [{ fieldPath: 'tries', increment: { integerValue: 1 } }],
        })),
      },
      'count-try',
    );
    const counted = windows.map((window, i) => ({
      window,
      count: Number(response.writeResults[i]?.transformResults[0]?.integerValue),
    }));
    for (const { window, count } of counted) tally.know(window.id, count);
    for (const { window, count } of counted) {
      const refusal = over(window, count);
      if (refusal) return refusal;
    }
    return { endsAt: clientWindow.endsAt, tries: /** @type {number} */ (counted[0]?.count) };
  }

  /**
   * Shares this instance's count of no-match answers this minute and reads every other
   * instance's, each instance's count a document of its own.
   */
  async function syncService() {
    const { minute, mine } = service;
    const collection = db.collection(serviceCollection);
    const own = `${minute}-${instance}`;
    const [, all] = await Promise.all([
      collection
        .doc(own)
        .set({ minute, noMatches: mine, expiresAt: new Date((minute + 2) * 60_000) }),
      collection.where('minute', '==', minute).get(),
    ]);
    if (service.minute !== minute) return;
    service.others = all.docs
      .filter((doc) => doc.id !== own)
      .reduce((sum, doc) => sum + (doc.get('noMatches') ?? 0), 0);
  }

  /**
   * Counts a no-match answer. At most once a second an instance shares its count and reads the
   * others' (a write and a read, only on a no-match); between, it adds its own answers to what it
   * last read.
   * @param {Date} at
   * @param {<T>(promise: Promise<T>) => Promise<T | symbol>} [inTime] bounds the sharing's wait
   */
  async function countNoMatch(at, inTime = (promise) => promise) {
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== service.minute) Object.assign(service, { minute, mine: 0, others: 0 });
    service.mine += 1;
    if (at.getTime() - service.syncedAt >= serviceSyncMs) {
      service.syncedAt = at.getTime();
      await inTime(syncService().catch(() => {}));
    }
  }

  /**
   * Whether the whole service has given more than its ceiling of no-match answers in the minute
   * `at` falls in, as this instance last heard; and when that minute ends.
   * @param {Date} at
   */
  function serviceOver(at) {
    const minute = Math.floor(at.getTime() / 60_000);
    return {
      over:
        minute === service.minute &&
        service.mine + service.others > limits.service.noMatchesPerMinute,
      endsAt: new Date((minute + 1) * 60_000),
    };
  }

  return { countTry, countNoMatch, serviceOver };
}
