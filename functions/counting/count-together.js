// Counters that every instance adds to, in one commit to Firestore that answers each caller with
// the count it made: the limits on tries (limiter.js) and the employers' daily quota
// (functions/employers/quota.js) both count this way.

/**
 * What the counters use of the Admin SDK's Firestore beyond its typings: its first use's
 * setting up (which every public operation awaits first), the client every operation goes
 * through, and the database's resource name.
 * @typedef {{
 *   initializeIfNeeded: (requestTag: string) => Promise<void>,
 *   formattedName: string,
 *   request: (
 *     method: 'commit',
 *     body: Record<string, unknown>,
 *     requestTag: string,
 *     retryCodes: number[],
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
 * The gRPC codes a commit is tried again on, as the SDK's own batches are (WriteBatch.commit):
 * ABORTED (a commit that waited too long for its documents and wrote nothing: the emulator said
 * so to one of the quota test's 120 commits at once on a busy machine, in 2 runs of 4, and the
 * spend failed), RESOURCE_EXHAUSTED and UNAVAILABLE.
 */
const commitRetryCodes = [10, 8, 14];

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
  // As every operation of the SDK's own does: an instance whose first use this is learns its
  // project and, on the emulator, the header that makes it the owner (without it, a cold
  // instance's first tries at once were refused, and answered 503).
  await internals.initializeIfNeeded(tag);
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
    commitRetryCodes,
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
