// The register commands against a real Firestore (the emulator), as the scheme's staff run them:
// the file is the register (every change named by number, missing records listed and removed only
// when asked, a removed number refused unless re-adding is asked for), a dry run that writes
// nothing, confirmation before suspending or removing many, a number not on the register stopping
// the command before anything is written, the trail of who changed what, when and why, the list's
// filters, an export that imports back unchanged, suspension by provider and its undo, and the
// photographs held to what the check needs. Each test has a project of its own.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  inject,
  it,
  vi,
} from 'vitest';
import { activityDatabase } from '../../functions/deployment.js';
import { pointerOf, registersCollection, versionAt } from '../../functions/register.js';
import { clearProject } from '../../functions/testing/emulator.js';
import { root } from '../project.mjs';
import { loadRecordsFile, photoSource } from '../../functions/registers/operators-file.js';
import { registerCommand, terminalProgress, usageOf } from './admin.mjs';
import { trailCollection } from '../../functions/registers/changes.js';
import { whoIsAsking } from './who.mjs';
import { ukToday } from '../../functions/vocabulary/dates.js';

const host = inject('firestoreHost');
const env = { FIRESTORE_EMULATOR_HOST: host };
process.env.FIRESTORE_EMULATOR_HOST = host;
let tests = 0;
let project: string;
let app: ReturnType<typeof initializeApp>;
let db: Firestore;
let folder: string;
/** Questions the commands asked, and the answer each test gives. */
let asked: string[];
/** What each question showed first: the plan. */
let shownPlans: string[];
let answer: boolean;

beforeEach(async () => {
  project = `demo-admin-${process.pid}-${Date.now()}-${++tests}`;
  app = initializeApp({ projectId: project }, project);
  db = getFirestore(app);
  asked = [];
  shownPlans = [];
  answer = true;
});
afterEach(async () => {
  await deleteApp(app);
  await clearProject(host, project);
});

const today = new Date().toISOString().slice(0, 10);
/** A date `days` from today. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** `npm run NAME -- ARGS` on this test's project, as Ada at the scheme. */
const run = (name: 'operators' | 'providers' | 'instructors' | 'employers', ...args: string[]) =>
  registerCommand(
    name,
    [
      ...args,
      '--project',
      project,
      ...(args[0] === 'list' || args[0] === 'show' || args[0] === 'history' || args[0] === 'export'
        ? []
        : ['--by', 'Ada at the scheme']),
    ],
    {
      env,
      cwd: folder,
      confirm: async (question, plan) => {
        asked.push(question);
        shownPlans.push(plan);
        return answer;
      },
    },
  );
const operators = (...args: string[]) => run('operators', ...args);
/** The line each command begins with: the project and the Firestore it reads or writes. */
const where = () => `project ${project} on the Firestore emulator at ${host}`;

const operatorHeader =
  'registration_number,given_names,surname,valid_until,status,categories,photo,provider';
/** An operator's row: its number, surname, date, status, categories and provider. */
const operatorRow = (
  number: string,
  {
    surname = 'Person',
    until = '2030-01-31',
    status = 'current',
    categories = 'CB',
    provider = 'ZZ0001',
    photo = 'portrait.png',
  } = {},
) => `${number},Al,${surname},${until},${status},${categories},${photo},${provider}`;
const file = async (name: string, header: string, ...rows: string[]) => {
  const where = path.join(folder, name);
  await writeFile(where, [header, ...rows].join('\r\n') + '\r\n');
  return where;
};
const providersFile = (...rows: string[]) =>
  file(
    'providers.csv',
    'accreditation_number,name,status,accredited_until,categories,centres,site_areas,phone,email,website',
    ...rows,
  );
const providerRow = (number: string, name: string, status = 'accredited') =>
  `${number},${name},${status},2030-01-31,CB RT,"Unit 1, Canal Road, Leeds, LS1 4AB",LS,0113 496 0000,info@example.com,https://example.com/`;
const loadProviders = async () =>
  run(
    'providers',
    'import',
    await providersFile(
      providerRow('ZZ0001', 'Example Training'),
      providerRow('ZZ0002', 'Sample Plant'),
    ),
  );

/** What the check reads of an operator now. */
const shown = async (number: string) =>
  versionAt(
    (await db.collection('operators').doc(number).get()).data(),
    pointerOf((await db.collection(registersCollection).doc('operators').get()).data()),
  );
const updateTimes = async (collection = 'operators') =>
  Object.fromEntries(
    (await db.collection(collection).get()).docs.map((doc) => [doc.id, doc.updateTime.toMillis()]),
  );
const trailSize = async () => (await db.collection(trailCollection).get()).size;

/** Five operators: two of ZZ0001's, one of them expiring; one of ZZ0002's suspended; one expired. */
const five = () => [
  operatorRow('ZZ100001'),
  operatorRow('ZZ100002', { until: inDays(10), categories: 'CB RT' }),
  operatorRow('ZZ100003', { provider: 'ZZ0002', status: 'suspended' }),
  operatorRow('ZZ100004', { provider: 'ZZ0002', until: '2025-01-31', categories: 'RT' }),
  operatorRow('ZZ100005', { provider: 'ZZ0002' }),
];
const loadFive = async () => {
  await loadProviders();
  return operators('import', await file('operators.csv', operatorHeader, ...five()), '--yes');
};

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'registers-'));
  const picture = (width: number, height: number, colour = '#336699') =>
    sharp({ create: { width, height, channels: 3, background: colour } }).png();
  await picture(600, 750).toFile(path.join(folder, 'portrait.png'));
  await picture(600, 750, '#993366').toFile(path.join(folder, 'other.png'));
  await picture(50, 50).toFile(path.join(folder, 'tiny.png'));
  await picture(800, 600).toFile(path.join(folder, 'landscape.png'));
  await picture(600, 750).toFile(path.join(folder, 'Upper.PNG'));
  await writeFile(path.join(folder, 'corrupt.png'), 'this is not an image');
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the file is the register', () => {
  it('names by number every record an import adds, changes, suspends and reinstates, asking first', async () => {
    const first = await loadFive();
    expect(first).toContain('  added (5): ZZ100001, ZZ100002, ZZ100003, ZZ100004, ZZ100005\n');
    const changed = await file(
      'changed.csv',
      operatorHeader,
      operatorRow('ZZ100001', { until: '2031-01-31' }),
      operatorRow('ZZ100002', { until: inDays(10), categories: 'CB RT', status: 'suspended' }),
      operatorRow('ZZ100003', { provider: 'ZZ0002' }),
      operatorRow('ZZ100004', { provider: 'ZZ0002', until: '2025-01-31', categories: 'RT' }),
      operatorRow('ZZ100005', { provider: 'ZZ0002', photo: 'other.png' }),
      operatorRow('ZZ100006'),
    );
    // Reinstating by a file needs a reason of its own: the one the record was suspended for is
    // shown beside it.
    const before = await updateTimes();
    await expect(operators('import', changed)).rejects.toThrow(
      `1 operator would count again by this file; nothing written:\n  ZZ100003: reinstated; added on`,
    );
    expect(await updateTimes()).toEqual(before);
    const done = await operators('import', changed, '--reason', 'card found, in date');
    expect(done.replace(/ on \d{4}-\d\d-\d\d \d\d:\d\d UTC/g, ' on DATE')).toBe(
      [
        `changed.csv → project ${project} on the Firestore emulator at ${host}`,
        '  added (1): ZZ100006',
        '  changed (2):',
        '    ZZ100001: valid_until 2030-01-31 → 2031-01-31',
        '    ZZ100005: photo a photograph → a new photograph',
        '  suspended (1):',
        '    ZZ100002: status current → suspended',
        '      ZZ100002 now: added on DATE by Ada at the scheme: import of operators.csv',
        '  reinstated (1):',
        '    ZZ100003: status suspended → current',
        '      ZZ100003 now: added on DATE by Ada at the scheme: import of operators.csv',
        '  unchanged: 1',
        '1 added, 4 changed, 1 unchanged, 0 removed; kept in the trail as Ada at the scheme.',
      ].join('\n'),
    );
    // Even one change of standing is asked about, after the plan that names it.
    expect(asked).toEqual(['This will suspend 1 operator and reinstate 1 operator.']);
    expect(shownPlans[0]).toContain('    ZZ100003: status suspended → current');
    expect((await shown('ZZ100002'))?.suspended).toBe(true);
    expect(await operators('history', 'ZZ100003')).toMatch(
      /reinstated {2}by Ada at the scheme: card found, in date/,
    );
  });

  it('never reinstates from a stale file a record suspended by command, unasked or without a reason', async () => {
    await loadFive();
    await operators('suspend', 'ZZ100001', '--reason', 'card reported stolen');
    const stale = path.join(folder, 'operators.csv');
    const before = [await updateTimes(), await trailSize()];
    const refusal = operators('import', stale);
    await expect(refusal).rejects.toThrow(
      /^project .*\n1 operator would count again by this file; nothing written:\n {2}ZZ100001: reinstated; suspended on \d{4}-\d\d-\d\d \d\d:\d\d UTC by Ada at the scheme: card reported stolen\nSay why with --reason TEXT \(kept in the trail\), or correct the file\.$/,
    );
    // Suspended for cause: a reason is not enough, the number must be named (issue 53).
    await expect(operators('import', stale, '--reason', 'stale file', '--yes')).rejects.toThrow(
      'import again with --reinstate ZZ100001, or write it as suspended in the file.',
    );
    // Named, the question; a "no" writes nothing.
    answer = false;
    await expect(
      operators('import', stale, '--reason', 'stale file', '--reinstate', 'ZZ100001'),
    ).rejects.toThrow('Nothing was written: you did not confirm (reinstate 1 operator)');
    expect(shownPlans[0]).toMatch(/ZZ100001 now: suspended on .* card reported stolen/);
    expect([await updateTimes(), await trailSize()]).toEqual(before);
    expect((await shown('ZZ100001'))?.suspended).toBe(true);
  });

  it('never reinstates by a file a record suspended with its provider', async () => {
    await loadFive();
    await operators('suspend', '--provider', 'ZZ0002', '--reason', 'audit failed');
    await expect(
      operators('import', path.join(folder, 'operators.csv'), '--reason', 'x', '--yes'),
    ).rejects.toThrow(
      /^project .*\n2 suspended with their provider, which a file cannot reinstate; nothing written:\n {2}ZZ100004: suspended on .* audit failed \(provider ZZ0002\)\n {2}ZZ100005: .*\nReinstate them with their provider/,
    );
    expect((await shown('ZZ100005'))?.suspended).toBe(true);
  });

  it('refuses a removed number that comes back in a file, unless that number is named to --re-add', async () => {
    await loadFive();
    await operators('remove', 'ZZ100004', '--reason', 'fraud: card sold on');
    await operators('remove', 'ZZ100005', '--reason', 'card withdrawn after a complaint');
    const same = path.join(folder, 'operators.csv');
    const before = await updateTimes();
    const refusal = operators('import', same);
    await expect(refusal).rejects.toThrow(
      `2 removed numbers are in the file; nothing written:\n  ZZ100004 was removed on ${today} by Ada at the scheme: fraud: card sold on\n  ZZ100005 was removed on ${today} by Ada at the scheme: card withdrawn after a complaint\nTo put one or more back, import again with --re-add NUMBER and --reason TEXT: the others stay off the register.`,
    );
    await expect(operators('import', same, '--dry-run')).rejects.toThrow('ZZ100005 was removed');
    await expect(operators('import', same, '--re-add', 'ZZ100005')).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('--re-add needs --reason TEXT'),
    });
    expect(await updateTimes()).toEqual(before);
    // One brought back on appeal from the same file; the fraud removal in it stays off the
    // register, named in the plan.
    const back = await operators(
      'import',
      same,
      '--re-add',
      'ZZ100005',
      '--reason',
      'appeal upheld',
    );
    expect(back).toContain('  re-added (1): ZZ100005\n      ZZ100005 now: removed on');
    expect(back).toContain(
      `  still removed, left out (1):\n    ZZ100004 was removed on ${today} by Ada at the scheme: fraud: card sold on\n`,
    );
    // Each removal, even of one, was asked about (issue 53); then the re-adding.
    expect(asked).toEqual([
      'This will remove 1 operator.',
      'This will remove 1 operator.',
      'This will re-add 1 operator.',
    ]);
    expect(await shown('ZZ100005')).toBeDefined();
    expect(await shown('ZZ100004')).toBeUndefined();
    expect(await operators('history', 'ZZ100005')).toMatch(
      /removed {2}by .*\n.* re-added {2}by Ada at the scheme: appeal upheld/,
    );
  });

  it('restores one removed record as it last stood, photograph and all, with a reason', async () => {
    await loadFive();
    const was = await shown('ZZ100002');
    await operators('remove', 'ZZ100002', '--reason', 'reported dead in error');
    await expect(operators('restore', 'ZZ100002')).rejects.toMatchObject({ exitCode: 2 });
    await expect(operators('restore', 'ZZ100001', '--reason', 'x')).rejects.toThrow(
      "ZZ100001 is on the operators' register; nothing to restore",
    );
    expect(await operators('restore', 'ZZ100002', '--reason', 'death reported in error')).toMatch(
      /^.*\n {2}restore \(1\): ZZ100002, as it stood before: was removed on .* reported dead in error\n1 restored on/,
    );
    const back = await shown('ZZ100002');
    expect({ ...back, photo: '', photoHash: '' }).toEqual({ ...was, photo: '', photoHash: '' });
    expect((await db.collection('operatorPhotos').doc(String(back?.photo)).get()).exists).toBe(
      true,
    );
    expect(await operators('history', 'ZZ100002')).toMatch(
      /re-added {2}by Ada at the scheme: death reported in error$/,
    );
  });

  it('lists the records the file does not hold, and removes them only when asked, with a reason', async () => {
    await loadFive();
    const fewer = await file('fewer.csv', operatorHeader, ...five().slice(0, 3));
    const before = await updateTimes();
    expect(await operators('import', fewer)).toBe(
      [
        `fewer.csv → project ${project} on the Firestore emulator at ${host}`,
        '  unchanged: 3',
        '  on the register but not in the file (2): ZZ100004, ZZ100005; they stay until you import with --remove-missing --reason TEXT',
      ].join('\n'),
    );
    expect(await updateTimes()).toEqual(before);
    await expect(operators('import', fewer, '--remove-missing')).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('--remove-missing needs --reason TEXT'),
    });
    // Two of five, more than 5 %: their count typed (issue 53), asked first, and a "no" writes
    // nothing.
    await expect(
      operators('import', fewer, '--remove-missing', '--reason', 'left the scheme', '--yes'),
    ).rejects.toThrow('To go ahead, add --expect 2.');
    const expect2 = ['--expect', '2'];
    answer = false;
    await expect(
      operators('import', fewer, '--remove-missing', '--reason', 'left the scheme', ...expect2),
    ).rejects.toThrow('Nothing was written: you did not confirm (remove 2 operators)');
    expect(asked).toEqual(['This will remove 2 operators.']);
    // The question comes after the numbers it is about.
    expect(shownPlans[0]).toContain('  removed, not in the file (2): ZZ100004, ZZ100005');
    expect(await updateTimes()).toEqual(before);
    answer = true;
    expect(
      await operators(
        'import',
        fewer,
        '--remove-missing',
        '--reason',
        'left the scheme',
        ...expect2,
      ),
    ).toContain(
      '  removed, not in the file (2): ZZ100004, ZZ100005\n0 added, 0 changed, 3 unchanged, 2 removed',
    );
    expect(await shown('ZZ100004')).toBeUndefined();
    const [first, ...changes] = (await operators('history', 'ZZ100004')).split('\n');
    expect(first).toBe(where());
    expect(changes.join('\n')).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}added {2}by Ada at the scheme: import of operators\.csv\n\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}removed {2}by Ada at the scheme: left the scheme$/,
    );
  });
});

describe('a dry run', () => {
  it('prints exactly what the real run then does, and writes nothing', async () => {
    await loadFive();
    const changed = await file(
      'changed.csv',
      operatorHeader,
      operatorRow('ZZ100001', { until: '2031-01-31' }),
      ...five().slice(1, 4),
      operatorRow('ZZ100009'),
    );
    const before = [await updateTimes(), await trailSize()];
    const plan = await operators(
      'import',
      changed,
      '--dry-run',
      '--remove-missing',
      '--reason',
      'gone',
    );
    expect(plan).toContain(
      `changed.csv → project ${project} on the Firestore emulator at ${host} (dry run: nothing written)`,
    );
    for (const args of [
      ['suspend', 'ZZ100001', 'ZZ100002', '--reason', 'x', '--dry-run'],
      ['suspend', '--provider', 'ZZ0001', '--reason', 'x', '--dry-run'],
      ['reinstate', 'ZZ100003', '--reason', 'x', '--dry-run'],
      ['remove', 'ZZ100001', 'ZZ100002', '--reason', 'x', '--dry-run'],
    ])
      expect(await operators(...args)).toContain('(dry run: nothing written)');
    expect([await updateTimes(), await trailSize()]).toEqual(before);
    expect(asked).toEqual([]);
    const done = await operators(
      'import',
      changed,
      '--remove-missing',
      '--reason',
      'gone',
      '--yes',
    );
    // The same lines, then what was written.
    expect(done.split('\n').slice(1, -1)).toEqual(plan.split('\n').slice(1));
  });
});

describe('suspend, reinstate and remove', () => {
  it('need a reason, ask before more than one, and stop at a number not on the register before writing', async () => {
    await loadFive();
    const before = [await updateTimes(), await trailSize()];
    await expect(operators('suspend', 'ZZ100001')).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining(
        "suspend needs --reason TEXT: why, for the register's trail",
      ),
    });
    await expect(
      operators('suspend', 'ZZ100001', 'ZZ199999', '--reason', 'x', '--yes'),
    ).rejects.toThrow("not on the operators' register: ZZ199999; nothing written");
    await expect(operators('remove', 'zz100001', 'MO1', '--reason', 'x')).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('"MO1" not a number of the operators\' register'),
    });
    answer = false;
    await expect(operators('suspend', 'ZZ100001', 'ZZ100002', '--reason', 'x')).rejects.toThrow(
      'you did not confirm (suspend 2 operators)',
    );
    expect([await updateTimes(), await trailSize()]).toEqual(before);
    // Without a terminal to ask on and without --yes: refused, naming the record and why it
    // stands as it does, and saying how to go ahead.
    await expect(
      registerCommand('operators', ['remove', 'ZZ100001', '--reason', 'x', '--project', project], {
        env,
      }),
    ).rejects.toThrow(
      /^project .*\nThis will remove 1 operator\. Nothing was written: there is no terminal to ask on\.\n {2}remove \(1\): ZZ100001\n {4}ZZ100001 now: added on .* import of operators\.csv\nTo go ahead without being asked, add --yes\.$/,
    );
    expect([await updateTimes(), await trailSize()]).toEqual(before);
    answer = true;
    expect(
      await operators('suspend', 'ZZ100001', 'ZZ100002', '--reason', 'cards reported stolen'),
    ).toContain(
      `2 suspended on ${today}; kept in the trail as Ada at the scheme: cards reported stolen`,
    );
    expect(asked).toEqual(['This will suspend 2 operators.', 'This will suspend 2 operators.']);
    // One record reinstated: asked too (issue 53), naming why it stands as it does.
    expect(await operators('reinstate', 'ZZ100001', '--reason', 'card found')).toContain(
      '1 reinstated',
    );
    expect(asked.at(-1)).toBe('This will reinstate 1 operator.');
    expect(shownPlans.at(-1)).toMatch(/ZZ100001 now: suspended on .*: cards reported stolen$/);
  });

  it('keep who, when, what and why, which history and show give back, and list shows the suspension date', async () => {
    await loadFive();
    await operators('suspend', 'ZZ100001', '--reason', 'card reported stolen');
    const history = await operators('history', 'ZZ100001');
    expect(history.split('\n')).toEqual([
      where(),
      expect.stringMatching(
        /^\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}added {2}by Ada at the scheme: import of operators\.csv$/,
      ),
      expect.stringMatching(
        /^\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}suspended {2}by Ada at the scheme: card reported stolen {2}\(status current → suspended\)$/,
      ),
    ]);
    const show = await operators('show', 'ZZ100001');
    expect(show).toContain(
      `${where()}\nregistration_number: ZZ100001\ngiven_names: Al\nsurname: Person`,
    );
    expect(show).toContain(`standing on ${today}: suspended\nsuspended on ${today}`);
    // The day the public pages give.
    expect(show).toContain(`\nstatus suspended since: ${ukToday()}\n`);
    expect(show).toContain('by Ada at the scheme: card reported stolen');
    expect(await operators('list', '--status', 'suspended')).toBe(
      [
        where(),
        `ZZ100001  Al Person  suspended since ${today} (card reported stolen)  until 2030-01-31  CB  ZZ0001`,
        'ZZ100003  Al Person  suspended  until 2030-01-31  CB  ZZ0002',
        '2 operators (status suspended).',
      ].join('\n'),
    );
    // The trail is kept in Firestore, a document per change.
    const entry = (
      await db.collection(trailCollection).where('number', '==', 'ZZ100001').get()
    ).docs
      .map((doc) => doc.data())
      .find((data) => data.action === 'suspended');
    expect(entry).toMatchObject({
      register: 'operators',
      by: 'Ada at the scheme',
      reason: 'card reported stolen',
    });
  });

  it('show reads the register alone: no try is counted against the public check', async () => {
    await loadFive();
    for (let i = 0; i < 30; i++) await operators('show', 'ZZ100002');
    const activity = getFirestore(app, activityDatabase);
    expect((await activity.listCollections()).length).toBe(0);
    await expect(operators('show', 'ZZ199999')).rejects.toThrow(
      "ZZ199999 is not on the operators' register",
    );
  });
});

describe('the day a status began', () => {
  /** A command run on the UK day `day`, at noon. */
  const on = (day: string, name: 'providers' | 'operators', ...args: string[]) =>
    registerCommand(name, [...args, '--project', project, '--by', 'Ada at the scheme'], {
      env,
      cwd: folder,
      now: () => new Date(`${day}T12:00:00Z`),
      confirm: async () => true,
    });
  const since = async (collection: string, number: string) => {
    const pointer = pointerOf(
      (await db.collection(registersCollection).doc(collection).get()).data(),
    );
    return versionAt((await db.collection(collection).doc(number).get()).data(), pointer)
      ?.statusSince;
  };

  it('is the day of the import for a new record, kept through unchanged imports and other changes, and the day of each change of status', async () => {
    const rows = [
      providerRow('ZZ0001', 'Example Training'),
      providerRow('ZZ0002', 'Sample Plant', 'suspended'),
    ];
    await on('2026-11-01', 'providers', 'import', await providersFile(...rows));
    expect(await since('providers', 'ZZ0001')).toBe('2026-11-01');
    expect(await since('providers', 'ZZ0002')).toBe('2026-11-01');
    // The same file again: nothing changes, the date least of all.
    expect(await on('2026-11-02', 'providers', 'import', await providersFile(...rows))).toMatch(
      /\n {2}unchanged: 2$/,
    );
    expect(await since('providers', 'ZZ0002')).toBe('2026-11-01');
    await on('2026-11-03', 'providers', 'suspend', 'ZZ0001', '--reason', 'audit failed');
    expect(await since('providers', 'ZZ0001')).toBe('2026-11-03');
    await on('2026-11-20', 'providers', 'reinstate', 'ZZ0001', '--reason', 'audit passed');
    expect(await since('providers', 'ZZ0001')).toBe('2026-11-20');
    // A change of anything but the status carries the date over; a status the file changes
    // (withdrawn) is dated the day of the import.
    await on(
      '2026-11-21',
      'providers',
      'import',
      await providersFile(
        providerRow('ZZ0001', 'Example Training Ltd'),
        providerRow('ZZ0002', 'Sample Plant', 'withdrawn'),
      ),
    );
    expect(await since('providers', 'ZZ0001')).toBe('2026-11-20');
    expect(await since('providers', 'ZZ0002')).toBe('2026-11-21');
    // An operator's suspension is dated too; an export holds no date, so it imports back unchanged.
    await on(
      '2026-11-21',
      'operators',
      'import',
      await file('operators.csv', operatorHeader, operatorRow('ZZ100001')),
    );
    await on('2026-11-22', 'operators', 'suspend', 'ZZ100001', '--reason', 'card reported stolen');
    expect(await since('operators', 'ZZ100001')).toBe('2026-11-22');
    await on('2026-11-23', 'providers', 'export', path.join(folder, 'since.csv'), '--force');
    expect(await readFile(path.join(folder, 'since.csv'), 'utf8')).not.toMatch(/2026-11-2/);
  });
});

describe('list', () => {
  it('filters by status, expiring within N days, category and provider', async () => {
    await loadFive();
    const numbers = async (...args: string[]) =>
      (await operators('list', ...args))
        .split('\n')
        .slice(1, -1)
        .map((line) => line.slice(0, 8));
    expect(await numbers()).toEqual(['ZZ100001', 'ZZ100002', 'ZZ100003', 'ZZ100004', 'ZZ100005']);
    expect(await numbers('--status', 'current')).toEqual(['ZZ100001', 'ZZ100002', 'ZZ100005']);
    expect(await numbers('--status', 'expiring')).toEqual(['ZZ100002']);
    expect(await numbers('--status', 'expiring', '--within', '5')).toEqual([]);
    expect(await numbers('--status', 'expired')).toEqual(['ZZ100004']);
    expect(await numbers('--category', 'rt')).toEqual(['ZZ100002', 'ZZ100004']);
    expect(await numbers('--provider', 'ZZ0002')).toEqual(['ZZ100003', 'ZZ100004', 'ZZ100005']);
    expect(await numbers('--provider', 'ZZ0002', '--status', 'current')).toEqual(['ZZ100005']);
    expect(await operators('list', '--status', 'expiring', '--within', '5')).toBe(
      `${where()}\n0 operators (status expiring within 5 days).`,
    );
    for (const args of [
      ['--status', 'lapsed'],
      ['--within', 'soon'],
      ['--category', 'ZZ'],
    ])
      await expect(operators('list', ...args)).rejects.toMatchObject({ exitCode: 2 });
  });
});

describe('export', () => {
  it('writes over a file only with --force, and puts photographs in a folder beside the file', async () => {
    await loadFive();
    const original = await readFile(path.join(folder, 'operators.csv'), 'utf8');
    await expect(operators('export', 'operators.csv')).rejects.toThrow(
      'operators.csv is there already; nothing written: name another file, or add --force to write over it',
    );
    expect(await readFile(path.join(folder, 'operators.csv'), 'utf8')).toBe(original);
    expect(await operators('export', 'backup.csv')).toBe(
      `${where()}\n5 operators → backup.csv, photographs in backup-photos; \`npm run operators -- import backup.csv\` changes nothing.`,
    );
    expect((await readdir(path.join(folder, 'backup-photos'))).sort()).toEqual([
      'ZZ100001.jpg',
      'ZZ100002.jpg',
      'ZZ100003.jpg',
      'ZZ100004.jpg',
      'ZZ100005.jpg',
    ]);
    await expect(operators('export', 'backup.csv', '--dry-run')).rejects.toThrow(
      'backup.csv and the folder backup-photos are there already; nothing written: name another file, or add --force to write over them',
    );
    expect(await operators('export', 'backup.csv', '--force')).toContain(
      '5 operators → backup.csv, photographs in backup-photos;',
    );
    expect(await operators('import', 'backup.csv', '--photos', 'backup-photos')).toBe(
      `backup.csv → ${where()}\n  unchanged: 5`,
    );
  });

  it('writes each register as a file that imports back unchanged, photographs and all', async () => {
    await loadFive();
    await run(
      'instructors',
      'import',
      await file(
        'instructors.csv',
        'registration_number,given_names,surname,valid_until,status,categories,providers,listed',
        'ZZ900001,Priya,Example,2030-01-31,current,CB RT,ZZ0001 ZZ0002,yes',
        'ZZ900002,Sam,Sample,2029-01-31,suspended,RT,ZZ0002,no',
      ),
    );
    const out = path.join(folder, 'export');
    await mkdir(out, { recursive: true });
    expect(
      await operators(
        'export',
        path.join(out, 'operators.csv'),
        '--photos',
        path.join(out, 'photos'),
      ),
    ).toBe(
      `${where()}\n5 operators → export/operators.csv, photographs in export/photos; \`npm run operators -- import export/operators.csv --photos export/photos\` changes nothing.`,
    );
    expect(await run('providers', 'export', path.join(out, 'providers.csv'), '--dry-run')).toBe(
      `${where()}\n2 providers would be written to export/providers.csv (dry run: nothing written).`,
    );
    await expect(readFile(path.join(out, 'providers.csv'))).rejects.toThrow('ENOENT');
    await run('providers', 'export', path.join(out, 'providers.csv'));
    await run('instructors', 'export', path.join(out, 'instructors.csv'));
    expect(await readFile(path.join(out, 'providers.csv'), 'utf8')).toContain(
      'ZZ0001,Example Training,accredited,2030-01-31,CB RT,"Unit 1, Canal Road, Leeds, LS1 4AB",LS,0113 496 0000,info@example.com,https://example.com/\r\n',
    );
    const before = [
      await updateTimes(),
      await updateTimes('providers'),
      await updateTimes('instructors'),
    ];
    expect(
      await operators(
        'import',
        path.join(out, 'operators.csv'),
        '--photos',
        path.join(out, 'photos'),
      ),
    ).toBe(
      `operators.csv → project ${project} on the Firestore emulator at ${host}\n  unchanged: 5`,
    );
    expect(await run('providers', 'import', path.join(out, 'providers.csv'))).toMatch(
      /unchanged: 2$/,
    );
    expect(await run('instructors', 'import', path.join(out, 'instructors.csv'))).toMatch(
      /unchanged: 2$/,
    );
    expect([
      await updateTimes(),
      await updateTimes('providers'),
      await updateTimes('instructors'),
    ]).toEqual(before);
  });
});

describe('suspension by provider', () => {
  it('suspends every operator one provider trained, with one reason, and undoes exactly that', async () => {
    await loadFive();
    // ZZ100005 suspended on its own, before: the provider's suspension and its undo leave it so.
    await operators('suspend', 'ZZ100005', '--reason', 'card reported stolen');
    const suspended = await operators(
      'suspend',
      '--provider',
      'zz0002',
      '--reason',
      'provider under investigation',
      '--yes',
    );
    expect(suspended).toContain(
      '  suspend (1): ZZ100004\n  already suspended, left as they are: ZZ100003, ZZ100005\n',
    );
    expect(await operators('list', '--status', 'suspended', '--provider', 'ZZ0002')).toContain(
      '3 operators',
    );
    expect(await operators('list', '--status', 'suspended')).toContain(
      'suspended since ' + today + ' (provider under investigation)',
    );
    const undone = await operators(
      'reinstate',
      '--provider',
      'ZZ0002',
      '--reason',
      'investigation closed',
      '--yes',
    );
    expect(undone).toContain('  reinstate (1): ZZ100004\n');
    expect((await shown('ZZ100003'))?.suspended).toBe(true);
    expect((await shown('ZZ100004'))?.suspended).toBe(false);
    expect((await shown('ZZ100005'))?.suspended).toBe(true);
    expect(await operators('history', 'ZZ100004')).toContain(
      'reinstated  by Ada at the scheme: investigation closed  (status suspended → current)',
    );
    await expect(operators('suspend', '--provider', 'ZZ0009', '--reason', 'x')).rejects.toThrow(
      "ZZ0009 is not on the providers' register; nothing written",
    );
    await expect(
      operators('suspend', 'ZZ100001', '--provider', 'ZZ0002', '--reason', 'x'),
    ).rejects.toMatchObject({
      exitCode: 2,
    });
  });
});

describe('photographs', () => {
  it('refuses one too small, a damaged file and a missing one in one pass, naming a name that differs in case', async () => {
    await loadProviders();
    const bad = await file(
      'photos.csv',
      operatorHeader,
      operatorRow('ZZ100001', { photo: 'tiny.png' }),
      operatorRow('ZZ100002', { photo: 'corrupt.png' }),
      operatorRow('ZZ100003', { photo: 'upper.png' }),
      operatorRow('ZZ100004', { photo: 'nowhere.png' }),
    );
    const refusal = operators('import', bad);
    await expect(refusal).rejects.toThrow(
      [
        '4 problems, nothing written:',
        '  photos.csv line 2, photo: tiny.png is 50 × 50 px, smaller than the 300 × 375 px the check shows; use a photograph at least that size',
        '  photos.csv line 3, photo: corrupt.png is not a photograph: the file is damaged or not an image',
        `  photos.csv line 4, photo: upper.png is not in ${folder}, but Upper.PNG is: write the name as it is spelt there`,
        `  photos.csv line 5, photo: nowhere.png is not in ${folder}`,
      ].join('\n'),
    );
    expect(await updateTimes()).toEqual({});
  });

  it('shows every warning in the plan and asks before writing: a crop, a category the provider lacks', async () => {
    await loadProviders();
    const wide = await file(
      'wide.csv',
      operatorHeader,
      operatorRow('ZZ100001', { photo: 'landscape.png' }),
      operatorRow('ZZ100002', { categories: 'CB TH MC' }),
    );
    const warnings = [
      '  warnings:',
      "    wide.csv line 2, photo: landscape.png is 800 × 600 px: 40 % of its width is cut to fit the card's portrait shape (300 × 375)",
      "    wide.csv line 3: ZZ100002 holds TH MC, which its provider ZZ0001 is not accredited for; check the file, or the provider's accreditation",
    ].join('\n');
    answer = false;
    await expect(operators('import', wide)).rejects.toThrow(
      'Nothing was written: you did not confirm (import despite 2 warnings)',
    );
    expect(shownPlans[0]).toContain(warnings);
    expect(await shown('ZZ100001')).toBeUndefined();
    answer = true;
    expect(await operators('import', wide)).toContain(`${warnings}\n2 added`);
  });

  it('warns of an instructor holding a category none of their providers offers, by line', async () => {
    await run(
      'providers',
      'import',
      await providersFile(
        providerRow('ZZ0001', 'Example Training'),
        providerRow('ZZ0002', 'Sample Plant').replace(',CB RT,', ',EX DU,'),
      ),
    );
    const instructors = await file(
      'instructors.csv',
      'registration_number,given_names,surname,valid_until,status,categories,providers,listed',
      // What either provider offers: no warning.
      'ZZ900001,Priya,Example,2030-01-31,current,CB EX,ZZ0001 ZZ0002,yes',
      'ZZ900002,Sam,Sample,2029-01-31,current,CB MC,ZZ0001,no',
    );
    answer = true;
    const said = await run('instructors', 'import', instructors);
    expect(said).toContain(
      "  warnings:\n    instructors.csv line 3: ZZ900002 holds MC, which its provider ZZ0001 is not accredited for; check the file, or the provider's accreditation\n",
    );
    expect(said).not.toContain('ZZ900001 holds');
  });

  it('says in one line that the photos folder is not there, and how to name it', async () => {
    await loadProviders();
    const csv = await file('nophotos.csv', operatorHeader, ...five());
    await expect(operators('import', csv, '--photos', 'pictures')).rejects.toThrow(
      `1 problem, nothing written:\n  nophotos.csv: the photos folder ${path.join(folder, 'pictures')} does not exist; name the folder that holds the photographs with --photos FOLDER (without it, the CSV's own folder)`,
    );
  });

  it('does not look at a photograph already stored for the record again', async () => {
    const csv = await file(
      'known.csv',
      operatorHeader,
      operatorRow('ZZ100001', { photo: 'corrupt.png' }),
    );
    const corrupt = await readFile(path.join(folder, 'corrupt.png'));
    const known = new Map([['ZZ100001', new Set([photoSource(corrupt)])]]);
    expect((await loadRecordsFile(csv, { allowDemonstration: true })).problems).toHaveLength(1);
    expect((await loadRecordsFile(csv, { allowDemonstration: true, known })).problems).toEqual([]);
  });
});

describe('the commands', () => {
  it('give their usage for --help, exit 0, for each register, and name a command they do not know', async () => {
    for (const name of ['operators', 'providers', 'instructors'] as const) {
      expect(await registerCommand(name, ['--help'])).toBe(usageOf(name));
      expect(await registerCommand(name, ['suspend', '--help'])).toBe(usageOf(name));
    }
    expect(usageOf('providers')).not.toContain('--provider NUMBER');
    await expect(registerCommand('operators', ['frobnicate'])).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('"frobnicate" is not a command'),
    });
    await expect(registerCommand('operators', [])).rejects.toMatchObject({ exitCode: 2 });
  });

  it('show a long import’s progress on a terminal, and stay quiet when the output is not one', async () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const wasTTY = process.stderr.isTTY;
    try {
      process.stderr.isTTY = false;
      expect(terminalProgress()).toBeUndefined();
      await loadFive();
      expect(write).not.toHaveBeenCalled();
      process.stderr.isTTY = true;
      const progress = terminalProgress()!;
      progress('photos read', 2000, 2000);
      expect(write).toHaveBeenCalledWith('\r  photos read: 2,000 of 2,000\n');
    } finally {
      process.stderr.isTTY = wasTTY;
      write.mockRestore();
    }
  });

  it('read the files they name from the folder they were typed in, not the project’s (npm’s INIT_CWD)', async () => {
    await loadProviders();
    await file('here.csv', operatorHeader, operatorRow('ZZ100001'));
    const typedIn = { ...env, INIT_CWD: folder };
    expect(
      await registerCommand('operators', ['import', 'here.csv', '--project', project], {
        env: typedIn,
      }),
    ).toContain('1 added');
    await registerCommand('operators', ['export', 'back.csv', '--project', project], {
      env: typedIn,
    });
    expect(await readFile(path.join(folder, 'back.csv'), 'utf8')).toContain('ZZ100001,Al,Person');
  });

  it('say what is wrong in one line, for options, files, folders and an emulator that is not there', async () => {
    await loadFive();
    const mistake = (args: string[], text: string) =>
      expect(operators(...args)).rejects.toMatchObject({
        exitCode: 2,
        message: expect.stringContaining(text),
      });
    await mistake(
      ['suspend', 'ZZ100001', '--reasn', 'x'],
      "Unknown option '--reasn'. Did you mean --reason?\n",
    );
    await mistake(['list', '--within', '30'], '--within DAYS goes with --status expiring');
    await expect(run('providers', 'list', '--status', 'current')).rejects.toThrow(
      '--status "current" is not one of: accredited, expiring, expired, suspended, withdrawn',
    );
    expect(await run('providers', 'list', '--status', 'accredited')).toContain(
      'ZZ0001  Example Training  accredited  until 2030-01-31  CB RT\n',
    );
    await expect(run('providers', 'import', 'providers.csv', '--photos', 'x')).rejects.toThrow(
      "--photos is for the operators: the providers' register has no photographs",
    );
    await expect(
      run('instructors', 'suspend', '--provider', 'ZZ0001', '--reason', 'x'),
    ).rejects.toThrow(
      'suspend --provider is for the operators a provider trained; name the instructors by number',
    );
    await expect(operators('list', '--provider', 'ZZ0099')).rejects.toThrow(
      "ZZ0099 is not on the providers' register",
    );
    await expect(operators('import', 'nowhere.csv')).rejects.toThrow(
      `${path.join(folder, 'nowhere.csv')}: does not exist`,
    );
    await expect(operators('export', 'no/such/folder/out.csv')).rejects.toThrow(
      `cannot write no/such/folder/out.csv: the folder ${path.join(folder, 'no/such/folder')} does not exist`,
    );
    // A photograph, not a CSV: one line, no bytes of it.
    await expect(operators('import', 'portrait.png')).rejects.toThrow(
      /^project .*\n1 problem, nothing written:\n {2}portrait\.png line \d+: [^\n]{1,260}; is this the register's CSV file\?$/,
    );
    const started = Date.now();
    await expect(
      registerCommand('operators', ['list'], { env: { FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' } }),
    ).rejects.toThrow(
      'no Firestore emulator answers at 127.0.0.1:1 (FIRESTORE_EMULATOR_HOST): start one with `npm run firestore`',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('read a file whose rows end in CRLF and LF alike, each row on its own line', async () => {
    await loadProviders();
    const mixed = path.join(folder, 'mixed.csv');
    await writeFile(
      mixed,
      `${operatorHeader}\r\n${operatorRow('ZZ100001')}\r\n${operatorRow('ZZ100002')}\n${operatorRow('ZZ100003', { until: '2031-02-30' })}\n`,
    );
    await expect(operators('import', mixed)).rejects.toThrow(
      '1 problem, nothing written:\n  mixed.csv line 4, valid_until',
    );
  });

  it('refuse to remove a provider that operators or instructors still name', async () => {
    await loadFive();
    await expect(run('providers', 'remove', 'ZZ0002', '--reason', 'closed')).rejects.toThrow(
      'providers still named cannot be removed; nothing written:\n  ZZ0002 is named by 3 operators: ZZ100003, ZZ100004, ZZ100005\nChange or remove those records first, or suspend or withdraw the provider instead.',
    );
    await expect(
      run(
        'providers',
        'import',
        await providersFile(providerRow('ZZ0001', 'Example Training')),
        '--remove-missing',
        '--reason',
        'closed',
        '--yes',
      ),
    ).rejects.toThrow('ZZ0002 is named by 3 operators');
    await operators(
      'remove',
      'ZZ100003',
      'ZZ100004',
      'ZZ100005',
      '--reason',
      'moved',
      '--yes',
      '--expect',
      '3',
    );
    expect(await run('providers', 'remove', 'ZZ0002', '--reason', 'closed')).toContain('1 removed');
  });

  it('list every problem of a file in its lines’ order, and the crops with them', async () => {
    await loadProviders();
    const csv = await file(
      'order.csv',
      operatorHeader,
      operatorRow('ZZ100001', { photo: 'landscape.png' }),
      operatorRow('ZZ100002', { photo: 'tiny.png' }),
      operatorRow('ZZ100003', { until: 'soon' }),
    );
    await expect(operators('import', csv)).rejects.toThrow(
      [
        '2 problems, nothing written:',
        '  order.csv line 3, photo: tiny.png is 50 × 50 px, smaller than the 300 × 375 px the check shows; use a photograph at least that size',
        '  order.csv line 4, valid_until: "soon" is not a date written as YYYY-MM-DD, as 2028-03-31',
        'Also, when it imports:',
        "  order.csv line 2, photo: landscape.png is 800 × 600 px: 40 % of its width is cut to fit the card's portrait shape (300 × 375)",
      ].join('\n'),
    );
  });

  it('take who from the credentials on a real project, never from --by', async () => {
    const real = { projectId: 'motas-live' };
    await expect(whoIsAsking(real, 'Someone Else')).rejects.toThrow(
      '--by is for the emulator only',
    );
    expect(await whoIsAsking(real, undefined, { account: async () => 'ada@motas.example' })).toBe(
      'ada@motas.example',
    );
    await expect(whoIsAsking(real, undefined, { account: async () => undefined })).rejects.toThrow(
      'cannot tell who you are from your Google credentials',
    );
    expect(await whoIsAsking({ emulatorHost: host }, 'Ada')).toBe('Ada');
  });
});

describe('audit views', () => {
  it('show the trail by day, person and action, on screen and as CSV, the removed records, and records by name', async () => {
    await loadFive();
    await operators('suspend', 'ZZ100001', '--reason', 'card reported stolen');
    await operators('remove', 'ZZ100005', '--reason', 'left the industry');
    const suspended = await operators('trail', '--action', 'suspended');
    expect(suspended).toMatch(
      /^project .* on the Firestore emulator at .*\n\d{4}-\d\d-\d\d \d\d:\d\d UK time {2}run \d+ {2}ZZ100001 Al Person {2}suspended {2}by Ada at the scheme: card reported stolen {2}\(status current → suspended\)\n1 change to the operators' register \(action suspended\)\.$/,
    );
    expect(await operators('trail', '--from', '2000-01-01', '--to', '2000-01-02')).toBe(
      `${where()}\n0 changes to the operators' register (from 2000-01-01, to 2000-01-02).`,
    );
    expect(await operators('trail', '--from', today, '--person', 'ada', '--csv', 'trail.csv')).toBe(
      `${where()}\n7 changes to the operators' register (from ${today}, by ada) → trail.csv`,
    );
    const csv = (await readFile(path.join(folder, 'trail.csv'), 'utf8')).split('\r\n');
    expect(csv[0]).toBe('\ufeffdate,time,register,run,number,name,action,by,reason,changes');
    expect(
      csv.filter((line) =>
        /,ZZ100005,Al Person,removed,Ada at the scheme,left the industry,$/.test(line),
      ),
    ).toHaveLength(1);
    await expect(operators('trail', '--from', '26/11/2026')).rejects.toMatchObject({ exitCode: 2 });
    expect(await operators('removed')).toBe(
      `${where()}\nZZ100005  Al Person  removed ${today} by Ada at the scheme: left the industry\n1 removed operator.`,
    );
    expect(await operators('search', 'al', 'PERSON')).toBe(
      [
        where(),
        ...['ZZ100001', 'ZZ100002', 'ZZ100003', 'ZZ100004'].map((number) => `${number}  Al Person`),
        '4 operators named like "al PERSON".',
      ].join('\n'),
    );
    expect(await operators('search', 'Pérson')).toContain('4 operators named like "Pérson".');
  });
});

describe('undo', () => {
  it('undoes a run as one confirmed change, the trail keeping both, and leaves what changed since unless named', async () => {
    await loadFive();
    const changed = await file(
      'changed.csv',
      operatorHeader,
      operatorRow('ZZ100001', { until: '2031-01-31' }),
      operatorRow('ZZ100002', { until: inDays(10), categories: 'CB RT', status: 'suspended' }),
      ...five().slice(2),
      operatorRow('ZZ100006'),
    );
    await operators('import', changed, '--yes');
    const run = /run (\d+) {2}ZZ100006/.exec(await operators('trail', '--action', 'added'))?.[1];
    expect(run).toBeDefined();
    await operators('suspend', 'ZZ100001', '--reason', 'card reported stolen');
    const plan = await operators('undo', run!, '--reason', 'wrong file', '--dry-run');
    expect(plan).toContain(`  undo of run ${run} (import of changed.csv by Ada at the scheme, `);
    expect(plan).toContain('    ZZ100002: status suspended → current');
    expect(plan).toContain('    ZZ100006: removed (the run added it)');
    expect(plan).toContain(
      '  changed again since, left as they are (name them with --also to undo them too): ZZ100001',
    );
    expect(await operators('undo', run!, '--reason', 'wrong file')).toContain(
      `run ${run} undone for 2 on ${today}; kept in the trail as Ada at the scheme: wrong file`,
    );
    expect(asked).toEqual([`This will undo run ${run} for 2 operators.`]);
    expect((await shown('ZZ100002'))?.suspended).toBe(false);
    expect(await shown('ZZ100006')).toBeUndefined();
    expect((await shown('ZZ100001'))?.validUntil).toBe('2031-01-31');
    expect(await operators('history', 'ZZ100002')).toMatch(
      new RegExp(
        `suspended {2}by Ada at the scheme: import of changed.csv.*\\n.*reinstated {2}by Ada at the scheme: undo of run ${run}: wrong file`,
      ),
    );
    // Named, a record changed since goes back to before the run too.
    await operators('undo', run!, '--reason', 'and that one', '--also', 'ZZ100001');
    expect((await shown('ZZ100001'))?.validUntil).toBe('2030-01-31');
    expect((await shown('ZZ100001'))?.suspended).toBe(true);
  });
});

describe('employer accounts', () => {
  const employers = (...args: string[]) => run('employers', ...args);
  const accounts = () =>
    file(
      'employers.csv',
      'account_number,name,contact,daily_quota,status',
      'ZZ0101,Example Construction Ltd,site.office@example.com,2000,active',
      'ZZ0102,Sample Civils,gate@example.com,500,active',
    );

  it('are a register like the others, whose keys are shown once, stored as a hash, at most two live, revoked with a reason', async () => {
    expect(await employers('import', await accounts())).toContain('  added (2): ZZ0101, ZZ0102');
    const made = await employers('keys', 'create', 'ZZ0101', '--reason', 'gate system');
    const key = /shown this once \(it is stored only as a hash\): (motas_\S+)/.exec(made)?.[1];
    expect(key).toMatch(/^motas_[a-z0-9]{8}_[A-Za-z0-9]{32}$/);
    const stored = JSON.stringify((await db.collection('employers').doc('ZZ0101').get()).data());
    expect(stored).not.toContain(key!.slice(-32));
    const id = key!.split('_')[1]!;
    expect(stored).toContain(id);
    await employers('keys', 'create', 'ZZ0101', '--reason', 'rotation');
    await expect(employers('keys', 'create', 'ZZ0101', '--reason', 'third')).rejects.toThrow(
      'ZZ0101 has 2 live keys already; revoke one first (keys revoke ZZ0101 KEY_ID)',
    );
    await expect(employers('keys', 'revoke', 'ZZ0101', id)).rejects.toMatchObject({ exitCode: 2 });
    expect(await employers('keys', 'revoke', 'ZZ0101', id, '--reason', 'rotated')).toContain(
      `  ZZ0101: key ${id} revoked\n  refused by the API within a minute.`,
    );
    expect(await employers('keys', 'list', 'ZZ0101')).toMatch(
      new RegExp(
        `^project .*\\n${id} {2}made .* by Ada at the scheme; revoked .* by Ada at the scheme\\n\\w{8} {2}made .*; live\\n1 live key of ZZ0101\\.$`,
      ),
    );
    expect(await employers('history', 'ZZ0101')).toMatch(
      new RegExp(`changed {2}by Ada at the scheme: key ${id} made: gate system`),
    );
    // A file holds no keys, and an import keeps them: the export imports back unchanged.
    await employers('export', 'accounts.csv');
    expect(await readFile(path.join(folder, 'accounts.csv'), 'utf8')).toBe(
      'account_number,name,contact,daily_quota,status\r\nZZ0101,Example Construction Ltd,site.office@example.com,2000,active\r\nZZ0102,Sample Civils,gate@example.com,500,active\r\n',
    );
    expect(await employers('import', 'accounts.csv')).toContain('  unchanged: 2');
    expect(await employers('keys', 'list', 'ZZ0101')).toContain('1 live key of ZZ0101.');
    expect(await employers('list', '--status', 'active')).toBe(
      `${where()}\nZZ0101  Example Construction Ltd  active\nZZ0102  Sample Civils  active\n2 employers (status active).`,
    );
    await employers('suspend', 'ZZ0102', '--reason', 'unpaid');
    await expect(employers('keys', 'create', 'ZZ0102', '--reason', 'x')).rejects.toThrow(
      'ZZ0102 is suspended: its keys would be refused; reinstate it first',
    );
  });
});

describe('an employer’s webhook', () => {
  it('may be on loopback in a demo- project only, its secret from the emulator’s signing key', async () => {
    await run(
      'employers',
      'import',
      await file(
        'employers.csv',
        'account_number,name,contact,daily_quota,status',
        'ZZ0101,Example Construction Ltd,site.office@example.com,2000,active',
      ),
    );
    const hook = 'http://127.0.0.1:8080/hook';
    const said = await run('employers', 'webhook', 'ZZ0101', hook, '--reason', 'gate system');
    expect(said).toContain(`  ZZ0101: webhook set to ${hook}`);
    expect(said).toMatch(/ {2}its signing secret, shown this once: whsec_[A-Za-z0-9+/]{43}=\n/);
    // The same emulator, a project that is not a demonstration's: a loopback address is no
    // webhook there.
    await expect(
      registerCommand(
        'employers',
        ['webhook', 'ZZ0101', hook, '--reason', 'x', '--project', 'scheme-live', '--by', 'Ada'],
        { env },
      ),
    ).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('cannot be a webhook'),
    });
  });
});

describe('a run that stops', () => {
  it('killed mid-write, is named by the next command with how far it got, its place taken only when asked, and kept as stopped', async () => {
    await loadProviders();
    const numbers = Array.from({ length: 2000 }, (_, i) => `ZZ1${String(i).padStart(5, '0')}`);
    const big = await file('big.csv', operatorHeader, ...numbers.map((n) => operatorRow(n)));
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'scripts/registers/admin.mjs'),
        'operators',
        'import',
        big,
        '--project',
        project,
        '--by',
        'Bea at the scheme',
        '--yes',
      ],
      {
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: host },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let said = '';
    child.stderr.on('data', (data) => (said += data));
    const ended = new Promise((resolve) => child.once('exit', resolve));
    const pointer = db.collection(registersCollection).doc('operators');
    // Killed once it has written photographs: the lock says how far it got.
    await vi.waitFor(
      async () => {
        expect(said).toBe('');
        const progress = (await pointer.get()).get('lock.progress');
        expect(progress).toMatch(/^(making photographs|writing records): [1-9]/);
      },
      { timeout: 60_000, interval: 100 },
    );
    child.kill('SIGKILL');
    await ended;

    const small = await file('small.csv', operatorHeader, operatorRow('ZZ100001'));
    const next = () =>
      registerCommand(
        'operators',
        ['import', small, '--project', project, '--by', 'Ada at the scheme', '--yes'],
        { env },
      );
    const time = '\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC';
    const stoppedLock = `"import of big\\.csv" by Bea at the scheme, begun ${time} \\(process ${child.pid} on this machine\\), last heard of ${time}, at "(making photographs|writing records): [\\d,]+ of 2,000"`;
    await expect(next()).rejects.toThrow(
      new RegExp(
        `^project .*\\nthe operators' register's lock is held by a run that stopped without finishing \\(its process \\(${child.pid} on this machine\\) has ended\\): ${stoppedLock}; nothing it wrote shows\\. Nothing was written: take its place with --take-over$`,
      ),
    );
    expect((await operators('runs')).split('\n')).toEqual([
      where(),
      expect.stringMatching(
        new RegExp(
          ` {2}stopped {2}by Bea at the scheme: import of big\\.csv \\(got as far as (making photographs|writing records): [\\d,]+ of 2,000; stopped without finishing \\(its process \\(${child.pid} on this machine\\) has ended\\); its lock is still held: the next run takes its place with --take-over\\)$`,
        ),
      ),
    ]);

    // A dry run writes nothing, so takes no one's place, even told to.
    expect(
      await registerCommand(
        'operators',
        ['import', small, '--project', project, '--by', 'Ada', '--yes', '--dry-run', '--take-over'],
        { env },
      ),
    ).not.toContain('Took the place');

    // Asked on a terminal instead, the question names the run it would take the place of, and
    // a no leaves it as it was.
    const asked: string[][] = [];
    await expect(
      registerCommand(
        'operators',
        ['import', small, '--project', project, '--by', 'Ada at the scheme', '--yes'],
        { env, confirm: async (question, plan) => (asked.push([question, plan]), false) },
      ),
    ).rejects.toThrow(/Nothing was written: take its place with --take-over$/);
    expect(asked).toEqual([
      [
        expect.stringMatching(
          new RegExp(
            `^the operators' register's lock is held by a run that stopped without finishing \\(its process \\(${child.pid} on this machine\\) has ended\\): ${stoppedLock}; nothing it wrote shows\\.\nTake its place\\?$`,
          ),
        ),
        '',
      ],
    ]);

    const output = await registerCommand(
      'operators',
      ['import', small, '--project', project, '--by', 'Ada at the scheme', '--yes', '--take-over'],
      { env },
    );
    expect(output.split('\n').at(-1)).toMatch(
      new RegExp(
        `^Took the place of the run that stopped \\(${stoppedLock}\\); it is kept in \`runs\` as stopped\\.$`,
      ),
    );
    expect(output).toContain('1 added, 0 changed, 0 unchanged');
    expect(await shown('ZZ100002')).toBeUndefined();
    expect((await operators('runs')).split('\n')).toEqual([
      where(),
      expect.stringMatching(/ {2}done {2}by Ada at the scheme: import of small\.csv$/),
      expect.stringMatching(
        new RegExp(
          ` {2}stopped {2}by Bea at the scheme: import of big\\.csv \\(got as far as (making photographs|writing records): [\\d,]+ of 2,000; stopped without finishing \\(its process \\(${child.pid} on this machine\\) has ended\\); its lock taken over by Ada at the scheme\\)$`,
        ),
      ),
    ]);
  }, 120_000);

  it('whose place another took while the question was asked is not claimed as taken', async () => {
    await loadProviders();
    // A lock not heard of for an hour: its holder is gone.
    const pointer = db.collection(registersCollection).doc('operators');
    const anHourAgo = Timestamp.fromMillis(Date.now() - 3_600_000);
    await pointer.set({
      current: 0,
      claimed: 1,
      abandoned: [],
      lock: {
        owner: 'elsewhere',
        generation: 1,
        startedAt: anHourAgo,
        heartbeatAt: anHourAgo,
        by: 'Bea at the scheme',
        reason: 'import of big.csv',
      },
    });
    const questions: string[] = [];
    const output = await registerCommand(
      'operators',
      [
        'import',
        await file('small.csv', operatorHeader, operatorRow('ZZ100001')),
        '--project',
        project,
        '--by',
        'Ada at the scheme',
        '--yes',
      ],
      {
        env,
        // Someone else takes its place (and finishes) while Ada is asked.
        confirm: async (question) => {
          questions.push(question);
          await pointer.update({ lock: FieldValue.delete() });
          return true;
        },
      },
    );
    expect(questions).toEqual([
      expect.stringMatching(
        /\(it has not been heard of for 36\d\d s\): "import of big\.csv" by Bea at the scheme, .*\nTake its place\?$/,
      ),
    ]);
    expect(output.split('\n').slice(-1)).toEqual([
      '1 added, 0 changed, 0 unchanged, 0 removed; kept in the trail as Ada at the scheme.',
    ]);
  });

  it('that fails is kept as failed, with why and how far it got', async () => {
    await loadProviders();
    const whole = await sharp({
      create: { width: 600, height: 750, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(folder, 'cut.jpg'), whole.subarray(0, whole.length / 2));
    const cut = await file(
      'cut.csv',
      operatorHeader,
      operatorRow('ZZ100001', { photo: 'cut.jpg' }),
    );
    await expect(operators('import', cut)).rejects.toThrow('cut.jpg is damaged');
    const [first, last] = (await operators('runs')).split('\n').slice(0, 2);
    expect(first).toBe(where());
    expect(last).toMatch(
      /^run \d+ {2}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}failed {2}by Ada at the scheme: import of cut\.csv \(got as far as making photographs: 1 of 1; 1 problem, nothing changed: cut\.csv line 2, photo: cut\.jpg is damaged: it could not be read as a photograph\)$/,
    );
  });
});
