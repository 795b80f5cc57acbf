// The accredited training providers' file (docs/keeping-registers.md, "The providers' and instructors' files"): one
// provider per row, read and validated as a whole before anything is written (table.js).
//
//   accreditation_number,name,status,accredited_until,categories,centres,site_areas,phone,email,website
//   TP1042,Example Training Ltd,accredited,2028-03-31,CB RT,"Unit 4, Canal Road, Leeds, LS12 2PL",LS BD,0113 496 0000,info@example.com,https://example.com
//
// `centres`: each training centre's address ending with its postcode, centres separated by `|`
// (none: leave it empty, for a provider that trains only on employers' sites). `site_areas`: the
// postcode areas ("LS", "BD") where it trains on employers' own sites, separated by spaces.
import { areaOf, readPlaces } from '../places.js';
import { centreOf } from '../providers.js';
import { providerNumberPattern } from '../vocabulary/registration-numbers.js';
import { providerStatuses } from '../vocabulary/statuses.js';
import { isIsoDate } from '../vocabulary/dates.js';
import { dateProblem, loadTable, numberReader, readCategories, readTable } from './table.js';

/** The file's columns. */
export const providerColumns = /** @type {const} */ ([
  'accreditation_number',
  'name',
  'status',
  'accredited_until',
  'categories',
  'centres',
  'site_areas',
  'phone',
  'email',
  'website',
]);

/** The longest a provider's name, a centre's address and a contact detail may be. */
export const providerLimits = { name: 120, address: 200, contact: 200 };

/** A UK phone number as people write it: 0, then 9 or 10 more digits, with spaces. */
const phonePattern = /^0[0-9 ]{9,14}$/;

/** An email address, as far as a file can tell. */
const emailPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i;

/** Characters no name or address holds, which would only be markup. */
const markup = /[<>{}]/;

/**
 * The postcode areas there are: the letters of every district the finder knows.
 * @returns {Set<string>}
 */
const knownAreas = () => new Set([...readPlaces().districts.keys()].map(areaOf));

/**
 * The providers of a file, validated: the records to store, or every problem.
 * @param {string} text
 * @param {{ allowDemonstration?: boolean }} [options] accept ZZ numbers (only into the emulator)
 * @returns {{ records: import('../providers.js').ProviderVersion[], problems: string[] }}
 */
export function readProvidersFile(text, { allowDemonstration = false } = {}) {
  const areas = knownAreas();
  const districts = readPlaces().districts;
  /** @type {import('../providers.js').ProviderVersion[]} */
  const records = [];
  const readNumber = numberReader({
    pattern: providerNumberPattern,
    shape: 'two letters and four digits, as TP1042',
    allowDemonstration,
  });
  const problems = readTable(text, providerColumns, (row) => {
    const { line, value, problem } = row;

    const number = readNumber(value.accreditation_number, line, (text) =>
      problem('accreditation_number', text),
    );

    if (!value.name) problem('name', 'is empty');
    else if (value.name.length > providerLimits.name)
      problem('name', `is ${value.name.length} characters; at most ${providerLimits.name}`);
    else if (markup.test(value.name)) problem('name', `"${value.name}" holds < > { or }`);

    const status = /** @type {import('../providers.js').ProviderStatus} */ (
      value.status.toLowerCase()
    );
    if (!providerStatuses.includes(status))
      problem('status', `"${value.status}" is not one of: ${providerStatuses.join(', ')}`);

    if (!isIsoDate(value.accredited_until))
      problem('accredited_until', dateProblem(value.accredited_until));

    const codes = readCategories(value.categories, (text) => problem('categories', text));

    /** @type {import('../providers.js').Centre[]} */
    const centres = [];
    for (const [index, entry] of value.centres
      .split('|')
      .map((part) => part.trim())
      .filter(Boolean)
      .entries()) {
      const cut = entry.lastIndexOf(',');
      const address = entry.slice(0, Math.max(cut, 0)).trim();
      const centre = centreOf({ address, postcode: entry.slice(cut + 1).trim() });
      const which = `centre ${index + 1} ("${entry}")`;
      if (!address || !centre)
        problem('centres', `${which} must be an address, a comma, then its postcode`);
      else if (address.length > providerLimits.address || markup.test(address))
        problem(
          'centres',
          `${which}: an address of at most ${providerLimits.address} characters, without < > { }`,
        );
      else if (!districts.has(centre.district))
        problem('centres', `${which}: ${centre.postcode} is not in a postcode district we know`);
      else centres.push(centre);
    }

    const siteAreas = value.site_areas
      .toUpperCase()
      .split(/[\s,;]+/)
      .filter(Boolean);
    const unknownAreas = siteAreas.filter((area) => !areas.has(area));
    if (unknownAreas.length)
      problem(
        'site_areas',
        `${unknownAreas.map((area) => `"${area}"`).join(', ')} not a postcode area: give the letters of a postcode, as LS or BT`,
      );
    if (centres.length === 0 && siteAreas.length === 0 && value.centres === '')
      problem('centres', 'and site_areas are both empty: give a centre, or the areas it trains in');

    if (!phonePattern.test(value.phone) || value.phone.replace(/ /g, '').length > 11)
      problem('phone', `"${value.phone}" is not a UK phone number, as 0113 496 0000`);
    if (!emailPattern.test(value.email) || value.email.length > providerLimits.contact)
      problem('email', `"${value.email}" is not an email address`);
    let website;
    try {
      website = new URL(value.website);
    } catch {
      website = undefined;
    }
    if (!website || website.protocol !== 'https:' || value.website.length > providerLimits.contact)
      problem('website', `"${value.website}" is not an https:// address`);

    if (row.valid && codes)
      records.push({
        number,
        name: value.name,
        status,
        accreditedUntil: value.accredited_until,
        categories: codes,
        centres,
        siteAreas,
        phone: value.phone,
        email: value.email,
        website: /** @type {URL} */ (website).href,
      });
  });
  return { records: problems.length ? [] : records, problems };
}

/**
 * A providers' file from disk, validated; its problems name the file.
 * @param {string} file
 * @param {{ allowDemonstration?: boolean }} [options]
 */
export function loadProvidersFile(file, options) {
  return loadTable(file, (text) => readProvidersFile(text, options));
}
