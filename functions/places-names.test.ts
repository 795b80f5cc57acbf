// The places of issue 44, as employers typed them: every real place of the United Kingdom is
// answered with a place or a choice of places, never "not found".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { findPlace, placesDir, readPlaces } from './places.js';

let places: ReturnType<typeof readPlaces>;
beforeEach(() => {
  places = readPlaces();
});

/** The labels of a choice of places, most populous first. */
const choicesOf = (typed: string) => {
  const found = findPlace(places, typed);
  return found.ok === false && found.problem === 'choose'
    ? found.choices.map((choice) => choice.label)
    : found;
};

describe('a name several places share', () => {
  it('offers them, most populous first, each with its nation', () => {
    expect(choicesOf('Newcastle')).toEqual([
      'Newcastle upon Tyne, England',
      'Newcastle under Lyme, England',
      'Newcastle, Northern Ireland',
    ]);
    const newport = choicesOf('Newport');
    expect(Array.isArray(newport) && newport[0]).toBe('Newport, Wales');
  });

  it('gives each choice a search that finds that place alone', () => {
    for (const typed of ['Newcastle', 'Newport', 'Kingston', 'Stockton']) {
      const found = findPlace(places, typed);
      if (found.ok || found.problem !== 'choose') throw new Error(`${typed} offered no choice`);
      for (const choice of found.choices)
        // A town of a name its nation shares too is searched for with its postcode district.
        expect(findPlace(places, choice.search), choice.search).toMatchObject({
          ok: true,
          label: /[0-9]/.test(choice.search) ? choice.search.split(' ').at(-1) : choice.label,
        });
    }
  });

  it('takes the one town a short name stands for', () => {
    expect(findPlace(places, 'Stoke')).toMatchObject({
      ok: true,
      label: 'Stoke-on-Trent, England',
    });
  });
});

describe('common and former names, and the ways a name is written', () => {
  it.each([
    ['Hull', 'Kingston upon Hull, England'],
    ['Londonderry', 'Derry, Northern Ireland'],
    ['Glasgow, Scotland', 'Glasgow, Scotland'],
    ['Leeds, West Yorkshire', 'Leeds, England'],
    ['Stoke on Trent', 'Stoke-on-Trent, England'],
    ['Stoke Trent', 'Stoke-on-Trent, England'],
    ['Newcastle-upon-Tyne', 'Newcastle upon Tyne, England'],
    ['Newcastle Tyne', 'Newcastle upon Tyne, England'],
    // Another joining word: not a misspelling of Newcastle upon Tyne, one letter away.
    ['Newcastle upon Lyme', 'Newcastle under Lyme, England'],
    ['Burton on Trent', 'Burton upon Trent, England'],
    ['Saint Albans', 'St Albans, England'],
    ['St Neots', 'Saint Neots, England'],
    ['Kings Lynn', "King's Lynn, England"],
  ])('finds %s', (typed, label) => {
    expect(findPlace(places, typed)).toMatchObject({ ok: true, label });
  });

  it('takes the postcode district of a town and district, or a town and postcode', () => {
    expect(findPlace(places, 'Cardiff CF10')).toMatchObject({
      ok: true,
      label: 'CF10',
      area: 'CF',
    });
    expect(findPlace(places, 'Leeds, LS1 4AB')).toMatchObject({ ok: true, label: 'LS1 4AB' });
  });
});

describe('a name spelt nearly right', () => {
  it('suggests the place meant', () => {
    expect(findPlace(places, 'Edinbrugh')).toMatchObject({
      ok: false,
      problem: 'unknown',
      suggestion: { label: 'Edinburgh, Scotland', search: 'Edinburgh' },
    });
    expect(findPlace(places, 'Manchster')).toMatchObject({
      suggestion: { label: 'Manchester, England' },
    });
  });

  it('suggests nothing for a name like no place', () => {
    expect(findPlace(places, 'Atlantis')).toEqual({ ok: false, problem: 'unknown' });
  });
});

describe('places outside the United Kingdom’s postcodes the scheme covers', () => {
  it.each([
    'IM1 1AA',
    'IM2',
    'Isle of Man',
    'Man',
    'Douglas, Isle of Man',
    'Guernsey',
    'Alderney',
    'Sark',
    'Herm',
    'Channel Islands',
    'GY1 1AA',
    'St Peter Port',
    'Jersey',
    'JE2 3AB',
    'St Helier',
  ])('says %s is a Crown Dependency', (typed) => {
    expect(findPlace(places, typed)).toEqual({ ok: false, problem: 'crownDependency' });
  });

  it('says a BFPO number is a forces address', () => {
    for (const typed of ['BFPO 105', 'bfpo 5', 'BFPO'])
      expect(findPlace(places, typed), typed).toEqual({ ok: false, problem: 'bfpo' });
  });
});

describe('the towns and cities of more than 10,000 people', () => {
  // GeoNames' places of the United Kingdom with a population over 10,000, one per name
  // (functions/places/towns-over-10000.csv; docs/places.md names the source).
  const towns = readFileSync(path.join(placesDir, 'towns-over-10000.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]!);

  it('are over 200', () => {
    expect(towns.length).toBeGreaterThan(200);
  });

  it('each give a place or a choice of places, never "not found"', () => {
    const missed = towns.filter((town) => {
      const found = findPlace(places, town);
      return !found.ok && found.problem !== 'choose';
    });
    expect(missed).toEqual([]);
  });
});
