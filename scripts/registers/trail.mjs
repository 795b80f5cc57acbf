// The registers' trail (changes.mjs says what it holds): who is making a change, and reading back a
// record's history and the registers' suspensions. An entry counts once its generation is one
// readers read (`registerChanges` holds a failed run's entries too, never shown).
import os from 'node:os';
import { GoogleAuth } from 'google-auth-library';
import { newestAt, pointerOf, registersCollection } from '../../functions/register.js';
import { trailCollection } from './changes.mjs';

/**
 * @typedef {{ register: string, number: string, generation: number, at: Date, by: string,
 *   action: string, reason: string, changes: { field: string, from: string, to: string }[],
 *   scope?: string }} TrailEntry
 */

/**
 * The account of the Google credentials in use: a service account's email, or the signed-in
 * user's from Google's token information (`gcloud auth application-default login` with the
 * userinfo.email scope); undefined if neither says.
 * @returns {Promise<string | undefined>}
 */
async function googleAccount() {
  const auth = new GoogleAuth({
    scopes: [
      'https://www.googleapis.com/auth/cloud-platform',
      'https://www.googleapis.com/auth/userinfo.email',
    ],
  });
  const fromCredentials = (await auth.getCredentials()).client_email;
  if (fromCredentials) return fromCredentials;
  const client = await auth.getClient();
  const token = (await client.getAccessToken()).token;
  return token && 'getTokenInfo' in client
    ? (await /** @type {any} */ (client).getTokenInfo(token)).email
    : undefined;
}

/**
 * Who is making a change: on a real project, the account of the credentials in use, never what
 * the command is told; on the emulator, `--by`, or this machine's user.
 * @param {{ projectId?: string, emulatorHost?: string }} target
 * @param {string | undefined} by
 * @param {{ account?: () => Promise<string | undefined> }} [options] `account`: how the
 *   credentials' account is found (Google's, unless a test says)
 */
export async function whoIsAsking(target, by, { account = googleAccount } = {}) {
  if (target.emulatorHost) return by?.trim() || `${os.userInfo().username} (on this machine)`;
  if (by !== undefined)
    throw new Error(
      '--by is for the emulator only: on a real project, changes are kept under the account of your Google credentials',
    );
  const who = await account().catch(() => undefined);
  if (!who)
    throw new Error(
      'cannot tell who you are from your Google credentials; sign in with `gcloud auth application-default login` (with the userinfo.email scope) or use a service account',
    );
  return who;
}

/**
 * The register's pointer as readers read it now.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 */
export async function readPointer(db, register) {
  return pointerOf((await db.collection(registersCollection).doc(register).get()).data());
}

/**
 * An entry's document as an entry.
 * @param {FirebaseFirestore.DocumentData} data
 * @returns {TrailEntry}
 */
const entryOf = (data) => /** @type {TrailEntry} */ ({ ...data, at: data.at.toDate() });

/**
 * Whether an entry's generation is one readers read (not abandoned, not beyond the pointer).
 * @param {{ generation: number }} entry
 * @param {{ current: number, abandoned: number[] }} pointer
 */
const counts = ({ generation }, { current, abandoned }) =>
  generation <= current && !abandoned.includes(generation);

/**
 * The trail entries of a register matching `where` (field → value), oldest first, only those of
 * generations readers read.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 * @param {Record<string, string>} where
 * @returns {Promise<TrailEntry[]>}
 */
export async function readTrail(db, register, where = {}) {
  /** @type {FirebaseFirestore.Query} */
  let query = db.collection(trailCollection).where('register', '==', register);
  for (const [field, value] of Object.entries(where)) query = query.where(field, '==', value);
  const [snapshot, pointer] = await Promise.all([query.get(), readPointer(db, register)]);
  return snapshot.docs
    .map((doc) => entryOf(doc.data()))
    .filter((entry) => counts(entry, pointer))
    .sort((a, b) => a.generation - b.generation);
}

/**
 * When each suspended record of a register was suspended, by whom and why: its latest
 * `suspended` (or `withdrawn`) entry.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register
 * @returns {Promise<Map<string, TrailEntry>>}
 */
export async function suspensions(db, register) {
  const entries = await readTrail(db, register);
  /** @type {Map<string, TrailEntry>} */
  const latest = new Map();
  for (const entry of entries)
    if (entry.action === 'suspended' || entry.action === 'withdrawn')
      latest.set(entry.number, entry);
    else if (entry.action !== 'changed') latest.delete(entry.number);
  return latest;
}

/**
 * The whole register as stored: its pointer, and every record's document by number.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} register the register's collection
 */
export async function readWhole(db, register) {
  const [pointer, snapshot] = await Promise.all([
    readPointer(db, register),
    db.collection(register).get(),
  ]);
  /** @type {Map<string, any>} */
  const stored = new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
  return { pointer, stored };
}

/**
 * The newest version of a stored record at the pointer, removed or not.
 * @param {any} data
 * @param {{ current: number, abandoned: number[] }} pointer
 */
export const newestOf = (data, pointer) => newestAt(data, pointer)?.version;
