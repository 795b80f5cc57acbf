// The rules of the providers' register the finder and the import share (functions/providers.js):
// numbers, postcodes, standing, who a search finds and in what order, and how far it says.
import { describe, expect, it } from 'vitest';
import {
  centreOf,
  findByName,
  findProviders,
  instructorRegister,
  milesText,
  nameKey,
  postcodePattern,
  providerRegister,
  providerStanding,
  tidyPostcode,
  type ProviderVersion,
} from './providers.js';
import { categoryNames } from './vocabulary/category-names.js';
import {
  instructorNumberPattern,
  providerNumberPattern,
} from './vocabulary/registration-numbers.js';
import { providerStatuses } from './vocabulary/statuses.js';

describe('numbers and postcodes', () => {
  it('know an accreditation number, an instructor’s number and a tidy postcode', () => {
    const matches = (pattern: RegExp, texts: string[]) => texts.map((text) => pattern.test(text));
    expect(
      matches(providerNumberPattern, [
        'TP1042',
        'TP104',
        'TP10422',
        'T1042',
        '1P1042',
        'TP1O42',
        'xTP1042',
      ]),
    ).toEqual([true, false, false, false, false, false, false]);
    expect(
      matches(instructorNumberPattern, [
        'IN204518',
        'IN20451',
        'IN2045189',
        'I204518',
        '1N204518',
        'INA04518',
        'xIN204518',
      ]),
    ).toEqual([true, false, false, false, false, false, false]);
    expect(
      matches(postcodePattern, [
        'LS11 5PS',
        'B1 1AA',
        'EC1A 1BB',
        'LS115PS',
        'LS11 5P',
        'L11 5PSX',
        '1S11 5PS',
        'LS11 P5S',
        'ABC1 1AA',
        'LSX 1AA',
        'LS1! 1AA',
      ]),
    ).toEqual([true, true, true, false, false, false, false, false, false, false, false]);
    expect(providerStatuses).toEqual(['accredited', 'suspended', 'withdrawn']);
    expect(providerRegister).toEqual({ collection: 'providers', key: 'number' });
    expect(instructorRegister).toEqual({ collection: 'instructors', key: 'registrationNumber' });
  });

  it('tidies a postcode however it is typed, and refuses what is not one', () => {
    expect(['ls115ps', ' LS11  5PS ', 'b11aa', 'ec1a1bb'].map(tidyPostcode)).toEqual([
      'LS11 5PS',
      'LS11 5PS',
      'B1 1AA',
      'EC1A 1BB',
    ]);
    expect(['', 'LS11', 'LS11 5P', 'not a postcode'].map(tidyPostcode)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(centreOf({ address: '4 Canal Road, Leeds', postcode: 'ls12 2pl' })).toEqual({
      address: '4 Canal Road, Leeds',
      postcode: 'LS12 2PL',
      district: 'LS12',
    });
    expect(centreOf({ address: 'Nowhere', postcode: 'LS12' })).toBeUndefined();
  });

  it('names categories, and shows a code it has no name for as it is', () => {
    expect(categoryNames(['CB', 'QQ', 'RT'])).toEqual([
      'Counterbalance lift truck',
      'QQ',
      'Reach truck',
    ]);
  });
});

describe('providerStanding', () => {
  it('is accredited up to and on the accredited-until date, lapsed the day after', () => {
    const until = { status: 'accredited', accreditedUntil: '2026-11-25' } as const;
    expect(providerStanding(until, '2026-11-24')).toBe('accredited');
    expect(providerStanding(until, '2026-11-25')).toBe('accredited');
    expect(providerStanding(until, '2026-11-26')).toBe('lapsed');
    expect(providerStanding({ ...until, status: 'suspended' }, '2026-01-01')).toBe('suspended');
  });
});

describe('findProviders', () => {
  // Positions one degree of latitude apart are about 69 miles.
  const districts = new Map([
    ['AA1', [54, -1] as [number, number]],
    ['AA2', [54.1, -1] as [number, number]],
    ['AA3', [54.5, -1] as [number, number]],
    ['BB1', [55, -1] as [number, number]],
  ]);
  const provider = (
    name: string,
    centres: string[],
    more: Partial<ProviderVersion> = {},
  ): ProviderVersion => ({
    number: 'TP0000',
    name,
    status: 'accredited',
    accreditedUntil: '2030-01-01',
    categories: ['CB'],
    centres: centres.map((district) => ({ address: '', postcode: `${district} 1AA`, district })),
    siteAreas: [],
    phone: '',
    email: '',
    website: '',
    ...more,
  });
  const search = {
    position: districts.get('AA1')!,
    area: 'AA',
    wanted: [] as string[],
    radius: 50,
    today: '2026-11-25',
    districts,
  };
  const names = (found: ReturnType<typeof findProviders>) =>
    found.map(({ provider, miles, centre, onSite }) => [
      provider.name,
      miles === undefined ? undefined : Math.round(miles),
      centre?.district,
      onSite,
    ]);

  it('measures to the nearest centre it can place, and names it, on-site trainers first, then nearest (none last), then by name', () => {
    const found = findProviders(
      [
        provider('Far then near', ['AA3', 'AA2']),
        provider('Near then far', ['AA2', 'AA3']),
        provider('Unplaced centre first', ['ZZ9', 'AA3']),
        provider('Beta', ['AA1']),
        provider('Alpha', ['AA1']),
        provider('On site, no centre', [], { siteAreas: ['AA'] }),
        provider('On site, far centre', ['BB1'], { siteAreas: ['AA'] }),
        provider('Only unplaced', ['ZZ9']),
      ],
      search,
    );
    expect(names(found)).toEqual([
      ['On site, far centre', 69, 'BB1', true],
      ['On site, no centre', undefined, undefined, true],
      ['Alpha', 0, 'AA1', false],
      ['Beta', 0, 'AA1', false],
      ['Far then near', 7, 'AA2', false],
      ['Near then far', 7, 'AA2', false],
      ['Unplaced centre first', 35, 'AA3', false],
    ]);
  });

  it('names the first of two centres as near as each other', () => {
    const twice = {
      ...provider('Two centres', []),
      centres: [
        { address: 'First', postcode: 'AA2 1AA', district: 'AA2' },
        { address: 'Second', postcode: 'AA2 2BB', district: 'AA2' },
      ],
    };
    expect(findProviders([twice], search)[0]?.centre?.address).toBe('First');
  });

  it('looks as far as the radius, that far included', () => {
    const farAway = provider('Far', ['AA3']);
    const miles = findProviders([farAway], { ...search, radius: 100 })[0]!.miles!;
    expect(findProviders([farAway], { ...search, radius: miles })).toHaveLength(1);
    expect(findProviders([farAway], { ...search, radius: miles - 0.01 })).toHaveLength(0);
  });

  it('keeps providers of any machine wanted, and none that is not accredited today', () => {
    const found = findProviders(
      [
        provider('Forklifts', ['AA1'], { categories: ['CB', 'RT'] }),
        provider('Diggers', ['AA1'], { categories: ['EX'] }),
        provider('Suspended', ['AA1'], { status: 'suspended' }),
        provider('Lapsed', ['AA1'], { accreditedUntil: '2026-11-24' }),
      ],
      { ...search, wanted: ['RT', 'EX'] },
    );
    expect(found.map(({ provider: p }) => p.name)).toEqual(['Diggers', 'Forklifts']);
  });
});

describe('milesText', () => {
  it('says under 1 mile, 1 mile, and whole miles, rounded', () => {
    expect([0, 0.99, 1, 1.4, 1.5, 2, 12.4].map(milesText)).toEqual([
      'under 1 mile',
      'under 1 mile',
      '1 mile',
      '1 mile',
      '2 miles',
      '2 miles',
      '12 miles',
    ]);
  });
});

describe('the registers’ indexes (firestore.indexes.json)', () => {
  it('need no composite index but the trail’s and the runs’, and index no record’s versions', async () => {
    const { readFile } = await import('node:fs/promises');
    const declared = JSON.parse(
      await readFile(new URL('../firestore.indexes.json', import.meta.url), 'utf8'),
    ) as {
      indexes: unknown[];
      fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
    };
    // The finder reads each register whole (functions/catalogue.js); the check reads by id. The
    // trail is read by span of time (and action) and the runs newest first
    // (functions/registers/trail.js): the only composite indexes.
    expect(
      declared.indexes.map((index) => {
        const { collectionGroup, fields } = index as {
          collectionGroup: string;
          fields: { fieldPath: string; order: string }[];
        };
        return `${collectionGroup}: ${fields.map((f) => `${f.fieldPath} ${f.order}`).join(', ')}`;
      }),
    ).toEqual([
      'registerChanges: register ASCENDING, at DESCENDING',
      'registerChanges: register ASCENDING, action ASCENDING, at DESCENDING',
      'registerRuns: register ASCENDING, generation DESCENDING',
    ]);
    for (const collection of [
      'operators',
      providerRegister.collection,
      instructorRegister.collection,
    ])
      expect(
        declared.fieldOverrides.find(
          (override) =>
            override.collectionGroup === collection && override.fieldPath === 'versions',
        )?.indexes,
        collection,
      ).toEqual([]);
  });
});

describe('nameKey', () => {
  it('keeps the letters and digits of a name, one space between its words, none around it', () => {
    expect(nameKey('Smith & O’Neill Ltd.')).toBe('smith and oneill ltd');
    expect(nameKey('(Leeds) Lift Trucks - North / East')).toBe('leeds lift trucks north east');
  });
});

describe('findByName', () => {
  const named = (name: string, more: Partial<ProviderVersion> = {}): ProviderVersion => ({
    number: 'TP0000',
    name,
    status: 'accredited',
    accreditedUntil: '2030-01-01',
    categories: ['CB'],
    centres: [],
    siteAreas: [],
    phone: '',
    email: '',
    website: '',
    ...more,
  });
  const register = [
    named('Smith & O’Neill Forklift Training Ltd.'),
    named('Zoë’s Plant Hire', { status: 'suspended' }),
    named('Smith and Sons'),
    named('Ålesund Lifting', { accreditedUntil: '2026-11-24' }),
    named('Forklift Services (Leeds)'),
  ];
  const find = (typed: string) =>
    findByName(register, typed, '2026-11-25').map((provider) => provider.name);

  it('finds the names that hold every word typed, however cased, accented or punctuated', () => {
    expect(find('smith')).toEqual(['Smith & O’Neill Forklift Training Ltd.', 'Smith and Sons']);
    expect(find('SMITH and o neill')).toEqual(['Smith & O’Neill Forklift Training Ltd.']);
    expect(find('smith & sons')).toEqual(['Smith and Sons']);
    expect(find('oneill, fork')).toEqual(['Smith & O’Neill Forklift Training Ltd.']);
    expect(find('zoes')).toEqual(['Zoë’s Plant Hire']);
    expect(find('alesund')).toEqual(['Ålesund Lifting']);
    expect(find('leeds forklift')).toEqual(['Forklift Services (Leeds)']);
  });

  it('lists those accredited today first, then the others, each by name', () => {
    expect(find('i')).toEqual([
      'Forklift Services (Leeds)',
      'Smith & O’Neill Forklift Training Ltd.',
      'Smith and Sons',
      'Ålesund Lifting',
      'Zoë’s Plant Hire',
    ]);
  });

  it('finds nothing for a name no provider has, or for punctuation alone', () => {
    expect(find('cranes')).toEqual([]);
    expect(find(' ,.- ')).toEqual([]);
  });
});
