// The register commands that read the trail and the runs, against a real Firestore (the
// emulator), as the scheme's staff run them: the trail's CSV as Excel opens it (a byte-order mark,
// UK days and times, the record's name, an undo's changes shown as `undone`), its days UK days in
// British Summer Time, the screen's latest changes only, `show` keeping the reason an undo brought
// back, the removed records from the trail's removals, `runs` numbering each run and naming a
// dead one as stopped, and each command loading only what it uses. Each test has a project of its
// own.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { registersCollection } from '../../functions/register.js';
import { runsCollection } from '../../functions/registers/store.js';
import { clearProject } from '../../functions/testing/emulator.js';
import { root } from '../project.mjs';
import { registerCommand } from './admin.mjs';

const host = inject('firestoreHost');
const env = { FIRESTORE_EMULATOR_HOST: host };
process.env.FIRESTORE_EMULATOR_HOST = host;
let tests = 0;
let project: string;
let app: ReturnType<typeof initializeApp>;
let db: Firestore;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'trail-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});
beforeEach(() => {
  project = `demo-trail-${process.pid}-${Date.now()}-${++tests}`;
  app = initializeApp({ projectId: project }, project);
  db = getFirestore(app);
});
afterEach(async () => {
  await deleteApp(app);
  await clearProject(host, project);
});

/** `npm run providers -- ARGS` on this test's project, as Ada, at `at` (now unless given). */
const providers = (args: string[], at?: string) =>
  registerCommand('providers', [...args, '--project', project, '--by', 'Ada at the scheme'], {
    env,
    cwd: folder,
    now: at ? () => new Date(at) : undefined,
    confirm: async () => true,
  });
const where = () => `project ${project} on the Firestore emulator at ${host}`;

const providerRow = (number: string, name: string, status = 'accredited') =>
  `${number},${name},${status},2030-01-31,CB RT,"Unit 1, Canal Road, Leeds, LS1 4AB",LS,0113 496 0000,info@example.com,https://example.com/`;
/** A providers' file of `rows`, written in the test's folder. */
const providersFile = async (...rows: string[]) => {
  const file = path.join(folder, 'providers.csv');
  await writeFile(
    file,
    [
      'accreditation_number,name,status,accredited_until,categories,centres,site_areas,phone,email,website',
      ...rows,
    ].join('\r\n') + '\r\n',
  );
  return file;
};
/** The number of the run a command's change was kept under, from the trail. */
const runOf = async (number: string, action: string) =>
  /run (\d+) {2}/.exec(
    (await providers(['trail', '--action', action])).split('\n').find((l) => l.includes(number))!,
  )?.[1];

describe('the trail as a CSV file', () => {
  it('opens in Excel as written: a byte-order mark, a UK date and time, the name, an undo as `undone`', async () => {
    // 10:15 on 1 July 2026 in London is 09:15 UTC (British Summer Time).
    await providers(
      ['import', await providersFile(providerRow('ZZ0001', 'Zoë Training'))],
      '2026-07-01T09:15:00Z',
    );
    await providers(
      ['suspend', 'ZZ0001', '--reason', '=HYPERLINK("x") audit failed'],
      '2026-07-01T09:20:00Z',
    );
    const suspension = await runOf('ZZ0001', 'suspended');
    await providers(['undo', suspension!, '--reason', 'wrong provider'], '2026-07-01T09:25:00Z');
    expect(await providers(['trail', '--csv', 'trail.csv'])).toBe(
      `${where()}\n3 changes to the providers' register → trail.csv`,
    );
    const csv = await readFile(path.join(folder, 'trail.csv'), 'utf8');
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'date,time,register,run,number,name,action,by,reason,changes',
      '01/07/2026,10:15,providers,1,ZZ0001,Zoë Training,added,Ada at the scheme,import of providers.csv,',
      `01/07/2026,10:20,providers,${suspension},ZZ0001,Zoë Training,suspended,Ada at the scheme,"'=HYPERLINK(""x"") audit failed",status accredited → suspended`,
      `01/07/2026,10:25,providers,${Number(suspension) + 1},ZZ0001,Zoë Training,undone,Ada at the scheme,undo of run ${suspension}: wrong provider,status suspended → accredited`,
      '',
    ]);
  });

  it('takes UK days: a change at 00:30 in British Summer Time is on that day, not the one before in UTC', async () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London.
    await providers(
      ['import', await providersFile(providerRow('ZZ0001', 'Example Training'))],
      '2026-07-01T23:30:00Z',
    );
    expect(await providers(['trail', '--from', '2026-07-02', '--to', '2026-07-02'])).toMatch(
      /\n2026-07-02 00:30 UK time {2}run 1 {2}ZZ0001 Example Training {2}added {2}by Ada at the scheme: import of providers\.csv\n1 change to the providers' register \(from 2026-07-02, to 2026-07-02\)\.$/,
    );
    expect(await providers(['trail', '--to', '2026-07-01'])).toBe(
      `${where()}\n0 changes to the providers' register (to 2026-07-01).`,
    );
    // In winter, GMT: 23:30 UTC on 1 December is 23:30 on 1 December.
    await providers(['suspend', 'ZZ0001', '--reason', 'audit'], '2026-12-01T23:30:00Z');
    expect(await providers(['trail', '--from', '2026-12-01', '--to', '2026-12-01'])).toContain(
      '\n2026-12-01 23:30 UK time  run 2  ZZ0001 Example Training  suspended',
    );
  });
});

describe('the trail on screen', () => {
  it('shows the latest changes, saying older ones match, and finds a person’s in any case', async () => {
    const rows = Array.from({ length: 120 }, (_, i) =>
      providerRow(`ZZ${String(1000 + i)}`, `Provider ${i}`),
    );
    await providers(['import', await providersFile(...rows)], '2026-03-01T10:00:00Z');
    await providers(['suspend', 'ZZ1000', '--reason', 'audit'], '2026-03-02T10:00:00Z');
    const screen = (await providers(['trail'])).split('\n');
    expect(screen).toHaveLength(102);
    expect(screen.at(-2)).toMatch(/ {2}ZZ1000 Provider 0 {2}suspended {2}by Ada at the scheme/);
    expect(screen.at(-1)).toBe(
      "The latest 100 changes to the providers' register; older ones match too: narrow with --from and --to, or write every one with --csv FILE.",
    );
    expect(await providers(['trail', '--person', 'ADA', '--action', 'suspended'])).toMatch(
      /\n1 change to the providers' register \(by ADA, action suspended\)\.$/,
    );
    expect(await providers(['trail', '--person', 'Bea'])).toBe(
      `${where()}\n0 changes to the providers' register (by Bea).`,
    );
    expect(await providers(['trail', '--csv', 'all.csv'])).toContain('121 changes');
  });
});

describe('show after an undo', () => {
  it('keeps the original reason of a suspension the undo brought back, with the undo’s', async () => {
    await providers(
      ['import', await providersFile(providerRow('ZZ0001', 'Example Training'))],
      '2026-11-02T09:00:00Z',
    );
    await providers(['suspend', 'ZZ0001', '--reason', 'audit failed'], '2026-11-03T09:00:00Z');
    await providers(
      ['reinstate', 'ZZ0001', '--reason', 'typo, meant ZZ0011'],
      '2026-11-04T09:00:00Z',
    );
    const reinstatement = await runOf('ZZ0001', 'reinstated');
    await providers(
      ['undo', reinstatement!, '--reason', 'reinstated in error'],
      '2026-11-05T09:00:00Z',
    );
    const shown = (await providers(['show', 'ZZ0001'])).split('\n');
    expect(shown).toContain('suspended on 2026-11-03 09:00 UTC by Ada at the scheme: audit failed');
    expect(shown).toContain(
      `suspended again on 2026-11-05 09:00 UTC by Ada at the scheme: undo of run ${reinstatement}: reinstated in error`,
    );
    expect(
      shown.indexOf('suspended on 2026-11-03 09:00 UTC by Ada at the scheme: audit failed'),
    ).toBe(shown.findIndex((line) => line.startsWith('suspended again')) - 1);
  });
});

describe('removed', () => {
  it('lists the records removed and still off, from the trail’s removals', async () => {
    await providers([
      'import',
      await providersFile(
        providerRow('ZZ0001', 'Example Training'),
        providerRow('ZZ0002', 'Sample Plant'),
        providerRow('ZZ0003', 'Third Training'),
      ),
    ]);
    await providers(['remove', 'ZZ0002', 'ZZ0003', '--reason', 'closed down', '--expect', '2']);
    await providers(['restore', 'ZZ0003', '--reason', 'reopened']);
    expect(await providers(['removed'])).toMatch(
      new RegExp(
        `^${where().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\nZZ0002 {2}Sample Plant {2}removed \\d{4}-\\d\\d-\\d\\d by Ada at the scheme: closed down\\n1 removed provider\\.$`,
      ),
    );
  });
});

describe('runs', () => {
  it('numbers each run, and shows a run whose process has ended, or that is no longer heard of, as stopped', async () => {
    await providers(['import', await providersFile(providerRow('ZZ0001', 'Example Training'))]);
    await providers(['suspend', 'ZZ0001', '--reason', 'audit']);
    // A run killed mid-write (kill -9): its process gone, its lock and its run still "running".
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.once('exit', resolve));
    const at = Timestamp.now();
    await db
      .collection(registersCollection)
      .doc('providers')
      .update({
        claimed: 3,
        lock: {
          owner: 'gone',
          generation: 3,
          startedAt: at,
          heartbeatAt: at,
          by: 'Bea at the scheme',
          reason: 'import of big.csv',
          pid: child.pid,
          host: os.hostname(),
          progress: 'writing 900 records',
        },
      });
    await db.collection(runsCollection).doc('providers-3').set({
      register: 'providers',
      generation: 3,
      by: 'Bea at the scheme',
      reason: 'import of big.csv',
      startedAt: at,
      outcome: 'running',
      progress: 'taking the lock',
    });
    expect((await providers(['runs'])).split('\n')).toEqual([
      where(),
      expect.stringMatching(
        new RegExp(
          `^run 3 {2}\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC {2}stopped {2}by Bea at the scheme: import of big\\.csv \\(got as far as writing 900 records; stopped without finishing \\(its process \\(${child.pid} on this machine\\) has ended\\); its lock is still held: the next run takes its place with --take-over\\)$`,
        ),
      ),
      expect.stringMatching(/^run 2 {2}.* UTC {2}done {2}by Ada at the scheme: audit$/),
      expect.stringMatching(/^run 1 {2}.* UTC {2}done {2}by Ada at the scheme: import of /),
    ]);
    // On another machine, not heard of for 15 s; and a run kept as running that holds no lock.
    await db
      .collection(registersCollection)
      .doc('providers')
      .update({
        'lock.host': 'elsewhere',
        'lock.heartbeatAt': Timestamp.fromMillis(Date.now() - 60_000),
      });
    expect((await providers(['runs'])).split('\n')[1]).toMatch(
      /^run 3 .* stopped .*\(got as far as writing 900 records; stopped without finishing \(it has not been heard of for 6\d s\)/,
    );
    await db.collection(registersCollection).doc('providers').update({ lock: null });
    expect((await providers(['runs'])).split('\n')[1]).toMatch(
      /^run 3 .* stopped .*stopped without finishing: it no longer holds the register’s lock\)$/,
    );
  });
});

describe('each command', () => {
  /** The packages a command's process loads, as a hook of Node's module loader sees them. */
  const packagesLoaded = async (args: string[]) => {
    const hook = path.join(folder, 'hook.mjs');
    await writeFile(
      hook,
      `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`
export async function resolve(spec, context, next) {
  const found = await next(spec, context);
  const name = /node_modules\\\\/((@[^/]+\\\\/)?[^/]+)/.exec(found.url);
  if (name) console.error('loaded ' + name[1]);
  return found;
}\`));`,
    );
    const child = spawn(
      process.execPath,
      ['--import', hook, path.join(root, 'scripts/registers/admin.mjs'), 'providers', ...args],
      { env: { ...process.env, FIRESTORE_EMULATOR_HOST: host, GCLOUD_PROJECT: project } },
    );
    let said = '';
    child.stderr.on('data', (data) => (said += data));
    child.stdout.resume();
    await new Promise((resolve) => child.once('exit', resolve));
    return new Set([...said.matchAll(/^loaded (\S+)$/gm)].map((match) => match[1]));
  };

  it('loads only what it uses: its usage nothing of Firebase, show and history no sharp', async () => {
    await providers(['import', await providersFile(providerRow('ZZ0001', 'Example Training'))]);
    const usage = await packagesLoaded(['--help']);
    expect([...usage].filter((name) => /firebase|sharp|google/.test(name ?? ''))).toEqual([]);
    for (const command of [['show', 'ZZ0001'], ['history', 'ZZ0001'], ['trail'], ['runs']]) {
      const loaded = await packagesLoaded(command);
      expect(loaded.has('firebase-admin'), command.join(' ')).toBe(true);
      expect(loaded.has('sharp'), command.join(' ')).toBe(false);
    }
  });
});

describe('a trail kept before its index', () => {
  it('is read by query until the next run that writes indexes it, then by the index alike', async () => {
    await providers([
      'import',
      await providersFile(
        providerRow('ZZ0001', 'Example Training'),
        providerRow('ZZ0002', 'Sample Plant'),
      ),
    ]);
    await providers(['suspend', 'ZZ0001', '--reason', 'audit']);
    // As the store left it before the index was kept: no index, no record's generations.
    for (const doc of (await db.collection('registerTrailIndex').get()).docs)
      await doc.ref.delete();
    for (const number of ['ZZ0001', 'ZZ0002'])
      await db.collection('providers').doc(number).update({ changedIn: FieldValue.delete() });
    const reads = async () =>
      Promise.all([
        providers(['history', 'ZZ0001']),
        providers(['show', 'ZZ0001']),
        providers(['trail']),
        providers(['list', '--status', 'suspended']),
        providers(['undo', '2', '--reason', 'x', '--dry-run']),
      ]);
    const before = await reads();
    expect(before[0]).toMatch(/suspended {2}by Ada at the scheme: audit/);
    expect(before[3]).toMatch(/ZZ0001 {2}Example Training {2}suspended since .* \(audit\)/);
    expect(before[4]).toContain('ZZ0001: status suspended → accredited');
    // The next run that writes indexes it, once.
    await providers(['remove', 'ZZ0002', '--reason', 'closed down']);
    const index = (await db.collection('registerTrailIndex').doc('providers').get()).data();
    expect(index?.complete).toBe(true);
    expect(Object.keys(index?.runs ?? {})).toEqual(['1', '2', '3']);
    const after = await reads();
    expect(after.slice(0, 2).concat(after.slice(3))).toEqual(
      before.slice(0, 2).concat(before.slice(3)),
    );
    const [first, ...lines] = before[2].split('\n');
    expect(after[2].split('\n')).toEqual([
      first,
      ...lines.slice(0, -1),
      expect.stringMatching(
        / {2}ZZ0002 Sample Plant {2}removed {2}by Ada at the scheme: closed down$/,
      ),
      "4 changes to the providers' register.",
    ]);
    expect(await providers(['removed'])).toMatch(
      /\nZZ0002 {2}Sample Plant {2}removed .*: closed down\n/,
    );
  });
});
