// Vitest's global setup for the tests that need a real Firestore (`*.firestore.test.ts`): the
// emulator named by FIRESTORE_EMULATOR_HOST (`npm test` and `npm run test:mutation` start one for
// the whole run), else one of its own for this run, stopped afterwards.
import { startFirestoreEmulator } from '../serve/firestore-emulator.mjs';
import { answers } from '../registers/firestore.mjs';

/** @param {import('vitest/node').TestProject} project */
export default async function setup({ provide }) {
  const given = process.env.FIRESTORE_EMULATOR_HOST;
  if (given) {
    // Given one, use it, waiting while it is busy: another emulator beside a busy one (a JVM
    // each) only makes both slower, as a mutation run's workers found.
    const until = Date.now() + 60_000;
    while (!(await answers(given, 5000)))
      if (Date.now() > until)
        throw new Error(
          `FIRESTORE_EMULATOR_HOST is ${given}, where no Firestore emulator answers: start one there, or unset it for the tests to start their own`,
        );
      else await new Promise((resolve) => setTimeout(resolve, 500));
    provide('firestoreHost', given);
    return;
  }
  const emulator = await startFirestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  provide('firestoreHost', emulator.host);
  return () => emulator.stop();
}
