// The holders' contacts: an operator's email address, given with the holder's consent, kept apart
// from the register (docs/holders.md). The register holds what the check shows and nothing else;
// a contact is in `operatorContacts/{number}`, which only the portal function and the registers'
// commands read, so no check, API answer, receipt or export can carry it. A contact is kept while
// the registration is on the register and for a year after it ends (`contactRetentionDays`), then
// deleted by Firestore's TTL policy on `deleteAt` (firestore.indexes.json).
import { emailPattern, maxEmailLength } from '../vocabulary/emails.js';

export const contactsCollection = 'operatorContacts';

/** How long a contact is kept after the registration's end: a year, for a renewal's reminders. */
export const contactRetentionDays = 365;

/** How a holder's consent was given: in a provider's result entry, in a staff import, or the demonstration. */
export const consentWays = /** @type {const} */ (['portal', 'import', 'demo']);

/**
 * @typedef {{ email: string, consent: { at: Date, by: string, via: typeof consentWays[number] },
 *   unsubscribedAt?: Date }} Contact
 * A holder's contact: the address, when, by whom and how consent was recorded; when the holder
 * unsubscribed from the scheme's emails (a sign-in link is still sent: the holder asks for it).
 */

/**
 * An email address as typed, checked: `{ email }` (trimmed, the domain in lower case), or
 * `{ problem }` saying what to write.
 * @param {string} typed
 * @returns {{ email: string, problem?: undefined } | { problem: string, email?: undefined }}
 */
export function readEmail(typed) {
  const text = typed.trim();
  if (!text) return { problem: 'is empty; write the holder’s email address, as name@example.com' };
  if (text.length > maxEmailLength)
    return { problem: `is longer than ${maxEmailLength} characters; check the address` };
  if (!emailPattern.test(text))
    return { problem: `"${text}" is not an email address; write it as name@example.com` };
  const at = text.lastIndexOf('@');
  return { email: `${text.slice(0, at)}@${text.slice(at + 1).toLowerCase()}` };
}

/** Whether two addresses are one mailbox's, as far as the scheme can tell (case aside). */
export const sameEmail = (/** @type {string} */ a, /** @type {string} */ b) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A holder's contact, or undefined when the register holds none for the number.
 * @param {import('firebase-admin/firestore').Firestore} db the registers' database
 * @param {string} number a registration number, normalised
 * @returns {Promise<Contact | undefined>}
 */
export async function contactOf(db, number) {
  const data = (await db.collection(contactsCollection).doc(number).get()).data();
  if (!data?.email) return undefined;
  return {
    email: data.email,
    consent: { ...data.consent, at: data.consent.at.toDate() },
    ...(data.unsubscribedAt ? { unsubscribedAt: data.unsubscribedAt.toDate() } : {}),
  };
}

/**
 * Keeps a holder's contact, with the consent that allows it: a new address replaces the old one
 * and clears an earlier unsubscription (the holder has just said yes again).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ number: string, email: string, consentAt: Date, by: string, via: Contact['consent']['via'],
 *   validUntil?: string }} contact `validUntil`: the registration's end (YYYY-MM-DD), from which the
 *   contact's keeping is counted
 */
export async function saveContact(db, { number, email, consentAt, by, via, validUntil }) {
  const end = validUntil ? new Date(`${validUntil}T00:00:00Z`) : consentAt;
  await db
    .collection(contactsCollection)
    .doc(number)
    .set({
      email,
      consent: { at: consentAt, by, via },
      deleteAt: new Date(end.getTime() + contactRetentionDays * 86_400_000),
    });
}

/**
 * Records that the holder wants no more of the scheme's emails (a sign-in link they ask for is
 * still sent).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} number
 * @param {Date} [at]
 */
export async function unsubscribe(db, number, at = new Date()) {
  await db.collection(contactsCollection).doc(number).update({ unsubscribedAt: at });
}
