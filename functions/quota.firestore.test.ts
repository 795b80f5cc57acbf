// An account's daily quota, counted by two instances of the function against one Firestore (the
// emulator): each sees what the other spent once they have shared their counts.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { clearProject } from '../scripts/serve/firestore-emulator.mjs';
import { createQuota } from './quota.js';

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
    const [one, two] = [createQuota({ db, syncMs: 0 }), createQuota({ db, syncMs: 0 })];
    const at = new Date('2026-11-26T10:00:00Z');
    expect(await one.spend('ZZ0001', 100, 60, at)).toEqual({ spent: true, used: 60 });
    // The first instance's count is written as the second reads (its own next sync, or its flush).
    await one.spend('ZZ0001', 100, 0, at);
    expect(await two.spend('ZZ0001', 100, 50, at)).toEqual({ spent: false, used: 60 });
    expect(await two.spend('ZZ0001', 100, 40, at)).toEqual({ spent: true, used: 100 });
    await two.spend('ZZ0001', 100, 0, at);
    expect(await one.spend('ZZ0001', 100, 1, at)).toEqual({ spent: false, used: 100 });
    // Another account's, and the next day's, are counts of their own.
    expect(await one.spend('ZZ0002', 100, 1, at)).toEqual({ spent: true, used: 1 });
    const tomorrow = new Date('2026-11-27T00:30:00Z');
    expect(await one.spend('ZZ0001', 100, 100, tomorrow)).toEqual({ spent: true, used: 100 });
  });
});
