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
  Problem,
  RecordQuery,
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
  for (const route of [checkRoute, recordRoute, watchlistRoute, unwatchRoute, deliveriesRoute])
    app.openAPIRegistry.registerPath(route);
  return app.getOpenAPI31Document(documentInfo);
}
