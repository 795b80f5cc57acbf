// What every answer is sent with (answering.js): its page's own Content-Security-Policy and the
// site's headers; and the deadline every answer waits on: a promise's value in time,
// `unavailable` for one that fails or is late, and no timer left behind either way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deadlineOf, page, unavailable, within } from './answering.js';
import { sampleAnswerData, standInPages } from './testing/answer-pages.js';
import { mount, unitContext } from './testing/surface.js';

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

describe('page', () => {
  it("sends each answer with its own page's policy, the build's, and the site's headers", async () => {
    const { context } = unitContext({
      answers: {
        pages: standInPages(),
        headers: { 'X-Content-Type-Options': 'nosniff' },
        policies: { limited: "default-src 'none'; script-src 'sha256-limited'" },
      },
    });
    const answer = mount((c) => page(c, 429, 'limited', sampleAnswerData('limited')), context);
    const limited = await answer(new Request('https://scheme.example/check'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; script-src 'sha256-limited'",
    );
    expect(limited.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // A page the build gave no policy is sent without one, never with another page's.
    const other = mount((c) => page(c, 405, 'method', sampleAnswerData('method')), context);
    expect(
      (await other(new Request('https://scheme.example/check'))).headers.get(
        'Content-Security-Policy',
      ),
    ).toBeNull();
  });
});
