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
// emulator. Each key has a period in which it may sign (`nbf`, and `exp` once it is retired, in
// seconds, the JWK members OpenID Federation gives its historical keys): a receipt dated outside
// its key's period is not genuine, so a key rotated out cannot sign a receipt of today that
// verifies, and still verifies what it signed in its time. A retired key keeps only its public
// half. A receipt of an emulator's project (fictional records) carries the local issuer and says
// it is a demonstration, so no verifier of the scheme's own takes it for one of the register's.
// Pure but for the clock and the key's randomness: no Firestore, no I/O.
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
 * A crew receipt's media type: one receipt for every row of a crew check, certifying its counts
 * and the digest of its rows (functions/crew-receipts.js), never taken for a receipt of one check.
 */
export const crewReceiptType = 'motas-crew-receipt+jwt';

/**
 * A holder's card's code's media type (functions/holders/card-token.js): a token of a few seconds'
 * life that the card's QR code carries, never taken for a receipt.
 */
export const cardTokenType = 'motas-card+jwt';

/** The issuer of every receipt an emulator's project signs: the local site, never the scheme's. */
export const demonstrationIssuer = 'http://localhost';

/**
 * The receipts' issuer: the site's address, as the build wrote it (functions/generated/
 * answers.json); the local issuer on an emulator's project (`demonstration`), or where no address
 * was given (the function's own tests).
 * @param {string | undefined} siteUrl
 * @param {{ demonstration?: boolean }} [options]
 */
export const issuerOf = (siteUrl, { demonstration = false } = {}) =>
  (!demonstration && siteUrl) || demonstrationIssuer;

/**
 * @typedef {{
 *   register: string, number: string, outcome: string, status?: string, validUntil?: string,
 *   reference: string, checkedAt: Date, demonstration?: true,
 * }} Receipted
 * What a receipt certifies: which register was asked about which number, the outcome (`match` or
 * `no-match`), on a match the status then and the valid-until date, the check's reference and
 * when it was made; `demonstration`, that an emulator's project made it, of fictional records.
 */

/**
 * @typedef {{
 *   account: string, register: string, counts: Partial<Record<string, number>>, digest: string,
 *   reference: string, checkedAt: Date, demonstration?: true,
 * }} CrewReceipted
 * What a crew receipt certifies: which employer's account checked a crew on which register, how
 * many of its rows had each outcome (`counts`, by outcome; none for an outcome no row had), the
 * SHA-256 digest of its rows (base64url), its reference and when; `demonstration` as above.
 */

/**
 * A signing key as the secret holds it: a JWK, and the period in which it may sign (`nbf`, and
 * `exp` once retired: seconds since 1970).
 * @typedef {import('jose').JWK & { nbf?: number, exp?: number }} ReceiptKey
 */

/**
 * A new signing key: a private JWK with its key id (its RFC 7638 thumbprint), as the secret
 * holds it, that may sign from `from` on (with no `from`, from any time: an emulator's key).
 * @param {{ from?: Date }} [options]
 * @returns {Promise<ReceiptKey>}
 */
export async function generateReceiptKey({ from } = {}) {
  const { privateKey } = await generateKeyPair(receiptAlgorithm, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    ...jwk,
    kid: await calculateJwkThumbprint(jwk),
    alg: receiptAlgorithm,
    use: 'sig',
    ...(from ? { nbf: Math.floor(from.getTime() / 1000) } : {}),
  };
}

/**
 * The secret's keys after a rotation at `at`: a new key that signs from `at`, then the keys
 * there were, the one that signed until now retired at `at`, each retired key's private half
 * dropped (it verifies; it never signs again).
 * @param {readonly ReceiptKey[]} kept the secret's keys, newest first
 * @param {Date} at
 * @returns {Promise<ReceiptKey[]>}
 */
export async function rotateReceiptKeys(kept, at) {
  const now = Math.floor(at.getTime() / 1000);
  return [
    await generateReceiptKey({ from: at }),
    ...kept.map((key) => publicOf({ ...key, exp: key.exp ?? now })),
  ];
}

/**
 * The public half of a private JWK, with its period, as the JWKS publishes it.
 * @param {ReceiptKey} jwk
 * @returns {ReceiptKey}
 */
function publicOf({ kty, crv, x, y, kid, alg, use, nbf, exp }) {
  return {
    kty,
    crv,
    x,
    y,
    kid,
    alg,
    use,
    ...(nbf === undefined ? {} : { nbf }),
    ...(exp === undefined ? {} : { exp }),
  };
}

/**
 * Whether `at` (seconds) is in a key's period.
 * @param {ReceiptKey} key
 * @param {number} at
 */
const inPeriod = (key, at) => (key.nbf ?? -Infinity) <= at && at < (key.exp ?? Infinity);

/**
 * The signer of a deployment's receipts and the keys it publishes.
 * @param {string} secret RECEIPT_SIGNING_KEYS: `{ "keys": [private JWK, …] }`, the first signs
 * @param {{ issuer: string, demonstration?: boolean }} options the site's address, the receipts'
 *   `iss`; `demonstration`: an emulator's project, whose receipts say so
 */
export async function createReceipts(secret, { issuer, demonstration = false }) {
  /** @type {ReceiptKey[]} */
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
  if (signing.exp !== undefined)
    throw new Error(
      `RECEIPT_SIGNING_KEYS' first key (${signing.kid}) was retired: rotate with \`npm run receipts:key -- --rotate\` (docs/receipts.md)`,
    );
  const key = await importJWK(signing, receiptAlgorithm);
  const jwks = { keys: keys.map(publicOf) };

  /**
   * A JWS of `typ` made at `checkedAt` under `reference`, with `claims`, if the signing key may
   * sign then.
   * @param {string} typ
   * @param {Date} checkedAt
   * @param {string} reference
   * @param {Record<string, unknown>} claims
   */
  const signed = async (typ, checkedAt, reference, claims) => {
    const iat = Math.floor(checkedAt.getTime() / 1000);
    if (!inPeriod(signing, iat))
      throw new Error(
        `The receipts' key ${signing.kid} may not sign at ${checkedAt.toISOString()}`,
      );
    return new SignJWT({ ...claims, ...(demonstration ? { demonstration: true } : {}) })
      .setProtectedHeader({ alg: receiptAlgorithm, kid: signing.kid, typ })
      .setIssuer(issuer)
      .setIssuedAt(iat)
      .setJti(reference)
      .sign(key);
  };
  return {
    /** The JWKS the site publishes at `jwksPath`. */
    jwks,
    /**
     * A receipt of a check.
     * @param {Receipted} receipted
     * @returns {Promise<string>} a compact JWS
     */
    sign: ({ checkedAt, reference, register, number, outcome, status, validUntil }) =>
      signed(receiptType, checkedAt, reference, {
        register,
        number,
        outcome,
        ...(status ? { status } : {}),
        ...(validUntil ? { validUntil } : {}),
      }),
    /**
     * A crew receipt: one for every row of a crew check, with the same key, in the same period,
     * under the same issuer as every receipt.
     * @param {Omit<CrewReceipted, 'demonstration'>} receipted
     * @returns {Promise<string>} a compact JWS
     */
    signCrew: ({ checkedAt, reference, account, register, counts, digest }) =>
      signed(crewReceiptType, checkedAt, reference, { account, register, counts, digest }),
    /**
     * A card's code (functions/holders/card-token.js): the holder's registration number (`sub`),
     * made at `madeAt` (`iat`) and fresh for `lifeSeconds` (`exp`), with the same key, in the same
     * period and under the same issuer as every receipt.
     * @param {{ number: string, madeAt: Date, lifeSeconds: number, id: string }} code
     * @returns {Promise<string>} a compact JWS
     */
    signCard: ({ number, madeAt, lifeSeconds, id }) =>
      signed(cardTokenType, madeAt, id, {
        sub: number,
        exp: Math.floor(madeAt.getTime() / 1000) + lifeSeconds,
      }),
  };
}

/**
 * What a receipt certifies, if its signature holds against the published keys (and it is a
 * receipt of this scheme's, of a check or of a crew); otherwise why not.
 * @param {string} token as pasted or read from a QR code (spaces and line breaks ignored)
 * @param {{ keys: ReceiptKey[] }} jwks
 * @param {{ issuer: string }} options
 * @returns {Promise<{ ok: true, receipt: Receipted, keyId: string } | { ok: true, crew: CrewReceipted, keyId: string } | { ok: false, problem: 'malformed' | 'signature' | 'unknown-key' | 'not-ours' | 'key-period' }>}
 *   `receipt`: a check's; `crew`: a crew's; `keyId`: the id of the published key that signed it;
 *   `key-period`: signed by a key of the scheme's, but dated outside the period in which it could
 *   sign
 */
export async function verifyReceipt(token, jwks, { issuer }) {
  const compact = token.replace(/\s+/g, '');
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(compact)) return { ok: false, problem: 'malformed' };
  try {
    const { payload, protectedHeader } = await jwtVerify(compact, createLocalJWKSet(jwks), {
      issuer,
      algorithms: [receiptAlgorithm],
    });
    // Signed by the scheme, but another kind of token than its receipts.
    if (protectedHeader.typ !== receiptType && protectedHeader.typ !== crewReceiptType)
      return { ok: false, problem: 'not-ours' };
    const signer = jwks.keys.find((key) => key.kid === protectedHeader.kid);
    if (!signer || !inPeriod(signer, Number(payload.iat)))
      return { ok: false, problem: 'key-period' };
    const made = {
      reference: String(payload.jti),
      checkedAt: new Date(Number(payload.iat) * 1000),
      ...(payload.demonstration === true ? { demonstration: /** @type {const} */ (true) } : {}),
    };
    const keyId = String(protectedHeader.kid);
    if (protectedHeader.typ === crewReceiptType) {
      const counts = /** @type {Record<string, unknown>} */ (
        typeof payload.counts === 'object' && payload.counts ? payload.counts : {}
      );
      return {
        ok: true,
        crew: {
          account: String(payload.account),
          register: String(payload.register),
          counts: Object.fromEntries(
            Object.entries(counts).map(([outcome, count]) => [outcome, Number(count) || 0]),
          ),
          digest: String(payload.digest),
          ...made,
        },
        keyId,
      };
    }
    return {
      ok: true,
      receipt: {
        register: String(payload.register),
        number: String(payload.number),
        outcome: String(payload.outcome),
        ...(payload.status ? { status: String(payload.status) } : {}),
        ...(payload.validUntil ? { validUntil: String(payload.validUntil) } : {}),
        ...made,
      },
      keyId,
    };
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code;
    if (code === 'ERR_JWKS_NO_MATCHING_KEY') return { ok: false, problem: 'unknown-key' };
    if (code === 'ERR_JWS_INVALID' || code === 'ERR_JWT_INVALID')
      return { ok: false, problem: 'malformed' };
    // Signed, but not a receipt of this scheme's: another issuer's token.
    if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED') return { ok: false, problem: 'not-ours' };
    return { ok: false, problem: 'signature' };
  }
}
