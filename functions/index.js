// The site's Cloud Functions (2nd gen, in London), behind firebase.json's rewrites of the paths of
// the route table (functions/vocabulary/paths.js), each route to the function it names:
//   - `check`: the checks, the report, the finder and the providers' pages, the crew check, the
//     employers' API and the receipts. It reads the registers in Firestore's (default) database
//     and writes try counters and reports in its `activity` database;
//   - `portal`: the providers' portal (docs/portal.md), which writes the results providers enter,
//     and the register once they are approved, and signs people in with Firebase Authentication.
// Both use the Admin SDK, which the rules (firestore.rules) do not limit; browsers cannot read
// Firestore at all. Each runs as a service account of its own that may only do what it needs
// (functions/deployment.js; docs/decisions.md, "The portal, a function of its own"), and each
// mounts only its own surfaces. `npm run deploy` deploys them with the site.
import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sendNotices } from './watching.js';
import { remindHolders } from './holders/reminders.js';
import { answersFileUrl } from './answers-file.js';
import {
  activityDatabase,
  checkFunctionAccount,
  portalFunction,
  portalFunctionAccount,
} from './deployment.js';
import { checkFunction, createCheckHandler, isDemonstrationProject } from './handler.js';

/** The answer pages the build rendered (scripts/build/check-answers.mjs): both functions' pages. */
const answers = JSON.parse(readFileSync(answersFileUrl, 'utf8'));

// The keys of the counters' ids and of the check references (docs/check-security.md: rotating them).
const counterKey = defineSecret(checkFunctionAccount.secrets.counterKey);
const referenceKey = defineSecret(checkFunctionAccount.secrets.referenceKey);
const receiptKeys = defineSecret(checkFunctionAccount.secrets.receiptKeys);
// What each employer account's webhook secret is derived from: the API's test and redelivery of a
// notice sign with it, as the schedule's notices do; the staff console shows a new secret from it.
const webhookSigningKey = defineSecret(checkFunctionAccount.secrets.webhookSigningKey);
// What seals the portal's second factors' keys (docs/decisions.md, "A second factor").
const portalSecretKey = defineSecret(portalFunctionAccount.secrets.portalSecretKey);
// The mail server the holders' emails go through, with its credentials (functions/holders/).
const smtpUrl = defineSecret(portalFunctionAccount.secrets.smtpUrl);
// The project's web API key, which the portal sends and takes sign-in links with through the
// Identity Toolkit: public (it names the project, it grants nothing), so a parameter, not a
// secret. `firebase deploy` asks for it once and keeps it in functions/.env.PROJECT
// (docs/deploying.md). Not FIREBASE_WEB_API_KEY: Firebase refuses settings named FIREBASE_….
const webApiKey = defineString('WEB_API_KEY', {
  description:
    'The Firebase project’s web API key (Project settings, General): the providers’ portal sends sign-in links with it',
});

const app = initializeApp();

/**
 * What both functions' handlers are made with: the registers, the answer pages and the keys they
 * share. Called at a first request: a secret's value is only there at run time.
 */
const shared = () => ({
  db: getFirestore(app),
  activity: getFirestore(app, activityDatabase),
  answers,
  counterKey: counterKey.value(),
  referenceKey: referenceKey.value(),
  receiptKeys: receiptKeys.value(),
});

/** The handler, made at the first request. */
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
      ...shared(),
      webhookSigningKey: webhookSigningKey.value(),
      // Its own routes only: never the portal's, which write the registers its account only reads.
      serves: checkFunction.name,
    });
    return handler(request, response);
  },
);

/** The portal's handler, made at its first request, as the check's. */
let portalHandler;

export const portal = onRequest(
  {
    region: portalFunction.region,
    // A few at once: a request may bring a file of results with their photographs (Cloud Run
    // takes up to 32 MB), which sharp decodes and re-encodes one by one; the portal's users are
    // the providers' few people, not the public.
    concurrency: 4,
    maxInstances: 5,
    // sharp re-encodes photographs: a decoded camera photograph alone is tens of megabytes.
    memory: '512MiB',
    // A file of 500 results, each photograph checked and re-encoded, in one request.
    timeoutSeconds: 60,
    invoker: 'public',
    serviceAccount: portalFunctionAccount.shorthand,
    secrets: [counterKey, referenceKey, receiptKeys, portalSecretKey, webhookSigningKey, smtpUrl],
  },
  (request, response) => {
    portalHandler ??= createCheckHandler({
      ...shared(),
      auth: getAuth(app),
      portalSecretKey: portalSecretKey.value(),
      // The staff console shows an account its webhook's new signing secret, derived from it.
      webhookSigningKey: webhookSigningKey.value(),
      webApiKey: webApiKey.value(),
      serves: portalFunction.name,
    });
    return portalHandler(request, response);
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

// The holders told as their registrations end (functions/holders/reminders.js): once a day, every
// reminder due sent once, and the events' emails that failed tried again. As the portal's account,
// which writes the emails' trail beside the register; the secrets the emails are made with (the
// unsubscribe links' key, the mail server) reach the run in its environment.
export const reminders = onSchedule(
  {
    schedule: 'every day 07:00',
    timeZone: 'Europe/London',
    region: portalFunction.region,
    timeoutSeconds: 540,
    memory: '512MiB',
    serviceAccount: portalFunctionAccount.shorthand,
    secrets: [portalSecretKey, smtpUrl],
  },
  async () => {
    const run = await remindHolders(getFirestore(app), { now: () => new Date() });
    // Counts only: never an address, never a number.
    console.log(JSON.stringify({ reminders: run }));
  },
);
