// A result corrected by its provider within `correctionDays` of its approval (or any time before
// it): the corrected result is entered in its place, to be approved again by another person, and
// the one it corrects is withdrawn, off the register if it was on it (docs/portal.md). The
// photograph stays unless a new one is given.
import { correctionDays } from '../vocabulary/portal.js';
import { dropContacts, withoutContact } from '../holders/result-contacts.js';
import { settleResults, toDate } from './approval.js';
import { enterResults, resultPhotosCollection, resultsCollection, resultsOf } from './results.js';

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ person: import('./people.js').Person, at: Date }} who
 * @param {string} id the result corrected
 * @param {{ fields: import('./result-input.js').ResultFields, jpeg?: Buffer, photoHash?: string }} corrected
 * @returns {Promise<{ id?: string, problem?: string }>}
 */
export async function correctResult(db, { person, at }, id, corrected) {
  const [found] = await resultsOf(db, person.provider, [id]);
  if (!found) return { problem: 'That is not one of your provider’s results.' };
  const { result } = found;
  if (result.state !== 'entered' && result.state !== 'provisional')
    return { problem: `That result is ${result.state}: it can no longer be corrected.` };
  if (result.lockedAfter && toDate(result.lockedAfter) < at)
    return {
      problem: `That result was locked ${correctionDays} days after its approval: ask the scheme to correct it.`,
    };
  const kept = corrected.jpeg
    ? undefined
    : (await db.collection(resultPhotosCollection).doc(id).get()).data();
  const by = `${person.email} of ${person.provider}, on the portal`;
  if (result.state === 'provisional') {
    const { removed } = await settleResults(db, [found], {
      confirm: false,
      at,
      trail: { by, reason: 'result corrected by its provider: entered again, to be approved' },
    });
    await dropContacts(db, removed);
  }
  const [entered] = await enterResults(db, { provider: person.provider, by: person.email, at }, [
    {
      fields: corrected.fields,
      source: `correction of ${id}`,
      jpeg: corrected.jpeg ?? kept?.jpeg,
      photoHash: corrected.photoHash ?? kept?.source,
    },
  ]);
  await db
    .collection(resultsCollection)
    .doc(id)
    .update({
      state: 'withdrawn',
      withdrawnBy: person.email,
      withdrawnAt: at,
      correctedBy: entered,
      ...withoutContact(),
    });
  return { id: entered };
}
