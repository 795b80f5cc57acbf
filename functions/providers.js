// The accredited training providers and the registered instructors: what a record holds, the
// rules the import applies to it, and how the finder chooses and orders providers. Shared by the
// function (functions/handler.js answers the finder, the provider pages and the instructor
// check), the import commands (scripts/registers/) and the tests. Pure: no Firestore, no I/O.
//
//   providers/{number}     { latest, versions: { "3": ProviderVersion } }   (functions/register.js)
//   instructors/{number}   { latest, versions: { "5": InstructorVersion } }
import anyAscii from 'any-ascii';
import { longDate } from './vocabulary/dates.js';
import { milesBetween } from './places.js';

/** The collections of the two registers, and their pointers' ids in `registers`. */
export const providersCollection = 'providers';
export const instructorsCollection = 'instructors';

/** The two registers as the import keeps them and the function reads them (functions/register.js). */
export const providerRegister = { collection: providersCollection, key: 'number' };
export const instructorRegister = { collection: instructorsCollection, key: 'registrationNumber' };

/** @typedef {(typeof import('./vocabulary/statuses.js').providerStatuses)[number]} ProviderStatus */

/**
 * @typedef {{ address: string, postcode: string, district: string }} Centre
 * A training centre: its address (without the postcode), its postcode and the postcode's district.
 */

/**
 * @typedef {import('./registers/fields.js').RecordOf<typeof import('./registers/providers-file.js').providerFields>
 *   & { statusSince?: string }} ProviderVersion
 * A provider as stored: each field as its declaration reads it from the providers' file
 * (`providerFields`, functions/registers/providers-file.js). `siteAreas`: the postcode areas
 * ("LS", "BD") where it trains and tests on employers' own sites; `statusSince`: the UK day it
 * took its status (registers/changes.js, `withStatusSince`), absent on a record stored before the
 * day was kept.
 */

/**
 * @typedef {import('./registers/fields.js').RecordOf<typeof import('./registers/instructors-file.js').instructorFields>
 *   & { surnameKey: string, statusSince?: string }} InstructorVersion
 * An instructor as stored: each field as its declaration reads it from the instructors' file
 * (`instructorFields`, functions/registers/instructors-file.js), and their surname's key.
 * `providers`: the accreditation numbers of the providers they teach for; `listed`: whether they
 * agreed to be named on those providers' pages.
 */

/** A full postcode, tidied: "LS11 5PS". */
export const postcodePattern = /^([A-Z]{1,2}[0-9][0-9A-Z]?) ([0-9][A-Z]{2})$/;

/**
 * A postcode as typed → its tidy form ("ls115ps" → "LS11 5PS"), or undefined if it is not one.
 * @param {string} typed
 */
export function tidyPostcode(typed) {
  const compact = typed.toUpperCase().replace(/\s+/g, '');
  const tidy = `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return postcodePattern.test(tidy) ? tidy : undefined;
}

/**
 * A centre as stored, from its address and postcode as the import file gives them; undefined if
 * the postcode is not one.
 * @param {{ address: string, postcode: string }} centre
 * @returns {Centre | undefined}
 */
export function centreOf({ address, postcode }) {
  const tidy = tidyPostcode(postcode);
  if (!tidy) return undefined;
  return { address, postcode: tidy, district: tidy.slice(0, tidy.indexOf(' ')) };
}

/**
 * A provider's standing on `today`: as the register says, or `lapsed` once an accredited
 * provider's accredited-until date has passed.
 * @param {Pick<ProviderVersion, 'status' | 'accreditedUntil'>} provider
 * @param {string} today an ISO date
 * @returns {ProviderStatus | 'lapsed'}
 */
export function providerStanding(provider, today) {
  if (provider.status !== 'accredited') return provider.status;
  return provider.accreditedUntil < today ? 'lapsed' : 'accredited';
}

/** How far the finder looks, in miles: the choices its form offers, and the one it starts with. */
export const searchRadii = /** @type {const} */ ([10, 25, 50, 100]);
export const defaultRadius = 50;

/** How many providers a page of results shows. */
export const resultsPerPage = 10;

/**
 * @typedef {{ provider: ProviderVersion, miles: number | undefined, centre: Centre | undefined,
 *   onSite: boolean }} Found
 * A provider found: its nearest centre and the miles to it (undefined if it has none), and
 * whether it trains on employers' sites in the area searched.
 */

/**
 * The accredited providers near a place that offer any of `wanted` (every provider when none is
 * wanted): those that train on sites in the place's postcode area first, then by the distance to
 * their nearest centre, within `radius` miles; by name where equal. Suspended, withdrawn and
 * lapsed providers are never found.
 * @param {Iterable<ProviderVersion>} providers
 * @param {{
 *   position: import('./places.js').Position, area: string, wanted: readonly string[],
 *   radius: number, today: string, districts: Map<string, import('./places.js').Position>,
 * }} search
 * @returns {Found[]}
 */
export function findProviders(providers, { position, area, wanted, radius, today, districts }) {
  /** @type {Found[]} */
  const found = [];
  for (const provider of providers) {
    if (providerStanding(provider, today) !== 'accredited') continue;
    if (wanted.length && !wanted.some((code) => provider.categories.includes(code))) continue;
    let miles;
    /** @type {Centre | undefined} */
    let nearest;
    for (const centre of provider.centres) {
      const at = districts.get(centre.district);
      if (!at) continue;
      const distance = milesBetween(position, at);
      if (miles === undefined || distance < miles) [miles, nearest] = [distance, centre];
    }
    const onSite = provider.siteAreas.includes(area);
    if (onSite || (miles !== undefined && miles <= radius))
      found.push({ provider, miles, centre: nearest, onSite });
  }
  return found.sort(
    (a, b) =>
      Number(b.onSite) - Number(a.onSite) ||
      (a.miles ?? Infinity) - (b.miles ?? Infinity) ||
      a.provider.name.localeCompare(b.provider.name, 'en'),
  );
}

/**
 * "Under 1 mile", "1 mile", "12 miles": a distance as the results show it.
 * @param {number} miles
 */
export function milesText(miles) {
  if (miles < 1) return 'under 1 mile';
  const whole = Math.round(miles);
  return `${whole} ${whole === 1 ? 'mile' : 'miles'}`;
}

/** The longest name or number the finder's search by name reads (a provider's name is 120 at most). */
export const maxNameLength = 120;

/**
 * A provider's name as a search by name compares it: the letters and digits a UK keyboard types,
 * in lower case, "&" as "and", apostrophes and full stops dropped, one space between words
 * ("Smith & O’Neill Ltd." is "smith and oneill ltd").
 * @param {string} name
 */
export const nameKey = (name) =>
  anyAscii(name.normalize('NFKC'))
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The providers whose names hold every word typed (each word anywhere in the name, so "fork"
 * finds "Forklift"), whatever their standing: those accredited today first, then by name. None
 * when nothing but punctuation was typed.
 * @param {Iterable<ProviderVersion>} providers
 * @param {string} typed
 * @param {string} today an ISO date
 * @returns {ProviderVersion[]}
 */
export function findByName(providers, typed, today) {
  const words = nameKey(typed).split(' ').filter(Boolean);
  if (!words.length) return [];
  const found = [];
  for (const provider of providers) {
    const key = nameKey(provider.name);
    if (words.every((word) => key.includes(word))) found.push(provider);
  }
  const current = (/** @type {ProviderVersion} */ provider) =>
    providerStanding(provider, today) === 'accredited' ? 0 : 1;
  return found.sort((a, b) => current(a) - current(b) || a.name.localeCompare(b.name, 'en'));
}

/**
 * What a match says beside the name of a provider that may not train now, with the day where the
 * register knows it (nothing if it may train): "accreditation suspended since 3 November 2026".
 * @param {ProviderVersion} provider
 * @param {string} today an ISO date
 */
export function standingNote(provider, today) {
  const since = provider.statusSince ? longDate(provider.statusSince) : undefined;
  switch (providerStanding(provider, today)) {
    case 'lapsed':
      return `accreditation ended on ${longDate(provider.accreditedUntil)}`;
    case 'suspended':
      return since ? `accreditation suspended since ${since}` : 'accreditation suspended';
    case 'withdrawn':
      return since ? `accreditation withdrawn on ${since}` : 'accreditation withdrawn';
    default:
      return '';
  }
}
