// What every route of the function is given: the context the handler makes once (the registers'
// copies, the answer pages, the limiter, the keys, the clock, the log), put on Hono's context by
// the handler's first middleware (functions/handler.js), so that a route's handler is a function
// of Hono's context alone, written at its path, as Hono's guide asks; what handlers share is this
// context, middleware (functions/surfaces/middleware.js) and modules, never a closure around them.

/**
 * @typedef {{
 *   db: import('firebase-admin/firestore').Firestore,
 *   activity: import('firebase-admin/firestore').Firestore,
 *   answers: { pages: Record<string, string>, headers: Record<string, string>, policies?: Record<string, string>, siteUrl?: string },
 *   render: ReturnType<typeof import('../answers.js').createRenderer>,
 *   catalogues: ReturnType<typeof import('../handler.js').createCatalogues>,
 *   allowDemonstration: boolean,
 *   counterKey: string | Buffer,
 *   referenceKey: string | Buffer,
 *   now: () => Date,
 *   deadlineMs: number,
 *   limits: typeof import('../vocabulary/limits.js').checkLimits,
 *   limiter: import('../counting/limiter.js').Limiter,
 *   log: (entry: Record<string, unknown>) => void,
 *   receipts: Promise<Awaited<ReturnType<typeof import('../receipts.js').createReceipts>>>,
 *   employers: import('../employers/employer-checks.js').EmployerChecks,
 *   webhooks: { webhookSigningKey?: string | Buffer, resolve?: import('../webhook-address.js').Resolve },
 *   portal?: { auth: import('firebase-admin/auth').Auth, identity: import('../portal/identity.js').Identity, secretKey: string },
 * }} SurfaceContext what every route is given (`limiter`: the instance's one count of tries,
 *   whichever way they come in; `receipts`: the signer of the receipts and the keys it publishes;
 *   `employers`: the accounts, their quota and their checks, for the API and the crew check;
 *   `webhooks`: what a test or a redelivery of a notice is sent with)
 */

/**
 * @typedef {{
 *   Variables: { context: SurfaceContext },
 *   Bindings: { incoming: import('node:http').IncomingMessage },
 * }} SurfaceEnv what a route finds on Hono's context (`incoming`: the request as Node received
 *   it, whose socket says who sent it)
 * @typedef {import('hono').Context<SurfaceEnv>} SurfaceContextOf a route's Hono context
 */

/**
 * The context of a request.
 * @param {import('hono').Context<any>} c
 * @returns {SurfaceContext}
 */
export const contextOf = (c) => c.get('context');
