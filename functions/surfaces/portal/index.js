// The providers' portal (docs/portal.md): the sign-in, then the provider's own pages, every one
// checked against the signed-in person's provider and role on the server. Each path is written at
// its place below; what they share is middleware: a post only from the site's own pages, a live
// session of a person still one of a provider's people, and the second factor for whoever needs
// it before anything else.
import { page } from '../../answering.js';
import { portalPaths, routes } from '../../vocabulary/paths.js';
import { contextOf } from '../context.js';
import { onlyMethods, sameSiteOnly } from '../middleware.js';
import { createRouter } from '../router.js';
import { home } from './home.js';
import { operators, operatorsCsv } from './operators.js';
import { seeOther } from './pages.js';
import { invite, people, remove } from './people.js';
import { correctForm, correctOne, enterFile, enterOne, newResultForm, settle } from './results.js';
import { secondFactorCode, secondFactorForm } from './second-factor.js';
import { needsSecondFactor, readSession, sessionHeader } from './session.js';
import { finishSignIn, linkForm, sendLink, signInForm, signOut } from './sign-in.js';

/** @typedef {import('hono').MiddlewareHandler<import('../context.js').SurfaceEnv>} Middleware */

/** Answers that the portal is not there when the function has no Authentication to ask. */
const /** @type {Middleware} */ available = async (c, next) =>
    contextOf(c).portal ? next() : page(c, 503, 'portal-unavailable', {});

/**
 * Lets through only a signed-in person of a provider; anyone else goes to the sign-in, their
 * cookie cleared. Whoever needs the second factor and has not passed it this session goes there
 * first: only it and signing out are open to them.
 * @type {Middleware}
 */
const signedInOnly = async (c, next) => {
  const read = await readSession(c);
  if ('refused' in read)
    return seeOther(`${portalPaths.signIn}?ended`, { 'Set-Cookie': sessionHeader(c) });
  c.set(/** @type {any} */ ('signedIn'), read.signedIn);
  const { person, secondFactorDone } = read.signedIn;
  const path = new URL(c.req.url).pathname;
  if (
    needsSecondFactor(person) &&
    !secondFactorDone &&
    path !== portalPaths.secondFactor &&
    path !== portalPaths.signOut
  )
    return seeOther(portalPaths.secondFactor);
  return next();
};

/** The methods each path takes. */
const methods = (/** @type {string[]} */ allowed) =>
  onlyMethods(allowed, (c) => page(c, 405, 'portal-method', {}));

/** The portal's routes (`portal` in the route table) on a router. */
export function portalSurface() {
  const portal = createRouter();
  portal.use(`${portalPaths.landing}/*`, available);
  portal.post(
    `${portalPaths.landing}/*`,
    sameSiteOnly((c) => page(c, 403, 'portal-cross-site', {})),
  );
  portal.all(portalPaths.signIn, methods(['GET', 'HEAD', 'POST']));
  portal.get(portalPaths.signIn, signInForm);
  portal.post(portalPaths.signIn, sendLink);
  portal.all(portalPaths.link, methods(['GET', 'HEAD', 'POST']));
  portal.get(portalPaths.link, linkForm);
  portal.post(portalPaths.link, finishSignIn);
  // Every other path is a signed-in person's.
  portal.use(`${portalPaths.landing}/*`, signedInOnly);
  portal.all(portalPaths.signOut, methods(['POST']), signOut);
  portal.all(portalPaths.secondFactor, methods(['GET', 'HEAD', 'POST']));
  portal.get(portalPaths.secondFactor, secondFactorForm);
  portal.post(portalPaths.secondFactor, secondFactorCode);
  portal.all(portalPaths.home, methods(['GET', 'HEAD']), home);
  portal.all(portalPaths.newResult, methods(['GET', 'HEAD', 'POST']));
  portal.get(portalPaths.newResult, newResultForm);
  portal.post(portalPaths.newResult, enterOne);
  portal.all(portalPaths.file, methods(['POST']), enterFile);
  portal.all(portalPaths.approve, methods(['POST']), settle('approve'));
  portal.all(portalPaths.withdraw, methods(['POST']), settle('withdraw'));
  portal.all(portalPaths.correct, methods(['GET', 'HEAD', 'POST']));
  portal.get(portalPaths.correct, correctForm);
  portal.post(portalPaths.correct, correctOne);
  portal.all(portalPaths.operators, methods(['GET', 'HEAD']), operators);
  portal.all(portalPaths.operatorsCsv, methods(['GET', 'HEAD']), operatorsCsv);
  portal.all(portalPaths.people, methods(['GET', 'HEAD']), people);
  portal.all(portalPaths.invite, methods(['POST']), invite);
  portal.all(portalPaths.remove, methods(['POST']), remove);
  portal.all(routes.portal.path, (c) =>
    page(c, 404, 'portal-refused', { problems: ['There is no such page in the portal.'] }),
  );
  return portal;
}
