// No change of standing unasked (issue 53): a single reinstate, remove or restore names why the
// record stands as it does now and asks, even for one; a file reinstates a record suspended for
// cause only when that number is named; a last day moved back is a question `--yes` does not
// answer; a removal of more than 5 % of a register needs its count typed; without a terminal, a
// refusal names each record and why it stands as it does, and every refusal names the project.
// Also: an import of an export finds its photographs beside it, and the import's plan as data,
// shared by the command line and the console. Against the emulator, each test on a project of
// its own.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { pointerOf, registersCollection, versionAt } from '../../functions/register.js';
import { clearProject } from '../../functions/testing/emulator.js';
import { registers } from '../../functions/registers/registers.js';
import { standingOf } from '../../functions/registers/commands/stands.js';
import { importPlan, importPlanLines } from '../../functions/registers/commands/import-plan.js';
import { importFile } from '../../functions/registers/commands/import.js';
import { registerCommand } from './admin.mjs';

const host = inject('firestoreHost');
const env = { FIRESTORE_EMULATOR_HOST: host };
process.env.FIRESTORE_EMULATOR_HOST = host;
let tests = 0;
let project: string;
let app: ReturnType<typeof initializeApp>;
let db: Firestore;
let folder: string;
let asked: string[];
let shownPlans: string[];
let details: unknown[];
let answer: boolean;

beforeEach(async () => {
  project = `demo-ask-${process.pid}-${Date.now()}-${++tests}`;
  app = initializeApp({ projectId: project }, project);
  db = getFirestore(app);
  asked = [];
  shownPlans = [];
  details = [];
  answer = true;
});
afterEach(async () => {
  await deleteApp(app);
  await clearProject(host, project);
});

/** `npm run NAME -- ARGS` on this test's project, as Ada, on a terminal that answers `answer`. */
const run = (name: 'operators' | 'providers', ...args: string[]) =>
  registerCommand(
    name,
    [
      ...args,
      '--project',
      project,
      ...(['show', 'export'].includes(args[0]!) ? [] : ['--by', 'Ada at the scheme']),
    ],
    {
      env,
      cwd: folder,
      confirm: async (question, plan, detail) => {
        asked.push(question);
        shownPlans.push(plan);
        details.push(detail);
        return answer;
      },
    },
  );
const operators = (...args: string[]) => run('operators', ...args);
/** The same without a terminal: no one to ask. */
const unattended = (...args: string[]) =>
  registerCommand('operators', [...args, '--project', project, '--by', 'Ada at the scheme'], {
    env,
    cwd: folder,
  });
const where = () => `project ${project} on the Firestore emulator at ${host}`;

const operatorHeader =
  'registration_number,given_names,surname,valid_until,status,categories,photo,provider';
const operatorRow = (
  number: string,
  { until = '2030-01-31', status = 'current', provider = 'ZZ0001' } = {},
) => `${number},Al,Person,${until},${status},CB,portrait.png,${provider}`;
const file = async (name: string, ...rows: string[]) => {
  const where = path.join(folder, name);
  await writeFile(where, [operatorHeader, ...rows].join('\r\n') + '\r\n');
  return where;
};
const five = () => [
  operatorRow('ZZ100001'),
  operatorRow('ZZ100002'),
  operatorRow('ZZ100003', { provider: 'ZZ0002', status: 'suspended' }),
  operatorRow('ZZ100004', { provider: 'ZZ0002' }),
  operatorRow('ZZ100005', { provider: 'ZZ0002' }),
];
const loadFive = async () => {
  await writeFile(
    path.join(folder, 'providers.csv'),
    [
      'accreditation_number,name,status,accredited_until,categories,centres,site_areas,phone,email,website',
      ...['ZZ0001', 'ZZ0002'].map(
        (number) =>
          `${number},Example ${number},accredited,2030-01-31,CB RT,"Unit 1, Canal Road, Leeds, LS1 4AB",LS,0113 496 0000,info@example.com,https://example.com/`,
      ),
    ].join('\r\n') + '\r\n',
  );
  await run('providers', 'import', 'providers.csv');
  return operators('import', await file('operators.csv', ...five()), '--yes');
};
const shown = async (number: string) =>
  versionAt(
    (await db.collection('operators').doc(number).get()).data(),
    pointerOf((await db.collection(registersCollection).doc('operators').get()).data()),
  );
const stamp = /\d{4}-\d\d-\d\d \d\d:\d\d UTC/;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'registers-ask-'));
  await sharp({ create: { width: 600, height: 750, channels: 3, background: '#336699' } })
    .png()
    .toFile(path.join(folder, 'portrait.png'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('a single reinstate, remove or restore', () => {
  it('names why the record stands as it does now and asks, even for one: a no writes nothing', async () => {
    await loadFive();
    await operators('suspend', 'ZZ100001', '--reason', 'card reported stolen');
    answer = false;
    await expect(operators('reinstate', 'ZZ100001', '--reason', 'typo')).rejects.toThrow(
      'Nothing was written: you did not confirm (reinstate 1 operator)',
    );
    await expect(operators('remove', 'ZZ100005', '--reason', 'left')).rejects.toThrow(
      'you did not confirm (remove 1 operator)',
    );
    expect(asked).toEqual(['This will reinstate 1 operator.', 'This will remove 1 operator.']);
    expect(shownPlans[0]).toMatch(
      /\n {4}ZZ100001 now: suspended on .* by Ada at the scheme: card reported stolen$/,
    );
    expect(shownPlans[1]).toMatch(/\n {4}ZZ100005 now: added on .* import of operators\.csv$/);
    // The console is given the same as data.
    expect(details[0]).toMatchObject({
      what: 'reinstate 1 operator',
      standings: [
        {
          number: 'ZZ100001',
          status: 'suspended',
          action: 'suspended',
          by: 'Ada at the scheme',
          reason: 'card reported stolen',
          forCause: true,
        },
      ],
    });
    expect((await shown('ZZ100001'))?.suspended).toBe(true);
    expect(await shown('ZZ100005')).toBeDefined();
    answer = true;
    await operators('remove', 'ZZ100005', '--reason', 'left');
    answer = false;
    await expect(operators('restore', 'ZZ100005', '--reason', 'came back')).rejects.toThrow(
      'you did not confirm (restore ZZ100005)',
    );
    expect(await shown('ZZ100005')).toBeUndefined();
  });

  it('without a terminal, is refused naming the project, each record and why it stands as it does; --yes goes ahead', async () => {
    await loadFive();
    await operators('suspend', 'ZZ100001', '--reason', 'card reported stolen');
    const refusal = unattended('reinstate', 'ZZ100001', '--reason', 'typo');
    await expect(refusal).rejects.toThrow(
      `${where()}\nThis will reinstate 1 operator. Nothing was written: there is no terminal to ask on.`,
    );
    await expect(refusal).rejects.toThrow(
      /\n {4}ZZ100001 now: suspended on .* by Ada at the scheme: card reported stolen\nTo go ahead without being asked, add --yes\.$/,
    );
    expect((await shown('ZZ100001'))?.suspended).toBe(true);
    expect(await unattended('reinstate', 'ZZ100001', '--reason', 'card found', '--yes')).toContain(
      '1 reinstated',
    );
  });

  it('gives a record’s standing to the console: who, when and why, for cause or by a file', async () => {
    await loadFive();
    await operators('suspend', 'ZZ100001', '--reason', 'card reported stolen');
    await operators('remove', 'ZZ100005', '--reason', 'left the scheme');
    const stolen = await standingOf(db, registers.operators, 'ZZ100001');
    expect(stolen).toMatchObject({
      number: 'ZZ100001',
      status: 'suspended',
      action: 'suspended',
      by: 'Ada at the scheme',
      reason: 'card reported stolen',
      byFile: false,
      forCause: true,
    });
    expect(stolen.at).toBeInstanceOf(Date);
    expect(stolen.text).toMatch(
      new RegExp(`^suspended on ${stamp.source} by Ada at the scheme: card reported stolen$`),
    );
    expect(await standingOf(db, registers.operators, 'ZZ100003')).toMatchObject({
      status: 'suspended',
      action: 'added',
      byFile: true,
      forCause: false,
    });
    expect(await standingOf(db, registers.operators, 'ZZ100005')).toMatchObject({
      status: 'removed',
      action: 'removed',
      reason: 'left the scheme',
    });
    expect(await standingOf(db, registers.operators, 'ZZ199999')).toMatchObject({
      status: 'unknown',
      text: 'no change kept in the trail',
    });
  });
});

describe('a file', () => {
  it('never reinstates a record suspended for cause unless that number is named: --yes alone never does', async () => {
    await loadFive();
    await operators('suspend', 'ZZ100001', '--reason', 'card reported stolen');
    const stale = path.join(folder, 'operators.csv');
    await expect(operators('import', stale, '--reason', 'monthly reload', '--yes')).rejects.toThrow(
      new RegExp(
        `^${where()}\\n1 operator suspended for cause would count again by this file; nothing written:\\n {2}ZZ100001: suspended on ${stamp.source} by Ada at the scheme: card reported stolen\\nA file reinstates a record suspended for cause only when it is named: import again with --reinstate ZZ100001, or write it as suspended in the file\\.$`,
      ),
    );
    expect((await shown('ZZ100001'))?.suspended).toBe(true);
    await expect(
      operators('import', stale, '--reason', 'x', '--reinstate', 'ZZ100002', '--yes'),
    ).rejects.toThrow(
      '--reinstate names ZZ100002, which the file does not reinstate from a suspension for cause; nothing written',
    );
    expect(
      await operators(
        'import',
        stale,
        '--reason',
        'card found',
        '--reinstate',
        'ZZ100001',
        '--yes',
      ),
    ).toContain('0 added, 1 changed');
    expect((await shown('ZZ100001'))?.suspended).toBe(false);
  });

  it('asks about a last day moved back, whatever --yes says, and without a terminal goes ahead only for the numbers named', async () => {
    await loadFive();
    const older = await file(
      'older.csv',
      operatorRow('ZZ100001', { until: '2028-03-31' }),
      ...five().slice(1),
    );
    answer = false;
    await expect(operators('import', older, '--yes')).rejects.toThrow(
      'you did not confirm (move back the last day of 1 operator)',
    );
    expect(asked).toEqual(['This will move back the last day of 1 operator.']);
    expect(shownPlans[0]).toContain(
      '  moved back, asked on a terminal or named with --earlier NUMBER (1):\n    ZZ100001: valid_until 2030-01-31 → 2028-03-31',
    );
    expect((await shown('ZZ100001'))?.validUntil).toBe('2030-01-31');
    await expect(unattended('import', older, '--yes')).rejects.toThrow(
      /There is no terminal to ask on\.[^]*ZZ100001: valid_until 2030-01-31 → 2028-03-31\nTo go ahead without a terminal, name each with --earlier NUMBER, or correct the file\.$/i,
    );
    await expect(unattended('import', older, '--earlier', 'ZZ100002', '--yes')).rejects.toThrow(
      '--earlier names ZZ100002, which the file does not move back',
    );
    expect((await shown('ZZ100001'))?.validUntil).toBe('2030-01-31');
    expect(await unattended('import', older, '--earlier', 'ZZ100001')).toContain(
      '0 added, 1 changed',
    );
    expect((await shown('ZZ100001'))?.validUntil).toBe('2028-03-31');
  });
});

describe('a removal of more than 5 % of a register', () => {
  it('needs the count typed, by remove or by --remove-missing: --yes alone never covers it', async () => {
    await loadFive();
    const two = await file('two.csv', ...five().slice(0, 2));
    await expect(
      operators('import', two, '--remove-missing', '--reason', 'tidy', '--yes'),
    ).rejects.toThrow(
      `${where()}\nThis would remove 3 of the 5 operators on the register (60 %): more than 5 % needs the count typed; nothing written. To go ahead, add --expect 3.`,
    );
    await expect(
      operators('import', two, '--remove-missing', '--reason', 'tidy', '--yes', '--expect', '2'),
    ).rejects.toThrow('This would remove 3 of the 5 operators on the register (60 %), not 2');
    await expect(
      operators('remove', 'ZZ100001', 'ZZ100002', '--reason', 'x', '--yes'),
    ).rejects.toThrow('To go ahead, add --expect 2.');
    await expect(
      operators('remove', 'ZZ100001', '--reason', 'x', '--expect', 'all'),
    ).rejects.toMatchObject({ exitCode: 2 });
    expect(await shown('ZZ100003')).toBeDefined();
    expect(
      await operators(
        'import',
        two,
        '--remove-missing',
        '--reason',
        'tidy',
        '--yes',
        '--expect',
        '3',
      ),
    ).toContain('3 removed');
    expect(await shown('ZZ100003')).toBeUndefined();
  });
});

describe('refusals', () => {
  it('name the project they were run against', async () => {
    await loadFive();
    await expect(operators('suspend', 'ZZ199999', '--reason', 'x')).rejects.toThrow(
      `${where()}\nnot on the operators' register: ZZ199999; nothing written`,
    );
    await expect(operators('restore', 'ZZ100001', '--reason', 'x')).rejects.toThrow(
      `${where()}\nZZ100001 is on the operators' register; nothing to restore`,
    );
  });
});

describe('an import of an export', () => {
  it('finds the photographs in the folder the export wrote beside the file', async () => {
    await loadFive();
    await mkdir(path.join(folder, 'exported'), { recursive: true });
    expect(await operators('export', path.join('exported', 'backup.csv'))).toContain(
      `\`npm run operators -- import ${path.join('exported', 'backup.csv')}\` changes nothing.`,
    );
    expect(await operators('import', path.join('exported', 'backup.csv'))).toBe(
      `backup.csv → ${where()}\n  unchanged: 5`,
    );
  });
});

describe('the import’s plan as data', () => {
  const layerRun = (asked: { file: string } & Record<string, unknown>) =>
    ({
      db,
      register: registers.operators,
      where: where(),
      now: () => new Date(),
      by: 'Ada at the console',
      dryRun: false,
      yes: false,
      allowDemonstration: true,
      removeMissing: false,
      reAdd: [],
      ...asked,
    }) as Parameters<typeof importFile>[0];

  it('holds what the command line prints, and a write after the register moved on is refused', async () => {
    await loadFive();
    await operators('suspend', 'ZZ100001', '--reason', 'card reported stolen');
    const bytes = await readFile(
      await file(
        'upload.csv',
        operatorRow('ZZ100001'),
        operatorRow('ZZ100002', { until: '2029-01-31' }),
        operatorRow('ZZ100003', { provider: 'ZZ0002' }),
        operatorRow('ZZ100006'),
      ),
    );
    // An upload: its bytes and its name, the photographs from a folder.
    const plan = await importPlan(
      layerRun({ file: 'upload.csv', bytes, photos: folder, removeMissing: true }),
    );
    expect(plan).toMatchObject({
      register: 'operators',
      file: 'upload.csv',
      size: 5,
      added: ['ZZ100006'],
      reAdded: [],
      earlier: [{ number: 'ZZ100002', field: 'valid_until', from: '2030-01-31', to: '2029-01-31' }],
      removing: ['ZZ100004', 'ZZ100005'],
      questions: [
        { kind: 'reinstate', numbers: ['ZZ100001'] },
        { kind: 'earlier', numbers: ['ZZ100002'] },
        { kind: 'expect', count: 2, size: 5 },
        { kind: 'confirm', what: 'reinstate 2 operators and remove 2 operators' },
      ],
    });
    expect(plan.changed).toContainEqual({
      number: 'ZZ100002',
      field: 'valid_until',
      from: '2030-01-31',
      to: '2029-01-31',
    });
    expect(
      plan.standing.map(({ number, from, to, now }) => [number, from, to, now.forCause]),
    ).toEqual([
      ['ZZ100001', 'suspended', 'current', true],
      ['ZZ100003', 'suspended', 'current', false],
    ]);
    expect(plan.standing[0]?.now.reason).toBe('card reported stolen');
    const printed = await operators(
      'import',
      'upload.csv',
      '--photos',
      '.',
      '--remove-missing',
      '--reason',
      'x',
      '--dry-run',
    );
    expect(printed.split('\n').slice(1)).toEqual(importPlanLines(plan).slice(1));
    // Answered, and written at the generation shown; a second write of the same plan is refused.
    const answered = layerRun({
      file: 'upload.csv',
      bytes,
      photos: folder,
      removeMissing: true,
      reason: 'reviewed at the console',
      reinstate: ['ZZ100001'],
      earlier: ['ZZ100002'],
      expectRemoved: 2,
      generation: plan.generation,
      confirm: async () => true,
    });
    expect(await importFile(answered)).toContain('1 added, 3 changed, 0 unchanged, 2 removed');
    await expect(importFile(answered)).rejects.toThrow(
      `the register changed since the plan was made (run ${plan.generation}; it is at run ${plan.generation + 1} now); nothing written`,
    );
  });
});
