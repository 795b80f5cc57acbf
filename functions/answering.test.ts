// The deadline every answer waits on (answering.js): a promise's value in time, `unavailable`
// for one that fails or is late, and no timer left behind either way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deadlineOf, unavailable, within } from './answering.js';

afterEach(() => vi.useRealTimers());

describe('within', () => {
  it('gives the value in time and clears its timer, or the fallback when late', async () => {
    vi.useFakeTimers();
    expect(await within(Promise.resolve('found'), 1000, 'late')).toBe('found');
    expect(vi.getTimerCount()).toBe(0);
    const late = within(new Promise(() => {}), 1000, 'late');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await late).toBe('late');
  });
});

describe('deadlineOf', () => {
  it('answers unavailable for a promise that fails, as for one that is late', async () => {
    vi.useFakeTimers();
    const inTime = deadlineOf(1000);
    expect(await inTime(Promise.reject(new Error('Firestore refused')))).toBe(unavailable);
    expect(vi.getTimerCount()).toBe(0);
    const late = inTime(new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await late).toBe(unavailable);
    expect(await inTime(Promise.resolve(7))).toBe(7);
  });
});
