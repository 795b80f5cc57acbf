import { beforeEach, describe, expect, it } from 'vitest';
import {
  areaOf,
  editsBetween,
  findPlace,
  maxPlaceLength,
  milesBetween,
  nearestDistrict,
  placesFrom,
  readPlaces,
  townKey,
  townOf,
} from './places.js';

/** The shipped tables, read inside a test: a mistake in reading them fails that test. */
let places: ReturnType<typeof readPlaces>;
beforeEach(() => {
  places = readPlaces();
});

describe('the shipped tables', () => {
  it('hold every postcode district of Great Britain and Northern Ireland the finder is tried with', () => {
    for (const district of ['LS1', 'SW1A', 'EC1A', 'B1', 'M1', 'G2', 'EH1', 'CF10', 'BT1', 'BT48'])
      expect(places.districts.has(district), district).toBe(true);
    // Every district of Northern Ireland (BT1 to BT94, with gaps), and over 3,000 in all.
    expect([...places.districts.keys()].filter((d) => d.startsWith('BT')).length).toBeGreaterThan(
      75,
    );
    expect(places.districts.size).toBeGreaterThan(3000);
  });

  it('put each district within the United Kingdom', () => {
    for (const [district, [lat, lon]] of places.districts) {
      expect(lat, district).toBeGreaterThan(49.8);
      expect(lat, district).toBeLessThan(60.9);
      expect(lon, district).toBeGreaterThan(-8.7);
      expect(lon, district).toBeLessThan(1.8);
    }
  });

  it('know the towns of the four nations', () => {
    for (const [town, nation] of <const>[
      ['London', 'England'],
      ['Birmingham', 'England'],
      ['Leeds', 'England'],
      ['Manchester', 'England'],
      ['Glasgow', 'Scotland'],
      ['Edinburgh', 'Scotland'],
      ['Cardiff', 'Wales'],
      ['Belfast', 'Northern Ireland'],
    ])
      expect(places.towns.get(townKey(town))?.nation, town).toBe(nation);
  });
});

describe('findPlace', () => {
  it('reads a full postcode however it is typed, at its district', () => {
    for (const typed of ['LS1 4AB', 'ls14ab', '  Ls1   4ab ']) {
      const found = findPlace(places, typed);
      expect(found).toMatchObject({ ok: true, label: 'LS1 4AB', area: 'LS' });
      expect(found.ok && found.position).toEqual(places.districts.get('LS1'));
    }
    expect(findPlace(places, 'SW1A 1AA')).toMatchObject({
      ok: true,
      label: 'SW1A 1AA',
      area: 'SW',
    });
    expect(findPlace(places, 'bt48 6da')).toMatchObject({
      ok: true,
      label: 'BT48 6DA',
      area: 'BT',
    });
  });

  it('reads a postcode district', () => {
    expect(findPlace(places, 'm1')).toMatchObject({ ok: true, label: 'M1', area: 'M' });
    expect(findPlace(places, 'CF10')).toMatchObject({ ok: true, label: 'CF10', area: 'CF' });
  });

  it('reads a town, naming its nation, in the area of its nearest district', () => {
    expect(findPlace(places, 'leeds')).toMatchObject({
      ok: true,
      label: 'Leeds, England',
      area: 'LS',
    });
    expect(findPlace(places, 'BELFAST')).toMatchObject({
      label: 'Belfast, Northern Ireland',
      area: 'BT',
    });
    expect(findPlace(places, 'Glasgow')).toMatchObject({ label: 'Glasgow, Scotland', area: 'G' });
    expect(findPlace(places, 'Saint Albans')).toMatchObject({ label: 'St Albans, England' });
    expect(findPlace(places, 'stratford upon avon')).toMatchObject({
      label: 'Stratford-upon-Avon, England',
    });
  });

  it('offers the towns that share a name, the most populous first', () => {
    // Newport in Wales (300,000 people) before Newport in Shropshire and on the Isle of Wight.
    const newport = findPlace(places, 'Newport');
    expect(newport).toMatchObject({ problem: 'choose' });
    expect(!newport.ok && newport.problem === 'choose' && newport.choices[0]).toEqual({
      label: 'Newport, Wales',
      search: 'Newport, Wales',
    });
    expect(findPlace(places, 'Newport, Wales')).toMatchObject({
      label: 'Newport, Wales',
      area: 'NP',
    });
  });

  it('takes the nation named after a comma, Northern Ireland as NI too', () => {
    // Two of the three Newports are in England, one big enough to be offered.
    expect(findPlace(places, 'Newport, England')).toMatchObject({
      ok: true,
      label: 'Newport, England',
    });
    // A Crumlin in Wales and one in Northern Ireland.
    // All after the first comma is the nation, even split by another.
    for (const typed of [
      'Crumlin, Northern Ireland',
      'Crumlin, NI',
      'crumlin, northern  ireland',
      'Crumlin,Northern,Ireland',
    ])
      expect(findPlace(places, typed), typed).toMatchObject({
        ok: true,
        label: 'Crumlin, Northern Ireland',
      });
    expect(findPlace(places, 'Crumlin, Wales')).toMatchObject({
      ok: true,
      label: 'Crumlin, Wales',
    });
    // A Dundonald in Northern Ireland, and a smaller one in Scotland.
    expect(findPlace(places, 'Dundonald, Scotland')).toMatchObject({
      ok: true,
      label: 'Dundonald, Scotland',
    });
  });

  it('reads a town with its postcode after it, spaced or not, as the postcode', () => {
    for (const typed of ['Leeds LS1 4AB', 'Leeds LS14AB', 'Leeds, LS14AB', 'Leeds LS1'])
      expect(findPlace(places, typed), typed).toMatchObject({
        ok: true,
        label: typed.endsWith('LS1') ? 'LS1' : 'LS1 4AB',
      });
  });

  it('names a Crown Dependency by its island or its chief town, with more after a comma', () => {
    for (const typed of ['Jersey', 'Jersey, Channel Islands', 'St Helier, Jersey', 'Guernsey, GY1'])
      expect(findPlace(places, typed), typed).toEqual({ ok: false, problem: 'crownDependency' });
  });

  it('offers at most eight of the towns a name may mean, the most populous first', () => {
    const many = placesFrom({
      districts: 'district,latitude,longitude\nAA1,50,0\n',
      towns: `name,nation,latitude,longitude,population\n${Array.from(
        { length: 10 },
        (_, i) => `Ash upon River ${i},England,${50 + i / 10},0,${2000 + i}\n`,
      ).join('')}`,
      otherNames: 'name,town\n',
    });
    const found = findPlace(many, 'Ash');
    expect(found).toMatchObject({ ok: false, problem: 'choose' });
    const choices = !found.ok && found.problem === 'choose' ? found.choices : [];
    expect(choices.map((choice) => choice.label)).toEqual(
      [9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Ash upon River ${i}, England`),
    );
  });

  it('says what is wrong with anything else', () => {
    expect(findPlace(places, '')).toEqual({ ok: false, problem: 'missing' });
    expect(findPlace(places, '   ')).toEqual({ ok: false, problem: 'missing' });
    expect(findPlace(places, 'x'.repeat(maxPlaceLength + 1))).toEqual({
      ok: false,
      problem: 'tooLong',
    });
    expect(findPlace(places, 'Leeds'.padEnd(maxPlaceLength, ' '))).toMatchObject({ ok: true });
    // A postcode with letters before it is not a postcode.
    for (const unknown of [
      'Atlantis',
      'ZZ9 9ZZ',
      'XX1',
      'LS',
      '<b>Leeds</b>',
      'Qqqq, Yorkshire',
      'XLS1 4AB',
    ])
      expect(findPlace(places, unknown), unknown).toEqual({ ok: false, problem: 'unknown' });
  });
});

describe('distances', () => {
  it('are in miles along the surface', () => {
    const leeds = places.towns.get('leeds')!.position;
    const manchester = places.towns.get('manchester')!.position;
    // Leeds to Manchester is about 36 miles as the crow flies.
    expect(milesBetween(leeds, manchester)).toBeGreaterThan(34);
    expect(milesBetween(leeds, manchester)).toBeLessThan(38);
    expect(milesBetween(leeds, leeds)).toBe(0);
  });

  it('find the nearest district', () => {
    const small = placesFrom({
      districts: 'district,latitude,longitude\nAA1,50,0\nBB2,51,0\n',
      towns: 'name,nation,latitude,longitude,population\n',
      otherNames: 'name,town\n',
    });
    expect(nearestDistrict(small, [50.4, 0])).toBe('AA1');
    expect(nearestDistrict(small, [50.6, 0])).toBe('BB2');
    // Of two districts as near as each other, the first listed.
    const even = (rows: string) =>
      nearestDistrict(
        placesFrom({
          districts: `district,latitude,longitude\n${rows}`,
          towns: 'name,nation,latitude,longitude,population\n',
          otherNames: 'name,town\n',
        }),
        [50, 0],
      );
    expect(even('AA1,50,-1\nBB2,50,1\n')).toBe('AA1');
    expect(even('BB2,50,1\nAA1,50,-1\n')).toBe('BB2');
    // No district at all: none.
    expect(even('')).toBe('');
    expect(areaOf('SW1A')).toBe('SW');
    expect(areaOf('B1')).toBe('B');
  });
});

describe('townKey', () => {
  it('compares names as a UK keyboard types them', () => {
    expect(
      [
        "King's Lynn",
        'Bo’ness',
        'St. Helens',
        'Saint Andrews',
        'Abbey Saint Bathans',
        'Ynys Môn',
        'Stratford -- upon -- Avon',
        '  Leeds  ',
        'Area 51',
      ].map(townKey),
    ).toEqual([
      'kings lynn',
      'boness',
      'st helens',
      'st andrews',
      'abbey st bathans',
      'ynys mon',
      'stratford upon avon',
      'leeds',
      'area 51',
    ]);
  });
});

describe('placesFrom', () => {
  it('keeps the more populous of two towns of one name, in either order', () => {
    const towns = (rows: string) =>
      placesFrom({
        districts: 'district,latitude,longitude\n',
        towns: `name,nation,latitude,longitude,population\n${rows}`,
        otherNames: 'name,town\n',
      }).towns.get('richmond')?.nation;
    expect(towns('Richmond,England,54.4,-1.7,8413\nRichmond,Wales,51.4,-0.3,9000\n')).toBe('Wales');
    expect(towns('Richmond,Wales,51.4,-0.3,9000\nRichmond,England,54.4,-1.7,8413\n')).toBe('Wales');
    // Of two as populous, the first listed.
    expect(towns('Richmond,England,54.4,-1.7,9000\nRichmond,Wales,51.4,-0.3,9000\n')).toBe(
      'England',
    );
  });

  it('gives another name to the town of that name alone, not to the towns it begins', () => {
    const places = placesFrom({
      districts: 'district,latitude,longitude\n',
      towns:
        'name,nation,latitude,longitude,population\n' +
        'Newcastle,Northern Ireland,54.2,-5.9,8000\nNewcastle upon Tyne,England,55,-1.6,300000\n',
      otherNames: 'name,town\nNewcastle County Down,Newcastle\n',
    });
    expect(findPlace(places, 'Newcastle County Down')).toMatchObject({
      ok: true,
      label: 'Newcastle, Northern Ireland',
    });
    // The town's own name still offers both.
    expect(findPlace(places, 'Newcastle')).toMatchObject({ ok: false, problem: 'choose' });
  });
});

describe('townOf', () => {
  it('reads the town of a centre from its address: the last line that names a town, else the last line of words', () => {
    expect(
      [
        'Unit 4, Example Trading Estate, Leeds',
        'Unit 4, Example Trading Estate, Leeds, West Yorkshire',
        'Dock 3, Example Park, Trafford, Manchester',
        '  Yard 2 ,  Example Road,  Newbridge ,  Edinburgh  ',
        'Berth 40, Example Docks, Avonmouth',
        'Unit 9, Sample Wharf, London, 12',
        '14',
        '',
      ].map((address) => townOf(places, address)),
    ).toEqual(['Leeds', 'Leeds', 'Manchester', 'Edinburgh', 'Avonmouth', 'London', '', '']);
  });
});

// Each case below was a mutant of places.js no test told apart (issue 56's run).
describe('editsBetween', () => {
  it('counts letters added, removed, changed, and two side by side swapped, as one edit each', () => {
    const cases: [string, string, number][] = [
      ['', '', 0],
      ['york', 'york', 0],
      ['', 'hull', 4],
      ['hull', '', 4],
      ['yrok', 'york', 1],
      ['ab', 'ba', 1],
      ['leeds', 'lesds', 1],
      ['leeds', 'leds', 1],
      ['leeds', 'leedss', 1],
      ['abcd', 'badc', 2],
      ['ca', 'abc', 3],
      ['kitten', 'sitting', 3],
      ['newcastle', 'nwecastel', 2],
    ];
    for (const [a, b, edits] of cases) expect(editsBetween(a, b), `${a} → ${b}`).toBe(edits);
  });
});

describe('findPlace’s near misses', () => {
  // Each case below was a mutant of places.js no test told apart (issue 56's run).
  const places = (rows: string) =>
    placesFrom({
      districts: 'district,latitude,longitude\nAA1,50,0\n',
      towns: `name,nation,latitude,longitude,population\n${rows}`,
      otherNames: 'name,town\n',
    });
  const meant = (towns: ReturnType<typeof placesFrom>, typed: string) => {
    const found = findPlace(towns, typed);
    return !found.ok && 'suggestion' in found ? found.suggestion?.label : undefined;
  };

  it('allows one edit up to five letters and two beyond, in a town of 1,000 people or more', () => {
    const towns = places(
      'Abcde,England,50,0,5000\nQrstuv,Wales,50,0,5000\nEvenk,Scotland,50,0,1000\nTinyt,England,50,0,999\n',
    );
    expect(meant(towns, 'abcdx')).toBe('Abcde, England');
    expect(meant(towns, 'abcd')).toBe('Abcde, England');
    expect(meant(towns, 'abcxy')).toBeUndefined();
    expect(meant(towns, 'qrstxy')).toBe('Qrstuv, Wales');
    expect(meant(towns, 'evenx')).toBe('Evenk, Scotland');
    expect(meant(towns, 'tinyx')).toBeUndefined();
  });

  it('offers a near miss for three letters typed, not for two', () => {
    const towns = places('Abc,England,50,0,5000\nYork,England,50,0,150000\n');
    expect(meant(towns, 'yor')).toBe('York, England');
    expect(meant(towns, 'ab')).toBeUndefined();
  });

  it('offers the fewest edits away, the most populous of equals, the first of equals in size', () => {
    expect(meant(places('Abcdq,England,50,0,2000\nAbcdr,Wales,50,0,9000\n'), 'abcdz')).toBe(
      'Abcdr, Wales',
    );
    expect(meant(places('Abcdr,Wales,50,0,9000\nAbcdq,England,50,0,2000\n'), 'abcdz')).toBe(
      'Abcdr, Wales',
    );
    expect(meant(places('Abcdq,England,50,0,2000\nAbcdr,Wales,50,0,2000\n'), 'abcdz')).toBe(
      'Abcdq, England',
    );
    expect(meant(places('Abxyzq,Wales,50,0,90000\nAbcdeq,England,50,0,2000\n'), 'abcdez')).toBe(
      'Abcdeq, England',
    );
  });
});
