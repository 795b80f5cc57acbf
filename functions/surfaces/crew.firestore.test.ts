// The crew check against a real Firestore (the emulator), as a site manager's browser posts its
// form: a key, a list pasted and a CSV file, answered as one table in the order given, a row that
// cannot be read named and the others still checked, each checked row with a receipt that
// verifies against the published keys alone and a CSV to download; and every refusal: no key, a
// key that is not live, an account not active, too many rows, a workbook for a CSV, a body past
// its cap, a post from another site, the day's quota spent.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createLocalJWKSet, jwtVerify } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerCommand } from '../../scripts/registers/admin.mjs';
import { clearProject } from '../../scripts/serve/firestore-emulator.mjs';
import { standInPages } from '../../scripts/test/answer-samples.mjs';
import { activityDatabase } from '../deployment.js';
import { createCheckHandler } from '../handler.js';
import { generateReceiptKey, issuerOf } from '../receipts.js';
import { demonstrationAccount, seedDemonstrationRecords } from '../../scripts/operators/demo.mjs';
import { crewCheckPath } from '../records.js';
import { checkRecordCollection } from './employer-checks.js';

const host = inject('firestoreHost');
const env = { FIRESTORE_EMULATOR_HOST: host };
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

const run = (name: 'operators' | 'employers', ...args: string[]) =>
  registerCommand(name, [...args, '--project', projectId, '--by', 'Ada', '--yes'], {
    env,
    cwd: folder,
  });

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
  await run('operators', 'import', 'operators.csv');
  await writeFile(
    path.join(folder, 'employers.csv'),
    'account_number,name,contact,daily_quota,status\r\n' +
      'ZZ0301,Example Construction,site@example.com,500,active\r\n' +
      'ZZ0302,Small Site Ltd,small@example.com,3,active\r\n' +
      'ZZ0303,Closed Ltd,closed@example.com,100,active\r\n',
  );
  await run('employers', 'import', 'employers.csv');
  const made = async (account: string) =>
    /(motas_\S+)/.exec(await run('employers', 'keys', 'create', account, '--reason', 'test'))![1]!;
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
      answer.rows.map(({ where, number, outcome, outcomeText, name }) => ({
        where,
        number,
        outcome,
        outcomeText,
        name,
      })),
    ).toEqual([
      {
        where: 'line 1 of the list',
        number: 'ZZ300001',
        outcome: 'current',
        outcomeText: 'Current',
        name: 'Ada Lovelace',
      },
      {
        where: 'line 2 of the list',
        number: 'ZZ300002',
        outcome: 'suspended',
        outcomeText: 'Suspended: do not rely on it',
        name: 'Zoë O’Neill',
      },
      {
        where: 'line 4 of the list',
        number: 'ZZ300003',
        outcome: 'ending',
        outcomeText: 'Current, ending soon',
        name: 'Kim Sample',
      },
      {
        where: 'line 5 of the list',
        number: 'ZZ399999',
        outcome: 'no-match',
        outcomeText: 'No match: not on the register with this surname',
        name: '',
      },
      {
        where: 'line 6 of the list',
        number: '',
        outcome: 'invalid',
        outcomeText: 'Not checked: no registration number',
        name: '',
      },
      {
        where: 'row 2 of crew.csv',
        number: 'ZZ300001',
        outcome: 'no-match',
        outcomeText: 'No match: not on the register with this surname',
        name: '',
      },
      {
        where: 'row 3 of crew.csv',
        number: 'AB12',
        outcome: 'invalid',
        outcomeText: 'Not checked: the registration number is not two letters and six digits',
        name: '',
      },
    ]);
    expect(answer.value('rowCount')).toBe('7');
    expect(answer.value('currentCount')).toBe('2');
    expect(answer.value('attentionCount')).toBe('3');
    expect(answer.value('invalidCount')).toBe('2');
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
      await run('employers', 'keys', 'create', 'ZZ0303', '--reason', 'test'),
    )![1]!;
    await run('employers', 'suspend', 'ZZ0303', '--reason', 'unpaid');
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

  it('opens a demonstration account with its published key on a demo- project only', async () => {
    /** The crew check of a handler on `project`, seeded with the demonstration records. */
    const kindOn = async (project: string) => {
      await seedDemonstrationRecords(host, project);
      const projectApp = initializeApp({ projectId: project }, project);
      const handler = createCheckHandler({
        db: getFirestore(projectApp),
        activity: getFirestore(projectApp, activityDatabase),
        answers: { pages: standInPages(), headers: {}, siteUrl },
        counterKey: 'counter',
        referenceKey: 'reference',
        receiptKeys: JSON.stringify({ keys: [await generateReceiptKey()] }),
        registerCheckMs: 0,
        log: () => {},
      });
      const projectServer = http.createServer(
        (request, response) => void handler(request, response),
      );
      await new Promise<void>((resolve) => projectServer.listen(0, '127.0.0.1', resolve));
      try {
        const form = new FormData();
        form.set('key', demonstrationAccount.key);
        form.set('list', 'ZZ000001 Example');
        const response = await fetch(
          `http://127.0.0.1:${(projectServer.address() as AddressInfo).port}${crewCheckPath}`,
          { method: 'POST', body: form },
        );
        return (await read(response)).kind;
      } finally {
        await new Promise((resolve) => projectServer.close(resolve));
        await deleteApp(projectApp);
        await clearProject(host, project);
      }
    };
    expect(await kindOn(`demo-crew-seeded-${process.pid}`)).toBe('crew-results');
    expect(await kindOn(`crew-real-${process.pid}`)).toBe('crew-invalid-key-unknown');
  });
});
