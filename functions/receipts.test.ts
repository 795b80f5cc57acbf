// A receipt says what the register said, and anyone holding the published keys can tell whether
// it was signed by the scheme: an altered one, one signed by another key or another issuer, and
// text that is no receipt are each told apart.
import { describe, expect, it } from 'vitest';
import { createReceipts, generateReceiptKey, verifyReceipt } from './receipts.js';

const issuer = 'https://scheme.example';
const checked = {
  register: 'operators',
  number: 'MO123456',
  outcome: 'match',
  status: 'current',
  validUntil: '2028-03-31',
  reference: 'TRW4ZK-7QH3P8WZ',
  checkedAt: new Date('2026-11-26T10:15:30Z'),
};

describe('a receipt', () => {
  it('certifies the check, verified against the published keys alone', async () => {
    const key = await generateReceiptKey();
    const receipts = await createReceipts(JSON.stringify({ keys: [key] }), { issuer });
    expect(receipts.jwks.keys).toEqual([
      { kty: 'EC', crv: 'P-256', x: key.x, y: key.y, kid: key.kid, alg: 'ES256', use: 'sig' },
    ]);
    expect(JSON.stringify(receipts.jwks)).not.toContain(String(key.d));
    const token = await receipts.sign(checked);
    // With the id of the key that signed it, as the verify page names it.
    expect(await verifyReceipt(token, receipts.jwks, { issuer })).toEqual({
      ok: true,
      receipt: checked,
      keyId: key.kid,
    });
    // As read from a printed QR code or pasted with line breaks.
    expect(
      (await verifyReceipt(`${token.slice(0, 40)}\n ${token.slice(40)}`, receipts.jwks, { issuer }))
        .ok,
    ).toBe(true);
  });

  it('still verifies once the key has rotated, while the old key is published', async () => {
    const [old, next] = [await generateReceiptKey(), await generateReceiptKey()];
    const before = await createReceipts(JSON.stringify({ keys: [old] }), { issuer });
    const token = await before.sign(checked);
    const after = await createReceipts(JSON.stringify({ keys: [next, old] }), { issuer });
    expect((await verifyReceipt(token, after.jwks, { issuer })).ok).toBe(true);
    expect(after.jwks.keys.map((key) => key.kid)).toEqual([next.kid, old.kid]);
    const dropped = await createReceipts(JSON.stringify({ keys: [next] }), { issuer });
    expect(await verifyReceipt(token, dropped.jwks, { issuer })).toEqual({
      ok: false,
      problem: 'unknown-key',
    });
  });

  it('is refused when altered, signed by another issuer, or not a receipt at all', async () => {
    const receipts = await createReceipts(JSON.stringify({ keys: [await generateReceiptKey()] }), {
      issuer,
    });
    const token = await receipts.sign({
      ...checked,
      outcome: 'no-match',
      status: undefined,
      validUntil: undefined,
    });
    const [head, body, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body!, 'base64url').toString()),
        outcome: 'match',
      }),
    ).toString('base64url');
    expect(
      await verifyReceipt(`${head}.${forged}.${signature}`, receipts.jwks, { issuer }),
    ).toEqual({
      ok: false,
      problem: 'signature',
    });
    expect(await verifyReceipt(token, receipts.jwks, { issuer: 'https://other.example' })).toEqual({
      ok: false,
      problem: 'not-ours',
    });
    for (const text of ['', 'not a receipt', 'a.b', `${token}.x`])
      expect(await verifyReceipt(text, receipts.jwks, { issuer }), text).toEqual({
        ok: false,
        problem: 'malformed',
      });
    await expect(createReceipts('{}', { issuer })).rejects.toThrow(
      'RECEIPT_SIGNING_KEYS holds no private key',
    );
  });
});
