// The staff console as its Firestore tests serve it, beside each page's module
// (functions/surfaces/console/*.firestore.test.ts): databases of the test file's own on the
// Firestore emulator, the Auth emulator's users, and one member of staff of each role, signed in
// once for the file by a link and a TOTP code (console-server.ts), whose pages a test reads.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, inject } from 'vitest';
import { inviteStaff } from '../console/staff.js';
import type { StaffRole } from '../vocabulary/console.js';
import { type ConsoleServer, consoleServer, type Form, unescaped } from './console-server.js';

/** The members of staff each test file invites: one of each role. */
const staffRolesOf = { reader: ['reader'], keeper: ['keeper'], admin: ['administrator'] } as const;

export type StaffWho = keyof typeof staffRolesOf;

/**
 * A test file's console, named for `name`: its hooks make the databases, invite one member of
 * staff of each role and start the server before the file's tests (then `ready`, given the
 * databases, stores what the tests read), and stop it after.
 */
export function consoleTest(
  name: string,
  ready: (stores: {
    db: FirebaseFirestore.Firestore;
    activity: FirebaseFirestore.Firestore;
  }) => Promise<void> = async () => {},
) {
  process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
  const authHost = inject('authHost');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  const projectId = inject('authProject');
  const app = initializeApp({ projectId }, `console-${name}-${process.pid}`);
  const db = getFirestore(app, `console-${name}-${process.pid}-${Date.now()}`);
  const activity = getFirestore(app, `console-${name}-activity-${process.pid}-${Date.now()}`);
  const auth = getAuth(app);
  const clock = { moment: Date.parse('2026-11-28T10:00:00Z') };
  const now = () => new Date(clock.moment);
  const run = `${name}${process.pid}${Date.now()}`;
  const email = (who: string) => `${who}-${run}@example.org`;
  let server: ConsoleServer | undefined;

  beforeAll(async () => {
    await ready({ db, activity });
    for (const [who, roles] of Object.entries(staffRolesOf))
      await inviteStaff(
        { db, auth },
        { email: email(who), roles: [...roles] as StaffRole[], by: 'test', at: now() },
      );
    server = await consoleServer({
      db,
      activity,
      auth,
      authHost,
      projectId,
      clock: now,
      advance: (ms) => (clock.moment += ms),
    });
  });

  afterAll(async () => {
    server?.close();
    await deleteApp(app);
  });

  /** A request as a browser makes it: its answer's kind and fields, unescaped. */
  async function send(path: string, options: { cookie?: string; form?: Form } = {}) {
    const sent = await (server as ConsoleServer).send(path, options);
    return {
      ...sent,
      field: (field: string) => unescaped(sent.field(field)),
    };
  }

  const cookies = new Map<StaffWho, string>();

  /** A member of staff's session, signed in the first time: the file's later tests carry it on. */
  async function signIn(who: StaffWho) {
    if (!cookies.has(who))
      cookies.set(who, await (server as ConsoleServer).signInWithCode(email(who)));
    return String(cookies.get(who));
  }

  return { db, activity, clock, now, email, send, signIn };
}
