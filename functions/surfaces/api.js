// The employers' API, version 1 (docs/api.md): an account's systems check up to 100 operators (or
// instructors) in one request, each answered as the web check answers (an unknown number and a
// wrong surname alike), with a receipt anyone can verify; read back the account's own record of
// its checks; and watch the people they matched. Its requests and answers are the schemas of
// api-schemas.js, which validate every request and make the OpenAPI document it serves. This
// module is the API's door: what every request of it goes through, before and after the route
// that answers it (each group of routes a module of its own: api-checks.js, api-watchlist.js).
//
// What it promises, as Stripe's and GitHub's APIs do: a key is taken only from the Authorization
// header (one in the address, written plainly or percent-encoded, is refused and said to be
// leaked); every answer has a Request-Id of the API's own making, `no-store` and `noindex`; every
// error is problem+json (functions/surfaces/api-problems.js), a path it does not know (404) and a
// method a path does not take (405, with `Allow`) included; a body past its cap is refused before
// it is read, and a body that is not JSON is refused by name (415). A refused key is a security
// event in the log; nothing personal is ever logged.
import { randomUUID } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { apiPaths } from '../vocabulary/paths.js';
import { demonstrationIssuer } from '../receipts.js';
import { securityEvent } from '../security-events.js';
import { documentInfo, securityScheme } from './api-document.js';
import { checksRoutes } from './api-checks.js';
import { problem } from './api-problems.js';
import { maxApiBodyBytes } from './api-schemas.js';
import { watchingRoutes } from './api-watchlist.js';
import { webhookRoutes } from './api-webhooks.js';

/** A key's shape in an address, whatever its case: the prefix, then an id. */
const keyInAddress = /motas_[a-z0-9]{8}_/i;

/**
 * Whether an address carries a key, as written or percent-encoded (once or more: a key pasted
 * into a link builder comes out encoded twice).
 * @param {string} url
 */
export function carriesKey(url) {
  let text = url;
  for (let i = 0; i < 4; i++) {
    if (keyInAddress.test(text)) return true;
    let decoded;
    try {
      decoded = decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      // Not valid percent-encoding throughout: decode what is, piece by piece.
      decoded = text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
        try {
          return decodeURIComponent(run);
        } catch {
          return run;
        }
      });
    }
    if (decoded === text) return false;
    text = decoded;
  }
  return keyInAddress.test(text);
}

/**
 * @typedef {import('../handler.js').SurfaceContext & {
 *   employers: ReturnType<typeof import('./employer-checks.js').createEmployerChecks>,
 *   webhooks: { webhookSigningKey?: string | Buffer, resolve?: import('../webhook-address.js').Resolve },
 * }} ApiContext `webhooks`: what a test or a redelivery of a notice is sent with (api-webhooks.js)
 * @typedef {{ Variables: {
 *   requestId: string,
 *   account: import('../registers/employers-file.js').EmployerVersion,
 * } }} ApiEnv what a route of the API finds on its context: the answer's id, and the account whose
 *   key opened it
 */

/**
 * The API's routes on a router, and the document they make.
 * @param {ApiContext} context
 */
export function apiSurface(context) {
  const { employers, log } = context;
  /** @type {OpenAPIHono<ApiEnv>} */
  const app = new OpenAPIHono({
    // A request the schemas refuse: each problem named, an unknown field by its name.
    defaultHook: (result, c) =>
      result.success
        ? undefined
        : problem(
            'invalid-request',
            result.error.issues
              .flatMap((issue) =>
                issue.code === 'unrecognized_keys'
                  ? issue.keys.map(
                      (key) =>
                        `${[...issue.path, key].join('.')}: not a field the API takes (see the OpenAPI document)`,
                    )
                  : [`${issue.path.join('.') || 'body'}: ${issue.message}`],
              )
              .join('; '),
            { requestId: c.get('requestId') },
          ),
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', securityScheme);
  const within = `${apiPaths.api}*`;

  // The answer's id: the API's own, never the caller's.
  app.use(within, async (c, next) => {
    c.set('requestId', randomUUID());
    await next();
    c.res.headers.set('Request-Id', c.get('requestId'));
  });
  app.use(
    within,
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) => {
        const allowed = methods.toSorted().join(', ');
        return problem('method-not-allowed', `${c.req.path} takes ${allowed}.`, {
          requestId: c.get('requestId'),
          headers: { Allow: allowed },
        });
      },
    }),
  );
  app.use(within, async (c, next) => {
    if (!carriesKey(c.req.url)) return next();
    log(securityEvent('key-in-address', { surface: 'api', requestId: c.get('requestId') }));
    return problem(
      'key-in-address',
      'A key in an address is seen by proxies and logs: treat this one as leaked and ask the scheme to revoke it.',
      { requestId: c.get('requestId') },
    );
  });
  // Every route but the document takes a key, from the Authorization header only.
  app.use(within, async (c, next) => {
    if (c.req.path === apiPaths.document) return next();
    const requestId = c.get('requestId');
    const header = c.req.header('authorization') ?? '';
    const typed = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
    const found = await employers.accountOf(typed, { surface: 'api', requestId });
    if ('account' in found) {
      c.set('account', found.account);
      return next();
    }
    if (found.refused === 'inactive')
      return problem('account-inactive', `The account is ${found.status}.`, { requestId });
    return problem(
      'key-missing',
      'Send Authorization: Bearer KEY, with a live key of an active account.',
      { requestId, headers: { 'WWW-Authenticate': 'Bearer realm="motas"' } },
    );
  });
  // The body of the one route that reads one, capped before it is read.
  app.on(
    'POST',
    apiPaths.checks,
    bodyLimit({
      maxSize: maxApiBodyBytes,
      onError: (c) =>
        problem('body-too-large', `At most ${maxApiBodyBytes} bytes.`, {
          requestId: c.get('requestId'),
        }),
    }),
  );

  // What the validators and the body's cap throw, as problems; anything else, logged.
  app.onError((error, c) => {
    const requestId = c.get('requestId');
    const status = error instanceof HTTPException ? error.status : 500;
    if (status === 415)
      return problem(
        'unsupported-media-type',
        'Send the body as JSON, with Content-Type: application/json.',
        { requestId },
      );
    if (status === 400)
      return problem('invalid-request', `body: not JSON (${error.message})`, { requestId });
    log({ severity: 'ERROR', message: 'The API failed', error: error.message, requestId });
    return problem('server-error', 'The answer failed on the scheme’s side.', { requestId });
  });

  checksRoutes(app, context);
  watchingRoutes(app, context);
  webhookRoutes(app, context);
  app.doc31(apiPaths.document, documentInfo(context.answers.siteUrl || demonstrationIssuer));
  // A path under the API's that no route answers: a problem, as every error of the API is.
  app.all(within, (c) =>
    problem('not-found', `There is no ${c.req.path}: the OpenAPI document lists every path.`, {
      requestId: c.get('requestId'),
    }),
  );
  return app;
}
