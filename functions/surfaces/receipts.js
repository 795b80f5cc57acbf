// The receipts' public keys, published as a JWKS (functions/receipts.js): anyone verifies a
// receipt against them, later and offline. Public and cacheable for five minutes, as a rotation
// adds a key before it signs with it.
import { routes } from '../routes.js';
import { createRouter } from './router.js';

/**
 * @param {{ receipts: Promise<{ jwks: { keys: object[] } }> }} context
 */
export function receiptsSurface({ receipts }) {
  const router = createRouter();
  router.get(routes.jwks.path, async (c) =>
    c.json((await receipts).jwks, 200, {
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
    }),
  );
  return router;
}
