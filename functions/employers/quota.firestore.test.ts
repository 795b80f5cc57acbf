// An account's daily quota, spent by two instances of the function at once against one Firestore
// (the emulator): never more than the quota answered, whatever the interleaving.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { clearProject } from '../testing/emulator.js';
import { Quota } from './quota.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
const projectId = `demo-quota-${process.pid}`;
const app = initializeApp({ projectId }, projectId);
const db = getFirestore(app);
afterAll(async () => {
  await deleteApp(app);
  await clearProject(host, projectId);
});

describe('the daily quota', () => {
  it('is shared between instances, and starts again each UK day', async () => {
    const [one, two] = [new Quota({ db }), new Quota({ db })];
    const at = new Date('2026-11-26T10:00:00Z');
    expect(await one.spend('ZZ0001', 100, 60, at)).toMatchObject({ spent: true, used: 60 });
    expect(await two.spend('ZZ0001', 100, 50, at)).toMatchObject({ spent: false, used: 60 });
    expect(await two.spend('ZZ0001', 100, 40, at)).toMatchObject({ spent: true, used: 100 });
    expect(await one.spend('ZZ0001', 100, 1, at)).toMatchObject({ spent: false, used: 100 });
    // Another account's, and the next day's, are counts of their own.
    expect(await one.spend('ZZ0002', 100, 1, at)).toMatchObject({ spent: true, used: 1 });
    const tomorrow = new Date('2026-11-27T00:30:00Z');
    expect(await one.spend('ZZ0001', 100, 100, tomorrow)).toMatchObject({
      spent: true,
      used: 100,
    });
  });

  it('never answers more than the quota, however many instances spend it at once', async () => {
    const instances = [new Quota({ db }), new Quota({ db }), new Quota({ db })];
    const at = new Date('2026-11-26T11:00:00Z');
    // 120 requests of 1 to 7 pairs (480 in all) against a quota of 100, all at once.
    const sizes = Array.from({ length: 120 }, (_, i) => 1 + (i % 7));
    const spends = await Promise.all(
      sizes.map((size, i) => instances[i % 3]!.spend('ZZ0003', 100, size, at)),
    );
    const answered = sizes.filter((_, i) => spends[i]!.spent).reduce((a, b) => a + b, 0);
    expect(answered).toBeLessThanOrEqual(100);
    // What the day holds is what was answered: every refused request gave its pairs back.
    expect((await instances[0]!.read('ZZ0003', at)).used).toBe(answered);
    // And the rest of the quota is still there to spend, to the pair.
    let more = 0;
    while ((await instances[1]!.spend('ZZ0003', 100, 1, at)).spent) more += 1;
    expect(answered + more).toBe(100);
  });

  it('keeps the day’s matches and no-matches for the account’s standing', async () => {
    const quota = new Quota({ db });
    const at = new Date('2026-11-26T12:00:00Z');
    const batch = db.batch();
    quota.settle(batch, 'ZZ0004', at, { matches: 3, noMatches: 40, unanswered: 2 });
    await batch.commit();
    expect(await quota.spend('ZZ0004', 100, 10, at)).toEqual({
      spent: true,
      used: 8,
      matches: 3,
      noMatches: 40,
    });
  });
});
