// The function's request handler: the Cloud Function's body (functions/index.js), and what
// `npm start` and the tests mount where firebase.json's rewrites point. Each public surface
// (functions/surfaces/: the checks and the report, the finder and the providers' pages) registers
// its routes from the one route table (functions/vocabulary/paths.js) on a router (Hono, run on Node's
// request and response); this module gives them what they share (the registers, the answer
// pages, the deadline, the keys) and refuses to start unless every route of the table is answered.
import { getRequestListener } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { createRenderer } from './answers.js';
import { createCatalogue } from './catalogue.js';
import { createLimiter } from './limiter.js';
import { instructorRegister, providerRegister } from './providers.js';
import { checkLimits } from './vocabulary/limits.js';
import { routes } from './vocabulary/paths.js';
import { createReceipts, generateReceiptKey, issuerOf } from './receipts.js';
import { apiSurface } from './surfaces/api.js';
import { crewSurface } from './surfaces/crew.js';
import { createEmployerChecks } from './surfaces/employer-checks.js';
import { checksSurface } from './surfaces/checks.js';
import { receiptsSurface } from './surfaces/receipts.js';
import { finderSurface, registerCheckMs } from './surfaces/finder.js';
import { createRouter } from './surfaces/router.js';

/** The mark of an answer a surface sent on Node's response itself, with its own headers. */
const alreadySent = [...RESPONSE_ALREADY_SENT.headers.keys()][0] ?? 'x-hono-already-sent';

/** How long Firestore may take before the visitor is told the check is unavailable. */
export const defaultDeadlineMs = 2000;

/** @typedef {import('./providers.js').ProviderVersion} ProviderVersion */
/** @typedef {import('./providers.js').InstructorVersion} InstructorVersion */

/**
 * The function's copies of the providers' and instructors' registers (functions/catalogue.js),
 * which the finder searches and a check's match names providers from.
 * @param {import('firebase-admin/firestore').Firestore} db
 */
export function createCatalogues(db) {
  return {
    /** @type {ReturnType<typeof createCatalogue<ProviderVersion>>} */
    providers: createCatalogue({ db, register: providerRegister, checkMs: registerCheckMs }),
    /** @type {ReturnType<typeof createCatalogue<InstructorVersion>>} */
    instructors: createCatalogue({ db, register: instructorRegister, checkMs: registerCheckMs }),
  };
}

/**
 * Whether a Firestore project is one only an emulator serves (Firebase reserves `demo-`).
 * @param {import('firebase-admin/firestore').Firestore} db
 */
export function isDemonstrationProject(db) {
  try {
    // The SDK's `projectId` (not in its typings): it throws before the project is known.
    return /** @type {{ projectId: string }} */ (/** @type {unknown} */ (db)).projectId.startsWith(
      'demo-',
    );
  } catch {
    return false;
  }
}

/**
 * @typedef {{
 *   db: import('firebase-admin/firestore').Firestore,
 *   activity: import('firebase-admin/firestore').Firestore,
 *   answers: { pages: Record<string, string>, headers: Record<string, string>, policies?: Record<string, string>, siteUrl?: string },
 *   render: ReturnType<typeof createRenderer>,
 *   catalogues: ReturnType<typeof createCatalogues>,
 *   allowDemonstration: boolean,
 *   counterKey: string | Buffer,
 *   referenceKey: string | Buffer,
 *   now: () => Date,
 *   deadlineMs: number,
 *   limits: typeof checkLimits,
 *   limiter: import('./limiter.js').Limiter,
 *   log: (entry: Record<string, unknown>) => void,
 *   receipts: Promise<Awaited<ReturnType<typeof createReceipts>>>,
 * }} SurfaceContext what every surface is given (`limiter`: the instance's one count of tries,
 *   whichever surface they come in by; `receipts`: the signer of the receipts and the keys it
 *   publishes)
 */

/**
 * The handler.
 * @param {{
 *   db: import('firebase-admin/firestore').Firestore,
 *   activity: import('firebase-admin/firestore').Firestore,
 *   answers: { pages: Record<string, string>, headers: Record<string, string>, policies?: Record<string, string>, siteUrl?: string },
 *   counterKey: string | Buffer,
 *   referenceKey: string | Buffer,
 *   receiptKeys?: string,
 *   now?: () => Date,
 *   deadlineMs?: number,
 *   registerCheckMs?: number,
 *   limits?: typeof checkLimits,
 *   log?: (entry: Record<string, unknown>) => void,
 *   webhookSigningKey?: string | Buffer,
 *   resolve?: import('./webhook-address.js').Resolve,
 * }} options `db`: the registers (read only); `activity`: the try counters and the reports;
 *   `webhookSigningKey`: what the accounts' webhook secrets are derived from (without it, the
 *   API's test and redelivery of a notice answer 503); `resolve`: how a webhook's address is
 *   looked up (the system's resolver unless a test stands in another)
 * @returns {(request: import('./surfaces/router.js').Request, response: import('./surfaces/router.js').Response) => Promise<void>}
 */
export function createCheckHandler({
  db,
  activity,
  answers,
  counterKey,
  referenceKey,
  receiptKeys,
  now = () => new Date(),
  deadlineMs = defaultDeadlineMs,
  registerCheckMs: checkMs = registerCheckMs,
  limits = checkLimits,
  log = (entry) => console.log(JSON.stringify(entry)),
  webhookSigningKey,
  resolve,
}) {
  if (!counterKey || !referenceKey)
    throw new Error('The check needs its keys: CHECK_COUNTER_KEY and CHECK_REFERENCE_KEY');
  const allowDemonstration = isDemonstrationProject(db);
  // The receipts' signer, made once: a bad key fails every answer that needs it, loudly.
  // On an emulator's project, a key of its own when none is given (its receipts verify against
  // this instance's published keys); a real project must be given the scheme's.
  if (!receiptKeys && !allowDemonstration)
    throw new Error('The check needs its receipts’ key: RECEIPT_SIGNING_KEYS');
  const receipts = (
    receiptKeys
      ? Promise.resolve(receiptKeys)
      : generateReceiptKey().then((key) => JSON.stringify({ keys: [key] }))
  ).then((keys) =>
    createReceipts(keys, {
      issuer: issuerOf(answers.siteUrl, { demonstration: allowDemonstration }),
      demonstration: allowDemonstration,
    }),
  );
  receipts.catch((error) => log({ error: 'receipt-keys', message: error.message }));
  /** @type {SurfaceContext} */
  const context = {
    db,
    activity,
    answers,
    render: createRenderer(answers.pages),
    catalogues: createCatalogues(db),
    allowDemonstration,
    counterKey,
    referenceKey,
    now,
    deadlineMs,
    limits,
    limiter: createLimiter({ db: activity, key: counterKey, limits }),
    log,
    receipts,
  };
  const app = createRouter();
  // Every answer carries the site's security headers, through Hosting or at the function's own
  // address: a page of the site has them already (answering.js); the API's JSON, the published
  // keys and a refusal get them here, with a policy that lets them run and frame nothing.
  const everyAnswer = {
    ...answers.headers,
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  };
  app.use('*', async (c, next) => {
    await next();
    if (c.res.headers.has(alreadySent)) return;
    for (const [name, value] of Object.entries(everyAnswer))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
  // The employers' accounts, their quota and their checks: one for the API and the crew check.
  const employers = createEmployerChecks({ ...context, checkMs });
  const surfaces = {
    checks: checksSurface(context),
    finder: finderSurface(context),
    api: apiSurface({ ...context, employers, webhooks: { webhookSigningKey, resolve } }),
    crew: crewSurface({ ...context, employers }),
    receipts: receiptsSurface(context),
  };
  for (const surface of Object.values(surfaces))
    app.route(
      '/',
      /** @type {import('./surfaces/router.js').Router} */ (/** @type {unknown} */ (surface)),
    );
  const answered = new Set(app.routes.map((route) => route.path));
  const missing = Object.values(routes).filter((route) => !answered.has(route.path));
  if (missing.length)
    throw new Error(`No surface answers ${missing.map((route) => route.path).join(', ')}`);
  // A path outside the table never reaches the function through Hosting; called directly, it
  // gets a plain refusal that no cache keeps.
  app.notFound(
    () =>
      new Response('Not found.\n', {
        status: 404,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Robots-Tag': 'noindex',
        },
      }),
  );
  // The platform's own Request and Response, not the adapter's stand-ins: nothing else in the
  // process sees a global changed, and a HEAD (which Hono answers as a GET without its body)
  // keeps the mark of an answer a surface already sent.
  const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false });
  return async (request, response) => {
    await listener(request, response);
  };
}

export { maxBodyBytes, personRegisters } from './surfaces/checks.js';
export { endingWithinDays } from './vocabulary/statuses.js';
export { checkFunction } from './deployment.js';
export { checkLimits } from './vocabulary/limits.js';
export { checkPath, instructorCheckPath, reportPath } from './vocabulary/paths.js';
