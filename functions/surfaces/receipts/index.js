// Receipts (functions/receipts.js, docs/receipts.md): the public keys, published as a JWKS, which
// anyone verifies a receipt against, later and offline; and the site's own verify address
// (verify.js).
import { page } from '../../answering.js';
import { routes } from '../../vocabulary/paths.js';
import { contextOf } from '../context.js';
import { onlyMethods } from '../middleware.js';
import { createRouter } from '../router.js';
import { answerVerify } from './verify.js';

/**
 * The published keys: public, for anyone's verifier on any site.
 * @param {import('hono').Context<any>} c
 */
const answerKeys = async (c) =>
  c.json((await contextOf(c).receipts).jwks, 200, {
    'Cache-Control': 'public, max-age=300',
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });

/** The receipts' routes (`jwks`, `verify` in the route table) on a router. */
export function receiptsSurface() {
  const receipts = createRouter();
  receipts.get(routes.jwks.path, answerKeys);
  receipts.all(
    routes.verify.path,
    onlyMethods(['GET', 'HEAD', 'POST'], (c) => page(c, 405, 'receipt-method', {})),
    answerVerify,
  );
  return receipts;
}

export { maxVerifyAddressBytes, receiptIn } from './verify.js';
