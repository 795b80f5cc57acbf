// The API's watching (functions/watching.js): the people the account watches, one let go, and the
// log of the notices sent to its webhook. Each reads only the account's own.
import { deliveriesCollection, watchCollection } from '../../watching.js';
import { deliveriesRoute, unwatchRoute, watchlistRoute } from './document.js';
import { noStore } from './problems.js';
import { deliveryOf } from './webhooks.js';
import { contextOf } from '../context.js';

/**
 * The watching routes on the API's app.
 * @param {import('./index.js').ApiApp} app
 */
export function watchingRoutes(app) {
  app.openapi(watchlistRoute, async (c) => {
    const docs = (
      await contextOf(c)
        .activity.collection(watchCollection)
        .where('account', '==', c.get('account').number)
        .get()
    ).docs;
    return c.json(
      {
        watching: docs.map((doc) => ({
          register: doc.get('register'),
          number: doc.get('number'),
          standing: doc.get('standing'),
          since: doc.get('since').toDate().toISOString(),
        })),
      },
      200,
      noStore,
    );
  });

  app.openapi(unwatchRoute, async (c) => {
    const { register, number } = c.req.valid('query');
    await contextOf(c)
      .activity.collection(watchCollection)
      .doc(`${c.get('account').number}-${register}-${number}`)
      .delete();
    return c.body(null, 204, noStore);
  });

  app.openapi(deliveriesRoute, async (c) => {
    const docs = (
      await contextOf(c)
        .activity.collection(deliveriesCollection)
        .where('account', '==', c.get('account').number)
        .get()
    ).docs.sort((a, b) => b.get('createdAt').toMillis() - a.get('createdAt').toMillis());
    return c.json(
      {
        deliveries: docs.map(deliveryOf),
      },
      200,
      noStore,
    );
  });
}
