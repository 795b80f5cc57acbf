// The router every surface registers its routes on: Hono, run on Node's own request and response
// (@hono/node-server), as Cloud Functions (2nd gen) and `npm start` hand them over (docs/
// decisions.md, "Surfaces on a router"). Each surface is a folder whose routes are one router,
// mounted on the function's with `app.route()`; each route's handler takes Hono's context and
// returns a Response.
import { Hono } from 'hono';

/**
 * @typedef {import('./context.js').SurfaceEnv} SurfaceEnv
 * @typedef {Hono<SurfaceEnv>} Router
 * @typedef {import('hono').Context<SurfaceEnv>} RouteContext
 */

/**
 * A router for a surface's routes. A path with a trailing slash is the same route (Hosting's
 * rewrites send it to the function too, and its header rules say the same of both).
 * @returns {Router}
 */
export const createRouter = () => new Hono({ strict: false });
