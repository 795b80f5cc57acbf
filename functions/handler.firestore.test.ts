// The check's handler against a real Firestore (the emulator), answering real HTTP requests behind
// a stand-in for Google's front end (functions/testing/check-handler.ts): what every answer
// carries, a post from another site, what a framework, a proxy or a script may bring, and what
// everyone gets when Firestore is down. The person checks, the limits and the reports are tested
// beside their modules (functions/surfaces/checks/).
import http from 'node:http';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { activityDatabase } from './deployment.js';
import { checkLimits, checkPath, maxBodyBytes, reportPath } from './handler.js';
import { photosCollection } from './register.js';
import { reportsCollection } from './reports.js';
import { checkHandlerTest } from './testing/check-handler.js';

const handlerTest = checkHandlerTest('handler');
const { host, projectId, db, activity, answers, testLimits, logs, serve, newMachine, post, check } =
  handlerTest;
let origin: string;
beforeAll(() => {
  origin = handlerTest.origin;
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
