// Who is signed in behind a door (door.js): the session cookie Firebase's Admin SDK made at
// sign-in (sign-in.js), checked on every request, with the person's document read afresh each time:
// a session is refused once its person signs out (every session of theirs is revoked), is
// removed, or their user is disabled or deleted, and a session made at another door (a portal's
// cookie sent to the console) is refused, since only the door's own are kept in its person's
// document. The cookie is `__session`, the one cookie Firebase Hosting passes to a function;
// httpOnly, SameSite=Lax (a link in an email opens the door signed in; a post from another site
// carries no cookie and is refused anyway, middleware.js), Secure but on the emulator's
// plain-HTTP loopback, and scoped to the door's path.
import { createHash } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { ukToday } from '../../vocabulary/dates.js';
import { sessionHours } from '../../vocabulary/portal.js';
import { contextOf } from '../context.js';
import { doorOf } from './door.js';

export const sessionCookie = '__session';

/**
 * The value of the session cookie a request carries, if any.
 * @param {import('hono').Context<any>} c
 */
export const sessionOf = (c) => getCookie(c, sessionCookie);

/**
 * What a session is known by in its person's document: a hash of its cookie, never the cookie.
 * @param {string} cookie
 */
export const sessionIdOf = (cookie) =>
  createHash('sha256').update(cookie).digest('base64url').slice(0, 22);

/**
 * The Set-Cookie header of a session (`value`), or of its end (no value), at `path`.
 * @param {import('hono').Context<any>} c
 * @param {string} path the door's landing path
 * @param {string} [value]
 */
export function cookieHeader(c, path, value) {
  const plain = contextOf(c).allowDemonstration && new URL(c.req.url).protocol === 'http:';
  return [
    `${sessionCookie}=${value ?? ''}`,
    `Path=${path}`,
    `Max-Age=${value ? sessionHours * 3600 : 0}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(plain ? [] : ['Secure']),
  ].join('; ');
}

/**
 * The Set-Cookie header of a session at the request's door.
 * @param {import('hono').Context<any>} c
 * @param {string} [value]
 */
export const doorCookie = (c, value) => cookieHeader(c, doorOf(c).paths.landing, value);

/**
 * @typedef {{
 *   person: import('./door.js').DoorPerson,
 *   sessionId: string,
 *   secondFactorDone: boolean,
 *   today: string,
 * } & Record<string, any>} SignedIn
 * Who is signed in: the person, when they signed in (`sessionId`: a hash of this session's cookie,
 * which no other session shares, even one made in the same second), whether this session passed
 * the second factor, and what else the door asks of them (the portal: their provider).
 */

/**
 * Who a request is signed in as, or why not: `none` (no cookie, or one that is not a live
 * session of this door), `removed` (a person no longer, or without what the door asks).
 * @param {import('hono').Context<any>} c
 * @returns {Promise<{ signedIn: SignedIn } | { refused: 'none' | 'removed' }>}
 */
export async function readSession(c) {
  const { portal, db, now } = contextOf(c);
  const door = doorOf(c);
  const cookie = sessionOf(c);
  if (!cookie || !portal?.auth) return { refused: 'none' };
  let decoded;
  try {
    decoded = await portal.auth.verifySessionCookie(cookie, true);
  } catch {
    return { refused: 'none' };
  }
  const person = await door.personOf(db, decoded.uid);
  const also = person && (await door.also(c, person));
  if (!person || !also) return { refused: 'removed' };
  const sessionId = sessionIdOf(cookie);
  if (
    (person.sessionsEndedAt && decoded.auth_time <= person.sessionsEndedAt) ||
    !(person.sessions ?? []).includes(sessionId)
  )
    return { refused: 'none' };
  return {
    signedIn: {
      ...also,
      person,
      sessionId,
      secondFactorDone: (person.secondFactorSessions ?? []).includes(sessionId),
      today: ukToday(now()),
    },
  };
}
