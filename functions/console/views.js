// Every view of a record by the scheme's staff, kept: who looked at which record and when, in
// `staffViews`. The registers' trail (functions/registers/changes.js) is written only with the
// versions it explains (functions/registers/store.js), in the same transaction; a view changes no
// version, so it is kept beside the trail, and the console's trail reads both (docs/console.md).
export const staffViewsCollection = 'staffViews';

/**
 * @typedef {{ at: Date, by: string, register: string, number: string, what: string }} StaffView
 * A view: when, by whom (their email address), of which record (by register's collection and
 * number), and what was looked at ("record and history").
 */

/**
 * Keeps a view.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {StaffView} view
 */
export const keepView = (db, view) => db.collection(staffViewsCollection).add(view);

/**
 * The views of a register's records (by its collection), oldest first.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @returns {Promise<StaffView[]>}
 */
export async function readViews(db, register) {
  const snapshot = await db
    .collection(staffViewsCollection)
    .where('register', '==', register)
    .get();
  return snapshot.docs
    .map((doc) => /** @type {StaffView} */ ({ ...doc.data(), at: doc.get('at').toDate() }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}
