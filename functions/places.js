// Where a search for an accredited provider starts, and how far each training centre is: the
// places a visitor may type (a postcode, a postcode district or a town) and their positions, from
// the two tables in functions/places/ (scripts/places/make-places.mjs writes them; docs/places.md
// names their sources and licences). Pure once the tables are read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import anyAscii from 'any-ascii';
import { distanceBetween } from 'geofire-common';

/** The folder of the tables. */
export const placesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'places');

/** @typedef {[latitude: number, longitude: number]} Position */

/**
 * @typedef {{ name: string, nation: string, position: Position, population: number }} Town
 * @typedef {{ districts: Map<string, Position>, towns: Map<string, Town>,
 *   namesakes: Map<string, Town[]> }} Places
 * `towns`: the most populous town of each name; `namesakes`: every town a name may mean (its
 * own name, its name without joining words, a common or former name of `other-names.csv`, and
 * the first part of "Newcastle upon Tyne"), most populous first.
 */

/** A full postcode ("LS1 4AB", "ls14ab"): its district and its inward code. */
const postcodePattern = /^([A-Z]{1,2}[0-9][0-9A-Z]?) ?([0-9][A-Z]{2})$/;

/** A postcode district, the outward code ("LS1", "SW1A", "BT48"). */
const districtPattern = /^[A-Z]{1,2}[0-9][0-9A-Z]?$/;

/** The fewest people a town of a shared name has to be offered beside its namesakes. */
const minChoicePopulation = 1000;

/** The most choices a name offers. */
const maxChoices = 8;

/** The nations a visitor may add after a town's name ("Glasgow, Scotland"). */
const nations = new Map([
  ['england', 'England'],
  ['scotland', 'Scotland'],
  ['wales', 'Wales'],
  ['northern ireland', 'Northern Ireland'],
  ['ni', 'Northern Ireland'],
]);

/**
 * The Crown Dependencies' postcode areas and the names of their islands and chief towns: not part
 * of the United Kingdom, nor of the scheme's register.
 */
const crownAreas = /^(IM|GY|JE)[0-9]/;
const crownNames = new Set([
  'isle of man',
  'man',
  'douglas isle of man',
  'guernsey',
  'alderney',
  'sark',
  'herm',
  'st peter port',
  'jersey',
  'st helier',
  'channel islands',
]);

/** The longest place a visitor may type. */
export const maxPlaceLength = 60;

/**
 * A town's name as compared: the letters and digits a UK keyboard types, in lower case, "St." and
 * "Saint" alike, one space between words ("Stratford-upon-Avon" is "stratford upon avon").
 * @param {string} name
 */
export const townKey = (name) =>
  anyAscii(name.normalize('NFC'))
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\bsaint\b/g, 'st');

/**
 * A town's name without the words that join its parts ("Stoke-on-Trent" is "stoke trent",
 * "Newcastle upon Tyne" "newcastle tyne"), so that a name typed with or without them is found.
 * @param {string} key a `townKey`
 */
const joinlessKey = (key) => key.replace(/ (upon|on|under|in|le|by|super|next the) /g, ' ');

/**
 * The rows of one of the tables, each a record of the columns asked for, by its header's names.
 * @template {string} C
 * @param {string} csv
 * @param {readonly C[]} wanted
 * @returns {Record<C, string>[]}
 */
function rowsOf(csv, wanted) {
  const [header = '', ...lines] = csv.trim().split('\n');
  const columns = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return /** @type {Record<C, string>} */ (
      Object.fromEntries(wanted.map((name) => [name, cells[columns.indexOf(name)] ?? '']))
    );
  });
}

/**
 * The places of the three tables' text (districts, towns, and other names of towns). A town whose
 * name several share is the most populous one.
 * @param {{ districts: string, towns: string, otherNames: string }} tables
 * @returns {Places}
 */
export function placesFrom(tables) {
  /** @type {Map<string, Town[]>} */
  const namesakes = new Map();
  /** @param {string} key @param {Town} town */
  const addNamesake = (key, town) => {
    const known = namesakes.get(key) ?? [];
    if (known.some((other) => other.name === town.name && other.nation === town.nation)) return;
    namesakes.set(key, [...known, town]);
  };
  /** @type {Map<string, Position>} */
  const districts = new Map();
  for (const row of rowsOf(tables.districts, ['district', 'latitude', 'longitude']))
    districts.set(row.district, [Number(row.latitude), Number(row.longitude)]);
  /** @type {Map<string, Town>} */
  const towns = new Map();
  for (const row of rowsOf(tables.towns, [
    'name',
    'nation',
    'latitude',
    'longitude',
    'population',
  ])) {
    const key = townKey(row.name);
    const population = Number(row.population);
    /** @type {Town} */
    const town = {
      name: row.name,
      nation: row.nation,
      position: [Number(row.latitude), Number(row.longitude)],
      population,
    };
    addNamesake(key, town);
    addNamesake(joinlessKey(key), town);
    // "Newcastle" may mean Newcastle upon Tyne, "Stoke" Stoke-on-Trent.
    const [, first] = /^(.+?) (?:upon|on|under) /.exec(key) ?? [];
    if (first) addNamesake(first, town);
    const known = towns.get(key);
    if (known && known.population >= population) continue;
    towns.set(key, town);
  }
  for (const row of rowsOf(tables.otherNames, ['name', 'town'])) {
    for (const town of namesakes.get(townKey(row.town)) ?? [])
      if (townKey(town.name) === townKey(row.town)) addNamesake(townKey(row.name), town);
  }
  for (const [key, list] of namesakes) {
    // Hamlets of no recorded population are offered only where nothing else has the name.
    const peopled = list.filter((town) => town.population >= minChoicePopulation);
    namesakes.set(
      key,
      (peopled.length ? peopled : list).sort((a, b) => b.population - a.population),
    );
  }
  return { districts, towns, namesakes };
}

/** @type {Places | undefined} */
let shipped;

/** The places of the tables that ship with the function, read once. */
export function readPlaces() {
  shipped ??= placesFrom({
    districts: readFileSync(path.join(placesDir, 'postcode-districts.csv'), 'utf8'),
    towns: readFileSync(path.join(placesDir, 'towns.csv'), 'utf8'),
    otherNames: readFileSync(path.join(placesDir, 'other-names.csv'), 'utf8'),
  });
  return shipped;
}

/**
 * A postcode district's area: its letters ("LS" of "LS12", "B" of "B1").
 * @param {string} district
 */
export const areaOf = (district) => district.replace(/[0-9].*$/, '');

/**
 * The postcode district nearest a position (for a town: the district it is in, near enough).
 * @param {Places} places
 * @param {Position} position
 */
export function nearestDistrict(places, position) {
  let nearest = '';
  let best = Infinity;
  for (const [district, at] of places.districts) {
    const km = distanceBetween(position, at);
    if (km < best) [nearest, best] = [district, km];
  }
  return nearest;
}

/**
 * @typedef {{ label: string, search: string }} PlaceChoice a place offered: how it is named
 *   ("Newcastle upon Tyne, England") and what a search for it alone is given.
 * @typedef {{ ok: true, label: string, position: Position, area: string }
 *   | { ok: false, problem: 'missing' | 'tooLong' | 'crownDependency' | 'bfpo' }
 *   | { ok: false, problem: 'unknown', suggestion?: PlaceChoice }
 *   | { ok: false, problem: 'choose', choices: PlaceChoice[] }} PlaceFound
 * A place found: how the answer names it ("LS1 4AB", "LS1", "Leeds, England"), where it is and
 * the postcode area it is in; or why not: a place outside the register's reach (a Crown
 * Dependency, a forces address), a name of several places to choose from, or no place (with
 * the place the visitor may have meant).
 */

/**
 * A postcode or a postcode district.
 * @param {Places} places
 * @param {string} code in capitals, one space at most between its parts
 * @returns {PlaceFound | undefined} undefined if it is neither
 */
function findCode(places, code) {
  const [, outward = '', inward = ''] = postcodePattern.exec(code) ?? [];
  const district = outward || (districtPattern.test(code) ? code : '');
  if (!district) return undefined;
  if (crownAreas.test(district)) return { ok: false, problem: 'crownDependency' };
  const position = places.districts.get(district);
  return position
    ? {
        ok: true,
        label: outward ? `${outward} ${inward}` : district,
        position,
        area: areaOf(district),
      }
    : { ok: false, problem: 'unknown' };
}

/**
 * A town's place in the answer.
 * @param {Places} places
 * @param {Town} town
 * @returns {PlaceFound}
 */
const townPlace = (places, town) => ({
  ok: true,
  label: `${town.name}, ${town.nation}`,
  position: town.position,
  area: areaOf(nearestDistrict(places, town.position)),
});

/**
 * The search that finds one of a name's towns alone: its name, then its nation, then its
 * postcode district, as each is needed.
 * @param {Places} places
 * @param {Town} town
 */
function searchFor(places, town) {
  const alike = places.namesakes.get(townKey(town.name)) ?? [];
  if (alike.length <= 1) return town.name;
  if (alike.filter((other) => other.nation === town.nation).length <= 1)
    return `${town.name}, ${town.nation}`;
  return `${town.name} ${nearestDistrict(places, town.position)}`;
}

/**
 * The edits that turn one name into another: letters added, removed, changed or swapped.
 * @param {string} a
 * @param {string} b
 */
export function editsBetween(a, b) {
  /** @type {number[][]} */
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = /** @type {number[]} */ (d[i]);
      const above = /** @type {number[]} */ (d[i - 1]);
      let best = Math.min(
        /** @type {number} */ (above[j]) + 1,
        /** @type {number} */ (row[j - 1]) + 1,
        /** @type {number} */ (above[j - 1]) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(
          best,
          /** @type {number} */ (/** @type {number[]} */ (d[i - 2])[j - 2]) + 1,
        );
      row[j] = best;
    }
  return /** @type {number} */ (/** @type {number[]} */ (d[a.length])[b.length]);
}

/**
 * The town a name nearly spelt means: the fewest edits away (one for a name of up to five
 * letters, two for a longer one), the most populous of those.
 * @param {Places} places
 * @param {string} key
 * @returns {Town | undefined}
 */
function nearMiss(places, key) {
  const allowed = key.length <= 5 ? 1 : 2;
  /** @type {Town | undefined} */
  let best;
  let fewest = allowed + 1;
  for (const [name, town] of places.towns) {
    if (town.population < minChoicePopulation || Math.abs(name.length - key.length) > allowed)
      continue;
    const edits = editsBetween(key, name);
    if (edits < fewest || (edits === fewest && best && town.population > best.population))
      [best, fewest] = [town, edits];
  }
  return best;
}

/**
 * The place a visitor typed: a full postcode (its district's position), a postcode district, a
 * town of the United Kingdom (by any of its names, with its nation or county after a comma, or
 * with its postcode district after it), or a choice of the towns a name may mean.
 * @param {Places} places
 * @param {string} typed
 * @returns {PlaceFound}
 */
export function findPlace(places, typed) {
  const text = typed.normalize('NFKC').trim();
  if (text === '') return { ok: false, problem: 'missing' };
  if (text.length > maxPlaceLength) return { ok: false, problem: 'tooLong' };
  const code = text.toUpperCase().replace(/\s+/g, ' ');
  if (/^BFPO\b/.test(code)) return { ok: false, problem: 'bfpo' };
  const asCode = findCode(places, code);
  if (asCode) return asCode;
  // A town with its postcode or postcode district after it: the postcode says more.
  const [, , tail = ''] =
    /^(.*[A-Z])[ ,]+([A-Z]{1,2}[0-9][0-9A-Z]?(?: ?[0-9][A-Z]{2})?)$/.exec(code) ?? [];
  const inTown = tail && findCode(places, tail);
  if (inTown) return inTown;
  // "Glasgow, Scotland", "Leeds, West Yorkshire": the town, in that nation if one is named.
  const [name = '', ...after] = text.split(',');
  const nation = nations.get(townKey(after.join(' ')));
  const key = townKey(name);
  if (crownNames.has(townKey(text)) || crownNames.has(key))
    return { ok: false, problem: 'crownDependency' };
  const all = places.namesakes.get(key) ?? places.namesakes.get(joinlessKey(key)) ?? [];
  const towns = nation ? all.filter((town) => town.nation === nation) : all;
  const [first] = towns;
  if (first && towns.length === 1) return townPlace(places, first);
  if (first)
    return {
      ok: false,
      problem: 'choose',
      choices: towns.slice(0, maxChoices).map((town) => ({
        label: `${town.name}, ${town.nation}`,
        search: searchFor(places, town),
      })),
    };
  const meant = key.length >= 3 ? nearMiss(places, key) : undefined;
  return meant
    ? {
        ok: false,
        problem: 'unknown',
        suggestion: { label: `${meant.name}, ${meant.nation}`, search: searchFor(places, meant) },
      }
    : { ok: false, problem: 'unknown' };
}

/** Kilometres in a mile. */
const kmPerMile = 1.609344;

/**
 * Miles between two positions, along the Earth's surface.
 * @param {Position} a
 * @param {Position} b
 */
export const milesBetween = (a, b) => distanceBetween(a, b) / kmPerMile;

/**
 * The town a training centre is in, read from its address as the register keeps it (its lines
 * separated by commas, without the postcode): the last line that names a town of the table
 * ("Unit 4, Example Trading Estate, Leeds, West Yorkshire" is in Leeds), or, if none does, the
 * last line that is not a number ("Berth 40, Example Docks, Avonmouth" is in Avonmouth). Empty
 * for an address of no such line.
 * @param {Places} places
 * @param {string} address
 */
export function townOf(places, address) {
  const lines = address
    .split(',')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => /\p{L}/u.test(line));
  const named = lines.findLast((line) => places.towns.has(townKey(line)));
  return named ?? lines.at(-1) ?? '';
}
