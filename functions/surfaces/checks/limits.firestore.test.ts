// The limits on tries against a real Firestore (the emulator), as production sets them
// (functions/vocabulary/limits.js): a client's, a number's and the service's, whatever headers the
// caller forges, shared by every instance, and counters no one can trace without the key.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {} from '../../testing/front-end.js';
import { checkLimits } from '../../handler.js';
import { countersCollection } from '../../counting/limiter.js';
import { counterId, windowOf } from '../../counting/windows.js';
import { checkHandlerTest } from '../../testing/check-handler.js';

const {
  activity,
  keys,
  clock,
  testLimits,
  serve,
  newMachine,
  check,
  perClient,
  perNumber,
  windowEnds,
  answered,
} = checkHandlerTest('limits');

describe('the limits', () => {
  it(`let a client make ${perClient.tries} checks in ${perClient.windowMinutes} minutes and refuse the next, with when to come back`, async () => {
    const from = newMachine();
    // At once, each of another number (the number's own limit is lower).
    const tries = await Promise.all(
      Array.from({ length: perClient.tries }, (_, i) =>
        check(`AB9${String(i).padStart(5, '0')}`, 'X', { from }),
      ),
    );
    expect(tries.map((answer) => answer.status)).toEqual(answered(perClient.tries));
    const refused = await check('AB999998', 'X', { from });
    expect([refused.status, refused.kind]).toEqual([429, 'limited']);
    expect(refused.field('retryAt')).toBe(windowEnds(perClient.windowMinutes));
    expect(Number(refused.headers.get('retry-after'))).toBe(
      (windowOf(clock(), perClient.windowMinutes).endsAt.getTime() - clock().getTime()) / 1000,
    );
  });

  it(`slow each try past the ${perClient.slowAfter}th from a client a little more`, async () => {
    const slow = await serve({
      limits: {
        ...testLimits,
        perClient: { ...testLimits.perClient, tries: 4, slowAfter: 2, delayStepMs: 600 },
      },
    });
    // The instance's first answer sets up its Firestore clients: not a wait to time.
    await check('AB999990', 'X', { to: slow });
    const from = newMachine();
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push(await check('AB999999', 'X', { from, to: slow }));
    expect(tries.map((t) => t.status)).toEqual([200, 200, 200, 200, 429]);
    // The first two do not wait; the third and fourth wait 600 and 1,200 ms.
    expect(tries.slice(0, 2).map((t) => t.ms < 600)).toEqual([true, true]);
    expect(tries[2]!.ms).toBeGreaterThanOrEqual(600);
    expect(tries[3]!.ms).toBeGreaterThanOrEqual(1200);
  });

  it('start again when the window ends', async () => {
    let at = clock();
    const windowed = await serve({
      now: () => at,
      limits: { ...testLimits, perClient: { ...testLimits.perClient, tries: 2 } },
    });
    const from = newMachine();
    const statuses = async () => {
      const list = [];
      for (const n of ['1', '2', '3'])
        list.push((await check(`AB88888${n}`, 'X', { from, to: windowed })).status);
      return list;
    };
    expect(await statuses()).toEqual([200, 200, 429]);
    at = new Date(windowOf(at, checkLimits.perClient.windowMinutes).endsAt.getTime() + 1000);
    expect(await statuses()).toEqual([200, 200, 429]);
  });

  it('hold whatever the caller writes in Fastly-Client-IP and X-Forwarded-For', async () => {
    const from = newMachine();
    const forged = Array.from({ length: perClient.tries + 1 }, (_, i) =>
      check(`AB7${String(i).padStart(5, '0')}`, 'X', {
        from,
        headers: {
          'fastly-client-ip': `192.0.2.${i}`,
          'x-forwarded-for': `192.0.2.${i}, 151.101.0.${i}`,
          'x-real-ip': `192.0.2.${i}`,
        },
      }),
    );
    const statuses = (await Promise.all(forged)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });

  it('count an IPv6 client by its /64', async () => {
    const tight = await serve({
      limits: { ...testLimits, perClient: { ...testLimits.perClient, tries: 3 } },
    });
    const statuses = [];
    for (const from of [
      '2001:db8:77:1::1',
      '2001:db8:77:1::2',
      '2001:db8:77:1::abcd:ef01',
      '2001:db8:77:1:ffff:ffff:ffff:ffff',
    ])
      statuses.push((await check('AB999999', 'X', { to: tight, from })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The next /64 is another client.
    expect((await check('AB999999', 'X', { to: tight, from: '2001:db8:77:2::1' })).status).toBe(
      200,
    );
  });

  it(`let any one number be tried ${perNumber.tries} times in ${perNumber.windowMinutes} minutes, by anyone, on the register or not`, async () => {
    const production = await serve({ limits: checkLimits });
    for (const number of ['AB400001', 'AB555555']) {
      const tries = [];
      for (let i = 0; i <= perNumber.tries; i++)
        tries.push(await check(number, 'Wrong', { to: production }));
      expect(tries.map((t) => t.status)).toEqual([...answered(perNumber.tries), 429]);
      expect(tries.at(-1)!.kind).toBe('number-limited');
      expect(tries.at(-1)!.field('retryAt')).toBe(windowEnds(perNumber.windowMinutes));
    }
    // The two refusals say the same: the limit tells nothing of the register.
    const refusal = (number: string) =>
      check(number, 'Wrong', { to: production }).then((answer) =>
        answer.body.replaceAll(number, 'NUMBER'),
      );
    expect(await refusal('AB400001')).toBe(await refusal('AB555555'));
    // Even the right surname waits: a guess that comes right after the limit tells nothing either.
    expect((await check('AB400001', 'Ited', { to: production })).kind).toBe('number-limited');
  });

  it('are shared by every instance, through Firestore', async () => {
    const limits = { ...testLimits, perClient: { ...testLimits.perClient, tries: 2 } };
    const [first, second] = [await serve({ limits }), await serve({ limits })];
    const from = newMachine();
    const statuses = [];
    for (const to of [first, second, first, second])
      statuses.push((await check('AB999997', 'X', { from, to })).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('refuse, once an instance knows, with no Firestore write', async () => {
    const limits = { ...testLimits, perClient: { ...testLimits.perClient, tries: 2 } };
    const instance = await serve({ limits });
    const from = newMachine();
    for (let i = 0; i < 6; i++) await check(`AB66666${i}`, 'X', { from, to: instance });
    const window = windowOf(clock(), checkLimits.perClient.windowMinutes).index;
    const counter = await activity
      .collection(countersCollection)
      .doc(counterId(keys.counterKey, 'client', window, from))
      .get();
    // Two let through; the instance refused the next four itself, with no write.
    expect(counter.get('tries')).toBe(2);
  });

  it('keep counters that cannot be traced back to an address or a number without the key', async () => {
    const from = '203.0.113.200';
    await check('AB123456', 'Example', { from });
    const window = windowOf(clock(), perClient.windowMinutes).index;
    const ids = (await activity.collection(countersCollection).get()).docs.map((doc) => doc.id);
    expect(ids).toContain(counterId(keys.counterKey, 'client', window, from));
    const numberWindow = windowOf(clock(), perNumber.windowMinutes).index;
    expect(ids).toContain(counterId(keys.counterKey, 'number', numberWindow, 'AB123456'));
    for (const id of ids) expect(id).not.toMatch(/203|AB12/);
    // Another key, another id: an unkeyed search over addresses finds nothing.
    expect(ids).not.toContain(counterId('guess', 'client', window, from));
    // What Firestore's TTL policy deletes them by: a timestamp, the end of their window.
    const counter = await activity
      .collection(countersCollection)
      .doc(counterId(keys.counterKey, 'client', window, from))
      .get();
    expect(counter.get('expiresAt')).toBeInstanceOf(Timestamp);
    expect(counter.get('expiresAt').toDate()).toEqual(
      windowOf(clock(), perClient.windowMinutes).endsAt,
    );
    expect(Object.keys(counter.data()!).sort()).toEqual(['expiresAt', 'tries']);
  });

  it('past the service’s ceiling of no-matches in a minute, refuse every try but a client’s first in its window, whatever its outcome, and delay none', async () => {
    // An hour no other test's instances answer in, so the service's count is this test's alone.
    let at = new Date(clock().getTime() + 3_600_000);
    const limits = { ...testLimits, service: { noMatchesPerMinute: 4 } };
    const [first, second] = [
      await serve({ limits, now: () => at }),
      await serve({ limits, now: () => at }),
    ];
    const machines = Array.from({ length: 5 }, newMachine);
    // Five no-matches: the fifth is past the ceiling, which is known once it is counted.
    for (const [i, from] of machines.entries())
      expect((await check(`AB99998${i}`, 'X', { to: first, from })).kind).toBe('no-match');
    // A client that has tried before is refused before the register is read: a refusal says
    // nothing of whether its guess was right, and its right surname is refused too.
    for (const [number, surname] of [
      ['AB999990', 'X'],
      ['AB123456', 'Example'],
    ] as const) {
      const refused = await check(number, surname, { to: first, from: machines[0] });
      expect([refused.status, refused.kind], surname).toEqual([429, 'limited']);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    // A visitor's first check is answered, at once, a no-match as a match.
    const fresh = await check('AB999970', 'X', { to: first });
    expect([fresh.status, fresh.kind]).toEqual([200, 'no-match']);
    expect(fresh.ms).toBeLessThan(1000);
    expect((await check('AB123456', 'Example', { to: first })).kind).toBe('match-current');
    // Another instance learns the service's count within a second, through Firestore: each
    // shares its own at most once a second, on a no-match.
    at = new Date(at.getTime() + 1500);
    expect((await check('AB999973', 'X', { to: first })).kind).toBe('no-match');
    const other = newMachine();
    expect((await check('AB999971', 'X', { to: second, from: other })).kind).toBe('no-match');
    expect((await check('AB999971', 'X', { to: second, from: other })).kind).toBe('limited');
    // The next minute starts afresh.
    at = new Date(at.getTime() + 60_000);
    expect((await check('AB999972', 'X', { to: first, from: machines[0] })).kind).toBe('no-match');
  });
});
