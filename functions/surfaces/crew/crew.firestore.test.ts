// The crew check against a real Firestore (the emulator), as a site manager's browser posts its
// form: a key, a list pasted and a CSV file, answered as one table in the order given, a row that
// cannot be read named and the others still checked, each checked row with a receipt that
// verifies against the published keys alone and a CSV to download; and every refusal: no key, a
// key that is not live, an account not active, too many rows, a workbook for a CSV, a body past
// its cap, a post from another site, the day's quota spent.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createLocalJWKSet, jwtVerify } from 'jose';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { commandsOn } from '../../testing/commands.js';
import { clearProject } from '../../testing/emulator.js';
import { standInPages } from '../../testing/answer-pages.js';
import { activityDatabase } from '../../deployment.js';
import { createCheckHandler } from '../../handler.js';
import { issuerOf } from '../../receipts.js';
import { crewCheckPath } from '../../vocabulary/paths.js';
import { crewReceiptsCollection } from '../../crew-receipts.js';
import { checkRecordCollection } from '../../employers/employer-checks.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
const projectId = `demo-crew-${process.pid}`;
const app = initializeApp({ projectId }, projectId);
const db = getFirestore(app);
const activity = getFirestore(app, activityDatabase);
const siteUrl = 'https://scheme.example';
let folder: string;
let base: string;
let server: http.Server;
let key: string;
let smallKey: string;

const run: ReturnType<typeof commandsOn> = (...asked) =>
  commandsOn({ db, activity, projectId, folder })(...asked);

/** The crew check's form posted as a browser posts it (multipart), from the site's own page. */
function post(
  fields: {
    key?: string;
    list?: string;
    file?: { name: string; text: string | Uint8Array<ArrayBuffer> };
  },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('key', fields.key ?? key);
  form.set('list', fields.list ?? '');
  form.set(
    'file',
    fields.file ? new Blob([fields.file.text]) : new Blob([]),
    fields.file?.name ?? '',
  );
  return fetch(`${base}${crewCheckPath}`, {
    method: 'POST',
    body: form,
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
  });
}

/** Text as Handlebars escaped it, unescaped. */
const unescape = (html: string) =>
  html.replace(
    /&(amp|lt|gt|quot|#x27|#x60|#x3D);/g,
    (_, name: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#x60': '`', '#x3D': '=' })[name]!,
  );

/** The answer's kind and its values, as the stand-in pages show them. */
async function read(response: Response) {
  const html = await response.text();
  const main = html.replace(/<ol data-rows[\s\S]*<\/ol>/, '');
  const value = (name: string) => {
    const found = new RegExp(`<p data-field="${name}">([^<]*)</p>`).exec(main);
    return found ? unescape(found[1]!) : undefined;
  };
  const rows = [...html.matchAll(/<li>(<span data-field[\s\S]*?)<\/li>/g)].map(([, item]) =>
    Object.fromEntries(
      [...item!.matchAll(/<span data-field="(\w+)">([^<]*)<\/span>/g)].map(([, name, text]) => [
        name!,
        unescape(text!),
      ]),
    ),
  );
  return { html, kind: /<title>([^<]*)<\/title>/.exec(html)?.[1], value, rows };
}

/** The text of a QR code in a `data:` URI of an SVG, read from its pixels as a phone reads it. */
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
  folder = await mkdtemp(path.join(tmpdir(), 'crew-'));
  await sharp({ create: { width: 300, height: 375, channels: 3, background: '#8899aa' } })
    .png()
    .toFile(path.join(folder, 'ada.png'));
  await writeFile(
    path.join(folder, 'operators.csv'),
    'registration_number,given_names,surname,valid_until,status,categories,photo\r\n' +
      'ZZ300001,Ada,Lovelace,2030-03-31,current,CB,ada.png\r\n' +
      'ZZ300002,Zoë,O’Neill,2030-03-31,suspended,RT,ada.png\r\n' +
      'ZZ300003,Kim,Sample,2026-12-20,current,RT,ada.png\r\n',
  );
  await run('operators', 'import', { file: 'operators.csv' });
  await writeFile(
    path.join(folder, 'employers.csv'),
    'account_number,name,contact,daily_quota,status\r\n' +
      'ZZ0301,Example Construction,site@example.com,500,active\r\n' +
      'ZZ0302,Small Site Ltd,small@example.com,3,active\r\n' +
      'ZZ0303,Closed Ltd,closed@example.com,100,active\r\n',
  );
  await run('employers', 'import', { file: 'employers.csv' });
  const made = async (account: string) =>
    /(motas_\S+)/.exec(
      await run('employers', 'keys', { action: 'create', account: account, reason: 'test' }),
    )![1]!;
  key = await made('ZZ0301');
  smallKey = await made('ZZ0302');
  const handler = createCheckHandler({
    db,
    activity,
    answers: { pages: standInPages(), headers: {}, siteUrl },
    counterKey: 'counter',
    referenceKey: 'reference',
    registerCheckMs: 0,
    now: () => new Date('2026-11-26T10:00:00Z'),
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

describe('the crew check', () => {
  it('answers a pasted list and a file as one table in the order given, a bad row named and the others checked', async () => {
    const response = await post({
      list: 'ZZ300001 Lovelace\nzz 300 002, o’neill\n\nSample\tZZ300003\nZZ399999 Nobody\nhello',
      file: {
        name: 'crew.csv',
        text: '\uFEFFSurname,Registration number\r\nByron,ZZ300001\r\n=HYPERLINK("x"),AB12\r\n',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = await read(response);
    expect(answer.kind).toBe('crew-results');
    expect(answer.html).not.toContain(key);
    expect(
      answer.rows.map(({ where, number, outcome, outcomeText, outcomeDetail, name }) => ({
        where,
        number,
        outcome,
        outcomeText,
        outcomeDetail,
        name,
      })),
    ).toEqual([
      {
        where: 'line 1 of the list',
        number: 'ZZ300001',
        outcome: 'current',
        outcomeText: 'Current',
        outcomeDetail: '',
        name: 'Ada Lovelace',
      },
      {
        where: 'line 2 of the list',
        number: 'ZZ300002',
        outcome: 'suspended',
        // Since the day the import suspended it: today, as the import ran.
        outcomeText: expect.stringMatching(/^Suspended since \d{1,2} \w+ 20\d\d$/),
        outcomeDetail: 'do not rely on it',
        name: 'Zoë O’Neill',
      },
      {
        where: 'line 4 of the list',
        number: 'ZZ300003',
        outcome: 'ending',
        outcomeText: 'Current, ending soon',
        outcomeDetail: '',
        name: 'Kim Sample',
      },
      {
        where: 'line 5 of the list',
        number: 'ZZ399999',
        outcome: 'no-match',
        outcomeText: 'No match',
        outcomeDetail: 'not on the register with this surname',
        name: '',
      },
      {
        where: 'line 6 of the list',
        number: '',
        outcome: 'invalid',
        outcomeText: 'Not checked',
        outcomeDetail: 'no registration number',
        name: '',
      },
      {
        where: 'row 2 of crew.csv',
        number: 'ZZ300001',
        outcome: 'no-match',
        outcomeText: 'No match',
        outcomeDetail: 'not on the register with this surname',
        name: '',
      },
      {
        where: 'row 3 of crew.csv',
        number: 'AB12',
        outcome: 'invalid',
        outcomeText: 'Not checked',
        outcomeDetail: 'the registration number is not two letters and six digits',
        name: '',
      },
    ]);
    // Who may work, who may not and why, who was not checked: each count apart.
    expect(
      Object.fromEntries(
        [
          'rowCount',
          'mayWorkCount',
          'currentCount',
          'endingCount',
          'mayNotCount',
          'expiredCount',
          'suspendedCount',
          'noMatchCount',
          'notCheckedCount',
          'unreadableCount',
          'limitedCount',
        ].map((name) => [name, answer.value(name)]),
      ),
    ).toEqual({
      rowCount: '7',
      mayWorkCount: '2',
      currentCount: '1',
      endingCount: '1',
      mayNotCount: '3',
      expiredCount: '0',
      suspendedCount: '1',
      noMatchCount: '2',
      notCheckedCount: '2',
      unreadableCount: '2',
      limitedCount: '0',
    });
    expect(answer.value('accountName')).toBe('Example Construction');

    // Every row checked has a receipt that the published keys alone verify, certifying its row.
    const jwks = await (await fetch(`${base}/.well-known/jwks.json`)).json();
    const [ada] = answer.rows;
    const receipt = new URL(ada!.verifyHref!, siteUrl).searchParams.get('receipt')!;
    const { payload } = await jwtVerify(receipt, createLocalJWKSet(jwks), {
      issuer: issuerOf(siteUrl, { demonstration: true }),
    });
    expect(payload).toMatchObject({
      register: 'operators',
      number: 'ZZ300001',
      outcome: 'match',
      status: 'current',
      validUntil: '2030-03-31',
      jti: ada!.reference,
    });

    // The CSV to download: the same rows, each receipt, and a typed formula kept as text.
    const csv = decodeURIComponent(
      answer.value('csvHref')!.replace(/^data:text\/csv;charset=utf-8,/, ''),
    );
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'where,registration_number,surname,outcome,name,valid_until,reference,checked_at,receipt',
    );
    expect(lines).toHaveLength(8);
    expect(lines[1]).toContain(`,${receipt}`);
    expect(lines[7]).toContain(`,"'=HYPERLINK(""x"")",`);
    // The outcome in words, and why.
    expect(lines[4]).toContain(',No match: not on the register with this surname,');
    expect(lines[4]).toContain(',No match: not on the register with this surname,');

    // The account's record: each pair read (the unreadable line is no pair), never a name.
    const record = await activity
      .collection(checkRecordCollection)
      .where('account', '==', 'ZZ0301')
      .get();
    expect(record.docs.map((doc) => doc.get('outcome')).sort()).toEqual(
      ['invalid', 'match', 'match', 'match', 'no-match', 'no-match'].sort(),
    );
    expect(JSON.stringify(record.docs.map((doc) => doc.data()))).not.toContain('Lovelace');
  });

  it('gives one receipt for the whole crew: signed as every receipt, certifying the account, when, the counts and the digest of its rows, kept for 90 days, which the verify address lists', async () => {
    const response = await post({
      list: 'ZZ300001 Lovelace\nZZ300002 O’Neill\nZZ300003 Sample\nZZ399999 Nobody\nhello',
    });
    const answer = await read(response);
    expect(answer.kind).toBe('crew-results');
    const receipt = answer.value('receipt')!;
    const reference = answer.value('crewReference')!;
    // Verified with the published keys alone, as any JOSE library does.
    const jwks = await (await fetch(`${base}/.well-known/jwks.json`)).json();
    const { payload, protectedHeader } = await jwtVerify(receipt, createLocalJWKSet(jwks), {
      issuer: issuerOf(siteUrl, { demonstration: true }),
      algorithms: ['ES256'],
      typ: 'motas-crew-receipt+jwt',
    });
    expect(protectedHeader.kid).toBe(jwks.keys[0].kid);
    const at = new Date('2026-11-26T10:00:00Z');
    expect(payload).toEqual({
      iss: issuerOf(siteUrl, { demonstration: true }),
      iat: at.getTime() / 1000,
      jti: reference,
      account: 'ZZ0301',
      register: 'operators',
      counts: { current: 1, suspended: 1, ending: 1, 'no-match': 1, unreadable: 1 },
      digest: expect.stringMatching(/^[\w-]{43}$/),
      demonstration: true,
    });
    // Its QR code, on the page and on every printed page, holds the verify address in full.
    expect(answer.value('receiptHref')).toBe(`/verify/result?receipt=${receipt}`);
    expect(await qrText(answer.value('receiptQr')!)).toBe(
      `${siteUrl}/verify/result?receipt=${receipt}`,
    );

    // Its rows, kept under its reference in the activity database, deleted by a TTL after the
    // account's record of checks is: what each row said, never a name or a surname.
    const kept = activity.collection('crewReceipts').doc(reference);
    const stored = await kept.get();
    expect(stored.get('deleteAt').toMillis()).toBe(at.getTime() + 90 * 86_400_000);
    const rows = stored.get('rows') as Record<string, string>[];
    expect(
      rows.map(({ number, outcome, since, validUntil }) => [number, outcome, since, validUntil]),
    ).toEqual([
      ['ZZ300001', 'current', '', '2030-03-31'],
      ['ZZ300002', 'suspended', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), '2030-03-31'],
      ['ZZ300003', 'ending', '', '2026-12-20'],
      ['ZZ399999', 'no-match', '', ''],
      ['', 'unreadable', '', ''],
    ]);
    expect(rows.map((row) => row.reference)).toEqual([
      ...answer.rows.slice(0, 4).map((row) => row.reference),
      '',
    ]);
    expect(JSON.stringify(stored.data())).not.toMatch(/Lovelace|Ada|O’Neill|Nobody|hello/);
    // The digest anyone can make again from the rows (docs/receipts.md).
    const digest = createHash('sha256')
      .update(
        JSON.stringify(
          rows.map((row) => [row.number, row.outcome, row.since, row.validUntil, row.reference]),
        ),
      )
      .digest('base64url');
    expect(digest).toBe(payload.digest);

    // The verify address says it is genuine and lists every row.
    const verify = async () => read(await fetch(`${base}${answer.value('receiptHref')}`));
    const genuine = await verify();
    expect(genuine.kind).toBe('receipt-valid-crew');
    expect(genuine.value('account')).toBe('ZZ0301');
    expect(
      genuine.rows.map(({ number, outcomeText, reference: ref }) => [number, outcomeText, ref]),
    ).toEqual([
      ['ZZ300001', 'Current', answer.rows[0]!.reference],
      [
        'ZZ300002',
        expect.stringMatching(/^Suspended since \d{1,2} \w+ 20\d\d$/),
        answer.rows[1]!.reference,
      ],
      ['ZZ300003', 'Current, ending soon', answer.rows[2]!.reference],
      ['ZZ399999', 'No match', answer.rows[3]!.reference],
      ['', 'Not checked', ''],
    ]);
    // A row changed where it is kept (a match made of the no-match): not listed; the counts hold.
    await kept.update({
      rows: rows.map((row, i) =>
        i === 3 ? { ...row, outcome: 'current', validUntil: '2030-03-31' } : row,
      ),
    });
    const altered = await verify();
    expect(altered.kind).toBe('receipt-valid-crew-altered');
    expect(altered.rows).toEqual([]);
    expect(altered.value('noMatchCount')).toBe('1');
    // Past its 90 days the rows are gone (Firestore's TTL deletes them): said plainly.
    await kept.delete();
    const gone = await verify();
    expect(gone.kind).toBe('receipt-valid-crew-gone');
    expect(gone.value('currentCount')).toBe('1');
  });

  it('answers "unavailable" within its deadline when the crew’s rows cannot be kept: no record goes without its receipt', async () => {
    const dead = initializeApp({ projectId: 'crew-dead' }, 'crew-dead');
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:9';
    const deadActivity = getFirestore(dead, activityDatabase);
    process.env.FIRESTORE_EMULATOR_HOST = host;
    // The activity database, but its crew receipts' collection on one that does not answer.
    const partlyDown = new Proxy(activity, {
      get(target, name) {
        if (name === 'collection')
          return (path: string) =>
            (path === crewReceiptsCollection ? deadActivity : target).collection(path);
        const value = Reflect.get(target, name, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const handler = createCheckHandler({
      db,
      activity: partlyDown,
      answers: { pages: standInPages(), headers: {}, siteUrl },
      counterKey: 'counter',
      referenceKey: 'reference',
      registerCheckMs: 0,
      deadlineMs: 1000,
      log: () => {},
    });
    const down = http.createServer((request, response) => void handler(request, response));
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    try {
      const form = new FormData();
      form.set('key', key);
      form.set('list', 'ZZ300001 Lovelace');
      const started = Date.now();
      const response = await fetch(
        `http://127.0.0.1:${(down.address() as AddressInfo).port}${crewCheckPath}`,
        { method: 'POST', body: form },
      );
      expect(Date.now() - started).toBeLessThan(5000);
      expect(response.status).toBe(503);
      expect((await read(response)).kind).toBe('crew-unavailable');
    } finally {
      await new Promise((resolve) => down.close(resolve));
      await deleteApp(dead);
    }
  });

  it('asks for a key, and refuses one that is not live or whose account is closed, never showing it', async () => {
    const list = 'ZZ300001 Lovelace';
    const none = await read(await post({ key: ' ', list }));
    expect(none.kind).toBe('crew-invalid-key-missing');
    expect(none.value('list')).toBe(list);
    const wrong = `${key.slice(0, -4)}abcd`;
    const refused = await post({ key: wrong, list });
    expect(refused.status).toBe(400);
    const page = await read(refused);
    expect(page.kind).toBe('crew-invalid-key-unknown');
    expect(page.html).not.toContain(wrong);
    const closedKey = /(motas_\S+)/.exec(
      await run('employers', 'keys', { action: 'create', account: 'ZZ0303', reason: 'test' }),
    )![1]!;
    await run('employers', 'suspend', { numbers: ['ZZ0303'], reason: 'unpaid' });
    const closed = await post({ key: closedKey, list });
    expect(closed.status).toBe(403);
    expect((await read(closed)).kind).toBe('crew-invalid-key-inactive');
  });

  it('names what is wrong with a list or a file that cannot be checked', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `ZZ4${String(i).padStart(5, '0')} Nobody`);
    const tooMany = await read(await post({ list: many.join('\n') }));
    expect(tooMany.kind).toBe('crew-invalid-rows-tooMany');
    expect(tooMany.value('rowCount')).toBe('101');
    expect((await read(await post({ list: '  \n ' }))).kind).toBe('crew-invalid-rows-missing');
    const workbook = await read(
      await post({ file: { name: 'crew.xlsx', text: new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]) } }),
    );
    expect(workbook.kind).toBe('crew-invalid-file-format');
    expect(workbook.value('detail')).toMatch(/crew\.xlsx is an Excel workbook/);
    const headings = await read(await post({ list: 'Name,Card\nAda,ZZ300001' }));
    expect(headings.kind).toBe('crew-invalid-list-format');
    expect(headings.value('detail')).toMatch(/line 1 of the list names the columns/);
  });

  it('refuses a body past its cap before reading it, another site’s post, and a GET', async () => {
    const big = await post({ file: { name: 'big.csv', text: 'x'.repeat(200 * 1024) } });
    expect(big.status).toBe(413);
    const refused = await read(big);
    expect(refused.kind).toBe('crew-invalid-file-tooLarge');
    // The form's cap, not the file's: the body was refused before it was read.
    expect(refused.value('detail')).toBe('the form was larger than 128 KB');
    const file = await read(await post({ file: { name: 'big.csv', text: 'x'.repeat(80 * 1024) } }));
    expect(file.value('detail')).toBe('big.csv is 80 KB');
    const elsewhere = await post({ list: 'ZZ300001 Lovelace' }, { 'sec-fetch-site': 'cross-site' });
    expect(elsewhere.status).toBe(403);
    expect((await read(elsewhere)).kind).toBe('crew-cross-site');
    const foreign = await post(
      { list: 'ZZ300001 Lovelace' },
      { 'sec-fetch-site': '', origin: 'https://another.example' },
    );
    expect(foreign.status).toBe(403);
    const get = await fetch(`${base}${crewCheckPath}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('spends the account’s daily quota, shared with the API, and says when it is used up', async () => {
    const first = await post({ key: smallKey, list: 'ZZ300001 Lovelace\nZZ300002 O’Neill' });
    expect(first.status).toBe(200);
    expect((await read(first)).value('quotaLeft')).toBe('1');
    const second = await post({ key: smallKey, list: 'ZZ300001 Lovelace\nZZ300002 O’Neill' });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    const limited = await read(second);
    expect(limited.kind).toBe('crew-limited');
    expect(limited.value('quotaLeft')).toBe('1');
    const api = await fetch(`${base}/api/v1/checks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${smallKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ checks: [{ number: 'ZZ300001', surname: 'Lovelace' }] }),
    });
    expect(api.headers.get('ratelimit-remaining')).toBe('0');
  });
});
