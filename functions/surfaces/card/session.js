// Who is signed in to the holder's card (functions/holders/card-sessions.js): the session's id in
// the cookie `__session` (the one cookie Firebase Hosting passes to a function), httpOnly,
// SameSite=Lax (the sign-in link in an email opens a page that posts to the site itself), Secure
// but on the emulator's plain-HTTP loopback, scoped to `/card` and lasting `sessionDays`. Every
// request reads the session afresh: a session signed out, expired or deleted is refused at once.
// The number the card shows is the session's, never one the address names.
import { getCookie } from 'hono/cookie';
import { sessionNumber } from '../../holders/card-sessions.js';
import { sessionDays } from '../../vocabulary/card.js';
import { cardPaths } from '../../vocabulary/paths.js';
import { contextOf } from '../context.js';
import { seeOther } from '../door/forms.js';

export const cardCookie = '__session';

/**
 * The Set-Cookie header of a card's session (`value`), or of its end (no value).
 * @param {import('hono').Context<any>} c
 * @param {string} [value]
 */
export function cardCookieHeader(c, value) {
  const plain = contextOf(c).allowDemonstration && new URL(c.req.url).protocol === 'http:';
  return [
    `${cardCookie}=${value ?? ''}`,
    `Path=${cardPaths.landing}`,
    `Max-Age=${value ? sessionDays * 86_400 : 0}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(plain ? [] : ['Secure']),
  ].join('; ');
}

/** The session's id a request carries, if any. */
export const sessionOf = (/** @type {import('hono').Context<any>} */ c) => getCookie(c, cardCookie);

/**
 * @typedef {{ number: string, session: string }} Holder who is signed in: the registration number
 *   their session is for, and the session's id (to end it)
 */

/**
 * Lets through a signed-in holder (`c.get('holder')`); anyone else goes to the sign-in (told their
 * session ended, when they brought one), their cookie cleared. `otherwise` answers instead, where
 * a redirect would not do (the live code's frame).
 * @param {(c: import('hono').Context<any>) => Response} [otherwise]
 * @returns {import('hono').MiddlewareHandler<any>}
 */
export const signedInOnly = (otherwise) => async (c, next) => {
  const { db, now } = contextOf(c);
  const session = sessionOf(c);
  const number = session ? await sessionNumber(db, session, now()) : undefined;
  if (!session || !number) {
    if (otherwise) return otherwise(c);
    return seeOther(session ? `${cardPaths.signIn}?ended` : cardPaths.landing, {
      'Set-Cookie': cardCookieHeader(c),
    });
  }
  c.set('holder', /** @type {Holder} */ ({ number, session }));
  return next();
};

/** The signed-in holder of a route behind `signedInOnly`. */
export const holderOf = (/** @type {import('hono').Context<any>} */ c) =>
  /** @type {Holder} */ (c.get('holder'));
