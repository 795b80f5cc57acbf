// An account trying its webhook through the API (docs/api.md, "Told when it changes"):
// `POST /api/v1/webhook/test` sends a `webhook.test` notice at once, and
// `POST /api/v1/deliveries/{id}/redeliver` sends one of the account's notices again at once, each
// an attempt in the delivery log like any other. What an attempt does (the address checked again,
// the notice signed, delivered or failed) is functions/watching.js's; these handlers read the
// request and answer. The routes and the notices' own description are in api-document.js.
import { deliveriesCollection, redeliver, sendTestNotice } from '../watching.js';
import { redeliverRoute, registerNotices, webhookTestRoute } from './api-document.js';
import { noStore, problem } from './api-problems.js';

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
 * Registers the test and the redelivery of a notice on the API's app (behind its key, which
 * api.js asks for on every path), and the notices' description in its document.
 * @param {import('@hono/zod-openapi').OpenAPIHono<import('./api.js').ApiEnv>} app
 * @param {import('./api.js').ApiContext} context `allowDemonstration`: the project is a `demo-`
 *   one (a loopback receiver allowed)
 */
export function webhookRoutes(app, { activity, now, log, allowDemonstration, webhooks }) {
  const { webhookSigningKey, resolve } = webhooks ?? {};
  registerNotices(app.openAPIRegistry);

  /**
   * What sends a notice to an account's webhook, or the refusal to answer with.
   * @param {import('../registers/employers-file.js').EmployerVersion} account
   * @param {string} requestId
   */
  const senderFor = (account, requestId) => {
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
  };

  app.openapi(
    webhookTestRoute,
    /** @type {any} */ (
      async (/** @type {any} */ c) => {
        const account = c.get('account');
        const { sender, webhook, refusal } = senderFor(account, c.get('requestId'));
        if (refusal) return refusal;
        const sent = await sendTestNotice(sender, { account: account.number, webhook }, now());
        return c.json(deliveryOf(sent), 200, noStore);
      }
    ),
  );

  app.openapi(
    redeliverRoute,
    /** @type {any} */ (
      async (/** @type {any} */ c) => {
        const account = c.get('account');
        const requestId = c.get('requestId');
        const { id } = c.req.valid('param');
        const delivery = deliveryIdPattern.test(id)
          ? await activity.collection(deliveriesCollection).doc(id).get()
          : undefined;
        // Another account's delivery is answered as one that does not exist.
        if (!delivery?.exists || delivery.get('account') !== account.number)
          return problem('not-found', 'No delivery of the account’s has that id.', { requestId });
        const { sender, webhook, refusal } = senderFor(account, requestId);
        if (refusal) return refusal;
        const sent = await redeliver(sender, delivery, webhook, now());
        return c.json(deliveryOf(sent), 200, noStore);
      }
    ),
  );
}
