// The operators a provider put on the register since a day (`suspend --provider NUMBER --since
// DAY`, docs/portal.md, "When a provider falls"): those its results on the portal put there
// (provisional or confirmed) and those a file added naming it as their trainer, each since that
// day. Withdrawing a provider for cause, the scheme suspends every one in one planned step.
import { toDate } from '../../portal/approval.js';
import { resultsCollection } from '../../portal/results.js';
import { operatorRegister } from '../../register.js';
import { ukDayStart } from '../../vocabulary/dates.js';
import { readTrail } from '../trail.js';

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} provider its accreditation number
 * @param {string} since a UK day, as 2026-11-01
 * @param {Map<string, Record<string, any>>} shown the register's records as readers see them
 * @returns {Promise<string[]>}
 */
export async function enteredSince(db, provider, since, shown) {
  const from = ukDayStart(since);
  const [added, results] = await Promise.all([
    readTrail(db, operatorRegister.collection, { action: 'added' }),
    db.collection(resultsCollection).where('provider', '==', provider).get(),
  ]);
  const numbers = new Set();
  for (const entry of added)
    if (entry.at >= from && shown.get(entry.number)?.provider === provider)
      numbers.add(entry.number);
  for (const doc of results.docs) {
    const { registrationNumber, state, approvedAt } = doc.data();
    if (
      registrationNumber &&
      shown.has(registrationNumber) &&
      (state === 'provisional' || state === 'confirmed') &&
      toDate(approvedAt) >= from
    )
      numbers.add(registrationNumber);
  }
  return [...numbers];
}
