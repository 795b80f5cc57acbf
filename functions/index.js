// The site's Cloud Function (2nd gen, in London), behind firebase.json's rewrites of the paths of
// its route table (functions/vocabulary/paths.js): the checks, the report, the finder and the providers'
// pages. It reads the registers in Firestore's (default) database and
// writes try counters and reports in its `activity` database, with the Admin SDK, which the rules
// (firestore.rules) do not limit; browsers cannot read Firestore at all. It runs as a service
// account of its own that may only do that (functions/deployment.js). `npm run deploy` deploys it
// with the site.
import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sendNotices } from './watching.js';
import { answersFileUrl } from './answers-file.js';
import { checkFunctionAccount, activityDatabase } from './deployment.js';
import { checkFunction, createCheckHandler, isDemonstrationProject } from './handler.js';

/** The answer pages the build rendered (scripts/build/check-answers.mjs). */
const answers = JSON.parse(readFileSync(answersFileUrl, 'utf8'));

// The keys of the counters' ids and of the check references (docs/check-security.md: rotating them).
const counterKey = defineSecret(checkFunctionAccount.secrets.counterKey);
const referenceKey = defineSecret(checkFunctionAccount.secrets.referenceKey);
const receiptKeys = defineSecret(checkFunctionAccount.secrets.receiptKeys);
// What each employer account's webhook secret is derived from: the API's test and redelivery of a
// notice sign with it, as the schedule's notices do.
const webhookSigningKey = defineSecret(checkFunctionAccount.secrets.webhookSigningKey);

const app = initializeApp();

/** The handler, made at the first request: a secret's value is only there at run time. */
let handler;

export const check = onRequest(
  {
    region: checkFunction.region,
    // Each instance answers many checks at once: a check is a few short Firestore reads.
    concurrency: 80,
    maxInstances: 10,
    memory: '256MiB',
    timeoutSeconds: 10,
    invoker: 'public',
    serviceAccount: checkFunctionAccount.shorthand,
    secrets: [counterKey, referenceKey, receiptKeys, webhookSigningKey],
  },
  (request, response) => {
    handler ??= createCheckHandler({
      db: getFirestore(app),
      activity: getFirestore(app, activityDatabase),
      answers,
      counterKey: counterKey.value(),
      referenceKey: referenceKey.value(),
      receiptKeys: receiptKeys.value(),
      webhookSigningKey: webhookSigningKey.value(),
    });
    return handler(request, response);
  },
);

// Told when it changes (functions/watching.js): every five minutes, each watched person's standing
// compared with the last told, and every notice due sent to its account's webhook.
export const notices = onSchedule(
  {
    schedule: 'every 5 minutes',
    region: checkFunction.region,
    timeoutSeconds: 120,
    memory: '256MiB',
    serviceAccount: checkFunctionAccount.shorthand,
    secrets: [webhookSigningKey],
  },
  async () => {
    const db = getFirestore(app);
    const activity = getFirestore(app, activityDatabase);
    const sent = await sendNotices({
      db,
      activity,
      now: () => new Date(),
      webhookSigningKey: webhookSigningKey.value(),
      demonstration: isDemonstrationProject(db),
    });
    console.log(JSON.stringify({ notices: sent }));
  },
);
