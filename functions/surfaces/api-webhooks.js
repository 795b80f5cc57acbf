// An account trying its webhook through the API (docs/api.md, "Told when it changes"):
// `POST /api/v1/webhook/test` sends a `webhook.test` notice at once, and
// `POST /api/v1/deliveries/{id}/redeliver` sends one of the account's notices again at once, each
// an attempt in the delivery log like any other. What an attempt does (the address checked again,
// the notice signed, delivered or failed) is functions/watching.js's; these handlers read the
// request and answer. The routes and the notices' own description are in api-document.js.
import { deliveriesCollection, redeliver, sendTestNotice } from '../watching.js';
import { redeliverRoute, registerNotices, webhookTestRoute } from './api-document.js';

/** A delivery's id as the log gives it (a UUID); anything else is no delivery of the account's. */
const deliveryIdPattern = /^[A-Za-z0-9-]{1,64}$/;

/** An attempt as the account is shown it: delivered or failed, and a status when one came. */
const attemptOf = (/** @type {Record<string, unknown>} */ entry) => {
  // Attempts logged before the log said so (issue 50) are read as it says now, without their why.
  const status = typeof entry.status === 'number' && entry.status > 0 ? entry.status : undefined;
  const outcome =
    entry.outcome ??
    (status !== undefined && status >= 200 && status < 300 ? 'delivered' : 'failed');
  return { at: entry.at, outcome, ...(status === undefined ? {} : { status }) };
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
 * api.js asks for on their paths), and the notices' description in its document.
 * @param {import('@hono/zod-openapi').OpenAPIHono} app
 * @param {{
 *   activity: import('firebase-admin/firestore').Firestore,
 *   now: () => Date,
 *   log: (entry: Record<string, unknown>) => void,
 *   allowDemonstration: boolean,
 *   webhookSigningKey?: string | Buffer,
 *   resolve?: import('../webhook-address.js').Resolve,
 *   problem: (status: number, title: string, detail?: string) => Response,
 * }} context `allowDemonstration`: the project is a `demo-` one (a loopback receiver allowed);
 *   `problem`: the API's answer of problem+json
 */
export function webhookRoutes(app, context) {
  const { activity, now, log, allowDemonstration, webhookSigningKey, resolve, problem } = context;
  const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
  registerNotices(app.openAPIRegistry);

  /** The account a request's key is of (api.js's middleware found it). */
  const accountIn = (/** @type {any} */ c) =>
    /** @type {import('../registers/employers-file.js').EmployerVersion} */ (
      c.get(/** @type {never} */ ('account'))
    );

  /**
   * What sends a notice to an account's webhook, or the refusal to answer with.
   * @param {import('../registers/employers-file.js').EmployerVersion} account
   */
  const senderFor = (account) => {
    if (!webhookSigningKey)
      return {
        refusal: problem(
          503,
          'Notices cannot be sent just now',
          'The function has no key to sign them with.',
        ),
      };
    if (!account.webhook)
      return {
        refusal: problem(
          409,
          'The account has no webhook',
          'The scheme’s staff set an account’s webhook address: ask them for one.',
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
        const account = accountIn(c);
        const { sender, webhook, refusal } = senderFor(account);
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
        const account = accountIn(c);
        const { id } = c.req.valid('param');
        const delivery = deliveryIdPattern.test(id)
          ? await activity.collection(deliveriesCollection).doc(id).get()
          : undefined;
        // Another account's delivery is answered as one that does not exist.
        if (!delivery?.exists || delivery.get('account') !== account.number)
          return problem(404, 'No such delivery', 'No delivery of the account’s has that id.');
        const { sender, webhook, refusal } = senderFor(account);
        if (refusal) return refusal;
        const sent = await redeliver(sender, delivery, webhook, now());
        return c.json(deliveryOf(sent), 200, noStore);
      }
    ),
  );
}
