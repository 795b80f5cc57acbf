// The results a provider enters on the portal, and their way onto the register (docs/portal.md).
// A submitter enters a result (`providerResults`, its photograph in `resultPhotos`): nothing shows
// on the register yet. An approver, another person of the same provider, confirms it: it goes onto
// the operators' register through the registers' layer (functions/registers/store.js: one
// generation, the lock, the trail, undo) as *provisional* for `provisionalDays`. The scheme's staff
// confirm or refuse it (commands/provisional.js); the provider may withdraw it for
// `correctionDays`. Every read and write here names the provider: a result of another provider is
// "not found", whatever id is asked for.
import { versionAt } from '../register.js';
import { surnameKey } from '../vocabulary/check-input.js';
import { registrationYears } from '../vocabulary/portal.js';
import { photoSource } from '../registers/operators-file.js';

export const resultsCollection = 'providerResults';
export const resultPhotosCollection = 'resultPhotos';
/** The counter registration numbers are allocated from (one document of `registers`). */
export const numbersDoc = 'operatorNumbers';

/**
 * @typedef {import('./result-input.js').ResultFields & {
 *   provider: string, state: import('../vocabulary/portal.js').ResultState,
 *   enteredBy: string, enteredAt: Date, source: string,
 *   approvedBy?: string, approvedAt?: Date, provisionalUntil?: string, lockedAfter?: Date,
 *   confirmedBy?: string, confirmedAt?: Date, refusedBy?: string, refusedAt?: Date, why?: string,
 *   withdrawnBy?: string, withdrawnAt?: Date,
 * }} Result
 * A result as stored: `registrationNumber`, the operator's once it is on the register (or the one
 * it was entered for); `provisionalUntil`, the last UK day it counts unless confirmed;
 * `lockedAfter`, when the provider can no longer withdraw it; `source`, the form or the file's line.
 */

/** A day `days` after an ISO day. */
export const dayAfter = (/** @type {string} */ day, /** @type {number} */ days) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The last day of a registration tested on `testDate`: the day before its anniversary. */
export const registrationEnds = (/** @type {string} */ testDate) =>
  dayAfter(`${Number(testDate.slice(0, 4)) + registrationYears}${testDate.slice(4)}`, -1);

/**
 * The operators on the register whose names are those of a result: the same person, perhaps, to
 * add a category to rather than a second record.
 * @param {Map<string, any>} stored the register, as `readWhole` reads it
 * @param {{ current: number, abandoned: number[] }} pointer
 * @param {{ givenNames: string, surname: string }} name
 * @returns {import('../register.js').OperatorVersion[]}
 */
export function sameNamed(stored, pointer, { givenNames, surname }) {
  const wanted = `${surnameKey(givenNames)} ${surnameKey(surname)}`;
  const found = [];
  for (const data of stored.values()) {
    const version = versionAt(data, pointer);
    if (version && `${surnameKey(version.givenNames)} ${version.surnameKey}` === wanted)
      found.push(version);
  }
  return found;
}

/**
 * The problem with a result's operator on the register, if any: a number given must be an
 * operator of the result's surname; with none given, an operator of the same names must be
 * named (the same person) or the result marked new.
 * @param {import('./result-input.js').ResultFields & { newOperator?: boolean }} fields
 * @param {{ stored: Map<string, any>, pointer: { current: number, abandoned: number[] } }} register
 * @returns {string | undefined}
 */
export function operatorProblem(fields, { stored, pointer }) {
  if (fields.registrationNumber) {
    const version = versionAt(stored.get(fields.registrationNumber), pointer);
    if (!version || version.surnameKey !== surnameKey(fields.surname))
      return `${fields.registrationNumber} is not on the register under the surname ${fields.surname}`;
    if (version.categories.includes(fields.category))
      return `${fields.registrationNumber} already holds ${fields.category}`;
    return undefined;
  }
  if (fields.newOperator) return undefined;
  const same = sameNamed(stored, pointer, fields);
  if (!same.length) return undefined;
  const named = same
    .map(
      (version) =>
        `${version.registrationNumber} (${version.categories.join(' ') || 'no category yet'})`,
    )
    .join(', ');
  return `${fields.givenNames} ${fields.surname} is on the register as ${named}: give that number if it is the same person, or write "new" if not`;
}

/**
 * Enters results for `provider` as `by`, each with its photograph made as the check shows it:
 * written together, or none. Returns their ids.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ provider: string, by: string, at: Date }} who
 * @param {readonly { fields: import('./result-input.js').ResultFields, source: string, jpeg?: Buffer, photoHash?: string }[]} results
 */
export async function enterResults(db, { provider, by, at }, results) {
  const ids = [];
  // A batch holds 500 writes; a file of more is written in several, each a whole number of results.
  for (let start = 0; start < results.length; start += 200) {
    const batch = db.batch();
    for (const { fields, source, jpeg, photoHash } of results.slice(start, start + 200)) {
      const ref = db.collection(resultsCollection).doc();
      ids.push(ref.id);
      /** @type {Result} */
      const result = {
        ...fields,
        provider,
        state: 'entered',
        enteredBy: by,
        enteredAt: at,
        source,
      };
      batch.create(ref, result);
      if (jpeg)
        batch.create(db.collection(resultPhotosCollection).doc(ref.id), {
          jpeg,
          source: photoHash ?? photoSource(jpeg),
          provider,
        });
    }
    await batch.commit();
  }
  return ids;
}

/**
 * The results of `provider` with `ids`: those of another provider, or none, are left out.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} provider
 * @param {readonly string[]} ids
 */
export async function resultsOf(db, provider, ids) {
  const unique = [...new Set(ids)].filter((id) => /^[A-Za-z0-9]{1,40}$/.test(id));
  if (!unique.length) return [];
  const docs = await db.getAll(...unique.map((id) => db.collection(resultsCollection).doc(id)));
  return docs.flatMap((doc) => {
    const result = /** @type {Result | undefined} */ (doc.data());
    return result && result.provider === provider ? [{ id: doc.id, result }] : [];
  });
}

/**
 * The results of `provider` with `ids`, and a problem naming each id that is none of them.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} provider
 * @param {readonly string[]} ids
 */
export async function ownResults(db, provider, ids) {
  const found = await resultsOf(db, provider, ids);
  const problems = ids
    .filter((id) => !found.some((each) => each.id === id))
    .map((id) => `${id}: not one of your provider’s results`);
  return { found, problems };
}

/**
 * A provider's results, newest first, at most `limit`.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} provider
 * @param {{ limit?: number, state?: string }} [options]
 */
export async function providerResults(db, provider, { limit = 200, state } = {}) {
  let query = db.collection(resultsCollection).where('provider', '==', provider);
  if (state) query = query.where('state', '==', state);
  const snapshot = await query.orderBy('enteredAt', 'desc').limit(limit).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, result: /** @type {Result} */ (doc.data()) }));
}

/**
 * Registration numbers for `count` new operators, in the scheme's format (two letters, six digits:
 * ZZ on a demonstration project), none already on the register: allocated in a transaction, so
 * two approvals never share one.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {number} count
 * @param {{ stored: Map<string, any>, allowDemonstration: boolean }} options
 */
export async function allocateNumbers(db, count, { stored, allowDemonstration }) {
  if (!count) return [];
  const prefix = allowDemonstration ? 'ZZ' : 'MO';
  const ref = db.collection('registers').doc(numbersDoc);
  return db.runTransaction(async (transaction) => {
    let next = Number((await transaction.get(ref)).get('next') ?? 700001);
    const numbers = [];
    while (numbers.length < count) {
      if (next > 999999) throw new Error('The portal’s registration numbers have run out');
      const number = `${prefix}${String(next).padStart(6, '0')}`;
      next += 1;
      if (!stored.has(number)) numbers.push(number);
    }
    transaction.set(ref, { next }, { merge: true });
    return numbers;
  });
}
