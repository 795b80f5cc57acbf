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
   * One more try on `id` (or `tries` more); returns the count with them.
   * @param {string} id
   * @param {Date} endsAt
   * @param {number} [tries]
   */
  add(id, endsAt, tries = 1) {
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
    entry.count += tries;
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
 * What the counters use of the Admin SDK's Firestore beyond its typings: the client every
 * operation goes through, and the database's resource name.
 * @typedef {{
 *   formattedName: string,
 *   request: (
 *     method: 'commit',
 *     body: Record<string, unknown>,
 *     requestTag: string,
 *   ) => Promise<{
 *     writeResults: { transformResults?: { integerValue?: string, doubleValue?: number }[] }[],
 *   }>,
 * }} FirestoreInternals
 */

/**
 * One document's counters to add to: `add` by field (0 reads a count without changing it), and
 * the plain fields to write beside them (`expiresAt`, the field of Firestore's TTL policies, among
 * them).
 * @typedef {{
 *   doc: import('firebase-admin/firestore').DocumentReference,
 *   add: Record<string, number>,
 *   set?: Record<string, string | Date>,
 * }} Increment
 */

/**
 * The fields of a document's counters, in the order of their names: Firestore answers a write's
 * transforms in the order they were asked, its emulator in the order of their names (seen: a
 * document's `used`, `matches` and `noMatches` came back as matches, noMatches, used), and asked
 * in that order the two agree.
 * @param {Record<string, number>} add
 */
const fieldsOf = (add) => Object.keys(add).sort();

/**
 * Adds to counters in one commit and resolves to the count each made, by document and field:
 * every instance's additions add up, and each caller learns its own place, exactly, in one round
 * trip and with no read after the write. The Admin SDK's batch throws those counts away, so this
 * asks Firestore's Commit itself, through the SDK's own client (its `request`, which every
 * operation of the SDK goes through: the emulator tests of the limits and the quota pin it).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly Increment[]} increments
 * @param {string} tag what the commit is, for Firestore's request log
 * @returns {Promise<Record<string, number>[]>}
 */
export async function countTogether(db, increments, tag) {
  const internals = /** @type {FirestoreInternals} */ (/** @type {unknown} */ (db));
  /** @param {string | Date} value */
  const valueOf = (value) =>
    typeof value === 'string'
      ? { stringValue: value }
      : {
          timestampValue: {
            seconds: Math.floor(value.getTime() / 1000),
            nanos: (value.getTime() % 1000) * 1e6,
          },
        };
  const response = await internals.request(
    'commit',
    {
      database: internals.formattedName,
      writes: increments.map(({ doc, add, set = {} }) => ({
        update: {
          name: /** @type {{ formattedName: string }} */ (/** @type {unknown} */ (doc))
            .formattedName,
          fields: Object.fromEntries(Object.entries(set).map(([field, v]) => [field, valueOf(v)])),
        },
        updateMask: { fieldPaths: Object.keys(set) },
        updateTransforms: fieldsOf(add).map((fieldPath) => ({
          fieldPath,
          increment: { integerValue: add[fieldPath] },
        })),
      })),
    },
    tag,
  );
  return increments.map(({ add }, i) => {
    const results = response.writeResults[i]?.transformResults ?? [];
    return Object.fromEntries(
      // A count a double got into (JavaScript's -0 is written as one) reads as its number too.
      fieldsOf(add).map((field, j) => [
        field,
        Number(results[j]?.integerValue ?? results[j]?.doubleValue ?? 0),
      ]),
    );
  });
}

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
 * What a number's tries are counted as: each register's numbers apart (an instructor's number
 * looks like an operator's, and has tries of its own), whichever way the try came in.
 * @param {'operators' | 'instructors'} register
 * @param {string} number normalised
 */
export const numberCounted = (register, number) =>
  register === 'instructors' ? `instructor:${number}` : number;

/**
 * Where an employer account stands today by its checks' outcomes: `clear`; `slowed` once its
 * no-matches run past `noMatchesBeforeSlowing` more than `perMatch` for each match (each request
 * then waits `delayPerNoMatchMs` for every no-match past that line, at most `maxDelayMs`); and
 * `refused` past `noMatchesBeforeRefusing` more than `perMatch` for each match, until the UK day
 * ends. An account checking its people's cards finds them; one guessing surnames or listing the
 * register does not.
 * @param {{ matches: number, noMatches: number }} today
 * @param {Limits['accounts']} rule
 * @returns {{ standing: 'clear' | 'slowed' | 'refused', delayMs: number }}
 */
export function accountStanding({ matches, noMatches }, rule) {
  const allowed = rule.perMatch * matches;
  if (noMatches > rule.noMatchesBeforeRefusing + allowed)
    return { standing: 'refused', delayMs: 0 };
  const past = noMatches - (rule.noMatchesBeforeSlowing + allowed);
  if (past <= 0) return { standing: 'clear', delayMs: 0 };
  return { standing: 'slowed', delayMs: Math.min(rule.maxDelayMs, past * rule.delayPerNoMatchMs) };
}

/**
 * The limiter of one instance: one for every surface of the instance (the web checks, the crew
 * check, the API), so a number's tries and the service's no-matches are counted whichever way
 * they come in.
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
   * A counter a try adds to, in the window `at` falls in.
   * @param {'client' | 'number' | 'service'} kind
   * @param {string} value
   * @param {{ tries: number, windowMinutes: number }} rule
   * @param {Date} at
   */
  const counterFor = (kind, value, rule, at) => {
    const window = windowOf(at, rule.windowMinutes);
    return { kind, rule, endsAt: window.endsAt, id: counterId(key, kind, window.index, value) };
  };

  /**
   * Adds `tries` to each counter in Firestore, in one commit; resolves to the count each made.
   * `expiresAt` is the field of Firestore's TTL policy (firestore.activity.indexes.json): once a
   * window has ended, Firestore deletes its counter (normally within a day).
   * @param {readonly { id: string, endsAt: Date, tries: number }[]} windows
   */
  async function addInFirestore(windows) {
    const counts = await countTogether(
      db,
      windows.map((window) => ({
        doc: counters.doc(window.id),
        add: { tries: window.tries },
        set: { expiresAt: new Date(Math.floor(window.endsAt.getTime() / 1000) * 1000) },
      })),
      'count-try',
    );
    return counts.map((count, i) => {
      const tries = /** @type {number} */ (count.tries);
      tally.know(/** @type {{ id: string }} */ (windows[i]).id, tries);
      return tries;
    });
  }

  /**
   * Counts a try from `client`, on `number` when it is a check, and against the whole service's
   * ceiling of `service` when it is a report. Resolves to the refusal, if any (which limit, and
   * when its window ends), and the client's tries so far in its window.
   * @param {{ client: string, number?: string, service?: 'reports', at: Date }} tryRequest
   *   `number`: as `numberCounted` gives it
   * @returns {Promise<{ refused?: 'client' | 'number' | 'service', endsAt: Date, tries: number }>}
   */
  async function countTry({ client, number, service: ceiling, at }) {
    const clientWindow = counterFor('client', client, limits.perClient, at);
    const windows = [clientWindow];
    if (number !== undefined) windows.push(counterFor('number', number, limits.perNumber, at));
    if (ceiling !== undefined) windows.push(counterFor('service', ceiling, limits[ceiling], at));
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
    // Then in Firestore, where every instance's tries add up.
    const counts = await addInFirestore(windows.map((window) => ({ ...window, tries: 1 })));
    for (const [i, window] of windows.entries()) {
      const refusal = over(window, /** @type {number} */ (counts[i]));
      if (refusal) return refusal;
    }
    return { endsAt: clientWindow.endsAt, tries: /** @type {number} */ (counts[0]) };
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
  async function countNumbers(numbers, at) {
    /** @type {Map<string, { window: ReturnType<typeof counterFor>, tries: number, before: number }>} */
    const byNumber = new Map();
    for (const number of numbers) {
      const counted = byNumber.get(number);
      if (counted) counted.tries += 1;
      else
        byNumber.set(number, {
          window: counterFor('number', number, limits.perNumber, at),
          tries: 1,
          before: 0,
        });
    }
    const toWrite = [];
    for (const counted of byNumber.values()) {
      const { window, tries } = counted;
      const known = tally.add(window.id, window.endsAt, tries) - tries;
      // Every try past the limit is refused; one the instance knows to be there, without a write.
      if (known >= window.rule.tries) counted.before = known;
      else toWrite.push(counted);
    }
    if (toWrite.length) {
      const counts = await addInFirestore(
        toWrite.map(({ window, tries }) => ({ id: window.id, endsAt: window.endsAt, tries })),
      );
      for (const [i, counted] of toWrite.entries())
        counted.before = /** @type {number} */ (counts[i]) - counted.tries;
    }
    /** @type {Map<string, number>} */
    const placed = new Map();
    return numbers.map((number) => {
      const { window, before } = /** @type {NonNullable<ReturnType<typeof byNumber.get>>} */ (
        byNumber.get(number)
      );
      const place = before + (placed.get(number) ?? 0) + 1;
      placed.set(number, place - before);
      return { allowed: place <= window.rule.tries, endsAt: window.endsAt };
    });
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
   * Counts no-match answers (one unless `count` says), whichever way they were asked. At most
   * once a second an instance shares its count and reads the others' (a write and a read, only on
   * a no-match); between, it adds its own answers to what it last read.
   * @param {Date} at
   * @param {<T>(promise: Promise<T>) => Promise<T | symbol>} [inTime] bounds the sharing's wait
   * @param {number} [count]
   */
  async function countNoMatch(at, inTime = (promise) => promise, count = 1) {
    if (count <= 0) return;
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== service.minute) Object.assign(service, { minute, mine: 0, others: 0 });
    service.mine += count;
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

  return { countTry, countNumbers, countNoMatch, serviceOver };
}

/** @typedef {ReturnType<typeof createLimiter>} Limiter */
