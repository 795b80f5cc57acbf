// What a holder's card, record and verify page say of a record, in the check's own words: how
// long until it ends, its standing, its suspension's day and why, a removal's day, and the
// provider that trained them, named on any provisional category.
import { describe, expect, it } from 'vitest';
import { endsIn, holderValues, removedRows, standingText, suspensionRows } from './card-holder.js';

const at = new Date('2026-11-28T12:00:00Z');
const record = {
  registrationNumber: 'ZZ600001',
  givenNames: 'Ada',
  surname: 'Lovelace',
  validUntil: '2026-12-10',
  categories: ['CB'],
  suspended: false,
} as never;
const provider = {
  number: 'ZZ0001',
  name: 'Example Training Ltd',
  phone: '0113 496 0000',
  status: 'accredited',
  accreditedUntil: '2030-01-31',
};

describe('endsIn', () => {
  it('says today, one day, or the days', () => {
    expect([0, 1, 2, 12].map(endsIn)).toEqual(['today', 'in 1 day', 'in 2 days', 'in 12 days']);
  });
});

describe('standingText', () => {
  it('says each standing in words, with the days left, the end or the suspension’s day', () => {
    const text = (standing: string, more: object = {}) =>
      standingText({ record: { ...(record as object), ...more }, standing } as never, at);
    expect(text('current')).toBe('Current');
    expect(text('ending')).toBe('Current: ends in 12 days');
    expect(text('ending', { validUntil: '2026-11-28' })).toBe('Current: ends today');
    expect(text('expired', { validUntil: '2026-06-30' })).toBe('Expired: it ended on 30 June 2026');
    expect(text('suspended', { statusSince: '2026-11-03' })).toBe(
      'Suspended since 3 November 2026',
    );
    expect(text('suspended')).toBe('Suspended by the scheme');
  });
});

describe('suspensionRows and removedRows', () => {
  it('give a row for each day and reason the register keeps, and none otherwise', () => {
    expect(suspensionRows(record)).toEqual({ since: [], why: [] });
    expect(
      suspensionRows({
        ...(record as object),
        statusSince: '2026-11-03',
        suspendedWhy: 'card reported stolen',
      } as never),
    ).toEqual({
      since: [{ sinceDate: '3 November 2026' }],
      why: [{ whyText: 'card reported stolen' }],
    });
    expect(removedRows(undefined)).toEqual([]);
    expect(removedRows({ on: '' })).toEqual([]);
    expect(removedRows({ on: '2026-11-20' })).toEqual([{ removedOn: '20 November 2026' }]);
  });
});

describe('holderValues', () => {
  /** The values of a record trained by `number`, with a provisional category of its, read beside `providers`. */
  const trainedBy = (number: string, providers: Map<string, typeof provider>) =>
    holderValues(
      {
        record: {
          ...(record as object),
          provider: number,
          provisional: { RT: { provider: number, enteredOn: '2026-11-20', until: '2027-02-20' } },
        },
        providers,
      } as never,
      at,
    );

  it('names the holder, the categories counting, each provisional one and the provider', () => {
    const values = trainedBy('ZZ0001', new Map([['ZZ0001', provider]]));
    expect(values).toEqual({
      fullName: 'Ada Lovelace',
      number: 'ZZ600001',
      validUntil: '10 December 2026',
      categories: expect.arrayContaining([expect.any(String), expect.any(String)]),
      provisional: [
        {
          provisionalText: expect.stringMatching(
            /: provisional: results entered by Example Training Ltd on 20 November 2026, awaiting the scheme’s confirmation$/,
          ),
        },
      ],
      providers: [
        {
          providerName: 'Example Training Ltd',
          providerHref: expect.stringMatching(/ZZ0001$/),
          providerPhone: '0113 496 0000',
          providerPhoneHref: 'tel:+441134960000',
          providerStanding: '',
        },
      ],
      endsIn: 'in 12 days',
    });
    expect(values.categories).toHaveLength(2);
  });

  it('names a provider the register no longer holds by its number, and no provider row', () => {
    const values = trainedBy('ZZ0009', new Map());
    expect(values.provisional[0]?.provisionalText).toContain('results entered by ZZ0009 on');
    expect(values.providers).toEqual([]);
  });
});
