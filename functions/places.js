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
 * @typedef {{ districts: Map<string, Position>, towns: Map<string, Town> }} Places
 */

/** A full postcode ("LS1 4AB", "ls14ab"): its district and its inward code. */
const postcodePattern = /^([A-Z]{1,2}[0-9][0-9A-Z]?) ?([0-9][A-Z]{2})$/;

/** A postcode district, the outward code ("LS1", "SW1A", "BT48"). */
const districtPattern = /^[A-Z]{1,2}[0-9][0-9A-Z]?$/;

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
    .replace(/^saint /, 'st ');

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
 * The places of the two tables' text. A town whose name several share is the most populous one.
 * @param {{ districts: string, towns: string }} tables
 * @returns {Places}
 */
export function placesFrom(tables) {
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
    const known = towns.get(key);
    if (known && known.population >= population) continue;
    towns.set(key, {
      name: row.name,
      nation: row.nation,
      position: [Number(row.latitude), Number(row.longitude)],
      population,
    });
  }
  return { districts, towns };
}

/** @type {Places | undefined} */
let shipped;

/** The places of the tables that ship with the function, read once. */
export function readPlaces() {
  shipped ??= placesFrom({
    districts: readFileSync(path.join(placesDir, 'postcode-districts.csv'), 'utf8'),
    towns: readFileSync(path.join(placesDir, 'towns.csv'), 'utf8'),
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
 * @typedef {{ ok: true, label: string, position: Position, area: string }
 *   | { ok: false, problem: 'missing' | 'tooLong' | 'unknown' }} PlaceFound
 * A place found: how the answer names it ("LS1 4AB", "LS1", "Leeds, England"), where it is and
 * the postcode area it is in; or why not.
 */

/**
 * The place a visitor typed: a full postcode (its district's position), a postcode district or a
 * town of the United Kingdom.
 * @param {Places} places
 * @param {string} typed
 * @returns {PlaceFound}
 */
export function findPlace(places, typed) {
  const text = typed.normalize('NFKC').trim();
  if (text === '') return { ok: false, problem: 'missing' };
  if (text.length > maxPlaceLength) return { ok: false, problem: 'tooLong' };
  const code = text.toUpperCase().replace(/\s+/g, ' ');
  const [, outward = '', inward = ''] = postcodePattern.exec(code) ?? [];
  if (outward) {
    const position = places.districts.get(outward);
    return position
      ? { ok: true, label: `${outward} ${inward}`, position, area: areaOf(outward) }
      : { ok: false, problem: 'unknown' };
  }
  if (districtPattern.test(code)) {
    const position = places.districts.get(code);
    return position
      ? { ok: true, label: code, position, area: areaOf(code) }
      : { ok: false, problem: 'unknown' };
  }
  const town = places.towns.get(townKey(text));
  if (!town) return { ok: false, problem: 'unknown' };
  return {
    ok: true,
    label: `${town.name}, ${town.nation}`,
    position: town.position,
    area: areaOf(nearestDistrict(places, town.position)),
  };
}

/** Kilometres in a mile. */
const kmPerMile = 1.609344;

/**
 * Miles between two positions, along the Earth's surface.
 * @param {Position} a
 * @param {Position} b
 */
export const milesBetween = (a, b) => distanceBetween(a, b) / kmPerMile;
