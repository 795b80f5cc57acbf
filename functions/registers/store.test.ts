// When two versions of a record say the same: the part of store.js that needs no Firestore
// (store.firestore.test.ts tests the rest on the emulator).
import { describe, expect, it } from 'vitest';
import { sameVersion } from './store.js';

describe('sameVersion', () => {
  const version = { surname: 'Lovelace', suspended: false, categories: ['CB', 'RT'] };

  it('is true of the same fields and values, lists in the same order', () => {
    expect(sameVersion({ ...version, categories: ['CB', 'RT'] }, version)).toBe(true);
  });

  it('is false of a changed value, a list changed or reordered, or a field more or less', () => {
    for (const other of [
      undefined,
      { ...version, surname: 'Byron' },
      { ...version, suspended: true },
      { ...version, categories: ['CB'] },
      { ...version, categories: ['RT', 'CB'] },
      { ...version, categories: 'CB RT' },
      { ...version, photo: 'x' },
      { surname: 'Lovelace', suspended: false },
    ])
      expect(sameVersion(other, version), JSON.stringify(other)).toBe(false);
    expect(sameVersion(version, { ...version, categories: 'CB RT' })).toBe(false);
  });
});
