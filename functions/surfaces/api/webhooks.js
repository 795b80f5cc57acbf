// An account trying its webhook through the API (docs/api.md, "Told when it changes"):
// `POST /api/v1/webhook/test` sends a `webhook.test` notice at once, and
// `POST /api/v1/deliveries/{id}/redeliver` sends one of the account's notices again at once, each
// an attempt in the delivery log like any other. What an attempt does (the address checked again,
// the notice signed, delivered or failed) is functions/watching.js's; these handlers read the
// request and answer. The routes and the notices' own description are in document.js.
import { deliveriesCollection, redeliver, sendTestNotice } from '../../watching.js';
import { redeliverRoute, registerNotices, webhookTestRoute } from './document.js';
import { noStore, problem } from './problems.js';
import { contextOf } from '../context.js';

/** A delivery's id as the log gives it (a UUID); anything else is no delivery of the account's. */
const deliveryIdPattern = /^[A-Za-z0-9-]{1,64}$/;

/**
 * An attempt as the account is shown it: delivered or failed, and a status when one came.
 * @param {Record<string, unknown>} entry
 * @returns {{ at: string, outcome: 'delivered' | 'failed', status?: number }}
 */
const attemptOf = (entry) => {
  // Attempts logged before the log said so (issue 50) are read as it says now, without their why.
  const status = typeof entry.status === 'number' && entry.status > 0 ? entry.status : undefined;
  const outcome =
    entry.outcome === 'delivered' || entry.outcome === 'failed'
      ? entry.outcome
      : status !== undefined && status >= 200 && status < 300
        ? 'delivered'
        : 'failed';
  return { at: String(entry.at), outcome, ...(status === undefined ? {} : { status }) };
};

/**
 * A delivery as the API shows it (the `Delivery` schema).
 * @param {import('firebase-admin/firestore').DocumentSnapshot} doc
 */
export const deliveryOf = (doc) => ({
  id: doc.id,
  event: doc.get('event'),
  state: doc.get('state'),
  attempts: doc.get('attempts'),
  body: doc.get('body'),
  log: /** @type {Record<string, unknown>[]} */ (doc.get('log') ?? []).map(attemptOf),
});

/**
 * What sends a notice to an account's webhook, or the refusal to answer with
 * (`allowDemonstration`: the project is a `demo-` one, a loopback receiver allowed).
 * @param {import('../context.js').SurfaceContext} context
 * @param {import('../../registers/employers-file.js').EmployerVersion} account
 * @param {string} requestId
 */
function senderFor({ activity, log, allowDemonstration, webhooks }, account, requestId) {
  const { webhookSigningKey, resolve } = webhooks ?? {};
  if (!webhookSigningKey)
    return {
      refusal: problem('unavailable', 'Notices cannot be sent just now: try again later.', {
        requestId,
      }),
    };
  if (!account.webhook)
    return {
      refusal: problem(
        'no-webhook',
        'The scheme’s staff set an account’s webhook address: ask them for one.',
        { requestId },
      ),
    };
  return {
    webhook: account.webhook,
    sender: { activity, webhookSigningKey, demonstration: allowDemonstration, resolve, log },
  };
}

/**
 * Registers the test and the redelivery of a notice on the API's app (behind its key, which
 * index.js asks for on every path), and the notices' description in its document.
 * @param {import('./index.js').ApiApp} app
 */
export function webhookRoutes(app) {
  registerNotices(app.openAPIRegistry);

  app.openapi(
    webhookTestRoute,
    /** @type {any} */ (
      async (/** @type {any} */ c) => {
        const context = contextOf(c);
        const account = c.get('account');
        const { sender, webhook, refusal } = senderFor(context, account, c.get('requestId'));
        if (refusal) return refusal;
        const sent = await sendTestNotice(
          sender,
          { account: account.number, webhook },
          context.now(),
        );
        return c.json(deliveryOf(sent), 200, noStore);
      }
    ),
  );

  app.openapi(
    redeliverRoute,
    /** @type {any} */ (
      async (/** @type {any} */ c) => {
        const context = contextOf(c);
        const account = c.get('account');
        const requestId = c.get('requestId');
        const { id } = c.req.valid('param');
        const delivery = deliveryIdPattern.test(id)
          ? await context.activity.collection(deliveriesCollection).doc(id).get()
          : undefined;
        // Another account's delivery is answered as one that does not exist.
        if (!delivery?.exists || delivery.get('account') !== account.number)
          return problem('not-found', 'No delivery of the account’s has that id.', { requestId });
        const { sender, webhook, refusal } = senderFor(context, account, requestId);
        if (refusal) return refusal;
        const sent = await redeliver(sender, delivery, webhook, context.now());
        return c.json(deliveryOf(sent), 200, noStore);
      }
    ),
  );
}
