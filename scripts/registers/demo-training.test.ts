import { describe, expect, it } from 'vitest';
import { findPlace, readPlaces } from '../../functions/places.js';
import { centreOf, findProviders, tidyPostcode } from '../../functions/providers.js';
import {
  demonstrationInstructors,
  demonstrationOperatorProviders,
  demonstrationPeople,
  demonstrationProviders,
  demonstrationStaff,
  demonstrationStatusDays,
} from './demo-training.mjs';
import { portalRoles } from '../../functions/vocabulary/portal.js';
import { staffRoles } from '../../functions/vocabulary/console.js';
import { demonstrationRecords } from '../operators/demo.mjs';
import { csvText, registers } from '../../functions/registers/registers.js';
import { readProvidersFile } from '../../functions/registers/providers-file.js';
import { readInstructorsFile } from '../../functions/registers/instructors-file.js';

const places = readPlaces();
const providers = demonstrationProviders.map((provider) => ({
  ...provider,
  centres: provider.centres.map((centre) => centreOf(centre)!),
}));
const numbers = new Set(providers.map((provider) => provider.number));

describe('the demonstration providers', () => {
  it('are a dozen or more, in the ZZ series, each number once', () => {
    expect(providers.length).toBeGreaterThanOrEqual(12);
    expect(numbers.size).toBe(providers.length);
    for (const number of numbers) expect(number).toMatch(/^ZZ[0-9]{4}$/);
  });

  it('have centres whose postcodes are real postcode districts', () => {
    for (const provider of providers)
      for (const centre of provider.centres) {
        expect(tidyPostcode(centre.postcode), centre.postcode).toBe(centre.postcode);
        expect(places.districts.has(centre.district), centre.postcode).toBe(true);
      }
  });

  it('give every UK capital and big city a provider within 50 miles', () => {
    for (const city of [
      'London',
      'Birmingham',
      'Leeds',
      'Manchester',
      'Glasgow',
      'Edinburgh',
      'Cardiff',
      'Belfast',
    ]) {
      const place = findPlace(places, city);
      if (!place.ok) throw new Error(`${city} is not a place`);
      const found = findProviders(providers, {
        ...place,
        wanted: [],
        radius: 50,
        today: '2026-11-26',
        districts: places.districts,
      });
      expect(found.length, city).toBeGreaterThan(0);
    }
  });

  it('include one suspended and one withdrawn provider, whom the finder never finds', () => {
    expect(providers.filter((p) => p.status === 'suspended')).toHaveLength(1);
    expect(providers.filter((p) => p.status === 'withdrawn')).toHaveLength(1);
    const manchester = findPlace(places, 'Salford');
    if (!manchester.ok) throw new Error('Salford is not a place');
    const found = findProviders(providers, {
      ...manchester,
      wanted: [],
      radius: 100,
      today: '2026-11-26',
      districts: places.districts,
    }).map(({ provider }) => provider.status);
    expect(found.length).toBeGreaterThan(3);
    expect(new Set(found)).toEqual(new Set(['accredited']));
  });

  it('train on employers’ sites too when accredited, in their own centres’ areas at least', () => {
    for (const provider of demonstrationProviders.filter((p) => p.status === 'accredited'))
      for (const { postcode } of provider.centres)
        expect(provider.siteAreas, `${provider.number} ${postcode}`).toContain(
          /^[A-Z]+/.exec(postcode)?.[0],
        );
    expect(demonstrationProviders.filter((p) => p.siteAreas.length === 0)).toEqual([
      expect.objectContaining({ status: 'withdrawn' }),
    ]);
  });

  it('use contact details no one can own or answer', () => {
    for (const provider of providers) {
      expect(provider.email).toMatch(/@([a-z]+\.)?example\.(com|org|net)$/);
      expect(new URL(provider.website).hostname).toMatch(/(^|\.)example\.(com|org|net)$/);
      // Ofcom's numbers for drama: 01632 960xxx, and 496/4960 ranges of the big cities.
      expect(provider.phone).toMatch(
        /^(01632 960\d{3}|0(113|114|117|121|131|141|161) 496 0\d{3}|0191 498 0\d{3}|020 7946 0\d{3}|029 2018 0\d{3}|028 9649 6\d{3})$/,
      );
    }
  });
});

describe('the demonstration records as files', () => {
  // What an import of each register's file takes, and what an export of the seeded register
  // writes (the seed, scripts/operators/demo.mjs, stores them as an import would): nothing
  // dropped, doubled or emptied on the way.
  it('are providers a providers’ file takes, and reads back as they are', () => {
    const stored = providers.map((provider) => ({
      ...provider,
      website: new URL(provider.website).href,
    }));
    const { columns, row } = registers.providers;
    const { records, problems } = readProvidersFile(csvText(columns, stored.map(row)), {
      allowDemonstration: true,
    });
    expect(problems).toEqual([]);
    expect(records).toEqual(stored);
  });

  it('are instructors an instructors’ file takes, and reads back as they are', () => {
    const { columns, row } = registers.instructors;
    const { records, problems } = readInstructorsFile(
      csvText(columns, demonstrationInstructors.map(row)),
      { allowDemonstration: true },
    );
    expect(problems).toEqual([]);
    expect(records).toEqual(
      demonstrationInstructors.map((instructor) => ({
        ...instructor,
        surnameKey: expect.any(String),
      })),
    );
  });
});

describe('the demonstration instructors', () => {
  it('teach only for demonstration providers, and are in the ZZ series', () => {
    for (const instructor of demonstrationInstructors) {
      expect(instructor.registrationNumber).toMatch(/^ZZ[0-9]{6}$/);
      for (const provider of instructor.providers) expect(numbers.has(provider)).toBe(true);
    }
  });

  it('include listed and unlisted instructors, one suspended and one expired', () => {
    expect(demonstrationInstructors.some((i) => i.listed)).toBe(true);
    expect(demonstrationInstructors.some((i) => !i.listed)).toBe(true);
    expect(demonstrationInstructors.filter((i) => i.suspended)).toHaveLength(1);
    expect(demonstrationInstructors.filter((i) => i.validUntil < '2026-11-26')).toHaveLength(1);
  });

  it('do not share numbers with the demonstration operators', () => {
    const operators = new Set(demonstrationRecords.map((r) => r.registrationNumber));
    for (const instructor of demonstrationInstructors)
      expect(operators.has(instructor.registrationNumber)).toBe(false);
  });
});

describe('the demonstration operators', () => {
  it('each name a demonstration provider that trained them', () => {
    for (const record of demonstrationRecords)
      expect(
        numbers.has(
          demonstrationOperatorProviders[
            record.registrationNumber as keyof typeof demonstrationOperatorProviders
          ],
        ),
        record.registrationNumber,
      ).toBe(true);
  });
});

describe('the demonstration records, taken together', () => {
  const byNumber = new Map(demonstrationProviders.map((provider) => [provider.number, provider]));
  it('hold only machine categories their providers are accredited for', () => {
    const outside = [
      ...demonstrationRecords.map((operator) => {
        const provider =
          demonstrationOperatorProviders[
            operator.registrationNumber as keyof typeof demonstrationOperatorProviders
          ];
        const offered: readonly string[] = byNumber.get(provider)?.categories ?? [];
        return [
          operator.registrationNumber,
          operator.categories.filter((c) => !offered.includes(c)),
        ];
      }),
      ...demonstrationInstructors.map((instructor) => {
        const offered = instructor.providers.flatMap(
          (number): readonly string[] => byNumber.get(number)?.categories ?? [],
        );
        return [
          instructor.registrationNumber,
          instructor.categories.filter((c) => !offered.includes(c)),
        ];
      }),
    ].filter(([, categories]) => categories!.length);
    expect(outside).toEqual([]);
  });
});

describe('the demonstration records that do not count', () => {
  it('each have the day they took their status, and only they', () => {
    const days = (register: keyof typeof demonstrationStatusDays) =>
      Object.keys(demonstrationStatusDays[register]).sort();
    expect(days('providers')).toEqual(
      demonstrationProviders.filter((p) => p.status !== 'accredited').map((p) => p.number),
    );
    expect(days('instructors')).toEqual(
      demonstrationInstructors.filter((i) => i.suspended).map((i) => i.registrationNumber),
    );
    expect(days('operators')).toEqual(
      demonstrationRecords.filter((r) => r.suspended).map((r) => r.registrationNumber),
    );
  });
});

describe('the demonstration people who sign in', () => {
  const addresses = [...demonstrationPeople, ...demonstrationStaff].map((p) => p.email);

  it('are one of each portal role at a provider, and a submitter at the suspended one', () => {
    const leeds = demonstrationPeople.filter((p) => p.provider === 'ZZ0001');
    expect(leeds.map((p) => p.roles)).toEqual(portalRoles.map((role) => [role]));
    const others = demonstrationPeople.filter((p) => p.provider !== 'ZZ0001');
    expect(others).toEqual([expect.objectContaining({ provider: 'ZZ0009', roles: ['submitter'] })]);
    expect(demonstrationProviders.find((p) => p.number === 'ZZ0009')?.status).toBe('suspended');
  });

  it('are one of each of the scheme’s staff roles', () => {
    expect(demonstrationStaff.map((p) => p.roles)).toEqual(staffRoles.map((role) => [role]));
  });

  it('have addresses no one can own, each its own', () => {
    for (const address of addresses) expect(address).toMatch(/^[a-z]+@([a-z]+\.)?example\.com$/);
    expect(new Set(addresses).size).toBe(addresses.length);
  });
});
