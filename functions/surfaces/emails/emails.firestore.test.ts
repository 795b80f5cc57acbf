// The holders' one-click unsubscribe (functions/surfaces/emails/) and the staff console's account
// of the emails (functions/surfaces/console/record.js) against the emulators, through HTTP as a
// mail program and a browser without JavaScript send them: the link of a real email shows a page
// whose button posts; a mail program's one-click post (RFC 8058) unsubscribes at once, with 200,
// no cookie and no redirect; no later event emails the holder; a token not the scheme's, or of
// another number, changes nothing. A keeper's suspension from the console tells the holder, and
// the record's page lists the email (kind, when, how it went; never the address).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inviteStaff } from '../../console/staff.js';
import { contactOf } from '../../holders/contacts.js';
import { demonstrationSecretKey, unsubscribeToken } from '../../holders/unsubscribe.js';
import { commandsOn } from '../../testing/commands.js';
import { consoleServer, type ConsoleServer } from '../../testing/console-server.js';
import {
  addressOf,
  saveTestContact,
  storeTestOperators,
  storeTestProvider,
  testOrigin,
} from '../../testing/holders.js';
import { startMailbox } from '../../testing/mailbox.js';
import { consolePaths, emailsPaths } from '../../vocabulary/paths.js';

process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
const authHost = inject('authHost');
process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
const projectId = inject('authProject');
const app = initializeApp({ projectId }, `emails-test-${process.pid}`);
const db = getFirestore(app, `emails-${process.pid}-${Date.now()}`);
const activity = getFirestore(app, `emails-activity-${process.pid}-${Date.now()}`);
const auth = getAuth(app);
let moment = Date.now();
const clock = () => new Date(moment);
const keeper = `keeper-${process.pid}${Date.now()}@example.org`;
const run = commandsOn({ db, projectId });
let server: ConsoleServer;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.url;
  await storeTestProvider(db);
  await storeTestOperators(
    db,
    ['ZZ400001', 'ZZ400002', 'ZZ400003'].map((registrationNumber, i) => ({
      registrationNumber,
      givenNames: 'Ada',
      surname: `Reader${i + 1}`,
      validUntil: '2031-12-31',
    })),
  );
  for (const number of ['ZZ400001', 'ZZ400002', 'ZZ400003']) await saveTestContact(db, number);
  await inviteStaff({ db, auth }, { email: keeper, roles: ['keeper'], by: 'test', at: clock() });
  server = await consoleServer({
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
  server.close();
  await mailbox.stop();
  await deleteApp(app);
});

/** The one-click address an email to the holder of `number` carried, on the test's server. */
async function unsubscribeLink(number: string) {
  const message = await mailbox.next((m) => m.to.includes(addressOf(number)));
  const header = /^List-Unsubscribe: <([^>]+)>/im.exec(
    String(message.raw).replace(/\r\n[ \t]+/g, ' '),
  )?.[1];
  expect(header).toMatch(new RegExp(`^${testOrigin}${emailsPaths.unsubscribe}\\?token=`));
  return String(header).replace(testOrigin, server.origin);
}

/** A mail program's one-click post (RFC 8058): from its own servers, no cookie. */
const oneClick = (link: string) =>
  fetch(link, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'https://mail.example.net',
      'Sec-Fetch-Site': 'cross-site',
    },
    body: 'List-Unsubscribe=One-Click',
  });

describe('one-click unsubscribe', () => {
  it('shows a page whose button posts, and a mail program’s one click unsubscribes at once: later events email nobody', async () => {
    await run('operators', 'suspend', { numbers: ['ZZ400001'], reason: 'audit' });
    const link = await unsubscribeLink('ZZ400001');
    const path = link.slice(server.origin.length);
    const page = await server.send(path);
    expect(page.status).toBe(200);
    expect(page.kind).toBe('emails-unsubscribe');
    expect(page.field('number')).toBe('ZZ400001');
    expect(page.field('token')).toBe(new URL(link).searchParams.get('token'));
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.setCookie).toBe('');
    // Looking at the link stops nothing.
    expect((await contactOf(db, 'ZZ400001'))?.unsubscribedAt).toBeUndefined();

    const clicked = await oneClick(link);
    expect(clicked.status).toBe(200);
    expect(clicked.headers.get('set-cookie')).toBeNull();
    expect(clicked.headers.get('location')).toBeNull();
    expect(clicked.headers.get('cache-control')).toBe('no-store');
    expect(/<title>(.*?)</.exec(await clicked.text())?.[1]).toBe('emails-unsubscribed');
    expect((await contactOf(db, 'ZZ400001'))?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await server.send(path)).kind).toBe('emails-unsubscribed');
    // Twice is once.
    expect((await oneClick(link)).status).toBe(200);

    mailbox.messages.length = 0;
    const said = await run('operators', 'remove', { numbers: ['ZZ400001'], reason: 'left' });
    expect(said).toContain('1 removed on');
    expect(said).not.toContain('Holders emailed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.messages).toEqual([]);
  });

  it('answers the page’s button with the page again, which then says it is done', async () => {
    expect(await run('operators', 'suspend', { numbers: ['ZZ400002'], reason: 'x' })).toContain(
      'Holders emailed: 1 sent.',
    );
    const link = new URL(await unsubscribeLink('ZZ400002'));
    const token = String(link.searchParams.get('token'));
    const posted = await server.send(emailsPaths.unsubscribe, {
      form: { token, 'List-Unsubscribe': 'One-Click', from: 'page' },
    });
    expect(posted.status).toBe(303);
    expect(posted.location).toBe(`${emailsPaths.unsubscribe}?token=${encodeURIComponent(token)}`);
    expect((await server.send(posted.location)).kind).toBe('emails-unsubscribed');
    expect((await contactOf(db, 'ZZ400002'))?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('refuses a link that is not the scheme’s, or names another number, and changes nothing', async () => {
    const link = new URL(`${server.origin}${emailsPaths.unsubscribe}`);
    const mac = 'A'.repeat(22);
    for (const token of ['', 'ZZ400003', `ZZ400003.${mac}`, 'ZZ400003.short', 'zz400003.x.y']) {
      link.searchParams.set('token', token);
      const page = await server.send(`${link.pathname}${link.search}`);
      expect([token, page.status, page.kind]).toEqual([token, 400, 'emails-link-invalid']);
      const clicked = await oneClick(link.href);
      expect([token, clicked.status]).toEqual([token, 400]);
    }
    // Another holder's signed token with this number put in its place.
    const theirs = unsubscribeToken(demonstrationSecretKey, 'ZZ400002');
    link.searchParams.set('token', theirs.replace('ZZ400002', 'ZZ400003'));
    expect((await oneClick(link.href)).status).toBe(400);
    expect((await contactOf(db, 'ZZ400003'))?.unsubscribedAt).toBeUndefined();
    const put = await fetch(link.href, { method: 'PUT' });
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST']);
  });
});

describe('the staff console', () => {
  it('a keeper’s suspension tells the holder, and the record’s page lists the email, never the address', async () => {
    mailbox.messages.length = 0;
    const cookie = await server.signInWithCode(keeper);
    const question = await server.send(
      `${consolePaths.change}?register=operators&number=ZZ400003&action=suspend`,
      { cookie },
    );
    expect(question.kind).toBe('console-question');
    const done = await server.send(consolePaths.change, {
      cookie,
      form: {
        register: 'operators',
        number: 'ZZ400003',
        action: 'suspend',
        reason: 'card reported stolen',
        generation: question.field('generation'),
      },
    });
    expect(done.status).toBe(303);
    expect(done.location).toContain('emailed=1');
    const message = await mailbox.next((m) => m.to.includes(addressOf('ZZ400003')));
    expect(message.subject).toMatch(/ZZ400003 is suspended$/);
    const record = await server.send(done.location, { cookie });
    expect(record.list('notices')).toContain(
      'The holder was emailed: see “Emails to the holder” below.',
    );
    expect(record.rows('emails')).toEqual([
      {
        emailKind: 'suspended',
        emailAt: expect.stringMatching(/\d{2}:\d{2}$/),
        emailState: 'sent',
      },
    ]);
    expect(record.body).not.toContain('example.test');
  });
});
