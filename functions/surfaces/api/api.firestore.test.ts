// The employers' API against a real Firestore (the emulator), as an account's system calls it:
// 100 pairs in one request, each answered as the web check answers it, with a receipt that
// verifies against the published keys alone; keys only in the Authorization header (plainly or
// percent-encoded in an address, refused), refused once revoked, live at once when new; a daily
// quota with RateLimit headers and 429; Stripe's and GitHub's conventions (405 with Allow, every
// error problem+json and no-store, unknown fields named, Idempotency-Key, a Request-Id on every
// answer); the account's own record, paged, narrowed and as a CSV safe in a spreadsheet; the
// security events in the log; and an OpenAPI 3.1 document that validates.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createLocalJWKSet, jwtVerify } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { commandsOn } from '../../testing/commands.js';
import { clearProject } from '../../testing/emulator.js';
import { answerKindNames } from '../../answers.js';
import { activityDatabase } from '../../deployment.js';
import { createCheckHandler } from '../../handler.js';
import { issuerOf } from '../../receipts.js';
import { apiDocument } from './document.js';
import { approveResults } from '../../portal/approval.js';
import type { Person } from '../../portal/people.js';
import { enterResults } from '../../portal/results.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
const projectId = `demo-api-${process.pid}`;
const app = initializeApp({ projectId }, projectId);
const db = getFirestore(app);
const siteUrl = 'https://scheme.example';
const logged: Record<string, unknown>[] = [];
let folder: string;
let base: string;
const servers: http.Server[] = [];
/** Each account's key, by number. */
const keys: Record<string, string> = {};
let key: string;

const run: ReturnType<typeof commandsOn> = (...asked) =>
  commandsOn({ db, activity: getFirestore(app, activityDatabase), projectId, folder })(...asked);

/** A handler on its own port, as another instance of the function. */
async function serve(registerCheckMs = 0) {
  const handler = createCheckHandler({
    db,
    activity: getFirestore(app, activityDatabase),
    answers: {
      pages: Object.fromEntries(answerKindNames.map((kind) => [kind, kind])),
      headers: { 'X-Content-Type-Options': 'nosniff', 'Strict-Transport-Security': 'max-age=1' },
      siteUrl,
    },
    counterKey: 'counter',
    referenceKey: 'reference',
    registerCheckMs,
    log: (entry) => logged.push(entry),
  });
  const server = http.createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A call of the API with the account's key (or `as` in its place). */
const api = (
  method: string,
  address: string,
  {
    body,
    as = `Bearer ${key}`,
    at = base,
    headers = {},
  }: { body?: unknown; as?: string | null; at?: string; headers?: Record<string, string> } = {},
) =>
  fetch(`${at}${address}`, {
    method,
    headers: {
      ...(as ? { authorization: as } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

/** `n` pairs that are no pairs the check takes: they spend the quota, and touch no limit. */
const unreadable = (n: number) => ({
  checks: Array.from({ length: n }, (_, i) => ({ number: `bad ${i}`, surname: 'X' })),
});

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'api-'));
  await sharp({ create: { width: 300, height: 375, channels: 3, background: '#8899aa' } })
    .png()
    .toFile(path.join(folder, 'ada.png'));
  await writeFile(
    path.join(folder, 'operators.csv'),
    'registration_number,given_names,surname,valid_until,status,categories,photo\r\n' +
      'ZZ300001,Ada,Lovelace,2030-03-31,current,CB,ada.png\r\n' +
      'ZZ300002,Zoë,O’Neill,2030-03-31,suspended,RT,ada.png\r\n' +
      'ZZ300003,Grace,Hopper,2030-03-31,current,CB,ada.png\r\n',
  );
  await run('operators', 'import', { file: 'operators.csv' });
  // The provider whose results are entered below, named where a record shows them.
  await writeFile(
    path.join(folder, 'providers.csv'),
    'accreditation_number,name,status,accredited_until,categories,centres,site_areas,phone,email,website\r\n' +
      'ZZ0001,Example Training Ltd,accredited,2030-01-31,CB,"Unit 1, Canal Road, Leeds, LS1 4AB",LS,0113 496 0000,info@example.com,https://example.com/\r\n',
  );
  await run('providers', 'import', { file: 'providers.csv' });
  await writeFile(
    path.join(folder, 'employers.csv'),
    'account_number,name,contact,daily_quota,status\r\n' +
      'ZZ0301,Example Construction,site@example.com,150,active\r\n' +
      'ZZ0302,Quota Two Ltd,site@example.com,100,active\r\n' +
      'ZZ0303,Record Ltd,site@example.com,1000,active\r\n',
  );
  await run('employers', 'import', { file: 'employers.csv' });
  for (const account of ['ZZ0301', 'ZZ0302', 'ZZ0303'])
    keys[account] = /(motas_\S+)/.exec(
      await run('employers', 'keys', { action: 'create', account: account, reason: 'test' }),
    )![1]!;
  key = keys.ZZ0301!;
  base = await serve();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await deleteApp(app);
  await clearProject(host, projectId);
  await rm(folder, { recursive: true, force: true });
});

describe('the employers’ API', () => {
  it('checks 100 pairs at once, an unknown number and a wrong surname alike, each with a receipt anyone can verify', async () => {
    const checks = [
      { number: 'zz 300 001', surname: 'LOVELACE' },
      { number: 'ZZ300002', surname: 'oneill' },
      { number: 'ZZ300001', surname: 'Byron' },
      { number: 'ZZ399999', surname: 'Lovelace' },
      { number: 'not a number', surname: 'Lovelace' },
      ...Array.from({ length: 95 }, (_, i) => ({
        number: `ZZ4${String(i).padStart(5, '0')}`,
        surname: 'Nobody',
      })),
    ];
    const response = await api('POST', '/api/v1/checks', { body: { checks, photos: true } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('ratelimit-limit')).toBe('150');
    expect(response.headers.get('ratelimit-remaining')).toBe('50');
    const answer = await response.json();
    expect(answer.results).toHaveLength(100);
    const [ada, zoe, wrong, unknown, invalid] = answer.results;
    expect(ada).toMatchObject({
      number: 'ZZ300001',
      outcome: 'match',
      status: 'current',
      validUntil: '2030-03-31',
      name: 'Ada Lovelace',
      categories: ['Counterbalance lift truck'],
      photo: expect.stringMatching(/^\/9j\//),
    });
    expect(ada).not.toHaveProperty('photoId');
    // A suspension says since when, as the web check does.
    expect(zoe).toMatchObject({
      outcome: 'match',
      status: 'suspended',
      name: 'Zoë O’Neill',
      statusSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const shape = (result: Record<string, unknown>) => Object.keys(result).sort();
    expect(wrong.outcome).toBe('no-match');
    expect(shape(wrong)).toEqual(shape(unknown));
    expect(shape(wrong)).toEqual(['number', 'outcome', 'receipt', 'reference']);
    expect(invalid).toEqual({
      number: 'not a number',
      outcome: 'invalid',
      problem: 'number: format',
    });
    // Verified with the published keys alone.
    const jwks = await (await fetch(`${base}/.well-known/jwks.json`)).json();
    const { payload, protectedHeader } = await jwtVerify(ada.receipt, createLocalJWKSet(jwks), {
      issuer: issuerOf(siteUrl, { demonstration: true }),
      algorithms: ['ES256'],
    });
    expect(protectedHeader).toMatchObject({
      alg: 'ES256',
      typ: 'motas-receipt+jwt',
      kid: jwks.keys[0].kid,
    });
    expect(payload).toMatchObject({
      register: 'operators',
      number: 'ZZ300001',
      outcome: 'match',
      status: 'current',
      validUntil: '2030-03-31',
      jti: ada.reference,
    });
    expect(JSON.stringify(payload)).not.toContain('Lovelace');
    const { payload: none } = await jwtVerify(wrong.receipt, createLocalJWKSet(jwks), {
      issuer: issuerOf(siteUrl, { demonstration: true }),
    });
    expect(none).toMatchObject({ number: 'ZZ300001', outcome: 'no-match' });
  });

  it('counts each pair against the account’s daily quota, and refuses with 429 and Retry-After once spent', async () => {
    const over = await api('POST', '/api/v1/checks', { body: unreadable(60) });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit-remaining')).toBe('50');
    expect(await over.json()).toMatchObject({ status: 429, code: 'quota-spent' });
    const last = await api('POST', '/api/v1/checks', { body: unreadable(50) });
    expect(last.status).toBe(200);
    expect(last.headers.get('ratelimit-remaining')).toBe('0');
    expect((await api('POST', '/api/v1/checks', { body: unreadable(1) })).status).toBe(429);
  });

  it('never answers more than the quota, from two instances under concurrent load', async () => {
    const second = await serve();
    // 40 requests of 5 pairs (200) at once, half to each instance, against a quota of 100.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api('POST', '/api/v1/checks', {
          body: unreadable(5),
          as: `Bearer ${keys.ZZ0302}`,
          at: i % 2 ? second : base,
        }),
      ),
    );
    const answered = answers.filter((answer) => answer.status === 200).length * 5;
    expect(answered).toBeLessThanOrEqual(100);
    expect(answers.every((answer) => [200, 429].includes(answer.status))).toBe(true);
    // What was not answered is still there to spend, to the pair.
    let more = 0;
    while (
      (
        await api('POST', '/api/v1/checks', {
          body: unreadable(1),
          as: `Bearer ${keys.ZZ0302}`,
          at: more % 2 ? second : base,
        })
      ).status === 200
    )
      more += 1;
    expect(answered + more).toBe(100);
  });

  it('answers a request sent again with its Idempotency-Key as the first time, charged once', async () => {
    const as = `Bearer ${keys.ZZ0303}`;
    const body = { checks: [{ number: 'ZZ300003', surname: 'Hopper' }] };
    const headers = { 'idempotency-key': 'retry-42' };
    const first = await api('POST', '/api/v1/checks', { body, as, headers });
    expect(first.status).toBe(200);
    const again = await api('POST', '/api/v1/checks', { body, as, headers });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('ratelimit-remaining')).toBe(first.headers.get('ratelimit-remaining'));
    const [one, two] = [await first.json(), await again.json()];
    expect(two).toEqual(one);
    // Charged once: the next request finds one pair spent, not two.
    const next = await api('POST', '/api/v1/checks', { body: unreadable(1), as });
    expect(next.headers.get('ratelimit-remaining')).toBe('998');
    // The same key with another request is refused, and named.
    const other = await api('POST', '/api/v1/checks', {
      body: { checks: [{ number: 'ZZ300003', surname: 'Other' }] },
      as,
      headers,
    });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: 'idempotency-key-reused' });
    // Sent twice at once, one is answered and the other told to wait, or given the same answer.
    const racing = await Promise.all(
      [1, 2].map(() =>
        api('POST', '/api/v1/checks', { body, as, headers: { 'idempotency-key': 'race' } }),
      ),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual(expect.arrayContaining([200]));
    expect(racing.every((answer) => [200, 409].includes(answer.status))).toBe(true);
  });

  it('keeps the account’s own record of its checks: newest first, paged, narrowed, and as a CSV safe to open', async () => {
    const as = `Bearer ${keys.ZZ0303}`;
    // A number typed as a spreadsheet formula is kept as it was sent, and never run.
    await api('POST', '/api/v1/checks', {
      body: { checks: [{ number: '=HYPERLINK("http://evil.example","x")', surname: 'X' }] },
      as,
    });
    const all = await (await api('GET', '/api/v1/checks', { as })).json();
    expect(all.keptDays).toBe(90);
    expect(all.checks[0]).toMatchObject({ outcome: 'invalid' });
    expect(all.checks.map((check: { at: string }) => check.at)).toEqual(
      all.checks
        .map((check: { at: string }) => check.at)
        .sort()
        .reverse(),
    );
    const count = all.checks.length;
    const page = await api('GET', '/api/v1/checks?limit=2', { as });
    const first = await page.json();
    expect(first.checks).toHaveLength(2);
    expect(page.headers.get('link')).toBe(
      `</api/v1/checks?limit=2&page=${first.next}>; rel="next"`,
    );
    const second = await (
      await api('GET', `/api/v1/checks?limit=2&page=${first.next}`, { as })
    ).json();
    expect(second.checks[0]).toEqual(all.checks[2]);
    const byNumber = await (
      await api('GET', '/api/v1/checks?number=zz%20300%20003', { as })
    ).json();
    expect(byNumber.checks.length).toBeGreaterThan(0);
    expect(byNumber.checks.every((check: { number: string }) => check.number === 'ZZ300003')).toBe(
      true,
    );
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await (
      await api('GET', `/api/v1/checks?from=2020-01-01&to=${today}&limit=1000`, { as })
    ).json();
    expect(inRange.checks).toHaveLength(count);
    const before = await (await api('GET', '/api/v1/checks?to=2020-01-01', { as })).json();
    expect(before.checks).toEqual([]);
    const csv = await api('GET', '/api/v1/checks?format=csv', { as });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('at,register,number,outcome,status,reference');
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",invalid,`);
    // Bounded: no more than asked for, with the way to the rest.
    const short = await api('GET', '/api/v1/checks?format=csv&limit=1', { as });
    expect((await short.text()).trim().split('\r\n')).toHaveLength(2);
    expect(short.headers.get('link')).toMatch(/rel="next"$/);
    const tooMany = await api('GET', '/api/v1/checks?limit=5000', { as });
    expect(tooMany.status).toBe(400);
  });

  it('takes a key from the Authorization header only, refuses one revoked, and one new at once', async () => {
    // The key with its last letter changed (to another letter: a key that ends in "x" already
    // stayed the same, 1 run in 64, and was accepted).
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
    const body = { checks: [{ number: 'ZZ300001', surname: 'Lovelace' }] };
    const none = await api('POST', '/api/v1/checks', { body, as: null });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="motas"');
    expect((await api('POST', '/api/v1/checks', { body, as: `Bearer ${wrongKey}` })).status).toBe(
      401,
    );
    // In an address, as written, percent-encoded once or twice, or in another case: leaked.
    for (const written of [
      key,
      encodeURIComponent(key).replace(/_/g, '%5F'),
      encodeURIComponent(encodeURIComponent(key).replace(/_/g, '%5F')),
      key.toUpperCase(),
    ]) {
      const inAddress = await api('GET', `/api/v1/checks?key=${written}`, { as: null });
      expect(inAddress.status).toBe(400);
      expect(await inAddress.json()).toMatchObject({ code: 'key-in-address' });
    }
    expect((await api('POST', '/api/v1/checks', { body: '{"checks": []}' })).status).toBe(400);
    // Refused before it is read: a client still writing may see its connection closed instead of
    // the answer, so it asks again until it reads the answer.
    let tooLong;
    for (let tries = 0; !tooLong && tries < 5; tries++)
      tooLong = await api('POST', '/api/v1/checks', { body: 'x'.repeat(70_000) }).catch(
        () => undefined,
      );
    expect(tooLong?.status).toBe(413);
    // A new key works at once, on an instance that read the accounts a moment ago and keeps its
    // copy for 30 s.
    const patient = await serve(30_000);
    expect((await api('GET', '/api/v1/checks', { at: patient })).status).toBe(200);
    const made = /(motas_\S+)/.exec(
      await run('employers', 'keys', { action: 'create', account: 'ZZ0301', reason: 'rotating' }),
    )![1]!;
    expect((await api('GET', '/api/v1/checks', { at: patient, as: `Bearer ${made}` })).status).toBe(
      200,
    );
    const id = key.split('_')[1]!;
    await run('employers', 'keys', {
      action: 'revoke',
      account: 'ZZ0301',
      keyId: id,
      reason: 'leaked',
    });
    expect((await api('GET', '/api/v1/checks')).status).toBe(401);
    key = made;
  });

  it('behaves as integrators expect: 405 with Allow, problem+json for every error, unknown fields named, a Request-Id on every answer', async () => {
    const problems = [
      ['PUT', '/api/v1/checks', 405, 'method-not-allowed'],
      ['PATCH', '/api/v1/checks', 405, 'method-not-allowed'],
      ['DELETE', '/api/v1/checks', 405, 'method-not-allowed'],
      ['POST', '/api/v1/watchlist', 405, 'method-not-allowed'],
      ['GET', '/api/v1/nowhere', 404, 'not-found'],
    ] as const;
    for (const [method, address, status, code] of problems) {
      const answer = await api(method, address, { body: method === 'GET' ? undefined : {} });
      expect(answer.status, `${method} ${address}`).toBe(status);
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const body = await answer.json();
      expect(body).toMatchObject({ type: 'about:blank', status, code });
      expect(body.requestId).toBe(answer.headers.get('request-id'));
    }
    const put = await api('PUT', '/api/v1/checks', { body: {} });
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    const malformed = await api('POST', '/api/v1/checks', { body: '{"checks": [' });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toBe('application/problem+json');
    expect(await malformed.json()).toMatchObject({ code: 'invalid-request' });
    const form = await api('POST', '/api/v1/checks', {
      body: 'number=ZZ300001&surname=Lovelace',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.headers.get('cache-control')).toBe('no-store');
    expect(await form.json()).toMatchObject({ code: 'unsupported-media-type' });
    const misspelt = await api('POST', '/api/v1/checks', {
      body: { checks: [{ number: 'ZZ300001', surname: 'Lovelace' }], wacth: true },
    });
    expect(misspelt.status).toBe(400);
    expect((await misspelt.json()).detail).toContain('wacth: not a field the API takes');
    // Every answer of the function carries the security headers, JSON and keys included.
    for (const address of ['/api/v1/checks', '/api/v1/openapi.json', '/.well-known/jwks.json']) {
      const answer = await api('GET', address);
      expect(answer.headers.get('x-content-type-options'), address).toBe('nosniff');
      expect(answer.headers.get('strict-transport-security'), address).toBe('max-age=1');
      expect(answer.headers.get('content-security-policy'), address).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('logs refused keys, quotas spent and limits reached as security events, naming the account, never a key or a number', async () => {
    logged.length = 0;
    await api('GET', '/api/v1/checks', {
      as: 'Bearer motas_aaaaaaaa_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
    });
    await api('POST', '/api/v1/checks', { body: unreadable(1), as: `Bearer ${keys.ZZ0302}` });
    await api('POST', '/api/v1/checks', {
      body: { checks: Array.from({ length: 8 }, () => ({ number: 'ZZ300003', surname: 'X' })) },
      as: `Bearer ${keys.ZZ0303}`,
    });
    const events = logged.filter((entry) => entry.severity === 'WARNING');
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'key-refused', surface: 'api', why: 'unknown' }),
        expect.objectContaining({ event: 'quota-spent', account: 'ZZ0302' }),
        expect.objectContaining({ event: 'limit-reached', limit: 'number', account: 'ZZ0303' }),
      ]),
    );
    const text = JSON.stringify(logged);
    expect(text).not.toContain('motas_');
    expect(text).not.toContain('ZZ300003');
    expect(logged.find((entry) => entry.answer === 'api-checks')).toMatchObject({
      account: 'ZZ0303',
    });
  });

  it('serves an OpenAPI 3.1 document that validates, made from the schemas that validate requests', async () => {
    const document = await (await fetch(`${base}/api/v1/openapi.json`)).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual([
      '/api/v1/checks',
      '/api/v1/watchlist',
      '/api/v1/deliveries',
      '/api/v1/webhook/test',
      '/api/v1/deliveries/{id}/redeliver',
    ]);
    // Every notice a webhook is sent, with the headers that sign it.
    expect(Object.keys(document.webhooks)).toEqual([
      'registration.suspended',
      'registration.expired',
      'registration.expiring',
      'registration.removed',
      'registration.current',
      'webhook.test',
    ]);
    expect(
      document.webhooks['webhook.test'].post.parameters.map((p: { name: string }) => p.name),
    ).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    expect(document).toEqual(JSON.parse(JSON.stringify(apiDocument(siteUrl))));
    expect(document.components.schemas.CheckRequest.properties.checks.maxItems).toBe(100);
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
  });
});

describe('a category a provider’s results put on a record', () => {
  /**
   * The registration number of an operator whose Counterbalance result `provider` entered and
   * approved just now, with a photograph of `background`: provisional until the scheme confirms it.
   */
  async function provisionalOperator(
    provider: string,
    givenNames: string,
    surname: string,
    background: string,
  ) {
    const jpeg = await sharp({ create: { width: 300, height: 375, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const at = new Date();
    const ids = await enterResults(db, { provider, by: 'submitter@example.com', at }, [
      {
        fields: {
          givenNames,
          surname,
          testDate: '2026-11-20',
          category: 'CB',
          instructor: 'ZZ100001',
        },
        source: 'form',
        jpeg,
      },
    ]);
    const approver = {
      uid: `approver-${provider}`,
      email: 'approver@example.com',
      provider,
      roles: ['approver'],
    } as unknown as Person;
    const { approved } = await approveResults(
      db,
      { person: approver, at, allowDemonstration: true },
      ids,
    );
    return approved[0]?.number;
  }

  it('counts, and the answer says it is provisional, whose results they are and since when', async () => {
    const number = await provisionalOperator('ZZ0001', 'Pat', 'Provisional', '#446688');
    const response = await api('POST', '/api/v1/checks', {
      body: { checks: [{ number, surname: 'Provisional' }] },
      // An account whose day the tests above have not spent.
      as: `Bearer ${keys.ZZ0303}`,
    });
    expect(response.status).toBe(200);
    const [result] = (await response.json()).results;
    expect(result).toMatchObject({
      outcome: 'match',
      status: 'current',
      categories: ['Counterbalance lift truck'],
      provisional: [
        {
          category: 'CB',
          counts: true,
          text: expect.stringMatching(
            /^Counterbalance lift truck: provisional: results entered by Example Training Ltd on \d{1,2} \w+ \d{4}, awaiting the scheme’s confirmation$/,
          ),
        },
      ],
    });
  });

  it('names a provider the register no longer holds by its number', async () => {
    const number = await provisionalOperator('ZZ0999', 'Gone', 'Provider', '#664488');
    const response = await api('POST', '/api/v1/checks', {
      body: { checks: [{ number, surname: 'Provider' }] },
      as: `Bearer ${keys.ZZ0303}`,
    });
    expect(response.status).toBe(200);
    const [result] = (await response.json()).results;
    expect(result.provisional[0].text).toMatch(/results entered by ZZ0999 on /);
  });
});
