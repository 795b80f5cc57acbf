// The employers' API as its OpenAPI 3.1 document describes it: each route with the schemas that
// validate its request and describe its answers (api-schemas.js), the key it takes, and the
// document's own words. The API registers these routes (api.js); the site's API page is written
// from the same document (content/api.ts), so the page, the document and what the API accepts
// cannot differ.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { routes } from '../routes.js';
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
} from './api-schemas.js';

export const problemContent = { 'application/problem+json': { schema: Problem } };
export const security = [{ apiKey: [] }];

/** The answer to a request without a live key, the same on every route. */
const noKey = { description: 'No key, or not one the API accepts', content: problemContent };

export const checkRoute = createRoute({
  method: 'post',
  path: routes.apiChecks.path,
  summary: 'Check up to 100 people by registration number and surname',
  security,
  request: { body: { required: true, content: { 'application/json': { schema: CheckRequest } } } },
  responses: {
    200: {
      description:
        'Each pair answered as the web check answers it, with its reference and a signed receipt',
      content: { 'application/json': { schema: CheckResponse } },
    },
    400: { description: 'The request is not one the API takes', content: problemContent },
    401: noKey,
    403: { description: 'The account is not active', content: problemContent },
    413: { description: 'The body is longer than 64 KB', content: problemContent },
    429: { description: 'The account’s daily quota is spent', content: problemContent },
  },
});

export const recordRoute = createRoute({
  method: 'get',
  path: routes.apiChecks.path,
  summary: 'The account’s own record of its checks, newest first',
  security,
  request: { query: RecordQuery },
  responses: {
    200: {
      description: `The account's checks of the last ${checkRecordRetentionDays} days, a page at a time (or all, as CSV)`,
      content: {
        'application/json': { schema: CheckRecord },
        'text/csv': { schema: z.string() },
      },
    },
    401: noKey,
  },
});

export const watchlistRoute = createRoute({
  method: 'get',
  path: routes.apiWatchlist.path,
  summary: 'The people the account watches, each with the standing last told',
  security,
  responses: {
    200: { description: 'The watchlist', content: { 'application/json': { schema: Watchlist } } },
    401: noKey,
  },
});

export const unwatchRoute = createRoute({
  method: 'delete',
  path: routes.apiWatchlist.path,
  summary: 'Stop watching a person',
  security,
  request: { query: Unwatch },
  responses: {
    204: { description: 'No longer watched' },
    401: noKey,
  },
});

export const deliveriesRoute = createRoute({
  method: 'get',
  path: routes.apiDeliveries.path,
  summary: 'The account’s webhook deliveries of the last 30 days, each attempt logged',
  security,
  responses: {
    200: {
      description: 'The delivery log',
      content: { 'application/json': { schema: Deliveries } },
    },
    401: noKey,
  },
});

/** The answer when the function cannot derive the account's secret (no WEBHOOK_SIGNING_KEY). */
const noSigning = { description: 'Notices cannot be sent just now', content: problemContent };

export const webhookTestRoute = createRoute({
  method: 'post',
  path: routes.apiWebhookTest.path,
  summary: 'Send a test notice (webhook.test) to the account’s webhook at once',
  description:
    'Sent, signed, recorded in the delivery log and answered like any notice, but never tried again.',
  security,
  responses: {
    200: {
      description: 'The delivery, with its one attempt: delivered or failed',
      content: { 'application/json': { schema: Delivery } },
    },
    401: noKey,
    409: { description: 'The account has no webhook', content: problemContent },
    503: noSigning,
  },
});

export const redeliverRoute = createRoute({
  method: 'post',
  path: `${routes.apiDeliveries.path}/{id}/redeliver`,
  summary: 'Send one of the account’s notices again, at once',
  description:
    'The same body and `webhook-id` (so a receiver can tell a notice it has had), a new timestamp and signature; a new attempt in the delivery’s log. Delivered, the delivery is not tried again; failed, it stays as it was.',
  security,
  request: { params: DeliveryId },
  responses: {
    200: {
      description: 'The delivery, with the new attempt',
      content: { 'application/json': { schema: Delivery } },
    },
    401: noKey,
    404: { description: 'No delivery of the account’s has that id', content: problemContent },
    409: { description: 'The account has no webhook', content: problemContent },
    503: noSigning,
  },
});

/** The notices an account's webhook is sent, by event: what each says, and its schema. */
const notices = /** @type {const} */ ([
  ['registration.suspended', 'A watched person was suspended', StandingNotice],
  ['registration.expired', 'A watched person’s registration expired', StandingNotice],
  [
    'registration.expiring',
    'A watched person’s registration expires within 30 days',
    StandingNotice,
  ],
  ['registration.removed', 'A watched person was removed from the register', StandingNotice],
  ['registration.current', 'A watched person is current again', StandingNotice],
  ['webhook.test', 'The account asked for a test notice (`POST /api/v1/webhook/test`)', TestNotice],
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
      summary,
      description:
        'POSTed to the account’s webhook address (https, port 443, a public address). Verify the signature with the account’s secret and a Standard Webhooks library, and that the timestamp is recent, before trusting it. Any 2xx is delivered; anything else, a redirect included, or no answer within 5 seconds, is tried again after 1, 5, 30, 120 and 720 minutes.',
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

/** The document's own words. */
export const documentInfo = {
  openapi: '3.1.0',
  info: {
    title: 'Machine operator registration check: employers’ API',
    version: '1.0.0',
    description:
      'Check operators and instructors on the scheme’s registers, with a daily quota per account. Every answer carries a receipt signed with the scheme’s key, which anyone can verify against the keys published at /.well-known/jwks.json.',
  },
};

/**
 * The API's OpenAPI 3.1 document, as it serves it.
 * @returns {ReturnType<OpenAPIHono['getOpenAPI31Document']>}
 */
export function apiDocument() {
  const app = new OpenAPIHono();
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', securityScheme);
  for (const route of [
    checkRoute,
    recordRoute,
    watchlistRoute,
    unwatchRoute,
    deliveriesRoute,
    webhookTestRoute,
    redeliverRoute,
  ])
    app.openAPIRegistry.registerPath(route);
  registerNotices(app.openAPIRegistry);
  return app.getOpenAPI31Document(documentInfo);
}
