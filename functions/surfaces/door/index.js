// A door's routes on a surface's router (door.js): the door put on the context, the refusals
// every route behind it shares (no Authentication to ask, a post from another site, a method the
// path does not take), the sign-in, then a live session of one of the door's people and the second
// factor for whoever needs it before anything else. The surface adds its own pages after these.
import { onlyMethods, sameSiteOnly } from '../middleware.js';
import { contextOf } from '../context.js';
import { doorOf, doorPage } from './door.js';
import { seeOther } from './forms.js';
import { secondFactorCode, secondFactorForm } from './second-factor.js';
import { doorCookie, readSession } from './session.js';
import { finishSignIn, linkForm, sendLink, signInForm, signOut } from './sign-in.js';

/** @typedef {import('hono').MiddlewareHandler<import('../context.js').SurfaceEnv>} Middleware */

/** Answers that the door is not there when the function has no Authentication to ask. */
const /** @type {Middleware} */ available = async (c, next) =>
    contextOf(c).portal ? next() : doorPage(c, 503, 'unavailable', {});

/**
 * Lets through only a signed-in person of the door's; anyone else goes to the sign-in, their
 * cookie cleared. Whoever needs the second factor and has not passed it this session goes there
 * first: only it and signing out are open to them.
 * @type {Middleware}
 */
const signedInOnly = async (c, next) => {
  const door = doorOf(c);
  const read = await readSession(c);
  if ('refused' in read)
    return seeOther(`${door.paths.signIn}?ended`, { 'Set-Cookie': doorCookie(c) });
  c.set(/** @type {any} */ ('signedIn'), read.signedIn);
  const { person, secondFactorDone } = read.signedIn;
  const path = new URL(c.req.url).pathname;
  if (
    door.needsSecondFactor(person) &&
    !secondFactorDone &&
    path !== door.paths.secondFactor &&
    path !== door.paths.signOut
  )
    return seeOther(door.paths.secondFactor);
  return next();
};

/**
 * The methods a path takes, refused with the door's page.
 * @param {string[]} allowed
 */
export const methods = (allowed) => onlyMethods(allowed, (c) => doorPage(c, 405, 'method', {}));

/**
 * The door's routes on `router`: everything below the door's landing path passes through them.
 * @param {import('../router.js').Router} router
 * @param {import('./door.js').Door} door
 */
export function openDoor(router, door) {
  const { paths } = door;
  const below = `${paths.landing}/*`;
  router.use(below, async (c, next) => {
    c.set(/** @type {any} */ ('door'), door);
    return next();
  });
  router.use(below, available);
  router.post(
    below,
    sameSiteOnly((c) => doorPage(c, 403, 'crossSite', {})),
  );
  router.all(paths.signIn, methods(['GET', 'HEAD', 'POST']));
  router.get(paths.signIn, signInForm);
  router.post(paths.signIn, sendLink);
  router.all(paths.link, methods(['GET', 'HEAD', 'POST']));
  router.get(paths.link, linkForm);
  router.post(paths.link, finishSignIn);
  // Every other path is a signed-in person's.
  router.use(below, signedInOnly);
  router.all(paths.signOut, methods(['POST']), signOut);
  router.all(paths.secondFactor, methods(['GET', 'HEAD', 'POST']));
  router.get(paths.secondFactor, secondFactorForm);
  router.post(paths.secondFactor, secondFactorCode);
  return router;
}
