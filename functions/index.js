// The operator check's Cloud Function (2nd gen, in London), behind firebase.json's rewrite of
// /check/result. It reads Firestore with the Admin SDK, which the rules (firestore.rules) do not
// limit; browsers cannot read Firestore at all. `npm run deploy` deploys it with the site.
import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { checkFunction, createCheckHandler } from './handler.js';

/** The answer pages the build rendered (scripts/build/check-answers.mjs). */
const answers = JSON.parse(
  readFileSync(new URL('./generated/answers.json', import.meta.url), 'utf8'),
);

initializeApp();

export const check = onRequest(
  {
    region: checkFunction.region,
    // Each instance answers many checks at once: a check is one short Firestore read.
    concurrency: 80,
    maxInstances: 10,
    memory: '256MiB',
    timeoutSeconds: 10,
    invoker: 'public',
  },
  createCheckHandler({
    db: getFirestore(),
    answers,
    // The ZZ demonstration records are matched only against the emulator.
    allowDemonstration: Boolean(process.env.FUNCTIONS_EMULATOR),
  }),
);
