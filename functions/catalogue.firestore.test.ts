// The function's copy of a whole register (functions/catalogue.js) on a real Firestore (the
// emulator): what it reads, and when it reads again.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { clearProject } from './testing/emulator.js';
import { removeRecords, storePlainRecords } from './registers/store.js';
import { createCatalogue, readRegister } from './catalogue.js';
import { registersCollection } from './register.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
const register = { collection: 'things', key: 'id' };
const thing = (id: string, colour: string) => ({ fields: { id, colour } });
let tests = 0;
let project: string;
let app: ReturnType<typeof initializeApp>;
let db: ReturnType<typeof getFirestore>;

beforeEach(() => {
  project = `demo-catalogue-${process.pid}-${Date.now()}-${++tests}`;
  app = initializeApp({ projectId: project }, project);
  db = getFirestore(app);
});
afterEach(async () => {
  await deleteApp(app);
  await clearProject(host, project);
});

describe('readRegister', () => {
  it('reads every record as readers see it now, none removed, and when it last changed', async () => {
    const empty = await readRegister(db, register);
    expect([empty.generation, empty.updatedAt, empty.records.size]).toEqual([0, undefined, 0]);
    await storePlainRecords(db, register, [thing('A1', 'red'), thing('B2', 'blue')], {
      now: () => new Date('2026-11-20T10:00:00Z'),
    });
    await removeRecords(db, ['B2'], { register, now: () => new Date('2026-11-21T10:00:00Z') });
    const read = await readRegister(db, register);
    expect(read.generation).toBe(2);
    expect(read.updatedAt).toEqual(new Date('2026-11-21T10:00:00Z'));
    // With the day it took its status, as the store keeps it (registers/changes.js).
    expect([...read.records]).toEqual([
      ['A1', { id: 'A1', colour: 'red', statusSince: '2026-11-20' }],
    ]);
  });
});

describe('createCatalogue', () => {
  it('answers from its copy, checks the pointer once checkMs have passed, and reads again only when it moved', async () => {
    await storePlainRecords(db, register, [thing('A1', 'red')]);
    let clock = 1_000_000;
    const catalogue = createCatalogue<{ colour: string }>({
      db,
      register,
      checkMs: 30_000,
      now: () => clock,
    });
    // Callers at the same moment share one read.
    const [first, same] = await Promise.all([catalogue.get(), catalogue.get()]);
    expect(same).toBe(first);
    expect(first.records.get('A1')?.colour).toBe('red');

    await storePlainRecords(db, register, [thing('A1', 'green')]);
    clock += 29_999;
    expect((await catalogue.get()).records.get('A1')?.colour).toBe('red');
    // At checkMs the pointer is read again: it moved, so the register is too.
    clock += 1;
    const moved = await catalogue.get();
    expect(moved.records.get('A1')?.colour).toBe('green');

    // The pointer unchanged: the same copy, not a new read of the register.
    clock += 30_000;
    expect(await catalogue.get()).toBe(moved);
    // And again later, when it moves once more.
    await storePlainRecords(db, register, [thing('A1', 'blue')]);
    clock += 30_000;
    expect((await catalogue.get()).records.get('A1')?.colour).toBe('blue');
  });

  it('has a caller who asks for a copy read after it asked wait for an earlier read under way, then read again', async () => {
    await storePlainRecords(db, register, [thing('A1', 'red')]);
    let clock = 1_000_000;
    const catalogue = createCatalogue<{ colour: string }>({ db, register, now: () => clock });
    const earlier = catalogue.get();
    clock += 1000;
    const after = catalogue.get({ since: clock - 500 });
    const [first, second] = await Promise.all([earlier, after]);
    expect(second).toBe(first);
    expect(second.records.get('A1')?.colour).toBe('red');
    // The copy is as fresh as the second read: checkMs after it began, not after the first, the
    // pointer is read again.
    const reads = vi.spyOn(db, 'collection');
    clock += 30_000 - 1;
    await catalogue.get();
    expect(reads).not.toHaveBeenCalled();
    clock += 1;
    await catalogue.get();
    expect(reads).toHaveBeenCalledWith(registersCollection);
  });
});
