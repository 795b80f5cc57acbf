// A report of a suspected fake card against a real Firestore (the emulator): kept for the scheme's
// staff with a reference, the form again when a field is wrong, the service's ceiling of reports,
// the same report of a day merged, and counted against the client's limit with its checks.
import { describe, expect, it } from 'vitest';
import { reportPath } from '../../handler.js';
import { reportsCollection } from '../../reports.js';
import { checkHandlerTest } from '../../testing/check-handler.js';

const { activity, clock, testLimits, serve, newMachine, post, check } = checkHandlerTest('report');

describe('a report of a suspected fake card', () => {
  const report = {
    number: 'AB123456',
    name: 'Ada Example',
    seen: 'The photograph was of someone else.\nThe card was laminated at home.',
    where: 'Acme Plant Hire, Leeds',
    reporter: 'Pat Manager',
    contact: 'pat@example.com',
  };

  it('is kept for the scheme’s staff, with a reference for the reporter', async () => {
    const answer = await post(report, { path: reportPath });
    expect([answer.status, answer.kind]).toEqual([200, 'report-received']);
    const reference = answer.field('reportReference');
    expect(reference).toMatch(/^R-[0-9A-Z]{8}$/);
    const stored = await activity
      .collection(reportsCollection)
      .where('reference', '==', reference)
      .get();
    expect(stored.docs).toHaveLength(1);
    const data = stored.docs[0]!.data();
    expect({ ...data, receivedAt: undefined, deleteAt: undefined }).toEqual({
      ...report,
      reference,
      count: 1,
      receivedAt: undefined,
      deleteAt: undefined,
      handledAt: null,
      handledBy: null,
    });
    expect(data.deleteAt.toMillis() - data.receivedAt.toMillis()).toBe(365 * 86_400_000);
  });

  it('gets the form again, as typed, with one message, when a field is wrong', async () => {
    const cases: [Partial<typeof report>, string][] = [
      [{ seen: '' }, 'report-invalid-seen-missing'],
      [{ seen: 'x'.repeat(1501) }, 'report-invalid-seen-tooLong'],
      [{ where: ' ' }, 'report-invalid-where-missing'],
      [{ reporter: '' }, 'report-invalid-reporter-missing'],
      [{ contact: '' }, 'report-invalid-contact-missing'],
      [{ contact: 'call me' }, 'report-invalid-contact-format'],
      [{ number: 'x'.repeat(21) }, 'report-invalid-number-tooLong'],
    ];
    for (const [change, kind] of cases) {
      const answer = await post({ ...report, ...change }, { path: reportPath });
      expect([answer.status, answer.kind]).toEqual([400, kind]);
      expect(answer.field('reportSeen')).toBe((change.seen ?? report.seen).slice(0, 2000));
    }
    // A phone number will do.
    expect((await post({ ...report, contact: '01632 960 001' }, { path: reportPath })).kind).toBe(
      'report-received',
    );
  });

  it('is refused past the service’s ceiling of reports in its window, from however many clients', async () => {
    // Hours no other test posts reports in, so the ceiling's count is this test's alone.
    const at = new Date(clock().getTime() + 5 * 3_600_000);
    const limits = { ...testLimits, reports: { tries: 3, windowMinutes: 60 } };
    const to = await serve({ limits, now: () => at });
    for (let i = 0; i < 3; i++)
      expect((await post({ ...report, seen: `Report ${i}` }, { path: reportPath, to })).kind).toBe(
        'report-received',
      );
    const refused = await post({ ...report, seen: 'One too many' }, { path: reportPath, to });
    expect([refused.status, refused.kind]).toEqual([429, 'limited']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await activity.collection(reportsCollection).where('seen', '==', 'One too many').get()).size,
    ).toBe(0);
  });

  it('is merged with the same report of the same day: one report, counted', async () => {
    let at = new Date(clock().getTime() + 6 * 3_600_000);
    const to = await serve({ now: () => at });
    const same = { ...report, seen: 'Merged: the same card, seen twice.' };
    const first = await post(same, { path: reportPath, to });
    const again = await post(
      { ...same, where: same.where.toUpperCase(), reporter: 'Someone Else' },
      { path: reportPath, to },
    );
    expect([first.kind, again.kind]).toEqual(['report-received', 'report-received']);
    const reference = first.field('reportReference');
    expect(again.field('reportReference')).toBe(reference);
    const stored = await activity
      .collection(reportsCollection)
      .where('reference', '==', reference)
      .get();
    expect(stored.docs.map((doc) => doc.get('count'))).toEqual([2]);
    // What was seen, another day or another card: a report of its own.
    const other = await post({ ...same, seen: 'Merged: another card.' }, { path: reportPath, to });
    expect(other.field('reportReference')).not.toBe(reference);
    at = new Date(at.getTime() + 86_400_000);
    const nextDay = await post(same, { path: reportPath, to });
    expect(nextDay.field('reportReference')).not.toBe(reference);
  });

  it('counts against the client’s limit with its checks', async () => {
    const tight = await serve({
      limits: { ...testLimits, perClient: { ...testLimits.perClient, tries: 2 } },
    });
    const from = newMachine();
    await check('AB999999', 'X', { from, to: tight });
    expect((await post(report, { path: reportPath, from, to: tight })).status).toBe(200);
    expect((await post(report, { path: reportPath, from, to: tight })).kind).toBe('limited');
  });
});
