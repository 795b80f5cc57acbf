// The counters' ids and their windows. functions/surfaces/checks/limits.firestore.test.ts tests the
// limits whole.
import { describe, expect, it } from 'vitest';
import { counterId, windowOf } from './windows.js';

describe('counterId', () => {
  it('is the first 32 characters of an HMAC-SHA256 of kind, window and value, as docs/check-security.md says', () => {
    // Fixed values: a change of the id's form would make every counter in a window start again.
    expect(counterId('test-key', 'client', 1995120, '198.51.100.7')).toBe(
      'VXPEukrDf2ni1W08kKbRQqNO7Xl8Ypf7',
    );
    expect(counterId('test-key', 'number', 1995120, 'AB123456')).toBe(
      '_ysy6MVpb0b8bNAC6Oslco2R4oLylD1y',
    );
  });

  it('differs with the key, the kind, the window and the value', () => {
    const id = counterId('k', 'client', 1, 'v');
    for (const other of [
      counterId('l', 'client', 1, 'v'),
      counterId('k', 'number', 1, 'v'),
      counterId('k', 'client', 2, 'v'),
      counterId('k', 'client', 1, 'w'),
    ])
      expect(other).not.toBe(id);
  });
});

describe('windowOf', () => {
  it('puts a moment in its fixed window, which ends on the next boundary', () => {
    const at = (iso: string) => windowOf(new Date(iso), 15);
    expect(at('2026-11-25T12:00:00Z')).toEqual({
      index: 1995120,
      endsAt: new Date('2026-11-25T12:15:00Z'),
    });
    expect(at('2026-11-25T12:14:59.999Z').index).toBe(1995120);
    expect(at('2026-11-25T12:15:00Z').index).toBe(1995121);
    expect(windowOf(new Date('2026-11-25T12:00:30Z'), 1).endsAt).toEqual(
      new Date('2026-11-25T12:01:00Z'),
    );
  });
});
