// The holders' emails (functions/holders/outbox.js) on a real Firestore (the emulator) and a real
// SMTP server on loopback: each key sent once, whatever retries or two senders at once do.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { clearProject } from '../testing/emulator.js';
import { startMailbox } from '../testing/mailbox.js';
import { contactOf, readEmail, saveContact, unsubscribe } from './contacts.js';
import { mailOf, tell } from './outbox.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
let tests = 0;
let project: string;
let app: ReturnType<typeof initializeApp>;
let db: ReturnType<typeof getFirestore>;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.stop());
beforeEach(() => {
  project = `demo-outbox-${process.pid}-${Date.now()}-${++tests}`;
  app = initializeApp({ projectId: project }, project);
  db = getFirestore(app);
  mailbox.messages.length = 0;
});
afterEach(async () => {
  await deleteApp(app);
  await clearProject(host, project);
});

const email = (key: string) => ({
  key,
  number: 'ZZ000001',
  kind: 'suspended',
  to: 'ada.example@example.test',
  subject: 'Your registration ZZ000001 is suspended',
  text: 'Plain words.',
  html: '<p>Plain words.</p>',
  unsubscribe: 'https://example.test/holders/unsubscribe?t=abc',
});

describe('tell', () => {
  it('sends an email once for its key, with the one-click unsubscribe headers, and keeps it in the trail without the address', async () => {
    const transport = nodemailer.createTransport(mailbox.url);
    const first = await tell(db, email('suspended:ZZ000001:7'), { transport });
    const again = await tell(db, email('suspended:ZZ000001:7'), { transport });
    expect([first, again]).toEqual([
      { sent: true, already: false },
      { sent: false, already: true },
    ]);
    const arrived = await mailbox.next();
    expect(arrived.to).toEqual(['ada.example@example.test']);
    expect(arrived.subject).toBe('Your registration ZZ000001 is suspended');
    expect([arrived.text.trim(), arrived.html]).toEqual(['Plain words.', '<p>Plain words.</p>']);
    expect(String(arrived.raw)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(String(arrived.raw)).toMatch(
      /^List-Unsubscribe: <https:\/\/example\.test\/holders\/unsubscribe\?t=abc>\r$/m,
    );
    expect(mailbox.messages).toHaveLength(1);
    const trail = await mailOf(db, 'ZZ000001');
    expect(trail.map(({ key, kind, state, tries }) => ({ key, kind, state, tries }))).toEqual([
      { key: 'suspended:ZZ000001:7', kind: 'suspended', state: 'sent', tries: 1 },
    ]);
    expect(JSON.stringify(trail)).not.toContain('example.test');
  });

  it('sends once when ten senders tell of one event at the same moment', async () => {
    const transport = nodemailer.createTransport(mailbox.url);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        tell(db, email('ending-30:ZZ000001:2030-12-31'), { transport }),
      ),
    );
    expect(results.filter((result) => result.sent)).toHaveLength(1);
    await mailbox.next();
    // Nothing more arrives: the next message would be the second.
    await expect(mailbox.next((m) => m !== mailbox.messages[0], 500)).rejects.toThrow(
      /no such email/,
    );
  });

  it('tries again a send the mail server did not take, and says why it failed', async () => {
    const closed = nodemailer.createTransport('smtp://127.0.0.1:1');
    const failed = await tell(db, email('removed:ZZ000001:3'), { transport: closed });
    expect(failed.sent).toBe(false);
    expect(failed.error).toMatch(/ECONNREFUSED|connect/);
    expect((await mailOf(db, 'ZZ000001'))[0]?.state).toBe('failed');
    const transport = nodemailer.createTransport(mailbox.url);
    expect(await tell(db, email('removed:ZZ000001:3'), { transport })).toEqual({
      sent: true,
      already: false,
    });
    expect((await mailOf(db, 'ZZ000001'))[0]).toMatchObject({ state: 'sent', tries: 2 });
  });
});

describe('contacts', () => {
  it('keeps an address with its consent, and an unsubscription', async () => {
    expect(await contactOf(db, 'ZZ000001')).toBeUndefined();
    const at = new Date('2026-11-27T10:00:00Z');
    await saveContact(db, {
      number: 'ZZ000001',
      email: 'ada.example@example.test',
      consentAt: at,
      by: 'TP1042 sam@provider.test',
      via: 'portal',
      validUntil: '2030-12-31',
    });
    await unsubscribe(db, 'ZZ000001', new Date('2026-11-28T10:00:00Z'));
    expect(await contactOf(db, 'ZZ000001')).toEqual({
      email: 'ada.example@example.test',
      consent: { at, by: 'TP1042 sam@provider.test', via: 'portal' },
      unsubscribedAt: new Date('2026-11-28T10:00:00Z'),
    });
  });

  it('reads an address as typed, or says what to write', () => {
    expect(readEmail('  Ada.Example@EXAMPLE.test ')).toEqual({ email: 'Ada.Example@example.test' });
    expect(readEmail('').problem).toMatch(/is empty/);
    expect(readEmail('ada at example').problem).toMatch(/not an email address/);
  });
});
