// The check's handler against a real Firestore (the emulator), answering real HTTP requests behind
// a stand-in for Google's front end (scripts/serve/check-server.mjs, `forwarded`): what an employer
// gets for each kind of input, what a caller that tries too often gets, whatever headers it sends,
// and what everyone gets when Firestore is down. The answer pages here are small stand-ins with the
// values of the built ones (functions/answers.js); e2e/operator-check.spec.ts tests the built pages
// in browsers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { forwarded } from './testing/front-end.js';
import { clearProject } from './testing/emulator.js';
import { storePlainRecords, storeRecords } from './registers/store.js';
import { answerKindNames, answerKinds, rowsOf } from './answers.js';
import { activityDatabase } from './deployment.js';
import {
  checkLimits,
  checkPath,
  createCheckHandler,
  instructorCheckPath,
  maxBodyBytes,
  reportPath,
} from './handler.js';
import { countersCollection } from './counting/limiter.js';
import { counterId, windowOf } from './counting/windows.js';
import { operatorsCollection, photosCollection } from './register.js';
import { surnameKey } from './vocabulary/check-input.js';
import { instructorRegister, providerRegister } from './providers.js';
import { readReference } from './reference.js';
import { reportsCollection } from './reports.js';
import { generateReceiptKey } from './receipts.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
/** Not a `demo-` project: to the handler, this is production. */
const projectId = `check-test-${process.pid}-${Date.now()}`;
const app = initializeApp({ projectId }, 'handler-test');
const db = getFirestore(app);
const activity = getFirestore(app, activityDatabase);
const keys = {
  counterKey: 'test-counter-key',
  referenceKey: 'test-reference-key',
  receiptKeys: JSON.stringify({ keys: [await generateReceiptKey()] }),
};

/**
 * A stand-in answer page per kind, made from its definition (functions/answers.js): its kind, each
 * of its values, and its list. Handlebars fills them strictly, so a value the handler does not give
 * fails the test that asks for that answer.
 */
const answers = {
  pages: Object.fromEntries(
    answerKindNames.map((kind) => {
      const { values, lists } = answerKinds[kind];
      const shown = values.map((name) => `<p data-field="${name}">{{${name}}}</p>`).join('');
      const listed = lists.map(
        (name) => `<ul>{{#each ${name}}}<li class="c">{{this}}</li>{{/each}}</ul>`,
      );
      const rows = Object.entries(rowsOf(kind)).map(
        ([name, fields]) =>
          `<ul data-rows="${name}">{{#each ${name}}}<li>${fields.map((field) => `{{${field}}}`).join('|')}</li>{{else}}<li>none</li>{{/each}}</ul>`,
      );
      return [
        kind,
        `<!doctype html><title>${kind}</title><main>${shown}${listed.join('')}${rows.join('')}</main>`,
      ];
    }),
  ),
  headers: { 'Content-Security-Policy': "default-src 'none'" },
};

/** Today and dates around it, as the handler's clock sees them. */
const today = '2026-11-25';
const clock = () => new Date('2026-11-25T12:00:00Z');
/** Production's limits, which the tests of the limits read: a limit changed there changes them. */
const { perClient, perNumber } = checkLimits;
/** When a window of `minutes` that holds the clock's moment ends, as an answer says it: "12:15". */
const windowEnds = (minutes: number) =>
  windowOf(clock(), minutes).endsAt.toISOString().slice(11, 16);
/** The statuses of `count` tries answered. */
const answered = (count: number) => Array.from({ length: count }, () => 200);
/** A number's last four digits. */
const pad = (n: number) => String(n).padStart(4, '0');
const addDays = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const people = [
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
  { number: 'AB123460', givenNames: 'Kim', surname: 'Today', validUntil: today },
  { number: 'AB123461', givenNames: 'Lee', surname: 'Yesterday', validUntil: addDays(-1) },
  { number: 'AB123462', givenNames: 'Max', surname: 'Ninety', validUntil: addDays(90) },
  { number: 'AB123463', givenNames: 'Nia', surname: 'Ninetyone', validUntil: addDays(91) },
  // Surnames with letters that do not decompose, as a visitor types them on a UK keyboard.
  { number: 'AB200001', givenNames: 'Łukasz', surname: 'Łódź-Wałęsa', validUntil: '2030-12-31' },
  {
    number: 'AB200002',
    givenNames: 'Søren',
    surname: 'Kierkegaard Ørsted',
    validUntil: '2030-12-31',
  },
  { number: 'AB200003', givenNames: 'Franz', surname: 'Weißmüller', validUntil: '2030-12-31' },
  { number: 'AB200004', givenNames: 'Ægir', surname: 'Ærøe', validUntil: '2030-12-31' },
  { number: 'AB200005', givenNames: 'Novak', surname: 'Đoković', validUntil: '2030-12-31' },
  { number: 'AB200006', givenNames: 'Þóra', surname: 'Þórsdóttir', validUntil: '2030-12-31' },
  // Each checked by one test only, so the number's own limit is that test's.
  { number: 'AB400001', givenNames: 'Lim', surname: 'Ited', validUntil: '2030-12-31' },
  { number: 'AB400002', givenNames: 'Fre', surname: 'Sh', validUntil: '2030-12-31' },
  { number: 'ZZ000001', givenNames: 'Demo', surname: 'Record', validUntil: '2030-12-31' },
  { number: 'AB123464', givenNames: 'Ola', surname: 'Tomorrow', validUntil: addDays(1) },
  // A category the function has no name for (a code added to the file before the function).
  {
    number: 'AB123465',
    givenNames: 'Ren',
    surname: 'Newcode',
    validUntil: '2030-12-31',
    categories: ['CB', 'QQ'],
  },
] as {
  number: string;
  givenNames: string;
  surname: string;
  validUntil: string;
  suspended?: boolean;
  categories?: string[];
}[];

/** Production's limits but a number's, which many tests here check far more often. */
/**
 * Production's limits, but a number may be tried as often as the tests need, and the slowing past
 * `slowAfter` takes milliseconds (its own test sets its step).
 */
const testLimits = {
  ...checkLimits,
  perClient: { ...checkLimits.perClient, delayStepMs: 5 },
  perNumber: { ...checkLimits.perNumber, tries: 10_000 },
};

/** Stores people as the import does: one generation, photographs in documents of their own. */
async function storePeople(target: Firestore, list: typeof people) {
  await storeRecords(
    target,
    list.map(({ number, suspended = false, ...rest }) => ({
      fields: {
        registrationNumber: number,
        ...rest,
        surnameKey: surnameKey(rest.surname),
        suspended,
        categories: rest.categories ?? ['CB', 'RT'],
      },
      photoSource: `source-of-${number}`,
      photo: async () => photo,
    })),
  );
}

/**
 * How long the tests let Firestore take: 20 s, or what the mutation run sets (a mutant that
 * breaks a Firestore call then fails its test in seconds rather than running out its time).
 */
const testDeadlineMs = Number(process.env.CHECK_TEST_DEADLINE_MS ?? 20_000);

const logs: Record<string, unknown>[] = [];
const servers: http.Server[] = [];

/**
 * A server with the handler as options make it, behind a stand-in for Google's front end: it
 * appends the address it saw to X-Forwarded-For (here the test's `x-front-end-saw`, so a test can be
 * many machines). With `readsBody`, it reads the body first and hands it over as `rawBody`, as the
 * Functions framework does. Resolves to its origin.
 */
async function serve(
  options: Partial<Parameters<typeof createCheckHandler>[0]> = {},
  { readsBody = false } = {},
) {
  const handler = createCheckHandler({
    db,
    activity,
    answers,
    ...keys,
    now: clock,
    limits: testLimits,
    log: (entry) => logs.push(entry),
    // Only the tests of the deadline hold Firestore to production's 2 s: on a busy machine the
    // emulator's first answers take longer, and the other tests are about something else.
    deadlineMs: testDeadlineMs,
    ...options,
  });
  const server = http.createServer(async (request, response) => {
    if (readsBody) {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      Object.assign(request, { rawBody: Buffer.concat(chunks) });
    }
    const saw = request.headers['x-front-end-saw'];
    request.headers['x-forwarded-for'] = forwarded(request, {
      throughHosting: false,
      visitor: typeof saw === 'string' ? saw : undefined,
    });
    void handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let origin: string;
let machine = 0;
/** A machine of its own: an address the front end sees. */
const newMachine = () => `198.51.${Math.floor(++machine / 250)}.${machine % 250}`;

/** Posts a form as a browser does, from a machine of its own unless one is given. */
async function post(
  fields: Record<string, string>,
  {
    from = newMachine(),
    to = origin,
    path = checkPath,
    headers = {},
  }: { from?: string; to?: string; path?: string; headers?: Record<string, string> } = {},
) {
  const started = performance.now();
  const response = await fetch(`${to}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-front-end-saw': from,
      ...headers,
    },
    body: new URLSearchParams(fields),
    // An answer never takes longer than Firestore's deadline and the slowest wait: past it, the
    // test fails at once rather than running out its time (a mutant that loses the deadline).
    signal: AbortSignal.timeout(testDeadlineMs + 10_000),
  });
  const body = await response.text();
  const field = (name: string) =>
    new RegExp(`<p data-field="${name}">([\\s\\S]*?)</p>`).exec(body)?.[1] ?? '';
  return {
    status: response.status,
    body,
    headers: response.headers,
    kind: /<title>(.*?)</.exec(body)?.[1],
    field,
    ms: performance.now() - started,
  };
}
const check = (number: string, surname: string, options?: Parameters<typeof post>[1]) =>
  post({ number, surname }, options);

beforeAll(async () => {
  await storePeople(db, people);
  origin = await serve();
});

afterAll(async () => {
  for (const server of servers) server.close();
  await deleteApp(app);
  await clearProject(host, projectId);
});

describe('a registration that matches', () => {
  it('shows the name, number, date, categories and photograph, marked current', async () => {
    const answer = await check('ab 123-456', 'EXAMPLE');
    expect(answer.status).toBe(200);
    expect(answer.kind).toBe('match-current');
    expect(answer.field('fullName')).toBe('Ada Example');
    expect(answer.field('registrationNumber')).toBe('AB123456');
    expect(answer.field('validUntil')).toBe('31 December 2030');
    expect(answer.body).toContain(
      '<li class="c">Counterbalance lift truck</li><li class="c">Reach truck</li>',
    );
    // Handlebars escapes `=` too (as &#x3D;), which a browser reads back as `=`.
    expect(answer.field('photo').replaceAll('&#x3D;', '=')).toBe(photo.toString('base64'));
    expect(answer.body).not.toContain('{{');
  });

  it('says when the check was made, how fresh the register is, and gives a reference the scheme can confirm', async () => {
    const answer = await check('AB123456', 'Example');
    expect(answer.field('checkedAt')).toBe('25 November 2026 at 12:00:00');
    expect(answer.field('registerUpdated')).toMatch(/^\d{1,2} \w+ \d{4} at \d\d:\d\d$/);
    const reference = answer.field('reference');
    expect(reference).toMatch(/^[0-9A-Z]+-[0-9A-Z]{8}$/);
    expect(readReference(keys.referenceKey, reference, 'AB123456')).toEqual({
      at: clock(),
      outcome: 'current',
    });
    // It certifies that number and that outcome only.
    expect(readReference(keys.referenceKey, reference, 'AB123457')).toBeUndefined();
    expect(readReference('another key', reference, 'AB123456')).toBeUndefined();
    const none = await check('AB999999', 'Example');
    expect(readReference(keys.referenceKey, none.field('reference'), 'AB999999')?.outcome).toBe(
      'no-match',
    );
  });

  it('accepts odd but real surnames in any case, spacing, accent and apostrophe', async () => {
    for (const surname of [
      'O’Neill-Sample',
      "o'neill-sample",
      '  O Neill  Sample ',
      'ONEILL-SAMPLE',
      'Oneill Sample',
    ])
      expect((await check('AB123457', surname)).kind).toBe('match-current');
    expect((await check('AB123457', 'O’Neill-Sample')).field('fullName')).toBe(
      'Zoë O’Neill-Sample',
    );
  });

  it('folds letters that do not decompose to what a UK keyboard types', async () => {
    const typed: [string, string][] = [
      ['AB200001', 'Lodz-Walesa'],
      ['AB200002', 'kierkegaard orsted'],
      ['AB200003', 'Weissmuller'],
      ['AB200004', 'Aeroe'],
      ['AB200005', 'Dokovic'],
      ['AB200006', 'Thorsdottir'],
    ];
    for (const [number, surname] of typed)
      expect((await check(number, surname)).kind, `${number} ${surname}`).toBe('match-current');
    // And as written, of course.
    expect((await check('AB200003', 'Weißmüller')).kind).toBe('match-current');
    expect((await check('AB200003', 'Weismuller')).kind).toBe('no-match');
  });

  it('says expired the day after the valid-until date, and suspended when the scheme suspends it', async () => {
    expect((await check('AB123458', 'Placeholder')).kind).toBe('match-expired');
    expect((await check('AB123459', 'Specimen')).kind).toBe('match-suspended');
    // Valid until today: still current, ending today. Valid until yesterday: expired.
    const lastDay = await check('AB123460', 'Today');
    expect([lastDay.kind, lastDay.field('endsIn')]).toEqual(['match-ending', 'today']);
    expect((await check('AB123461', 'Yesterday')).kind).toBe('match-expired');
  });

  it('says so when a current registration ends within 90 days', async () => {
    const ninety = await check('AB123462', 'Ninety');
    expect([ninety.kind, ninety.field('endsIn')]).toEqual(['match-ending', 'in 90 days']);
    expect((await check('AB123463', 'Ninetyone')).kind).toBe('match-current');
  });

  it('escapes what a record holds, whatever got into it', async () => {
    await storePeople(db, [
      {
        number: 'AB300001',
        givenNames: '<script>alert(1)</script>',
        surname: 'Marks & "Spencer"',
        validUntil: '2030-12-31',
      },
    ]);
    const answer = await check('AB300001', 'Marks Spencer');
    expect(answer.field('fullName')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; Marks &amp; &quot;Spencer&quot;',
    );
    expect(answer.body).not.toContain('<script>');
  });
});

describe('no match', () => {
  it('answers an unknown number and a wrong surname alike: status, body and headers', async () => {
    const unknown = await check('AB999999', 'Example');
    const wrongSurname = await check('AB123456', 'Exampel');
    expect(unknown.kind).toBe('no-match');
    expect(wrongSurname.status).toBe(unknown.status);
    // The same page but for what each visitor typed and the reference, made from the number.
    // Each receipt signs its own number and reference: the same no-match, signed.
    const masked = (answer: typeof unknown, number: string, surname: string) =>
      ['receipt', 'receiptHref', 'receiptQr']
        .reduce((body, name) => body.replace(answer.field(name), name.toUpperCase()), answer.body)
        .replaceAll(number, 'NUMBER')
        .replaceAll(surname, 'SURNAME')
        .replace(answer.field('reference'), 'REFERENCE');
    expect(masked(wrongSurname, 'AB123456', 'Exampel')).toBe(
      masked(unknown, 'AB999999', 'Example'),
    );
    expect([...wrongSurname.headers.keys()]).toEqual([...unknown.headers.keys()]);
  });

  it('never matches a demonstration record in production, only on a demo- project', async () => {
    expect((await check('ZZ000001', 'Record')).kind).toBe('no-match');
    const demoProject = `demo-check-${process.pid}-${Date.now()}`;
    const demoApp = initializeApp({ projectId: demoProject }, 'demo');
    const demoDb = getFirestore(demoApp);
    await storePeople(
      demoDb,
      people.filter(({ number }) => number.startsWith('ZZ')),
    );
    const demo = await serve({ db: demoDb, activity: getFirestore(demoApp, activityDatabase) });
    expect((await check('ZZ000001', 'Record', { to: demo })).kind).toBe('match-current');
    await deleteApp(demoApp);
    await clearProject(host, demoProject);
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
      const answer = await post(fields);
      expect(answer.status).toBe(400);
      expect(answer.kind).toBe(kind);
      expect(answer.field('number')).toBe(fields.number ?? '');
    });

  it('shows markup typed into a field as text, never as markup', async () => {
    const answer = await check('<b>AB</b>', '"><script>alert(1)</script>');
    expect(answer.kind).toBe('invalid-number-format');
    expect(answer.field('number')).toBe('&lt;b&gt;AB&lt;/b&gt;');
    expect(answer.field('surname')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(answer.body).not.toContain('<script>');
  });

  it('answers a GET with 405 and the form', async () => {
    const get = await fetch(`${origin}${checkPath}?number=AB123456`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.text()).toContain('<title>method</title>');
  });

  it('reads only a form: a JSON body, or the right fields labelled text/plain, get 400', async () => {
    for (const [type, body] of [
      ['application/json', '{"number":"AB123456","surname":"Example"}'],
      ['text/plain', 'number=AB123456&surname=Example'],
      ['multipart/form-data; boundary=x', 'number=AB123456&surname=Example'],
    ]) {
      const response = await fetch(`${origin}${checkPath}`, {
        method: 'POST',
        headers: { 'content-type': type!, 'x-front-end-saw': newMachine() },
        body,
      });
      expect(response.status, type).toBe(400);
    }
    // The same body as a form matches.
    expect((await post({ number: 'AB123456', surname: 'Example' })).status).toBe(200);
  });

  it(`reads no body over ${maxBodyBytes.check} bytes, however right its fields`, async () => {
    const padded = { number: 'AB123456', surname: 'Example', padding: 'x'.repeat(4100) };
    const answer = await post(padded);
    expect(answer.status).toBe(413);
    const justUnder = { ...padded, padding: 'x'.repeat(maxBodyBytes.check - 60) };
    expect((await post(justUnder)).status).toBe(200);
  });
});

describe('every answer', () => {
  it('is kept by no cache and no search engine, with the site’s headers, whatever it says', async () => {
    const limited = await serve({
      limits: {
        ...checkLimits,
        perClient: { ...testLimits.perClient, tries: 1 },
        perNumber: { ...checkLimits.perNumber, tries: 1 },
      },
    });
    const from = newMachine();
    const answered = [
      await check('AB123456', 'Example'),
      await check('AB123458', 'Placeholder'),
      await check('AB999999', 'Example'),
      await check('AB12', 'Example'),
      await check('AB123456', 'Example', { headers: { 'sec-fetch-site': 'cross-site' } }),
      await post({ seen: 'x' }, { path: reportPath }),
      await post(
        { seen: 'A card with another face', where: 'Leeds', reporter: 'Al', contact: 'a@b.co' },
        { path: reportPath },
      ),
      await check('AB400002', 'Sh', { to: limited, from }),
      await check('AB999996', 'Example', { to: limited, from }),
      await check('AB400002', 'Sh', { to: limited }),
      await fetch(`${origin}${checkPath}`).then(async (response) => ({
        status: response.status,
        kind: /<title>(.*?)</.exec(await response.text())?.[1],
        headers: response.headers,
      })),
    ];
    expect(answered.map((answer) => answer.kind)).toEqual([
      'match-current',
      'match-expired',
      'no-match',
      'invalid-number-format',
      'cross-site',
      'report-invalid-where-missing',
      'report-received',
      'match-current',
      'limited',
      'number-limited',
      'method',
    ]);
    for (const answer of answered) {
      expect(answer.headers.get('cache-control'), answer.kind).toBe('no-store');
      expect(answer.headers.get('x-robots-tag'), answer.kind).toBe('noindex');
      expect(answer.headers.get('content-security-policy'), answer.kind).toBe("default-src 'none'");
      expect(answer.headers.get('content-type'), answer.kind).toBe('text/html; charset=utf-8');
    }
  });

  it('logs the outcome only: no number, name or address', async () => {
    logs.length = 0;
    await check('AB123456', 'Example', { from: '203.0.113.77' });
    await check('AB999999', 'Nobody', { from: '203.0.113.77' });
    const text = JSON.stringify(logs);
    expect(logs).toEqual([
      { answer: 'match-current', status: 200 },
      { answer: 'no-match', status: 200 },
    ]);
    for (const secret of ['AB123456', 'AB999999', 'Example', 'Nobody', '203.0.113'])
      expect(text).not.toContain(secret);
  });
});

describe('a post from another site', () => {
  it('is refused with a page that says why; the site’s own form, or a browser that does not say, is not', async () => {
    const cross = await check('AB123456', 'Example', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect([cross.status, cross.kind]).toEqual([403, 'cross-site']);
    expect(cross.field('fullName')).toBe('');
    for (const site of ['same-origin', 'same-site', 'none'])
      expect(
        (await check('AB123456', 'Example', { headers: { 'sec-fetch-site': site } })).kind,
      ).toBe('match-current');
    const report = await post(
      { seen: 'x', where: 'y', reporter: 'z', contact: 'a@b.co' },
      { path: reportPath, headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect([report.status, report.kind]).toEqual([403, 'cross-site']);
  });

  it('is refused when its Origin is another site’s, though the browser says nothing of Sec-Fetch-Site', async () => {
    for (const foreign of ['https://evil.example', 'null', `${origin}.evil.example`]) {
      const answer = await check('AB123456', 'Example', { headers: { origin: foreign } });
      expect([answer.status, answer.kind, answer.field('fullName')], foreign).toEqual([
        403,
        'cross-site',
        '',
      ]);
    }
    const report = await post(
      { seen: 'x', where: 'y', reporter: 'z', contact: 'a@b.co' },
      { path: reportPath, headers: { origin: 'https://evil.example' } },
    );
    expect([report.status, report.kind]).toEqual([403, 'cross-site']);
    // The site's own origin: the address it was asked at, or the site's address when a proxy
    // (Hosting) asks the function at another.
    expect((await check('AB123456', 'Example', { headers: { origin } })).kind).toBe(
      'match-current',
    );
    const behindHosting = await serve({
      answers: { ...answers, siteUrl: 'https://www.example.org' },
    });
    expect(
      (
        await check('AB123456', 'Example', {
          to: behindHosting,
          headers: { origin: 'https://www.example.org' },
        })
      ).kind,
    ).toBe('match-current');
  });
});

describe('the limits', () => {
  it(`let a client make ${perClient.tries} checks in ${perClient.windowMinutes} minutes and refuse the next, with when to come back`, async () => {
    const from = newMachine();
    // At once, each of another number (the number's own limit is lower).
    const tries = await Promise.all(
      Array.from({ length: perClient.tries }, (_, i) =>
        check(`AB9${String(i).padStart(5, '0')}`, 'X', { from }),
      ),
    );
    expect(tries.every((answer) => answer.status === 200)).toBe(true);
    const refused = await check('AB999998', 'X', { from });
    expect([refused.status, refused.kind]).toEqual([429, 'limited']);
    expect(refused.field('retryAt')).toBe(windowEnds(perClient.windowMinutes));
    expect(Number(refused.headers.get('retry-after'))).toBe(
      (windowOf(clock(), perClient.windowMinutes).endsAt.getTime() - clock().getTime()) / 1000,
    );
  });

  it('slow each try past the tenth from a client a little more', async () => {
    const slow = await serve({
      limits: {
        ...testLimits,
        perClient: { ...testLimits.perClient, tries: 4, slowAfter: 2, delayStepMs: 600 },
      },
    });
    const from = newMachine();
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push(await check('AB999999', 'X', { from, to: slow }));
    expect(tries.map((t) => t.status)).toEqual([200, 200, 200, 200, 429]);
    // The first two do not wait; the third and fourth wait 600 and 1,200 ms.
    expect(tries.slice(0, 2).map((t) => t.ms < 600)).toEqual([true, true]);
    expect(tries[2]!.ms).toBeGreaterThanOrEqual(600);
    expect(tries[3]!.ms).toBeGreaterThanOrEqual(1200);
  });

  it('start again when the window ends', async () => {
    let at = clock();
    const windowed = await serve({
      now: () => at,
      limits: { ...testLimits, perClient: { ...testLimits.perClient, tries: 2 } },
    });
    const from = newMachine();
    const statuses = async () => {
      const list = [];
      for (const n of ['1', '2', '3'])
        list.push((await check(`AB88888${n}`, 'X', { from, to: windowed })).status);
      return list;
    };
    expect(await statuses()).toEqual([200, 200, 429]);
    at = new Date(windowOf(at, checkLimits.perClient.windowMinutes).endsAt.getTime() + 1000);
    expect(await statuses()).toEqual([200, 200, 429]);
  });

  it('hold whatever the caller writes in Fastly-Client-IP and X-Forwarded-For', async () => {
    const from = newMachine();
    const forged = Array.from({ length: perClient.tries + 1 }, (_, i) =>
      check(`AB7${String(i).padStart(5, '0')}`, 'X', {
        from,
        headers: {
          'fastly-client-ip': `192.0.2.${i}`,
          'x-forwarded-for': `192.0.2.${i}, 151.101.0.${i}`,
          'x-real-ip': `192.0.2.${i}`,
        },
      }),
    );
    const statuses = (await Promise.all(forged)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });

  it('count an IPv6 client by its /64', async () => {
    const tight = await serve({
      limits: { ...testLimits, perClient: { ...testLimits.perClient, tries: 3 } },
    });
    const statuses = [];
    for (const from of [
      '2001:db8:77:1::1',
      '2001:db8:77:1::2',
      '2001:db8:77:1::abcd:ef01',
      '2001:db8:77:1:ffff:ffff:ffff:ffff',
    ])
      statuses.push((await check('AB999999', 'X', { to: tight, from })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The next /64 is another client.
    expect((await check('AB999999', 'X', { to: tight, from: '2001:db8:77:2::1' })).status).toBe(
      200,
    );
  });

  it(`let any one number be tried ${perNumber.tries} times in ${perNumber.windowMinutes} minutes, by anyone, on the register or not`, async () => {
    const production = await serve({ limits: checkLimits });
    for (const number of ['AB400001', 'AB555555']) {
      const tries = [];
      for (let i = 0; i <= perNumber.tries; i++)
        tries.push(await check(number, 'Wrong', { to: production }));
      expect(tries.map((t) => t.status)).toEqual([...answered(perNumber.tries), 429]);
      expect(tries.at(-1)!.kind).toBe('number-limited');
      expect(tries.at(-1)!.field('retryAt')).toBe(windowEnds(perNumber.windowMinutes));
    }
    // The two refusals say the same: the limit tells nothing of the register.
    const refusal = (number: string) =>
      check(number, 'Wrong', { to: production }).then((answer) =>
        answer.body.replaceAll(number, 'NUMBER'),
      );
    expect(await refusal('AB400001')).toBe(await refusal('AB555555'));
    // Even the right surname waits: a guess that comes right after the limit tells nothing either.
    expect((await check('AB400001', 'Ited', { to: production })).kind).toBe('number-limited');
  });

  it('are shared by every instance, through Firestore', async () => {
    const limits = { ...testLimits, perClient: { ...testLimits.perClient, tries: 2 } };
    const [first, second] = [await serve({ limits }), await serve({ limits })];
    const from = newMachine();
    const statuses = [];
    for (const to of [first, second, first, second])
      statuses.push((await check('AB999997', 'X', { from, to })).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('refuse, once an instance knows, with no Firestore write', async () => {
    const limits = { ...testLimits, perClient: { ...testLimits.perClient, tries: 2 } };
    const instance = await serve({ limits });
    const from = newMachine();
    for (let i = 0; i < 6; i++) await check(`AB66666${i}`, 'X', { from, to: instance });
    const window = windowOf(clock(), checkLimits.perClient.windowMinutes).index;
    const counter = await activity
      .collection(countersCollection)
      .doc(counterId(keys.counterKey, 'client', window, from))
      .get();
    // Two let through; the instance refused the next four itself, with no write.
    expect(counter.get('tries')).toBe(2);
  });

  it('keep counters that cannot be traced back to an address or a number without the key', async () => {
    const from = '203.0.113.200';
    await check('AB123456', 'Example', { from });
    const window = windowOf(clock(), perClient.windowMinutes).index;
    const ids = (await activity.collection(countersCollection).get()).docs.map((doc) => doc.id);
    expect(ids).toContain(counterId(keys.counterKey, 'client', window, from));
    const numberWindow = windowOf(clock(), perNumber.windowMinutes).index;
    expect(ids).toContain(counterId(keys.counterKey, 'number', numberWindow, 'AB123456'));
    for (const id of ids) expect(id).not.toMatch(/203|AB12/);
    // Another key, another id: an unkeyed search over addresses finds nothing.
    expect(ids).not.toContain(counterId('guess', 'client', window, from));
    // What Firestore's TTL policy deletes them by: a timestamp, the end of their window.
    const counter = await activity
      .collection(countersCollection)
      .doc(counterId(keys.counterKey, 'client', window, from))
      .get();
    expect(counter.get('expiresAt')).toBeInstanceOf(Timestamp);
    expect(counter.get('expiresAt').toDate()).toEqual(
      windowOf(clock(), perClient.windowMinutes).endsAt,
    );
    expect(Object.keys(counter.data()!).sort()).toEqual(['expiresAt', 'tries']);
  });

  it('past the service’s ceiling of no-matches in a minute, refuse every try but a client’s first in its window, whatever its outcome, and delay none', async () => {
    // An hour no other test's instances answer in, so the service's count is this test's alone.
    let at = new Date(clock().getTime() + 3_600_000);
    const limits = { ...testLimits, service: { noMatchesPerMinute: 4 } };
    const [first, second] = [
      await serve({ limits, now: () => at }),
      await serve({ limits, now: () => at }),
    ];
    const machines = Array.from({ length: 5 }, newMachine);
    // Five no-matches: the fifth is past the ceiling, which is known once it is counted.
    for (const [i, from] of machines.entries())
      expect((await check(`AB99998${i}`, 'X', { to: first, from })).kind).toBe('no-match');
    // A client that has tried before is refused before the register is read: a refusal says
    // nothing of whether its guess was right, and its right surname is refused too.
    for (const [number, surname] of [
      ['AB999990', 'X'],
      ['AB123456', 'Example'],
    ] as const) {
      const refused = await check(number, surname, { to: first, from: machines[0] });
      expect([refused.status, refused.kind], surname).toEqual([429, 'limited']);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    // A visitor's first check is answered, at once, a no-match as a match.
    const fresh = await check('AB999970', 'X', { to: first });
    expect([fresh.status, fresh.kind]).toEqual([200, 'no-match']);
    expect(fresh.ms).toBeLessThan(1000);
    expect((await check('AB123456', 'Example', { to: first })).kind).toBe('match-current');
    // Another instance learns the service's count within a second, through Firestore: each
    // shares its own at most once a second, on a no-match.
    at = new Date(at.getTime() + 1500);
    expect((await check('AB999973', 'X', { to: first })).kind).toBe('no-match');
    const other = newMachine();
    expect((await check('AB999971', 'X', { to: second, from: other })).kind).toBe('no-match');
    expect((await check('AB999971', 'X', { to: second, from: other })).kind).toBe('limited');
    // The next minute starts afresh.
    at = new Date(at.getTime() + 60_000);
    expect((await check('AB999972', 'X', { to: first, from: machines[0] })).kind).toBe('no-match');
  });
});

describe('a report of a suspected fake card', () => {
  const report = {
    number: 'AB123456',
    name: 'Ada Example',
    seen: 'The photograph was of someone else.\nThe card was laminated at home.',
    where: 'Acme Plant Hire, Leeds',
    reporter: 'Pat Manager',
    contact: 'pat@example.com',
  };

  it('is kept for the scheme’s staff, with a reference for the reporter', async () => {
    const answer = await post(report, { path: reportPath });
    expect([answer.status, answer.kind]).toEqual([200, 'report-received']);
    const reference = answer.field('reportReference');
    expect(reference).toMatch(/^R-[0-9A-Z]{8}$/);
    const stored = await activity
      .collection(reportsCollection)
      .where('reference', '==', reference)
      .get();
    expect(stored.docs).toHaveLength(1);
    const data = stored.docs[0]!.data();
    expect({ ...data, receivedAt: undefined, deleteAt: undefined }).toEqual({
      ...report,
      reference,
      count: 1,
      receivedAt: undefined,
      deleteAt: undefined,
      handledAt: null,
      handledBy: null,
    });
    expect(data.deleteAt.toMillis() - data.receivedAt.toMillis()).toBe(365 * 86_400_000);
  });

  it('gets the form again, as typed, with one message, when a field is wrong', async () => {
    const cases: [Partial<typeof report>, string][] = [
      [{ seen: '' }, 'report-invalid-seen-missing'],
      [{ seen: 'x'.repeat(1501) }, 'report-invalid-seen-tooLong'],
      [{ where: ' ' }, 'report-invalid-where-missing'],
      [{ reporter: '' }, 'report-invalid-reporter-missing'],
      [{ contact: '' }, 'report-invalid-contact-missing'],
      [{ contact: 'call me' }, 'report-invalid-contact-format'],
      [{ number: 'x'.repeat(21) }, 'report-invalid-number-tooLong'],
    ];
    for (const [change, kind] of cases) {
      const answer = await post({ ...report, ...change }, { path: reportPath });
      expect([answer.status, answer.kind]).toEqual([400, kind]);
      expect(answer.field('reportSeen')).toBe((change.seen ?? report.seen).slice(0, 2000));
    }
    // A phone number will do.
    expect((await post({ ...report, contact: '01632 960 001' }, { path: reportPath })).kind).toBe(
      'report-received',
    );
  });

  it('is refused past the service’s ceiling of reports in its window, from however many clients', async () => {
    // Hours no other test posts reports in, so the ceiling's count is this test's alone.
    const at = new Date(clock().getTime() + 5 * 3_600_000);
    const limits = { ...testLimits, reports: { tries: 3, windowMinutes: 60 } };
    const to = await serve({ limits, now: () => at });
    for (let i = 0; i < 3; i++)
      expect((await post({ ...report, seen: `Report ${i}` }, { path: reportPath, to })).kind).toBe(
        'report-received',
      );
    const refused = await post({ ...report, seen: 'One too many' }, { path: reportPath, to });
    expect([refused.status, refused.kind]).toEqual([429, 'limited']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await activity.collection(reportsCollection).where('seen', '==', 'One too many').get()).size,
    ).toBe(0);
  });

  it('is merged with the same report of the same day: one report, counted', async () => {
    let at = new Date(clock().getTime() + 6 * 3_600_000);
    const to = await serve({ now: () => at });
    const same = { ...report, seen: 'Merged: the same card, seen twice.' };
    const first = await post(same, { path: reportPath, to });
    const again = await post(
      { ...same, where: same.where.toUpperCase(), reporter: 'Someone Else' },
      { path: reportPath, to },
    );
    expect([first.kind, again.kind]).toEqual(['report-received', 'report-received']);
    const reference = first.field('reportReference');
    expect(again.field('reportReference')).toBe(reference);
    const stored = await activity
      .collection(reportsCollection)
      .where('reference', '==', reference)
      .get();
    expect(stored.docs.map((doc) => doc.get('count'))).toEqual([2]);
    // What was seen, another day or another card: a report of its own.
    const other = await post({ ...same, seen: 'Merged: another card.' }, { path: reportPath, to });
    expect(other.field('reportReference')).not.toBe(reference);
    at = new Date(at.getTime() + 86_400_000);
    const nextDay = await post(same, { path: reportPath, to });
    expect(nextDay.field('reportReference')).not.toBe(reference);
  });

  it('counts against the client’s limit with its checks', async () => {
    const tight = await serve({
      limits: { ...testLimits, perClient: { ...testLimits.perClient, tries: 2 } },
    });
    const from = newMachine();
    await check('AB999999', 'X', { from, to: tight });
    expect((await post(report, { path: reportPath, from, to: tight })).status).toBe(200);
    expect((await post(report, { path: reportPath, from, to: tight })).kind).toBe('limited');
  });
});

describe('what a framework, a proxy or a script may bring', () => {
  it('reads a body the Functions framework has already read, to the same limit', async () => {
    const framework = await serve({}, { readsBody: true });
    expect((await check('AB123456', 'Example', { to: framework })).kind).toBe('match-current');
    const padded = { number: 'AB123456', surname: 'Example', padding: 'x' };
    const exactly = { ...padded, padding: 'x'.repeat(maxBodyBytes.check - 40) };
    expect(new URLSearchParams(exactly).toString()).toHaveLength(maxBodyBytes.check);
    expect((await post(exactly, { to: framework })).status).toBe(200);
    expect((await post(exactly)).status).toBe(200);
    const over = { ...padded, padding: 'x'.repeat(maxBodyBytes.check - 39) };
    for (const to of [framework, origin]) {
      const refused = await post(over, { to });
      expect([refused.status, refused.kind, refused.field('number')]).toEqual([
        413,
        'invalid-number-format',
        '',
      ]);
    }
  });

  it('answers a path with a trailing slash as without it, never stored', async () => {
    const answer = await check('AB123456', 'Example', { path: `${checkPath}/` });
    expect([answer.kind, answer.headers.get('cache-control')]).toEqual([
      'match-current',
      'no-store',
    ]);
  });

  it('reads a form however its type is written', async () => {
    for (const type of [
      'application/x-www-form-urlencoded;charset=UTF-8',
      'Application/X-WWW-Form-Urlencoded ; charset=utf-8',
      ' application/x-www-form-urlencoded',
    ])
      expect(
        (
          await post(
            { number: 'AB123456', surname: 'Example' },
            { headers: { 'content-type': type } },
          )
        ).kind,
        type,
      ).toBe('match-current');
  });

  it('matches no surname of the same length that differs in one letter', async () => {
    for (const surname of ['Exampla', 'Fxample', 'Exbmple', 'Exampl'])
      expect((await check('AB123456', surname)).kind, surname).toBe('no-match');
  });

  it('shows again no more than 200 characters of what was typed', async () => {
    const long = await check(`AB${'1'.repeat(300)}`, 'S'.repeat(300));
    expect(long.kind).toBe('invalid-number-tooLong');
    expect(long.field('number')).toBe(`AB${'1'.repeat(198)}`);
    expect(long.field('surname')).toBe('S'.repeat(200));
  });

  it('counts days to the end one by one, and names a category it has no name for by its code', async () => {
    const tomorrow = await check('AB123464', 'Tomorrow');
    expect([tomorrow.kind, tomorrow.field('endsIn')]).toEqual(['match-ending', 'in 1 day']);
    const newCode = await check('AB123465', 'Newcode');
    expect([...newCode.body.matchAll(/<li class="c">(.*?)<\/li>/g)].map((m) => m[1])).toEqual([
      'Counterbalance lift truck',
      'QQ',
    ]);
  });

  it('answers a report that is no form with the report form, empty, and cuts a long field at 2,000', async () => {
    const json = await fetch(`${origin}${reportPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-front-end-saw': newMachine() },
      body: JSON.stringify({ seen: 'A card', where: 'Site', reporter: 'Me', contact: 'a@b.co' }),
    });
    const page = await json.text();
    expect([json.status, /<title>(.*?)</.exec(page)?.[1]]).toEqual([
      400,
      'report-invalid-seen-missing',
    ]);
    const reportFields = ['Number', 'Name', 'Seen', 'Where', 'Reporter', 'Contact'];
    for (const field of reportFields) expect(page).toContain(`<p data-field="report${field}"></p>`);
    const long = await post(
      Object.fromEntries(
        ['number', 'name', 'seen', 'where', 'reporter', 'contact'].map((name) => [
          name,
          'x'.repeat(2500),
        ]),
      ),
      { path: reportPath },
    );
    expect(long.kind).toMatch(/^report-invalid-/);
    expect(reportFields.map((field) => long.field(`report${field}`).length)).toEqual(
      reportFields.map(() => 2000),
    );
  });

  it('tells the visitor when to come back, rounded up to the second', async () => {
    const tight = await serve({
      now: () => new Date('2026-11-25T12:00:00.400Z'),
      limits: { ...testLimits, perClient: { ...testLimits.perClient, tries: 1 } },
    });
    const from = newMachine();
    await check('AB999999', 'X', { from, to: tight });
    const refused = await check('AB999999', 'X', { from, to: tight });
    expect(refused.kind).toBe('limited');
    expect(refused.headers.get('retry-after')).toBe('900');
  });
});

describe('when Firestore is down', () => {
  // A port where nothing listens: the Admin SDK retries until the handler stops waiting.
  const dead = initializeApp({ projectId: 'check-dead' }, 'dead');
  process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:9';
  const deadDb = getFirestore(dead);
  const deadActivity = getFirestore(dead, activityDatabase);
  process.env.FIRESTORE_EMULATOR_HOST = host;
  afterAll(() => deleteApp(dead));

  it('answers 503 when either database does not answer: the registers or the counters', async () => {
    for (const down of [
      await serve({ db: deadDb, deadlineMs: 1000 }),
      await serve({ activity: deadActivity, deadlineMs: 1000 }),
    ]) {
      const answer = await check('AB123456', 'Example', { to: down });
      expect([answer.status, answer.kind]).toEqual([503, 'unavailable']);
    }
    // A report, which writes to the counters' database only.
    const report = await post(
      { seen: 'A card', where: 'Site', reporter: 'Me', contact: 'me@example.com' },
      { path: reportPath, to: await serve({ activity: deadActivity, deadlineMs: 1000 }) },
    );
    expect([report.status, report.kind]).toEqual([503, 'unavailable']);
  });

  /** `real`, but with the collection `name` on a database that does not answer. */
  const partlyDown = (real: Firestore, down: Firestore, name: string) =>
    new Proxy(real, {
      get(target, key) {
        if (key === 'collection')
          return (path: string) => (path === name ? down : target).collection(path);
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

  it('answers 503 when the photograph of a match cannot be read, keeping what was typed', async () => {
    const down = await serve({ db: partlyDown(db, deadDb, photosCollection), deadlineMs: 1000 });
    const answer = await check('AB123456', 'Example', { to: down });
    expect([answer.status, answer.kind, answer.field('number')]).toEqual([
      503,
      'unavailable',
      'AB123456',
    ]);
    expect(answer.headers.get('retry-after')).toBe('60');
    // No match needs no photograph, and answers as ever.
    expect((await check('AB123456', 'Other', { to: down })).kind).toBe('no-match');
  });

  it('answers 503 when a report is counted but cannot be stored', async () => {
    const down = await serve({
      activity: partlyDown(activity, deadActivity, reportsCollection),
      deadlineMs: 1000,
    });
    const report = await post(
      { seen: 'A card', where: 'Site', reporter: 'Me', contact: 'me@example.com' },
      { path: reportPath, to: down },
    );
    expect([report.status, report.kind, report.headers.get('retry-after')]).toEqual([
      503,
      'unavailable',
      '60',
    ]);
  });

  it('answers 503 "unavailable" within the deadline, keeping what was typed', async () => {
    const down = await serve({ db: deadDb, activity: deadActivity, deadlineMs: 1000 });
    const answer = await check('AB123456', 'Example', { to: down });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('60');
    expect(answer.kind).toBe('unavailable');
    expect(answer.field('number')).toBe('AB123456');
    expect(answer.ms).toBeLessThan(3000);
  });
});

describe('what a caller or an empty register may bring', () => {
  it('answers a body that never ends as soon as it passes the cap', async () => {
    const url = new URL(`${origin}${checkPath}`);
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-front-end-saw': newMachine(),
      },
    });
    request.on('error', () => {});
    request.write(`number=AB123456&surname=Example&padding=${'x'.repeat(maxBodyBytes.check)}`);
    try {
      const status = await Promise.race([
        new Promise<number | undefined>((resolve) =>
          request.on('response', (response) => resolve(response.statusCode)),
        ),
        new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 10 s'), 10_000)),
      ]);
      expect(status).toBe(413);
    } finally {
      request.destroy();
    }
  });

  it('refuses a body declared longer than its cap before reading a byte of it, and a read one by its length', async () => {
    for (const [path, cap] of [
      [checkPath, maxBodyBytes.check],
      [reportPath, maxBodyBytes.report],
    ] as const) {
      const request = http.request(new URL(`${origin}${path}`), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(32 * 1024 * 1024),
          'x-front-end-saw': newMachine(),
        },
      });
      request.on('error', () => {});
      // Far less than it declared, and never the rest: only the declaration can be answered.
      request.write('number=AB123456&surname=Example');
      try {
        const answer = await Promise.race([
          new Promise<{ status?: number; connection?: string }>((resolve) =>
            request.on('response', (response) =>
              resolve({ status: response.statusCode, connection: response.headers.connection }),
            ),
          ),
          new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 10 s'), 10_000)),
        ]);
        expect(answer, `${path}, cap ${cap}`).toEqual({ status: 413, connection: 'close' });
      } finally {
        request.destroy();
      }
    }
    // The Functions framework reads a body before the handler: refused by its length, 413 too.
    const framework = await serve({}, { readsBody: true });
    const over = {
      number: 'AB123456',
      surname: 'Example',
      padding: 'x'.repeat(maxBodyBytes.check),
    };
    const refused = await post(over, { to: framework });
    expect([refused.status, refused.kind, refused.field('number')]).toEqual([
      413,
      'invalid-number-format',
      '',
    ]);
  });

  it('says the register is not yet loaded before the first import', async () => {
    const empty = initializeApp({ projectId: `${projectId}-empty` }, 'handler-empty');
    try {
      const to = await serve({ db: getFirestore(empty) });
      const answer = await check('AB123456', 'Example', { to });
      expect([answer.kind, answer.field('registerUpdated')]).toEqual([
        'no-match',
        'not yet loaded',
      ]);
    } finally {
      await deleteApp(empty);
    }
  });
});

describe('the register as the check reads it', () => {
  it('reads a record at the register’s generation, never one an import has not finished', async () => {
    // A version written by an import that never moved the pointer: readers do not see it.
    await db
      .collection(operatorsCollection)
      .doc('AB123456')
      .update({
        'versions.999999': {
          registrationNumber: 'AB123456',
          givenNames: 'Not',
          surname: 'Published',
          surnameKey: 'published',
          validUntil: '2030-12-31',
          suspended: false,
          categories: ['CB'],
          photo: 'none',
          photoSource: 'none',
        },
        latest: 999999,
      });
    expect((await check('AB123456', 'Published')).kind).toBe('no-match');
    expect((await check('AB123456', 'Example')).field('fullName')).toBe('Ada Example');
  });
});

describe('the instructor check', () => {
  const provider = (number: string, name: string, status = 'accredited') => ({
    number,
    name,
    status,
    accreditedUntil: '2030-12-31',
    categories: ['CB'],
    centres: [{ address: '1 Yard Lane, Leeds', postcode: 'LS11 5PS', district: 'LS11' }],
    siteAreas: [],
    phone: '0113 496 0000',
    email: 'office@example.com',
    website: 'https://example.com',
  });
  const instructor = (
    registrationNumber: string,
    surname: string,
    { validUntil = '2030-12-31', suspended = false, providers = ['AB1001'] } = {},
  ) => ({
    registrationNumber,
    givenNames: 'Pat',
    surname,
    surnameKey: surnameKey(surname),
    validUntil,
    suspended,
    categories: ['CB', 'QQ'],
    providers,
    listed: false,
  });
  const verify = (number: string, surname: string, options?: Parameters<typeof post>[1]) =>
    post({ number, surname }, { path: instructorCheckPath, ...options });
  const rows = (answer: Awaited<ReturnType<typeof post>>) =>
    /<ul data-rows="providers">(.*?)<\/ul>/.exec(answer.body)?.[1];

  beforeAll(async () => {
    await storePlainRecords(
      db,
      providerRegister,
      [
        provider('AB1001', 'Yard &amp; Co Training'),
        provider('AB1002', 'North Lift Ltd'),
        provider('AB1003', 'Stopped Lifts', 'suspended'),
        provider('AB1004', 'Gone Lifts', 'withdrawn'),
      ].map((fields) => ({ fields })),
      // The day each took its status, as the store dates it.
      { now: () => new Date('2026-11-03T12:00:00Z') },
    );
    // A provider stored before the registers kept that day: its standing, without a date.
    await db
      .collection(providerRegister.collection)
      .doc('AB1005')
      .set({ latest: 1, versions: { 1: provider('AB1005', 'Old Stop Lifts', 'suspended') } });
    await storePlainRecords(
      db,
      instructorRegister,
      [
        instructor('AB700001', 'Instructor', { providers: ['AB1001', 'AB1002', 'AB1999'] }),
        instructor('AB700002', 'Lapsed', { validUntil: addDays(-1) }),
        instructor('AB700003', 'Stopped', { suspended: true }),
        instructor('AB700004', 'Soon', { validUntil: addDays(30), providers: [] }),
        // An operator's number and surname, on the instructors' register as well.
        instructor('AB123456', 'Teacher'),
        instructor('ZZ700001', 'Record'),
        instructor('AB700005', 'Tied', { providers: ['AB1003', 'AB1004', 'AB1005'] }),
      ].map((fields) => ({ fields })),
      { now: () => new Date('2026-11-03T12:00:00Z') },
    );
  });

  it('shows a registered instructor: name, status, date, machines and the providers taught for', async () => {
    const answer = await verify('ab 700 001', 'INSTRUCTOR');
    expect([answer.status, answer.kind]).toEqual([200, 'instructor-match-current']);
    expect(answer.field('fullName')).toBe('Pat Instructor');
    expect(answer.field('registrationNumber')).toBe('AB700001');
    expect(answer.field('validUntil')).toBe('31 December 2030');
    expect(answer.body).toContain(
      '<li class="c">Counterbalance lift truck</li><li class="c">QQ</li>',
    );
    // Each provider on the register, linked to its page; one no longer on it is left out.
    expect(rows(answer)).toBe(
      '<li>Yard &amp;amp; Co Training|/providers/AB1001|</li><li>North Lift Ltd|/providers/AB1002|</li>',
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    // The reference certifies an instructor check, not an operator check, of that number.
    expect(readReference(keys.referenceKey, answer.field('reference'), 'AB700001')?.outcome).toBe(
      'instructor-current',
    );
  });

  it('says beside a provider’s name when its accreditation was suspended or withdrawn', async () => {
    expect(rows(await verify('AB700005', 'Tied'))).toBe(
      '<li>Stopped Lifts|/providers/AB1003|accreditation suspended since 3 November 2026</li><li>Gone Lifts|/providers/AB1004|accreditation withdrawn on 3 November 2026</li><li>Old Stop Lifts|/providers/AB1005|accreditation suspended</li>',
    );
  });

  it('says since when a person is suspended', async () => {
    const stopped = await verify('AB700003', 'Stopped');
    expect(/<ul data-rows="since">(.*?)<\/ul>/.exec(stopped.body)?.[1]).toBe(
      '<li>3 November 2026</li>',
    );
  });

  it('says expired, suspended, ending within 90 days, and when an instructor teaches for no provider', async () => {
    expect((await verify('AB700002', 'Lapsed')).kind).toBe('instructor-match-expired');
    expect((await verify('AB700003', 'Stopped')).kind).toBe('instructor-match-suspended');
    const soon = await verify('AB700004', 'Soon');
    expect([soon.kind, soon.field('endsIn')]).toEqual(['instructor-match-ending', 'in 30 days']);
    expect(rows(soon)).toBe('<li>none</li>');
  });

  it('answers an unknown number and a wrong surname alike, and never with an operator’s record', async () => {
    const unknown = await verify('AB799999', 'Instructor');
    const wrongSurname = await verify('AB700001', 'Instructer');
    expect([unknown.status, unknown.kind]).toEqual([200, 'instructor-no-match']);
    // Each receipt signs its own number and reference: the same no-match, signed.
    const masked = (answer: typeof unknown, number: string, surname: string) =>
      ['receipt', 'receiptHref', 'receiptQr']
        .reduce((body, name) => body.replace(answer.field(name), name.toUpperCase()), answer.body)
        .replaceAll(number, 'NUMBER')
        .replaceAll(surname, 'SURNAME')
        .replace(answer.field('reference'), 'REFERENCE');
    expect(masked(wrongSurname, 'AB700001', 'Instructer')).toBe(
      masked(unknown, 'AB799999', 'Instructor'),
    );
    // AB123456 is an operator called Example, and an instructor called Teacher.
    expect((await verify('AB123456', 'Example')).kind).toBe('instructor-no-match');
    expect((await verify('AB123456', 'Teacher')).kind).toBe('instructor-match-current');
    expect((await check('AB123456', 'Teacher')).kind).toBe('no-match');
    // A demonstration record, in production: no match.
    expect((await verify('ZZ700001', 'Record')).kind).toBe('instructor-no-match');
  });

  it('gets the form again with one message for bad input, and refuses a GET and another site', async () => {
    expect((await verify('', 'X')).kind).toBe('instructor-invalid-number-missing');
    expect((await verify('AB1', 'X')).kind).toBe('instructor-invalid-number-format');
    const noSurname = await verify('AB700001', '');
    expect([noSurname.status, noSurname.kind, noSurname.field('number')]).toEqual([
      400,
      'instructor-invalid-surname-missing',
      'AB700001',
    ]);
    const get = await fetch(`${origin}${instructorCheckPath}`);
    expect([get.status, /<title>(.*?)</.exec(await get.text())?.[1]]).toEqual([
      405,
      'instructor-method',
    ]);
    const crossSite = await verify('AB700001', 'Instructor', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect([crossSite.status, crossSite.kind]).toEqual([403, 'instructor-cross-site']);
  });

  it('holds each number to the operator check’s limits, counted apart from an operator’s', async () => {
    const production = await serve({ limits: checkLimits });
    const tries = [];
    for (let i = 0; i <= perNumber.tries; i++)
      tries.push(await verify('AB700009', 'Wrong', { to: production }));
    expect(tries.map((t) => t.status)).toEqual([...answered(perNumber.tries), 429]);
    expect([tries.at(-1)!.kind, tries.at(-1)!.field('retryAt')]).toEqual([
      'instructor-number-limited',
      windowEnds(perNumber.windowMinutes),
    ]);
    // The operator with that number is not held back by the instructor's tries.
    expect((await check('AB700009', 'Wrong', { to: production })).status).toBe(200);
    // A client's tries count both checks together (answered without the slowing past `slowAfter`,
    // which a test of its own reads: here it only took 22 s).
    const unslowed = await serve({
      limits: { ...checkLimits, perClient: { ...checkLimits.perClient, delayStepMs: 0 } },
    });
    const from = newMachine();
    const half = Math.ceil(perClient.tries / 2);
    for (let i = 0; i < half; i++) await check(`AB71${pad(i)}`, 'X', { from, to: unslowed });
    for (let i = half; i < perClient.tries; i++)
      await verify(`AB72${pad(i)}`, 'X', { from, to: unslowed });
    const refused = await verify('AB730000', 'X', { from, to: unslowed });
    expect([refused.status, refused.kind]).toEqual([429, 'instructor-limited']);
  });

  it('answers 503 when the providers cannot be read after a match, and when Firestore is down', async () => {
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:9';
    const dead = initializeApp({ projectId: 'instructors-dead' }, 'instructors-dead');
    const deadDb = getFirestore(dead);
    process.env.FIRESTORE_EMULATOR_HOST = host;
    try {
      const down = await serve({ db: deadDb, deadlineMs: 1000 });
      const answer = await verify('AB700001', 'Instructor', { to: down });
      expect([answer.status, answer.kind, answer.field('number')]).toEqual([
        503,
        'instructor-unavailable',
        'AB700001',
      ]);
      // The record reads, its providers do not.
      const providersDown = await serve({
        db: new Proxy(db, {
          get(target, key) {
            if (key === 'collection')
              return (path: string) =>
                (path === providerRegister.collection ? deadDb : target).collection(path);
            const value = Reflect.get(target, key, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
        deadlineMs: 1000,
      });
      expect((await verify('AB700001', 'Instructor', { to: providersDown })).kind).toBe(
        'instructor-unavailable',
      );
    } finally {
      await deleteApp(dead);
    }
  });
});
