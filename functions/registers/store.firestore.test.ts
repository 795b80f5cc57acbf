// How store.mjs keeps a register whole on a real Firestore (the emulator), called as the commands
// call it: a run that fails gives its lock back and shows nothing, a write that keeps failing
// stops the run, what a stopped run left is cleared, each record keeps only the versions readers
// may still read, and a run that waits on Firestore says so instead of hanging.
import { createServer, type Socket } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  operatorRegister,
  photosCollection,
  pointerOf,
  registersCollection,
  versionAt,
} from '../register.js';
import { clearProject } from '../testing/emulator.js';
import {
  lockStaleMs,
  removeRecords,
  storePlainRecords,
  storeRecords,
  takeOverLock,
} from './store.js';
import { ukToday } from '../vocabulary/dates.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
let tests = 0;
let project: string;
let app: ReturnType<typeof initializeApp>;
let db: Firestore;

beforeEach(() => {
  project = `demo-store-${process.pid}-${Date.now()}-${++tests}`;
  app = initializeApp({ projectId: project }, project);
  db = getFirestore(app);
});
afterEach(async () => {
  await deleteApp(app);
  await clearProject(host, project);
});

const pointerRef = () => db.collection(registersCollection).doc(operatorRegister.collection);
const pointer = async () => (await pointerRef().get()).data() ?? {};
const operator = (number: string, validUntil = '2030-01-31') => ({
  registrationNumber: number,
  givenNames: 'Al',
  surname: 'Person',
  surnameKey: 'person',
  validUntil,
  suspended: false,
  categories: ['CB'],
});
/** A record as the import gives it, its photograph a few bytes that stand for the JPEG. */
const record = (
  number: string,
  { validUntil = '2030-01-31', source = `${number}.png`, jpeg = Buffer.from(source) } = {},
) => ({
  fields: operator(number, validUntil),
  photoSource: source,
  photo: async () => jpeg,
});
/** What the check reads of a number now. */
const shown = async (number: string) =>
  versionAt(
    (await db.collection(operatorRegister.collection).doc(number).get()).data(),
    pointerOf(await pointer()),
  );
const versionsOf = async (number: string) =>
  Object.keys(
    (await db.collection(operatorRegister.collection).doc(number).get()).get('versions') ?? {},
  )
    .map(Number)
    .sort();
const photoIds = async () =>
  (await db.collection(photosCollection).get()).docs.map((doc) => doc.id).sort();

describe('a run that fails', () => {
  it('names every photograph it could not make, shows nothing, and gives its lock back at once', async () => {
    await storeRecords(db, [record('MO100001'), record('MO100002')]);
    const before = await pointer();
    const broken = (number: string, message: string) => ({
      ...record(number),
      photo: async () => {
        throw new Error(`${number}: ${message}`);
      },
    });
    await expect(
      storeRecords(db, [
        record('MO100001', { validUntil: '2031-01-31', source: 'new.png' }),
        broken('MO100003', 'not an image'),
        broken('MO100004', 'too small'),
      ]),
    ).rejects.toThrow(
      '2 problems, nothing changed:\n  MO100003: not an image\n  MO100004: too small',
    );
    // The photograph it did make is left over, never read, until the next run clears it.
    expect(await photoIds()).toContain(`MO100001-${before.current + 1}`);
    await expect(storeRecords(db, [broken('MO100005', 'not an image')])).rejects.toThrow(
      /^1 problem, nothing changed:\n {2}MO100005: not an image$/,
    );
    const after = await pointer();
    // Nothing shows; the lock is back, both runs' generations abandoned, the last update kept.
    expect(after.current).toBe(before.current);
    expect(after.lock).toBeUndefined();
    expect(after.abandoned).toEqual([before.current + 1, before.current + 2]);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect((await shown('MO100001'))?.validUntil).toBe('2030-01-31');
    expect(await shown('MO100003')).toBeUndefined();

    // The next run needs no wait for a stale lock, and clears what the failed ones left.
    expect(await storeRecords(db, [record('MO100001'), record('MO100002')])).toEqual({
      added: [],
      updated: [],
      unchanged: ['MO100001', 'MO100002'],
      removed: [],
    });
    expect(await photoIds()).toEqual([`MO100001-1`, `MO100002-1`]);
    // Nothing changed, so nothing moved: readers read the same generation.
    expect((await pointer()).current).toBe(before.current);
  });

  it('stops when a write fails three times, naming it, and shows nothing', async () => {
    const register = { collection: 'things', key: 'id' };
    await storePlainRecords(db, register, [{ fields: { id: 'A1', note: 'small' } }]);
    // Over Firestore's 1 MiB a document: the emulator refuses it, however often it is tried.
    const huge = (id: string) => ({ fields: { id, note: 'x'.repeat(1_100_000) } });
    await expect(storePlainRecords(db, register, [huge('A1')])).rejects.toThrow(
      /^1 write failed after 3 tries \(.+\); the register still shows the last complete import$/,
    );
    await expect(storePlainRecords(db, register, [huge('B2'), huge('C3')])).rejects.toThrow(
      /^2 writes failed after 3 tries /,
    );
    const things = await db.collection(registersCollection).doc('things').get();
    expect([things.get('current'), things.get('lock')]).toEqual([1, undefined]);
    const a1 = (await db.collection('things').doc('A1').get()).data();
    expect(versionAt(a1, pointerOf(things.data()))).toEqual({
      id: 'A1',
      note: 'small',
      statusSince: ukToday(),
    });
  }, 60_000);

  it('says Firestore did not answer, and in how long, instead of waiting for ever', async () => {
    // A server that takes the connection and never says a word.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const started = Date.now();
    try {
      await expect(
        (async () => {
          process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
          const silentApp = initializeApp({ projectId: project }, `silent-${port}`);
          try {
            return await storeRecords(getFirestore(silentApp), [record('MO100001')], {
              stallMs: 500,
            });
          } finally {
            await deleteApp(silentApp);
          }
        })(),
      ).rejects.toThrow(
        'Firestore did not answer for 0.5 s while taking the register’s lock; the register still shows the last complete import',
      );
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      process.env.FIRESTORE_EMULATOR_HOST = host;
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe('a run planned from what it read', () => {
  it('is refused, writing nothing, when another run changed the register since', async () => {
    await storeRecords(db, [record('MO100001')]);
    const read = pointerOf(await pointer()).current;
    await storeRecords(db, [record('MO100001', { validUntil: '2031-01-31' })]);
    const before = await pointer();
    await expect(storeRecords(db, [record('MO100002')], { expect: read })).rejects.toThrow(
      'the register changed since this command read it (another import or change ran); nothing written: run it again',
    );
    expect(await shown('MO100002')).toBeUndefined();
    expect((await pointer()).current).toBe(before.current);
    expect(await storeRecords(db, [record('MO100002')], { expect: before.current })).toMatchObject({
      added: ['MO100002'],
    });
  });
});

describe('the lock', () => {
  it('is renewed while a run works, and taken over only once it has not been for lockStaleMs', async () => {
    const heartbeats = new Set<number>();
    let renewed = false;
    await storeRecords(
      db,
      [
        {
          ...record('MO100001'),
          // The photograph is made only once the lock has been renewed twice.
          photo: async () => {
            for (let tries = 0; !renewed && tries < 200; tries++) {
              const beat = (await pointer()).lock?.heartbeatAt?.toMillis();
              if (beat) heartbeats.add(beat);
              renewed = heartbeats.size >= 3;
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
            return Buffer.from('jpeg');
          },
        },
      ],
      { renewMs: 100 },
    );
    expect(renewed).toBe(true);
    expect((await pointer()).lock).toBeUndefined();

    // A lock last renewed lockStaleMs ago is of a run gone; a moment less, and it is not. Either
    // way it is named, and taken over only when asked.
    const at = Timestamp.fromMillis(Date.parse('2030-06-01T12:00:00Z'));
    await pointerRef().update({
      lock: { owner: 'stopped', generation: 7, startedAt: at, heartbeatAt: at },
    });
    const when = (ms: number) => () => new Date(at.toMillis() + ms);
    await expect(
      storeRecords(db, [record('MO100001')], { now: when(lockStaleMs - 1) }),
    ).rejects.toThrow(
      "another run is changing the operators' register: a run by an earlier version of the commands, begun 2030-06-01 12:00:00 UTC, last heard of 2030-06-01 12:00:00 UTC, its progress not known; try again when it has finished",
    );
    await expect(
      takeOverLock(db, operatorRegister, { now: when(lockStaleMs - 1), by: 'Ada' }),
    ).rejects.toThrow("another run is changing the operators' register");
    await expect(
      storeRecords(db, [record('MO100001')], { now: when(lockStaleMs) }),
    ).rejects.toThrow(
      "the operators' register's lock is held by a run that stopped without finishing (it has not been heard of for 15 s): a run by an earlier version of the commands, begun 2030-06-01 12:00:00 UTC, last heard of 2030-06-01 12:00:00 UTC, its progress not known; nothing it wrote shows. Nothing was written: take its place with --take-over",
    );
    expect(
      await takeOverLock(db, operatorRegister, { now: when(lockStaleMs), by: 'Ada' }),
    ).toMatchObject({ generation: 7 });
    expect(await storeRecords(db, [record('MO100001')], { now: when(lockStaleMs) })).toEqual({
      added: [],
      updated: [],
      unchanged: ['MO100001'],
      removed: [],
    });
    expect((await pointer()).abandoned).toEqual([7]);
  });
});

describe('what a stopped run left', () => {
  it('is cleared before the next run: versions and photographs readers never saw, nothing they use', async () => {
    const records = db.collection(operatorRegister.collection);
    const photos = db.collection(photosCollection);
    const version = (validUntil: string, photo: string) => ({
      ...operator('MO100001', validUntil),
      photo,
      photoSource: `${photo}.png`,
    });
    // Readers read generation 2; 3 was abandoned; a run of generation 5 stopped long ago.
    const long = Timestamp.fromMillis(Date.now() - lockStaleMs - 60_000);
    await pointerRef().set({
      current: 2,
      claimed: 5,
      abandoned: [3],
      lock: { owner: 'stopped', generation: 5, startedAt: long, heartbeatAt: long },
    });
    await records.doc('MO100001').set({
      latest: 5,
      versions: {
        2: version('2030-01-31', 'MO100001-2'),
        3: version('2031-01-31', 'MO100001-3'),
        5: version('2032-01-31', 'MO100001-5'),
      },
    });
    await records.doc('MO100002').set({ latest: 5, versions: { 5: version('2032', 'x') } });
    await records.doc('MO100003').set({ latest: 2, versions: { 1: version('2029', 'y') } });
    for (const generation of [1, 2, 3, 4, 5])
      await photos.doc(`MO100001-${generation}`).set({ number: 'MO100001', generation });

    // Its place taken, a removal of a number not on the register changes nothing, after clearing up.
    await takeOverLock(db, operatorRegister, { by: 'Ada' });
    expect(await removeRecords(db, ['MO100009'])).toEqual({ removed: [], missing: ['MO100009'] });
    expect((await records.doc('MO100001').get()).data()).toEqual({
      latest: 2,
      versions: { 2: version('2030-01-31', 'MO100001-2') },
    });
    expect((await records.doc('MO100002').get()).exists).toBe(false);
    expect(await versionsOf('MO100003')).toEqual([1]);
    expect(await photoIds()).toEqual(['MO100001-1', 'MO100001-2']);
    const after = await pointer();
    expect([after.current, after.abandoned, after.lock]).toEqual([2, [3, 5], undefined]);
  });
});

describe('each record', () => {
  it('keeps the version readers read until the next moves in, then only that one', async () => {
    const steps: string[] = [];
    const progress = (step: string, done: number, total: number) =>
      steps.push(`${step} ${done}/${total}`);
    await storeRecords(db, [record('MO100001'), record('MO100002')], { progress });
    expect(steps.filter((step) => step.startsWith('records written')).sort()).toEqual([
      'records written 1/2',
      'records written 2/2',
    ]);
    expect(await versionsOf('MO100001')).toEqual([1]);

    // A new date and the same photograph: the photograph readers use is not written again.
    const photoTime = async (id: string) =>
      (await db.collection(photosCollection).doc(id).get()).updateTime?.toMillis();
    const before = await photoTime('MO100001-1');
    steps.length = 0;
    await storeRecords(db, [record('MO100001', { validUntil: '2031-01-31' })], { progress });
    expect(steps).toEqual(['records written 1/1']);
    expect(await photoTime('MO100001-1')).toBe(before);
    expect(await versionsOf('MO100001')).toEqual([1, 2]);
    expect((await shown('MO100001'))?.photo).toBe('MO100001-1');

    // A new photograph, then another: the one only a dropped version used goes.
    await storeRecords(db, [record('MO100001', { validUntil: '2031-01-31', source: 'b.png' })]);
    expect(await versionsOf('MO100001')).toEqual([2, 3]);
    await storeRecords(db, [record('MO100001', { validUntil: '2031-01-31', source: 'c.png' })]);
    expect(await versionsOf('MO100001')).toEqual([3, 4]);
    expect((await photoIds()).filter((id) => id.startsWith('MO100001'))).toEqual([
      'MO100001-3',
      'MO100001-4',
    ]);

    // Removed, then loaded again: a removed version has no photograph to drop.
    expect(await removeRecords(db, ['MO100001'])).toEqual({ removed: ['MO100001'], missing: [] });
    expect(await shown('MO100001')).toBeUndefined();
    expect(await versionsOf('MO100001')).toEqual([4, 5]);
    // The version it dropped took its photograph with it; the one readers read until now stays.
    expect((await photoIds()).filter((id) => id.startsWith('MO100001'))).toEqual(['MO100001-4']);
    expect((await storeRecords(db, [record('MO100001')])).added).toEqual(['MO100001']);
    expect(await versionsOf('MO100001')).toEqual([5, 6]);
    expect((await shown('MO100001'))?.photo).toBe('MO100001-6');
    expect((await photoIds()).filter((id) => id.startsWith('MO100001'))).toEqual(['MO100001-6']);
  });

  it('of a register without photographs, the same', async () => {
    const register = { collection: 'things', key: 'id' };
    const things = db.collection('things');
    const thing = (id: string, colour: string) => ({ fields: { id, colour } });
    const pointerOfThings = async () =>
      (await db.collection(registersCollection).doc('things').get()).get('current');
    expect(await storePlainRecords(db, register, [thing('A1', 'red'), thing('B2', 'red')])).toEqual(
      { added: ['A1', 'B2'], updated: [], unchanged: [], removed: [] },
    );
    expect(await storePlainRecords(db, register, [thing('A1', 'red')])).toEqual({
      added: [],
      updated: [],
      unchanged: ['A1'],
      removed: [],
    });
    expect(await pointerOfThings()).toBe(1);
    await storePlainRecords(db, register, [thing('A1', 'blue')]);
    await storePlainRecords(db, register, [thing('A1', 'green')]);
    expect(Object.keys((await things.doc('A1').get()).get('versions')).sort()).toEqual(['3', '4']);
    expect(await pointerOfThings()).toBe(4);
    expect(await removeRecords(db, ['B2', 'C3'], { register })).toEqual({
      removed: ['B2'],
      missing: ['C3'],
    });
    expect(await pointerOfThings()).toBe(5);
  });
});
