// The console's lists as Firestore gives them: the staff (those removed left out, by address) and
// the reports naming one card's number (newest first, only that number's), each as its data.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { activityDatabase } from '../deployment.js';
import { reportsCollection } from '../reports.js';
import { clearProject } from '../testing/emulator.js';
import { reportsNaming } from './reports.js';
import { staffCollection, staffPeople } from './staff.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
const projectId = `demo-console-lists-${process.pid}`;
const app = initializeApp({ projectId }, projectId);
const db = getFirestore(app);
const activity = getFirestore(app, activityDatabase);

afterAll(async () => {
  await clearProject(host, projectId);
  await deleteApp(app);
});

describe('staffPeople', () => {
  it('lists the staff not removed, by address', async () => {
    // Their ids in another order than their addresses: Firestore gives documents by id.
    const staff = db.collection(staffCollection);
    await Promise.all([
      staff.doc('a-zed').set({ uid: 'a-zed', email: 'zed@example.org', roles: ['registrar'] }),
      staff.doc('c-ada').set({ uid: 'c-ada', email: 'ada@example.org', roles: ['administrator'] }),
      staff.doc('u-gone').set({
        uid: 'u-gone',
        email: 'bob@example.org',
        roles: ['registrar'],
        removedAt: Timestamp.fromDate(new Date('2026-11-01T09:00:00Z')),
      }),
      staff.doc('b-kim').set({ uid: 'b-kim', email: 'kim@example.org', roles: ['registrar'] }),
    ]);
    expect(await staffPeople(db)).toEqual([
      { uid: 'c-ada', email: 'ada@example.org', roles: ['administrator'] },
      { uid: 'b-kim', email: 'kim@example.org', roles: ['registrar'] },
      { uid: 'a-zed', email: 'zed@example.org', roles: ['registrar'] },
    ]);
  });
});

describe('reportsNaming', () => {
  it('gives the reports naming one number, newest first, whatever order they were made in', async () => {
    const at = (iso: string) => Timestamp.fromDate(new Date(iso));
    const reports = activity.collection(reportsCollection);
    const kept = (reference: string, number: string, day: string) =>
      reports
        .doc(reference.toLowerCase())
        .set({ reference, number, receivedAt: at(`${day}T10:00:00Z`) });
    await Promise.all([
      kept('R2', 'MO123456', '2026-11-02'),
      kept('R1', 'MO123456', '2026-11-01'),
      kept('R3', 'MO123456', '2026-11-03'),
      kept('R4', 'MO654321', '2026-11-04'),
    ]);
    const found = await reportsNaming(activity, 'MO123456');
    expect(found.map((report) => report.reference)).toEqual(['R3', 'R2', 'R1']);
    expect(found[0]).toEqual({
      reference: 'R3',
      number: 'MO123456',
      receivedAt: at('2026-11-03T10:00:00Z'),
    });
    expect(await reportsNaming(activity, 'MO000000')).toEqual([]);
  });
});
