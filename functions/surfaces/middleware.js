// What the routes of the site's forms share before their handlers run: the methods a path takes,
// and the refusal of a post from another site (functions/surfaces/origin.js), each answered with
// the surface's own page.
import { fromAnotherSite } from './origin.js';
import { contextOf } from './context.js';

/**
 * @typedef {import('./router.js').RouteContext} RouteContext
 * @typedef {(c: RouteContext) => Response} Refusal
 */

/**
 * Refuses a method the path does not take, with `refuse`'s page and `Allow`.
 * @param {readonly string[]} methods
 * @param {Refusal} refuse
 * @returns {import('hono').MiddlewareHandler<import('./context.js').SurfaceEnv>}
 */
export const onlyMethods = (methods, refuse) => async (c, next) => {
  if (methods.includes(c.req.method)) return next();
  const refusal = refuse(c);
  refusal.headers.set('Allow', methods.join(', '));
  return refusal;
};

/**
 * Refuses a post from a page of another site, with `refuse`'s page: a page elsewhere may not
 * spend the tries, the quota or the key of whoever visits it.
 * @param {Refusal} refuse
 * @returns {import('hono').MiddlewareHandler<import('./context.js').SurfaceEnv>}
 */
export const sameSiteOnly = (refuse) => async (c, next) =>
  fromAnotherSite((name) => c.req.header(name), contextOf(c).answers.siteUrl) ? refuse(c) : next();
