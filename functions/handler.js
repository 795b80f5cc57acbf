// The functions' request handler: the body of each Cloud Function that answers requests
// (functions/index.js: the check's and the portal's), and what `npm start` and the tests mount
// where firebase.json's rewrites point. It makes once what every route is given
// (functions/surfaces/context.js: the registers' copies, the answer pages, the limiter, the
// employers' accounts, the keys), puts it on Hono's context, mounts the router of each surface of
// the function it serves (functions/surfaces/: the checks and the report, the finder and the
// providers' pages, the crew check, the employers' API, the receipts for the check; the providers'
// portal for the portal; all of them for `npm start` and the tests), and refuses to start unless
// every route of that function in the one route table (functions/vocabulary/paths.js) is answered,
// and none of another's.
import { getRequestListener } from '@hono/node-server';
import { createRenderer } from './answers.js';
import { createCatalogue } from './catalogue.js';
import { EmployerChecks } from './employers/employer-checks.js';
import { Limiter } from './counting/limiter.js';
import { instructorRegister, providerRegister } from './providers.js';
import { createReceipts, generateReceiptKey, issuerOf } from './receipts.js';
import { apiSurface } from './surfaces/api/index.js';
import { checksSurface } from './surfaces/checks/index.js';
import { consoleSurface } from './surfaces/console/index.js';
import { cardSurface } from './surfaces/card/index.js';
import { crewSurface } from './surfaces/crew/index.js';
import { finderSurface, registerCheckMs } from './surfaces/finder/index.js';
import { portalSurface } from './surfaces/portal/index.js';
import { receiptsSurface } from './surfaces/receipts/index.js';
import { emailsSurface } from './surfaces/emails/index.js';
import { identityOf } from './portal/identity.js';
import { createRouter } from './surfaces/router.js';
import { checkLimits } from './vocabulary/limits.js';
import { functionOf, routes, routesOf } from './vocabulary/paths.js';

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
 *   auth?: import('firebase-admin/auth').Auth,
 *   portalSecretKey?: string,
 *   webApiKey?: string,
 *   serves?: Serves,
 * }} HandlerOptions `db`: the registers (read only for the check); `activity`: the try counters and
 *   the reports; `webhookSigningKey`: what the accounts' webhook secrets are derived from (without
 *   it, the API's test and redelivery of a notice answer 503); `resolve`: how a webhook's address
 *   is looked up (the system's resolver unless a test stands in another); `auth`,
 *   `portalSecretKey`, `webApiKey`: what the portal signs people in with (functions/portal/
 *   identity.js reads the web API key from the environment when none is given); `serves`: the
 *   function whose routes it answers (`all` unless told)
 */

/**
 * The function a handler serves: one of the Cloud Functions (functions/deployment.js), or, for
 * `npm start` and the tests, where one handler stands in for both, `all`.
 * @typedef {import('./deployment.js').FunctionName | 'all'} Serves
 */

/**
 * The receipts' signer, made once: a bad key fails every answer that needs it, loudly. On an
 * emulator's project, a key of its own when none is given (its receipts verify against this
 * instance's published keys); a real project must be given the scheme's.
 * @param {{ receiptKeys?: string, siteUrl?: string, demonstration: boolean, log: (entry: Record<string, unknown>) => void }} options
 */
function receiptsOf({ receiptKeys, siteUrl, demonstration, log }) {
  if (!receiptKeys && !demonstration)
    throw new Error('The check needs its receipts’ key: RECEIPT_SIGNING_KEYS');
  const receipts = (
    receiptKeys
      ? Promise.resolve(receiptKeys)
      : generateReceiptKey().then((key) => JSON.stringify({ keys: [key] }))
  ).then((keys) =>
    createReceipts(keys, { issuer: issuerOf(siteUrl, { demonstration }), demonstration }),
  );
  receipts.catch((error) => log({ error: 'receipt-keys', message: error.message }));
  return receipts;
}

/**
 * What every route is given, made once.
 * @param {HandlerOptions} options
 * @returns {import('./surfaces/context.js').SurfaceContext}
 */
export function createContext({
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
  auth,
  portalSecretKey,
  webApiKey,
}) {
  if (!counterKey || !referenceKey)
    throw new Error('The check needs its keys: CHECK_COUNTER_KEY and CHECK_REFERENCE_KEY');
  const allowDemonstration = isDemonstrationProject(db);
  const receipts = receiptsOf({
    receiptKeys,
    siteUrl: answers.siteUrl,
    demonstration: allowDemonstration,
    log,
  });
  const limiter = new Limiter({ db: activity, key: counterKey, limits });
  const given = { db, activity, referenceKey, allowDemonstration, receipts, limiter, limits, log };
  const catalogues = createCatalogues(db);
  return {
    ...given,
    answers,
    render: createRenderer(answers.pages),
    catalogues,
    counterKey,
    now,
    deadlineMs,
    // The employers' accounts, their quota and their checks: one for the API and the crew check.
    employers: new EmployerChecks({
      ...given,
      checkMs,
      providerName: async () => {
        const { records } = await catalogues.providers.get();
        return (number) => records.get(number)?.name ?? number;
      },
    }),
    webhooks: { webhookSigningKey, resolve },
    portal: portalOf({ auth, portalSecretKey, webApiKey, allowDemonstration }),
  };
}

/**
 * What the providers' portal signs people in with: the Admin SDK's Authentication, the Identity
 * Toolkit that sends and takes sign-in links, and the key that seals second factors. None without
 * Authentication (the portal then answers that it is not available); on a demonstration project,
 * a key of its own when none is given.
 * @param {{ auth?: import('firebase-admin/auth').Auth, portalSecretKey?: string, webApiKey?: string, allowDemonstration: boolean }} options
 */
function portalOf({ auth, portalSecretKey, webApiKey, allowDemonstration }) {
  if (!auth) return undefined;
  const secretKey =
    portalSecretKey ?? (allowDemonstration ? 'demonstration portal key' : undefined);
  if (!secretKey) throw new Error('The portal needs its key: PORTAL_SECRET_KEY');
  return { auth, identity: identityOf({ apiKey: webApiKey }), secretKey };
}

/** Each surface's router, by the name the route table gives it (`surface`). */
const surfaces = {
  checks: checksSurface,
  finder: finderSurface,
  api: apiSurface,
  crew: crewSurface,
  receipts: receiptsSurface,
  portal: portalSurface,
  console: consoleSurface,
  emails: emailsSurface,
  card: cardSurface,
};

/**
 * Why an app that serves `serves` cannot start, if it cannot: a route of its own that no surface
 * answers, or another function's route that one does (its requests would reach this function's
 * account if Hosting or a caller sent them here).
 * @param {Serves} serves
 * @param {Set<string>} answered the paths the app's routes and middleware are registered at
 */
export function startProblems(serves, answered) {
  const missing = routesOf(serves).filter((route) => !answered.has(route.path));
  if (missing.length) return `No surface answers ${missing.map((route) => route.path).join(', ')}`;
  const others = Object.values(routes).filter(
    (route) => serves !== 'all' && functionOf(route) !== serves && answered.has(route.path),
  );
  if (others.length)
    return `The ${serves} function answers ${others.map((route) => `${route.path} (the ${functionOf(route)} function’s)`).join(', ')}`;
  return undefined;
}

/**
 * The function's router: the routes of every surface of the function it serves mounted, each
 * given the context, and every answer with the site's security headers; it refuses to start
 * unless every route of that function is answered, and none of another's.
 * @param {import('./surfaces/context.js').SurfaceContext} context
 * @param {{ serves?: Serves }} [options] `serves`: the function whose routes it answers (`all`
 *   unless told: `npm start` and the tests)
 */
export function createApp(context, { serves = 'all' } = {}) {
  // A page of the site has the site's headers already (answering.js); the API's JSON, the
  // published keys and a refusal get them here, with a policy that lets them run and frame
  // nothing: through Hosting or at the function's own address.
  const everyAnswer = {
    ...context.answers.headers,
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  };
  const app = createRouter();
  app.use('*', async (c, next) => {
    c.set('context', context);
    await next();
    for (const [name, value] of Object.entries(everyAnswer))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
  // Only the surfaces of the function's own routes: the check's function has no portal to answer
  // with, whatever reaches it.
  const names = new Set(routesOf(serves).map((route) => route.surface));
  for (const [name, surface] of Object.entries(surfaces))
    if (names.has(name))
      app.route('/', /** @type {import('./surfaces/router.js').Router} */ (surface()));
  const problem = startProblems(serves, new Set(app.routes.map((route) => route.path)));
  if (problem) throw new Error(problem);
  // A path outside the table, or another function's, never reaches the function through Hosting;
  // called directly, it gets a plain refusal that no cache keeps.
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
  return app;
}

/**
 * The handler, on Node's request and response.
 * @param {HandlerOptions} options
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => Promise<void>}
 */
export function createCheckHandler(options) {
  const app = createApp(createContext(options), { serves: options.serves });
  // The adapter's light Request and Response in place of the platform's (its default): a page
  // made as a string is written as one, not read back through a web stream. With the platform's,
  // a malformed check took 0.8 ms against 0.55 ms before the surfaces returned a Response
  // (docs/decisions.md, "Surfaces on a router").
  const listener = getRequestListener(app.fetch, { overrideGlobalObjects: true });
  return async (request, response) => {
    await listener(request, response);
  };
}

export { maxBodyBytes, personRegisters } from './surfaces/checks/index.js';
export { endingWithinDays } from './vocabulary/statuses.js';
export { checkFunction, portalFunction } from './deployment.js';
export { checkLimits } from './vocabulary/limits.js';
export { checkPath, instructorCheckPath, reportPath } from './vocabulary/paths.js';
