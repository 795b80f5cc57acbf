// The limiter's parts that need no Firestore: the counters' ids, their windows, and what an
// instance remembers of each count. functions/handler.firestore.test.ts tests the limits whole.
import { describe, expect, it } from 'vitest';
import { Tally, counterId, windowOf } from './limiter.js';

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

describe('Tally', () => {
  const endsAt = new Date('2026-11-25T12:15:00Z');

  it('counts each try on a counter from one, apart from other counters', () => {
    const tally = new Tally();
    expect([tally.add('a', endsAt), tally.add('a', endsAt), tally.add('b', endsAt)]).toEqual([
      1, 2, 1,
    ]);
    expect(tally.size).toBe(2);
  });

  it('takes a higher count from Firestore, never a lower, and only for a counter it holds', () => {
    const tally = new Tally();
    tally.add('a', endsAt);
    tally.know('a', 7);
    expect(tally.add('a', endsAt)).toBe(8);
    tally.know('a', 2);
    expect(tally.add('a', endsAt)).toBe(9);
    tally.know('z', 5);
    expect(tally.size).toBe(1);
  });

  it('forgets the counters whose window has ended, and only those', () => {
    const tally = new Tally();
    tally.add('ended', new Date('2026-11-25T12:00:00Z'));
    tally.add('open', endsAt);
    tally.prune(new Date('2026-11-25T12:00:00Z'));
    expect(tally.size).toBe(1);
    expect(tally.add('open', endsAt)).toBe(2);
    expect(tally.add('ended', endsAt)).toBe(1);
  });

  it('holds no more than its bound however many clients come in one window, forgetting the oldest first', () => {
    const tally = new Tally({ maxEntries: 1000 });
    for (let i = 0; i < 100_000; i++) tally.add(`client-${i}`, endsAt);
    expect(tally.size).toBeLessThanOrEqual(1000);
    // The newest are still counted; the oldest start again (Firestore's count still holds them).
    expect(tally.add('client-99999', endsAt)).toBe(2);
    expect(tally.add('client-0', endsAt)).toBe(1);
    expect(new Tally().size).toBe(0);
    const standard = new Tally();
    for (let i = 0; i < 100_000; i++) standard.add(`client-${i}`, endsAt);
    expect(standard.size).toBeLessThanOrEqual(Tally.defaultMaxEntries);
  });
});
