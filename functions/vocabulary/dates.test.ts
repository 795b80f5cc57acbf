// Days and statuses as the scheme keeps them: UK days, written as a UK reader writes them.
import { describe, expect, it } from 'vitest';
import { isIsoDate, longDate, ukToday } from './dates.js';
import { registrationStatus } from './statuses.js';

describe('dates', () => {
  it('reads only a whole YYYY-MM-DD date that exists', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const value of ['2027-02-29', 'x2028-03-31', '2028-03-31x', '28-03-31', '2028-3-31'])
      expect(isIsoDate(value), value).toBe(false);
  });

  it('takes today as the UK has it, summer time included', () => {
    expect(ukToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('writes a date as a UK reader does', () => {
    expect(longDate('2028-03-01')).toBe('1 March 2028');
    expect(longDate('2030-12-31')).toBe('31 December 2030');
  });

  it('says current up to and on the valid-until date, expired the day after, suspended always', () => {
    const record = { suspended: false, validUntil: '2028-03-31' };
    expect(registrationStatus(record, '2028-03-31')).toBe('current');
    expect(registrationStatus(record, '2028-04-01')).toBe('expired');
    expect(registrationStatus({ ...record, suspended: true }, '2020-01-01')).toBe('suspended');
  });
});
