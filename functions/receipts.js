// Receipts anyone can verify: every check's answer, on the web and through the API, carries a JWS
// (a JWT, ES256) signed with the scheme's key, saying what the register said: the register, the
// number, the outcome, the status and valid-until date on a match, when, and the check's
// reference. The public keys are published as a JWKS at `jwksPath`, each with its key id, so an
// employer, a client or an auditor can check a receipt later and offline with any JOSE library,
// and the scheme can rotate its key (the newest signs; the older stay published until the receipts
// they signed no longer matter).
//
// The private keys are one secret (RECEIPT_SIGNING_KEYS: `{ "keys": [newest, …older] }`, private
// JWKs), in Secret Manager in production (functions/index.js) and made per project on the
// emulator. Pure but for the clock and the key's randomness: no Firestore, no I/O.
import {
  SignJWT,
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
} from 'jose';

/** The signature's algorithm: ECDSA on P-256 with SHA-256, which every JOSE library verifies. */
export const receiptAlgorithm = 'ES256';

/** The receipt's media type, so a receipt is never taken for another JWT of the same issuer. */
export const receiptType = 'motas-receipt+jwt';

/**
 * The receipts' issuer: the site's address, as the build wrote it (functions/generated/
 * answers.json), or this stand-in where none was given (the function's own tests).
 * @param {string | undefined} siteUrl
 */
export const issuerOf = (siteUrl) => siteUrl || 'http://localhost';

/**
 * @typedef {{
 *   register: string, number: string, outcome: string, status?: string, validUntil?: string,
 *   reference: string, checkedAt: Date,
 * }} Receipted
 * What a receipt certifies: which register was asked about which number, the outcome (`match` or
 * `no-match`), on a match the status then and the valid-until date, the check's reference and
 * when it was made.
 */

/**
 * A new signing key: a private JWK with its key id (its RFC 7638 thumbprint), as the secret
 * holds it.
 * @returns {Promise<import('jose').JWK>}
 */
export async function generateReceiptKey() {
  const { privateKey } = await generateKeyPair(receiptAlgorithm, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: receiptAlgorithm, use: 'sig' };
}

/**
 * The public half of a private JWK, as the JWKS publishes it.
 * @param {import('jose').JWK} jwk
 * @returns {import('jose').JWK}
 */
function publicOf({ kty, crv, x, y, kid, alg, use }) {
  return { kty, crv, x, y, kid, alg, use };
}

/**
 * The signer of a deployment's receipts and the keys it publishes.
 * @param {string} secret RECEIPT_SIGNING_KEYS: `{ "keys": [private JWK, …] }`, the first signs
 * @param {{ issuer: string }} options the site's address, the receipts' `iss`
 */
export async function createReceipts(secret, { issuer }) {
  /** @type {import('jose').JWK[]} */
  let keys;
  try {
    const parsed = JSON.parse(secret).keys;
    keys = Array.isArray(parsed) ? parsed : [];
  } catch {
    keys = [];
  }
  const [signing] = keys;
  if (!signing?.kid || !signing.d)
    throw new Error(
      'RECEIPT_SIGNING_KEYS holds no private key: make one with `npm run receipts:key` (docs/receipts.md)',
    );
  const key = await importJWK(signing, receiptAlgorithm);
  const jwks = { keys: keys.map(publicOf) };
  return {
    /** The JWKS the site publishes at `jwksPath`. */
    jwks,
    /**
     * A receipt of a check.
     * @param {Receipted} receipted
     * @returns {Promise<string>} a compact JWS
     */
    sign: ({ checkedAt, reference, register, number, outcome, status, validUntil }) =>
      new SignJWT({
        register,
        number,
        outcome,
        ...(status ? { status } : {}),
        ...(validUntil ? { validUntil } : {}),
      })
        .setProtectedHeader({ alg: receiptAlgorithm, kid: signing.kid, typ: receiptType })
        .setIssuer(issuer)
        .setIssuedAt(Math.floor(checkedAt.getTime() / 1000))
        .setJti(reference)
        .sign(key),
  };
}

/**
 * What a receipt certifies, if its signature holds against the published keys (and it is a
 * receipt of this scheme's); otherwise why not.
 * @param {string} token as pasted or read from a QR code (spaces and line breaks ignored)
 * @param {{ keys: import('jose').JWK[] }} jwks
 * @param {{ issuer: string }} options
 * @returns {Promise<{ ok: true, receipt: Receipted, keyId: string } | { ok: false, problem: 'malformed' | 'signature' | 'unknown-key' | 'not-ours' }>}
 *   `keyId`: the id of the published key that signed it
 */
export async function verifyReceipt(token, jwks, { issuer }) {
  const compact = token.replace(/\s+/g, '');
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(compact)) return { ok: false, problem: 'malformed' };
  try {
    const { payload, protectedHeader } = await jwtVerify(compact, createLocalJWKSet(jwks), {
      issuer,
      algorithms: [receiptAlgorithm],
      typ: receiptType,
    });
    return {
      ok: true,
      receipt: {
        register: String(payload.register),
        number: String(payload.number),
        outcome: String(payload.outcome),
        ...(payload.status ? { status: String(payload.status) } : {}),
        ...(payload.validUntil ? { validUntil: String(payload.validUntil) } : {}),
        reference: String(payload.jti),
        checkedAt: new Date(Number(payload.iat) * 1000),
      },
      keyId: String(protectedHeader.kid),
    };
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code;
    if (code === 'ERR_JWKS_NO_MATCHING_KEY') return { ok: false, problem: 'unknown-key' };
    if (code === 'ERR_JWS_INVALID' || code === 'ERR_JWT_INVALID')
      return { ok: false, problem: 'malformed' };
    // Signed, but not a receipt of this scheme's: another issuer's token, or another kind.
    if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED') return { ok: false, problem: 'not-ours' };
    return { ok: false, problem: 'signature' };
  }
}
