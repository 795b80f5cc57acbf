// The employers' API, version 1 (docs/api.md): an account's systems check up to 100 operators (or
// instructors) in one request, each answered as the web check answers (an unknown number and a
// wrong surname alike), with a receipt anyone can verify; read back the account's own record of
// its checks; and watch the people they matched. Its requests and answers are the schemas of
// schemas.js, which validate every request and make the OpenAPI document it serves. This
// module is the API's door: what every request of it goes through, before and after the route
// that answers it (each group of routes a module of its own: checks.js, watchlist.js, webhooks.js).
//
// What it promises, as Stripe's and GitHub's APIs do: a key is taken only from the Authorization
// header (one in the address, written plainly or percent-encoded, is refused and said to be
// leaked); every answer has a Request-Id of the API's own making, `no-store` and `noindex`; every
// error is problem+json (problems.js), a path it does not know (404) and a
// method a path does not take (405, with `Allow`) included; a body past its cap is refused before
// it is read, and a body that is not JSON is refused by name (415). A refused key is a security
// event in the log; nothing personal is ever logged.
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { apiPaths } from '../../vocabulary/paths.js';
import { demonstrationIssuer } from '../../receipts.js';
import { contextOf } from '../context.js';
import { documentInfo, securityScheme } from './document.js';
import { checksRoutes } from './checks.js';
import { noKeyInAddress, withAccount, withRequestId } from './middleware.js';
import { problem } from './problems.js';
import { maxApiBodyBytes } from './schemas.js';
import { watchingRoutes } from './watchlist.js';
import { webhookRoutes } from './webhooks.js';

/**
 * @typedef {{ Variables: {
 *   context: import('../context.js').SurfaceContext,
 *   requestId: string,
 *   account: import('../../registers/employers-file.js').EmployerVersion,
 * } }} ApiEnv what a route of the API finds on its context: the function's context, the answer's
 *   id, and the account whose key opened it
 * @typedef {OpenAPIHono<ApiEnv>} ApiApp the API's router
 * @typedef {import('hono').Context<ApiEnv>} ApiContext a route's context
 */

/** Every path of the API's. */
const within = `${apiPaths.api}*`;

/**
 * A request the schemas refuse: each problem named, an unknown field by its name.
 * @param {{ success: boolean, error?: import('zod').ZodError }} result
 * @param {ApiContext} c
 */
const refusedRequest = (result, c) =>
  result.success || !result.error
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
      );

/**
 * What the validators and the body's cap throw, as problems; anything else, logged.
 * @param {Error} error
 * @param {ApiContext} c
 */
function failedAnswer(error, c) {
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
  contextOf(c).log({
    severity: 'ERROR',
    message: 'The API failed',
    error: error.message,
    requestId,
  });
  return problem('server-error', 'The answer failed on the scheme’s side.', { requestId });
}

/**
 * A method the path does not take: a problem, with `Allow`.
 * @param {ApiApp} app
 */
const onlyItsMethods = (app) =>
  methodNotAllowed({
    app,
    onMethodNotAllowed: (c, methods) => {
      const allowed = methods.toSorted().join(', ');
      return problem('method-not-allowed', `${c.req.path} takes ${allowed}.`, {
        requestId: c.get('requestId'),
        headers: { Allow: allowed },
      });
    },
  });

/** The body of the one route that reads one, capped before it is read. */
const bodyCapped = bodyLimit({
  maxSize: maxApiBodyBytes,
  onError: (c) =>
    problem('body-too-large', `At most ${maxApiBodyBytes} bytes.`, {
      requestId: c.get('requestId'),
    }),
});

/** The API's routes on a router, and the document they make. */
export function apiSurface() {
  /** @type {ApiApp} */
  const app = new OpenAPIHono({ defaultHook: refusedRequest });
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', securityScheme);
  app.use(within, withRequestId, onlyItsMethods(app), noKeyInAddress, withAccount);
  app.on('POST', apiPaths.checks, bodyCapped);
  app.onError(failedAnswer);
  checksRoutes(app);
  watchingRoutes(app);
  webhookRoutes(app);
  app.doc31(apiPaths.document, (c) =>
    documentInfo(contextOf(c).answers.siteUrl || demonstrationIssuer),
  );
  // A path under the API's that no route answers: a problem, as every error of the API is.
  app.all(within, (c) =>
    problem('not-found', `There is no ${c.req.path}: the OpenAPI document lists every path.`, {
      requestId: c.get('requestId'),
    }),
  );
  return app;
}
