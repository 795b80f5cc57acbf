// What every surface of the function does to answer: wait for Firestore no longer than its
// deadline, and answer with one of the build's answer pages, with the site's headers and a log line
// that names the outcome only.
import { contextOf } from './surfaces/context.js';

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
 * How an answer page is sent: kept by a cache (`cache`, else `no-store`), indexed (else
 * `noindex`), and with headers of its own.
 * @typedef {{ cache?: string, indexed?: boolean, headers?: Record<string, string> }} How
 */

/**
 * The headers of an answer page: the site's, its own Content-Security-Policy (the build's, which
 * allows only that page's inline style), then `no-store` and `noindex` unless `how` says it may be
 * cached (`cache`) or indexed, then any of its own.
 * @param {Record<string, string>} site
 * @param {string | undefined} policy
 * @param {How} how
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
 * An answer page of `kind`, filled with `data`, with the site's headers: `no-store` and
 * `noindex` unless `how` says it may be cached or indexed; and its log line, which names the
 * answer only (never the number, the name or the address).
 * @template {AnswerKind} K
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {K} kind
 * @param {import('./answers.js').AnswerData<K>} data
 * @param {How} [how]
 * @returns {Response}
 */
export function page(c, status, kind, data, how = {}) {
  const { render, answers, log } = contextOf(c);
  const body = render(kind, data);
  log({ answer: kind, status });
  return new Response(body, {
    status,
    headers: pageHeaders(answers.headers, answers.policies?.[kind], how),
  });
}

/**
 * `inTime(c, promise)`: `promise`'s value, or `unavailable` if it fails or takes longer than the
 * context's deadline.
 * @template T
 * @param {import('hono').Context<any>} c
 * @param {Promise<T>} promise
 * @returns {Promise<T | typeof unavailable>}
 */
export const inTime = (c, promise) => deadlineOf(contextOf(c).deadlineMs)(promise);
