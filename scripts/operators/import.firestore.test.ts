// The import and remove commands against a real Firestore (the emulator), as an administrator runs
// them: a file loads, loading it again changes nothing, a changed row updates one record, a file
// with one bad row writes nothing at all, and a record can be suspended or removed.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { operatorsCollection, photo } from '../../functions/records.js';
import { importRecords } from './import.mjs';
import { columns } from './records-file.mjs';
import { removeOperators } from './remove.mjs';
import { firestoreTarget } from './store.mjs';

const host = inject('firestoreHost');
const project = `demo-import-${Date.now()}`;
const env = { FIRESTORE_EMULATOR_HOST: host };
process.env.FIRESTORE_EMULATOR_HOST = host;
const app = initializeApp({ projectId: project }, 'import-test');
const operators = getFirestore(app).collection(operatorsCollection);

let folder: string;
const csv = async (name: string, ...rows: string[]) => {
  const file = path.join(folder, name);
  await writeFile(file, [columns.join(','), ...rows].join('\r\n') + '\r\n');
  return file;
};
const rows = {
  ada: 'MO100001,Ada,Lovelace,2030-03-31,current,CB RT,ada.png',
  zoe: `MO100002,Zoë,"O'Neill-Jones",2029-01-31,current,EX DU RO,zoe.jpg`,
  sam: 'MO100003,Sam,Smith,2025-06-30,current,LS,sam.png',
};
const stored = async (number: string) => (await operators.doc(number).get()).data();
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
  await deleteApp(app);
  await rm(folder, { recursive: true, force: true });
});

describe('npm run operators:import', () => {
  it('loads a file, each record holding only what the check shows', async () => {
    const file = await csv('operators.csv', rows.ada, rows.zoe, rows.sam);
    expect(await importRecords(file, { project, env })).toBe(
      `operators.csv → the Firestore emulator at ${host}: 3 added, 0 updated, 0 unchanged.`,
    );
    const zoe = await stored('MO100002');
    expect(Object.keys(zoe!).sort()).toEqual(
      [
        'categories',
        'givenNames',
        'photo',
        'registrationNumber',
        'surname',
        'surnameKey',
        'suspended',
        'validUntil',
      ].sort(),
    );
    expect({ ...zoe, photo: undefined }).toEqual({
      registrationNumber: 'MO100002',
      givenNames: 'Zoë',
      surname: "O'Neill-Jones",
      surnameKey: 'oneilljones',
      validUntil: '2029-01-31',
      suspended: false,
      categories: ['EX', 'DU', 'RO'],
      photo: undefined,
    });
    const picture = await sharp(zoe!.photo).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 300, 375]);
    expect(zoe!.photo.length).toBeLessThanOrEqual(photo.maxBytes);
  });

  it('changes nothing when the same file is loaded again', async () => {
    const before = await updateTimes();
    const file = await csv('operators.csv', rows.ada, rows.zoe, rows.sam);
    expect(await importRecords(file, { project, env })).toMatch(
      /: 0 added, 0 updated, 3 unchanged\.$/,
    );
    expect(await updateTimes()).toEqual(before);
  });

  it('suspends a record, adds one and leaves the rest, when a row changes', async () => {
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
    const before = await updateTimes();
    const file = await csv(
      'bad.csv',
      rows.ada.replace('suspended', 'current'),
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
  });

  it('takes the photographs from another folder with --photos', async () => {
    const file = path.join(folder, 'elsewhere.csv');
    await writeFile(
      file,
      `${columns.join(',')}\nMO100008,Al,Jones,2031-01-31,current,CB,ada.png\n`,
    );
    const other = await mkdtemp(path.join(tmpdir(), 'no-photos-'));
    await expect(importRecords(file, { photos: other, project, env })).rejects.toThrow(
      `line 2, photo: ${path.join(other, 'ada.png')} does not exist`,
    );
    await rm(other, { recursive: true });
    expect(await importRecords(file, { photos: folder, project, env })).toMatch(/: 1 added/);
  });
});

describe('npm run operators:remove', () => {
  it('removes records, and names the numbers it did not find', async () => {
    expect(await removeOperators(['mo 100003', 'MO100009'], { project, env })).toBe(
      `the Firestore emulator at ${host}: 1 removed (MO100003); not found: MO100009.`,
    );
    expect(await stored('MO100003')).toBeUndefined();
    expect(await stored('MO100002')).toBeDefined();
    await expect(removeOperators(['MO10000'], { project, env })).rejects.toThrow(
      '"MO10000" not a registration number',
    );
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
