// What every surface of the function does to answer: wait for Firestore no longer than its
// deadline, and send one of the build's answer pages with the site's headers and a log line that
// names the outcome only.

/**
 * Resolves to `fallback` after `ms` unless `promise` settles first (then its outcome).
 * @template T, F
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {F} fallback
 * @returns {Promise<T | F>}
 */
export function within(promise, ms, fallback) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((resolve) => (timer = setTimeout(() => resolve(fallback), ms))),
  ]);
}

/** What `inTime` gives for a promise that failed or outlasted the deadline. */
export const unavailable = Symbol('unavailable');

/**
 * `inTime(promise)`: `promise`'s value, or `unavailable` if it fails or takes longer than `deadlineMs`.
 * @param {number} deadlineMs
 */
export const deadlineOf =
  (deadlineMs) =>
  /**
   * @template T
   * @param {Promise<T>} promise
   * @returns {Promise<T | typeof unavailable>}
   */
  (promise) =>
    within(
      promise.catch(() => unavailable),
      deadlineMs,
      unavailable,
    );

/** @typedef {import('./answers.js').AnswerKind} AnswerKind */

/**
 * The headers of an answer page: the site's, its own Content-Security-Policy (the build's, which
 * allows only that page's inline style), then `no-store` and `noindex` unless `how` says it may be
 * cached (`cache`) or indexed, then any of its own.
 * @param {Record<string, string>} site
 * @param {string | undefined} policy
 * @param {{ cache?: string, indexed?: boolean, headers?: Record<string, string> }} how
 */
const pageHeaders = (site, policy, how) => ({
  ...site,
  ...(policy ? { 'Content-Security-Policy': policy } : {}),
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': how.cache ?? 'no-store',
  ...(how.indexed ? {} : { 'X-Robots-Tag': 'noindex' }),
  ...how.headers,
});

/**
 * @typedef {{
 *   render: <K extends AnswerKind>(kind: K, data: import('./answers.js').AnswerData<K>) => string,
 *   headers: Record<string, string>,
 *   policies?: Record<string, string>,
 *   log: (entry: Record<string, unknown>) => void,
 * }} PageOptions the build's pages, the site's headers, each page's own policy by kind and the log
 */

/**
 * The sender of answer pages: `send(response, status, kind, data, how)` fills the page of `kind`
 * and answers on Node's response with the site's headers. An answer is `no-store` and `noindex`
 * unless `how` says it may be cached (`cache`) or indexed.
 * @param {PageOptions} options
 */
export const createSend =
  ({ render, headers, policies = {}, log }) =>
  /**
   * @template {AnswerKind} K
   * @param {import('node:http').ServerResponse} response
   * @param {number} status
   * @param {K} kind
   * @param {import('./answers.js').AnswerData<K>} data
   * @param {{ cache?: string, indexed?: boolean, headers?: Record<string, string> }} [how]
   */
  (response, status, kind, data, how = {}) => {
    const body = render(kind, data);
    response.writeHead(status, pageHeaders(headers, policies[kind], how));
    response.end(body);
    // The outcome only: never the number, the name or the address.
    log({ answer: kind, status });
  };

/**
 * `createSend` for a route that answers with a Response (Hono's): `page(status, kind, data, how)`.
 * @param {PageOptions} options
 */
export const createPage =
  ({ render, headers, policies = {}, log }) =>
  /**
   * @template {AnswerKind} K
   * @param {number} status
   * @param {K} kind
   * @param {import('./answers.js').AnswerData<K>} data
   * @param {{ cache?: string, indexed?: boolean, headers?: Record<string, string> }} [how]
   */
  (status, kind, data, how = {}) => {
    const body = render(kind, data);
    log({ answer: kind, status });
    return new Response(body, { status, headers: pageHeaders(headers, policies[kind], how) });
  };
