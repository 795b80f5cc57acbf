// The staff's commands for what providers enter on the portal (functions/registers/commands/
// provisional.js, people.js), on the emulators: the results waiting for the scheme listed with who
// entered and approved each, confirmed to count or refused off the register in bulk, each result
// then saying who settled it; and a provider's first administrator invited from the command line.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { approveResults } from '../../functions/portal/approval.js';
import { peopleCollection, type Person } from '../../functions/portal/people.js';
import { enterResults, resultsCollection } from '../../functions/portal/results.js';
import { instructorRegister, providerRegister } from '../../functions/providers.js';
import {
  operatorRegister,
  pointerOf,
  registersCollection,
  versionAt,
} from '../../functions/register.js';
import { storePlainRecords } from '../../functions/registers/store.js';
import { surnameKey } from '../../functions/vocabulary/check-input.js';
import { localMailPort } from '../project.mjs';
import { registerCommand } from './admin.mjs';

const host = inject('firestoreHost');
const authHost = inject('authHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
const project = `demo-portal-cli-${process.pid}-${Date.now()}`;
const app = initializeApp({ projectId: project }, project);
const db = getFirestore(app);
const at = new Date('2026-11-27T12:00:00Z');
const env = { FIRESTORE_EMULATOR_HOST: host, FIREBASE_AUTH_EMULATOR_HOST: authHost };
const run = (name: 'operators' | 'providers', args: string[]) =>
  registerCommand(name, [...args, '--project', project], {
    env,
    now: () => at,
    confirm: async () => true,
  });

const approver = {
  uid: 'approver',
  email: 'approver@tp0001.example',
  provider: 'TP0001',
  roles: ['approver'],
} as unknown as Person;
let ids: string[] = [];

/** A record of the operators' register as readers see it. */
async function operator(number: string) {
  const [pointer, doc] = await db.getAll(
    db.collection(registersCollection).doc('operators'),
    db.collection(operatorRegister.collection).doc(number),
  );
  return versionAt(doc?.data(), pointerOf(pointer?.data()));
}

beforeAll(async () => {
  await storePlainRecords(db, providerRegister, [
    {
      fields: {
        number: 'TP0001',
        name: 'Leeds Lift Trucks',
        status: 'accredited',
        accreditedUntil: '2028-03-31',
        categories: ['CB', 'RT'],
        centres: [],
        siteAreas: ['LS'],
        phone: '0113 496 0000',
        email: 'office@tp0001.example',
        website: 'https://tp0001.example/',
      },
    },
  ]);
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
        providers: ['TP0001'],
        listed: true,
      },
    },
  ]);
  const jpeg = await sharp({
    create: { width: 300, height: 375, channels: 3, background: { r: 90, g: 120, b: 150 } },
  })
    .jpeg()
    .toBuffer();
  const result = (surname: string, category: string) => ({
    fields: {
      givenNames: 'Pat',
      surname,
      testDate: '2026-11-20',
      category,
      instructor: 'IN000001',
    },
    source: 'form',
    jpeg,
  });
  ids = await enterResults(db, { provider: 'TP0001', by: 'submitter@tp0001.example', at }, [
    result('Confirmed', 'CB'),
    result('Refused', 'RT'),
  ]);
  const approved = await approveResults(
    db,
    { person: approver, at, allowDemonstration: true },
    ids,
  );
  expect(approved.problems).toEqual([]);
});

afterAll(async () => {
  await deleteApp(app);
});

describe('provisional results, as the staff settle them', () => {
  it('lists them with who entered and approved each, and until when each counts', async () => {
    const listed = await run('operators', ['provisional']);
    expect(listed).toContain(
      'entered by submitter@tp0001.example, approved by approver@tp0001.example',
    );
    expect(listed).toContain('counts until 2026-12-11');
    expect(listed).toContain('2 provisional results.');
  });

  it('confirms one: its category counts, and the result says who confirmed it', async () => {
    const [id] = ids;
    const number = (await db.collection(resultsCollection).doc(String(id)).get()).get(
      'registrationNumber',
    );
    expect((await operator(number))?.categories).toEqual([]);
    const said = await run('operators', ['confirm', String(id), '--by', 'Sam Staff']);
    expect(said).toContain('1 confirmed');
    const record = await operator(number);
    expect(record?.categories).toEqual(['CB']);
    expect((record as { provisional?: unknown } | undefined)?.provisional).toBeUndefined();
    const result = await db.collection(resultsCollection).doc(String(id)).get();
    expect(result.get('state')).toBe('confirmed');
    expect(result.get('confirmedBy')).toBe('Sam Staff');
  });

  it('refuses one with a reason: an operator left with no category is removed', async () => {
    const id = String(ids[1]);
    const number = (await db.collection(resultsCollection).doc(id).get()).get('registrationNumber');
    await expect(run('operators', ['refuse', id, '--by', 'Sam Staff'])).rejects.toThrow(/--reason/);
    const said = await run('operators', [
      'refuse',
      id,
      '--by',
      'Sam Staff',
      '--reason',
      'Centre closed for fraud',
    ]);
    expect(said).toContain(`removed, with no category left: ${number}`);
    expect(await operator(number)).toBeUndefined();
    const result = await db.collection(resultsCollection).doc(id).get();
    expect(result.get('state')).toBe('refused');
    expect(result.get('why')).toBe('Centre closed for fraud');
    expect(await run('operators', ['provisional'])).toContain('0 provisional results.');
  });
});

describe('a provider’s people, from the command line', () => {
  it('invites the first administrator, lists them, and refuses a role that is not one', async () => {
    await expect(
      run('providers', [
        'people',
        'TP0001',
        'invite',
        'head@tp0001.example',
        '--role',
        'boss',
        '--by',
        'Sam Staff',
      ]),
    ).rejects.toThrow(/not a role/);
    const said = await run('providers', [
      'people',
      'TP0001',
      'invite',
      'Head@TP0001.example',
      '--role',
      'administrator',
      '--by',
      'Sam Staff',
    ]);
    expect(said).toContain('head@tp0001.example: invited as administrator of TP0001');
    expect(await run('providers', ['people', 'TP0001'])).toContain(
      'head@tp0001.example  administrator  invited by Sam Staff',
    );
    const stored = await db
      .collection(peopleCollection)
      .where('email', '==', 'head@tp0001.example')
      .get();
    expect(stored.size).toBe(1);
  });
});

describe('when a provider falls', () => {
  it('suspends in one confirmed step every record it put on the register since a day, each saying why; its undo takes the words away', async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 375, channels: 3, background: { r: 60, g: 90, b: 120 } },
    })
      .jpeg()
      .toBuffer();
    const [id] = await enterResults(
      db,
      { provider: 'TP0001', by: 'submitter@tp0001.example', at },
      [
        {
          fields: {
            givenNames: 'Lee',
            surname: 'Fallen',
            testDate: '2026-11-21',
            category: 'RT',
            instructor: 'IN000001',
          },
          source: 'form',
          jpeg,
        },
      ],
    );
    await approveResults(db, { person: approver, at, allowDemonstration: true }, [String(id)]);
    const number = (await db.collection(resultsCollection).doc(String(id)).get()).get(
      'registrationNumber',
    );
    await expect(
      run('operators', [
        'suspend',
        number,
        '--since',
        '2026-11-01',
        '--reason',
        'x',
        '--by',
        'Sam Staff',
      ]),
    ).rejects.toThrow(/--since DAY goes with suspend --provider/);
    const planned = await run('operators', [
      'suspend',
      '--provider',
      'TP0001',
      '--since',
      '2026-11-27',
      '--reason',
      'TP0001 withdrawn for cause: its results cannot be relied on',
      '--by',
      'Sam Staff',
      '--dry-run',
    ]);
    expect(planned).toContain(number);
    expect((await operator(number))?.suspended).toBe(false);
    const said = await run('operators', [
      'suspend',
      '--provider',
      'TP0001',
      '--since',
      '2026-11-27',
      '--reason',
      'TP0001 withdrawn for cause: its results cannot be relied on',
      '--by',
      'Sam Staff',
      '--yes',
    ]);
    expect(said).toContain('suspended on');
    expect(await operator(number)).toMatchObject({
      suspended: true,
      suspendedWhy: 'TP0001 withdrawn for cause: its results cannot be relied on',
    });
    // Nothing it put there before the day.
    const earlier = await run('operators', [
      'suspend',
      '--provider',
      'TP0001',
      '--since',
      '2026-11-28',
      '--reason',
      'x',
      '--by',
      'Sam Staff',
      '--dry-run',
    ]);
    expect(earlier).toContain('suspend (0)');
    await run('operators', [
      'reinstate',
      '--provider',
      'TP0001',
      '--reason',
      'reopened',
      '--by',
      'Sam Staff',
      '--yes',
    ]);
    const back = (await operator(number)) as Record<string, unknown> | undefined;
    expect(back?.suspended).toBe(false);
    expect(back?.suspendedWhy).toBeUndefined();
  });
});

describe('the holders’ mail server', () => {
  it('is npm start’s on the emulator, for the operators’ commands that tell holders only', async () => {
    const before = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      await run('operators', ['provisional']);
      await run('providers', ['suspend', 'TP0001', '--reason', 'Audit', '--dry-run']);
      expect(process.env.SMTP_URL).toBeUndefined();
      // A mail server named is the one used.
      await registerCommand('operators', ['reminders', '--dry-run', '--project', project], {
        env: { ...env, SMTP_URL: 'smtp://mail.example:25' },
        now: () => at,
      });
      expect(process.env.SMTP_URL).toBeUndefined();
      // `npm start`'s mail server, on loopback, for each command that may tell a holder (what
      // each then finds to do, or to refuse, is its own tests').
      for (const args of [
        ['reminders'],
        ['suspend', 'ZZ000001', '--reason', 'Audit'],
        ['remove', 'ZZ000001', '--reason', 'Audit'],
        ['confirm', '--provider', 'TP0001'],
        ['refuse', '--provider', 'TP0001', '--reason', 'Audit'],
      ]) {
        delete process.env.SMTP_URL;
        await run('operators', [...args, '--dry-run']).catch(() => undefined);
        expect(process.env.SMTP_URL, args[0]).toBe(`smtp://127.0.0.1:${localMailPort}`);
      }
    } finally {
      if (before === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = before;
    }
  });
});
