// The employers' API as its OpenAPI 3.1 document describes it: each route with the schemas that
// validate its request and describe its answers (schemas.js), the key it takes, every header
// it reads and sends, every error it answers, and the document's own words. The API registers
// these routes (api.js and the modules it mounts); the site's API page is written from the same
// document (content/api.ts), so the page, the document and what the API accepts cannot differ.
// `npm test` lints it with Redocly's recommended rules (functions/surfaces/api-document.test.ts).
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  expiringWithinDays,
  retryMinutes,
  standingEvents,
  testEvent,
  webhookTimeoutMs,
} from '../../vocabulary/notices.js';
import { apiPaths } from '../../vocabulary/paths.js';
import { deliveryRetentionDays, idempotencyHours } from '../../vocabulary/retention.js';
import {
  CheckRecord,
  CheckRequest,
  CheckResponse,
  Deliveries,
  Delivery,
  DeliveryId,
  NoticeHeaders,
  Problem,
  RecordQuery,
  StandingNotice,
  TestNotice,
  Unwatch,
  Watchlist,
  checkRecordRetentionDays,
  maxApiBodyBytes,
  maxPairs,
} from './schemas.js';

export const problemContent = { 'application/problem+json': { schema: Problem } };
export const security = [{ apiKey: [] }];

/**
 * A header, as the document describes it.
 * @param {string} description
 * @param {'string' | 'integer'} [type]
 * @returns {{ description: string, schema: { type: 'string' | 'integer' } }}
 */
const headerOf = (description, type = 'string') => ({ description, schema: { type } });

/** What every answer carries. */
export const requestIdHeader = {
  'Request-Id': headerOf('This answer’s id, made by the API: quote it to the scheme'),
};

/** What every answer that spends the quota carries. */
export const rateLimitHeaders = {
  ...requestIdHeader,
  'RateLimit-Limit': headerOf('The account’s daily quota of pairs', 'integer'),
  'RateLimit-Remaining': headerOf('The pairs left today', 'integer'),
  'RateLimit-Reset': headerOf(
    'Seconds until the quota starts again, at midnight UK time',
    'integer',
  ),
};

/**
 * A problem answer, as the document describes it.
 * @param {string} description
 * @param {Record<string, ReturnType<typeof headerOf>>} [headers]
 */
const problemAnswer = (description, headers = {}) => ({
  description,
  headers: { ...requestIdHeader, ...headers },
  content: problemContent,
});

/** The answers every route with a key may give. */
const keyProblems = {
  400: problemAnswer(
    'The request is not one the API takes (`invalid-request`, each problem named), or a key was sent in the address (`key-in-address`)',
  ),
  401: problemAnswer('No key, or not a live key of an account (`key-missing`)', {
    'WWW-Authenticate': headerOf('Bearer realm="motas"'),
  }),
  403: problemAnswer('The key’s account is not active (`account-inactive`)'),
};

/** The key that opens every route but the document itself. */
const keyed = { security, responses: keyProblems };

export const checkRoute = createRoute({
  method: 'post',
  path: apiPaths.checks,
  operationId: 'checkPeople',
  tags: ['Checks'],
  summary: `Check up to ${maxPairs} people by registration number and surname`,
  description: `Each pair is answered as the web check answers it, counted against the account’s daily quota and against its number’s limit, whichever way the number was tried. Send an Idempotency-Key to make a retry safe: the same key with the same body within ${idempotencyHours} hours gets the first answer again, charged once.`,
  security,
  request: {
    headers: z.object({
      'idempotency-key': z
        .string()
        .min(1)
        .max(255)
        .regex(/^[\x21-\x7e]+$/)
        .optional()
        .openapi({
          example: '6b1d3f0e-9a52-4c8e-8a1e-7f3d2c1b0a99',
          description: `Any text of up to 255 printable characters, new for each check (a UUID, say); kept ${idempotencyHours} hours`,
        }),
    }),
    body: { required: true, content: { 'application/json': { schema: CheckRequest } } },
  },
  responses: {
    200: {
      description:
        'Each pair answered as the web check answers it, with its reference and a signed receipt',
      headers: {
        ...rateLimitHeaders,
        'Idempotent-Replayed': headerOf(
          '`true` when this is the answer to an earlier request with the same Idempotency-Key',
        ),
      },
      content: { 'application/json': { schema: CheckResponse } },
    },
    ...keyProblems,
    409: problemAnswer(
      'A request with the same Idempotency-Key is still being answered (`idempotency-key-in-use`)',
      { 'Retry-After': headerOf('Seconds to wait', 'integer') },
    ),
    413: problemAnswer(`The body is longer than ${maxApiBodyBytes / 1024} KB (\`body-too-large\`)`),
    415: problemAnswer('The body is not JSON (`unsupported-media-type`)'),
    422: problemAnswer(
      'The Idempotency-Key was used with a different request (`idempotency-key-reused`)',
    ),
    429: problemAnswer(
      'The account’s daily quota has no room for the pairs (`quota-spent`), or too many of today’s checks found no match (`no-matches`)',
      { ...rateLimitHeaders, 'Retry-After': headerOf('Seconds to wait', 'integer') },
    ),
    503: problemAnswer('The register did not answer in time (`unavailable`)', {
      'Retry-After': headerOf('Seconds to wait', 'integer'),
    }),
  },
});

export const recordRoute = createRoute({
  method: 'get',
  path: apiPaths.checks,
  operationId: 'listChecks',
  tags: ['Checks'],
  summary: 'The account’s own record of its checks, newest first',
  description: `The account's checks of the last ${checkRecordRetentionDays} days: a page at a time as JSON, or as a CSV file safe to open in a spreadsheet (a cell that would start a formula is written as text). Narrow it by day and by number.`,
  ...keyed,
  request: { query: RecordQuery },
  responses: {
    200: {
      description: 'A page of the record; `Link` gives the next page, where there is one',
      headers: {
        ...requestIdHeader,
        Link: headerOf('`<…>; rel="next"`: the address of the next page, where there is one'),
      },
      content: {
        'application/json': { schema: CheckRecord },
        'text/csv': { schema: z.string() },
      },
    },
    ...keyProblems,
  },
});

export const watchlistRoute = createRoute({
  method: 'get',
  path: apiPaths.watchlist,
  operationId: 'listWatched',
  tags: ['Watching'],
  summary: 'The people the account watches, each with the standing last told',
  ...keyed,
  responses: {
    200: {
      description: 'The watchlist',
      headers: requestIdHeader,
      content: { 'application/json': { schema: Watchlist } },
    },
    ...keyProblems,
  },
});

export const unwatchRoute = createRoute({
  method: 'delete',
  path: apiPaths.watchlist,
  operationId: 'unwatchPerson',
  tags: ['Watching'],
  summary: 'Stop watching a person',
  ...keyed,
  request: { query: Unwatch },
  responses: {
    204: { description: 'No longer watched', headers: requestIdHeader },
    ...keyProblems,
  },
});

export const deliveriesRoute = createRoute({
  method: 'get',
  path: apiPaths.deliveries,
  operationId: 'listDeliveries',
  tags: ['Watching'],
  summary: `The account’s webhook deliveries of the last ${deliveryRetentionDays} days, each attempt logged`,
  ...keyed,
  responses: {
    200: {
      description: 'The delivery log',
      headers: requestIdHeader,
      content: { 'application/json': { schema: Deliveries } },
    },
    ...keyProblems,
  },
});

/** The answers of a route that sends a notice at once. */
const sendingProblems = {
  409: problemAnswer('The account has no webhook address (`no-webhook`)'),
  503: problemAnswer('Notices cannot be sent just now (`unavailable`)'),
};

export const webhookTestRoute = createRoute({
  method: 'post',
  path: apiPaths.webhookTest,
  operationId: 'sendTestNotice',
  tags: ['Watching'],
  summary: 'Send a test notice (webhook.test) to the account’s webhook at once',
  description:
    'Sent, signed, recorded in the delivery log and answered like any notice, but never tried again.',
  ...keyed,
  responses: {
    200: {
      description: 'The delivery, with its one attempt: delivered or failed',
      headers: requestIdHeader,
      content: { 'application/json': { schema: Delivery } },
    },
    ...keyProblems,
    ...sendingProblems,
  },
});

export const redeliverRoute = createRoute({
  method: 'post',
  path: `${apiPaths.deliveries}/{id}/redeliver`,
  operationId: 'redeliverNotice',
  tags: ['Watching'],
  summary: 'Send one of the account’s notices again, at once',
  description:
    'The same body and `webhook-id` (so a receiver can tell a notice it has had), a new timestamp and signature; a new attempt in the delivery’s log. Delivered, the delivery is not tried again; failed, it stays as it was.',
  ...keyed,
  request: { params: DeliveryId },
  responses: {
    200: {
      description: 'The delivery, with the new attempt',
      headers: requestIdHeader,
      content: { 'application/json': { schema: Delivery } },
    },
    ...keyProblems,
    404: problemAnswer('No delivery of the account’s has that id (`not-found`)'),
    ...sendingProblems,
  },
});

/** The notices an account's webhook is sent, by event: what each says, and its schema. */
const notices = /** @type {const} */ ([
  [standingEvents.suspended, 'A watched person was suspended', StandingNotice],
  [standingEvents.expired, 'A watched person’s registration expired', StandingNotice],
  [
    standingEvents.expiring,
    `A watched person’s registration expires within ${expiringWithinDays} days`,
    StandingNotice,
  ],
  [standingEvents.removed, 'A watched person was removed from the register', StandingNotice],
  [standingEvents.current, 'A watched person is current again', StandingNotice],
  [testEvent, 'The account asked for a test notice (`POST /api/v1/webhook/test`)', TestNotice],
]);

/**
 * The notices, as the document's `webhooks`: each POSTed to the account's address, signed as
 * Standard Webhooks sign theirs.
 * @param {OpenAPIHono['openAPIRegistry']} registry
 */
export function registerNotices(registry) {
  for (const [event, summary, schema] of notices)
    registry.registerWebhook({
      method: 'post',
      path: event,
      // registration.suspended → onRegistrationSuspended
      operationId: `on${event.replace(/(?:^|\.)(\w)/g, (_, letter) => letter.toUpperCase())}`,
      tags: ['Watching'],
      summary,
      description: `POSTed to the account’s webhook address (https, port 443, a public address). Verify the signature with the account’s secret and a Standard Webhooks library, and that the timestamp is recent, before trusting it. Any 2xx is delivered; anything else, a redirect included, or no answer within ${webhookTimeoutMs / 1000} seconds, is tried again after ${new Intl.ListFormat('en-GB').format(retryMinutes.map(String))} minutes.`,
      request: {
        headers: NoticeHeaders,
        body: { required: true, content: { 'application/json': { schema } } },
      },
      responses: { 200: { description: 'Any 2xx: delivered' } },
    });
}

/** How a key is sent. */
export const securityScheme = /** @type {const} */ ({
  type: 'http',
  scheme: 'bearer',
  description: 'An account key (motas_…), made by the scheme’s staff, sent as Bearer KEY',
});

/**
 * The document's own words, for the site at `siteUrl`: the API's server, and its terms.
 * @param {string} siteUrl
 */
export const documentInfo = (siteUrl) => ({
  openapi: /** @type {const} */ ('3.1.0'),
  info: {
    title: 'Machine operator registration check: employers’ API',
    version: '1.0.0',
    description:
      'Check operators and instructors on the scheme’s registers, with a daily quota per account. Every answer carries a receipt signed with the scheme’s key, which anyone can verify against the keys published at /.well-known/jwks.json. Every error is problem details (RFC 9457) with a `code` to branch on.',
    license: {
      name: 'Proprietary: for the scheme’s employer accounts, under the site’s terms',
      url: `${siteUrl}/terms`,
    },
  },
  servers: [{ url: siteUrl, description: 'The scheme’s site' }],
  security,
  tags: [
    { name: 'Checks', description: 'Checking people, and the account’s record of its checks' },
    { name: 'Watching', description: 'Being told when a person checked changes' },
  ],
});

/** Every route of the document, in the order the page lists them. */
export const apiRoutes = [
  checkRoute,
  recordRoute,
  watchlistRoute,
  unwatchRoute,
  deliveriesRoute,
  webhookTestRoute,
  redeliverRoute,
];

/**
 * The API's OpenAPI 3.1 document, as the site at `siteUrl` serves it.
 * @param {string} siteUrl
 * @returns {ReturnType<OpenAPIHono['getOpenAPI31Document']>}
 */
export function apiDocument(siteUrl) {
  const app = new OpenAPIHono();
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', securityScheme);
  for (const route of apiRoutes) app.openAPIRegistry.registerPath(route);
  registerNotices(app.openAPIRegistry);
  return app.getOpenAPI31Document(documentInfo(siteUrl));
}
