// The import and remove commands against a real Firestore (the emulator), as an administrator runs
// them: a file loads, loading it again changes nothing, a changed row updates one record, a file
// with one bad row writes nothing at all, and a record can be suspended or removed. Each test has
// a register (a project) of its own, so each stands alone.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  operatorsCollection,
  photosCollection,
  pointerOf,
  registersCollection,
  versionAt,
} from '../../functions/register.js';
import { photo } from '../../functions/vocabulary/photographs.js';
import { ukToday } from '../../functions/vocabulary/dates.js';
import { registerCommand, usageOf } from './admin.mjs';
import {
  columns,
  loadRecordsFile,
  optionalColumns,
} from '../../functions/registers/operators-file.js';

/** The header of a file made before the provider column was asked for. */
const header = columns
  .filter((column) => !(optionalColumns as readonly string[]).includes(column))
  .join(',');
import { clearProject } from '../../functions/testing/emulator.js';
import { freePort } from '../serve/firestore-emulator.mjs';
import { lockStaleMs } from '../../functions/registers/store.js';
import { firestoreTarget } from './firestore.mjs';
import { placeholderFirebaseProject } from '../project.mjs';

const host = inject('firestoreHost');
const usage = usageOf('operators');
type Context = NonNullable<Parameters<typeof registerCommand>[2]>;
/** `npm run operators -- import FILE --project ID --yes`, as an administrator runs it. */
const importRecords = (
  file: string,
  { project, ...context }: Context & { project: string; env: Record<string, string> },
) => registerCommand('operators', ['import', file, '--project', project, '--yes'], context);
const importCommand = (args: string[], context: Context = {}) =>
  registerCommand('operators', ['import', ...args], context);
const removeCommand = (args: string[], context: Context = {}) =>
  registerCommand('operators', ['remove', ...args], context);
const env = { FIRESTORE_EMULATOR_HOST: host };
process.env.FIRESTORE_EMULATOR_HOST = host;
let tests = 0;
let project: string;
let app: ReturnType<typeof initializeApp>;
let db: ReturnType<typeof getFirestore>;
let operators: ReturnType<ReturnType<typeof getFirestore>['collection']>;
let pointer: ReturnType<ReturnType<typeof getFirestore>['doc']>;

beforeEach(() => {
  project = `demo-import-${process.pid}-${Date.now()}-${++tests}`;
  app = initializeApp({ projectId: project }, project);
  db = getFirestore(app);
  operators = db.collection(operatorsCollection);
  pointer = db.collection(registersCollection).doc(operatorsCollection);
});
afterEach(async () => {
  await deleteApp(app);
  await clearProject(host, project);
});

let folder: string;
const csv = async (name: string, ...rows: string[]) => {
  const file = path.join(folder, name);
  await writeFile(file, [header, ...rows].join('\r\n') + '\r\n');
  return file;
};
const rows = {
  ada: 'MO100001,Ada,Lovelace,2030-03-31,current,CB RT,ada.png',
  zoe: `MO100002,Zoë,"O'Neill-Jones",2029-01-31,current,EX DU RO,zoe.jpg`,
  sam: 'MO100003,Sam,Smith,2025-06-30,current,LS,sam.png',
};
/** The record the check reads now: its version at the register's generation. */
const stored = async (number: string) =>
  versionAt((await operators.doc(number).get()).data(), pointerOf((await pointer.get()).data()));
/** The stored JPEG of a record the check reads now. */
const storedPhoto = async (number: string) =>
  (
    await db
      .collection(photosCollection)
      .doc((await stored(number))!.photo)
      .get()
  ).get('jpeg');
const updateTimes = async () =>
  Object.fromEntries(
    (await operators.get()).docs.map((doc) => [doc.id, doc.updateTime.toMillis()]),
  );

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'operators-'));
  const portrait = (colour: string) =>
    sharp({ create: { width: 900, height: 1200, channels: 3, background: colour } });
  await portrait('#336699').png().toFile(path.join(folder, 'ada.png'));
  await portrait('#996633').jpeg().toFile(path.join(folder, 'zoe.jpg'));
  await portrait('#669933').png().toFile(path.join(folder, 'sam.png'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('npm run operators -- import', () => {
  it('loads a file, each record holding only what the check shows', async () => {
    const file = await csv('operators.csv', rows.ada, rows.zoe, rows.sam);
    const output = await importRecords(file, { project, env });
    expect(output).toContain(
      `operators.csv → project ${project} on the Firestore emulator at ${host}\n  added (3): MO100001, MO100002, MO100003\n`,
    );
    expect(output).toContain('3 added, 0 changed, 0 unchanged, 0 removed');
    const zoe = await stored('MO100002');
    expect({ ...zoe, photo: undefined, photoSource: undefined, photoHash: undefined }).toEqual({
      registrationNumber: 'MO100002',
      givenNames: 'Zoë',
      surname: "O'Neill-Jones",
      surnameKey: 'oneilljones',
      validUntil: '2029-01-31',
      suspended: false,
      categories: ['EX', 'DU', 'RO'],
      // The day it took its status, which a suspension's answer shows ("suspended since …").
      statusSince: ukToday(),
      photo: undefined,
      photoSource: undefined,
      photoHash: undefined,
    });
    // The photograph in a document of its own, read only after a match; nothing else in it.
    const jpeg = await storedPhoto('MO100002');
    const picture = await sharp(jpeg).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 300, 375]);
    expect(jpeg.length).toBeLessThanOrEqual(photo.maxBytes);
    // The record knows its stored photograph by its hash: an export's file is that photograph.
    expect(zoe!.photoHash).toBe(createHash('sha256').update(jpeg).digest('hex'));
  });

  it('changes nothing when the same file is loaded again', async () => {
    const file = await csv('operators.csv', rows.ada, rows.zoe, rows.sam);
    await importRecords(file, { project, env });
    const before = await updateTimes();
    expect(await importRecords(file, { project, env })).toBe(
      `operators.csv → project ${project} on the Firestore emulator at ${host}\n  unchanged: 3`,
    );
    expect(await updateTimes()).toEqual(before);
  });

  it('suspends a record, adds one and leaves the rest, when a row changes, each named', async () => {
    await importRecords(await csv('operators.csv', rows.ada, rows.zoe, rows.sam), { project, env });
    const before = await updateTimes();
    const file = await csv(
      'update.csv',
      rows.ada.replace('current', 'suspended'),
      rows.zoe,
      rows.sam,
      'MO100004,Jo,Bloggs,2031-01-31,current,MC,sam.png',
    );
    const output = await importRecords(file, { project, env });
    // The suspension says how the record stands now, and why.
    expect(output).toMatch(
      /\n {2}added \(1\): MO100004\n {2}suspended \(1\):\n {4}MO100001: status current → suspended\n {6}MO100001 now: added on \d{4}-\d\d-\d\d \d\d:\d\d UTC by .+: import of operators\.csv\n {2}unchanged: 2\n/,
    );
    expect(output).toContain('1 added, 1 changed, 2 unchanged, 0 removed');
    expect((await stored('MO100001'))!.suspended).toBe(true);
    const after = await updateTimes();
    expect(after['MO100002']).toBe(before['MO100002']);
    expect(after['MO100001']).toBeGreaterThan(before['MO100001']!);
  });

  it('writes nothing from a file with one bad row or one missing photograph, and says where', async () => {
    await importRecords(await csv('operators.csv', rows.ada, rows.zoe, rows.sam), { project, env });
    const before = await updateTimes();
    const file = await csv(
      'bad.csv',
      rows.ada.replace('current', 'suspended'),
      'MO100005,New,Person,2031-01-31,current,CB,ada.png',
      'MO100006,Other,Person,2031-02-30,current,CB,ada.png',
      'MO100007,Third,Person,2031-01-31,current,CB,missing.jpg',
    );
    const refusal = importRecords(file, { project, env });
    await expect(refusal).rejects.toThrow('2 problems, nothing written:');
    await expect(refusal).rejects.toThrow(
      'bad.csv line 4, valid_until: "2031-02-30" is not a day of the calendar',
    );
    await expect(refusal).rejects.toThrow(`bad.csv line 5, photo: missing.jpg is not in ${folder}`);
    expect(await updateTimes()).toEqual(before);
    expect(await stored('MO100005')).toBeUndefined();
    expect((await stored('MO100001'))!.suspended).toBe(false);
  });

  it('takes the photographs from another folder with --photos, paths read from where it runs', async () => {
    const file = path.join(folder, 'elsewhere.csv');
    await writeFile(file, `${header}\nMO100008,Al,Jones,2031-01-31,current,CB,ada.png\n`);
    const other = await mkdtemp(path.join(tmpdir(), 'no-photos-'));
    const run = (photos: string) =>
      importCommand(['elsewhere.csv', '--photos', photos, '--project', project, '--yes'], {
        env,
        cwd: folder,
      });
    await expect(run(path.relative(folder, other))).rejects.toThrow(
      `1 problem, nothing written:\n  elsewhere.csv line 2, photo: ada.png is not in ${other}`,
    );
    await rm(other, { recursive: true });
    expect(await run('.')).toContain('1 added, 0 changed, 0 unchanged, 0 removed');
    // Without --photos, the photographs are beside the file.
    expect(await importCommand([file, '--project', project], { env })).toMatch(/unchanged: 1$/);
  });

  it('says how to use it for --help, and for a file missing, two files or an option it does not know', async () => {
    expect(await importCommand(['--help'])).toBe(usage);
    expect(await importCommand(['-h'])).toBe(usage);
    expect(await registerCommand('operators', ['help'])).toBe(usage);
    for (const args of [[], ['a.csv', 'b.csv'], ['a.csv', '--photo', 'x'], ['a.csv', '--photos']]) {
      const refusal = importCommand(args, { env });
      await expect(refusal).rejects.toMatchObject({ exitCode: 2 });
      await expect(refusal).rejects.toThrow(usage);
    }
    await expect(importCommand(['a.csv', '--photo', 'x'], { env })).rejects.toThrow(
      "Unknown option '--photo'",
    );
  });
});

describe('npm run operators -- remove', () => {
  it('removes records, and writes nothing when a number is not on the register', async () => {
    await importRecords(await csv('operators.csv', rows.ada, rows.zoe, rows.sam), { project, env });
    const reason = ['--reason', 'left the industry', '--project', project];
    // No terminal here: --yes, after the plan that names why it stands as it does.
    const removed = (
      await removeCommand(['mo 100003', 'MO100003', '--yes', ...reason], { env })
    ).split('\n');
    expect(removed[2]).toMatch(/^ {4}MO100003 now: added on .* import of operators\.csv$/);
    expect(removed.toSpliced(2, 1)).toEqual([
      `project ${project} on the Firestore emulator at ${host}`,
      '  remove (1): MO100003',
      `1 removed on ${new Date().toISOString().slice(0, 10)}; kept in the trail as ${userInfo().username} (on this machine): left the industry. An import that holds it is refused unless it says --re-add.`,
    ]);
    expect(await stored('MO100003')).toBeUndefined();
    expect(await stored('MO100002')).toBeDefined();
    // Removed, not forgotten: the document keeps the version readers saw until the removal.
    expect((await operators.doc('MO100003').get()).exists).toBe(true);
    const before = await updateTimes();
    await expect(
      removeCommand(['MO100002', 'MO100009', '--yes', ...reason], { env }),
    ).rejects.toThrow("not on the operators' register; nothing written:\n  MO100009 is not on it");
    await expect(removeCommand(['MO100003', ...reason], { env })).rejects.toThrow(
      `not on the operators' register; nothing written:\n  MO100003 was removed on ${new Date().toISOString().slice(0, 10)} by ${userInfo().username} (on this machine): left the industry (already)`,
    );
    const badShape = removeCommand(['MO10000', 'MO100002', 'x', ...reason], { env });
    await expect(badShape).rejects.toThrow(
      `"MO10000", "x" not a number of the operators' register (two letters and six digits, as MO123456); nothing written`,
    );
    await expect(badShape).rejects.toMatchObject({ exitCode: 2 });
    expect(await updateTimes()).toEqual(before);
    expect(await stored('MO100002')).toBeDefined();
  });

  it('says how to use it for --help, and for no number, no reason or an option it does not know', async () => {
    expect(await removeCommand(['--help'])).toBe(usage);
    for (const args of [
      ['--reason', 'x'],
      ['MO100001'],
      ['MO100001', '--reason', ' '],
      ['MO100001', '--reason', 'x', '--frobnicate'],
    ]) {
      const refusal = removeCommand([...args, '--project', project], { env });
      await expect(refusal).rejects.toMatchObject({ exitCode: 2 });
      await expect(refusal).rejects.toThrow(usage);
    }
    await expect(removeCommand(['MO100001', '--project', project], { env })).rejects.toThrow(
      "remove needs --reason TEXT: why, for the register's trail",
    );
  });
});

describe('where the commands write', () => {
  it('refuses to guess a production project, and takes ZZ numbers only into the emulator', async () => {
    // Not the repository's own .firebaserc, which the scheme's go-live edit fills in.
    const firebaserc = path.join(folder, '.firebaserc');
    await writeFile(
      firebaserc,
      JSON.stringify({ projects: { default: placeholderFirebaseProject } }),
    );
    expect(() => firestoreTarget({ env: {}, firebaserc })).toThrow(
      /No Firebase project: set projects.default/,
    );
    expect(firestoreTarget({ env: {}, project: 'motas-live' })).toEqual({
      projectId: 'motas-live',
      description: 'project motas-live',
    });
    const file = await csv('demo.csv', 'ZZ000009,Demo,Record,2030-01-31,current,CB,ada.png');
    expect(await importRecords(file, { project, env })).toContain('1 added');
    expect((await loadRecordsFile(file, { allowDemonstration: false })).problems).toEqual([
      'demo.csv line 2, registration_number: ZZ000009 is a demonstration number (ZZ series): these go only into the emulator',
    ]);
  });
});

describe('an import that fails part-way', () => {
  it('leaves the check reading the last complete import, never a mix, and the next run finishes it', async () => {
    const count = 240;
    const numbers = Array.from({ length: count }, (_, i) => `MO5${String(i).padStart(5, '0')}`);
    const rowsOf = (validUntil: string, photoFile: string, extra: string[] = []) => [
      ...numbers.map((number) => `${number},Al,Person,${validUntil},current,CB,${photoFile}`),
      ...extra,
    ];
    const first = await csv('first.csv', ...rowsOf('2030-01-31', 'ada.png'));
    expect(await importRecords(first, { project, env })).toMatch(`${count} added`);

    // The relay the end-to-end tests cut Firestore with, between this import and the emulator.
    const [proxyPort, controlPort] = [await freePort(), await freePort()];
    const relay = spawn('node', ['scripts/test/firestore-proxy.mjs'], {
      env: {
        ...process.env,
        FIRESTORE_TARGET: host,
        PROXY_PORT: String(proxyPort),
        CONTROL_PORT: String(controlPort),
      },
      stdio: 'ignore',
    });
    try {
      for (
        let tries = 0;
        !(await fetch(`http://127.0.0.1:${controlPort}/`).catch(() => false));
        tries++
      )
        if (tries > 100) throw new Error('the relay did not start');
        else await new Promise((resolve) => setTimeout(resolve, 50));
      const second = await csv(
        'second.csv',
        // Every record changed, each with a new photograph to make and store.
        ...rowsOf('2031-01-31', 'zoe.jpg', ['MO599999,New,Person,2031-01-31,current,CB,ada.png']),
      );
      let cut = false;
      const failed = importRecords(second, {
        project,
        stallMs: 3000,
        env: { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${proxyPort}` },
        // Half the photographs made and stored: Firestore stops answering.
        progress: (step, done, total) => {
          if (step === 'photographs made' && done >= total / 2 && !cut) {
            cut = true;
            void fetch(`http://127.0.0.1:${controlPort}/cut`, { method: 'POST' });
          }
        },
      });
      await expect(failed).rejects.toThrow(
        'Firestore did not answer for 3 s while writing; the register still shows the last complete import',
      );
      expect(cut).toBe(true);
      process.env.FIRESTORE_EMULATOR_HOST = host;
      // New photographs reached Firestore, yet the check reads the first import throughout.
      const documents = (await operators.get()).docs.filter((doc) => numbers.includes(doc.id));
      const seen = pointerOf((await pointer.get()).data());
      const { current } = seen;
      const leftovers = () =>
        db.collection(photosCollection).where('generation', '>', current).get();
      expect((await leftovers()).size).toBeGreaterThan(0);
      expect(new Set(documents.map((doc) => versionAt(doc.data(), seen)?.validUntil))).toEqual(
        new Set(['2030-01-31']),
      );
      expect(await stored('MO599999')).toBeUndefined();

      // Firestore back: the same import runs again, taking the place of the failed one (its lock
      // not renewed since), and the whole file shows at once, its leftovers cleared.
      await fetch(`http://127.0.0.1:${controlPort}/restore`, { method: 'POST' });
      const stale = () => new Date(Date.now() + lockStaleMs + 1000);
      expect(
        await registerCommand(
          'operators',
          ['import', second, '--project', project, '--yes', '--take-over'],
          { env, now: stale },
        ),
      ).toMatch(`1 added, ${count} changed, 0 unchanged`);
      const after = (await operators.get()).docs.filter((doc) => numbers.includes(doc.id));
      const later = pointerOf((await pointer.get()).data());
      expect(new Set(after.map((doc) => versionAt(doc.data(), later)?.validUntil))).toEqual(
        new Set(['2031-01-31']),
      );
      // The failed run's generation is abandoned: even a write of its that arrives late is never read.
      expect(later.abandoned).toContain(current + 1);
      expect((await stored('MO599999'))?.validUntil).toBe('2031-01-31');
    } finally {
      relay.kill();
      process.env.FIRESTORE_EMULATOR_HOST = host;
    }
  }, 120_000);

  it('refuses to run beside another import, and takes over one that stopped', async () => {
    const file = await csv('lock.csv', rows.zoe);
    await importRecords(file, { project, env });
    // An import that stopped without giving the lock back, a moment ago.
    await pointer.update({
      lock: {
        owner: 'stopped',
        generation: ((await pointer.get()).get('current') ?? 0) + 1,
        startedAt: Timestamp.now(),
        heartbeatAt: Timestamp.now(),
      },
    });
    const changed = await csv('lock-changed.csv', rows.zoe.replace('2029-01-31', '2029-02-28'));
    await expect(importRecords(changed, { project, env })).rejects.toThrow(
      /^project .*\nanother run is changing the operators' register: a run by an earlier version of the commands, begun \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC, last heard of \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC, its progress not known; try again when it has finished$/,
    );
    // Not heard of for three renewals: named as stopped, and its place taken only when asked.
    const later = () => new Date(Date.now() + lockStaleMs + 1000);
    await expect(importRecords(changed, { project, env, now: later })).rejects.toThrow(
      /^project .*\nthe operators' register's lock is held by a run that stopped without finishing \(it has not been heard of for (1[6-9]|2\d) s\): a run by .*; nothing it wrote shows\. Nothing was written: take its place with --take-over$/,
    );
    expect(
      await registerCommand(
        'operators',
        ['import', changed, '--project', project, '--yes', '--take-over'],
        { env, now: later },
      ),
    ).toContain('1 changed');
    expect((await pointer.get()).get('lock')).toBeUndefined();
  });
});
