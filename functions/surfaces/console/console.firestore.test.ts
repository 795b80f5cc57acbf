// The staff console against the emulators: Firestore, and Firebase Authentication's (sign-in
// links, session cookies, revocation), through HTTP as a browser posts its forms. Every member of
// staff signs in by a link and a TOTP code; a reader finds and reads a record (the view kept in
// the trail) and can change nothing; a keeper is asked first, naming the record's standing, then
// suspends it with a reason through the registers' layer, and cannot keep the staff; an
// administrator keeps the staff and changes no record; a signed-out or removed member of staff is
// refused; and a session of the portal opens nothing in the console, nor the console's the portal.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inviteStaff } from '../../console/staff.js';
import { staffViewsCollection } from '../../console/views.js';
import { invitePerson } from '../../portal/people.js';
import { instructorRegister } from '../../providers.js';
import { readTrail } from '../../registers/trail.js';
import {
  consoleServer,
  type ConsoleServer,
  storeProviderAndInstructors,
} from '../../testing/console-server.js';
import { consolePaths, portalPaths } from '../../vocabulary/paths.js';

process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
const authHost = inject('authHost');
process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
const projectId = inject('authProject');
const app = initializeApp({ projectId }, `console-test-${process.pid}`);
const db = getFirestore(app, `console-${process.pid}-${Date.now()}`);
const activity = getFirestore(app, `console-activity-${process.pid}-${Date.now()}`);
const auth = getAuth(app);
let moment = Date.parse('2026-11-28T10:00:00Z');
const clock = () => new Date(moment);
const run = `${process.pid}${Date.now()}`;
const email = (who: string) => `${who}-${run}@example.org`;

let console_: ConsoleServer;

beforeAll(async () => {
  await storeProviderAndInstructors(db);
  for (const [who, roles] of [
    ['reader', ['reader']],
    ['keeper', ['keeper']],
    ['admin', ['administrator']],
    ['gone', ['reader']],
    ['both', ['reader']],
  ] as const)
    await inviteStaff(
      { db, auth },
      { email: email(who), roles: [...roles], by: 'test', at: clock() },
    );
  for (const who of ['sub', 'both'])
    await invitePerson(
      { db, auth },
      { provider: 'TP0001', email: email(who), roles: ['submitter'], by: 'test', at: clock() },
    );
  console_ = await consoleServer({
    db,
    activity,
    auth,
    authHost,
    projectId,
    clock,
    advance: (ms) => (moment += ms),
  });
});

afterAll(async () => {
  console_.close();
  await deleteApp(app);
});

const send: ConsoleServer['send'] = (...args) => console_.send(...args);
const signIn = (who: string, paths?: Parameters<ConsoleServer['signIn']>[1]) =>
  console_.signIn(email(who), paths);
const signInWithCode = (who: string) => console_.signInWithCode(email(who));

const record = `${consolePaths.record}?register=instructors&number=IN000001`;
const question = (action: string, number = 'IN000001') =>
  `${consolePaths.change}?register=instructors&number=${number}&action=${action}`;
const change = (fields: Record<string, string>) =>
  new URLSearchParams({ register: 'instructors', number: 'IN000001', ...fields });

describe('a reader', () => {
  it('finds a record by name and by number and reads it, each view kept; changes nothing', async () => {
    const cookie = await signInWithCode('reader');
    const byName = await send(`${consolePaths.home}?q=quil`, { cookie });
    expect(byName.kind).toBe('console-search');
    expect(byName.body).toContain('<span data-field="recordNumber">IN000001</span>');
    expect(byName.body).not.toContain('IN000002');
    expect(byName.field('found')).toContain('1 record for');
    const byNumber = await send(`${consolePaths.home}?q=in000002`, { cookie });
    expect(byNumber.body).toContain('<span data-field="recordNumber">IN000002</span>');
    const page = await send(record, { cookie });
    expect(page.kind).toBe('console-record');
    expect(page.body).toContain('<span data-field="fieldValue">Quill</span>');
    expect(page.field('standingText')).toMatch(/^current: added on .* by the test: loaded/);
    // No action for a reader.
    expect(page.body).toMatch(/<ol data-rows="actions"><li>none<\/li><\/ol>/);
    const views = await db
      .collection(staffViewsCollection)
      .where('by', '==', email('reader'))
      .get();
    expect(views.docs.map((doc) => doc.get('number'))).toEqual(['IN000001']);
    expect((await send(question('suspend'), { cookie })).status).toBe(403);
    const posted = await send(consolePaths.change, {
      cookie,
      form: change({ action: 'suspend', reason: 'trying', generation: '1' }),
    });
    expect(posted.status).toBe(403);
    expect(posted.kind).toBe('console-refused');
    expect((await send(consolePaths.staff, { cookie })).status).toBe(403);
    const invited = await send(consolePaths.invite, {
      cookie,
      form: new URLSearchParams({ email: email('new'), role: 'administrator' }),
    });
    expect(invited.status).toBe(403);
  });
});

describe('a keeper', () => {
  it('is asked first, naming the record’s standing, then suspends it with a reason; a stale question is refused', async () => {
    const cookie = await signInWithCode('keeper');
    const asked = await send(question('suspend'), { cookie });
    expect(asked.kind).toBe('console-question');
    expect(asked.field('standingText')).toMatch(/current: added on .* by the test: loaded/);
    expect(asked.body).toContain('suspend (1): IN000001');
    const generation = asked.field('generation');
    const noReason = await send(consolePaths.change, {
      cookie,
      form: change({ action: 'suspend', reason: ' ', generation }),
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toContain('Give the reason');
    const stale = await send(consolePaths.change, {
      cookie,
      form: change({ action: 'suspend', reason: 'card stolen', generation: '0' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toContain('the register changed since the plan was made');
    const done = await send(consolePaths.change, {
      cookie,
      form: change({ action: 'suspend', reason: 'card reported stolen', generation }),
    });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${record}&done=suspend`);
    const after = await send(done.location, { cookie });
    expect(after.field('standingText')).toContain(
      `suspended: suspended on 2026-11-28 10:01 UTC by ${email('keeper')}: card reported stolen`,
    );
    expect(after.body).toContain('Suspended: kept in the trail with your reason.');
    // The record now offers a reinstatement, which names the suspension.
    const back = await send(question('reinstate'), { cookie });
    expect(back.field('standingText')).toContain('card reported stolen');
    // Suspending again is not on offer.
    expect((await send(question('suspend'), { cookie })).status).toBe(409);
    const trail = await readTrail(db, instructorRegister.collection, { number: 'IN000001' });
    expect(trail.at(-1)).toMatchObject({
      action: 'suspended',
      by: email('keeper'),
      reason: 'card reported stolen',
    });
  });

  it('reads the trail with the views in it, filtered, and downloads it as CSV', async () => {
    const cookie = await signInWithCode('keeper');
    const page = await send(`${consolePaths.trail}?register=instructors`, { cookie });
    expect(page.kind).toBe('console-trail');
    expect(page.body).toContain('<span data-field="entryAction">suspended</span>');
    expect(page.body).toContain('<span data-field="entryAction">viewed</span>');
    const viewed = await send(
      `${consolePaths.trail}?register=instructors&action=viewed&person=reader`,
      { cookie },
    );
    expect(viewed.body).not.toContain('>suspended<');
    expect(viewed.body).toContain(`<span data-field="entryBy">${email('reader')}</span>`);
    const wrongDay = await send(`${consolePaths.trail}?register=instructors&from=28/11/2026`, {
      cookie,
    });
    expect(wrongDay.status).toBe(400);
    const csv = await send(`${consolePaths.trailCsv}?register=instructors&action=suspended`, {
      cookie,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="instructors-trail-2026-11-28.csv"/,
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFdate,time,register,run,number,action,by,reason,changes');
    expect(lines[1]).toMatch(
      new RegExp(
        `^28/11/2026,10:01:\\d\\d,instructors,\\d+,IN000001,suspended,${email('keeper')},card reported stolen,`,
      ),
    );
  });

  it('cannot keep the staff', async () => {
    const cookie = await signInWithCode('keeper');
    expect((await send(consolePaths.staff, { cookie })).status).toBe(403);
    const removed = await send(consolePaths.remove, {
      cookie,
      form: new URLSearchParams({ email: email('reader') }),
    });
    expect(removed.status).toBe(403);
  });
});

describe('an administrator', () => {
  it('keeps the staff, changes no record, and a removed member of staff is refused at once', async () => {
    const gone = await signInWithCode('gone');
    expect((await send(consolePaths.home, { cookie: gone })).status).toBe(200);
    const cookie = await signInWithCode('admin');
    const staff = await send(consolePaths.staff, { cookie });
    expect(staff.kind).toBe('console-staff');
    expect(staff.body).toContain(email('keeper'));
    expect((await send(question('reinstate'), { cookie })).status).toBe(403);
    const removed = await send(consolePaths.remove, {
      cookie,
      form: new URLSearchParams({ email: email('gone') }),
    });
    expect(removed.status).toBe(200);
    const refused = await send(consolePaths.home, { cookie: gone });
    expect(refused.status).toBe(303);
    expect(refused.location).toBe(`${consolePaths.signIn}?ended`);
    const self = await send(consolePaths.remove, {
      cookie,
      form: new URLSearchParams({ email: email('admin') }),
    });
    expect(self.status).toBe(400);
  });
});

describe('the door', () => {
  it('refuses anyone signed out, and a session made at the portal opens nothing in the console, nor the console’s the portal', async () => {
    const none = await send(consolePaths.home);
    expect(none.location).toBe(`${consolePaths.signIn}?ended`);
    expect((await send(record)).status).toBe(303);
    // A provider's person who is not one of the staff is sent no link and signs in to nothing.
    const notStaff = await send(consolePaths.signIn, {
      form: new URLSearchParams({ email: email('sub') }),
    });
    expect(notStaff.kind).toBe('console-link-sent');
    // One address, both a provider's person and one of the staff: its portal session is not a
    // console session, and its console session is not a portal one.
    const portal = await signIn('both', portalPaths);
    expect(portal.next).toBe(portalPaths.home);
    expect((await send(portalPaths.home, { cookie: portal.cookie })).status).toBe(200);
    const across = await send(consolePaths.home, { cookie: portal.cookie });
    expect(across.location).toBe(`${consolePaths.signIn}?ended`);
    const console = await signInWithCode('both');
    const back = await send(portalPaths.home, { cookie: console });
    expect(back.location).toBe(`${portalPaths.signIn}?ended`);
    // Signing out ends the session.
    expect(
      (await send(consolePaths.signOut, { cookie: console, form: new URLSearchParams() })).location,
    ).toBe(`${consolePaths.signIn}?out`);
    expect((await send(consolePaths.home, { cookie: console })).status).toBe(303);
  });
});
