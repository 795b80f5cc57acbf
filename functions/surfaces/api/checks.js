// The API's checks (`/api/v1/checks`): POST checks up to 100 pairs for the account whose key
// opened it (functions/employers/employer-checks.js: the quota, each number's limit, the receipts),
// safe to retry with an Idempotency-Key (idempotency.js); GET reads back the account's own
// record of its checks, a page at a time as JSON or as a CSV safe to open in a spreadsheet,
// narrowed by day and number, newest first.
import { Timestamp } from 'firebase-admin/firestore';
import { secondsToUkMidnight, ukDayStart } from '../../vocabulary/dates.js';
import { normaliseNumber } from '../../vocabulary/registration-numbers.js';
import { csvText } from '../../registers/registers.js';
import { checkRecordCollection } from '../../employers/employer-checks.js';
import { contextOf } from '../context.js';
import { checkRoute, recordRoute } from './document.js';
import { createIdempotency } from './idempotency.js';
import { noStore, problem } from './problems.js';
import { checkRecordRetentionDays, recordLimits } from './schemas.js';

/** The record's columns, in the CSV's order. */
const recordColumns = ['at', 'register', 'number', 'outcome', 'status', 'reference'];

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

/**
 * The answer to a check of many pairs: each pair's result, or the refusal of the request (the
 * quota spent, or the account's no-matches), with the quota's headers; `charged` when it spent
 * the quota, and so may be kept for its Idempotency-Key.
 * @param {import('../context.js').SurfaceContext} context
 * @param {{
 *   account: import('../../registers/employers-file.js').EmployerVersion,
 *   request: import('zod').infer<typeof import('./schemas.js').CheckRequest>,
 *   requestId: string, at: Date,
 * }} asked
 * @returns {Promise<import('./idempotency.js').Answer>}
 */
async function checkAnswer({ employers, log }, { account, request, requestId, at }) {
  const checked = await employers.check(
    account,
    {
      register: request.register ?? 'operators',
      pairs: request.checks,
      photos: request.photos ?? false,
      watch: request.watch ?? false,
      surface: 'api',
      requestId,
    },
    at,
  );
  const limits = rateHeaders(account.dailyQuota, checked.used, at);
  if (!checked.spent) {
    const refusal = problem(
      checked.refused === 'quota' ? 'quota-spent' : 'no-matches',
      checked.refused === 'quota'
        ? `${account.dailyQuota} pairs a day; ${Math.max(0, account.dailyQuota - checked.used)} left today.`
        : 'Far more of today’s checks found no match than found one. Call the scheme if your checks are genuine.',
      { requestId, headers: { ...limits, 'Retry-After': limits['RateLimit-Reset'] } },
    );
    return {
      status: refusal.status,
      headers: Object.fromEntries(refusal.headers),
      body: await refusal.json(),
      charged: false,
    };
  }
  const results = checked.results.map((result) =>
    result.outcome === 'invalid'
      ? { ...result, problem: `${result.problem.field}: ${result.problem.problem}` }
      : result.outcome === 'limited'
        ? { ...result, retryAt: result.retryAt.toISOString() }
        : result,
  );
  const count = (/** @type {string} */ outcome) =>
    results.filter((result) => result.outcome === outcome).length;
  log({
    answer: 'api-checks',
    status: 200,
    account: account.number,
    requestId,
    pairs: results.length,
    matches: count('match'),
    limited: count('limited'),
  });
  return {
    status: 200,
    headers: { ...limits, ...noStore, 'Content-Type': 'application/json; charset=utf-8' },
    body: {
      checkedAt: at.toISOString(),
      registerUpdated: checked.updatedAt?.toISOString() ?? null,
      results,
    },
    charged: true,
  };
}

/**
 * The refusal of a request whose Idempotency-Key was used with another request (422), or whose
 * first request is still being answered (409).
 * @param {409 | 422} status
 * @param {string} requestId
 */
const idempotencyRefusal = (status, requestId) =>
  status === 422
    ? problem(
        'idempotency-key-reused',
        'This Idempotency-Key was sent with a different request in the last 24 hours: use a new key for a new request.',
        { requestId },
      )
    : problem(
        'idempotency-key-in-use',
        'The first request with this Idempotency-Key is still being answered: try again in a second.',
        { requestId, headers: { 'Retry-After': '1' } },
      );

/**
 * The query of an account's record of its checks, as asked: by number and UK days, newest first.
 * @param {import('firebase-admin/firestore').CollectionReference} checks
 * @param {string} account
 * @param {{ number?: string, from?: string, to?: string }} asked
 */
function recordQuery(checks, account, { number, from, to }) {
  /** @type {FirebaseFirestore.Query} */
  let query = checks.where('account', '==', account);
  if (number) query = query.where('number', '==', normaliseNumber(number));
  if (from) query = query.where('at', '>=', Timestamp.fromDate(ukDayStart(from)));
  if (to) {
    const next = new Date(`${to}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    query = query.where('at', '<', Timestamp.fromDate(ukDayStart(next.toISOString().slice(0, 10))));
  }
  return query.orderBy('at', 'desc').orderBy('__name__', 'desc');
}

/**
 * A check as the record shows it.
 * @param {import('firebase-admin/firestore').QueryDocumentSnapshot} doc
 */
const entryOf = (doc) => ({
  at: doc.get('at').toDate().toISOString(),
  register: doc.get('register'),
  number: doc.get('number'),
  outcome: doc.get('outcome'),
  ...(doc.get('status') ? { status: doc.get('status') } : {}),
  ...(doc.get('reference') ? { reference: doc.get('reference') } : {}),
});

/**
 * The checks' routes on the API's app.
 * @param {import('./index.js').ApiApp} app
 */
export function checksRoutes(app) {
  app.openapi(checkRoute, async (c) => {
    const context = contextOf(c);
    const remembered = createIdempotency(context);
    const at = context.now();
    const account = c.get('account');
    const requestId = c.get('requestId');
    const request = c.req.valid('json');
    // A Response of its own (a problem, a kept answer): typed as the document says.
    return /** @type {any} */ (
      remembered.answer(
        { account: account.number, key: c.req.valid('header')['idempotency-key'], request, at },
        () => checkAnswer(context, { account, request, requestId, at }),
        (status) => idempotencyRefusal(status, requestId),
      )
    );
  });

  app.openapi(recordRoute, async (c) => {
    const account = c.get('account');
    const requestId = c.get('requestId');
    const asked = c.req.valid('query');
    const csv = asked.format === 'csv';
    const limit = asked.limit ?? (csv ? recordLimits.csv : recordLimits.defaultPage);
    if (!csv && limit > recordLimits.page)
      return problem('invalid-request', `limit: at most ${recordLimits.page} a page of JSON`, {
        requestId,
      });
    if (asked.from && asked.to && asked.from > asked.to)
      return problem('invalid-request', 'from: a day after `to`', { requestId });
    const checks = contextOf(c).activity.collection(checkRecordCollection);
    let query = recordQuery(checks, account.number, asked);
    if (asked.page) {
      const after = await checks.doc(asked.page).get();
      if (!after.exists || after.get('account') !== account.number)
        return problem('invalid-request', 'page: not a page of yours', { requestId });
      query = query.startAfter(after);
    }
    const docs = (await query.limit(limit + 1).get()).docs;
    const shown = docs.slice(0, limit);
    const entries = shown.map(entryOf);
    const next = docs.length > limit ? shown.at(-1)?.id : undefined;
    const nextPage = new URL(c.req.url);
    if (next) nextPage.searchParams.set('page', next);
    const headers = {
      ...noStore,
      ...(next ? { Link: `<${nextPage.pathname}${nextPage.search}>; rel="next"` } : {}),
    };
    if (csv)
      return c.body(
        csvText(
          recordColumns,
          entries.map((entry) => ({ status: '', reference: '', ...entry })),
          { forSpreadsheets: true },
        ),
        200,
        {
          ...headers,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="checks-${account.number}.csv"`,
        },
      );
    return c.json(
      { keptDays: checkRecordRetentionDays, checks: entries, ...(next ? { next } : {}) },
      200,
      headers,
    );
  });
}
