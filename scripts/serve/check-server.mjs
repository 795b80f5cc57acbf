// The functions as `npm start` and the tests serve them: functions/handler.js, the Cloud
// Functions' own handler, on the Firestore emulator, answering every route of both (the check's
// and the portal's) where firebase.json's rewrites point (the route table,
// functions/vocabulary/paths.js). It reads the answer pages each build writes
// (functions/generated/answers.json) afresh when they change, as scripts/serve/serve.mjs reads
// firebase.json.
//
// In front of it stands what stands in front of the function in production
// (functions/testing/front-end.js, `forwarded`).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { activityDatabase } from '../../functions/deployment.js';
import { createCheckHandler, isDemonstrationProject } from '../../functions/handler.js';
import { sendNotices } from '../../functions/watching.js';
import { answersFile } from '../build/check-answers.mjs';
import { localKeys, localProjectId } from '../project.mjs';

/**
 * A request handler for the check, on the emulator at `host`.
 * @param {string} host FIRESTORE_EMULATOR_HOST
 * @param {{ projectId?: string, limits?: typeof import('../../functions/vocabulary/limits.js').checkLimits, log?: (entry: object) => void, noticesEveryMs?: number, authHost?: string }} [options]
 *   `authHost`: FIREBASE_AUTH_EMULATOR_HOST, the Auth emulator its users sign in on
 *   `noticesEveryMs`: how often to send the watchlists' notices, as the function's schedule does
 *   every five minutes (none when 0)
 *   `limits`: in place of production's (the end-to-end tests raise them for the demonstration records)
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => Promise<void> | undefined}
 */
export function localCheckHandler(
  host,
  { projectId = localProjectId, limits, log, noticesEveryMs = 0, authHost } = {},
) {
  // The Admin SDK finds the emulators through the environment, as in the Functions emulator: set
  // before the app is made, as there.
  process.env.FIRESTORE_EMULATOR_HOST = host;
  if (authHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  // No credentials to find for the emulator: not Google Cloud's metadata server either.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId }, `check-${host}-${projectId}-${Math.random()}`);
  const db = getFirestore(app);
  const activity = getFirestore(app, activityDatabase);
  if (noticesEveryMs > 0)
    setInterval(async () => {
      const sent = await sendNotices({
        db,
        activity,
        now: () => new Date(),
        webhookSigningKey: localKeys.webhookSigningKey,
        demonstration: isDemonstrationProject(db),
        log,
      }).catch((/** @type {Error} */ error) => ({ error: error.message }));
      if (!('queued' in sent) || sent.queued || sent.delivered || sent.failed)
        console.log(`Watchlists' notices: ${JSON.stringify(sent)}`);
    }, noticesEveryMs).unref();
  /** @type {number | undefined} */
  let loaded;
  /** @type {ReturnType<typeof createCheckHandler> | undefined} */
  let handler;
  return (request, response) => {
    if (!existsSync(answersFile)) {
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('The operator check has not been built: run `npm run build`.');
      return;
    }
    const modified = statSync(answersFile).mtimeMs;
    if (modified !== loaded) {
      const answers = JSON.parse(readFileSync(answersFile, 'utf8'));
      // The providers' portal signs people in on the Auth emulator, where one is named.
      const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST ? getAuth(app) : undefined;
      // One handler stands in for both functions (the check's and the portal's): every route.
      handler = createCheckHandler({
        db,
        activity,
        answers,
        ...localKeys,
        // A key of its own unless told one (the end-to-end tests sign stale card codes with theirs:
        // e2e/card-key.ts); never the scheme's: only a `demo-` project is served here.
        receiptKeys: process.env.LOCAL_RECEIPT_SIGNING_KEYS || undefined,
        limits,
        log,
        auth,
        serves: 'all',
      });
      loaded = modified;
    }
    // Made the first time (`loaded` starts undefined), and again whenever the answers change.
    return /** @type {ReturnType<typeof createCheckHandler>} */ (handler)(request, response);
  };
}
