import { createECDH, createHash } from 'node:crypto';

/**
 * The receipts' signing key of the end-to-end tests' main site (playwright.config.ts gives it to
 * the local stack as LOCAL_RECEIPT_SIGNING_KEYS): a P-256 key made from a fixed phrase, so that
 * the configuration and the card's spec (e2e/card.spec.ts), each loaded in processes of their own,
 * hold the same one, and the spec can sign a code with an old time, as a screenshot's would be. It
 * signs only on the emulator's `demo-` project, under the local issuer: never a receipt of the
 * scheme's.
 */
export function e2eReceiptKey() {
  const d = createHash('sha256').update('the end-to-end tests’ receipts key').digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const x = point.subarray(1, 33).toString('base64url');
  const y = point.subarray(33).toString('base64url');
  // Its id as every key's: the RFC 7638 thumbprint (functions/receipts.js, `generateReceiptKey`).
  const kid = createHash('sha256')
    .update(JSON.stringify({ crv: 'P-256', kty: 'EC', x, y }))
    .digest('base64url');
  return {
    kty: 'EC',
    crv: 'P-256',
    x,
    y,
    d: d.toString('base64url'),
    kid,
    alg: 'ES256',
    use: 'sig',
  };
}
