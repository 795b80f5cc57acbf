// A holder's contact from a provider's result (docs/holders.md, "A holder's contact"). A submitter
// may give the operator's email address with their consent; it stays with the result while the
// provider can still change it (entered, provisional), and becomes the holder's contact when an
// approver puts the result on the register. When the result leaves the portal (confirmed,
// refused, withdrawn, corrected) the result no longer keeps it. When a provider takes back the
// only result an operator was registered by (a withdrawal or a correction), the operator is off
// the register and their contact is deleted with them: the provider says the result was a
// mistake, and nothing remains to tell them about. When the scheme refuses it, the contact is
// kept for `contactRetentionDays` from that day, as for any registration that ends, so the
// holder can be told.
import { FieldValue } from 'firebase-admin/firestore';
import { contactRetentionDays, contactsCollection, saveContact } from './contacts.js';

/** The fields of a result that hold the holder's contact: deleted when it leaves the portal. */
export const withoutContact = () => ({
  email: FieldValue.delete(),
  emailConsent: FieldValue.delete(),
});

/**
 * Keeps the contacts results gave, once they are on the register: each for the operator the
 * result is on, consent recorded as the submitter gave it. A result without an address changes no
 * contact; of two for one operator, the later in the list is kept.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly { number: string, validUntil?: string,
 *   result: import('../portal/results.js').Result }[]} approved
 */
export async function keepResultContacts(db, approved) {
  for (const { number, validUntil, result } of approved)
    if (result.email && result.emailConsent)
      await saveContact(db, {
        number,
        email: result.email,
        consentAt: new Date(`${result.emailConsent}T00:00:00Z`),
        by: `${result.provider} ${result.enteredBy}`,
        via: 'portal',
        ...(validUntil ? { validUntil } : {}),
      });
}

/**
 * Deletes the contacts of operators a provider took off the register by taking back their results.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly string[]} numbers
 */
export async function dropContacts(db, numbers) {
  // A batch holds 500 writes.
  for (let start = 0; start < numbers.length; start += 400) {
    const batch = db.batch();
    for (const number of numbers.slice(start, start + 400))
      batch.delete(db.collection(contactsCollection).doc(number));
    await batch.commit();
  }
}

/**
 * Counts the keeping of the contacts of operators the scheme took off the register from `at`: a
 * year from the day their registration ended, not from the day it would have.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly string[]} numbers
 * @param {Date} at
 */
export async function endContacts(db, numbers, at) {
  const deleteAt = new Date(at.getTime() + contactRetentionDays * 86_400_000);
  for (let start = 0; start < numbers.length; start += 400) {
    const refs = numbers
      .slice(start, start + 400)
      .map((number) => db.collection(contactsCollection).doc(number));
    const found = (await db.getAll(...refs)).filter((doc) => doc.exists);
    const batch = db.batch();
    for (const doc of found) batch.update(doc.ref, { deleteAt });
    if (found.length) await batch.commit();
  }
}
