// The three registers the scheme keeps, as the register commands (admin.mjs) handle them: how each
// one's numbers look, how its file is read and written back (`export` writes what `import` reads,
// so a register exported and imported again is unchanged), what counts as its status, its date and
// its providers, and how a record is suspended or reinstated.
import { readCategories } from './table.js';
import {
  instructorNumberPattern,
  instructorRegister,
  providerNumberPattern,
  providerRegister,
} from '../providers.js';
import { operatorRegister } from '../register.js';
import { numberPattern } from '../records.js';
import { columns as operatorColumns, loadRecordsFile } from './operators-file.js';
import { instructorColumns, loadInstructorsFile } from './instructors-file.js';
import { loadProvidersFile, providerColumns } from './providers-file.js';

/** @typedef {Record<string, any>} Version a record's version as stored */

/**
 * @typedef {{
 *   name: 'operators' | 'providers' | 'instructors', noun: string,
 *   shape: import('../register.js').RegisterShape,
 *   pattern: RegExp, example: string, columns: readonly string[],
 *   until: string, photos: boolean, needsProviders: boolean,
 *   load: (file: string, options: { photos?: string, allowDemonstration: boolean, providers: ReadonlySet<string>, known?: ReadonlyMap<string, ReadonlySet<string>>, progress?: (step: string, done: number, total: number) => void }) => Promise<{ records: { fields: Version, photoSource?: string, photo?: () => Promise<Buffer> }[], problems: string[], notices?: string[] }>,
 *   row: (version: Version) => Record<string, string>,
 *   nameOf: (version: Version) => string,
 *   providersOf: (version: Version) => string[],
 *   suspend: (version: Version) => Version,
 *   reinstate: (version: Version) => Version,
 * }} Register
 */

/**
 * The columns an operator's and an instructor's files share, as the file writes them.
 * @param {Version} version
 */
const personRow = (version) => ({
  registration_number: version.registrationNumber,
  given_names: version.givenNames,
  surname: version.surname,
  valid_until: version.validUntil,
  status: version.suspended ? 'suspended' : 'current',
  categories: version.categories.join(' '),
});

/** A person's name as a list shows it. */
const personName = (/** @type {Version} */ version) => `${version.givenNames} ${version.surname}`;

/** @type {Register} */
const operators = {
  name: 'operators',
  noun: 'operator',
  shape: operatorRegister,
  pattern: numberPattern,
  example: 'two letters and six digits, as MO123456',
  columns: operatorColumns,
  until: 'validUntil',
  photos: true,
  needsProviders: true,
  load: (file, options) => loadRecordsFile(file, options),
  row: (version) => ({
    ...personRow(version),
    photo: `${version.registrationNumber}.jpg`,
    provider: version.provider ?? '',
  }),
  nameOf: personName,
  providersOf: (version) => (version.provider ? [version.provider] : []),
  suspend: (version) => ({ ...version, suspended: true }),
  reinstate: (version) => ({ ...version, suspended: false }),
};

/** @type {Register} */
const providers = {
  name: 'providers',
  noun: 'provider',
  shape: providerRegister,
  pattern: providerNumberPattern,
  example: 'two letters and four digits, as TP1042',
  columns: providerColumns,
  until: 'accreditedUntil',
  photos: false,
  needsProviders: false,
  load: (file, { allowDemonstration }) =>
    loadProvidersFile(file, { allowDemonstration }).then(({ records, problems }) => ({
      records: records.map((fields) => ({ fields })),
      problems,
    })),
  row: (version) => ({
    accreditation_number: version.number,
    name: version.name,
    status: version.status,
    accredited_until: version.accreditedUntil,
    categories: version.categories.join(' '),
    centres: version.centres
      .map((/** @type {{ address: string, postcode: string }} */ centre) =>
        [centre.address, centre.postcode].join(', '),
      )
      .join(' | '),
    site_areas: version.siteAreas.join(' '),
    phone: version.phone,
    email: version.email,
    website: version.website,
  }),
  nameOf: (version) => version.name,
  // A provider names no provider (a list of providers shows none in that column).
  providersOf: () => [],
  suspend: (version) => ({ ...version, status: 'suspended' }),
  reinstate: (version) => ({ ...version, status: 'accredited' }),
};

/** @type {Register} */
const instructors = {
  name: 'instructors',
  noun: 'instructor',
  shape: instructorRegister,
  pattern: instructorNumberPattern,
  example: 'two letters and six digits, as IN204518',
  columns: instructorColumns,
  until: 'validUntil',
  photos: false,
  needsProviders: true,
  load: (file, { allowDemonstration, providers }) =>
    loadInstructorsFile(file, { allowDemonstration, providers }).then(({ records, problems }) => ({
      records: records.map((fields) => ({ fields })),
      problems,
    })),
  row: (version) => ({
    ...personRow(version),
    providers: version.providers.join(' '),
    listed: version.listed ? 'yes' : 'no',
  }),
  nameOf: personName,
  providersOf: (version) => version.providers,
  suspend: (version) => ({ ...version, suspended: true }),
  reinstate: (version) => ({ ...version, suspended: false }),
};

/** The registers by the name their command takes. */
export const registers = { operators, providers, instructors };

/**
 * A category code as typed, checked as a file's is: the code, or the problem.
 * @param {string} typed
 * @returns {{ code?: string, problem?: string }}
 */
export function readCategory(typed) {
  /** @type {string | undefined} */
  let problem;
  const codes = readCategories(typed, (text) => (problem = text));
  return problem || !codes?.length ? { problem: problem ?? 'is empty' } : { code: codes[0] };
}

/**
 * A CSV file's text: a header of `columns`, then one line per row, each field quoted where it
 * holds a comma, a quote or a line break (RFC 4180), lines ended with CRLF.
 * @param {readonly string[]} columns
 * @param {Record<string, string>[]} rows
 */
export function csvText(columns, rows) {
  const field = (/** @type {string} */ value) =>
    /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return [
    columns.join(','),
    ...rows.map((row) => columns.map((c) => field(row[c] ?? '')).join(',')),
  ]
    .map((line) => `${line}\r\n`)
    .join('');
}
