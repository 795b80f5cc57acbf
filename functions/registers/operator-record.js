// One operator's record by its number alone, as the register holds it now: what the holder's own
// card and record show, and what the verify page says of a card's code (docs/holders.md). The same
// reading as every check's (lookup.js): the register's pointer and the record in one snapshot, the
// record's newest version at the pointer's generation; a removal is told apart from a number the
// register never held. No surname is compared: the number comes from a signed-in holder's session
// or from a code the scheme signed, never from a form. Demonstration numbers are read only on a
// `demo-` project (only an emulator serves one).
import {
  newestAt,
  operatorsCollection,
  photosCollection,
  pointerOf,
  registersCollection,
} from '../register.js';
import { ukToday } from '../vocabulary/dates.js';
import { demonstrationPrefix } from '../vocabulary/registration-numbers.js';

/**
 * @typedef {import('../register.js').OperatorVersion & {
 *   provisional?: import('../vocabulary/provisional.js').Provisional, suspendedWhy?: string,
 * }} OperatorRecord
 * @typedef {{ record: OperatorRecord } | { removed: { on: string } } | { unknown: true }} Reading
 * The record on the register; or its removal, with its UK day where kept (`on`, else ''); or
 * nothing ever held under the number.
 */

/**
 * The operator `number` as the register holds it now.
 * @param {import('firebase-admin/firestore').Firestore} db the registers' database
 * @param {string} number normalised
 * @param {{ allowDemonstration: boolean }} options
 * @returns {Promise<Reading>}
 */
export async function readOperator(db, number, { allowDemonstration }) {
  if (!allowDemonstration && number.startsWith(demonstrationPrefix)) return { unknown: true };
  const [pointerDoc, doc] = await db.getAll(
    db.collection(registersCollection).doc(operatorsCollection),
    db.collection(operatorsCollection).doc(number),
  );
  const found = newestAt(doc?.data(), pointerOf(pointerDoc?.data()));
  if (!found) return { unknown: true };
  const { version } = found;
  if ('removed' in version) {
    const at = new Date(String(version.removedAt ?? ''));
    return { removed: { on: Number.isNaN(at.getTime()) ? '' : ukToday(at) } };
  }
  return { record: /** @type {OperatorRecord} */ (version) };
}

/**
 * A record's photograph, as base64 JPEG, or '' where it has none.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {OperatorRecord} record
 */
export async function readPhoto(db, record) {
  if (!record.photo) return '';
  const doc = await db.collection(photosCollection).doc(record.photo).get();
  return Buffer.from(doc.get('jpeg') ?? []).toString('base64');
}
