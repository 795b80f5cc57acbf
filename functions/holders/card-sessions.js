// The holders' sign-in links and sessions (docs/holders.md, "The holder's card"), kept in the
// registers' database, which only the portal's function writes. A link's code and a session's id
// are 256 random bits each, given to the holder alone (in the email, in the cookie) and kept only
// as their SHA-256: whoever reads Firestore can neither sign in nor take over a session.
//
//   holderLinks/{hash of the code}   { number, emailHash, createdAt, expiresAt, usedAt? }
//   holderSessions/{hash of the id}  { number, createdAt, expiresAt }
//
// A link works once, within `linkMinutes`, and only while the register's contact for its number is
// still the address it was sent to: spending it and making the session are one transaction, so two
// posts of one link make one session. A session lasts `sessionDays` from the sign-in, never longer;
// signing out deletes it (or every session of the number). Firestore's TTL policy on `expiresAt`
// (firestore.indexes.json) deletes both once they are of no use; until then an expired one is
// refused all the same.
import { createHash, randomBytes } from 'node:crypto';
import { contactsCollection } from './contacts.js';
import { linkMinutes, sessionDays } from '../vocabulary/card.js';

export const linksCollection = 'holderLinks';
export const sessionsCollection = 'holderSessions';

/** What a code or an id is kept as: its SHA-256, base64url. */
export const hashOf = (/** @type {string} */ secret) =>
  createHash('sha256').update(secret).digest('base64url');

/** An address as the link keeps it: the SHA-256 of its lower case (the scheme compares it so). */
const emailHash = (/** @type {string} */ email) => hashOf(email.trim().toLowerCase());

/** A new secret: 256 random bits, base64url (43 characters). */
const newSecret = () => randomBytes(32).toString('base64url');

/** Whether a text has a secret's shape, before anything is read for it. */
export const isSecret = (/** @type {string | undefined} */ text) =>
  typeof text === 'string' && /^[A-Za-z0-9_-]{43}$/.test(text);

/**
 * A new sign-in link's code for the holder of `number`, sent to `email`.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ number: string, email: string, now: Date }} link
 * @returns {Promise<{ code: string, hash: string }>} the code (for the email alone) and its hash
 */
export async function newLink(db, { number, email, now }) {
  const code = newSecret();
  const hash = hashOf(code);
  await db
    .collection(linksCollection)
    .doc(hash)
    .create({
      number,
      emailHash: emailHash(email),
      createdAt: now,
      expiresAt: new Date(now.getTime() + linkMinutes * 60_000),
    });
  return { code, hash };
}

/**
 * Spends a link's code: a session for its number, or why not (`used`, `expired`, `unknown`: no
 * such link; `moved`: the register's contact for the number is no longer the address it went to).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} code
 * @param {Date} now
 * @returns {Promise<{ number: string, session: string } | { refused: 'unknown' | 'used' | 'expired' | 'moved' }>}
 *   `session`: the new session's id, for the cookie alone
 */
export async function spendLink(db, code, now) {
  const link = db.collection(linksCollection).doc(hashOf(code));
  const session = newSecret();
  return db.runTransaction(async (transaction) => {
    const data = (await transaction.get(link)).data();
    if (!data) return { refused: /** @type {const} */ ('unknown') };
    if (data.usedAt) return { refused: /** @type {const} */ ('used') };
    if (data.expiresAt.toDate().getTime() <= now.getTime())
      return { refused: /** @type {const} */ ('expired') };
    const number = String(data.number);
    const contact = (await transaction.get(db.collection(contactsCollection).doc(number))).data();
    if (!contact?.email || emailHash(contact.email) !== data.emailHash)
      return { refused: /** @type {const} */ ('moved') };
    transaction.update(link, { usedAt: now });
    transaction.create(db.collection(sessionsCollection).doc(hashOf(session)), {
      number,
      createdAt: now,
      expiresAt: new Date(now.getTime() + sessionDays * 86_400_000),
    });
    return { number, session };
  });
}

/**
 * The number a session is for, while it lasts.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} session the cookie's value
 * @param {Date} now
 * @returns {Promise<string | undefined>}
 */
export async function sessionNumber(db, session, now) {
  if (!isSecret(session)) return undefined;
  const data = (await db.collection(sessionsCollection).doc(hashOf(session)).get()).data();
  if (!data || data.expiresAt.toDate().getTime() <= now.getTime()) return undefined;
  return String(data.number);
}

/**
 * Ends a session, or (`everywhere`) every session of its number.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} session
 * @param {{ number: string, everywhere: boolean }} options
 */
export async function endSessions(db, session, { number, everywhere }) {
  const sessions = db.collection(sessionsCollection);
  if (!everywhere) return void (await sessions.doc(hashOf(session)).delete());
  const all = await sessions.where('number', '==', number).get();
  const batch = db.batch();
  for (const doc of all.docs) batch.delete(doc.ref);
  batch.delete(sessions.doc(hashOf(session)));
  await batch.commit();
}
