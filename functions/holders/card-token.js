// A card's code (docs/receipts.md, "A card's code"): the token a holder's card shows as a QR code,
// made again every `codeRefreshSeconds` and fresh for `codeSeconds`. It is a JWS (a JWT, ES256)
// from the receipts' signer (functions/receipts.js, `signCard`), with the same key, key id, period
// and issuer as every receipt, so any JOSE library verifies it offline against the published JWKS:
// header `typ: motas-card+jwt`; claims `iss`, `sub` (the registration number), `iat`, `exp`, `jti`
// (random), and `demonstration` on an emulator's project. It names a number only: whoever scans it
// reads the holder's photograph and standing from the register, now, on the verify page.
//
// Reading one tells three things apart: fresh (its signature holds and it is within its life),
// stale (its signature holds, its life is over: a screenshot, a photograph, a replay), and forged
// (its signature does not hold, or the scheme never published its key, or it is not the scheme's):
// a token whose number was changed is forged, whatever key signed it again. Pure but for the
// randomness: no Firestore, no I/O.
import { randomBytes } from 'node:crypto';
import { compactVerify, createLocalJWKSet, decodeProtectedHeader } from 'jose';
import { cardTokenType, receiptAlgorithm } from '../receipts.js';
import { codeSeconds } from '../vocabulary/card.js';
import { routes } from '../vocabulary/paths.js';
import { numberPattern } from '../vocabulary/registration-numbers.js';

/**
 * A new code for the card of `number`, made at `madeAt`.
 * @param {Awaited<ReturnType<typeof import('../receipts.js').createReceipts>>} receipts
 * @param {string} number
 * @param {Date} madeAt
 */
export const makeCardToken = (receipts, number, madeAt) =>
  receipts.signCard({
    number,
    madeAt,
    lifeSeconds: codeSeconds,
    id: randomBytes(16).toString('base64url'),
  });

/**
 * The address a card's QR code holds: the site's verify address with the code, as a phone's camera
 * opens it.
 * @param {string} origin the site's address
 * @param {string} token
 */
export const cardCodeAddress = (origin, token) => `${origin}${routes.verify.path}?receipt=${token}`;

/** When a code was made, as the card and the verify page say it: "14:30:05", UK time. */
export const codeClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/**
 * Whether a token says it is a card's code (its header, read before its signature: a forged one
 * says so too, and is answered as a card's code that is forged).
 * @param {string} token compact
 */
export function isCardToken(token) {
  try {
    return decodeProtectedHeader(token).typ === cardTokenType;
  } catch {
    return false;
  }
}

/**
 * @typedef {{ number: string, madeAt: Date, expiresAt: Date, keyId: string, demonstration: boolean }} CardCode
 * What a genuine code says: the registration number, when it was made and when its life ended or
 * ends, the id of the key that signed it, and whether an emulator's project made it.
 * @typedef {'signature' | 'unknown-key' | 'not-ours' | 'key-period' | 'malformed'} ForgedWhy
 */

/** A JWS error's code, as jose names it. */
const codeOf = (/** @type {unknown} */ error) => /** @type {{ code?: string }} */ (error).code;

/**
 * What a card's code is: fresh, stale, or forged (and why).
 * @param {string} token compact
 * @param {{ keys: import('../receipts.js').ReceiptKey[] }} jwks the published keys
 * @param {{ issuer: string, now: Date }} options
 * @returns {Promise<{ fresh: CardCode } | { stale: CardCode } | { forged: ForgedWhy }>}
 */
export async function readCardToken(token, jwks, { issuer, now }) {
  let verified;
  try {
    verified = await compactVerify(token, createLocalJWKSet(jwks), {
      algorithms: [receiptAlgorithm],
    });
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ERR_JWKS_NO_MATCHING_KEY') return { forged: 'unknown-key' };
    if (code === 'ERR_JWS_INVALID' || code === 'ERR_JWKS_MULTIPLE_MATCHING_KEYS')
      return { forged: 'malformed' };
    return { forged: 'signature' };
  }
  const { payload, protectedHeader } = verified;
  /** @type {Record<string, unknown>} */
  let claims;
  try {
    claims = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    return { forged: 'malformed' };
  }
  const { iss, sub, iat, exp } = claims;
  if (
    protectedHeader.typ !== cardTokenType ||
    iss !== issuer ||
    typeof sub !== 'string' ||
    !numberPattern.test(sub) ||
    typeof iat !== 'number' ||
    typeof exp !== 'number'
  )
    return { forged: 'not-ours' };
  // Signed by a key of the scheme's, but dated outside the time that key signed in.
  const signer = jwks.keys.find((key) => key.kid === protectedHeader.kid);
  if (!signer || (signer.nbf ?? -Infinity) > iat || iat >= (signer.exp ?? Infinity))
    return { forged: 'key-period' };
  const code = {
    number: sub,
    madeAt: new Date(iat * 1000),
    expiresAt: new Date(exp * 1000),
    keyId: String(protectedHeader.kid),
    demonstration: claims.demonstration === true,
  };
  return now.getTime() < exp * 1000 ? { fresh: code } : { stale: code };
}
