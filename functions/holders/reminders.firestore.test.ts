// The reminders' run (functions/holders/reminders.js) on a real Firestore (the emulator) and a real
// SMTP server on loopback: it chooses exactly the holders due at each boundary (91, 90, 31, 30, 1,
// 0, -1, -7 and -8 days from a registration's last day), none suspended, removed, unsubscribed or
// without an address; a dry run sends nothing; a second run the same day sends nothing twice; the
// next day's run sends only what became due; the command line's command says how it went.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { removeRecords } from '../registers/store.js';
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
import { reminderDue, remindHolders } from './reminders.js';

process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
const projectId = inject('authProject');
const app = initializeApp({ projectId }, `reminders-test-${process.pid}`);
const db = getFirestore(app, `reminders-${process.pid}-${Date.now()}`);
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

/** The run's day: 1 December 2026, UK time. */
const today = new Date('2026-12-01T07:00:00Z');
const dayAfter = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000);
const isoDay = (days: number) => dayAfter(today, days).toISOString().slice(0, 10);

/** Each boundary's holder: days from today to their registration's last day. */
const boundaries = [91, 90, 31, 30, 1, 0, -1, -7, -8];
const numberAt = (days: number) =>
  `ZZ3${days < 0 ? '1' : '0'}00${String(Math.abs(days)).padStart(2, '0')}`;

/** Those the run must leave alone though due: suspended, removed, unsubscribed, no address. */
const leftAlone = {
  suspended: 'ZZ300060',
  removed: 'ZZ300061',
  unsubscribed: 'ZZ300062',
  none: 'ZZ300063',
};

beforeAll(async () => {
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.url;
  await storeTestProvider(db);
  await storeTestOperators(
    db,
    [
      ...boundaries.map((days) => ({
        registrationNumber: numberAt(days),
        givenNames: 'Kim',
        surname: `Days${days}`,
        validUntil: isoDay(days),
        categories: ['CB', 'SL'],
      })),
      ...Object.entries(leftAlone).map(([why, registrationNumber]) => ({
        registrationNumber,
        givenNames: 'Jo',
        surname: why,
        validUntil: isoDay(60),
        suspended: why === 'suspended',
      })),
    ],
    dayAfter(today, -400),
  );
  await removeRecords(db, [leftAlone.removed], { now: () => dayAfter(today, -10) });
  for (const number of [
    ...boundaries.map(numberAt),
    leftAlone.suspended,
    leftAlone.removed,
    leftAlone.unsubscribed,
  ])
    await saveTestContact(db, number, dayAfter(today, -400));
  await unsubscribe(db, leftAlone.unsubscribed);
});

afterAll(async () => {
  await mailbox.stop();
  await deleteApp(app);
});

/** What arrived: each holder's subject, by number. */
const arrived = () =>
  Object.fromEntries(
    mailbox.messages.map((message) => [
      String(message.to[0]).replace(/^holder\.(\w+)@.*$/, (_, n: string) => n.toUpperCase()),
      message.subject.replace(/^Your \S+ registration /, ''),
    ]),
  );

describe('the reminders due', () => {
  it('by days to the last day: 90 to 31 before it, then 30 to 1, then on it and for 7 days after', () => {
    expect(boundaries.map((days) => [days, reminderDue(days)])).toEqual([
      [91, undefined],
      [90, 'ending-90'],
      [31, 'ending-90'],
      [30, 'ending-30'],
      [1, 'ending-30'],
      [0, 'ended'],
      [-1, 'ended'],
      [-7, 'ended'],
      [-8, undefined],
    ]);
  });
});

describe('the run', () => {
  it('sends nothing on a dry run, then exactly the due, each once; a second run sends nothing; the next day only what became due', async () => {
    const dry = await remindHolders(db, { now: () => today, dryRun: true });
    expect(dry).toMatchObject({
      lookedAt: boundaries.length + 2,
      unsubscribed: 1,
      due: 7,
      dueBy: { 'ending-90': 2, 'ending-30': 2, ended: 3 },
      sent: 7,
      already: 0,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.messages).toEqual([]);
    expect(await mailOf(db, numberAt(90))).toEqual([]);

    const first = await remindHolders(db, { now: () => today });
    expect(first).toMatchObject({ due: 7, sent: 7, already: 0, failed: 0 });
    await mailbox.next(() => mailbox.messages.length === 7);
    expect(arrived()).toEqual({
      [numberAt(90)]: `${numberAt(90)} ends on 1 March 2027`,
      [numberAt(31)]: `${numberAt(31)} ends on 1 January 2027`,
      [numberAt(30)]: `${numberAt(30)} ends on 31 December 2026`,
      [numberAt(1)]: `${numberAt(1)} ends on 2 December 2026`,
      [numberAt(0)]: `${numberAt(0)} has ended`,
      [numberAt(-1)]: `${numberAt(-1)} has ended`,
      [numberAt(-7)]: `${numberAt(-7)} has ended`,
    });
    const ninety = mailbox.messages.find((m) => m.to.includes(addressOf(numberAt(90))));
    expect(ninety?.text).toContain('ends on 1 March 2027, in 90 days.');
    expect(ninety?.text).toMatch(/^- Counterbalance lift truck\n- Side-loader$/m);
    expect(ninety?.text).toContain(`${testOrigin}/providers/${testProvider.number}`);
    expect(ninety?.text).toContain(testProvider.phone);
    const ended = mailbox.messages.find((m) => m.to.includes(addressOf(numberAt(0))));
    expect(ended?.text).toContain(
      'from 2 December 2026 an employer who checks it sees it as expired',
    );
    expect((await mailOf(db, numberAt(30)))[0]?.key).toBe(
      `ending-30:${numberAt(30)}:${isoDay(30)}`,
    );

    const again = await remindHolders(db, { now: () => dayAfter(today, 0.2) });
    expect(again).toMatchObject({ due: 7, sent: 0, already: 7, failed: 0 });

    mailbox.messages.length = 0;
    const tomorrow = await remindHolders(db, { now: () => dayAfter(today, 1) });
    expect(tomorrow).toMatchObject({ due: 7, sent: 3, already: 4, failed: 0 });
    await mailbox.next(() => mailbox.messages.length === 3);
    expect(arrived()).toEqual({
      [numberAt(91)]: `${numberAt(91)} ends on 2 March 2027`,
      [numberAt(31)]: `${numberAt(31)} ends on 1 January 2027`,
      [numberAt(1)]: `${numberAt(1)} has ended`,
    });
    for (const number of Object.values(leftAlone)) expect(await mailOf(db, number)).toEqual([]);
  });

  it('is the command `reminders [--dry-run]`, which says how it went', async () => {
    const run = commandsOn({ db, projectId, now: () => dayAfter(today, 1.1) });
    const dry = await run('operators', 'reminders', { dryRun: true });
    expect(dry).toContain('(dry run: nothing sent)');
    expect(dry).toContain('holders looked at: 11 (an address, not unsubscribed; 1 unsubscribed)');
    expect(dry).toContain('due: 7 (ending-90 2, ending-30 2, ended 3)');
    expect(dry).toContain('would send: 0; already sent: 7');
    const done = await run('operators', 'reminders', {});
    expect(done).toContain('sent: 0; already sent: 7; failed: 0');
  });
});
