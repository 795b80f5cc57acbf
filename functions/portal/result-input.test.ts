// A result read in the register's vocabulary, each problem named by its field (docs/portal.md).
import { describe, expect, it } from 'vitest';
import type { InstructorVersion, ProviderVersion } from '../providers.js';
import { maySubmit, readResult } from './result-input.js';

const provider = {
  number: 'TP0001',
  name: 'Leeds Lift Trucks',
  status: 'accredited',
  accreditedUntil: '2028-03-31',
  categories: ['CB', 'RT'],
} as unknown as ProviderVersion;
const instructor = (number: string, more: Partial<InstructorVersion> = {}) =>
  [
    number,
    {
      registrationNumber: number,
      givenNames: 'Ivy',
      surname: 'Teacher',
      surnameKey: 'teacher',
      validUntil: '2029-01-31',
      suspended: false,
      categories: ['CB'],
      providers: ['TP0001'],
      listed: true,
      ...more,
    } as InstructorVersion,
  ] as const;
const context = {
  provider,
  instructors: new Map([
    instructor('IN000001'),
    instructor('IN000002', { providers: ['TP0002'] }),
    instructor('IN000003', { suspended: true }),
    instructor('IN000004', { validUntil: '2026-01-01' }),
  ]),
  today: '2026-11-27',
};
const typed = {
  given_names: 'Pat',
  surname: "O'Neill",
  test_date: '2026-11-20',
  category: 'cb',
  instructor: 'in 000001',
};

describe('a result as typed', () => {
  it('is read, its category and numbers tidied', () => {
    expect(readResult(typed, context)).toEqual({
      fields: {
        givenNames: 'Pat',
        surname: "O'Neill",
        testDate: '2026-11-20',
        category: 'CB',
        instructor: 'IN000001',
      },
    });
    expect(
      readResult({ ...typed, registration_number: 'mo 123456' }, context).fields,
    ).toMatchObject({
      registrationNumber: 'MO123456',
    });
  });

  it('names each problem by its field', () => {
    expect(
      readResult(
        {
          given_names: '',
          surname: 'R2D2',
          test_date: '2026-11-28',
          category: 'MC',
          instructor: 'IN000002',
          registration_number: '123',
        },
        context,
      ).problems,
    ).toEqual({
      given_names: 'is empty',
      surname: '"R2D2" has characters a name cannot: use letters, spaces, hyphens and apostrophes',
      test_date: '2026-11-28 is in the future; write the day the test was taken',
      category: 'TP0001 is not accredited for MC',
      instructor: 'IN000002 is not one of TP0001’s instructors on the register',
      registration_number: '"123" is not a registration number, as MO123456',
    });
  });

  it('takes only a real day, within the last year', () => {
    const date = (test_date: string) =>
      readResult({ ...typed, test_date }, context).problems?.test_date;
    expect(date('2026-02-30')).toBe('"2026-02-30" is not a day written as 2026-11-27');
    expect(date('2025-11-26')).toBe(
      '2025-11-26 is more than a year ago; ask the scheme to enter it',
    );
    expect(date('2025-11-27')).toBeUndefined();
    expect(date('2026-11-27')).toBeUndefined();
    expect(date('')).toMatch(/^is empty/);
  });

  it('takes only a current instructor of the provider, registered for the category', () => {
    const by = (instructor: string, category = 'CB') =>
      readResult({ ...typed, instructor, category }, context).problems?.instructor;
    expect(by('IN000003')).toBe('IN000003’s registration is suspended; they cannot test');
    expect(by('IN000004')).toBe('IN000004’s registration is expired; they cannot test');
    expect(by('IN000001', 'RT')).toBe('IN000001 is not registered to test RT');
    expect(by('IN999999')).toBe('IN999999 is not one of TP0001’s instructors on the register');
  });
});

describe('a provider that may submit', () => {
  it('is accredited today: not suspended, withdrawn or past its date', () => {
    expect(maySubmit(provider, '2026-11-27')).toBe(true);
    expect(maySubmit(provider, '2028-04-01')).toBe(false);
    expect(maySubmit({ ...provider, status: 'suspended' }, '2026-11-27')).toBe(false);
    expect(maySubmit({ ...provider, status: 'withdrawn' }, '2026-11-27')).toBe(false);
  });
});
