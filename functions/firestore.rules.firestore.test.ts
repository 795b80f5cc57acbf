// The security rules (firestore.rules) on the emulator: no browser, signed in or not, reads or
// writes anything. Seen failing first: with `allow read, write: if true;` every case below fails.
import { readFileSync } from 'node:fs';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';

let environment: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = inject('firestoreHost').split(':');
  environment = await initializeTestEnvironment({
    projectId: `demo-rules-${Date.now()}`,
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
  await environment.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'operators/AB123456'), { surname: 'Example', givenNames: 'Ada' });
    await setDoc(doc(db, 'checkLimits/abc'), { tries: 1 });
  });
});

afterAll(() => environment.cleanup());

const clients = {
  'a visitor': () => environment.unauthenticatedContext().firestore(),
  'a signed-in user, even one claiming to be an administrator': () =>
    environment.authenticatedContext('someone', { admin: true }).firestore(),
};

for (const [who, firestore] of Object.entries(clients))
  describe(who, () => {
    it('cannot read an operator record, list or search the register', async () => {
      const db = firestore();
      await assertFails(getDoc(doc(db, 'operators/AB123456')));
      await assertFails(getDocs(collection(db, 'operators')));
      await assertFails(
        getDocs(query(collection(db, 'operators'), where('surname', '==', 'Example'))),
      );
    });

    it('cannot add, change or delete an operator record', async () => {
      const db = firestore();
      await assertFails(setDoc(doc(db, 'operators/ZZ999999'), { surname: 'Forged' }));
      await assertFails(updateDoc(doc(db, 'operators/AB123456'), { suspended: false }));
      await assertFails(deleteDoc(doc(db, 'operators/AB123456')));
    });

    it('cannot read or reset the try counters, or use any other collection', async () => {
      const db = firestore();
      await assertFails(getDoc(doc(db, 'checkLimits/abc')));
      await assertFails(setDoc(doc(db, 'checkLimits/abc'), { tries: 0 }));
      await assertFails(getDoc(doc(db, 'anything/else')));
      await assertFails(setDoc(doc(db, 'anything/else'), { a: 1 }));
    });
  });
