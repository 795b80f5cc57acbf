// The scheme's staff: who may sign in to the staff console and in which roles
// (functions/vocabulary/console.js). The first administrator is invited from the command line
// (`npm run staff -- invite EMAIL --role administrator`); administrators invite and remove
// colleagues. Each person is a Firebase Authentication user (made on invitation, so the sign-in
// link finds them) and a document of `staffPeople` by the user's id, which every request of the
// console reads: a person removed is refused at once, whatever session they hold. Every change is
// kept in `staffPeopleChanges`, naming who made it.
import { FieldValue } from 'firebase-admin/firestore';
import { emailKey, isEmail, userOf } from '../portal/people.js';
import { staffRoles } from '../vocabulary/console.js';

export const staffCollection = 'staffPeople';
export const staffChangesCollection = 'staffPeopleChanges';

/**
 * @typedef {{
 *   uid: string, email: string, roles: import('../vocabulary/console.js').StaffRole[],
 *   invitedBy: string, invitedAt: Date, removedAt?: Date, removedBy?: string,
 *   secondFactor?: { sealed: string, enrolledAt: Date }, lastStep?: number,
 *   secondFactorSessions?: string[], pendingSecondFactor?: string, sessionsEndedAt?: number,
 *   sessions?: string[],
 * }} StaffPerson
 * One of the scheme's staff as stored: the second factor's fields as a provider's person's
 * (functions/portal/people.js), which every member of staff signs in with.
 */

/**
 * The roles as typed (comma- or space-separated), checked: the roles, or the problem.
 * @param {string | readonly string[]} typed
 * @returns {{ roles: import('../vocabulary/console.js').StaffRole[] } | { problem: string }}
 */
export function readStaffRoles(typed) {
  const words = (typeof typed === 'string' ? typed.split(/[\s,]+/) : typed).filter(Boolean);
  const unknown = words.filter(
    (word) => !(/** @type {readonly string[]} */ (staffRoles).includes(word)),
  );
  if (!words.length) return { problem: `name at least one role: ${staffRoles.join(', ')}` };
  if (unknown.length)
    return { problem: `"${unknown.join(', ')}" is not a role: ${staffRoles.join(', ')}` };
  return { roles: staffRoles.filter((role) => words.includes(role)) };
}

/**
 * The member of staff signed in as `uid`, if they are one and not removed.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} uid
 * @returns {Promise<StaffPerson | undefined>}
 */
export async function staffPersonOf(db, uid) {
  const snapshot = await db.collection(staffCollection).doc(uid).get();
  const person = /** @type {StaffPerson | undefined} */ (snapshot.data());
  return person && !person.removedAt ? person : undefined;
}

/**
 * The staff, not removed, by email.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @returns {Promise<StaffPerson[]>}
 */
export async function staffPeople(db) {
  const snapshot = await db.collection(staffCollection).get();
  return snapshot.docs
    .map((doc) => /** @type {StaffPerson} */ (doc.data()))
    .filter((person) => !person.removedAt)
    .sort((a, b) => a.email.localeCompare(b.email));
}

/**
 * Invites `email` as one of the staff with `roles`, or gives a member of staff those roles.
 * @param {{ db: import('firebase-admin/firestore').Firestore, auth: import('firebase-admin/auth').Auth }} stores
 * @param {{ email: string, roles: import('../vocabulary/console.js').StaffRole[], by: string, at: Date }} invitation
 * @returns {Promise<{ person?: StaffPerson, problem?: string, action?: 'invited' | 'roles' }>}
 */
export async function inviteStaff({ db, auth }, { email: typed, roles, by, at }) {
  const email = emailKey(typed);
  if (!isEmail(email)) return { problem: `"${typed}" is not an email address` };
  if (!roles.length) return { problem: `name at least one role: ${staffRoles.join(', ')}` };
  const user = await userOf(auth, email);
  const ref = db.collection(staffCollection).doc(user.uid);
  return db.runTransaction(async (transaction) => {
    const stored = /** @type {StaffPerson | undefined} */ ((await transaction.get(ref)).data());
    const action = stored && !stored.removedAt ? 'roles' : 'invited';
    const kept = action === 'roles' && stored;
    /** @type {StaffPerson} */
    const person = {
      // A member of staff given other roles keeps their second factor and sessions.
      ...(kept ? stored : {}),
      uid: user.uid,
      email,
      roles,
      invitedBy: kept ? stored.invitedBy : by,
      invitedAt: kept ? stored.invitedAt : at,
    };
    transaction.set(ref, person);
    transaction.create(db.collection(staffChangesCollection).doc(), {
      at,
      by,
      action,
      email,
      roles,
    });
    return { person, action };
  });
}

/**
 * Removes one of the staff: their document says so (every request of theirs is refused from now
 * on) and every session they hold is revoked.
 * @param {{ db: import('firebase-admin/firestore').Firestore, auth: import('firebase-admin/auth').Auth }} stores
 * @param {{ email: string, by: string, at: Date }} removal
 * @returns {Promise<{ removed?: StaffPerson, problem?: string }>}
 */
export async function removeStaff({ db, auth }, { email: typed, by, at }) {
  const email = emailKey(typed);
  const found = await db.collection(staffCollection).where('email', '==', email).get();
  const doc = found.docs.find((each) => !each.get('removedAt'));
  if (!doc) return { problem: `${email} is not one of the scheme’s staff` };
  const batch = db.batch();
  batch.update(doc.ref, {
    removedAt: at,
    removedBy: by,
    secondFactorSessions: FieldValue.delete(),
    sessions: FieldValue.delete(),
  });
  batch.create(db.collection(staffChangesCollection).doc(), {
    at,
    by,
    action: 'removed',
    email,
  });
  await batch.commit();
  await auth.revokeRefreshTokens(doc.id);
  return { removed: /** @type {StaffPerson} */ (doc.data()) };
}
