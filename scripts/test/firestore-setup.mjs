// Vitest's global setup for the tests that need a real Firestore (`*.firestore.test.ts`): the
// emulator named by FIRESTORE_EMULATOR_HOST when one answers there (`npm test` starts one for the
// whole run), else one of its own for this run, stopped afterwards.
import { answers, startFirestoreEmulator } from '../serve/firestore-emulator.mjs';

/** @param {import('vitest/node').TestProject} project */
export default async function setup({ provide }) {
  const given = process.env.FIRESTORE_EMULATOR_HOST;
  if (given && (await answers(given))) {
    provide('firestoreHost', given);
    return;
  }
  const emulator = await startFirestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  provide('firestoreHost', emulator.host);
  return () => emulator.stop();
}
