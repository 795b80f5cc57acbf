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
import { categoriesOf, columnsOf, dateOf, numberOf, readFields, spaced } from './fields.js';
import { loadTable } from './table.js';
import { emailPattern } from '../vocabulary/emails.js';

/** The longest a provider's name, a centre's address and a contact detail may be. */
export const providerLimits = { name: 120, address: 200, contact: 200 };

/** A UK phone number as people write it: 0, then 9 or 10 more digits, with spaces. */
const phonePattern = /^0[0-9 ]{9,14}$/;

/** Characters no name or address holds, which would only be markup. */
const markup = /[<>{}]/;

/**
 * The postcode areas there are: the letters of every district the finder knows.
 * @returns {Set<string>}
 */
const knownAreas = () => new Set([...readPlaces().districts.keys()].map(areaOf));

/** @typedef {import('../providers.js').Centre} Centre */

/**
 * A provider's training centres: each an address, a comma and its postcode, in a district the
 * finder knows; centres separated by `|`.
 * @type {import('./fields.js').Field<Centre[]>['read']}
 */
function readCentres(value, { problem }) {
  const districts = readPlaces().districts;
  /** @type {Centre[]} */
  const centres = [];
  const entries = value
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const [index, entry] of entries.entries()) {
    const cut = entry.lastIndexOf(',');
    const address = entry.slice(0, Math.max(cut, 0)).trim();
    const centre = centreOf({ address, postcode: entry.slice(cut + 1).trim() });
    const which = `centre ${index + 1} ("${entry}")`;
    if (!address || !centre) problem(`${which} must be an address, a comma, then its postcode`);
    else if (address.length > providerLimits.address || markup.test(address))
      problem(
        `${which}: an address of at most ${providerLimits.address} characters, without < > { }`,
      );
    else if (!districts.has(centre.district))
      problem(`${which}: ${centre.postcode} is not in a postcode district we know`);
    else centres.push(centre);
  }
  return centres;
}

/**
 * The postcode areas a provider trains in on employers' sites ("LS BD").
 * @type {import('./fields.js').Field<string[]>['read']}
 */
function readSiteAreas(value, { problem }) {
  const areas = knownAreas();
  const siteAreas = value
    .toUpperCase()
    .split(/[\s,;]+/)
    .filter(Boolean);
  const unknown = siteAreas.filter((area) => !areas.has(area));
  if (unknown.length)
    problem(
      `${unknown.map((area) => `"${area}"`).join(', ')} not a postcode area: give the letters of a postcode, as LS or BT`,
    );
  return siteAreas;
}

/**
 * The providers' register's fields, in its file's column order: the one declaration of each
 * (functions/registers/fields.js says what a declaration holds). A provider as stored
 * (`ProviderVersion`, functions/providers.js) is what these read.
 */
export const providerFields = /** @satisfies {import('./fields.js').Fields} */ ({
  number: {
    column: 'accreditation_number',
    about: 'the provider’s accreditation number: two letters and four digits, as TP1042',
    read: numberOf({
      pattern: providerNumberPattern,
      shape: 'two letters and four digits, as TP1042',
    }),
    shown: true,
  },
  name: {
    column: 'name',
    about: `its name, at most ${providerLimits.name} characters`,
    read: (value, { problem }) => {
      if (!value) problem('is empty');
      else if (value.length > providerLimits.name)
        problem(`is ${value.length} characters; at most ${providerLimits.name}`);
      else if (markup.test(value)) problem(`"${value}" holds < > { or }`);
      else return value;
      return undefined;
    },
    shown: true,
  },
  status: {
    column: 'status',
    about: `its accreditation: ${providerStatuses.join(', ')}`,
    read: (value, { problem }) => {
      const status = /** @type {(typeof providerStatuses)[number]} */ (value.toLowerCase());
      if (providerStatuses.includes(status)) return status;
      problem(`"${value}" is not one of: ${providerStatuses.join(', ')}`);
      return undefined;
    },
    // As the provider's standing: a page says when it may not train.
    shown: true,
  },
  accreditedUntil: {
    column: 'accredited_until',
    about: 'the last day of its accreditation, as 2028-03-31',
    read: dateOf,
    shown: true,
  },
  categories: {
    column: 'categories',
    about: 'the machine categories it is accredited for, as CB RT',
    read: categoriesOf,
    write: spaced,
    shown: true,
  },
  centres: {
    column: 'centres',
    about: 'its training centres, each an address ending with its postcode, separated by |',
    read: readCentres,
    write: (/** @type {Centre[]} */ centres) =>
      centres.map((centre) => [centre.address, centre.postcode].join(', ')).join(' | '),
    shown: true,
  },
  siteAreas: {
    column: 'site_areas',
    about: 'the postcode areas where it trains on employers’ own sites, as LS BD',
    read: readSiteAreas,
    write: spaced,
    shown: true,
  },
  phone: {
    column: 'phone',
    about: 'its phone number, as 0113 496 0000',
    read: (value, { problem }) => {
      if (phonePattern.test(value) && value.replace(/ /g, '').length <= 11) return value;
      problem(`"${value}" is not a UK phone number, as 0113 496 0000`);
      return undefined;
    },
    shown: true,
  },
  email: {
    column: 'email',
    about: 'its email address',
    read: (value, { problem }) => {
      if (emailPattern.test(value) && value.length <= providerLimits.contact) return value;
      problem(`"${value}" is not an email address`);
      return undefined;
    },
    shown: true,
  },
  website: {
    column: 'website',
    about: 'its website, an https:// address',
    read: (value, { problem }) => {
      let website;
      try {
        website = new URL(value);
      } catch {
        website = undefined;
      }
      if (website?.protocol === 'https:' && value.length <= providerLimits.contact)
        return website.href;
      problem(`"${value}" is not an https:// address`);
      return undefined;
    },
    shown: true,
  },
});

/** The file's columns. */
export const providerColumns = columnsOf(providerFields);

/**
 * The providers of a file, validated: the records to store, or every problem.
 * @param {string} text
 * @param {{ allowDemonstration?: boolean }} [options] accept ZZ numbers (only into the emulator)
 * @returns {{ records: import('../providers.js').ProviderVersion[], problems: string[] }}
 */
export function readProvidersFile(text, { allowDemonstration = false } = {}) {
  const { rows, problems } = readFields(
    text,
    providerFields,
    { allowDemonstration },
    (value, record, problem) => {
      if (record.centres?.length === 0 && record.siteAreas?.length === 0 && value.centres === '')
        problem(
          'centres',
          'and site_areas are both empty: give a centre, or the areas it trains in',
        );
    },
  );
  return { records: problems.length ? [] : rows.map((row) => row.record), problems };
}

/**
 * A providers' file from disk, validated; its problems name the file.
 * @param {string} file
 * @param {{ allowDemonstration?: boolean, bytes?: Buffer }} [options] `bytes`: the file's, when
 *   not read from the disk
 */
export function loadProvidersFile(file, options) {
  return loadTable(file, (text) => readProvidersFile(text, options), options?.bytes);
}
