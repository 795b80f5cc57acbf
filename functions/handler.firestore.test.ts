// The check's handler against a real Firestore (the emulator), answering real HTTP requests: what
// an employer gets for each kind of input, what a client that tries too often gets, and what
// everyone gets when Firestore is down. The answer pages here are small stand-ins with the same
// placeholders as the built ones; e2e/operator-check.spec.ts tests the built pages in browsers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkLimit, checkPath, createCheckHandler } from './handler.js';
import { operatorsCollection, surnameKey } from './records.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
const app = initializeApp({ projectId: `demo-check-${Date.now()}` }, 'handler-test');
const db = getFirestore(app);

const page = (kind: string, body = '') =>
  `<!doctype html><title>${kind}</title><main data-kind="${kind}">${body}<input name="number" value="{{number}}"><input name="surname" value="{{surname}}"></main>`;
const answers = {
  pages: {
    ...Object.fromEntries(
      ['no-match', 'limited', 'unavailable', 'method'].map((kind) => [kind, page(kind)]),
    ),
    ...Object.fromEntries(
      [
        'number-missing',
        'number-tooLong',
        'number-format',
        'surname-missing',
        'surname-tooLong',
        'surname-characters',
      ].map((problem) => [`invalid-${problem}`, page(`invalid-${problem}`)]),
    ),
    ...Object.fromEntries(
      ['current', 'expired', 'suspended'].map((status) => [
        `match-${status}`,
        page(
          `match-${status}`,
          '<h1>{{fullName}}</h1><p>{{registrationNumber}} {{validUntil}}</p><img src="data:image/jpeg;base64,{{photo}}"><ul><li class="c">{{category}}</li></ul>',
        ),
      ]),
    ),
  },
  headers: { 'Content-Security-Policy': "default-src 'none'" },
};

const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const records = [
  { number: 'AB123456', givenNames: 'Ada', surname: 'Example', validUntil: '2030-12-31' },
  { number: 'AB123457', givenNames: 'Zoë', surname: 'O’Neill-Sample', validUntil: '2030-12-31' },
  { number: 'AB123458', givenNames: 'Sam', surname: 'Placeholder', validUntil: '2025-06-30' },
  {
    number: 'AB123459',
    givenNames: 'Jo',
    surname: 'Specimen',
    validUntil: '2030-01-31',
    suspended: true,
  },
  { number: 'ZZ000001', givenNames: 'Demo', surname: 'Record', validUntil: '2030-12-31' },
];

const logs: Record<string, unknown>[] = [];
const servers: http.Server[] = [];

/** A server with the handler as options make it; resolves to its origin. */
async function serve(options: Partial<Parameters<typeof createCheckHandler>[0]> = {}) {
  const handler = createCheckHandler({
    db,
    answers,
    now: () => new Date('2026-11-25T12:00:00Z'),
    log: (entry) => logs.push(entry),
    ...options,
  });
  const server = http.createServer((request, response) => void handler(request, response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let origin: string;
let client = 0;
/** Posts the form as a browser does, from a client address of its own unless one is given. */
async function check(fields: Record<string, string>, from = `198.51.100.${++client}`) {
  const response = await fetch(`${origin}${checkPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'fastly-client-ip': from,
    },
    body: new URLSearchParams(fields),
  });
  const body = await response.text();
  return {
    status: response.status,
    body,
    headers: response.headers,
    kind: /<title>(.*?)</.exec(body)?.[1],
  };
}

beforeAll(async () => {
  const batch = db.batch();
  for (const { number, suspended = false, ...rest } of records)
    batch.set(db.collection(operatorsCollection).doc(number), {
      registrationNumber: number,
      ...rest,
      surnameKey: surnameKey(rest.surname),
      suspended,
      categories: ['CB', 'RT'],
      photo,
    });
  await batch.commit();
  origin = await serve();
});

afterAll(async () => {
  for (const server of servers) server.close();
  await deleteApp(app);
});

describe('a registration that matches', () => {
  it('shows the name, number, date, categories and photograph, marked current', async () => {
    const answer = await check({ number: 'ab 123-456', surname: 'EXAMPLE' });
    expect(answer.status).toBe(200);
    expect(answer.kind).toBe('match-current');
    expect(answer.body).toContain('<h1>Ada Example</h1>');
    expect(answer.body).toContain('AB123456 31 December 2030');
    expect(answer.body).toContain(
      '<li class="c">Counterbalance lift truck</li><li class="c">Reach truck</li>',
    );
    expect(answer.body).toContain(`base64,${photo.toString('base64')}`);
    expect(answer.body).not.toContain('{{');
  });

  it('accepts odd but real surnames in any case, spacing, accent and apostrophe', async () => {
    for (const surname of [
      'O’Neill-Sample',
      "o'neill-sample",
      '  O Neill  Sample ',
      'ONEILL-SAMPLE',
      'Oneill Sample',
    ])
      expect((await check({ number: 'AB123457', surname })).kind).toBe('match-current');
    const zoe = await check({ number: 'AB123457', surname: 'O’Neill-Sample' });
    expect(zoe.body).toContain('Zoë O’Neill-Sample');
  });

  it('says expired after the valid-until date, and suspended when the scheme suspends it', async () => {
    expect((await check({ number: 'AB123458', surname: 'Placeholder' })).kind).toBe(
      'match-expired',
    );
    expect((await check({ number: 'AB123459', surname: 'Specimen' })).kind).toBe('match-suspended');
  });
});

describe('no match', () => {
  it('answers an unknown number and a wrong surname alike: status, body and headers', async () => {
    const unknown = await check({ number: 'AB999999', surname: 'Example' });
    const wrongSurname = await check({ number: 'AB123456', surname: 'Exampel' });
    expect(unknown.kind).toBe('no-match');
    expect(wrongSurname.status).toBe(unknown.status);
    // The same page but for what each visitor typed, which it keeps in the form.
    expect(wrongSurname.body.replace('AB123456', 'AB999999').replace('Exampel', 'Example')).toBe(
      unknown.body,
    );
    expect([...wrongSurname.headers.keys()]).toEqual([...unknown.headers.keys()]);
  });

  it('never matches a demonstration record outside the emulator', async () => {
    expect((await check({ number: 'ZZ000001', surname: 'Record' })).kind).toBe('no-match');
    const demo = await serve({ allowDemonstration: true });
    const answer = await fetch(`${demo}${checkPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'number=ZZ000001&surname=Record',
    });
    expect(await answer.text()).toContain('<title>match-current</title>');
  });
});

describe('bad input gets the form again, with what was typed and one message', () => {
  const cases: [Record<string, string>, string][] = [
    [{ number: '', surname: 'Example' }, 'invalid-number-missing'],
    [{ number: '   ', surname: 'Example' }, 'invalid-number-missing'],
    [{ number: '12345678', surname: 'Example' }, 'invalid-number-format'],
    [{ number: 'AB12345', surname: 'Example' }, 'invalid-number-format'],
    [{ number: 'A'.repeat(21), surname: 'Example' }, 'invalid-number-tooLong'],
    [{ number: 'AB123456', surname: '' }, 'invalid-surname-missing'],
    [{ number: 'AB123456', surname: 'x'.repeat(61) }, 'invalid-surname-tooLong'],
    [{ number: 'AB123456', surname: 'Smith2' }, 'invalid-surname-characters'],
    [{ surname: 'Example' }, 'invalid-number-missing'],
  ];
  for (const [fields, kind] of cases)
    it(`${JSON.stringify(fields)} → ${kind}`, async () => {
      const answer = await check(fields);
      expect(answer.status).toBe(400);
      expect(answer.kind).toBe(kind);
      expect(answer.body).toContain(`value="${fields.number ?? ''}"`);
    });

  it('shows markup typed into a field as text, never as markup', async () => {
    const answer = await check({ number: '<b>AB</b>', surname: '"><script>alert(1)</script>' });
    expect(answer.kind).toBe('invalid-number-format');
    expect(answer.body).toContain('value="&lt;b&gt;AB&lt;/b&gt;"');
    expect(answer.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(answer.body).not.toContain('<script>');
  });

  it('answers a GET with 405 and the form, and a body that is not the form with 400', async () => {
    const get = await fetch(`${origin}${checkPath}?number=AB123456`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.text()).toContain('<title>method</title>');
    const json = await fetch(`${origin}${checkPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"number":"AB123456"}',
    });
    expect(json.status).toBe(400);
    const huge = await fetch(`${origin}${checkPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `number=AB123456&surname=${'a'.repeat(10_000)}`,
    });
    expect(huge.status).toBe(400);
  });
});

describe('every answer', () => {
  it('is kept by no cache and no search engine, with the site’s headers', async () => {
    const answer = await check({ number: 'AB123456', surname: 'Example' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('logs the outcome only: no number, name or address', async () => {
    logs.length = 0;
    await check({ number: 'AB123456', surname: 'Example' }, '203.0.113.77');
    await check({ number: 'AB999999', surname: 'Nobody' }, '203.0.113.77');
    const text = JSON.stringify(logs);
    expect(logs).toEqual([
      { check: 'match-current', status: 200 },
      { check: 'no-match', status: 200 },
    ]);
    for (const secret of ['AB123456', 'AB999999', 'Example', 'Nobody', '203.0.113'])
      expect(text).not.toContain(secret);
  });
});

describe('tries from one client', () => {
  it('are slowed past the soft limit, then refused with 429 until the window ends', async () => {
    const limit = { ...checkLimit, perWindow: 4, slowAfter: 2, delayStepMs: 150 };
    const limited = await serve({ limit });
    const from = '192.0.2.10';
    const post = async () => {
      const started = performance.now();
      const response = await fetch(`${limited}${checkPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'fastly-client-ip': from,
        },
        body: 'number=AB123456&surname=Example',
      });
      return { response, ms: performance.now() - started, body: await response.text() };
    };
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push(await post());
    expect(tries.map((t) => t.response.status)).toEqual([200, 200, 200, 200, 429]);
    // The third and fourth wait 150 and 300 ms more than the first two.
    expect(tries[3]!.ms).toBeGreaterThanOrEqual(300);
    expect(tries[4]!.body).toContain('<title>limited</title>');
    expect(Number(tries[4]!.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not held back by this one.
    const other = await fetch(`${limited}${checkPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'fastly-client-ip': '192.0.2.11',
      },
      body: 'number=AB123456&surname=Example',
    });
    expect(other.status).toBe(200);
  });

  it('are counted in Firestore, so two instances share one limit', async () => {
    const limit = { ...checkLimit, perWindow: 2, slowAfter: 2 };
    const [first, second] = [await serve({ limit }), await serve({ limit })];
    const post = (target: string) =>
      fetch(`${target}${checkPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'fastly-client-ip': '192.0.2.20',
        },
        body: 'number=AB123456&surname=Example',
      }).then((response) => response.status);
    expect([await post(first), await post(second), await post(first), await post(second)]).toEqual([
      200, 200, 429, 429,
    ]);
  });
});

describe('when Firestore is down', () => {
  it('answers 503 "unavailable" within the deadline, keeping what was typed', async () => {
    // A port where nothing listens: the Admin SDK retries until the handler stops waiting.
    const dead = initializeApp({ projectId: 'demo-dead' }, 'dead');
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:9';
    const deadDb = getFirestore(dead);
    process.env.FIRESTORE_EMULATOR_HOST = host;
    const down = await serve({ db: deadDb, deadlineMs: 1000 });
    const started = performance.now();
    const response = await fetch(`${down}${checkPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'number=AB123456&surname=Example',
    });
    const elapsed = performance.now() - started;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    const body = await response.text();
    expect(body).toContain('<title>unavailable</title>');
    expect(body).toContain('value="AB123456"');
    expect(elapsed).toBeLessThan(3000);
    await deleteApp(dead);
  });
});
