// A receipt says what the register said, and anyone holding the published keys can tell whether
// it was signed by the scheme: an altered one, one signed by another key or another issuer, and
// text that is no receipt are each told apart.
import { describe, expect, it } from 'vitest';
import { CompactSign, SignJWT, decodeProtectedHeader, importJWK } from 'jose';
import {
  createReceipts,
  demonstrationIssuer,
  generateReceiptKey,
  issuerOf,
  rotateReceiptKeys,
  verifyReceipt,
} from './receipts.js';

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
    // Strictly: a key without a period publishes none, not an empty one.
    expect(receipts.jwks.keys).toStrictEqual([
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

  it('is genuine only if dated within its key’s period: a retired key verifies what it signed in its time, never a receipt of today', async () => {
    const from = new Date('2026-01-01T00:00:00Z');
    const rotatedAt = new Date('2026-11-01T00:00:00Z');
    const first = await generateReceiptKey({ from });
    const keys = await rotateReceiptKeys([first], rotatedAt);
    const [next, retired] = keys;
    // The retired key keeps its public half and its period; the new one signs from the rotation.
    expect(retired).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: first.x,
      y: first.y,
      kid: first.kid,
      alg: 'ES256',
      use: 'sig',
      nbf: from.getTime() / 1000,
      exp: rotatedAt.getTime() / 1000,
    });
    expect(next).toMatchObject({ nbf: rotatedAt.getTime() / 1000, d: expect.any(String) });
    const after = await createReceipts(JSON.stringify({ keys }), { issuer });
    expect(after.jwks.keys[1]).toEqual(retired);
    // What the first key signed in its time still verifies once it is retired.
    const before = await createReceipts(JSON.stringify({ keys: [first] }), { issuer });
    const inItsTime = await before.sign({
      ...checked,
      checkedAt: new Date('2026-06-01T12:00:00Z'),
    });
    expect((await verifyReceipt(inItsTime, after.jwks, { issuer })).ok).toBe(true);
    // Its private half, had it leaked, signs a receipt of today that is refused.
    const forged = await new SignJWT({
      register: 'operators',
      number: 'MO123456',
      outcome: 'match',
    })
      .setProtectedHeader({ alg: 'ES256', kid: first.kid, typ: 'motas-receipt+jwt' })
      .setIssuer(issuer)
      .setIssuedAt(Math.floor(new Date('2026-11-26T10:00:00Z').getTime() / 1000))
      .setJti('TRW4ZK-7QH3P8WZ')
      .sign(await importJWK(first, 'ES256'));
    expect(await verifyReceipt(forged, after.jwks, { issuer })).toEqual({
      ok: false,
      problem: 'key-period',
    });
    // The period's edges: the retired key's last second is the one before the rotation, and the
    // new key signs from the rotation's own.
    const signedAt = async (seconds: number) =>
      verifyReceipt(
        await new SignJWT({ register: 'operators', number: 'MO123456', outcome: 'match' })
          .setProtectedHeader({ alg: 'ES256', kid: first.kid, typ: 'motas-receipt+jwt' })
          .setIssuer(issuer)
          .setIssuedAt(seconds)
          .setJti('TRW4ZK-7QH3P8WZ')
          .sign(await importJWK(first, 'ES256')),
        after.jwks,
        { issuer },
      );
    expect((await signedAt(rotatedAt.getTime() / 1000 - 1)).ok).toBe(true);
    expect(await signedAt(rotatedAt.getTime() / 1000)).toEqual({
      ok: false,
      problem: 'key-period',
    });
    expect((await signedAt(from.getTime() / 1000)).ok).toBe(true);
    expect(await signedAt(from.getTime() / 1000 - 1)).toEqual({ ok: false, problem: 'key-period' });
    expect((await after.sign({ ...checked, checkedAt: rotatedAt })).split('.')).toHaveLength(3);
    // Nor does a key sign outside its period, nor a retired key sign at all.
    await expect(
      after.sign({ ...checked, checkedAt: new Date('2026-10-01T00:00:00Z') }),
    ).rejects.toThrow('may not sign');
    await expect(
      createReceipts(JSON.stringify({ keys: [{ ...first, exp: 1 }] }), { issuer }),
    ).rejects.toThrow('was retired');
  });

  it('says it is a demonstration when an emulator’s project signed it, under the local issuer', async () => {
    const local = issuerOf('https://www.motas.org.uk', { demonstration: true });
    expect(local).toBe(demonstrationIssuer);
    // The site's own address otherwise, and the local issuer where a build names no site.
    expect(issuerOf('https://www.motas.org.uk')).toBe('https://www.motas.org.uk');
    expect(issuerOf(undefined)).toBe(demonstrationIssuer);
    const receipts = await createReceipts(JSON.stringify({ keys: [await generateReceiptKey()] }), {
      issuer: local,
      demonstration: true,
    });
    const token = await receipts.sign(checked);
    expect(await verifyReceipt(token, receipts.jwks, { issuer: local })).toMatchObject({
      ok: true,
      receipt: { demonstration: true },
    });
    // The scheme's own verifier takes it for none of its receipts.
    expect(
      await verifyReceipt(token, receipts.jwks, { issuer: 'https://www.motas.org.uk' }),
    ).toEqual({ ok: false, problem: 'not-ours' });
  });
});

describe('a crew’s receipt', () => {
  const crew = {
    account: 'ZZ0301',
    register: 'operators',
    counts: { current: 20, suspended: 1, 'no-match': 3 },
    digest: 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg',
    reference: 'CREW-TRW4ZK-7QH3P8WZ',
    checkedAt: new Date('2026-11-26T10:15:30Z'),
  };

  it('is signed as every receipt, with a type of its own, and certifies the account, when, the counts and the rows’ digest', async () => {
    const key = await generateReceiptKey();
    const receipts = await createReceipts(JSON.stringify({ keys: [key] }), { issuer });
    const token = await receipts.signCrew(crew);
    expect(decodeProtectedHeader(token)).toEqual({
      alg: 'ES256',
      kid: key.kid,
      typ: 'motas-crew-receipt+jwt',
    });
    expect(await verifyReceipt(token, receipts.jwks, { issuer })).toEqual({
      ok: true,
      crew,
      keyId: key.kid,
    });
    // Small enough for a QR code on paper: the scheme's own address and a crew with every outcome.
    const everyOutcome = await (
      await createReceipts(JSON.stringify({ keys: [key] }), { issuer: 'https://www.motas.org.uk' })
    ).signCrew({
      ...crew,
      counts: {
        current: 14,
        ending: 14,
        expired: 14,
        suspended: 14,
        'no-match': 14,
        unreadable: 15,
        limited: 15,
      },
    });
    expect(everyOutcome.length).toBeLessThanOrEqual(600);
  });

  it('honours the key’s period and the demonstration issuer as a check’s receipt does', async () => {
    const first = await generateReceiptKey({ from: new Date('2026-01-01T00:00:00Z') });
    const keys = await rotateReceiptKeys([first], new Date('2026-11-01T00:00:00Z'));
    const after = await createReceipts(JSON.stringify({ keys }), { issuer });
    await expect(
      after.signCrew({ ...crew, checkedAt: new Date('2026-10-01T00:00:00Z') }),
    ).rejects.toThrow('may not sign');
    const forged = await new SignJWT({ account: 'ZZ0301', register: 'operators', counts: {} })
      .setProtectedHeader({ alg: 'ES256', kid: first.kid, typ: 'motas-crew-receipt+jwt' })
      .setIssuer(issuer)
      .setIssuedAt(Math.floor(crew.checkedAt.getTime() / 1000))
      .setJti(crew.reference)
      .sign(await importJWK(first, 'ES256'));
    expect(await verifyReceipt(forged, after.jwks, { issuer })).toEqual({
      ok: false,
      problem: 'key-period',
    });
    const local = issuerOf(issuer, { demonstration: true });
    const demonstration = await createReceipts(
      JSON.stringify({ keys: [await generateReceiptKey()] }),
      { issuer: local, demonstration: true },
    );
    const token = await demonstration.signCrew(crew);
    expect(await verifyReceipt(token, demonstration.jwks, { issuer: local })).toMatchObject({
      ok: true,
      crew: { demonstration: true },
    });
    expect(await verifyReceipt(token, demonstration.jwks, { issuer })).toEqual({
      ok: false,
      problem: 'not-ours',
    });
  });

  it('is told from a token of another type the scheme’s key signed', async () => {
    const key = await generateReceiptKey();
    const receipts = await createReceipts(JSON.stringify({ keys: [key] }), { issuer });
    const other = await new SignJWT({ account: 'ZZ0301' })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'motas-card+jwt' })
      .setIssuer(issuer)
      .setIssuedAt()
      .setJti(crew.reference)
      .sign(await importJWK(key, 'ES256'));
    expect(await verifyReceipt(other, receipts.jwks, { issuer })).toEqual({
      ok: false,
      problem: 'not-ours',
    });
  });

  // Each case below was a mutant of receipts.js no test told apart (issue 56's run).
  it('reads counts that are not a table as none, and a token that is no JWS or JWT as malformed', async () => {
    const key = await generateReceiptKey();
    const receipts = await createReceipts(JSON.stringify({ keys: [key] }), { issuer });
    const signedAs = async (payload: Record<string, unknown>, typ = 'motas-crew-receipt+jwt') =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ })
        .setIssuer(issuer)
        .setIssuedAt()
        .setJti(crew.reference)
        .sign(await importJWK(key, 'ES256'));
    for (const counts of [null, 'many', undefined]) {
      const verified = await verifyReceipt(
        await signedAs({ account: 'ZZ0301', register: 'operators', counts, digest: 'd' }),
        receipts.jwks,
        { issuer },
      );
      expect(verified.ok && 'crew' in verified && verified.crew.counts, String(counts)).toEqual({});
    }
    // Three parts, but no JWS: a header that is not JSON.
    const [, body, signature] = (await signedAs({})).split('.');
    expect(await verifyReceipt(`e30x.${body}.${signature}`, receipts.jwks, { issuer })).toEqual({
      ok: false,
      problem: 'malformed',
    });
    // A letter outside base64url's, in any of its parts or around them: no receipt's text, not an
    // altered receipt (inside the payload, jose reads `+` as base64's and finds the signature
    // wrong; at either end it finds the text malformed itself).
    const token = await signedAs({ account: 'ZZ0301', register: 'operators', digest: 'd' });
    const [h, p, s] = token.split('.');
    for (const typed of [`+${token}`, `${h}.+${p}.${s}`, `${token}+`])
      expect(await verifyReceipt(typed, receipts.jwks, { issuer }), typed).toEqual({
        ok: false,
        problem: 'malformed',
      });
    // A JWS the key signed whose payload is no JWT's claims.
    const notClaims = await new CompactSign(new TextEncoder().encode('not claims'))
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'motas-receipt+jwt' })
      .sign(await importJWK(key, 'ES256'));
    expect(await verifyReceipt(notClaims, receipts.jwks, { issuer })).toEqual({
      ok: false,
      problem: 'malformed',
    });
  });

  it('refuses signing keys that are not a list, or not JSON', async () => {
    for (const secret of ['{"keys":{}}', 'not JSON'])
      await expect(createReceipts(secret, { issuer }), secret).rejects.toThrow(
        'RECEIPT_SIGNING_KEYS holds no private key',
      );
  });
});
