// Signing in at a door (door.js; docs/portal.md): an address, a link sent to it by Firebase, the
// link opened and the address typed again (a link forwarded, or fetched by a mail scanner, signs
// nobody in: the code is spent only by this post), a session cookie made by the Admin SDK and kept
// (by its hash) in the person's document as one of this door's; and signing out, which revokes
// every session of the person's. Links and sessions are limited per client address and per
// account (functions/vocabulary/portal.js, `signInLimits`); whether an address belongs to anyone
// is never said.
import { FieldValue } from 'firebase-admin/firestore';
import { clientOf } from '../../client-address.js';
import { sendSignInLink, signInWithLink } from '../../portal/identity.js';
import { emailKey, isEmail } from '../../portal/people.js';
import { ukClock } from '../../vocabulary/dates.js';
import { sessionHours, signInLimits } from '../../vocabulary/portal.js';
import { contextOf } from '../context.js';
import { countedAs, doorOf, doorPage } from './door.js';
import { formOf, seeOther, textOf } from './forms.js';
import { doorCookie, sessionIdOf } from './session.js';

/**
 * Counts a try of `kind` for the client and the account: the time to come back, when over a limit.
 * @param {import('hono').Context<any>} c
 * @param {'link' | 'session'} kind
 * @param {string} email
 */
async function overLimit(c, kind, email) {
  const { limiter, now } = contextOf(c);
  const account = countedAs(doorOf(c), email);
  const client = c.env?.incoming ? clientOf(c.env.incoming) : 'unknown';
  /** @type {{ kind: import('../../counting/limiter.js').PortalCounter, value: string, rule: { tries: number, windowMinutes: number } }[]} */
  const rules =
    kind === 'link'
      ? [
          { kind: 'portal-client', value: client, rule: signInLimits.linksPerClient },
          { kind: 'portal-link', value: account, rule: signInLimits.linksPerAccount },
        ]
      : [{ kind: 'portal-session', value: account, rule: signInLimits.sessionsPerAccount }];
  const refusal = await limiter.countEach(rules, now());
  return refusal ? ukClock.format(refusal.endsAt) : undefined;
}

/** Where a link sends its person back to: this site's own address for the door's link page. */
const linkAddress = (/** @type {import('hono').Context<any>} */ c) => {
  const { allowDemonstration, answers } = contextOf(c);
  const origin =
    allowDemonstration || !answers.siteUrl ? new URL(c.req.url).origin : answers.siteUrl;
  return `${origin}${doorOf(c).paths.link}`;
};

/** The door's part of the context: there on every route behind `available` (index.js). */
const identityOf = (/** @type {import('hono').Context<any>} */ c) =>
  /** @type {NonNullable<import('../context.js').SurfaceContext['portal']>} */ (
    contextOf(c).portal
  );

/** GET: the sign-in form, saying why it is shown again (a session ended, or signed out). */
export const signInForm = (/** @type {import('hono').Context<any>} */ c) =>
  doorPage(c, 200, 'signIn', {
    email: '',
    problems: c.req.query('ended') !== undefined ? ['Your session has ended: sign in again.'] : [],
    signedOut: c.req.query('out') !== undefined ? ['You have signed out.'] : [],
  });

/** POST: a link sent, if the address is one of the door's people's. */
export async function sendLink(/** @type {import('hono').Context<any>} */ c) {
  const typed = textOf(await formOf(c), 'email').trim();
  const email = emailKey(typed);
  if (!isEmail(email))
    return doorPage(c, 400, 'signIn', {
      email: typed,
      problems: ['Enter your email address, as name@example.org'],
      signedOut: [],
    });
  const retryAt = await overLimit(c, 'link', email);
  if (retryAt) return doorPage(c, 429, 'limited', { retryAt });
  const { db, log } = contextOf(c);
  const door = doorOf(c);
  const { auth, identity } = identityOf(c);
  const user = await auth.getUserByEmail(email).catch(() => undefined);
  if (user && (await door.personOf(db, user.uid))) {
    const sent = await sendSignInLink(identity, email, linkAddress(c));
    if (sent.error) log({ [door.name]: 'link-not-sent', error: sent.error });
  }
  return doorPage(c, 200, 'linkSent', { email });
}

/** A link's code as the address carries it: Firebase's are URL-safe and a few dozen characters. */
const codeOf = (/** @type {string | undefined} */ code) =>
  code && /^[A-Za-z0-9_-]{10,200}$/.test(code) ? code : '';

/** GET: the link opened: a form to finish signing in with. */
export const linkForm = (/** @type {import('hono').Context<any>} */ c) => {
  const oobCode = codeOf(c.req.query('oobCode'));
  return doorPage(c, oobCode ? 200 : 400, 'link', {
    oobCode,
    problems: oobCode ? [] : ['This is not a whole sign-in link: ask for a new one.'],
  });
};

/** POST: the link's code spent, a session made and kept as the door's, and the person sent on. */
export async function finishSignIn(/** @type {import('hono').Context<any>} */ c) {
  const form = await formOf(c);
  const oobCode = codeOf(textOf(form, 'oobCode'));
  const email = emailKey(textOf(form, 'email'));
  const again = (/** @type {string} */ problem) =>
    doorPage(c, 400, 'link', { oobCode, problems: [problem] });
  if (!isEmail(email)) return again('Type the email address the link was sent to.');
  const retryAt = await overLimit(c, 'session', email);
  if (retryAt) return doorPage(c, 429, 'limited', { retryAt });
  const { db } = contextOf(c);
  const door = doorOf(c);
  const { auth, identity } = identityOf(c);
  const signedIn = await signInWithLink(identity, email, oobCode);
  if ('error' in signedIn)
    return again(
      'This link has been used, has expired, or was sent to another address: ask for a new one.',
    );
  const { uid } = await auth.verifyIdToken(signedIn.idToken);
  const person = await door.personOf(db, uid);
  if (!person) return doorPage(c, 403, 'refused', { problems: [door.notOne] });
  const cookie = await auth.createSessionCookie(signedIn.idToken, {
    expiresIn: sessionHours * 3600 * 1000,
  });
  await db
    .collection(door.collection)
    .doc(uid)
    .update({ sessions: FieldValue.arrayUnion(sessionIdOf(cookie)) });
  return seeOther(door.needsSecondFactor(person) ? door.paths.secondFactor : door.paths.home, {
    'Set-Cookie': doorCookie(c, cookie),
  });
}

/** POST: signed out: every session of the person's revoked, the cookie gone. */
export async function signOut(/** @type {import('hono').Context<any>} */ c) {
  const { person } = c.get('signedIn');
  const door = doorOf(c);
  await identityOf(c).auth.revokeRefreshTokens(person.uid);
  // Firebase revokes by the second: a session made in the second of the sign-out would outlive
  // it. Every session made up to the end of that second is refused (session.js), and the door's
  // list of sessions starts again.
  await contextOf(c)
    .db.collection(door.collection)
    .doc(person.uid)
    .update({ sessionsEndedAt: Math.ceil(Date.now() / 1000), sessions: [] });
  return seeOther(`${door.paths.signIn}?out`, { 'Set-Cookie': doorCookie(c) });
}
