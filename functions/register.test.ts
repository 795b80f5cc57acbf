// Which version of a record the register shows: the newest at or below its pointer, skipping
// abandoned generations, none once removed.
import { describe, expect, it } from 'vitest';
import { newestAt, pointerOf, versionAt } from './register.js';

const version = (surname: string) => ({ surname }) as never;
const record = {
  versions: {
    '3': version('Three'),
    '5': version('Five'),
    '7': version('Seven'),
    '9': { removed: true as const, registrationNumber: 'MO1' },
  },
};

describe('versionAt', () => {
  it('reads the newest version at or below the pointer', () => {
    expect(versionAt(record, { current: 6 })).toEqual(version('Five'));
    expect(versionAt(record, { current: 7 })).toEqual(version('Seven'));
    expect(versionAt(record, { current: 2 })).toBeUndefined();
  });

  it('skips the versions of abandoned generations, however they got there', () => {
    expect(versionAt(record, { current: 8, abandoned: [7] })).toEqual(version('Five'));
    expect(versionAt(record, { current: 8, abandoned: [7, 5] })).toEqual(version('Three'));
  });

  it('shows nothing once removed, and the removal itself to the import', () => {
    expect(versionAt(record, { current: 9 })).toBeUndefined();
    expect(newestAt(record, { current: 9 })).toEqual({
      generation: 9,
      version: { removed: true, registrationNumber: 'MO1' },
    });
    expect(versionAt(undefined, { current: 9 })).toBeUndefined();
  });

  it('reads a pointer as stored, an empty register before the first import', () => {
    expect(pointerOf(undefined)).toEqual({ current: 0, abandoned: [] });
    expect(pointerOf({ current: 4, abandoned: [2], claimed: 5 })).toEqual({
      current: 4,
      abandoned: [2],
    });
  });
});
