// What an instance remembers of each count, so a try it knows to be over a limit costs no read.
import { describe, expect, it } from 'vitest';
import { Tally } from './tally.js';

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
    // A window still open (one that has ended is pruned whole, and would prove nothing of the
    // oldest going first: this test passed that way once its fixed day had passed).
    const endsAt = new Date(Date.now() + 3_600_000);
    const tally = new Tally({ maxEntries: 1000 });
    for (let i = 0; i < 100_000; i++) tally.add(`client-${i}`, endsAt);
    expect(tally.size).toBeLessThanOrEqual(1000);
    // Full, it keeps nine tenths and takes the newcomer.
    const full = new Tally({ maxEntries: 1000 });
    for (let i = 0; i < 1000; i++) full.add(`client-${i}`, endsAt);
    expect(full.size).toBe(1000);
    full.add('newcomer', endsAt);
    expect(full.size).toBe(901);
    expect(full.add('client-99', endsAt)).toBe(1);
    expect(full.add('client-100', endsAt)).toBe(2);
    // The newest are still counted; the oldest start again (Firestore's count still holds them).
    expect(tally.add('client-99999', endsAt)).toBe(2);
    expect(tally.add('client-0', endsAt)).toBe(1);
    expect(new Tally().size).toBe(0);
    const standard = new Tally();
    for (let i = 0; i < 100_000; i++) standard.add(`client-${i}`, endsAt);
    expect(standard.size).toBeLessThanOrEqual(Tally.defaultMaxEntries);
  });
});
