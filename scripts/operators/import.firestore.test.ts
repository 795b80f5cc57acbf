// The import and remove commands against a real Firestore (the emulator), as an administrator runs
// them: a file loads, loading it again changes nothing, a changed row updates one record, a file
// with one bad row writes nothing at all, and a record can be suspended or removed. Each test has
// a register (a project) of its own, so each stands alone.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { operatorsCollection, photo } from '../../functions/records.js';
import {
  photosCollection,
  pointerOf,
  registersCollection,
  versionAt,
} from '../../functions/register.js';
import { importCommand, importRecords, usage as importUsage } from './import.mjs';
import { columns, optionalColumns } from './records-file.mjs';

/** The header of a file made before the provider column was asked for. */
const header = columns
  .filter((column) => !(optionalColumns as readonly string[]).includes(column))
  .join(',');
import { removeCommand, removeOperators, usage as removeUsage } from './remove.mjs';
import { clearProject, freePort } from '../serve/firestore-emulator.mjs';
import { firestoreTarget, lockStaleMs } from './store.mjs';

const host = inject('firestoreHost');
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

describe('npm run operators:import', () => {
  it('loads a file, each record holding only what the check shows', async () => {
    const file = await csv('operators.csv', rows.ada, rows.zoe, rows.sam);
    expect(await importRecords(file, { project, env })).toBe(
      `operators.csv → the Firestore emulator at ${host}: 3 added, 0 updated, 0 unchanged.`,
    );
    const zoe = await stored('MO100002');
    expect({ ...zoe, photo: undefined, photoSource: undefined }).toEqual({
      registrationNumber: 'MO100002',
      givenNames: 'Zoë',
      surname: "O'Neill-Jones",
      surnameKey: 'oneilljones',
      validUntil: '2029-01-31',
      suspended: false,
      categories: ['EX', 'DU', 'RO'],
      photo: undefined,
      photoSource: undefined,
    });
    // The photograph in a document of its own, read only after a match; nothing else in it.
    const jpeg = await storedPhoto('MO100002');
    const picture = await sharp(jpeg).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 300, 375]);
    expect(jpeg.length).toBeLessThanOrEqual(photo.maxBytes);
  });

  it('changes nothing when the same file is loaded again', async () => {
    const file = await csv('operators.csv', rows.ada, rows.zoe, rows.sam);
    await importRecords(file, { project, env });
    const before = await updateTimes();
    expect(await importRecords(file, { project, env })).toMatch(
      /: 0 added, 0 updated, 3 unchanged\.$/,
    );
    expect(await updateTimes()).toEqual(before);
  });

  it('suspends a record, adds one and leaves the rest, when a row changes', async () => {
    await importRecords(await csv('operators.csv', rows.ada, rows.zoe, rows.sam), { project, env });
    const before = await updateTimes();
    const file = await csv(
      'update.csv',
      rows.ada.replace('current', 'suspended'),
      rows.zoe,
      rows.sam,
      'MO100004,Jo,Bloggs,2031-01-31,current,MC,sam.png',
    );
    expect(await importRecords(file, { project, env })).toMatch(
      /: 1 added, 1 updated, 2 unchanged\.$/,
    );
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
      'bad.csv line 4, valid_until: "2031-02-30" is not a date written as YYYY-MM-DD',
    );
    await expect(refusal).rejects.toThrow(
      `bad.csv line 5, photo: ${path.join(folder, 'missing.jpg')} does not exist`,
    );
    expect(await updateTimes()).toEqual(before);
    expect(await stored('MO100005')).toBeUndefined();
    expect((await stored('MO100001'))!.suspended).toBe(false);
  });

  it('takes the photographs from another folder with --photos, paths read from where it runs', async () => {
    const file = path.join(folder, 'elsewhere.csv');
    await writeFile(file, `${header}\nMO100008,Al,Jones,2031-01-31,current,CB,ada.png\n`);
    const other = await mkdtemp(path.join(tmpdir(), 'no-photos-'));
    const run = (photos: string) =>
      importCommand(['elsewhere.csv', '--photos', photos, '--project', project], {
        env,
        cwd: folder,
      });
    await expect(run(path.relative(folder, other))).rejects.toThrow(
      `1 problem, nothing written:\n  elsewhere.csv line 2, photo: ${path.join(other, 'ada.png')} does not exist`,
    );
    await rm(other, { recursive: true });
    expect(await run('.')).toBe(
      `elsewhere.csv → the Firestore emulator at ${host}: 1 added, 0 updated, 0 unchanged.`,
    );
    // Without --photos, the photographs are beside the file.
    expect(await importCommand([file, '--project', project], { env })).toMatch(
      /: 0 added, 0 updated, 1 unchanged\.$/,
    );
  });

  it('says how to use it for --help, and for a file missing, two files or an option it does not know', async () => {
    expect(await importCommand(['--help'])).toBe(importUsage);
    expect(await importCommand(['-h'])).toBe(importUsage);
    for (const args of [[], ['a.csv', 'b.csv'], ['a.csv', '--photo', 'x'], ['a.csv', '--photos']]) {
      const refusal = importCommand(args, { env });
      await expect(refusal).rejects.toMatchObject({ exitCode: 2 });
      await expect(refusal).rejects.toThrow(importUsage);
    }
    await expect(importCommand(['a.csv', '--photo', 'x'], { env })).rejects.toThrow(
      "Unknown option '--photo'",
    );
  });
});

describe('npm run operators:remove', () => {
  it('removes records, and names the numbers it did not find', async () => {
    await importRecords(await csv('operators.csv', rows.ada, rows.zoe, rows.sam), { project, env });
    expect(
      await removeCommand(['mo 100003', 'MO100009', 'MO100003', '--project', project], { env }),
    ).toBe(`the Firestore emulator at ${host}: 1 removed (MO100003); not found: MO100009.`);
    expect(await stored('MO100003')).toBeUndefined();
    expect(await stored('MO100002')).toBeDefined();
    // Removed, not forgotten: the document keeps the version readers saw until the removal.
    expect((await operators.doc('MO100003').get()).exists).toBe(true);
    expect(await removeOperators(['MO100001'], { project, env })).toBe(
      `the Firestore emulator at ${host}: 1 removed (MO100001).`,
    );
    expect(await removeOperators(['MO100001'], { project, env })).toBe(
      `the Firestore emulator at ${host}: 0 removed; not found: MO100001.`,
    );
    await expect(removeOperators(['MO10000', 'MO100002', 'x'], { project, env })).rejects.toThrow(
      '"MO10000", "x" not a registration number (two letters and six digits, as MO123456); nothing removed',
    );
    expect(await stored('MO100002')).toBeDefined();
  });

  it('says how to use it for --help, and for no number or an option it does not know', async () => {
    expect(await removeCommand(['--help'])).toBe(removeUsage);
    for (const args of [[], ['--project', project], ['MO100001', '--yes']]) {
      const refusal = removeCommand(args, { env });
      await expect(refusal).rejects.toMatchObject({ exitCode: 2 });
      await expect(refusal).rejects.toThrow(removeUsage);
    }
  });
});

describe('where the commands write', () => {
  it('refuses to guess a production project, and takes ZZ numbers only into the emulator', async () => {
    expect(() => firestoreTarget({ env: {} })).toThrow(/No Firebase project: set projects.default/);
    expect(firestoreTarget({ env: {}, project: 'motas-live' })).toEqual({
      projectId: 'motas-live',
      description: 'project motas-live',
    });
    const file = await csv('demo.csv', 'ZZ000009,Demo,Record,2030-01-31,current,CB,ada.png');
    expect(await importRecords(file, { project, env })).toMatch(/: 1 added/);
    await expect(importRecords(file, { project: 'motas-live', env: {} })).rejects.toThrow(
      'demo.csv line 2, registration_number: ZZ000009 is a demonstration number (ZZ series): these go only into the emulator',
    );
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
    const relay = spawn('node', ['e2e/firestore-proxy.mjs'], {
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

      // Firestore back: the same import runs again (the failed one's lock has gone stale) and the
      // whole file shows at once, its leftovers cleared.
      await fetch(`http://127.0.0.1:${controlPort}/restore`, { method: 'POST' });
      const stale = () => new Date(Date.now() + lockStaleMs + 1000);
      expect(await importRecords(second, { project, env, now: stale })).toMatch(
        `1 added, ${count} updated, 0 unchanged`,
      );
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
    await expect(importRecords(file, { project, env })).rejects.toThrow(
      /another import or removal began at .* and is still running/,
    );
    const later = () => new Date(Date.now() + lockStaleMs + 1000);
    expect(await importRecords(file, { project, env, now: later })).toMatch(/unchanged/);
    expect((await pointer.get()).get('lock')).toBeUndefined();
  });
});
