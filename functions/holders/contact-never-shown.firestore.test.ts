// A holder's address is never in any check, API answer, receipt or log (docs/holders.md, "A
// holder's contact"), against the emulators: with a contact kept for a demonstration operator, the
// function answers the web check, the employers' API and the crew check, the receipts' verify
// page and the staff console's record page; the register commands export, show the trail and a
// record's history; a keeper imports a file that gives another holder's address through the
// console; and the address is in none of their answers, nor in any line the function logs.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { decodeJwt } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { inviteStaff } from '../console/staff.js';
import { checkPath } from '../handler.js';
import { commandsOn } from '../testing/commands.js';
import { type ConsoleServer, consoleServer, unescaped } from '../testing/console-server.js';
import { consolePaths, crewCheckPath } from '../vocabulary/paths.js';
import { contactOf, saveContact } from './contacts.js';

process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
const authHost = inject('authHost');
process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
/** The Auth emulator's project: a demonstration one, whose ZZ numbers the check answers for. */
const projectId = inject('authProject');
const app = initializeApp({ projectId }, `contact-never-${process.pid}`);
const db = getFirestore(app, `contact-never-${process.pid}-${Date.now()}`);
const activity = getFirestore(app, `contact-never-activity-${process.pid}-${Date.now()}`);
const auth = getAuth(app);
let moment = Date.parse('2026-11-28T10:00:00Z');
const run = `${process.pid}${Date.now()}`;
const email = (who: string) => `${who}-${run}@example.org`;
let folder: string;
let server: ConsoleServer;
let key: string;
const commands: ReturnType<typeof commandsOn> = (...asked) =>
  commandsOn({ db, activity, projectId, folder })(...asked);

/** The demonstration holder's address, and another's that a keeper's import gives. */
const address = 'ada.example@example.test';
const imported = 'zoe.sample@example.test';
/** Either address, in any case, as text or as an address's parts a page might escape. */
const anyAddress = /ada\.example|zoe\.sample|example\.test/i;

/** Every line written to the console while the tests run: the function's log lines among them. */
const logged: string[] = [];

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(
        args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '),
      );
    });
  folder = await mkdtemp(path.join(tmpdir(), 'contact-never-'));
  await sharp({ create: { width: 300, height: 375, channels: 3, background: '#8899aa' } })
    .png()
    .toFile(path.join(folder, 'ada.png'));
  await writeFile(
    path.join(folder, 'operators.csv'),
    'registration_number,given_names,surname,valid_until,status,categories,photo\n' +
      'ZZ000001,Ada,Example,2030-12-31,current,CB RT TH,ada.png\n',
  );
  await commands('operators', 'import', { file: 'operators.csv' });
  await saveContact(db, {
    number: 'ZZ000001',
    email: address,
    consentAt: new Date('2026-11-27T00:00:00Z'),
    by: 'the demonstration records',
    via: 'demo',
    validUntil: '2030-12-31',
  });
  await writeFile(
    path.join(folder, 'employers.csv'),
    'account_number,name,contact,daily_quota,status\nZZ0301,Example Construction,site@example.com,150,active\n',
  );
  await commands('employers', 'import', { file: 'employers.csv' });
  key = String(
    /(motas_\S+)/.exec(
      await commands('employers', 'keys', { action: 'create', account: 'ZZ0301', reason: 'test' }),
    )?.[1],
  );
  for (const who of ['reader', 'keeper'] as const)
    await inviteStaff(
      { db, auth },
      { email: email(who), roles: [who], by: 'test', at: new Date(moment) },
    );
  server = await consoleServer({
    db,
    activity,
    auth,
    authHost,
    projectId,
    clock: () => new Date(moment),
    advance: (ms) => (moment += ms),
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  server?.close();
  await deleteApp(app);
  await rm(folder, { recursive: true, force: true });
});

/** Each receipt (a JWT) a text holds, its claims decoded. */
const receiptsIn = (text: string) =>
  [...text.matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)].map(([jwt]) =>
    JSON.stringify(decodeJwt(jwt)),
  );

describe('a holder’s address', () => {
  it('is in no answer of the web check, nor its receipt or the verify page', async () => {
    expect((await contactOf(db, 'ZZ000001'))?.email).toBe(address);
    const check = await server.send(checkPath, {
      form: { number: 'ZZ000001', surname: 'Example' },
    });
    expect(check.kind).toBe('match-current');
    expect(check.body).not.toMatch(anyAddress);
    const receipts = receiptsIn(check.body);
    expect(receipts.length).toBeGreaterThan(0);
    for (const claims of receipts) expect(claims).not.toMatch(anyAddress);
    const verify = await server.send(unescaped(check.field('receiptHref')));
    expect(verify.status).toBe(200);
    expect(verify.body).toContain('ZZ000001');
    expect(verify.body).not.toMatch(anyAddress);
  });

  it('is in no answer of the employers’ API or the crew check, nor their receipts', async () => {
    const api = await fetch(`${server.origin}/api/v1/checks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ checks: [{ number: 'ZZ000001', surname: 'Example' }], photos: true }),
    });
    const answer = await api.text();
    expect(api.status).toBe(200);
    expect(answer).toContain('ZZ000001');
    expect(answer).not.toMatch(anyAddress);
    for (const claims of receiptsIn(answer)) expect(claims).not.toMatch(anyAddress);
    const form = new FormData();
    form.set('key', key);
    form.set('list', 'ZZ000001 Example');
    form.set('file', new Blob([]), '');
    const crew = await fetch(`${server.origin}${crewCheckPath}`, {
      method: 'POST',
      body: form,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    const page = await crew.text();
    expect(page).toContain('ZZ000001');
    expect(page).not.toMatch(anyAddress);
    const [crewReceipt] = receiptsIn(page);
    expect(crewReceipt).toBeDefined();
  });

  it('is in no page of the staff console’s record, nor any register command’s output', async () => {
    const cookie = await server.signInWithCode(email('reader'));
    const record = await server.send(`${consolePaths.record}?register=operators&number=ZZ000001`, {
      cookie,
    });
    expect(record.kind).toBe('console-record');
    expect(record.body).toContain('Example');
    expect(record.body).not.toMatch(anyAddress);
    const found = await server.send(`${consolePaths.home}?q=Example`, { cookie });
    expect(found.body).not.toMatch(anyAddress);
    await commands('operators', 'export', { file: 'export.csv', cwd: folder });
    const exported = await readFile(path.join(folder, 'export.csv'), 'utf8');
    expect(exported).toContain('ZZ000001');
    expect(exported).not.toMatch(anyAddress);
    for (const [command, asked, shows] of [
      ['trail', { cwd: folder }, 'ZZ000001'],
      ['history', { number: 'ZZ000001' }, 'added'],
      ['show', { number: 'ZZ000001' }, 'Example'],
    ] as const) {
      const said = await commands('operators', command, asked);
      expect(said, command).toContain(shows);
      expect(said, command).not.toMatch(anyAddress);
    }
  });

  it('given in a keeper’s import, is counted by its plan and kept, and shown on no page of it', async () => {
    const cookie = await server.signInWithCode(email('keeper'));
    const form = new FormData();
    form.set('register', 'operators');
    form.set(
      'file',
      new Blob(
        [
          'registration_number,given_names,surname,valid_until,status,categories,photo,email,email_consent\r\n' +
            'ZZ000001,Ada,Example,2030-12-31,current,CB RT TH,ada.png,,\r\n' +
            `ZZ000002,Zoë,Sample,2029-06-30,current,EX,ada.png,${imported},2026-11-20\r\n`,
        ],
        { type: 'text/csv' },
      ),
      'operators.csv',
    );
    form.append('photos', new Blob([await readFile(path.join(folder, 'ada.png'))]), 'ada.png');
    const plan = await server.send(consolePaths.import, { cookie, form });
    expect(plan.kind, plan.text).toBe('console-import-plan');
    expect(plan.list('lines')).toContain('  1 holder&#x27;s address to add, 0 to change');
    expect(plan.body).not.toMatch(anyAddress);
    const done = await server.send(consolePaths.importWrite, {
      cookie,
      form: new URLSearchParams({ upload: plan.field('uploadId'), reason: 'a new operator' }),
    });
    expect(done.kind, done.text).toBe('console-import');
    expect(done.text).toContain("1 holder's address added, 0 changed.");
    expect(done.body).not.toMatch(anyAddress);
    expect((await contactOf(db, 'ZZ000002'))?.consent).toEqual({
      at: new Date('2026-11-20T00:00:00Z'),
      by: email('keeper'),
      via: 'import',
    });
  });

  it('is in no line the function or the commands logged', () => {
    // The function logs every answer (`{"answer":…}`): the lines were caught.
    expect(logged.some((line) => line.includes('"answer"'))).toBe(true);
    expect(logged.filter((line) => anyAddress.test(line))).toEqual([]);
  });
});
