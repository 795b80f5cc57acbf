// Who is signed in to the portal: the session cookie Firebase's Admin SDK made at sign-in
// (sign-in.js), checked on every request, with the person's document read afresh each time
// (functions/portal/people.js): a session is refused once its person signs out (every session of
// theirs is revoked), is removed, or their user is disabled or deleted. The cookie is `__session`,
// the one cookie Firebase Hosting passes to a function; httpOnly, SameSite=Lax (a link in an email
// opens the portal signed in; a post from another site carries no cookie and is refused anyway,
// middleware.js), Secure but on the emulator's plain-HTTP loopback, and scoped to /portal.
import { createHash } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { personOf } from '../../portal/people.js';
import { providerStanding } from '../../providers.js';
import { ukToday } from '../../vocabulary/dates.js';
import { portalPaths } from '../../vocabulary/paths.js';
import { secondFactorRoles, sessionHours } from '../../vocabulary/portal.js';
import { contextOf } from '../context.js';

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
const sessionIdOf = (cookie) =>
  createHash('sha256').update(cookie).digest('base64url').slice(0, 22);

/**
 * The Set-Cookie header of a session (`value`), or of its end (no value).
 * @param {import('hono').Context<any>} c
 * @param {string} [value]
 */
export function sessionHeader(c, value) {
  const plain = contextOf(c).allowDemonstration && new URL(c.req.url).protocol === 'http:';
  return [
    `${sessionCookie}=${value ?? ''}`,
    `Path=${portalPaths.landing}`,
    `Max-Age=${value ? sessionHours * 3600 : 0}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(plain ? [] : ['Secure']),
  ].join('; ');
}

/**
 * @typedef {{
 *   person: import('../../portal/people.js').Person,
 *   provider: import('../../providers.js').ProviderVersion,
 *   sessionId: string,
 *   secondFactorDone: boolean,
 *   today: string,
 * }} SignedIn
 * Who is signed in: the person, their provider as the register holds it, when they signed in
 * (`sessionId`: a hash of this session's cookie, which no other session shares, even one made
 * in the same second), and whether this session passed the second factor.
 */

/**
 * Who a request is signed in as, or why not: `none` (no cookie, or one that is not a live
 * session), `removed` (a person no longer, or their provider gone from the register).
 * @param {import('hono').Context<any>} c
 * @returns {Promise<{ signedIn: SignedIn } | { refused: 'none' | 'removed' }>}
 */
export async function readSession(c) {
  const { portal, db, catalogues, now } = contextOf(c);
  const cookie = sessionOf(c);
  if (!cookie || !portal?.auth) return { refused: 'none' };
  let decoded;
  try {
    decoded = await portal.auth.verifySessionCookie(cookie, true);
  } catch {
    return { refused: 'none' };
  }
  const [person, providers] = await Promise.all([
    personOf(db, decoded.uid),
    catalogues.providers.get(),
  ]);
  const provider = person && providers.records.get(person.provider);
  if (!person || !provider) return { refused: 'removed' };
  if (person.sessionsEndedAt && decoded.auth_time <= person.sessionsEndedAt)
    return { refused: 'none' };
  return {
    signedIn: {
      person,
      provider,
      sessionId: sessionIdOf(cookie),
      secondFactorDone: (person.secondFactorSessions ?? []).includes(sessionIdOf(cookie)),
      today: ukToday(now()),
    },
  };
}

/** Whether a person signs in with a second factor. */
export const needsSecondFactor = (/** @type {import('../../portal/people.js').Person} */ person) =>
  person.roles.some((role) => secondFactorRoles.includes(role));

/**
 * Whether the signed-in person's provider may enter and approve results today.
 * @param {SignedIn} signedIn
 */
export const providerMaySubmit = ({ provider, today }) =>
  providerStanding(provider, today) === 'accredited';

/**
 * The values at the top of every page behind the sign-in.
 * @param {SignedIn} signedIn
 */
export const signedInValues = ({ person, provider }) => ({
  personEmail: person.email,
  roles: person.roles.join(', '),
  providerName: provider.name,
  providerNumber: provider.number,
});
