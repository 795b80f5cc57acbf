// The employers' API, version 1 (docs/api.md): an account's systems check up to 100 operators (or
// instructors) in one request, each answered as the web check answers (an unknown number and a
// wrong surname alike), with a receipt anyone can verify; and read back the account's own record
// of its checks, as JSON pages or CSV. Its requests and answers are the schemas of
// api-schemas.js, which validate every request and make the OpenAPI document it serves.
//
// What it promises: a key is taken only from the Authorization header (one in the address is
// refused, and said to be leaked); a key is found by its id and compared by its hash in constant
// time; a revoked key, or any key of an account not active, is refused within a minute (the
// accounts are read again every 30 s); each account has a daily quota of pairs, counted in the
// activity database across instances, answered with RateLimit headers and, once spent, 429 and
// Retry-After; a body past its cap is refused before it is read; nothing personal in a log line;
// every answer `no-store`.
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { routes } from '../routes.js';
import { csvText } from '../registers/registers.js';
import { deliveriesCollection, watchCollection } from '../watching.js';
import { checkRecordRetentionDays } from './api-schemas.js';
import { checkRecordCollection } from './employer-checks.js';
import { deliveryOf, webhookRoutes } from './api-webhooks.js';
import { secondsToUkMidnight } from '../formats.js';
import {
  checkRoute,
  deliveriesRoute,
  documentInfo,
  recordRoute,
  securityScheme,
  unwatchRoute,
  watchlistRoute,
} from './api-document.js';

/** The largest request body read: 100 pairs of at most 200 characters each, with room. */
export const maxApiBodyBytes = 64 * 1024;

/** A page of an account's record. */
export const recordPageSize = 100;

/**
 * An answer of problem+json (RFC 9457).
 * @param {number} status
 * @param {string} title
 * @param {string} [detail]
 * @param {Record<string, string>} [headers]
 */
const problem = (status, title, detail, headers = {}) =>
  new Response(
    JSON.stringify({ type: 'about:blank', title, status, ...(detail ? { detail } : {}) }),
    {
      status,
      headers: {
        'Content-Type': 'application/problem+json',
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
        ...headers,
      },
    },
  );

const json = { 'Content-Type': 'application/json; charset=utf-8' };
/**
 * The API's routes on a router, and the document they make.
 * @param {import('../handler.js').SurfaceContext & {
 *   employers: ReturnType<typeof import('./employer-checks.js').createEmployerChecks>,
 *   webhooks: { webhookSigningKey?: string | Buffer, resolve?: import('../webhook-address.js').Resolve },
 * }} context `webhooks`: what a test or a redelivery of a notice is sent with (api-webhooks.js)
 */
export function apiSurface({ activity, now, log, employers, allowDemonstration, webhooks }) {
  /**
   * The account whose key the request carries, or the refusal to answer with.
   * @param {import('hono').Context} c
   */
  async function accountOf(c) {
    // A key is a secret: one in the address has been logged by now, somewhere on its way.
    if (/motas_[a-z0-9]{8}_/.test(c.req.url))
      return {
        refusal: problem(
          400,
          'Keys go in the Authorization header',
          'A key in an address is seen by proxies and logs: treat this one as leaked and ask the scheme to revoke it.',
        ),
      };
    const header = c.req.header('authorization') ?? '';
    const typed = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
    const found = await employers.accountOf(typed);
    if ('account' in found) return { account: found.account };
    if (found.refused === 'inactive')
      return {
        refusal: problem(403, 'The account is not active', `The account is ${found.status}.`),
      };
    return {
      refusal: problem(
        401,
        'A key the API accepts is needed',
        'Send Authorization: Bearer KEY, with a live key of an active account.',
        { 'WWW-Authenticate': 'Bearer realm="motas"' },
      ),
    };
  }

  /**
   * The RateLimit headers of an account's quota.
   * @param {number} quota
   * @param {number} used
   * @param {Date} at
   */
  const rateHeaders = (quota, used, at) => ({
    'RateLimit-Limit': String(quota),
    'RateLimit-Remaining': String(Math.max(0, quota - used)),
    'RateLimit-Reset': String(secondsToUkMidnight(at)),
  });

  const app = new OpenAPIHono({
    defaultHook: (result) =>
      result.success
        ? undefined
        : problem(
            400,
            'The request is not one the API takes',
            result.error.issues
              .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
              .join('; '),
          ),
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', securityScheme);

  // `/api/v1/deliveries/*` is the delivery log's own path too: Hono's `/*` takes the bare path.
  for (const path of [
    routes.apiChecks.path,
    routes.apiWatchlist.path,
    routes.apiDelivery.path,
    routes.apiWebhookTest.path,
  ])
    app.use(path, async (c, next) => {
      const { account, refusal } = await accountOf(c);
      if (refusal) return refusal;
      c.set(/** @type {never} */ ('account'), /** @type {never} */ (account));
      await next();
    });
  app.use(
    routes.apiChecks.path,
    bodyLimit({
      maxSize: maxApiBodyBytes,
      onError: () => problem(413, 'The body is too long', `At most ${maxApiBodyBytes} bytes.`),
    }),
  );

  // The answers are Responses of their own (problem+json, CSV): typed as the document says.
  app.openapi(
    checkRoute,
    /** @type {any} */ (
      async (/** @type {any} */ c) => {
        const at = now();
        const account = /** @type {import('../registers/employers-file.js').EmployerVersion} */ (
          c.get(/** @type {never} */ ('account'))
        );
        const request =
          /** @type {import('zod').infer<typeof import('./api-schemas.js').CheckRequest>} */ (
            c.req.valid('json')
          );
        const checked = await employers.check(
          account,
          {
            register: request.register,
            pairs: request.checks,
            photos: request.photos,
            watch: request.watch,
          },
          at,
        );
        const limits = rateHeaders(account.dailyQuota, checked.used, at);
        if (!checked.spent)
          return problem(
            429,
            'The account’s daily quota is spent',
            `${account.dailyQuota} pairs a day; ${Math.max(0, account.dailyQuota - checked.used)} left today.`,
            { ...limits, 'Retry-After': limits['RateLimit-Reset'] },
          );
        const { updatedAt } = checked;
        const results = checked.results.map((result) =>
          result.outcome === 'invalid'
            ? { ...result, problem: `${result.problem.field}: ${result.problem.problem}` }
            : result,
        );
        log({
          answer: 'api-checks',
          status: 200,
          pairs: results.length,
          matches: results.filter((result) => result.outcome === 'match').length,
        });
        return c.json(
          {
            checkedAt: at.toISOString(),
            registerUpdated: updatedAt?.toISOString() ?? null,
            results,
          },
          200,
          { ...limits, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
        );
      }
    ),
  );

  app.openapi(
    recordRoute,
    /** @type {any} */ (
      async (/** @type {any} */ c) => {
        const account = /** @type {import('../registers/employers-file.js').EmployerVersion} */ (
          c.get(/** @type {never} */ ('account'))
        );
        const { page, format } = c.req.valid('query');
        /** @type {FirebaseFirestore.Query} */
        let query = activity
          .collection(checkRecordCollection)
          .where('account', '==', account.number)
          .orderBy('at', 'desc')
          .orderBy('__name__', 'desc');
        if (format === 'json') {
          if (page) {
            const after = await activity.collection(checkRecordCollection).doc(page).get();
            if (!after.exists || after.get('account') !== account.number)
              return problem(
                400,
                'The request is not one the API takes',
                'page: not a page of yours',
              );
            query = query.startAfter(after);
          }
          query = query.limit(recordPageSize + 1);
        }
        const docs = (await query.get()).docs;
        const shown = format === 'json' ? docs.slice(0, recordPageSize) : docs;
        const checks = shown.map((doc) => ({
          at: doc.get('at').toDate().toISOString(),
          register: doc.get('register'),
          number: doc.get('number'),
          outcome: doc.get('outcome'),
          ...(doc.get('status') ? { status: doc.get('status') } : {}),
          ...(doc.get('reference') ? { reference: doc.get('reference') } : {}),
        }));
        const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
        if (format === 'csv')
          return c.body(
            csvText(
              ['at', 'register', 'number', 'outcome', 'status', 'reference'],
              checks.map((check) => ({ status: '', reference: '', ...check })),
            ),
            200,
            {
              ...headers,
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': `attachment; filename="checks-${account.number}.csv"`,
            },
          );
        return c.json(
          {
            keptDays: checkRecordRetentionDays,
            checks,
            ...(docs.length > recordPageSize ? { next: shown.at(-1)?.id } : {}),
          },
          200,
          { ...headers, ...json },
        );
      }
    ),
  );

  /** The account a request's key is of (the middleware found it). */
  const accountIn = (/** @type {any} */ c) =>
    /** @type {import('../registers/employers-file.js').EmployerVersion} */ (
      c.get(/** @type {never} */ ('account'))
    );
  const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

  app.openapi(
    watchlistRoute,
    /** @type {any} */ (
      async (/** @type {any} */ c) => {
        const docs = (
          await activity
            .collection(watchCollection)
            .where('account', '==', accountIn(c).number)
            .get()
        ).docs;
        return c.json(
          {
            watching: docs.map((doc) => ({
              register: doc.get('register'),
              number: doc.get('number'),
              standing: doc.get('standing'),
              since: doc.get('since').toDate().toISOString(),
            })),
          },
          200,
          noStore,
        );
      }
    ),
  );

  app.openapi(
    unwatchRoute,
    /** @type {any} */ (
      async (/** @type {any} */ c) => {
        const { register, number } = c.req.valid('query');
        await activity
          .collection(watchCollection)
          .doc(`${accountIn(c).number}-${register}-${number}`)
          .delete();
        return c.body(null, 204, noStore);
      }
    ),
  );

  app.openapi(
    deliveriesRoute,
    /** @type {any} */ (
      async (/** @type {any} */ c) => {
        const docs = (
          await activity
            .collection(deliveriesCollection)
            .where('account', '==', accountIn(c).number)
            .get()
        ).docs.sort((a, b) => b.get('createdAt').toMillis() - a.get('createdAt').toMillis());
        return c.json({ deliveries: docs.map(deliveryOf) }, 200, noStore);
      }
    ),
  );

  webhookRoutes(app, { activity, now, log, allowDemonstration, ...webhooks, problem });

  app.doc31(routes.apiDocument.path, documentInfo);
  return app;
}
