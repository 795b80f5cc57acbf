// Providers' provisional results in the staff console (functions/surfaces/console/provisional.js)
// against the emulators, through HTTP as a browser without JavaScript sends its forms: results a
// provider's approver put on the register through the portal's own code are listed, oldest
// approval first, perhaps of one provider, for every role; a reader chooses none and is refused a
// question and its answer; a keeper is asked first (the command's plan) and confirms some and
// refuses others with a reason through the `confirm` and `refuse` commands, each result and the
// trail then saying who; and results settled meanwhile are named and nothing is done.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inviteStaff } from '../../console/staff.js';
import { approveResults } from '../../portal/approval.js';
import type { Person } from '../../portal/people.js';
import { enterResults, resultsCollection } from '../../portal/results.js';
import { instructorRegister, providerRegister } from '../../providers.js';
import { operatorRegister, pointerOf, registersCollection, versionAt } from '../../register.js';
import { readTrail } from '../../registers/trail.js';
import { storePlainRecords } from '../../registers/store.js';
import { consoleServer, type ConsoleServer, unescaped } from '../../testing/console-server.js';
import { surnameKey } from '../../vocabulary/check-input.js';
import { consolePaths } from '../../vocabulary/paths.js';

process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
const authHost = inject('authHost');
process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
const projectId = inject('authProject');
const app = initializeApp({ projectId }, `provisional-test-${process.pid}`);
const db = getFirestore(app, `provisional-${process.pid}-${Date.now()}`);
const activity = getFirestore(app, `provisional-activity-${process.pid}-${Date.now()}`);
const auth = getAuth(app);
let moment = Date.parse('2026-11-28T10:00:00Z');
const clock = () => new Date(moment);
const run = `${process.pid}${Date.now()}`;
const email = (who: string) => `${who}-${run}@example.org`;

let server: ConsoleServer;

/** The results entered and approved, by surname: their ids. */
const ids: Record<string, string> = {};
/** The operators their approvals made, by surname. */
const numbers: Record<string, string> = {};

const approver = (provider: string) =>
  ({
    uid: `approver-${provider}`,
    email: `approver@${provider.toLowerCase()}.example`,
    provider,
    roles: ['approver'],
  }) as unknown as Person;

/** Enters a result for `provider` and has its approver approve it on `day` (noon UTC). */
async function approvedResult(provider: string, surname: string, category: string, day: string) {
  const jpeg = await sharp({
    create: { width: 300, height: 375, channels: 3, background: { r: 90, g: 120, b: 150 } },
  })
    .jpeg()
    .toBuffer();
  const at = new Date(`${day}T12:00:00Z`);
  const [id] = await enterResults(
    db,
    { provider, by: `submitter@${provider.toLowerCase()}.example`, at },
    [
      {
        fields: {
          givenNames: 'Pat',
          surname,
          testDate: '2026-11-01',
          category,
          instructor: 'IN000001',
        },
        source: 'form',
        jpeg,
      },
    ],
  );
  const done = await approveResults(
    db,
    { person: approver(provider), at, allowDemonstration: true },
    [String(id)],
  );
  expect(done.problems).toEqual([]);
  ids[surname] = String(id);
  numbers[surname] = String(done.approved[0]?.number);
}

/** A record of the operators' register as readers see it. */
async function operator(number: string) {
  const [pointer, doc] = await db.getAll(
    db.collection(registersCollection).doc('operators'),
    db.collection(operatorRegister.collection).doc(number),
  );
  return versionAt(doc?.data(), pointerOf(pointer?.data()));
}

const resultDoc = async (surname: string) =>
  (await db.collection(resultsCollection).doc(String(ids[surname])).get()).data();

beforeAll(async () => {
  await storePlainRecords(
    db,
    providerRegister,
    ['TP0001', 'TP0002'].map((number) => ({
      fields: {
        number,
        name: `Lifts ${number}`,
        status: 'accredited',
        accreditedUntil: '2028-03-31',
        categories: ['CB', 'RT'],
        centres: [],
        siteAreas: ['LS'],
        phone: '0113 496 0000',
        email: `office@${number.toLowerCase()}.example`,
        website: `https://${number.toLowerCase()}.example/`,
      },
    })),
  );
  await storePlainRecords(db, instructorRegister, [
    {
      fields: {
        registrationNumber: 'IN000001',
        givenNames: 'Ivy',
        surname: 'Teacher',
        surnameKey: surnameKey('Teacher'),
        validUntil: '2029-01-31',
        suspended: false,
        categories: ['CB', 'RT'],
        providers: ['TP0001', 'TP0002'],
        listed: true,
      },
    },
  ]);
  // Oldest approval first: one lapsed (14 days are up), then one a day.
  await approvedResult('TP0001', 'Lapsed', 'CB', '2026-11-02');
  await approvedResult('TP0002', 'Elsewhere', 'RT', '2026-11-24');
  await approvedResult('TP0001', 'Confirmed', 'CB', '2026-11-25');
  await approvedResult('TP0001', 'Refused', 'RT', '2026-11-26');
  await approvedResult('TP0001', 'Raced', 'RT', '2026-11-27');
  for (const [who, roles] of [
    ['reader', ['reader']],
    ['keeper', ['keeper']],
  ] as const)
    await inviteStaff(
      { db, auth },
      { email: email(who), roles: [...roles], by: 'test', at: clock() },
    );
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
  await deleteApp(app);
});

/** A request as a browser makes it: its answer's kind and fields, as the page shows them. */
async function send(path: string, options: { cookie?: string; form?: URLSearchParams } = {}) {
  const sent = await server.send(path, options);
  return {
    ...sent,
    field: (name: string) => unescaped(sent.field(name)),
    list: (name: string) => sent.list(name).map(unescaped),
  };
}

const signInWithCode = (who: string) => server.signInWithCode(email(who));

const question = (action: string, ...surnames: string[]) =>
  `${consolePaths.settle}?${new URLSearchParams([
    ['action', action],
    ...surnames.map((surname) => ['id', String(ids[surname])]),
  ])}`;
const answer = (action: string, surnames: string[], more: Record<string, string> = {}) =>
  new URLSearchParams([
    ['action', action],
    ...surnames.map((surname) => ['id', String(ids[surname])]),
    ...Object.entries(more),
  ]);

describe('a reader', () => {
  it('reads the results waiting, oldest approval first, and by provider; chooses none and settles none', async () => {
    const cookie = await signInWithCode('reader');
    const page = await send(consolePaths.provisional, { cookie });
    expect(page.status).toBe(200);
    expect(page.kind).toBe('console-provisional');
    expect(page.field('count')).toBe('5 results waiting, the oldest approval first.');
    const rows = page.rows('results');
    expect(rows.map((row) => row.operatorName)).toEqual([
      'Pat Lapsed',
      'Pat Elsewhere',
      'Pat Confirmed',
      'Pat Refused',
      'Pat Raced',
    ]);
    expect(rows[0]).toMatchObject({
      operatorNumber: numbers.Lapsed,
      operatorHref: `${consolePaths.record}?register=operators&number=${numbers.Lapsed}`,
      resultCategory: 'CB: Counterbalance lift truck',
      resultProvider: 'TP0001 Lifts TP0001',
      resultWho:
        'entered by submitter@tp0001.example; approved by approver@tp0001.example on 2 November 2026',
      resultCounts: 'lapsed on 16 November 2026: no longer counts',
    });
    expect(rows[2]?.resultCounts).toBe('counts until 9 December 2026');
    // No box, no button: nothing of a keeper's.
    expect(page.rows('choosable')).toEqual([]);
    expect(page.list('mayKeep')).toEqual([]);
    expect(page.body).not.toContain(String(ids.Lapsed));
    const one = await send(`${consolePaths.provisional}?provider=tp 0002`, { cookie });
    expect(one.field('provider')).toBe('TP0002');
    expect(one.field('count')).toBe('1 result waiting from TP0002, the oldest approval first.');
    expect(one.rows('results').map((row) => row.operatorName)).toEqual(['Pat Elsewhere']);
    const wrong = await send(`${consolePaths.provisional}?provider=Leeds`, { cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.list('problems')[0]).toContain('Provider: “Leeds” is not a provider’s number');
    // The question and its answer are a keeper's, whatever the form says.
    expect((await send(question('confirm', 'Confirmed'), { cookie })).status).toBe(403);
    const posted = await send(consolePaths.settle, {
      cookie,
      form: answer('confirm', ['Confirmed'], { reason: 'trying' }),
    });
    expect(posted.status).toBe(403);
    expect(posted.kind).toBe('console-refused');
    expect((await resultDoc('Confirmed'))?.state).toBe('provisional');
  });
});

describe('a keeper', () => {
  it('chooses results, is asked first with the command’s plan, and confirms them: each result and the trail say who', async () => {
    const cookie = await signInWithCode('keeper');
    const page = await send(consolePaths.provisional, { cookie });
    expect(page.rows('results')).toEqual([]);
    expect(page.rows('choosable').map((row) => row.resultId)).toEqual(
      ['Lapsed', 'Elsewhere', 'Confirmed', 'Refused', 'Raced'].map((surname) => ids[surname]),
    );
    expect(page.list('mayKeep')).toEqual(['']);
    const none = await send(`${consolePaths.settle}?action=confirm`, { cookie });
    expect(none.status).toBe(400);
    expect(none.kind).toBe('console-provisional');
    expect(none.list('problems')).toEqual([
      'Choose at least one result, with its box, then a button.',
    ]);
    const asked = await send(question('confirm', 'Lapsed', 'Confirmed'), { cookie });
    expect(asked.status).toBe(200);
    expect(asked.kind).toBe('console-provisional-question');
    expect(asked.field('question')).toBe('Confirm 2 results?');
    const plan = asked.rows('plan').map((row) => row.planLine);
    expect(plan[0]).toMatch(
      new RegExp(`^confirm: ${ids.Lapsed} {2}${numbers.Lapsed} {2}Pat Lapsed {2}CB {2}TP0001 `),
    );
    expect(plan[1]).toContain(`confirm: ${ids.Confirmed}`);
    expect(plan.at(-1)).toBe('2 would be confirmed (dry run: nothing written)');
    expect(asked.rows('chosen').map((row) => row.resultId)).toEqual([ids.Lapsed, ids.Confirmed]);
    expect((await resultDoc('Confirmed'))?.state).toBe('provisional');
    moment += 60_000;
    const done = await send(consolePaths.settle, {
      cookie,
      form: answer('confirm', ['Lapsed', 'Confirmed'], { reason: 'checked with the centre' }),
    });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${consolePaths.provisional}?settled=confirm&count=2`);
    const after = await send(done.location, { cookie });
    expect(after.list('notices')).toEqual([
      '2 results confirmed: kept in the trail with your name; each counts like any other category now.',
    ]);
    expect(after.field('count')).toBe('3 results waiting, the oldest approval first.');
    for (const surname of ['Lapsed', 'Confirmed']) {
      expect(await resultDoc(surname)).toMatchObject({
        state: 'confirmed',
        confirmedBy: email('keeper'),
      });
      expect((await operator(String(numbers[surname])))?.categories).toEqual(['CB']);
      const [entry] = (
        await readTrail(db, operatorRegister.collection, { number: String(numbers[surname]) })
      ).slice(-1);
      expect(entry).toMatchObject({ by: email('keeper'), reason: 'checked with the centre' });
    }
  });

  it('refuses a result only with a reason; its operator, left with no category, is removed', async () => {
    const cookie = await signInWithCode('keeper');
    const asked = await send(`${question('refuse', 'Refused')}&provider=TP0001`, { cookie });
    expect(asked.field('question')).toBe('Refuse 1 result?');
    expect(asked.field('reasonHint')).toMatch(/^Required/);
    expect(asked.field('backHref')).toBe(`${consolePaths.provisional}?provider=TP0001`);
    const noReason = await send(consolePaths.settle, {
      cookie,
      form: answer('refuse', ['Refused'], { reason: '  ', provider: 'TP0001' }),
    });
    expect(noReason.status).toBe(400);
    expect(noReason.list('problems')).toEqual([
      'Give the reason for refusing: it is kept in the trail and on each result.',
    ]);
    expect((await resultDoc('Refused'))?.state).toBe('provisional');
    moment += 60_000;
    const done = await send(consolePaths.settle, {
      cookie,
      form: answer('refuse', ['Refused'], { reason: 'instructor not present', provider: 'TP0001' }),
    });
    expect(done.status).toBe(303);
    expect(done.location).toBe(
      `${consolePaths.provisional}?provider=TP0001&settled=refuse&count=1&removed=${numbers.Refused}`,
    );
    const after = await send(done.location, { cookie });
    expect(after.list('notices')).toEqual([
      '1 result refused: kept in the trail with your name and reason; taken off the register.',
      `Removed from the register, left with no category: ${numbers.Refused}.`,
    ]);
    expect(after.rows('choosable').map((row) => row.operatorName)).toEqual(['Pat Raced']);
    expect(await resultDoc('Refused')).toMatchObject({
      state: 'refused',
      refusedBy: email('keeper'),
      why: 'instructor not present',
    });
    expect(await operator(String(numbers.Refused))).toBeUndefined();
    const trail = await readTrail(db, operatorRegister.collection, {
      number: String(numbers.Refused),
    });
    expect(trail.at(-1)).toMatchObject({
      action: 'removed',
      by: email('keeper'),
      reason: 'instructor not present',
    });
  });

  it('is refused results settled by someone else meanwhile, each named, and nothing is done', async () => {
    const cookie = await signInWithCode('keeper');
    const asked = await send(question('refuse', 'Confirmed', 'Raced'), { cookie });
    expect(asked.status).toBe(409);
    const [stale] = asked.list('problems');
    expect(stale).toContain('Not provisional now, so nothing was done');
    expect(stale).toContain(
      `${ids.Confirmed} (Pat Confirmed, CB): confirmed by ${email('keeper')}`,
    );
    // What is still waiting is asked about alone.
    expect(asked.rows('chosen').map((row) => row.resultId)).toEqual([ids.Raced]);
    expect(asked.field('question')).toBe('Refuse 1 result?');
    const posted = await send(consolePaths.settle, {
      cookie,
      form: answer('refuse', ['Confirmed', 'Raced'], { reason: 'fraud' }),
    });
    expect(posted.status).toBe(409);
    expect(posted.list('problems')[0]).toContain(`${ids.Confirmed} (Pat Confirmed, CB): confirmed`);
    expect((await resultDoc('Raced'))?.state).toBe('provisional');
    expect((await resultDoc('Confirmed'))?.state).toBe('confirmed');
    // None of them provisional: nothing to ask.
    const nothing = await send(question('confirm', 'Confirmed', 'Refused'), { cookie });
    expect(nothing.status).toBe(409);
    expect(nothing.field('question')).toBe('Nothing to confirm');
    expect(nothing.rows('chosen')).toEqual([]);
    expect(nothing.rows('plan')).toEqual([]);
  });
});
