// A holder's contact from the providers' portal (docs/holders.md, "A holder's contact"), against
// the emulators: a submitter gives the operator's address with the operator's consent (the form's
// box, or a results file's `email_consent` day); an address without consent, or one that is no
// address, is named by its field and nothing is entered; the address stays with the result until
// an approver puts it on the register, which keeps it as the holder's contact (consent recorded
// as the provider's person gave it); a withdrawal that takes the operator off deletes it, a
// refusal keeps it a year from that day, and no other provider sets or keeps one.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { approveResults, withdrawResults } from '../portal/approval.js';
import { invitePerson, type Person } from '../portal/people.js';
import { registrationEnds, resultsCollection } from '../portal/results.js';
import { instructorRegister, providerRegister, type ProviderVersion } from '../providers.js';
import { storePlainRecords } from '../registers/store.js';
import { commandsOn } from '../testing/commands.js';
import { type ConsoleServer, consoleServer, unescaped } from '../testing/console-server.js';
import { surnameKey } from '../vocabulary/check-input.js';
import { portalPaths } from '../vocabulary/paths.js';
import { startMailbox } from '../testing/mailbox.js';
import { contactOf, contactRetentionDays, contactsCollection } from './contacts.js';

process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
const authHost = inject('authHost');
process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
const projectId = inject('authProject');
const app = initializeApp({ projectId }, `contact-entry-${process.pid}`);
const db = getFirestore(app, `contact-entry-${process.pid}-${Date.now()}`);
const activity = getFirestore(app, `contact-entry-activity-${process.pid}-${Date.now()}`);
const auth = getAuth(app);
const clock = { moment: Date.parse('2026-11-28T10:00:00Z') };
const now = () => new Date(clock.moment);
const today = '2026-11-28';
const run = `${process.pid}${Date.now()}`;
const email = (who: string) => `${who}-${run}@example.org`;
const commands = commandsOn({ db, activity, projectId, now });
let server: ConsoleServer;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let photo: Buffer;
const cookies = new Map<string, string>();

const provider = (number: string): ProviderVersion => ({
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
});

/** A provider's person, as the approval is given them. */
const person = (who: string, number: string): Person => ({
  uid: who,
  email: email(who),
  provider: number,
  roles: ['approver'],
  invitedBy: 'test',
  invitedAt: now(),
});

beforeAll(async () => {
  // The holders' emails go to a real SMTP server on loopback, where the test reads them.
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.url;
  await storePlainRecords(
    db,
    providerRegister,
    [provider('TP0001'), provider('TP0002')].map((fields) => ({ fields })),
  );
  await storePlainRecords(
    db,
    instructorRegister,
    [
      ['IN000001', 'TP0001'],
      ['IN000002', 'TP0002'],
    ].map(([registrationNumber = '', number = '']) => ({
      fields: {
        registrationNumber,
        givenNames: 'Ivy',
        surname: 'Teacher',
        surnameKey: surnameKey('Teacher'),
        validUntil: '2029-01-31',
        suspended: false,
        categories: ['CB', 'RT'],
        providers: [number],
        listed: true,
      },
    })),
  );
  for (const [number, who] of [
    ['TP0001', 'sub1'],
    ['TP0002', 'sub2'],
  ] as const)
    await invitePerson(
      { db, auth },
      { provider: number, email: email(who), roles: ['submitter'], by: 'test', at: now() },
    );
  photo = await sharp({
    create: { width: 600, height: 750, channels: 3, background: { r: 120, g: 140, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  server = await consoleServer({
    db,
    activity,
    auth,
    authHost,
    projectId,
    clock: now,
    advance: (ms) => (clock.moment += ms),
  });
});

afterAll(async () => {
  server?.close();
  await mailbox?.stop();
  await deleteApp(app);
});

/** A submitter's session, signed in the first time. */
async function signedIn(who: string) {
  if (!cookies.has(who)) cookies.set(who, (await server.signIn(email(who), portalPaths)).cookie);
  return String(cookies.get(who));
}

let made = 0;
/** A result's form, with a photograph: a surname of its own unless given. */
function resultForm(fields: Record<string, string>) {
  const form = new FormData();
  made += 1;
  for (const [name, value] of Object.entries({
    given_names: 'Pat',
    surname: `Holder${[...String(made)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`,
    test_date: '2026-11-20',
    category: 'CB',
    instructor: 'IN000001',
    ...fields,
  }))
    form.set(name, value);
  form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'pat.jpg');
  return form;
}

/** The result of a surname, as stored: its id and fields. */
async function resultNamed(surname: string) {
  const [doc] = (await db.collection(resultsCollection).where('surname', '==', surname).get()).docs;
  return { id: String(doc?.id), data: doc?.data() ?? {} };
}

/** Enters one result as `who` (TP0001's submitter unless said): its id and stored fields. */
async function entered(fields: Record<string, string>, who = 'sub1') {
  const form = resultForm(fields);
  const answer = await server.send(portalPaths.newResult, { cookie: await signedIn(who), form });
  expect(answer.kind, answer.text).toBe('portal-entered');
  return resultNamed(String(form.get('surname')));
}

const count = async () => (await db.collection(resultsCollection).get()).size;

describe('the result’s form', () => {
  it('keeps an address given with the operator’s consent with the result, and none without one', async () => {
    const given = await entered({ email: ` Robin.Holder@Example.COM `, consent: 'yes' });
    expect(given.data.email).toBe('Robin.Holder@example.com');
    expect(given.data.emailConsent).toBe(today);
    // Its correction's form shows the address again, the box ticked.
    const correcting = await server.send(`${portalPaths.correct}?result=${given.id}`, {
      cookie: await signedIn('sub1'),
    });
    expect(correcting.field('email')).toBe('Robin.Holder@example.com');
    expect([correcting.list('consentTicked'), correcting.list('consentUnticked')]).toEqual([
      [''],
      [],
    ]);
    // Consent without an address keeps nothing.
    const ticked = await entered({ email: '', consent: 'yes' });
    expect(ticked.data).not.toHaveProperty('email');
    expect(ticked.data).not.toHaveProperty('emailConsent');
  });

  it('names the box when an address comes without consent, and a bad address by its field; enters nothing', async () => {
    const cookie = await signedIn('sub1');
    const before = await count();
    const unticked = await server.send(portalPaths.newResult, {
      cookie,
      form: resultForm({ email: 'sam@example.com' }),
    });
    expect(unticked.status).toBe(400);
    expect(unticked.kind).toBe('portal-result');
    // The form given back with its provider's categories and instructors to choose from again.
    expect(unticked.rows('categoryChoices').map((row) => row.code)).toEqual(['CB', 'RT']);
    expect(unticked.rows('instructorChoices')).not.toEqual([]);
    expect(unescaped(unticked.list('consentProblem').join(''))).toBe(
      'is not ticked: tick it if the operator agreed to be emailed, or leave their email address empty',
    );
    expect(unescaped(unticked.list('problems').join('\n'))).toContain(
      'email consent: is not ticked',
    );
    // What was typed comes back, the box as it was.
    expect(unticked.field('email')).toBe('sam@example.com');
    expect(unticked.list('consentUnticked')).toHaveLength(1);
    expect(unticked.list('consentTicked')).toHaveLength(0);
    const bad = await server.send(portalPaths.newResult, {
      cookie,
      form: resultForm({ email: 'sam at example', consent: 'yes' }),
    });
    expect(bad.status).toBe(400);
    expect(unescaped(bad.list('emailProblem').join(''))).toBe(
      '"sam at example" is not an email address; write it as name@example.com',
    );
    expect(bad.list('consentProblem')).toEqual([]);
    expect(bad.list('consentTicked')).toHaveLength(1);
    expect(await count()).toBe(before);
  });

  it('reads a file’s email and email_consent columns, naming each problem by its line and column', async () => {
    const cookie = await signedIn('sub1');
    const before = await count();
    const upload = (lines: string[]) => {
      const form = new FormData();
      const csv = [
        'given_names,surname,test_date,category,instructor,registration_number,photo,email,email_consent',
        ...lines,
      ].join('\n');
      form.set('file', new Blob([csv], { type: 'text/csv' }), 'results.csv');
      form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'a.jpg');
      return server.send(portalPaths.file, { cookie, form });
    };
    const wrong = await upload([
      'Ann,Fileone,2026-11-20,CB,IN000001,new,a.jpg,ann@example.com,',
      'Bob,Filetwo,2026-11-20,CB,IN000001,new,a.jpg,bob@,2026-11-20',
      'Cy,Filethree,2026-11-20,CB,IN000001,new,a.jpg,cy@example.com,2027-01-01',
      'Di,Filefour,2026-11-20,CB,IN000001,new,a.jpg,,2026-11-20',
    ]);
    expect(wrong.kind).toBe('portal-file-problems');
    const problems = unescaped(wrong.list('problems').join('\n'));
    expect(problems).toContain('line 2, email_consent: is empty; write the day the holder agreed');
    expect(problems).toContain('line 3, email: "bob@" is not an email address');
    expect(problems).toContain('line 4, email_consent: 2027-01-01 is in the future');
    expect(problems).not.toContain('line 5');
    expect(await count()).toBe(before);
    const good = await upload([
      'Eve,Filefive,2026-11-20,CB,IN000001,new,a.jpg,eve@example.com,2026-11-19',
    ]);
    expect(good.kind).toBe('portal-entered');
    const eve = await resultNamed('Filefive');
    expect([eve.data.email, eve.data.emailConsent]).toEqual(['eve@example.com', '2026-11-19']);
  });
});

describe('the approval', () => {
  it('keeps the address as the holder’s contact, consent as the provider’s person gave it', async () => {
    const { id, data } = await entered({ email: 'kim@example.com', consent: 'yes' });
    const done = await approveResults(
      db,
      { person: person('app1', 'TP0001'), at: now(), allowDemonstration: true },
      [id],
    );
    const number = String(done.approved[0]?.number);
    expect(number).toMatch(/^ZZ7\d{5}$/);
    const contact = await contactOf(db, number);
    expect(contact).toEqual({
      email: 'kim@example.com',
      consent: {
        at: new Date(`${today}T00:00:00Z`),
        by: `TP0001 ${email('sub1')}`,
        via: 'portal',
      },
    });
    const stored = (await db.collection(contactsCollection).doc(number).get()).get('deleteAt');
    const end = registrationEnds(String(data.testDate));
    expect(stored.toDate()).toEqual(
      new Date(Date.parse(`${end}T00:00:00Z`) + contactRetentionDays * 86_400_000),
    );
    // The result keeps it while the provider can still change it.
    expect((await resultNamed(String(data.surname))).data.email).toBe('kim@example.com');
    // And the holder is told at that address, from the entry to the email, in one approval.
    const told = await mailbox.next((arrival) => arrival.to.includes('kim@example.com'));
    expect(told.subject).toContain(number);
    expect(told.text).toContain('Provider TP0001');
  });

  it('takes a withdrawn result’s new operator’s contact off with them; a refusal keeps it a year from that day', async () => {
    const withdrawn = await entered({ email: 'lee@example.com', consent: 'yes' });
    const refused = await entered({ email: 'max@example.com', consent: 'yes' });
    const approver = person('app1', 'TP0001');
    const done = await approveResults(
      db,
      { person: approver, at: now(), allowDemonstration: true },
      [withdrawn.id, refused.id],
    );
    const [first, second] = done.approved.map(({ number }) => number);
    expect(await contactOf(db, String(first))).toBeDefined();
    await withdrawResults(db, { person: { ...approver, email: email('sub1') }, at: now() }, [
      withdrawn.id,
    ]);
    expect(await contactOf(db, String(first))).toBeUndefined();
    expect((await resultNamed(String(withdrawn.data.surname))).data).not.toHaveProperty('email');
    await commands('operators', 'refuse', { ids: [refused.id], reason: 'not tested' });
    expect((await contactOf(db, String(second)))?.email).toBe('max@example.com');
    const deleteAt = (await db.collection(contactsCollection).doc(String(second)).get()).get(
      'deleteAt',
    );
    expect(deleteAt.toDate()).toEqual(new Date(clock.moment + contactRetentionDays * 86_400_000));
    const after = await resultNamed(String(refused.data.surname));
    expect(after.data.state).toBe('refused');
    expect(after.data).not.toHaveProperty('email');
  });
});

describe('another provider', () => {
  it('can neither set an address on a result of another’s nor put it on the register', async () => {
    const theirs = await entered({ email: 'ola@example.com', consent: 'yes' });
    const cookie = await signedIn('sub2');
    const form = await server.send(`${portalPaths.correct}?result=${theirs.id}`, { cookie });
    expect(form.status).toBe(404);
    expect(form.text).not.toContain('ola@example.com');
    const correction = resultForm({
      surname: String(theirs.data.surname),
      instructor: 'IN000002',
      email: 'someone.else@example.com',
      consent: 'yes',
    });
    correction.set('result', theirs.id);
    const corrected = await server.send(portalPaths.correct, { cookie, form: correction });
    expect(corrected.status).toBe(400);
    expect(corrected.text).toContain('not one of your provider’s results');
    const approved = await approveResults(
      db,
      { person: person('app2', 'TP0002'), at: now(), allowDemonstration: true },
      [theirs.id],
    );
    expect(approved.approved).toEqual([]);
    expect(approved.problems).toEqual([`${theirs.id}: not one of your provider’s results`]);
    const after = await resultNamed(String(theirs.data.surname));
    expect([after.data.state, after.data.email]).toEqual(['entered', 'ola@example.com']);
    expect(
      (await db.collection(contactsCollection).where('email', '==', 'ola@example.com').get()).size,
    ).toBe(0);
    expect(
      (
        await db
          .collection(contactsCollection)
          .where('email', '==', 'someone.else@example.com')
          .get()
      ).size,
    ).toBe(0);
  });
});
