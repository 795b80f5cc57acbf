// The holders' contacts an import of the operators' file gives, in its `email` and `email_consent`
// columns beside the records (functions/registers/operators-file.js, `contactFields`; docs/holders.md,
// "A holder's contact"). The import's plan counts them, the addresses to add and to change, and
// never shows one; once the register's run has committed, the same command writes them, consent
// recorded as given to the scheme (`via: 'import'`, by the member of staff who imports). An
// address the scheme already holds for the holder is left as it is (an import of the same file
// again does not undo an unsubscription), but its keeping is counted again from the record's
// last day, as is every contact of a record the file holds: a registration renewed by a file
// keeps its holder's address until a year after its new end.
import { contactRetentionDays, contactsCollection, sameEmail, saveContact } from './contacts.js';

/**
 * @typedef {{ number: string, email: string, consentOn: string, validUntil?: string }} ContactWrite
 * An address to keep for a record: the day the holder agreed, and the record's last day.
 * @typedef {{ adding: ContactWrite[], changing: ContactWrite[],
 *   keeping: { number: string, deleteAt: Date }[] }} ContactsPlan
 * What an import does with the holders' contacts: the addresses it adds and changes, and the
 * contacts whose keeping it counts again from the record's (new) last day.
 */

/** When a contact of a registration ending on `validUntil` is deleted. */
const deleteAtOf = (/** @type {string} */ validUntil) =>
  new Date(Date.parse(`${validUntil}T00:00:00Z`) + contactRetentionDays * 86_400_000);

/**
 * The file's contacts against those the scheme holds, and the keeping of the contacts of every
 * record the file holds.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly { number: string, email: string, consentOn: string }[]} contacts the file's
 *   rows' contacts, of the records it stores
 * @param {ReadonlyMap<string, string | undefined>} ends each stored record's last day, by number
 * @returns {Promise<ContactsPlan>}
 */
export async function planContacts(db, contacts, ends) {
  /** @type {ContactsPlan} */
  const plan = { adding: [], changing: [], keeping: [] };
  const given = new Map(contacts.map((contact) => [contact.number, contact]));
  const numbers = [...ends.keys()];
  for (let start = 0; start < numbers.length; start += 500) {
    const refs = numbers
      .slice(start, start + 500)
      .map((number) => db.collection(contactsCollection).doc(number));
    for (const doc of refs.length ? await db.getAll(...refs) : []) {
      const held = doc.data();
      const validUntil = ends.get(doc.id);
      const contact = given.get(doc.id);
      if (contact && !held?.email) plan.adding.push({ ...contact, validUntil });
      else if (contact && !sameEmail(contact.email, held?.email))
        plan.changing.push({ ...contact, validUntil });
      else if (held?.email && validUntil) {
        const deleteAt = deleteAtOf(validUntil);
        if (held.deleteAt?.toMillis?.() !== deleteAt.getTime())
          plan.keeping.push({ number: doc.id, deleteAt });
      }
    }
  }
  return plan;
}

/**
 * The plan's line, as the import prints it: how many addresses it adds and changes, never one of
 * them; none when it adds and changes none.
 * @param {{ adding: number, changing: number }} counts
 * @param {{ done?: boolean }} [options] `done`: said of what was written
 */
export const contactsLine = ({ adding, changing }, { done = false } = {}) =>
  adding || changing
    ? `${adding} ${adding === 1 ? "holder's address" : "holders' addresses"} ${done ? 'added' : 'to add'}, ${changing} ${done ? 'changed' : 'to change'}`
    : '';

/**
 * Writes the plan's contacts, after the register's run (the records are on the register): each
 * address with the consent the file records, given to the scheme.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {ContactsPlan} plan
 * @param {{ by: string }} who the member of staff who imports
 */
export async function writeContacts(db, plan, { by }) {
  const saving = [...plan.adding, ...plan.changing];
  // Twenty at a time: a file of thousands is written in seconds, not one round trip after another.
  for (let start = 0; start < saving.length; start += 20)
    await Promise.all(
      saving.slice(start, start + 20).map(({ number, email, consentOn, validUntil }) =>
        saveContact(db, {
          number,
          email,
          consentAt: new Date(`${consentOn}T00:00:00Z`),
          by,
          via: 'import',
          ...(validUntil ? { validUntil } : {}),
        }),
      ),
    );
  for (let start = 0; start < plan.keeping.length; start += 400) {
    const batch = db.batch();
    for (const { number, deleteAt } of plan.keeping.slice(start, start + 400))
      batch.update(db.collection(contactsCollection).doc(number), { deleteAt });
    await batch.commit();
  }
}
