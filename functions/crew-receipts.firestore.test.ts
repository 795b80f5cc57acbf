// A crew's rows as a receipt's verify page reads them back (functions/crew-receipts.js,
// `readCrewRows`), against a real Firestore (the emulator): the rows the receipt certifies, or
// `altered` when what is kept is not them (another account, another digest, an outcome no check
// gives, a row that is not a row), or `gone` when nothing is kept or its time has come.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { clearProject } from './testing/emulator.js';
import {
  type CrewRow,
  crewReceiptsCollection,
  crewRowsDigest,
  keepCrewRows,
  readCrewRows,
} from './crew-receipts.js';
import { activityDatabase } from './deployment.js';
import { checkRecordRetentionDays } from './vocabulary/retention.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
const projectId = `demo-crew-rows-${process.pid}`;
const app = initializeApp({ projectId }, projectId);
const activity = getFirestore(app, activityDatabase);
afterAll(async () => {
  await deleteApp(app);
  await clearProject(host, projectId);
});

const rows: CrewRow[] = [
  { number: 'ZZ000001', outcome: 'current', since: '', validUntil: '2030-12-31', reference: 'A-1' },
  { number: '', outcome: 'unreadable', since: '', validUntil: '', reference: '' },
];
const at = new Date('2026-11-28T10:00:00Z');
const account = 'acct-1';
const digest = crewRowsDigest(rows);
const kept = (reference: string) => activity.collection(crewReceiptsCollection).doc(reference);

describe('a crew receipt’s rows, read back', () => {
  it('are the rows kept, until the moment they are to be deleted', async () => {
    await keepCrewRows(activity, { reference: 'CREW-1', account, at, rows });
    const receipt = { reference: 'CREW-1', account, digest };
    expect(await readCrewRows(activity, receipt, at)).toEqual({ rows });
    const until = new Date(at.getTime() + checkRecordRetentionDays * 86_400_000);
    expect(await readCrewRows(activity, receipt, new Date(until.getTime() - 1))).toEqual({ rows });
    expect(await readCrewRows(activity, receipt, until)).toEqual({ gone: true });
    expect(await readCrewRows(activity, { ...receipt, reference: 'CREW-none' }, at)).toEqual({
      gone: true,
    });
  });

  it('are gone without a time to be deleted, as Firestore’s TTL policy reads it', async () => {
    await kept('CREW-2').set({ account, rows, deleteAt: 'never' });
    expect(await readCrewRows(activity, { reference: 'CREW-2', account, digest }, at)).toEqual({
      gone: true,
    });
  });

  it('are altered for another account or digest, an outcome no check gives, or a row that is none', async () => {
    await keepCrewRows(activity, { reference: 'CREW-3', account, at, rows });
    const read = (receipt: { account?: string; digest?: string }) =>
      readCrewRows(activity, { reference: 'CREW-3', account, digest, ...receipt }, at);
    expect(await read({ account: 'acct-2' })).toEqual({ altered: true });
    expect(await read({ digest: crewRowsDigest(rows.slice(1)) })).toEqual({ altered: true });

    const deleteAt = Timestamp.fromMillis(at.getTime() + 86_400_000);
    const odd = [{ ...rows[0], outcome: 'forged' }];
    await kept('CREW-4').set({ account, rows: odd, deleteAt });
    expect(
      await readCrewRows(
        activity,
        { reference: 'CREW-4', account, digest: crewRowsDigest(odd as CrewRow[]) },
        at,
      ),
    ).toEqual({ altered: true });

    // A row that is not an object reads as empty fields, an outcome of none: altered, not a crash.
    await kept('CREW-5').set({ account, rows: [null], deleteAt });
    expect(await readCrewRows(activity, { reference: 'CREW-5', account, digest }, at)).toEqual({
      altered: true,
    });
    // Rows that are not a list read as none: the digest of no rows certifies nothing else.
    await kept('CREW-6').set({ account, rows: 'none', deleteAt });
    expect(
      await readCrewRows(
        activity,
        { reference: 'CREW-6', account, digest: crewRowsDigest([]) },
        at,
      ),
    ).toEqual({ rows: [] });
  });
});
