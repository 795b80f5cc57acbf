// `npm run reports` against a real Firestore (the emulator): the staff see the reports employers
// sent, newest first, and mark one handled; a reference that is no report's is refused.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { activityDatabase } from '../../functions/deployment.js';
import { reportsCollection } from '../../functions/reports.js';
import { referenceCommand } from './reference.mjs';
import { reportsCommand, usage } from './reports.mjs';
import { checkReference } from '../../functions/reference.js';
import { localKeys } from '../project.mjs';
import { clearProject } from '../../functions/testing/emulator.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
// Each test has a project of its own, with the same two reports in it.
let tests = 0;
let env: Record<string, string>;
let app: ReturnType<typeof initializeApp>;
let project: string;

const report = (reference: string, received: string, extra = {}) => ({
  reference,
  number: 'MO123456',
  name: 'Ada Example',
  seen: 'The photograph was of someone else.\nThe card was laminated at home.',
  where: 'Acme Plant Hire, Leeds',
  reporter: 'Pat Manager',
  contact: 'pat@example.com',
  receivedAt: Timestamp.fromDate(new Date(received)),
  deleteAt: Timestamp.fromDate(new Date('2027-11-25T00:00:00Z')),
  handledAt: null,
  handledBy: null,
  ...extra,
});

beforeEach(async () => {
  project = `demo-reports-${process.pid}-${Date.now()}-${++tests}`;
  env = { FIRESTORE_EMULATOR_HOST: host, GCLOUD_PROJECT: project };
  app = initializeApp({ projectId: project }, project);
  const reports = getFirestore(app, activityDatabase).collection(reportsCollection);
  await reports.doc('a').set(report('R-AAAAAAAA', '2026-11-24T09:00:00Z'));
  await reports.doc('b').set(report('R-BBBBBBBB', '2026-11-25T10:30:00Z'));
});
afterEach(async () => {
  await deleteApp(app);
  await clearProject(host, project);
});

describe('npm run reports', () => {
  it('lists the open reports, newest first, with everything the reporter said', async () => {
    const listed = await reportsCommand([], { env });
    expect(listed.split('\n')[0]).toBe(
      `project ${project} on the Firestore emulator at ${host}: 2 open reports, newest first.`,
    );
    expect(listed.indexOf('R-BBBBBBBB')).toBeLessThan(listed.indexOf('R-AAAAAAAA'));
    for (const text of [
      'received 25 November 2026 at 10:30 (UK time)',
      'card:      MO123456, Ada Example',
      'where:     Acme Plant Hire, Leeds',
      'from:      Pat Manager, pat@example.com',
      'what:      The photograph was of someone else.',
      '           The card was laminated at home.',
    ])
      expect(listed).toContain(text);
  });

  it('marks one handled, by whom and when, and lists it only with --all', async () => {
    expect(await reportsCommand(['handle', 'r-aaaaaaaa', '--by', 'Sam Staff'], { env })).toMatch(
      /^Marked handled:\nR-AAAAAAAA {2}received 24 November 2026 at 09:00 \(UK time\), handled .* by Sam Staff/,
    );
    const open = await reportsCommand(['list'], { env });
    expect(open).toContain('1 open report');
    expect(open).not.toContain('R-AAAAAAAA');
    expect(await reportsCommand(['list', '--all'], { env })).toContain('R-AAAAAAAA');
  });

  it('marks one handled with an outcome, as the staff console does, and refuses one handled already', async () => {
    expect(
      await reportsCommand(
        [
          'handle',
          'R-AAAAAAAA',
          '--by',
          'Sam Staff',
          '--outcome',
          ' card genuine,\n employer told ',
        ],
        { env },
      ),
    ).toMatch(/ by Sam Staff\n {2}outcome: {3}card genuine, employer told\n {2}card: /);
    const kept = (
      await getFirestore(app, activityDatabase).collection(reportsCollection).doc('a').get()
    ).data();
    expect(kept).toMatchObject({ handledBy: 'Sam Staff', outcome: 'card genuine, employer told' });
    await expect(
      reportsCommand(['handle', 'R-AAAAAAAA', '--by', 'Kim'], { env }),
    ).rejects.toMatchObject({
      exitCode: 1,
      message: expect.stringMatching(
        /^R-AAAAAAAA was handled already, on .* \(UK time\) by Sam Staff: card genuine, employer told; nothing changed$/,
      ),
    });
    await expect(
      reportsCommand(['handle', 'R-BBBBBBBB', '--by', 'Kim', '--outcome', 'x'.repeat(201)], {
        env,
      }),
    ).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('--outcome: keep it to 200 characters'),
    });
  });

  it('refuses a reference that is no report’s, and says how to use it when used wrongly', async () => {
    await expect(
      reportsCommand(['handle', 'R-NOTHERE', '--by', 'Sam'], { env }),
    ).rejects.toMatchObject({ exitCode: 1, message: 'no report has the reference R-NOTHERE' });
    await expect(reportsCommand(['handle', 'R-AAAAAAAA'], { env })).rejects.toMatchObject({
      exitCode: 2,
    });
    await expect(reportsCommand(['delete'], { env })).rejects.toMatchObject({ exitCode: 2 });
    expect(await reportsCommand(['--help'], { env })).toMatch(/^Usage:/);
  });
});

describe('what npm run reports says', () => {
  it('counts in words, and says when there is nothing to list', async () => {
    const where = `project ${project} on the Firestore emulator at ${host}`;
    expect(
      await reportsCommand(['handle', ' r-bbbbbbbb ', '--by', ' Sam Staff '], { env }),
    ).toMatch(/^Marked handled:\nR-BBBBBBBB .* by Sam Staff\n/);
    const open = await reportsCommand([], { env });
    expect(open.split('\n')[0]).toBe(`${where}: 1 open report, newest first.`);
    expect(open.split('\n\n')).toHaveLength(2);
    expect((await reportsCommand(['--all'], { env })).split('\n')[0]).toBe(
      `${where}: 2 reports, newest first.`,
    );
    await reportsCommand(['handle', 'R-AAAAAAAA', '--by', 'Sam'], { env });
    expect(await reportsCommand(['list'], { env })).toBe(`${where}: no open reports.`);
    await clearProject(host, project);
    expect(await reportsCommand(['list', '--all'], { env })).toBe(`${where}: no reports.`);
  });

  it('names each mistake in a command, with how to use it', async () => {
    for (const [args, mistake] of [
      [['list', 'extra', 'words'], 'unexpected: words'],
      [['handle'], 'handle needs the report’s reference, as R-1A2B3C4D'],
      [['handle', 'R-AAAAAAAA', '--by', '  '], 'handle needs --by NAME: who handled it'],
      [['handle', 'R-AAAAAAAA'], 'handle needs --by NAME: who handled it'],
      [['delete'], '"delete" is not a command of reports'],
      [['--every'], "Unknown option '--every'"],
    ] as const) {
      const refusal = reportsCommand([...args], { env });
      await expect(refusal).rejects.toMatchObject({ exitCode: 2 });
      await expect(refusal).rejects.toThrow(mistake);
      await expect(refusal).rejects.toThrow(`\n${usage}`);
    }
    expect(await reportsCommand(['-h'], { env })).toBe(usage);
  });
});

describe('npm run operators:reference', () => {
  it('says what a reference certifies about a number, and refuses one made for another', () => {
    const at = new Date('2026-11-25T14:03:27Z');
    const reference = checkReference(localKeys.referenceKey, {
      at,
      number: 'MO123456',
      outcome: 'suspended',
    });
    expect(referenceCommand([reference, 'mo 123 456'], { env })).toBe(
      `${reference}: MO123456 was checked on 25 November 2026 at 14:03:27 (UK time), and the check answered: registration found: suspended.`,
    );
    expect(() => referenceCommand([reference, 'MO123457'], { env })).toThrow(
      /is not the reference of a check of MO123457/,
    );
    // Outside the emulator, only with the production key.
    expect(() => referenceCommand([reference, 'MO123456'], { env: {} })).toThrow(
      /Set CHECK_REFERENCE_KEY/,
    );
    expect(() =>
      referenceCommand([reference, 'MO123456'], { env: { CHECK_REFERENCE_KEY: 'another' } }),
    ).toThrow(/not the reference/);
  });
});
