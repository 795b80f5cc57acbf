// The three registers the scheme keeps, as the register commands (commands/) handle them: how each
// one's numbers look, how its file is read and written back (`export` writes what `import` reads,
// so a register exported and imported again is unchanged), what counts as its status, its date and
// its providers, and how a record is suspended or reinstated.
import {
  employerColumns,
  employerFields as employerDeclaration,
  loadEmployersFile,
  readEmployersFile,
} from './employers-file.js';
import {
  employerNumberPattern,
  instructorNumberPattern,
  providerNumberPattern,
  numberPattern,
} from '../vocabulary/registration-numbers.js';
import { readCategories } from './table.js';
import { instructorRegister, providerRegister } from '../providers.js';
import { employerRegister, operatorRegister } from '../register.js';
import {
  columns as operatorColumns,
  loadRecordsFile,
  operatorFields as operatorDeclaration,
  readRecordsFile,
} from './operators-file.js';
import {
  instructorColumns,
  instructorFields as instructorDeclaration,
  loadInstructorsFile,
  readInstructorsFile,
} from './instructors-file.js';
import {
  loadProvidersFile,
  providerColumns,
  providerFields as providerDeclaration,
  readProvidersFile,
} from './providers-file.js';
import { writersOf } from './fields.js';

/** @typedef {Record<string, any>} Version a record's version as stored */

/**
 * @typedef {{ column: string, write?: (value: any, version: Version) => string }} Field
 * How a field of a stored version is written in the register's file: its column, and its value
 * as text (the value itself unless `write` says).
 */

/**
 * @typedef {{
 *   name: 'operators' | 'providers' | 'instructors' | 'employers', noun: string,
 *   shape: import('../register.js').RegisterShape,
 *   pattern: RegExp, example: string, columns: readonly string[],
 *   fields: Record<string, Field>, derived: readonly string[], kept: readonly string[],
 *   until?: string, photos: boolean, needsProviders: boolean,
 *   load: (file: string, options: { photos?: string, bytes?: Buffer, allowDemonstration: boolean, providers: ReadonlySet<string>, known?: ReadonlyMap<string, ReadonlySet<string>>, progress?: (step: string, done: number, total: number) => void }) => Promise<{ records: { fields: Version, line?: number, photoSource?: string, photo?: () => Promise<Buffer> }[], problems: string[], notices?: string[], contacts?: { number: string, email: string, consentOn: string }[] }>,
 *   row: (version: Version) => Record<string, string>,
 *   readText: (text: string) => Version | undefined,
 *   nameOf: (version: Version) => string,
 *   providersOf: (version: Version) => string[],
 *   suspend: (version: Version) => Version,
 *   reinstate: (version: Version) => Version,
 * }} Register
 * A register: `columns`, its file's, in order (its file's reader checks them); `fields`, how each
 * field of a stored version is written in a column; `derived`, the fields made from others when
 * a file is read (a surname's key, a stored photograph's ids) or by the store (the day a record's
 * status began, `statusSince`: changes.js), which the file does not hold;
 * `kept`, the fields no file holds, which an import keeps as they are stored (an account's keys);
 * `load`'s `contacts`, the holders' contacts an operators' file gives beside its records (never
 * fields of a record: operators-file.js, `contactFields`); `readText`, the first record of a file's text as its reader reads it (without checking the
 * numbers it names against other registers, or reading a photograph), undefined if it has a
 * problem.
 */

/**
 * A register's row writer: each field of a version in its column. A field the register does not
 * know is refused, naming it, rather than left out of the file: an export that dropped it would
 * import back as a change.
 * @param {string} name the register's
 * @param {readonly string[]} columns
 * @param {Record<string, Field>} fields
 * @param {readonly string[]} derived
 * @returns {(version: Version) => Record<string, string>}
 */
function rowWriter(name, columns, fields, derived) {
  return (version) => {
    /** @type {Record<string, string>} */
    const row = Object.fromEntries(columns.map((column) => [column, '']));
    for (const [field, value] of Object.entries(version)) {
      if (derived.includes(field)) continue;
      const how = fields[field];
      if (!how)
        throw new Error(
          `the ${name}’ field "${field}" has no column in their file: declare it in the register’s fields (functions/registers/${name}-file.js)`,
        );
      row[how.column] = how.write ? how.write(value, version) : String(value ?? '');
    }
    for (const [field, how] of Object.entries(fields))
      if (!(field in version) && how.write) row[how.column] = how.write(undefined, version);
    return row;
  };
}

/** A person's name as a list shows it. */
const personName = (/** @type {Version} */ version) => `${version.givenNames} ${version.surname}`;

const operatorFields = writersOf(operatorDeclaration);
// `provisional`: the categories a provider's results put on the record until the scheme confirms
// them (functions/portal/approval.js); `suspendedWhy`: why a provider's records were suspended
// together (commands/standing.js), which the check shows. No file holds either; an import keeps them.
const operatorDerived = [
  'surnameKey',
  'photoSource',
  'photoHash',
  'statusSince',
  'provisional',
  'suspendedWhy',
];

/** @type {Register} */
const operators = {
  name: 'operators',
  noun: 'operator',
  shape: operatorRegister,
  pattern: numberPattern,
  example: 'two letters and six digits, as MO123456',
  columns: operatorColumns,
  fields: operatorFields,
  derived: operatorDerived,
  kept: ['provisional', 'suspendedWhy'],
  until: 'validUntil',
  photos: true,
  needsProviders: true,
  load: (file, options) => loadRecordsFile(file, options),
  row: rowWriter('operators', operatorColumns, operatorFields, operatorDerived),
  readText: (text) => readRecordsFile(text, { allowDemonstration: true }).rows[0]?.fields,
  nameOf: personName,
  providersOf: (version) => (version.provider ? [version.provider] : []),
  suspend: (version) => ({ ...version, suspended: true }),
  reinstate: (version) => ({ ...version, suspended: false }),
};

const providerFields = writersOf(providerDeclaration);

/** @type {Register} */
const providers = {
  name: 'providers',
  noun: 'provider',
  shape: providerRegister,
  pattern: providerNumberPattern,
  example: 'two letters and four digits, as TP1042',
  columns: providerColumns,
  fields: providerFields,
  derived: ['statusSince'],
  kept: [],
  until: 'accreditedUntil',
  photos: false,
  needsProviders: false,
  load: (file, { allowDemonstration, bytes }) =>
    loadProvidersFile(file, { allowDemonstration, bytes }).then(({ records, problems }) => ({
      records: records.map((fields) => ({ fields })),
      problems,
    })),
  row: rowWriter('providers', providerColumns, providerFields, ['statusSince']),
  readText: (text) => readProvidersFile(text, { allowDemonstration: true }).records[0],
  nameOf: (version) => version.name,
  // A provider names no provider (a list of providers shows none in that column).
  providersOf: () => [],
  suspend: (version) => ({ ...version, status: 'suspended' }),
  reinstate: (version) => ({ ...version, status: 'accredited' }),
};

const instructorFields = writersOf(instructorDeclaration);
const instructorDerived = ['surnameKey', 'statusSince'];

/** @type {Register} */
const instructors = {
  name: 'instructors',
  noun: 'instructor',
  shape: instructorRegister,
  pattern: instructorNumberPattern,
  example: 'two letters and six digits, as IN204518',
  columns: instructorColumns,
  fields: instructorFields,
  derived: instructorDerived,
  kept: [],
  until: 'validUntil',
  photos: false,
  needsProviders: true,
  load: (file, { allowDemonstration, providers, bytes }) =>
    loadInstructorsFile(file, { allowDemonstration, providers, bytes }).then(
      ({ records, problems, lines }) => ({
        records: records.map((fields, i) => ({ fields, line: lines[i] })),
        problems,
      }),
    ),
  row: rowWriter('instructors', instructorColumns, instructorFields, instructorDerived),
  readText: (text) => readInstructorsFile(text, { allowDemonstration: true }).records[0],
  nameOf: personName,
  providersOf: (version) => version.providers,
  suspend: (version) => ({ ...version, suspended: true }),
  reinstate: (version) => ({ ...version, suspended: false }),
};

const employerFields = writersOf(employerDeclaration);

/** @type {Register} */
const employers = {
  name: 'employers',
  noun: 'employer',
  shape: employerRegister,
  pattern: employerNumberPattern,
  example: 'two letters and four digits, as EM1042',
  columns: employerColumns,
  fields: employerFields,
  derived: ['keys', 'webhook', 'statusSince'],
  kept: ['keys', 'webhook'],
  photos: false,
  needsProviders: false,
  load: (file, { allowDemonstration, bytes }) =>
    loadEmployersFile(file, { allowDemonstration, bytes }).then(({ records, problems }) => ({
      records: records.map((fields) => ({ fields })),
      problems,
    })),
  row: rowWriter('employers', employerColumns, employerFields, ['keys', 'webhook', 'statusSince']),
  readText: (text) => readEmployersFile(text, { allowDemonstration: true }).records[0],
  nameOf: (version) => version.name,
  providersOf: () => [],
  suspend: (version) => ({ ...version, status: 'suspended' }),
  reinstate: (version) => ({ ...version, status: 'active' }),
};

/** The registers by the name their command takes. */
export const registers = { operators, providers, instructors, employers };

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
 * A cell a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, a tab or a return first),
 * kept as text (OWASP's "CSV injection"): what a caller typed must not run when the file is opened.
 * @param {string} value
 */
export const asText = (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * A CSV file's text: a header of `columns`, then one line per row, each field quoted where it
 * holds a comma, a quote or a line break (RFC 4180), lines ended with CRLF; `forSpreadsheets`:
 * every cell that would start a formula kept as text (`asText`), for a file people open in Excel
 * rather than one a command reads back.
 * @param {readonly string[]} columns
 * @param {Record<string, string>[]} rows
 * @param {{ forSpreadsheets?: boolean }} [options]
 */
export function csvText(columns, rows, { forSpreadsheets = false } = {}) {
  const field = (/** @type {string} */ typed) => {
    const value = forSpreadsheets ? asText(typed) : typed;
    return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  };
  return [
    columns.join(','),
    ...rows.map((row) => columns.map((c) => field(row[c] ?? '')).join(',')),
  ]
    .map((line) => `${line}\r\n`)
    .join('');
}
