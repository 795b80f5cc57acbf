// Receipts on the web (docs/receipts.md), against a real Firestore (the emulator): every result of
// the web person checks carries the receipt the API would give for the same pair, which verifies
// against the published keys alone and certifies what the page shows (the number, the outcome, the
// reference), with the site's address that verifies it and a QR code of that address; and that
// address (`/verify/result`) tells a receipt of the scheme from an altered one, one signed with
// another key or by another issuer, text that is no receipt, and nothing at all, never logging
// what it was given. The answer pages are the stand-ins every function test uses
// (scripts/test/answer-samples.mjs); e2e/verify.spec.ts tests the built pages in a browser.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { SignJWT, createLocalJWKSet, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { standInPages } from '../../testing/answer-pages.js';
import { clearProject } from '../../testing/emulator.js';
import { activityDatabase } from '../../deployment.js';
import { checkLimits, checkPath, createCheckHandler, instructorCheckPath } from '../../handler.js';
import { instructorRegister } from '../../providers.js';
import { createReceipts, generateReceiptKey } from '../../receipts.js';
import { surnameKey } from '../../vocabulary/check-input.js';
import { storePlainRecords, storeRecords } from '../../registers/store.js';
import { routes } from '../../vocabulary/paths.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
/** Not a `demo-` project: the handler is given the scheme's key, as in production. */
const projectId = `receipts-test-${process.pid}-${Date.now()}`;
const app = initializeApp({ projectId }, projectId);
const db = getFirestore(app);
const activity = getFirestore(app, activityDatabase);
const siteUrl = 'https://scheme.example';
const signingKey = await generateReceiptKey();
const receiptKeys = JSON.stringify({ keys: [signingKey] });
const clock = () => new Date('2026-11-25T14:30:05Z');
const logs: Record<string, unknown>[] = [];
let origin: string;
let server: http.Server;

/** What the page shows of a value (the stand-ins show each in a `data-field` of its own), as a browser reads it. */
const unescaped = (html: string) =>
  html
    .replaceAll('&#x3D;', '=')
    .replaceAll('&#x2F;', '/')
    .replaceAll('&#x60;', '`')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** An answer: its status, kind (the stand-in's title), headers and each value it shows. */
async function answerOf(response: Response) {
  const body = await response.text();
  return {
    status: response.status,
    kind: /<title>(.*?)</.exec(body)?.[1],
    headers: response.headers,
    body,
    field: (name: string) =>
      unescaped(new RegExp(`<p data-field="${name}">([\\s\\S]*?)</p>`).exec(body)?.[1] ?? ''),
  };
}

let machine = 0;
/** A check posted as the site's form posts it, from a machine of its own. */
const check = async (path: string, number: string, surname: string) =>
  answerOf(
    await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `198.51.100.${++machine}`,
      },
      body: new URLSearchParams({ number, surname }),
    }),
  );

/** The verify address asked about `receipt` as the page's form asks (a GET), or as given. */
const verify = async (receipt: string | undefined, init: RequestInit = {}) =>
  answerOf(
    await fetch(
      `${origin}${routes.verify.path}${receipt === undefined ? '' : `?${new URLSearchParams({ receipt })}`}`,
      init,
    ),
  );

/**
 * The text a QR code in a `data:` URI of an SVG holds, read from its pixels as a phone reads it:
 * the SVG drawn at eight pixels a module (its viewBox counts modules; 72 dpi is one pixel each).
 */
async function qrText(dataUri: string) {
  const svg = Buffer.from(dataUri.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64');
  const { data, info } = await sharp(svg, { density: 576 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

beforeAll(async () => {
  await storeRecords(db, [
    {
      fields: {
        registrationNumber: 'AB123456',
        givenNames: 'Ada',
        surname: 'Example',
        surnameKey: surnameKey('Example'),
        validUntil: '2030-12-31',
        suspended: false,
        categories: ['CB'],
      },
      photoSource: 'source-of-AB123456',
      photo: async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    },
  ]);
  await storePlainRecords(db, instructorRegister, [
    {
      fields: {
        registrationNumber: 'AB700001',
        givenNames: 'Pat',
        surname: 'Instructor',
        surnameKey: surnameKey('Instructor'),
        validUntil: '2027-01-31',
        suspended: true,
        categories: ['CB'],
        providers: [],
        listed: false,
      },
    },
  ]);
  const handler = createCheckHandler({
    db,
    activity,
    answers: { pages: standInPages(), headers: {}, siteUrl },
    counterKey: 'counter',
    referenceKey: 'reference',
    receiptKeys,
    now: clock,
    deadlineMs: 20_000,
    // A number may be checked here as often as the tests need (functions/counting/limiter.js).
    limits: { ...checkLimits, perNumber: { ...checkLimits.perNumber, tries: 10_000 } },
    log: (entry) => logs.push(entry),
  });
  server = http.createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await deleteApp(app);
  await clearProject(host, projectId);
});

describe('a web check’s result', () => {
  it('carries its receipt: signed as the API signs, certifying the page’s number, outcome and reference, verified with the published keys alone', async () => {
    const jwks = await (await fetch(`${origin}/.well-known/jwks.json`)).json();
    const verified = async (receipt: string) =>
      jwtVerify(receipt, createLocalJWKSet(jwks), {
        issuer: siteUrl,
        algorithms: ['ES256'],
        typ: 'motas-receipt+jwt',
      });
    const cases = [
      {
        answer: await check(checkPath, 'ab 123 456', 'EXAMPLE'),
        kind: 'match-current',
        claims: {
          register: 'operators',
          number: 'AB123456',
          outcome: 'match',
          status: 'current',
          validUntil: '2030-12-31',
        },
      },
      {
        answer: await check(checkPath, 'AB123456', 'Byron'),
        kind: 'no-match',
        claims: { register: 'operators', number: 'AB123456', outcome: 'no-match' },
      },
      {
        answer: await check(instructorCheckPath, 'AB700001', 'Instructor'),
        kind: 'instructor-match-suspended',
        claims: {
          register: 'instructors',
          number: 'AB700001',
          outcome: 'match',
          status: 'suspended',
          validUntil: '2027-01-31',
        },
      },
      {
        answer: await check(instructorCheckPath, 'AB799999', 'Nobody'),
        kind: 'instructor-no-match',
        claims: { register: 'instructors', number: 'AB799999', outcome: 'no-match' },
      },
    ];
    for (const { answer, kind, claims } of cases) {
      expect(answer.kind).toBe(kind);
      const receipt = answer.field('receipt');
      const { payload, protectedHeader } = await verified(receipt);
      expect(protectedHeader).toEqual({
        alg: 'ES256',
        kid: signingKey.kid,
        typ: 'motas-receipt+jwt',
      });
      // Exactly what the page shows: its number, its reference, when; no name, no photograph.
      expect(payload, kind).toEqual({
        ...claims,
        iss: siteUrl,
        iat: clock().getTime() / 1000,
        jti: answer.field('reference'),
      });
      expect(payload.number).toBe(answer.field('checkedNumber'));
      // The site's address that verifies it, and a QR code of that address in full.
      expect(answer.field('receiptHref')).toBe(`/verify/result?receipt=${receipt}`);
      expect(answer.field('receiptQr')).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
      expect(await qrText(answer.field('receiptQr'))).toBe(
        `${siteUrl}/verify/result?receipt=${receipt}`,
      );
    }
  });
});

describe('the verify address', () => {
  let receipt: string;
  let reference: string;
  let noMatch: string;
  beforeAll(async () => {
    const match = await check(checkPath, 'AB123456', 'Example');
    [receipt, reference] = [match.field('receipt'), match.field('reference')];
    noMatch = (await check(instructorCheckPath, 'AB799999', 'Nobody')).field('receipt');
  });

  it('says what a valid receipt certifies, in words, with the key that signed it', async () => {
    const answer = await verify(receipt);
    expect([answer.status, answer.kind]).toEqual([200, 'receipt-valid-match']);
    expect({
      register: answer.field('register'),
      number: answer.field('number'),
      status: answer.field('status'),
      validUntil: answer.field('validUntil'),
      checkedAt: answer.field('checkedAt'),
      reference: answer.field('reference'),
      keyId: answer.field('keyId'),
      checkAgainHref: answer.field('checkAgainHref'),
      receipt: answer.field('receipt'),
      issuedBy: answer.field('issuedBy'),
    }).toEqual({
      register: 'operators',
      number: 'AB123456',
      status: 'current',
      validUntil: '31 December 2030',
      checkedAt: '25 November 2026 at 14:30:05',
      reference,
      keyId: signingKey.kid,
      checkAgainHref: '/check',
      receipt,
      issuedBy: 'https://scheme.example',
    });
    const none = await verify(noMatch);
    expect([none.status, none.kind]).toEqual([200, 'receipt-valid-no-match']);
    expect(none.field('register')).toBe('instructors');
    expect(none.field('number')).toBe('AB799999');
    expect(none.field('checkAgainHref')).toBe('/instructors/check');
    // Never stored, never indexed: it is about a person.
    for (const each of [answer, none]) {
      expect(each.headers.get('cache-control')).toBe('no-store');
      expect(each.headers.get('x-robots-tag')).toBe('noindex');
    }
  });

  it('verifies a receipt pasted with line breaks, or the whole address a QR code holds', async () => {
    expect((await verify(`${receipt.slice(0, 50)}\r\n  ${receipt.slice(50)}\n`)).kind).toBe(
      'receipt-valid-match',
    );
    const pasted = `${siteUrl}/verify/result?receipt=${receipt}`;
    const answer = await verify(pasted);
    expect(answer.kind).toBe('receipt-valid-match');
    // The form shows again what was typed.
    expect(answer.field('receipt')).toBe(pasted);
  });

  it('tells an altered receipt, another key’s, another issuer’s and text that is no receipt apart', async () => {
    const [head, body, signature] = receipt.split('.') as [string, string, string];
    const altered = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body, 'base64url').toString()),
        status: 'current',
        validUntil: '2099-12-31',
      }),
    ).toString('base64url');
    const otherKey = await generateReceiptKey();
    const stranger = await createReceipts(JSON.stringify({ keys: [otherKey] }), {
      issuer: siteUrl,
    });
    const otherIssuer = await createReceipts(receiptKeys, { issuer: 'https://fake.example' });
    const signed = {
      register: 'operators',
      number: 'AB123456',
      outcome: 'match',
      status: 'current',
      validUntil: '2030-12-31',
      reference: 'TRW4ZK-7QH3P8WZ',
      checkedAt: clock(),
    };
    const cases = [
      [`${head}.${altered}.${signature}`, 200, 'receipt-invalid-signature'],
      [await stranger.sign(signed), 200, 'receipt-invalid-unknown-key'],
      [await otherIssuer.sign(signed), 200, 'receipt-invalid-not-ours'],
      ['not a receipt <b>at all</b>', 400, 'receipt-invalid-malformed'],
      [`${receipt}.x`, 400, 'receipt-invalid-malformed'],
      ['', 400, 'receipt-invalid-missing'],
      ['   \n', 400, 'receipt-invalid-missing'],
    ] as const;
    for (const [typed, status, kind] of cases) {
      const answer = await verify(typed);
      expect([answer.status, answer.kind], typed).toEqual([status, kind]);
      // The form shows again what was typed, escaped.
      expect(answer.field('receipt'), typed).toBe(typed);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    }
    // Another key that says it is the scheme's own: its id is the scheme's, the signature not.
    const [, forgedBody, forgedSignature] = (await stranger.sign(signed)).split('.');
    expect(decodeProtectedHeader(receipt).kid).toBe(signingKey.kid);
    expect((await verify(`${head}.${forgedBody}.${forgedSignature}`)).kind).toBe(
      'receipt-invalid-signature',
    );
    // No receipt asked about at all.
    expect((await verify(undefined)).kind).toBe('receipt-invalid-missing');
  });

  it('takes a receipt pasted into the form (a POST, out of every address), refuses one over 4 KB, and any other method', async () => {
    const long = await verify(`${receipt}${'A'.repeat(4096)}`);
    expect([long.status, long.kind, long.field('receipt')]).toEqual([
      414,
      'receipt-invalid-malformed',
      '',
    ]);
    const posted = await verify(undefined, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ receipt }),
    });
    expect([posted.status, posted.kind]).toEqual([200, 'receipt-valid-match']);
    const postedLong = await verify(undefined, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ receipt: `${receipt}${'A'.repeat(4096)}` }),
    });
    expect([postedLong.status, postedLong.kind]).toEqual([413, 'receipt-invalid-malformed']);
    const put = await verify(undefined, { method: 'PUT', body: 'x' });
    expect([put.status, put.kind, put.headers.get('allow')]).toEqual([
      405,
      'receipt-method',
      'GET, HEAD, POST',
    ]);
    const head = await fetch(`${origin}${routes.verify.path}?receipt=${receipt}`, {
      method: 'HEAD',
    });
    expect([head.status, await head.text()]).toEqual([200, '']);
  });

  it('never logs a receipt or the number it holds', async () => {
    logs.length = 0;
    await verify(receipt);
    await verify('not a receipt');
    await check(checkPath, 'AB123456', 'Example');
    expect(logs.length).toBeGreaterThanOrEqual(3);
    const logged = JSON.stringify(logs);
    for (const secret of ['AB123456', receipt, receipt.split('.')[1]!, 'not a receipt'])
      expect(logged).not.toContain(secret);
    expect(logs.slice(0, 2)).toEqual([
      { answer: 'receipt-valid-match', status: 200 },
      { answer: 'receipt-invalid-malformed', status: 400 },
    ]);
  });
});

describe('a crew receipt at the verify address', () => {
  // A crew receipt as docs/receipts.md describes it, made here with jose alone: the claims, and
  // its rows kept in the activity database under its reference, their digest in the receipt.
  const rows = [
    {
      number: 'AB123456',
      outcome: 'current',
      since: '',
      validUntil: '2030-12-31',
      reference: 'TRW4ZK-7QH3P8WZ',
    },
    {
      number: 'AB123457',
      outcome: 'suspended',
      since: '2026-11-03',
      validUntil: '2030-12-31',
      reference: 'TRW4ZK-8QH3P8WZ',
    },
    {
      number: 'AB123458',
      outcome: 'suspended',
      since: '',
      validUntil: '2030-12-31',
      reference: 'TRW4ZK-9QH3P8WZ',
    },
    {
      number: 'AB123459',
      outcome: 'no-match',
      since: '',
      validUntil: '',
      reference: 'TRW4ZK-AQH3P8WZ',
    },
    { number: '', outcome: 'unreadable', since: '', validUntil: '', reference: '' },
    { number: 'AB123460', outcome: 'limited', since: '', validUntil: '', reference: '' },
  ];
  const digest = createHash('sha256')
    .update(
      JSON.stringify(
        rows.map((row) => [row.number, row.outcome, row.since, row.validUntil, row.reference]),
      ),
    )
    .digest('base64url');
  const counts = { current: 1, suspended: 2, 'no-match': 1, unreadable: 1, limited: 1 };
  const reference = 'CREW-TRW4ZK-7QH3P8WZ';
  /** A crew receipt signed with `key` as `issuer`. */
  const crewReceipt = async (key = signingKey, issuer = siteUrl, claims: object = {}) =>
    new SignJWT({ account: 'ZZ0301', register: 'operators', counts, digest, ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid!, typ: 'motas-crew-receipt+jwt' })
      .setIssuer(issuer)
      .setIssuedAt(clock().getTime() / 1000)
      .setJti(reference)
      .sign(await importJWK(key, 'ES256'));
  beforeAll(async () => {
    await activity
      .collection('crewReceipts')
      .doc(reference)
      .set({
        account: 'ZZ0301',
        at: Timestamp.fromDate(clock()),
        rows,
        deleteAt: Timestamp.fromMillis(clock().getTime() + 90 * 86_400_000),
      });
  });

  it('says what it certifies and lists its rows, by the one form (a GET or a POST), never logging it', async () => {
    const receipt = await crewReceipt();
    logs.length = 0;
    for (const answer of [
      await verify(receipt),
      await verify(undefined, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ receipt }),
      }),
    ]) {
      expect([answer.status, answer.kind]).toEqual([200, 'receipt-valid-crew']);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
      expect({
        account: answer.field('account'),
        checkedAt: answer.field('checkedAt'),
        reference: answer.field('reference'),
        keyId: answer.field('keyId'),
        rowCount: answer.field('rowCount'),
        mayWorkCount: answer.field('mayWorkCount'),
        mayNotCount: answer.field('mayNotCount'),
        notCheckedCount: answer.field('notCheckedCount'),
        suspendedCount: answer.field('suspendedCount'),
      }).toEqual({
        account: 'ZZ0301',
        checkedAt: '25 November 2026 at 14:30:05',
        reference,
        keyId: signingKey.kid,
        rowCount: '6',
        mayWorkCount: '1',
        mayNotCount: '3',
        notCheckedCount: '2',
        suspendedCount: '2',
      });
      const listed = [
        ...answer.body.matchAll(/<li><span data-field="position">([\s\S]*?)<\/li>/g),
      ].map(([item]) =>
        Object.fromEntries(
          [...item.matchAll(/<span data-field="(\w+)">([^<]*)<\/span>/g)].map(([, name, text]) => [
            name,
            unescaped(text!),
          ]),
        ),
      );
      expect(listed).toEqual([
        {
          position: '1',
          number: 'AB123456',
          outcomeText: 'Current',
          validUntil: '31 December 2030',
          reference: 'TRW4ZK-7QH3P8WZ',
        },
        {
          position: '2',
          number: 'AB123457',
          outcomeText: 'Suspended since 3 November 2026',
          validUntil: '31 December 2030',
          reference: 'TRW4ZK-8QH3P8WZ',
        },
        {
          position: '3',
          number: 'AB123458',
          outcomeText: 'Suspended',
          validUntil: '31 December 2030',
          reference: 'TRW4ZK-9QH3P8WZ',
        },
        {
          position: '4',
          number: 'AB123459',
          outcomeText: 'No match',
          validUntil: '',
          reference: 'TRW4ZK-AQH3P8WZ',
        },
        { position: '5', number: '', outcomeText: 'Not checked', validUntil: '', reference: '' },
        {
          position: '6',
          number: 'AB123460',
          outcomeText: 'Not checked',
          validUntil: '',
          reference: '',
        },
      ]);
    }
    const logged = JSON.stringify(logs);
    for (const secret of [receipt, receipt.split('.')[1]!, reference, 'ZZ0301', 'AB123456'])
      expect(logged).not.toContain(secret);
  });

  it('tells a crew receipt altered, signed with another key or by another issuer apart, reading no rows for them', async () => {
    const receipt = await crewReceipt();
    const [head, body, signature] = receipt.split('.') as [string, string, string];
    const altered = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body, 'base64url').toString()),
        counts: { current: 6 },
      }),
    ).toString('base64url');
    expect((await verify(`${head}.${altered}.${signature}`)).kind).toBe(
      'receipt-invalid-signature',
    );
    expect((await verify(await crewReceipt(await generateReceiptKey()))).kind).toBe(
      'receipt-invalid-unknown-key',
    );
    expect((await verify(await crewReceipt(signingKey, 'https://fake.example'))).kind).toBe(
      'receipt-invalid-not-ours',
    );
  });

  it('answers 503 within its deadline when the rows cannot be read, still saying what the receipt certifies', async () => {
    const dead = initializeApp({ projectId: 'receipts-dead' }, 'receipts-dead');
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:9';
    const deadActivity = getFirestore(dead, activityDatabase);
    process.env.FIRESTORE_EMULATOR_HOST = host;
    const handler = createCheckHandler({
      db,
      activity: deadActivity,
      answers: { pages: standInPages(), headers: {}, siteUrl },
      counterKey: 'counter',
      referenceKey: 'reference',
      receiptKeys,
      now: clock,
      deadlineMs: 1000,
      log: () => {},
    });
    const down = http.createServer((request, response) => void handler(request, response));
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const response = await fetch(
        `http://127.0.0.1:${(down.address() as AddressInfo).port}${routes.verify.path}?receipt=${await crewReceipt()}`,
      );
      const answer = await answerOf(response);
      expect(Date.now() - started).toBeLessThan(3000);
      expect([answer.status, answer.kind]).toEqual([503, 'receipt-valid-crew-unavailable']);
      expect(answer.headers.get('retry-after')).toBe('60');
      expect(answer.field('rowCount')).toBe('6');
    } finally {
      await new Promise((resolve) => down.close(resolve));
      await deleteApp(dead);
    }
  });
});
