// The employers' API against a real Firestore (the emulator), as an account's system calls it:
// 100 pairs in one request, each answered as the web check answers it, with a receipt that
// verifies against the published keys alone; keys only in the Authorization header, refused once
// revoked; a daily quota with RateLimit headers and 429; the account's own record, paged and as
// CSV; and an OpenAPI 3.1 document that validates.
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
import { registerCommand } from '../../scripts/registers/admin.mjs';
import { clearProject } from '../../scripts/serve/firestore-emulator.mjs';
import { answerKindNames } from '../answers.js';
import { activityDatabase } from '../deployment.js';
import { createCheckHandler } from '../handler.js';
import { apiDocument } from './api-document.js';

const host = inject('firestoreHost');
const env = { FIRESTORE_EMULATOR_HOST: host };
process.env.FIRESTORE_EMULATOR_HOST = host;
const projectId = `demo-api-${process.pid}`;
const app = initializeApp({ projectId }, projectId);
const db = getFirestore(app);
const siteUrl = 'https://scheme.example';
let folder: string;
let base: string;
let server: http.Server;
let key: string;

const run = (name: 'operators' | 'providers' | 'employers', ...args: string[]) =>
  registerCommand(name, [...args, '--project', projectId, '--by', 'Ada', '--yes'], {
    env,
    cwd: folder,
  });

/** A call of the API with the account's key (or `as` in its place). */
const api = (
  method: string,
  address: string,
  { body, as = `Bearer ${key}` }: { body?: unknown; as?: string | null } = {},
) =>
  fetch(`${base}${address}`, {
    method,
    headers: {
      ...(as ? { authorization: as } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
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
      'ZZ300002,Zoë,O’Neill,2030-03-31,suspended,RT,ada.png\r\n',
  );
  await run('operators', 'import', 'operators.csv');
  await writeFile(
    path.join(folder, 'employers.csv'),
    'account_number,name,contact,daily_quota,status\r\nZZ0301,Example Construction,site@example.com,150,active\r\n',
  );
  await run('employers', 'import', 'employers.csv');
  key = /(motas_\S+)/.exec(
    await run('employers', 'keys', 'create', 'ZZ0301', '--reason', 'test'),
  )![1]!;
  const handler = createCheckHandler({
    db,
    activity: getFirestore(app, activityDatabase),
    answers: {
      pages: Object.fromEntries(answerKindNames.map((kind) => [kind, kind])),
      headers: {},
      siteUrl,
    },
    counterKey: 'counter',
    referenceKey: 'reference',
    registerCheckMs: 0,
    log: () => {},
  });
  server = http.createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
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
    expect(zoe).toMatchObject({ outcome: 'match', status: 'suspended', name: 'Zoë O’Neill' });
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
      issuer: siteUrl,
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
      issuer: siteUrl,
    });
    expect(none).toMatchObject({ number: 'ZZ300001', outcome: 'no-match' });
  });

  it('counts each pair against the account’s daily quota, and refuses with 429 and Retry-After once spent', async () => {
    const pairs = (n: number) => ({
      checks: Array.from({ length: n }, () => ({ number: 'ZZ300001', surname: 'Lovelace' })),
    });
    const over = await api('POST', '/api/v1/checks', { body: pairs(60) });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit-remaining')).toBe('50');
    expect((await over.json()).title).toBe('The account’s daily quota is spent');
    const last = await api('POST', '/api/v1/checks', { body: pairs(50) });
    expect(last.status).toBe(200);
    expect(last.headers.get('ratelimit-remaining')).toBe('0');
    expect((await api('POST', '/api/v1/checks', { body: pairs(1) })).status).toBe(429);
  });

  it('keeps the account’s own record of its checks, newest first, a page at a time and as CSV', async () => {
    const first = await (await api('GET', '/api/v1/checks')).json();
    expect(first.keptDays).toBe(90);
    expect(first.checks).toHaveLength(100);
    expect(first.checks[0]).toMatchObject({
      register: 'operators',
      number: 'ZZ300001',
      outcome: 'match',
      status: 'current',
    });
    const second = await (await api('GET', `/api/v1/checks?page=${first.next}`)).json();
    expect(second.checks).toHaveLength(50);
    expect(second.next).toBeUndefined();
    const csv = await api('GET', '/api/v1/checks?format=csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('at,register,number,outcome,status,reference');
    expect(lines).toHaveLength(151);
  });

  it('takes a key from the Authorization header only, and refuses one revoked', async () => {
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
    const inAddress = await api('GET', `/api/v1/checks?key=${key}`, { as: null });
    expect(inAddress.status).toBe(400);
    expect((await inAddress.json()).title).toBe('Keys go in the Authorization header');
    expect((await api('POST', '/api/v1/checks', { body: '{"checks": []}' })).status).toBe(400);
    // Refused before it is read: a client still writing may see its connection closed instead of
    // the answer, so it asks again until it reads the answer.
    let tooLong;
    for (let tries = 0; !tooLong && tries < 5; tries++)
      tooLong = await api('POST', '/api/v1/checks', { body: 'x'.repeat(70_000) }).catch(
        () => undefined,
      );
    expect(tooLong?.status).toBe(413);
    const id = key.split('_')[1]!;
    await run('employers', 'keys', 'revoke', 'ZZ0301', id, '--reason', 'leaked');
    expect((await api('GET', '/api/v1/checks')).status).toBe(401);
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
    expect(document).toEqual(JSON.parse(JSON.stringify(apiDocument())));
    expect(document.components.schemas.CheckRequest.properties.checks.maxItems).toBe(100);
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
  });
});
