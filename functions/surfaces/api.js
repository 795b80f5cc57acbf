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
import { Timestamp } from 'firebase-admin/firestore';
import { createCatalogue } from '../catalogue.js';
import { createQuota } from '../quota.js';
import { instructorsCollection } from '../providers.js';
import { operatorsCollection, ukToday } from '../records.js';
import { checkReference } from '../reference.js';
import { keyIdOf, keyMatches } from '../registers/keys.js';
import { lookUpPeople, readPhotos } from '../registers/lookup.js';
import { categoryNames } from '../providers.js';
import { routes } from '../routes.js';
import { csvText } from '../registers/registers.js';
import { deliveriesCollection, standingOf, watch, watchCollection } from '../watching.js';
import { checkRecordRetentionDays } from './api-schemas.js';
import {
  checkRoute,
  deliveriesRoute,
  documentInfo,
  recordRoute,
  securityScheme,
  unwatchRoute,
  watchlistRoute,
} from './api-document.js';

/** An account's record of its checks, one document a pair, deleted by a TTL on `deleteAt`. */
export const checkRecordCollection = 'employerChecks';

/** The largest request body read: 100 pairs of at most 200 characters each, with room. */
export const maxApiBodyBytes = 64 * 1024;

/** A page of an account's record. */
export const recordPageSize = 100;

const collections = { operators: operatorsCollection, instructors: instructorsCollection };

const ukClockParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/**
 * Seconds until the UK day of `at` ends, when a quota starts again.
 * @param {Date} at
 */
export function secondsToUkMidnight(at) {
  const part = (/** @type {string} */ type) =>
    Number(ukClockParts.formatToParts(at).find((each) => each.type === type)?.value ?? 0);
  return Math.max(1, 86_400 - (part('hour') * 3600 + part('minute') * 60 + part('second')));
}

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
 *   receipts: Promise<Awaited<ReturnType<typeof import('../receipts.js').createReceipts>>>,
 *   checkMs: number,
 * }} context
 */
export function apiSurface({
  db,
  activity,
  referenceKey,
  allowDemonstration,
  now,
  log,
  receipts,
  checkMs,
}) {
  const quota = createQuota({ db: activity });
  /** @type {ReturnType<typeof createCatalogue<import('../registers/employers-file.js').EmployerVersion>>} */
  const accounts = createCatalogue({
    db,
    register: { collection: 'employers', key: 'number' },
    checkMs,
  });

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
    const id = keyIdOf(typed);
    const unauthorised = problem(
      401,
      'A key the API accepts is needed',
      'Send Authorization: Bearer KEY, with a live key of an active account.',
      { 'WWW-Authenticate': 'Bearer realm="motas"' },
    );
    if (!id) return { refusal: unauthorised };
    const register = await accounts.get();
    for (const account of register.records.values()) {
      const stored = (account.keys ?? []).find((key) => key.id === id);
      if (!stored) continue;
      if (stored.revokedAt || !keyMatches(typed, stored)) return { refusal: unauthorised };
      if (account.status !== 'active')
        return {
          refusal: problem(403, 'The account is not active', `The account is ${account.status}.`),
        };
      return { account };
    }
    return { refusal: unauthorised };
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

  for (const path of [routes.apiChecks.path, routes.apiWatchlist.path, routes.apiDeliveries.path])
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
        const { spent, used } = await quota.spend(
          account.number,
          account.dailyQuota,
          request.checks.length,
          at,
        );
        const limits = rateHeaders(account.dailyQuota, used, at);
        if (!spent)
          return problem(
            429,
            'The account’s daily quota is spent',
            `${account.dailyQuota} pairs a day; ${Math.max(0, account.dailyQuota - used)} left today.`,
            { ...limits, 'Retry-After': limits['RateLimit-Reset'] },
          );
        const { found, updatedAt } = await lookUpPeople(
          db,
          collections[request.register],
          request.checks,
          { at, allowDemonstration },
        );
        const photos =
          request.photos && request.register === 'operators'
            ? await readPhotos(
                db,
                found.flatMap((each) =>
                  'person' in each && each.person?.photo ? [each.person.photo] : [],
                ),
              )
            : new Map();
        const signer = await receipts;
        const prefix = request.register === 'instructors' ? 'instructor-' : '';
        const results = await Promise.all(
          found.map(async (each) => {
            if ('problem' in each)
              return {
                number: each.asked.number,
                outcome: /** @type {const} */ ('invalid'),
                problem: `${each.problem.field}: ${each.problem.problem}`,
              };
            const person = each.person;
            const outcome = person ? 'match' : 'no-match';
            const reference = checkReference(referenceKey, {
              at,
              number: each.number,
              outcome: `${prefix}${each.status ?? 'no-match'}`,
            });
            const receipt = await signer.sign({
              register: request.register,
              number: each.number,
              outcome,
              ...(person ? { status: each.status, validUntil: person.validUntil } : {}),
              reference,
              checkedAt: at,
            });
            return {
              number: each.number,
              outcome: /** @type {'match' | 'no-match'} */ (outcome),
              ...(person
                ? {
                    status: each.status,
                    validUntil: person.validUntil,
                    name: `${person.givenNames} ${person.surname}`,
                    categories: categoryNames(person.categories),
                    ...(person.photo && photos.has(person.photo)
                      ? { photo: photos.get(person.photo) }
                      : {}),
                  }
                : {}),
              reference,
              receipt,
            };
          }),
        );
        // The account's own record: what, when, the outcome and the reference, never the name.
        const batch = activity.batch();
        const deleteAt = Timestamp.fromMillis(at.getTime() + checkRecordRetentionDays * 86_400_000);
        for (const result of results)
          batch.set(activity.collection(checkRecordCollection).doc(), {
            account: account.number,
            at: Timestamp.fromDate(at),
            register: request.register,
            number: result.number.slice(0, 40),
            outcome: result.outcome,
            ...('status' in result && result.status ? { status: result.status } : {}),
            ...('reference' in result ? { reference: result.reference } : {}),
            deleteAt,
          });
        await batch.commit();
        if (request.watch)
          await watch(
            activity,
            account.number,
            request.register,
            found.flatMap((each) =>
              'person' in each && each.person
                ? [
                    {
                      number: each.number,
                      standing: standingOf(
                        { versions: { 1: each.person } },
                        { current: 1, abandoned: [] },
                        ukToday(at),
                      ),
                    },
                  ]
                : [],
            ),
            at,
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
        return c.json(
          {
            deliveries: docs.map((doc) => ({
              id: doc.id,
              event: doc.get('event'),
              state: doc.get('state'),
              attempts: doc.get('attempts'),
              body: doc.get('body'),
              log: doc.get('log') ?? [],
            })),
          },
          200,
          noStore,
        );
      }
    ),
  );

  app.doc31(routes.apiDocument.path, documentInfo);
  return app;
}
