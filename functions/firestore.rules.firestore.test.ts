// The security rules (firestore.rules) on the emulator: no browser, signed in or not, reads or
// writes anything, in the registers' database or the check's `activity` one. Seen failing first:
// with `allow read, write: if true;` every case below fails.
import { trailCollection } from './registers/changes.js';
import { readFileSync } from 'node:fs';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  getFirestore,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { activityDatabase } from './deployment.js';
import { countersCollection } from './counting/limiter.js';
import { photosCollection } from './register.js';
import { reportsCollection } from './reports.js';
import { contactsCollection } from './holders/contacts.js';
import { mailCollection } from './holders/outbox.js';

const [host, port] = inject('firestoreHost').split(':') as [string, string];

/** The `activity` database as the same client sees it, with the same identity. */
function activityOf(db: { app: unknown }, token?: object | 'owner'): Firestore {
  const other = getFirestore(db.app as FirebaseApp, activityDatabase);
  connectFirestoreEmulator(
    other,
    host,
    Number(port),
    token ? { mockUserToken: token as never } : {},
  );
  return other;
}

let environment: RulesTestEnvironment;

beforeAll(async () => {
  const projectId = `demo-rules-${process.pid}-${Date.now()}`;
  const rules = readFileSync('firestore.rules', 'utf8');
  environment = await initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules },
  });
  // The test environment loads the rules into the (default) database; `firebase deploy` gives
  // the `activity` database the same file (firebase.json), and so does this.
  const loaded = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${projectId}/databases/${activityDatabase}:securityRules`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    },
  );
  if (!loaded.ok) throw new Error(`the emulator refused the rules: ${await loaded.text()}`);
  await environment.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'operators/AB123456'), { versions: { 1: { surname: 'Example' } } });
    await setDoc(doc(db, `${photosCollection}/AB123456-1`), { jpeg: 'x' });
    await setDoc(doc(db, `${trailCollection}/operators-AB123456-1`), { by: 'staff@example.com' });
    // The emulator's own key past the rules, as the disabled context uses for the default database.
    const activity = activityOf(db, 'owner');
    await setDoc(doc(activity, `${countersCollection}/abc`), { tries: 1 });
    await setDoc(doc(activity, `${reportsCollection}/r1`), { reporter: 'Pat' });
  });
});

afterAll(() => environment.cleanup());

const administrator = { sub: 'someone', user_id: 'someone', admin: true };
const clients = {
  'a visitor': () => {
    const db = environment.unauthenticatedContext().firestore();
    return { db, activity: activityOf(db) };
  },
  'a signed-in user, even one claiming to be an administrator': () => {
    const db = environment.authenticatedContext('someone', { admin: true }).firestore();
    return { db, activity: activityOf(db, administrator) };
  },
};

for (const [who, firestore] of Object.entries(clients))
  describe(who, () => {
    it('cannot read an operator record or photograph, list or search the register', async () => {
      const { db } = firestore();
      await assertFails(getDoc(doc(db, `${photosCollection}/AB123456-1`)));
      await assertFails(getDoc(doc(db, 'registers/operators')));
      await assertFails(getDoc(doc(db, 'operators/AB123456')));
      await assertFails(getDocs(collection(db, 'operators')));
      await assertFails(
        getDocs(query(collection(db, 'operators'), where('surname', '==', 'Example'))),
      );
    });

    it('cannot add, change or delete an operator record', async () => {
      const { db } = firestore();
      await assertFails(setDoc(doc(db, 'operators/ZZ999999'), { surname: 'Forged' }));
      await assertFails(updateDoc(doc(db, 'operators/AB123456'), { suspended: false }));
      await assertFails(deleteDoc(doc(db, 'operators/AB123456')));
    });

    it('cannot read, list, add to or change the registers’ trail of who changed what', async () => {
      const { db } = firestore();
      await assertFails(getDoc(doc(db, `${trailCollection}/operators-AB123456-1`)));
      await assertFails(getDocs(collection(db, trailCollection)));
      await assertFails(setDoc(doc(db, `${trailCollection}/operators-AB123456-2`), { by: 'x' }));
      await assertFails(deleteDoc(doc(db, `${trailCollection}/operators-AB123456-1`)));
    });

    it('cannot read or reset the try counters, read or send reports, or use any other collection', async () => {
      const { db, activity } = firestore();
      await assertFails(getDoc(doc(activity, `${countersCollection}/abc`)));
      await assertFails(setDoc(doc(activity, `${countersCollection}/abc`), { tries: 0 }));
      await assertFails(getDocs(collection(activity, countersCollection)));
      await assertFails(getDoc(doc(activity, `${reportsCollection}/r1`)));
      await assertFails(getDocs(collection(activity, reportsCollection)));
      await assertFails(setDoc(doc(activity, `${reportsCollection}/r2`), { reporter: 'Forged' }));
      await assertFails(getDoc(doc(db, 'anything/else')));
      await assertFails(setDoc(doc(db, 'anything/else'), { a: 1 }));
      await assertFails(setDoc(doc(activity, 'anything/else'), { a: 1 }));
    });

    it('cannot read, list, add or change a holder’s contact, or the holders’ mail', async () => {
      await environment.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        await setDoc(doc(db, `${contactsCollection}/AB123456`), { email: 'ada@example.com' });
        await setDoc(doc(db, `${mailCollection}/entered:AB123456`), { number: 'AB123456' });
      });
      const { db } = firestore();
      await assertFails(getDoc(doc(db, `${contactsCollection}/AB123456`)));
      await assertFails(getDocs(collection(db, contactsCollection)));
      await assertFails(
        getDocs(query(collection(db, contactsCollection), where('email', '==', 'ada@example.com'))),
      );
      await assertFails(
        setDoc(doc(db, `${contactsCollection}/AB123456`), { email: 'x@example.com' }),
      );
      await assertFails(
        updateDoc(doc(db, `${contactsCollection}/AB123456`), { unsubscribedAt: 1 }),
      );
      await assertFails(deleteDoc(doc(db, `${contactsCollection}/AB123456`)));
      await assertFails(getDoc(doc(db, `${mailCollection}/entered:AB123456`)));
      await assertFails(getDocs(collection(db, mailCollection)));
      await assertFails(setDoc(doc(db, `${mailCollection}/entered:ZZ999999`), { state: 'sent' }));
      await assertFails(deleteDoc(doc(db, `${mailCollection}/entered:AB123456`)));
    });
  });
