// One route's handler on its own, as the function's app mounts it (functions/handler.js,
// `createApp`): on a Hono app whose first middleware puts the context on Hono's context, with the
// request as Node received it bound as `incoming`, so a piece a surface shares (reading a try,
// making a receipt) is tested beside its module without the rest of the function.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { Hono } from 'hono';
import { createContext } from '../handler.js';
import { standInPages } from './answer-pages.js';

/**
 * A context as the handler makes it, on a project no test reaches (an emulator's, `demo-`, so its
 * receipts sign with a key of its own): a piece that would read or write Firestore is a Firestore
 * test's, not a unit test's. Its log lines are kept in `logged`.
 * @param {Partial<import('../handler.js').HandlerOptions>} [options]
 */
export function unitContext(options = {}) {
  /** @type {Record<string, unknown>[]} */
  const logged = [];
  const name = `demo-unit-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const app = initializeApp({ projectId: name }, name);
  // A closed port on loopback: whatever a piece tries to read fails at once, and nothing leaves
  // the machine.
  const nowhere = { host: '127.0.0.1:9', ssl: false };
  const [db, activity] = [getFirestore(app), getFirestore(app, 'activity')];
  db.settings(nowhere);
  activity.settings(nowhere);
  const context = createContext({
    db,
    activity,
    answers: { pages: standInPages(), headers: {}, siteUrl: 'https://scheme.example' },
    counterKey: 'test-counter-key',
    referenceKey: 'test-reference-key',
    now: () => new Date('2026-11-25T12:00:00Z'),
    log: (entry) => logged.push(entry),
    ...options,
  });
  return { context, logged };
}

/**
 * `handler` mounted at `path` (any) alone, with `context`: the returned function answers a Request as
 * the function would, from `from` (the address Node saw).
 * @param {import('hono').Handler<import('../surfaces/context.js').SurfaceEnv>} handler
 * @param {import('../surfaces/context.js').SurfaceContext} context
 * @param {{ path?: string, from?: string }} [options]
 */
export function mount(handler, context, { path = '*', from = '198.51.100.7' } = {}) {
  /** @type {Hono<import('../surfaces/context.js').SurfaceEnv>} */
  const app = new Hono();
  app.use('*', async (c, next) => {
    c.set('context', context);
    await next();
  });
  app.all(path, handler);
  /** @param {Request} request */
  return (request) =>
    app.fetch(request, {
      incoming: /** @type {import('node:http').IncomingMessage} */ (
        /** @type {unknown} */ ({ socket: { remoteAddress: from }, headers: {} })
      ),
    });
}

/**
 * What a stand-in answer page (answer-pages.js, `standInPages`) says: its kind and its values.
 * @param {Response} response
 */
export async function readStandIn(response) {
  const html = await response.text();
  return {
    kind: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    /** @param {string} name */
    value: (name) => new RegExp(`<p data-field="${name}">([^<]*)</p>`).exec(html)?.[1],
  };
}
