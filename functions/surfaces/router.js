// The router the surfaces register their routes on: Hono, run on Node's own request and
// response (@hono/node-server), as Cloud Functions (2nd gen) and `npm start` hand them over
// (docs/decisions.md, "Surfaces on a router").
import { Hono } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';

/**
 * @typedef {import('node:http').IncomingMessage & { rawBody?: Buffer }} Request a request as the
 *   Functions framework hands it over (with the body it has read) or as Node's server does
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {{ Bindings: { incoming: Request, outgoing: Response } }} NodeEnv
 * @typedef {Hono<NodeEnv>} Router
 */

/**
 * A router for a surface's routes. A path with a trailing slash is the same route (Hosting's
 * rewrites send it to the function too, and its header rules say the same of both).
 */
export const createRouter = () => /** @type {Router} */ (new Hono({ strict: false }));

/**
 * A route's handler that answers on Node's response itself: it reads the request as Node (or
 * the Functions framework, with `rawBody`) gave it, so a body is read once, capped, as it comes.
 * @param {(request: Request, response: Response) => Promise<void> | void} answer
 * @returns {import('hono').Handler<NodeEnv>}
 */
export const answeredBy = (answer) => async (c) => {
  await answer(c.env.incoming, c.env.outgoing);
  return RESPONSE_ALREADY_SENT;
};
