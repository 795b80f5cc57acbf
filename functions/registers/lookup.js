// Reading people on a register by number and surname, many at once: what the employers' API asks
// (functions/surfaces/api/). One read of the register's pointer and every record together (one
// snapshot), each record at the pointer's generation, and each surname compared in time that does
// not depend on where it differs: an unknown number and a wrong surname are one answer, made by the
// same work. Demonstration numbers match only on a `demo-` project (only an emulator serves one).
import { demonstrationPrefix } from '../vocabulary/registration-numbers.js';
import { readCheckInput } from '../vocabulary/check-input.js';
import { registrationStatus } from '../vocabulary/statuses.js';
import { ukToday } from '../vocabulary/dates.js';
import { photosCollection, pointerOf, registersCollection, versionAt } from '../register.js';

/**
 * @typedef {{ number: string, surname: string }} Asked one pair as asked
 * @typedef {{ registrationNumber: string, givenNames: string, surname: string, surnameKey: string,
 *   validUntil: string, suspended: boolean, categories: string[], photo?: string,
 *   statusSince?: string, provisional?: import('../vocabulary/provisional.js').Provisional }} Person
 * @typedef {{ asked: Asked, problem: { field: string, problem: string } } |
 *   { asked: Asked, number: string, person?: Person, status?: 'current' | 'expired' | 'suspended' }} Found
 * A pair's answer: a problem with what was asked, or the number (normalised) and, on a match, the
 * person and their status on the day.
 */

/**
 * Each pair looked up on the register `collection`.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} collection the register's
 * @param {readonly Asked[]} pairs
 * @param {{ at: Date, allowDemonstration: boolean }} options
 * @returns {Promise<{ found: Found[], updatedAt: Date | undefined }>}
 */
export async function lookUpPeople(db, collection, pairs, { at, allowDemonstration }) {
  const inputs = pairs.map((asked) => ({ asked, input: readCheckInput(asked) }));
  const numbers = [...new Set(inputs.flatMap(({ input }) => (input.ok ? [input.number] : [])))];
  const [pointerDoc, ...docs] = await db.getAll(
    db.collection(registersCollection).doc(collection),
    ...numbers.map((number) => db.collection(collection).doc(number)),
  );
  const pointer = pointerOf(pointerDoc?.data());
  /** @type {Map<string, Person | undefined>} */
  const records = new Map(
    docs.map((doc) => [doc.id, /** @type {Person | undefined} */ (versionAt(doc.data(), pointer))]),
  );
  const today = ukToday(at);
  return {
    updatedAt: pointerDoc?.get('updatedAt')?.toDate(),
    found: inputs.map(({ asked, input }) => {
      if (!input.ok) return { asked, problem: { field: input.field, problem: input.problem } };
      const person = records.get(input.number);
      const listed =
        person !== undefined &&
        (allowDemonstration || !input.number.startsWith(demonstrationPrefix));
      const matches = sameText(person?.surnameKey ?? '', input.surnameKey);
      return listed && matches
        ? { asked, number: input.number, person, status: registrationStatus(person, today) }
        : { asked, number: input.number };
    }),
  };
}

/**
 * The stored photographs of matched people, by their records' photograph ids, as base64 JPEG.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly string[]} ids
 * @returns {Promise<Map<string, string>>}
 */
export async function readPhotos(db, ids) {
  if (ids.length === 0) return new Map();
  const docs = await db.getAll(...ids.map((id) => db.collection(photosCollection).doc(id)));
  return new Map(
    docs.map((doc) => [doc.id, Buffer.from(doc.get('jpeg') ?? []).toString('base64')]),
  );
}

/**
 * Two strings compared in time that depends on their lengths only, not on where they differ: a
 * surname's key, by the web check and the API alike.
 * @param {string} a
 * @param {string} b
 */
export function sameText(a, b) {
  const length = Math.max(a.length, b.length, 1);
  let difference = a.length ^ b.length;
  for (let i = 0; i < length; i++) difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return difference === 0;
}
