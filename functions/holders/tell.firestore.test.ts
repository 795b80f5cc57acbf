// The holders told in time (functions/holders/tell.js) on a real Firestore (the emulator) and a
// real SMTP server on loopback: each command of the registers' layer that changes a holder's
// standing (suspend, remove, confirm, refuse) and the portal's approval tell each holder with an
// address once, in plain text and HTML, naming the provider that trained them with its page and
// phone; a retried command or event sends nothing twice; a holder without an address, or
// unsubscribed, gets nothing; a dry run tells nobody; a send that fails never fails the command,
// and the next reminders run sends it, once.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { approveResults } from '../portal/approval.js';
import type { Person } from '../portal/people.js';
import { enterResults } from '../portal/results.js';
import { commandsOn } from '../testing/commands.js';
import {
  addressOf,
  saveTestContact,
  storeTestOperators,
  storeTestProvider,
  testOrigin,
  testProvider,
} from '../testing/holders.js';
import { startMailbox } from '../testing/mailbox.js';
import { unsubscribe } from './contacts.js';
import { mailOf } from './outbox.js';
import { remindHolders } from './reminders.js';
import { tellHolders } from './tell.js';

process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
const projectId = inject('authProject');
const app = initializeApp({ projectId }, `tell-test-${process.pid}`);
const db = getFirestore(app, `tell-${process.pid}-${Date.now()}`);
const run = commandsOn({ db, projectId });
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

/** The messages that arrived for a holder. */
const arrivedFor = (number: string) =>
  mailbox.messages.filter((message) => message.to.includes(addressOf(number)));

/** The one email a holder is sent (waiting for it), and that no second one comes. */
async function onlyEmailOf(number: string) {
  const message = await mailbox.next((m) => m.to.includes(addressOf(number)));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(arrivedFor(number)).toHaveLength(1);
  return message;
}

/** A message's header, its folded lines unfolded. */
const headerOf = (raw: Buffer, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(String(raw).replace(/\r\n[ \t]+/g, ' '))?.[1]?.trim();

/** The provider that entered results for a holder trained first by another. */
const otherProvider = { number: 'TP0002', name: 'Other Training', phone: '0113 496 0002' };

/** Checks that an email names the provider, with its page and phone, in both its parts. */
function namesTheProvider(message: { text: string; html: string }, provider = testProvider) {
  const page = `${testOrigin}/providers/${provider.number}`;
  expect(message.text).toContain(`${provider.name}\nIts page on our website: ${page}`);
  expect(message.text).toContain(provider.phone);
  expect(message.html).toContain(`<strong>${provider.name.replace('&', '&amp;')}</strong>`);
  expect(message.html).toContain(`href="${page}"`);
  expect(message.html).toContain(`href="tel:+44${provider.phone.replace(/\s/g, '').slice(1)}"`);
  expect(message.html).toContain(provider.phone);
}

beforeAll(async () => {
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.url;
  await storeTestProvider(db);
  await storeTestOperators(
    db,
    ['ZZ200001', 'ZZ200002', 'ZZ200003', 'ZZ200004', 'ZZ200005', 'ZZ200006', 'ZZ200007'].map(
      (registrationNumber, i) => ({
        registrationNumber,
        givenNames: 'Ada',
        surname: `Holder${i + 1}`,
        validUntil: '2031-12-31',
        categories: ['CB'],
      }),
    ),
  );
  for (const number of ['ZZ200001', 'ZZ200002', 'ZZ200003', 'ZZ200004', 'ZZ200006', 'ZZ200007'])
    await saveTestContact(db, number);
  await unsubscribe(db, 'ZZ200006');
});

afterAll(async () => {
  await mailbox.stop();
  await deleteApp(app);
});

describe('a suspension', () => {
  it('tells the holder once, in text and HTML, naming the provider with its page and phone; a retry tells nothing', async () => {
    const said = await run('operators', 'suspend', {
      numbers: ['ZZ200001'],
      reason: 'card reported stolen',
    });
    expect(said).toContain('Holders emailed: 1 sent.');
    const message = await onlyEmailOf('ZZ200001');
    expect(message.subject).toMatch(/^Your \S+ registration ZZ200001 is suspended$/);
    expect(message.text).toMatch(/^Dear Ada Holder1,$/m);
    expect(message.text).toContain('does not count');
    namesTheProvider(message);
    expect(message.html).toMatch(/^<!DOCTYPE html><html lang="en-GB">/);
    expect(message.html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(message.html).not.toMatch(/<img|<table|<script/);
    // One click (RFC 8058): the signed address of this number, in the headers and the footer.
    const unsubscribe = headerOf(message.raw, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(
      new RegExp(`^<${testOrigin}/emails/unsubscribe\\?token=ZZ200001\\.[\\w-]{22}>$`),
    );
    expect(headerOf(message.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(message.text).toContain(String(unsubscribe).slice(1, -1));
    // The command run again changes nothing and tells nobody; the event told again neither.
    const again = await run('operators', 'suspend', {
      numbers: ['ZZ200001'],
      reason: 'card reported stolen',
    });
    expect(again).toMatch(/already suspended, left as they are: ZZ200001/);
    expect(again).not.toContain('Holders emailed');
    expect(await tellHolders(db, { kind: 'suspended', numbers: ['ZZ200001'] })).toMatchObject({
      sent: 0,
      already: 1,
    });
    const trail = await mailOf(db, 'ZZ200001');
    expect(trail.map(({ kind, state, tries }) => ({ kind, state, tries }))).toEqual([
      { kind: 'suspended', state: 'sent', tries: 1 },
    ]);
    expect(trail[0]?.key).toMatch(/^suspended:ZZ200001:\d+$/);
    expect(JSON.stringify(trail)).not.toContain('example.test');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(arrivedFor('ZZ200001')).toHaveLength(1);
    // The history lists it, never the address.
    const history = await run('operators', 'history', { number: 'ZZ200001' });
    expect(history).toMatch(/email suspended {2}sent$/m);
    expect(history).not.toContain('@');
  });

  it('tells nobody without an address or unsubscribed, and nobody on a dry run', async () => {
    const said = await run('operators', 'suspend', {
      numbers: ['ZZ200005', 'ZZ200006'],
      reason: 'audit',
    });
    expect(said).toContain('2 suspended on');
    expect(said).not.toContain('Holders emailed');
    expect(await tellHolders(db, { kind: 'suspended', numbers: ['ZZ200005', 'ZZ200006'] })).toEqual(
      { sent: 0, already: 0, failed: 0, notEmailed: 2 },
    );
    const dry = await run('operators', 'suspend', {
      numbers: ['ZZ200007'],
      reason: 'audit',
      dryRun: true,
    });
    expect(dry).toContain('dry run');
    expect(dry).not.toContain('Holders emailed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([
      ...arrivedFor('ZZ200005'),
      ...arrivedFor('ZZ200006'),
      ...arrivedFor('ZZ200007'),
    ]).toEqual([]);
    expect(await mailOf(db, 'ZZ200007')).toEqual([]);
  });
});

describe('a removal', () => {
  it('tells the holder once, by the name the record had', async () => {
    const said = await run('operators', 'remove', { numbers: ['ZZ200002'], reason: 'left' });
    expect(said).toContain('Holders emailed: 1 sent.');
    const message = await onlyEmailOf('ZZ200002');
    expect(message.subject).toMatch(
      /^Your \S+ registration ZZ200002 has been taken off the register$/,
    );
    expect(message.text).toMatch(/^Dear Ada Holder2,$/m);
    namesTheProvider(message);
    expect(await tellHolders(db, { kind: 'removed', numbers: ['ZZ200002'] })).toMatchObject({
      sent: 0,
      already: 1,
    });
  });
});

describe('a send that fails', () => {
  it('never fails the command, is kept as failed, and the next reminders run sends it once', async () => {
    const working = process.env.SMTP_URL;
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    const said = await run('operators', 'suspend', { numbers: ['ZZ200003'], reason: 'audit' });
    process.env.SMTP_URL = working;
    expect(said).toContain('1 suspended on');
    expect(said).toContain('Holders emailed: 0 sent; 1 failed');
    expect((await mailOf(db, 'ZZ200003'))[0]).toMatchObject({ kind: 'suspended', state: 'failed' });
    const first = await remindHolders(db);
    expect(first.retried).toEqual({ sent: 1, failed: 0 });
    const message = await onlyEmailOf('ZZ200003');
    expect(message.subject).toMatch(/ZZ200003 is suspended$/);
    expect((await remindHolders(db)).retried).toEqual({ sent: 0, failed: 0 });
    expect((await mailOf(db, 'ZZ200003'))[0]).toMatchObject({ state: 'sent', tries: 2 });
  });
});

describe('results a provider enters', () => {
  const approver = (provider: string) =>
    ({
      uid: `approver-${provider}`,
      email: `approver@${provider.toLowerCase()}.example`,
      provider,
      roles: ['approver'],
    }) as unknown as Person;

  /** A result for ZZ200004, entered and approved: its id. */
  async function approved(category: string, at: Date) {
    const [id] = await enterResults(
      db,
      { provider: otherProvider.number, by: 'submitter@tp0002.example', at },
      [
        {
          fields: {
            registrationNumber: 'ZZ200004',
            givenNames: 'Ada',
            surname: 'Holder4',
            testDate: '2026-11-01',
            category,
            instructor: 'IN000001',
          } as never,
          source: 'form',
        } as never,
      ],
    );
    const done = await approveResults(
      db,
      { person: approver(otherProvider.number), at, allowDemonstration: true },
      [String(id)],
    );
    expect(done.problems).toEqual([]);
    return { id: String(id), done };
  }

  it('tells the holder when an approver puts one on the register, and when the scheme confirms it: each once', async () => {
    const { id, done } = await approved('RT', new Date());
    expect(done.told).toMatchObject({ sent: 1 });
    const entered = await onlyEmailOf('ZZ200004');
    expect(entered.subject).toMatch(
      /^Your \S+ registration ZZ200004 is on the register, provisionally$/,
    );
    expect(entered.text).toMatch(/^- Reach truck$/m);
    expect(entered.text).toMatch(/provisional, counting until \d+ \w+ \d{4}/);
    expect(entered.text).toContain(`${testOrigin}/check`);
    expect(entered.text).toContain(`${testOrigin}/card`);
    // The provider that entered it, not the one that trained the holder first.
    namesTheProvider(entered, otherProvider);
    expect(
      await tellHolders(db, {
        kind: 'entered',
        results: [{ id, number: 'ZZ200004', category: 'RT' }],
      }),
    ).toMatchObject({ sent: 0, already: 1 });
    mailbox.messages.length = 0;
    const said = await run('operators', 'confirm', { ids: [id] });
    expect(said).toContain('Holders emailed: 1 sent.');
    const confirmed = await onlyEmailOf('ZZ200004');
    expect(confirmed.subject).toMatch(/^Your \S+ registration ZZ200004 is confirmed$/);
    expect(confirmed.text).toMatch(/^- Reach truck$/m);
    expect(confirmed.text).toContain('until 31 December 2031');
    namesTheProvider(confirmed, otherProvider);
    expect((await mailOf(db, 'ZZ200004')).map(({ key }) => key)).toEqual([
      `confirmed:ZZ200004:${id}`,
      `entered:ZZ200004:${id}`,
    ]);
  });

  it('tells the holder their registration is taken off when a refusal leaves it no category', async () => {
    const at = new Date();
    const [id] = await enterResults(
      db,
      { provider: testProvider.number, by: 'submitter@tp0001.example', at },
      [
        {
          fields: {
            givenNames: 'Neve',
            surname: 'Newcomer',
            testDate: '2026-11-01',
            category: 'CB',
            instructor: 'IN000001',
          } as never,
          source: 'form',
          jpeg: await (
            await import('sharp')
          )
            .default({ create: { width: 300, height: 375, channels: 3, background: '#345' } })
            .jpeg()
            .toBuffer(),
        } as never,
      ],
    );
    const done = await approveResults(
      db,
      { person: approver(testProvider.number), at, allowDemonstration: true },
      [String(id)],
    );
    const number = String(done.approved[0]?.number);
    // Its address taken with the result (the portal saves it as the result is approved).
    await saveTestContact(db, number);
    const said = await run('operators', 'refuse', {
      ids: [String(id)],
      reason: 'wrong photograph',
    });
    expect(said).toContain(`removed, with no category left: ${number}`);
    expect(said).toContain('Holders emailed: 1 sent.');
    const message = await onlyEmailOf(number);
    expect(message.subject).toMatch(new RegExp(`${number} has been taken off the register$`));
    expect(message.text).toMatch(/^Dear Neve Newcomer,$/m);
  });
});
