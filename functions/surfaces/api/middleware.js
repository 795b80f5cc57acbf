// What every request of the employers' API goes through before its route (index.js mounts them in
// this order): an id of the API's own for the answer; the refusal of a key in the address, which
// is then as good as leaked; and the account whose key, from the Authorization header only,
// opens every path but the document.
import { randomUUID } from 'node:crypto';
import { apiPaths } from '../../vocabulary/paths.js';
import { securityEvent } from '../../security-events.js';
import { contextOf } from '../context.js';
import { problem } from './problems.js';

/**
 * @typedef {import('hono').MiddlewareHandler<import('./index.js').ApiEnv>} ApiMiddleware
 */

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
 * The answer's id: the API's own, never the caller's.
 * @type {ApiMiddleware}
 */
export const withRequestId = async (c, next) => {
  c.set('requestId', randomUUID());
  await next();
  c.res.headers.set('Request-Id', c.get('requestId'));
};

/**
 * A key in the address refused, and logged as a security event.
 * @type {ApiMiddleware}
 */
export const noKeyInAddress = async (c, next) => {
  if (!carriesKey(c.req.url)) return next();
  contextOf(c).log(
    securityEvent('key-in-address', { surface: 'api', requestId: c.get('requestId') }),
  );
  return problem(
    'key-in-address',
    'A key in an address is seen by proxies and logs: treat this one as leaked and ask the scheme to revoke it.',
    { requestId: c.get('requestId') },
  );
};

/**
 * The account whose key, from the Authorization header, opens every route but the document.
 * @type {ApiMiddleware}
 */
export const withAccount = async (c, next) => {
  if (c.req.path === apiPaths.document) return next();
  const requestId = c.get('requestId');
  const header = c.req.header('authorization') ?? '';
  const typed = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
  const found = await contextOf(c).employers.accountOf(typed, { surface: 'api', requestId });
  if ('account' in found) {
    c.set('account', found.account);
    return next();
  }
  if (found.refused === 'inactive')
    return problem('account-inactive', `The account is ${found.status}.`, { requestId });
  return problem(
    'key-missing',
    'Send Authorization: Bearer KEY, with a live key of an active account.',
    {
      requestId,
      headers: { 'WWW-Authenticate': 'Bearer realm="motas"' },
    },
  );
};
