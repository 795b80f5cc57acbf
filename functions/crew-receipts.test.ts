// A crew's receipt's rows (functions/crew-receipts.js): the digest anyone can make again from the
// rows listed, the counts a receipt carries, its reference, and a row's number kept only if it is
// a registration number.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  type CrewRow,
  crewCountSlots,
  crewCounts,
  crewReceiptsCollection,
  crewReference,
  crewRowsDigest,
  keptNumber,
} from './crew-receipts.js';

const rows: CrewRow[] = [
  { number: 'ZZ000001', outcome: 'current', since: '', validUntil: '2030-12-31', reference: 'A-1' },
  {
    number: 'ZZ000004',
    outcome: 'suspended',
    since: '2026-09-14',
    validUntil: '2030-01-31',
    reference: 'A-2',
  },
  { number: 'ZZ000001', outcome: 'no-match', since: '', validUntil: '', reference: 'A-3' },
  { number: '', outcome: 'unreadable', since: '', validUntil: '', reference: '' },
];

describe('a crew’s rows', () => {
  it('have a digest anyone makes again: SHA-256 of the JSON array of each row’s fields in order', () => {
    const json =
      '[["ZZ000001","current","","2030-12-31","A-1"],["ZZ000004","suspended","2026-09-14","2030-01-31","A-2"],["ZZ000001","no-match","","","A-3"],["","unreadable","","",""]]';
    expect(crewRowsDigest(rows)).toBe(createHash('sha256').update(json).digest('base64url'));
    // Any change to any row, or to their order, is another digest.
    const changed = rows.map((row, i) => (i === 2 ? { ...row, outcome: 'current' as const } : row));
    expect(crewRowsDigest(changed)).not.toBe(crewRowsDigest(rows));
    expect(crewRowsDigest([...rows].reverse())).not.toBe(crewRowsDigest(rows));
  });

  it('are counted by outcome, naming only the outcomes some row had, and shown in three groups', () => {
    expect(crewCounts(rows)).toEqual({ current: 1, suspended: 1, 'no-match': 1, unreadable: 1 });
    expect(
      crewCountSlots({ current: 3, ending: 1, expired: 2, 'no-match': 4, limited: 1 }),
    ).toEqual({
      rowCount: '11',
      mayWorkCount: '4',
      currentCount: '3',
      endingCount: '1',
      mayNotCount: '6',
      expiredCount: '2',
      suspendedCount: '0',
      noMatchCount: '4',
      notCheckedCount: '1',
      unreadableCount: '0',
      limitedCount: '1',
    });
  });

  it('keep a registration number only, never what else a row held', () => {
    expect(keptNumber('ZZ000001')).toBe('ZZ000001');
    expect(keptNumber('Bob Smith 12')).toBe('');
    expect(keptNumber('ZZ00000X')).toBe('');
  });

  it('are kept under a reference of their own, the time and a random code', () => {
    const at = new Date('2026-11-26T10:15:30Z');
    const reference = crewReference(at);
    expect(reference).toMatch(/^CREW-[0-9A-Z]+-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(reference.split('-')[1]).toBe((at.getTime() / 1000).toString(36).toUpperCase());
    expect(crewReference(at)).not.toBe(reference);
  });
});

it('are deleted by Firestore’s TTL policy on `deleteAt`, and never indexed', async () => {
  const declared = JSON.parse(
    await readFile(new URL('../firestore.activity.indexes.json', import.meta.url), 'utf8'),
  ) as { fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[] };
  expect(
    declared.fieldOverrides.filter((field) => field.collectionGroup === crewReceiptsCollection),
  ).toEqual([
    { collectionGroup: crewReceiptsCollection, fieldPath: 'deleteAt', ttl: true, indexes: [] },
    { collectionGroup: crewReceiptsCollection, fieldPath: 'rows', indexes: [] },
  ]);
});
