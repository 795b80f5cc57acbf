// A crew's receipt (docs/receipts.md, "A crew's receipt"): one receipt for every row of a crew
// check, small enough for a QR code on each printed page. It certifies the account, when, how many
// rows had each outcome, and the SHA-256 digest of the rows; the rows themselves (each number,
// outcome, since when, valid-until date and check reference, never a name or a surname) are kept
// in the activity database under the receipt's reference for as long as the account's record of
// its checks, and deleted then by Firestore's TTL policy (firestore.activity.indexes.json). The
// verify address reads them back and lists them only if they are the rows the digest certifies.
import { createHash, randomInt } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { checkRecordRetentionDays } from './vocabulary/retention.js';
import { numberPattern } from './vocabulary/registration-numbers.js';

/** The crews' rows, one document a crew receipt, its id the receipt's reference. */
export const crewReceiptsCollection = 'crewReceipts';

/**
 * What a row of a crew can come to: a match, current (`ending`: within 90 days of its end),
 * expired or suspended; no match; or not checked, as the row could not be read (`unreadable`) or
 * its number's tries were used up (`limited`).
 */
export const crewRowOutcomes = /** @type {const} */ ([
  'current',
  'ending',
  'expired',
  'suspended',
  'no-match',
  'unreadable',
  'limited',
]);

/** @typedef {(typeof crewRowOutcomes)[number]} CrewRowOutcome */

/**
 * A row as a crew receipt certifies it: the registration number (normalised; empty where the row
 * held none that could be read), its outcome, since when a suspended registration has been
 * suspended and its valid-until date (YYYY-MM-DD, where the register says), and the row's check
 * reference (empty for a row not checked). Every field is text, empty where it does not apply.
 * @typedef {{ number: string, outcome: CrewRowOutcome, since: string, validUntil: string, reference: string }} CrewRow
 */

/**
 * A row's number as a crew receipt keeps it: a registration number, or nothing (a row that
 * could not be read may hold anything a person typed, a name among it).
 * @param {string} number
 */
export const keptNumber = (number) => (numberPattern.test(number) ? number : '');

/**
 * The SHA-256 digest (base64url) of a crew's rows, as anyone can make it again from the rows
 * listed: the JSON array of the rows in order, each the array of its fields in the order
 * `[number, outcome, since, validUntil, reference]`, as `JSON.stringify` writes it.
 * @param {readonly CrewRow[]} rows
 */
export const crewRowsDigest = (rows) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        rows.map(({ number, outcome, since, validUntil, reference }) => [
          number,
          outcome,
          since,
          validUntil,
          reference,
        ]),
      ),
    )
    .digest('base64url');

/**
 * How many rows had each outcome, naming only those some row had (a smaller receipt, a smaller
 * QR code).
 * @param {readonly CrewRow[]} rows
 * @returns {Partial<Record<CrewRowOutcome, number>>}
 */
export function crewCounts(rows) {
  /** @type {Partial<Record<CrewRowOutcome, number>>} */
  const counts = {};
  for (const outcome of crewRowOutcomes) {
    const count = rows.filter((row) => row.outcome === outcome).length;
    if (count) counts[outcome] = count;
  }
  return counts;
}

/**
 * The counts as a crew's answers show them (functions/answers.js, `crewCountValues`): each
 * outcome's, and who may work (current, ending), who may not (expired, suspended, no match) and
 * who was not checked (unreadable, limited).
 * @param {Partial<Record<string, number>>} counts
 */
export function crewCountSlots(counts) {
  const count = (/** @type {string[]} */ ...outcomes) =>
    String(outcomes.reduce((sum, outcome) => sum + (counts[outcome] ?? 0), 0));
  return {
    rowCount: count(...crewRowOutcomes),
    mayWorkCount: count('current', 'ending'),
    currentCount: count('current'),
    endingCount: count('ending'),
    mayNotCount: count('expired', 'suspended', 'no-match'),
    expiredCount: count('expired'),
    suspendedCount: count('suspended'),
    noMatchCount: count('no-match'),
    notCheckedCount: count('unreadable', 'limited'),
    unreadableCount: count('unreadable'),
    limitedCount: count('limited'),
  };
}

/** Crockford's base 32, as check references are written (functions/reference.js). */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new crew receipt's reference: `CREW-`, the time in base 36, and eight random characters, so
 * two crews checked in the same second are kept apart.
 * @param {Date} at
 */
export function crewReference(at) {
  const seconds = Math.floor(at.getTime() / 1000)
    .toString(36)
    .toUpperCase();
  const code = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `CREW-${seconds}-${code}`;
}

/**
 * Keeps a crew's rows under its receipt's reference until `checkRecordRetentionDays` after
 * `at`, when Firestore's TTL policy deletes them. Fails, rather than write over, if the
 * reference is taken.
 * @param {import('firebase-admin/firestore').Firestore} activity
 * @param {{ reference: string, account: string, at: Date, rows: readonly CrewRow[] }} crew
 */
export async function keepCrewRows(activity, { reference, account, at, rows }) {
  await activity
    .collection(crewReceiptsCollection)
    .doc(reference)
    .create({
      account,
      at: Timestamp.fromDate(at),
      rows,
      deleteAt: Timestamp.fromMillis(at.getTime() + checkRecordRetentionDays * 86_400_000),
    });
}

/**
 * The rows a crew receipt certifies, read from where they are kept: `rows` if they are those
 * the receipt's digest and account certify; `altered` if what is kept is not; `gone` if none
 * are kept any more (past their time, deleted by the TTL policy or about to be).
 * @param {import('firebase-admin/firestore').Firestore} activity
 * @param {Pick<import('./receipts.js').CrewReceipted, 'reference' | 'account' | 'digest'>} crew
 * @param {Date} now
 * @returns {Promise<{ rows: CrewRow[] } | { altered: true } | { gone: true }>}
 */
export async function readCrewRows(activity, { reference, account, digest }, now) {
  const kept = await activity.collection(crewReceiptsCollection).doc(reference).get();
  const deleteAt = kept.get('deleteAt');
  // Firestore's TTL deletes a document some time after its moment: past it, it is gone alike.
  if (!kept.exists || !(deleteAt instanceof Timestamp) || deleteAt.toMillis() <= now.getTime())
    return { gone: true };
  const stored = kept.get('rows');
  /** @type {CrewRow[]} */
  const rows = (Array.isArray(stored) ? stored : []).map((row) => ({
    number: String(row?.number ?? ''),
    outcome: row?.outcome,
    since: String(row?.since ?? ''),
    validUntil: String(row?.validUntil ?? ''),
    reference: String(row?.reference ?? ''),
  }));
  const known = rows.every((row) => crewRowOutcomes.includes(row.outcome));
  if (!known || kept.get('account') !== account || crewRowsDigest(rows) !== digest)
    return { altered: true };
  return { rows };
}
