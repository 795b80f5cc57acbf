// What one instance of the function remembers of the counts it keeps in Firestore, so that a try it
// already knows to be over a limit is refused without touching Firestore. Pure.

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
