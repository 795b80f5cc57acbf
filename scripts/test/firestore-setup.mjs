// Vitest's global setup for the tests that need a real Firestore (`*.firestore.test.ts`), and the
// Auth emulator beside it: each the emulator its variable names (FIRESTORE_EMULATOR_HOST,
// FIREBASE_AUTH_EMULATOR_HOST: `npm test` and `npm run test:mutation` start them for the whole
// run), else one of this run's own, started side by side, named in the environment for the tests
// (and the servers they start), and stopped afterwards.
import { startFirestoreEmulator } from '../serve/firestore-emulator.mjs';
import { authAnswers, startAuthEmulator } from '../serve/auth-emulator.mjs';
import { localProjectId } from '../project.mjs';
import { answers } from '../registers/firestore.mjs';
import { ensureHolderEmails } from '../build/holder-emails.mjs';

/**
 * The emulator `variable` names, once it answers, else one of its own.
 * @param {'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'} variable
 * @param {string} what
 * @param {(host: string, timeoutMs: number) => Promise<boolean>} answering
 * @param {() => Promise<{ host: string, stop: () => Promise<void> }>} start
 * @returns {Promise<{ host: string, stop: () => Promise<void> }>}
 */
async function emulator(variable, what, answering, start) {
  const given = process.env[variable];
  if (!given) {
    const own = await start();
    process.env[variable] = own.host;
    return own;
  }
  // Given one, use it, waiting while it is busy: another emulator beside a busy one only makes
  // both slower, as a mutation run's workers found.
  const until = Date.now() + 60_000;
  while (!(await answering(given, 5000)))
    if (Date.now() > until)
      throw new Error(
        `${variable} is ${given}, where no ${what} answers: start one there, or unset it for the tests to start their own`,
      );
    else await new Promise((resolve) => setTimeout(resolve, 500));
  return { host: given, stop: async () => {} };
}

/** @param {import('vitest/node').TestProject} project */
export default async function setup({ provide }) {
  const started = await Promise.allSettled([
    emulator('FIRESTORE_EMULATOR_HOST', 'Firestore emulator', answers, startFirestoreEmulator),
    emulator('FIREBASE_AUTH_EMULATOR_HOST', 'Auth emulator', authAnswers, startAuthEmulator),
    // The holders' emails' words, as the build writes them (functions/holders/emails.js).
    ensureHolderEmails().then(() => ({ host: '', stop: async () => {} })),
  ]);
  const running = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stop = async () => {
    await Promise.all(running.map((one) => one.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const [firestore, auth] = /** @type {{ host: string }[]} */ (running);
  running.pop();
  provide('firestoreHost', /** @type {{ host: string }} */ (firestore).host);
  provide('authHost', /** @type {{ host: string }} */ (auth).host);
  // The one project the Auth emulator answers sign-in links for (the portal's tests sign in on it).
  provide('authProject', localProjectId);
  return stop;
}
