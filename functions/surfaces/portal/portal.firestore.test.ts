// The providers' portal against the real stack's emulators: Firestore, and Firebase
// Authentication's (its sign-in links, session cookies and revocation), through HTTP as a browser
// posts its forms. Each provider's people sign in by a link; whoever can approve passes a TOTP
// code; a result entered by one person and approved by another is on the register as provisional,
// and the check says so. And the isolation: nobody reads, changes or approves another provider's
// results by changing an id, a submitter cannot approve, and a removed person's session is refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCheckHandler } from '../../handler.js';
import { invitePerson, peopleChangesCollection, peopleCollection } from '../../portal/people.js';
import { resultsCollection } from '../../portal/results.js';
import { instructorRegister, providerRegister, type ProviderVersion } from '../../providers.js';
import { storePlainRecords } from '../../registers/store.js';
import { generateReceiptKey } from '../../receipts.js';
import { standInPages } from '../../testing/answer-pages.js';
import { forwarded } from '../../testing/front-end.js';
import { surnameKey } from '../../vocabulary/check-input.js';
import { portalPaths } from '../../vocabulary/paths.js';
import { sessionHeader } from './session.js';

process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
const authHost = inject('authHost');
process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
/** The Auth emulator answers for one project: the one `npm start` and `npm test` start it on. */
const projectId = inject('authProject');
const app = initializeApp({ projectId }, `portal-test-${process.pid}`);
// A database of its own, so the project the Auth emulator answers for holds nothing else's records.
const db = getFirestore(app, `portal-${process.pid}-${Date.now()}`);
const activity = getFirestore(app, `portal-activity-${process.pid}-${Date.now()}`);
const auth = getAuth(app);
/** The handler's clock: each second factor moves it on a step, as a person's next sign-in would. */
let moment = Date.parse('2026-11-27T12:00:00Z');
const clock = () => new Date(moment);
/** The TOTP secret each person enrolled with. */
const secrets = new Map<string, string>();
const run = `${process.pid}${Date.now()}`;
const email = (who: string) => `${who}-${run}@example.org`;

const provider = (number: string, more: Partial<ProviderVersion> = {}): ProviderVersion => ({
  number,
  name: `Provider ${number}`,
  status: 'accredited',
  accreditedUntil: '2028-03-31',
  categories: ['CB', 'RT'],
  centres: [],
  siteAreas: ['LS'],
  phone: '0113 496 0000',
  email: `${number.toLowerCase()}@example.com`,
  website: `https://${number.toLowerCase()}.example.com/`,
  ...more,
});
const instructor = (registrationNumber: string, providers: string[]) => ({
  registrationNumber,
  givenNames: 'Ivy',
  surname: `Teacher ${registrationNumber.slice(-1)}`,
  surnameKey: surnameKey(`Teacher ${registrationNumber.slice(-1)}`),
  validUntil: '2029-01-31',
  suspended: false,
  categories: ['CB', 'RT'],
  providers,
  listed: true,
});

let machine = 0;
/** A machine of its own: an address the front end sees. */
const newMachine = () => `198.51.${Math.floor(++machine / 250)}.${machine % 250}`;

let origin: string;
const server = http.createServer();
let photo: Buffer;

beforeAll(async () => {
  await storePlainRecords(
    db,
    providerRegister,
    [provider('TP0001'), provider('TP0002'), provider('TP0003', { status: 'suspended' })].map(
      (fields) => ({ fields }),
    ),
  );
  await storePlainRecords(
    db,
    instructorRegister,
    [instructor('IN000001', ['TP0001']), instructor('IN000002', ['TP0002'])].map((fields) => ({
      fields,
    })),
  );
  const people: [string, string, ('administrator' | 'submitter' | 'approver')[]][] = [
    ['TP0001', 'sub1', ['submitter']],
    ['TP0001', 'app1', ['approver']],
    ['TP0001', 'adm1', ['administrator']],
    ['TP0002', 'sub2', ['submitter']],
    ['TP0002', 'out2', ['submitter']],
    ['TP0002', 'app2', ['approver']],
    ['TP0003', 'sub3', ['submitter']],
  ];
  for (const [number, who, roles] of people)
    await invitePerson(
      { db, auth },
      { provider: number, email: email(who), roles, by: 'staff@scheme.example', at: clock() },
    );
  photo = await sharp({
    create: { width: 600, height: 750, channels: 3, background: { r: 120, g: 140, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const handler = createCheckHandler({
    db,
    activity,
    answers: { pages: standInPages(), headers: {}, siteUrl: 'https://scheme.example' },
    counterKey: 'test-counter-key',
    referenceKey: 'test-reference-key',
    receiptKeys: JSON.stringify({ keys: [await generateReceiptKey()] }),
    now: clock,
    auth,
    portalSecretKey: 'test portal key',
    deadlineMs: 20_000,
  });
  server.on('request', (request, response) => {
    // The front end appends the address it saw: here the test's, so each sign-in is a machine of its own.
    const saw = request.headers['x-front-end-saw'];
    request.headers['x-forwarded-for'] = forwarded(request, {
      throughHosting: false,
      visitor: typeof saw === 'string' ? saw : undefined,
    });
    void handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await deleteApp(app);
});

/** A request of the portal's, as a browser makes it: its answer's kind and fields (stand-in pages). */
async function send(
  path: string,
  {
    cookie,
    form,
    method = form ? 'POST' : 'GET',
  }: { cookie?: string; form?: FormData | URLSearchParams; method?: string } = {},
) {
  const response = await fetch(`${origin}${path}`, {
    method,
    body: form,
    redirect: 'manual',
    headers: {
      'x-front-end-saw': newMachine(),
      ...(cookie ? { cookie: `__session=${cookie}` } : {}),
    },
  });
  const body = await response.text();
  return {
    status: response.status,
    body,
    location: response.headers.get('location') ?? '',
    setCookie: response.headers.get('set-cookie') ?? '',
    kind: /<title>(.*?)</.exec(body)?.[1],
    field: (name: string) =>
      new RegExp(`<p data-field="${name}">([\\s\\S]*?)</p>`).exec(body)?.[1] ?? '',
  };
}

/** The newest sign-in link the Auth emulator holds for an address: its code. */
async function linkCode(address: string) {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; oobCode: string }[];
  };
  return oobCodes.filter((code) => code.email === address).at(-1)?.oobCode;
}

/**
 * When each person last signed in. The Auth emulator makes a session's cookie from the person and
 * the second it is made in alone: a person's second sign-in in the same second would get the same
 * cookie, the same session, its second factor already passed.
 */
const signedInAt = new Map<string, number>();

/** Signs in by a link as a browser would, in a second of its own: the session cookie's value. */
async function signIn(who: string) {
  const last = Math.floor((signedInAt.get(who) ?? 0) / 1000);
  while (Math.floor(Date.now() / 1000) <= last) await new Promise((wake) => setTimeout(wake, 50));
  const address = email(who);
  const sent = await send(portalPaths.signIn, { form: new URLSearchParams({ email: address }) });
  expect(sent.kind).toBe('portal-link-sent');
  const oobCode = await linkCode(address);
  expect(oobCode).toBeTruthy();
  const opened = await send(`${portalPaths.link}?oobCode=${oobCode}`);
  expect(opened.kind).toBe('portal-link');
  const finished = await send(portalPaths.link, {
    form: new URLSearchParams({ email: address, oobCode: String(oobCode) }),
  });
  expect(finished.status).toBe(303);
  const cookie = /__session=([^;]+)/.exec(finished.setCookie)?.[1];
  expect(cookie).toBeTruthy();
  signedInAt.set(who, Date.now());
  expect(finished.setCookie).toMatch(/HttpOnly/);
  expect(finished.setCookie).toMatch(/SameSite=Lax/);
  expect(finished.setCookie).toMatch(/Path=\/portal;/);
  // Secure everywhere but on a demonstration project's plain-HTTP loopback (below).
  expect(finished.setCookie).not.toMatch(/Secure/);
  return { cookie: String(cookie), next: finished.location };
}

/** Signs in and passes the second factor, enrolling the first time: the cookie. */
async function signInWithCode(who: string) {
  const { cookie, next } = await signIn(who);
  expect(next).toBe(portalPaths.secondFactor);
  // Anything else waits for the code.
  expect((await send(portalPaths.home, { cookie })).location).toBe(portalPaths.secondFactor);
  const page = await send(portalPaths.secondFactor, { cookie });
  if (!secrets.has(who)) {
    expect(page.kind).toBe('portal-enrol');
    secrets.set(who, page.field('secretGroups').replaceAll(' ', ''));
  } else expect(page.kind).toBe('portal-second-factor');
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(String(secrets.get(who))) });
  const wrong = await send(portalPaths.secondFactor, {
    cookie,
    form: new URLSearchParams({ code: '000000' }),
  });
  expect(wrong.status).toBe(400);
  moment += 30_000;
  const passed = await send(portalPaths.secondFactor, {
    cookie,
    form: new URLSearchParams({ code: totp.generate({ timestamp: moment }) }),
  });
  expect(passed.location).toBe(portalPaths.home);
  return cookie;
}

/** A result's form, with a photograph. */
function resultForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    given_names: 'Pat',
    surname: `Operator`,
    test_date: '2026-11-20',
    category: 'CB',
    instructor: 'IN000001',
    ...fields,
  }))
    form.set(name, value);
  form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'pat.jpg');
  return form;
}

/** The ids of the results a page lists in its rows `rows` (the stand-in pages' rows). */
const idsIn = (body: string, rows: string) =>
  [
    ...(new RegExp(`<ol data-rows="${rows}">([\\s\\S]*?)</ol>`).exec(body)?.[1] ?? '').matchAll(
      /<span data-field="resultId">([^<]+)<\/span>/g,
    ),
  ].map((match) => match[1] as string);

describe('signing in', () => {
  it('makes a session cookie Secure on a real project, whatever the scheme the function saw', () => {
    const c = (allowDemonstration: boolean) =>
      ({
        get: () => ({ allowDemonstration }),
        req: { url: 'http://function.internal/portal/link' },
      }) as never;
    expect(sessionHeader(c(false), 'value')).toBe(
      '__session=value; Path=/portal; Max-Age=28800; HttpOnly; SameSite=Lax; Secure',
    );
    expect(sessionHeader(c(true), 'value')).not.toMatch(/Secure/);
    expect(sessionHeader(c(false))).toMatch(/^__session=; Path=\/portal; Max-Age=0;/);
  });

  it('signs a provider’s person in by an emailed link, to a session cookie; an address of nobody’s gets the same page and no link', async () => {
    const { cookie, next } = await signIn('sub1');
    expect(next).toBe(portalPaths.home);
    const home = await send(portalPaths.home, { cookie });
    expect(home.kind).toBe('portal-home');
    expect(home.field('providerNumber')).toBe('TP0001');
    const stranger = await send(portalPaths.signIn, {
      form: new URLSearchParams({ email: email('nobody') }),
    });
    expect(stranger.kind).toBe('portal-link-sent');
    expect(await linkCode(email('nobody'))).toBeUndefined();
  });

  it('refuses a link used twice, or finished with another address', async () => {
    await send(portalPaths.signIn, { form: new URLSearchParams({ email: email('sub2') }) });
    const oobCode = String(await linkCode(email('sub2')));
    const other = await send(portalPaths.link, {
      form: new URLSearchParams({ email: email('sub1'), oobCode }),
    });
    expect(other.status).toBe(400);
    const once = await send(portalPaths.link, {
      form: new URLSearchParams({ email: email('sub2'), oobCode }),
    });
    expect(once.status).toBe(303);
    const twice = await send(portalPaths.link, {
      form: new URLSearchParams({ email: email('sub2'), oobCode }),
    });
    expect(twice.status).toBe(400);
  });

  it('refuses a session after sign-out, with no cookie, or with a forged one', async () => {
    const { cookie } = await signIn('out2');
    expect((await send(portalPaths.home, { cookie })).status).toBe(200);
    expect((await send(portalPaths.home)).location).toBe(`${portalPaths.signIn}?ended`);
    expect((await send(portalPaths.home, { cookie: `${cookie}x` })).location).toBe(
      `${portalPaths.signIn}?ended`,
    );
    const out = await send(portalPaths.signOut, { cookie, form: new URLSearchParams() });
    expect(out.location).toBe(`${portalPaths.signIn}?out`);
    expect((await send(portalPaths.home, { cookie })).location).toBe(`${portalPaths.signIn}?ended`);
  });

  it('limits the links asked for one account', async () => {
    const address = email('limited');
    let last;
    for (let i = 0; i < 6; i += 1)
      last = await send(portalPaths.signIn, { form: new URLSearchParams({ email: address }) });
    expect(last?.status).toBe(429);
    expect(last?.kind).toBe('portal-limited');
  });
});

describe('a result from entry to the operator check', () => {
  it('is entered by a submitter, approved by an approver with a code, and shows as provisional in the check', async () => {
    const sub = (await signIn('sub1')).cookie;
    const entered = await send(portalPaths.newResult, {
      cookie: sub,
      form: resultForm({ surname: 'Provisional' }),
    });
    expect(entered.kind).toBe('portal-entered');
    const app1 = await signInWithCode('app1');
    const home = await send(portalPaths.home, { cookie: app1 });
    const [id] = idsIn(home.body, 'awaiting');
    expect(id).toBeTruthy();
    const approved = await send(portalPaths.approve, {
      cookie: app1,
      form: new URLSearchParams({ result: String(id) }),
    });
    expect(approved.kind).toBe('portal-done');
    const number = /(ZZ\d{6}): provisional/.exec(approved.body)?.[1];
    expect(number).toMatch(/^ZZ7\d{5}$/);
    const check = await send('/check/result', {
      form: new URLSearchParams({ number: String(number), surname: 'Provisional' }),
    });
    expect(check.kind).toBe('match-current');
    expect(check.body).toContain(
      'Counterbalance lift truck: provisional: results entered by Provider TP0001 on 27 November 2026, awaiting the scheme’s confirmation',
    );
    const result = await db.collection(resultsCollection).doc(String(id)).get();
    expect(result.get('state')).toBe('provisional');
    expect(result.get('enteredBy')).toBe(email('sub1'));
    expect(result.get('approvedBy')).toBe(email('app1'));
  });

  it('names every problem of a form by its field and enters nothing', async () => {
    const sub = (await signIn('sub1')).cookie;
    const before = (await db.collection(resultsCollection).get()).size;
    const wrong = await send(portalPaths.newResult, {
      cookie: sub,
      form: resultForm({ test_date: '2027-01-01', category: 'MC', instructor: 'IN000002' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain('is in the future');
    expect(wrong.body).toContain('TP0001 is not accredited for MC');
    expect(wrong.body).toContain('IN000002 is not one of TP0001’s instructors');
    expect((await db.collection(resultsCollection).get()).size).toBe(before);
  });

  it('names every problem of a file by its line and enters nothing', async () => {
    const sub = (await signIn('sub1')).cookie;
    const before = (await db.collection(resultsCollection).get()).size;
    const form = new FormData();
    const csv = [
      'given_names,surname,test_date,category,instructor,registration_number,photo',
      'Ann,Good,2026-11-20,CB,IN000001,,ann.jpg',
      'Bob,Bad,2026-13-01,XX,IN000009,,bob.jpg',
      'Cy,Nophoto,2026-11-20,RT,IN000001,,',
    ].join('\n');
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'results.csv');
    form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'ann.jpg');
    const answer = await send(portalPaths.file, { cookie: sub, form });
    expect(answer.kind).toBe('portal-file-problems');
    expect(answer.body).toContain('line 3, test_date');
    expect(answer.body).toContain('line 3, category');
    expect(answer.body).toContain('line 3, instructor');
    expect(answer.body).toContain('line 3, photo: bob.jpg was not uploaded');
    expect(answer.body).toContain('line 4, photo: is empty');
    expect((await db.collection(resultsCollection).get()).size).toBe(before);
  });
});

describe('correcting a result', () => {
  it('withdraws it from the register and enters the correction, to be approved again; another provider’s cannot, nor one locked', async () => {
    const sub = (await signIn('sub1')).cookie;
    await send(portalPaths.newResult, { cookie: sub, form: resultForm({ surname: 'Mistaken' }) });
    const app1 = await signInWithCode('app1');
    const [id] = idsIn((await send(portalPaths.home, { cookie: app1 })).body, 'awaiting').filter(
      Boolean,
    );
    const approved = await send(portalPaths.approve, {
      cookie: app1,
      form: new URLSearchParams({ result: String(id) }),
    });
    const number = /(ZZ\d{6}): provisional/.exec(approved.body)?.[1];
    const form = await send(`${portalPaths.correct}?result=${id}`, { cookie: sub });
    expect(form.kind).toBe('portal-correct');
    expect(form.field('surname')).toBe('Mistaken');
    const sub2 = (await signIn('sub2')).cookie;
    expect((await send(`${portalPaths.correct}?result=${id}`, { cookie: sub2 })).status).toBe(404);
    const corrected = resultForm({ surname: 'Corrected' });
    corrected.delete('photo');
    corrected.set('result', String(id));
    const done = await send(portalPaths.correct, { cookie: sub, form: corrected });
    expect(done.kind).toBe('portal-entered');
    const old = await db.collection(resultsCollection).doc(String(id)).get();
    expect(old.get('state')).toBe('withdrawn');
    const replacement = await db.collection(resultsCollection).doc(old.get('correctedBy')).get();
    expect(replacement.get('surname')).toBe('Corrected');
    expect(replacement.get('state')).toBe('entered');
    // Off the register: the operator it made had no other category.
    const check = await send('/check/result', {
      form: new URLSearchParams({ number: String(number), surname: 'Mistaken' }),
    });
    expect(check.kind).toBe('no-match');
    // Two days after its approval, a result is locked.
    await send(portalPaths.approve, {
      cookie: app1,
      form: new URLSearchParams({ result: String(replacement.id) }),
    });
    moment += 3 * 86_400_000;
    const late = resultForm({ surname: 'Late' });
    late.set('result', replacement.id);
    const locked = await send(portalPaths.correct, { cookie: sub, form: late });
    expect(locked.status).toBe(400);
    expect(locked.body).toContain('locked 2 days after its approval');
    moment -= 3 * 86_400_000;
  });
});

describe('only its own', () => {
  it('lets nobody approve or withdraw another provider’s result by its id, and a submitter approve nothing', async () => {
    const sub2 = (await signIn('sub2')).cookie;
    await send(portalPaths.newResult, {
      cookie: sub2,
      form: resultForm({ surname: 'Theirs', instructor: 'IN000002' }),
    });
    const theirs = (
      await db
        .collection(resultsCollection)
        .where('provider', '==', 'TP0002')
        .where('state', '==', 'entered')
        .get()
    ).docs[0]?.id;
    expect(theirs).toBeTruthy();
    const app1 = await signInWithCode('app1');
    const approve = await send(portalPaths.approve, {
      cookie: app1,
      form: new URLSearchParams({ result: String(theirs) }),
    });
    expect(approve.body).toContain('not one of your provider’s results');
    const withdraw = await send(portalPaths.withdraw, {
      cookie: app1,
      form: new URLSearchParams({ result: String(theirs) }),
    });
    expect(withdraw.body).toContain('not one of your provider’s results');
    const bySubmitter = await send(portalPaths.approve, {
      cookie: sub2,
      form: new URLSearchParams({ result: String(theirs) }),
    });
    expect(bySubmitter.status).toBe(403);
    expect((await db.collection(resultsCollection).doc(String(theirs)).get()).get('state')).toBe(
      'entered',
    );
    // Nor does TP0001's page list it.
    expect((await send(portalPaths.home, { cookie: app1 })).body).not.toContain(String(theirs));
  });

  it('lets no approver approve a result they entered themselves', async () => {
    await invitePerson(
      { db, auth },
      {
        provider: 'TP0002',
        email: email('both2'),
        roles: ['submitter', 'approver'],
        by: 'staff',
        at: clock(),
      },
    );
    const both = await signInWithCode('both2');
    await send(portalPaths.newResult, {
      cookie: both,
      form: resultForm({ surname: 'Own', instructor: 'IN000002' }),
    });
    const own = (await db.collection(resultsCollection).where('surname', '==', 'Own').get()).docs[0]
      ?.id;
    const answer = await send(portalPaths.approve, {
      cookie: both,
      form: new URLSearchParams({ result: String(own) }),
    });
    expect(answer.body).toContain('another approver of your provider confirms it');
  });

  it('refuses a removed person’s session at once', async () => {
    const { cookie } = await signIn('sub3');
    expect((await send(portalPaths.home, { cookie })).status).toBe(200);
    const admin = await signInWithCode('adm1');
    // An administrator of TP0001 cannot remove TP0003's person.
    const across = await send(portalPaths.remove, {
      cookie: admin,
      form: new URLSearchParams({ email: email('sub3') }),
    });
    expect(across.status).toBe(400);
    expect((await send(portalPaths.home, { cookie })).status).toBe(200);
    const person = (await db.collection(peopleCollection).where('email', '==', email('sub3')).get())
      .docs[0];
    await person?.ref.update({ removedAt: clock() });
    expect((await send(portalPaths.home, { cookie })).location).toBe(`${portalPaths.signIn}?ended`);
  });

  it('lets an administrator change a colleague’s roles, then remove them: ended at once, each change recorded', async () => {
    await invitePerson(
      { db, auth },
      { provider: 'TP0001', email: email('sub1c'), roles: ['submitter'], by: 'staff', at: clock() },
    );
    const { cookie } = await signIn('sub1c');
    expect((await send(portalPaths.home, { cookie })).status).toBe(200);
    const admin = await signInWithCode('adm1');
    // Invited again: other roles, the same person, who first invited them kept.
    const again = await send(portalPaths.invite, {
      cookie: admin,
      form: new URLSearchParams([
        ['email', email('sub1c')],
        ['role', 'submitter'],
        ['role', 'approver'],
      ]),
    });
    expect(again.kind).toBe('portal-done');
    expect(again.body).toContain(`${email('sub1c')}: roles changed as submitter, approver.`);
    const stored = async () =>
      (await db.collection(peopleCollection).where('email', '==', email('sub1c')).get()).docs.map(
        (doc) => doc.data(),
      );
    expect(await stored()).toEqual([
      expect.objectContaining({
        provider: 'TP0001',
        roles: ['submitter', 'approver'],
        invitedBy: 'staff',
      }),
    ]);
    // Another provider cannot take them while they sign in for TP0001.
    expect(
      await invitePerson(
        { db, auth },
        { provider: 'TP0003', email: email('sub1c'), roles: ['submitter'], by: 'x', at: clock() },
      ),
    ).toEqual({
      problem: `${email('sub1c')} already signs in for TP0001; remove them there first`,
    });
    const removed = await send(portalPaths.remove, {
      cookie: admin,
      form: new URLSearchParams({ email: email('sub1c') }),
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toContain(`${email('sub1c')}: removed; their sessions are ended.`);
    expect((await send(portalPaths.home, { cookie })).location).toBe(`${portalPaths.signIn}?ended`);
    expect(await stored()).toEqual([
      expect.objectContaining({ removedBy: email('adm1'), removedAt: expect.anything() }),
    ]);
    // Removed already: no longer one of TP0001's people.
    const twice = await send(portalPaths.remove, {
      cookie: admin,
      form: new URLSearchParams({ email: email('sub1c') }),
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toContain(`${email('sub1c')} is not one of TP0001’s people`);
    const changes = await db
      .collection(peopleChangesCollection)
      .where('email', '==', email('sub1c'))
      .get();
    expect(changes.docs.map((doc) => doc.get('action')).sort()).toEqual([
      'invited',
      'removed',
      'roles',
    ]);
  });

  it('lets a suspended provider’s people read, but enter nothing', async () => {
    await db
      .collection(peopleCollection)
      .where('email', '==', email('sub3'))
      .get()
      .then((found) => Promise.all(found.docs.map((doc) => doc.ref.update({ removedAt: null }))));
    await invitePerson(
      { db, auth },
      { provider: 'TP0003', email: email('sub3b'), roles: ['submitter'], by: 'staff', at: clock() },
    );
    const { cookie } = await signIn('sub3b');
    const home = await send(portalPaths.home, { cookie });
    expect(home.status).toBe(200);
    const entered = await send(portalPaths.newResult, {
      cookie,
      form: resultForm({ instructor: 'IN000001' }),
    });
    expect(entered.status).toBe(403);
  });
});
