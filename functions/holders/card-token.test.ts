// A card's code read as the verify page reads it: fresh, stale, or forged, and why, against
// tokens made here with a key of the test's own (jose signs them as any JOSE library would).
import { CompactSign, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardTokenType, receiptAlgorithm } from '../receipts.js';
import { readCardToken } from './card-token.js';

const issuer = 'https://scheme.example';
const now = new Date('2026-11-28T12:00:00Z');
const iat = Math.floor(now.getTime() / 1000) - 10;
let privateKey: CryptoKey;
let jwks: { keys: never[] };

beforeAll(async () => {
  const pair = await generateKeyPair(receiptAlgorithm);
  privateKey = pair.privateKey as CryptoKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: receiptAlgorithm };
  jwks = { keys: [publicJwk] as never[] };
});

/** A token signed with the test's key, of `payload` as it is (JSON or not) and `header`. */
const signed = (payload: string, header: object = {}) =>
  new CompactSign(new TextEncoder().encode(payload))
    .setProtectedHeader({ alg: receiptAlgorithm, kid: 'k1', typ: cardTokenType, ...header })
    .sign(privateKey);

const claims = { iss: issuer, sub: 'ZZ600001', iat, exp: iat + 60 };
const read = async (token: string, keys = jwks) => readCardToken(token, keys, { issuer, now });

describe('readCardToken', () => {
  it('reads a genuine code as fresh within its life, stale after', async () => {
    expect(await read(await signed(JSON.stringify(claims)))).toEqual({
      fresh: {
        number: 'ZZ600001',
        madeAt: new Date(iat * 1000),
        expiresAt: new Date((iat + 60) * 1000),
        keyId: 'k1',
        demonstration: false,
      },
    });
    expect(await read(await signed(JSON.stringify({ ...claims, exp: iat + 10 })))).toMatchObject({
      stale: { number: 'ZZ600001' },
    });
  });

  it('calls forged a code whose payload is no JSON, or whose claims are not the scheme’s', async () => {
    expect(await read(await signed('not json'))).toEqual({ forged: 'malformed' });
    expect(await read('a.b')).toEqual({ forged: 'malformed' });
    for (const wrong of [
      { ...claims, iss: 'https://elsewhere.example' },
      { ...claims, sub: 42 },
      { ...claims, sub: 'not a number' },
      { ...claims, iat: String(iat) },
      { ...claims, exp: undefined },
    ])
      expect(await read(await signed(JSON.stringify(wrong))), JSON.stringify(wrong)).toEqual({
        forged: 'not-ours',
      });
    expect(await read(await signed(JSON.stringify(claims), { typ: 'JWT' }))).toEqual({
      forged: 'not-ours',
    });
  });

  it('calls forged a code dated outside the time its key signed in, to the second', async () => {
    const [key] = jwks.keys as object[];
    const periods = (period: object) => ({ keys: [{ ...key, ...period }] as never[] });
    const token = await signed(JSON.stringify(claims));
    expect(await read(token, periods({ nbf: iat }))).toHaveProperty('fresh');
    expect(await read(token, periods({ nbf: iat + 1 }))).toEqual({ forged: 'key-period' });
    expect(await read(token, periods({ exp: iat + 1 }))).toHaveProperty('fresh');
    expect(await read(token, periods({ exp: iat }))).toEqual({ forged: 'key-period' });
  });
});
