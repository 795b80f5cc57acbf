// Every error the employers' API answers, as RFC 9457 problem details: `type` "about:blank", so
// `title` is the HTTP status's own phrase; `detail` says what happened and what to do; and, as
// Stripe's errors do, a `code` an integrator's program can branch on, the same for as long as
// version 1 lasts, and the answer's `requestId` to quote to the scheme. Never stored by a cache.
import { STATUS_CODES } from 'node:http';

/**
 * The problems, by code, each with its status and what it means (the OpenAPI document lists them:
 * functions/surfaces/api/schemas.js, `Problem`).
 */
export const problemCodes = /** @type {const} */ ({
  'invalid-request': [400, 'The request is not one the API takes: `detail` names each problem'],
  'key-in-address': [400, 'A key was sent in the address: treat it as leaked and have it revoked'],
  'key-missing': [401, 'No key, or not a live key of an account'],
  'account-inactive': [403, 'The key’s account is suspended or closed'],
  'not-found': [404, 'No such address, or nothing of the account’s there'],
  'method-not-allowed': [405, 'The address does not take this method: `Allow` says which it takes'],
  'idempotency-key-in-use': [409, 'A request with this Idempotency-Key is still being answered'],
  'no-webhook': [409, 'The account has no webhook address to send to'],
  'body-too-large': [413, 'The body is longer than the API reads'],
  'unsupported-media-type': [415, 'The body is not JSON (Content-Type: application/json)'],
  'idempotency-key-reused': [422, 'This Idempotency-Key was used with a different request'],
  'quota-spent': [429, 'The account’s daily quota has no room for the request'],
  'no-matches': [
    429,
    'Too many of the account’s checks today found no match: checks are refused until midnight, UK time',
  ],
  'server-error': [500, 'The answer failed on the scheme’s side: quote the requestId'],
  unavailable: [503, 'The register did not answer in time: try again in a minute'],
});

/** @typedef {keyof typeof problemCodes} ProblemCode */

/** What every answer of the API says of itself: never stored, never indexed. */
export const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * An answer of problem+json.
 * @param {ProblemCode} code
 * @param {string} detail what happened, and what to do
 * @param {{ requestId?: string, headers?: Record<string, string> }} [how]
 */
export function problem(code, detail, { requestId, headers = {} } = {}) {
  const [status] = problemCodes[code];
  return new Response(
    JSON.stringify({
      type: 'about:blank',
      title: STATUS_CODES[status],
      status,
      detail,
      code,
      ...(requestId ? { requestId } : {}),
    }),
    {
      status,
      headers: { 'Content-Type': 'application/problem+json', ...noStore, ...headers },
    },
  );
}
