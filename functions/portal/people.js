// A provider's people: who may sign in to the portal for which provider, and in which roles
// (functions/vocabulary/portal.js). The scheme's staff invite a provider's first administrator from
// the command line; an administrator invites and removes colleagues in the portal. Each person is
// a Firebase Authentication user (made on invitation, so the sign-in link finds them) and a
// document of `providerPeople` by the user's id, which every request of the portal reads: a
// person removed is refused at once, whatever session they hold. Every change is kept in
// `providerPeopleChanges`, naming who made it.
import { FieldValue } from 'firebase-admin/firestore';
import { emailPattern, maxEmailLength } from '../vocabulary/emails.js';
import { portalRoles } from '../vocabulary/portal.js';

export const peopleCollection = 'providerPeople';
export const peopleChangesCollection = 'providerPeopleChanges';

/**
 * @typedef {{
 *   uid: string, email: string, provider: string, roles: import('../vocabulary/portal.js').PortalRole[],
 *   invitedBy: string, invitedAt: Date, removedAt?: Date, removedBy?: string,
 *   secondFactor?: { sealed: string, enrolledAt: Date }, lastStep?: number,
 *   secondFactorSessions?: string[], pendingSecondFactor?: string, sessionsEndedAt?: number,
 *   sessions?: string[],
 * }} Person
 * A provider's person as stored: `secondFactor`, their TOTP secret sealed (second-factor.js);
 * `lastStep`, the last code's time step (a code is never taken twice); `secondFactorSessions`,
 * the sessions (by their cookies' hashes) that passed the second factor;
 * `sessionsEndedAt`: the second (Unix time) up to which every session was ended by a sign-out;
 * `sessions`: the sessions (by their cookies' hashes) made at the portal's door since the last
 * sign-out, so that a session made at another door (the staff console's) opens nothing here.
 */

/** An email address as Firebase keeps it: trimmed, lower case. */
export const emailKey = (/** @type {string} */ email) => email.trim().toLowerCase();

/** Whether a text is an email address a link can be sent to, as the registers' files take one. */
export const isEmail = (/** @type {string} */ email) =>
  email.length <= maxEmailLength && emailPattern.test(email);

/**
 * The roles as typed (comma- or space-separated), checked: the roles, or the problem.
 * @param {string | readonly string[]} typed
 * @returns {{ roles: import('../vocabulary/portal.js').PortalRole[] } | { problem: string }}
 */
export function readRoles(typed) {
  const words = (typeof typed === 'string' ? typed.split(/[\s,]+/) : typed).filter(Boolean);
  const unknown = words.filter(
    (word) => !(/** @type {readonly string[]} */ (portalRoles).includes(word)),
  );
  if (!words.length) return { problem: `name at least one role: ${portalRoles.join(', ')}` };
  if (unknown.length)
    return { problem: `"${unknown.join(', ')}" is not a role: ${portalRoles.join(', ')}` };
  return {
    roles: portalRoles.filter((role) => words.includes(role)),
  };
}

/**
 * The person signed in as `uid`, if they are one of a provider's people and not removed.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} uid
 * @returns {Promise<Person | undefined>}
 */
export async function personOf(db, uid) {
  const snapshot = await db.collection(peopleCollection).doc(uid).get();
  const person = /** @type {Person | undefined} */ (snapshot.data());
  return person && !person.removedAt ? person : undefined;
}

/**
 * A provider's people, not removed, by email.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} provider
 * @returns {Promise<Person[]>}
 */
export async function peopleOf(db, provider) {
  const snapshot = await db.collection(peopleCollection).where('provider', '==', provider).get();
  return snapshot.docs
    .map((doc) => /** @type {Person} */ (doc.data()))
    .filter((person) => !person.removedAt)
    .sort((a, b) => a.email.localeCompare(b.email));
}

/**
 * The Authentication user of an address, made if there is none.
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {string} email
 */
export async function userOf(auth, email) {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code !== 'auth/user-not-found') throw error;
    return auth.createUser({ email, emailVerified: false });
  }
}

/**
 * Invites `email` as one of `provider`'s people with `roles`, or gives a person of the same
 * provider those roles. A person of another provider is refused: an address signs in for one.
 * @param {{ db: import('firebase-admin/firestore').Firestore, auth: import('firebase-admin/auth').Auth }} stores
 * @param {{ provider: string, email: string, roles: import('../vocabulary/portal.js').PortalRole[], by: string, at: Date }} invitation
 * @returns {Promise<{ person?: Person, problem?: string, action?: 'invited' | 'roles' }>}
 */
export async function invitePerson({ db, auth }, { provider, email: typed, roles, by, at }) {
  const email = emailKey(typed);
  if (!isEmail(email)) return { problem: `"${typed}" is not an email address` };
  const user = await userOf(auth, email);
  const ref = db.collection(peopleCollection).doc(user.uid);
  return db.runTransaction(async (transaction) => {
    const stored = /** @type {Person | undefined} */ ((await transaction.get(ref)).data());
    if (stored && !stored.removedAt && stored.provider !== provider)
      return {
        problem: `${email} already signs in for ${stored.provider}; remove them there first`,
      };
    const action = stored && !stored.removedAt ? 'roles' : 'invited';
    /** @type {Person} */
    const person = {
      uid: user.uid,
      email,
      provider,
      roles,
      invitedBy: action === 'roles' && stored ? stored.invitedBy : by,
      invitedAt: action === 'roles' && stored ? stored.invitedAt : at,
    };
    transaction.set(ref, person);
    transaction.create(db.collection(peopleChangesCollection).doc(), {
      at,
      by,
      action,
      provider,
      email,
      roles,
    });
    return { person, action };
  });
}

/**
 * Removes one of `provider`'s people: their document says so (every request of theirs is refused
 * from now on) and every session they hold is revoked. A person of another provider is not found.
 * @param {{ db: import('firebase-admin/firestore').Firestore, auth: import('firebase-admin/auth').Auth }} stores
 * @param {{ provider: string, email: string, by: string, at: Date }} removal
 * @returns {Promise<{ removed?: Person, problem?: string }>}
 */
export async function removePerson({ db, auth }, { provider, email: typed, by, at }) {
  const email = emailKey(typed);
  const found = await db
    .collection(peopleCollection)
    .where('email', '==', email)
    .where('provider', '==', provider)
    .get();
  const doc = found.docs.find((each) => !each.get('removedAt'));
  if (!doc) return { problem: `${email} is not one of ${provider}’s people` };
  const batch = db.batch();
  batch.update(doc.ref, {
    removedAt: at,
    removedBy: by,
    secondFactorSessions: FieldValue.delete(),
  });
  batch.create(db.collection(peopleChangesCollection).doc(), {
    at,
    by,
    action: 'removed',
    provider,
    email,
  });
  await batch.commit();
  await auth.revokeRefreshTokens(doc.id);
  return { removed: /** @type {Person} */ (doc.data()) };
}
