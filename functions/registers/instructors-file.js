// The registered instructors' file (docs/keeping-registers.md, "The providers' and instructors' files"): one instructor
// per row, read and validated as a whole before anything is written (table.js).
//
//   registration_number,given_names,surname,valid_until,status,categories,providers,listed
//   IN204518,Priya,Shah,2028-03-31,current,CB RT,TP1042 TP1107,yes
//
// `providers`: the accreditation numbers of the providers the instructor teaches for, separated by
// spaces, each on the providers' register. `listed`: `yes` if the instructor agreed to be named on
// those providers' pages, otherwise `no`.
import {
  instructorNumberPattern,
  providerNumberPattern,
  normaliseNumber,
} from '../vocabulary/registration-numbers.js';
import { isIsoDate } from '../vocabulary/dates.js';
import { surnameKey } from '../vocabulary/check-input.js';
import { readName } from './operators-file.js';
import { dateProblem, loadTable, numberReader, readCategories, readTable } from './table.js';

/** The file's columns. */
export const instructorColumns = /** @type {const} */ ([
  'registration_number',
  'given_names',
  'surname',
  'valid_until',
  'status',
  'categories',
  'providers',
  'listed',
]);

/**
 * The instructors of a file, validated: the records to store, or every problem.
 * @param {string} text
 * @param {{ allowDemonstration?: boolean, providers?: ReadonlySet<string> }} options `providers`:
 *   the accreditation numbers on the providers' register (unchecked if not given)
 * @returns {{ records: import('../providers.js').InstructorVersion[], problems: string[], lines: number[] }}
 *   `lines`: the line of each record
 */
export function readInstructorsFile(text, { allowDemonstration = false, providers }) {
  /** @type {import('../providers.js').InstructorVersion[]} */
  const records = [];
  /** The line each record is on, for a warning to name. @type {number[]} */
  const lines = [];
  const readNumber = numberReader({
    pattern: instructorNumberPattern,
    shape: 'two letters and six digits, as IN204518',
    allowDemonstration,
  });
  const problems = readTable(text, instructorColumns, (row) => {
    const { line, value, problem } = row;

    const number = readNumber(value.registration_number, line, (text) =>
      problem('registration_number', text),
    );

    for (const column of /** @type {const} */ (['given_names', 'surname'])) {
      const text = readName(value[column]);
      if (text) problem(column, text);
    }

    if (!isIsoDate(value.valid_until)) problem('valid_until', dateProblem(value.valid_until));

    const status = value.status.toLowerCase();
    if (status !== 'current' && status !== 'suspended')
      problem(
        'status',
        status === 'expired'
          ? `write "current": a registration shows as expired once its valid_until has passed`
          : `"${value.status}" is not one of: current, suspended`,
      );

    const codes = readCategories(value.categories, (text) => problem('categories', text));

    const teachesFor = value.providers
      .toUpperCase()
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(normaliseNumber);
    if (teachesFor.length === 0)
      problem(
        'providers',
        'is empty; give the accreditation number of each provider they teach for',
      );
    for (const provider of teachesFor)
      if (!providerNumberPattern.test(provider))
        problem('providers', `"${provider}" is not an accreditation number, as TP1042`);
      else if (providers && !providers.has(provider))
        problem('providers', `${provider} is not on the providers' register; import it first`);

    const listed = value.listed.toLowerCase();
    if (listed !== 'yes' && listed !== 'no')
      problem(
        'listed',
        `"${value.listed}" is not yes or no: did the instructor agree to be listed by name?`,
      );

    if (row.valid && codes) lines.push(row.line);
    if (row.valid && codes)
      records.push({
        registrationNumber: number,
        givenNames: value.given_names,
        surname: value.surname,
        surnameKey: surnameKey(value.surname),
        validUntil: value.valid_until,
        suspended: status === 'suspended',
        categories: codes,
        providers: teachesFor,
        listed: listed === 'yes',
      });
  });
  return { records: problems.length ? [] : records, problems, lines };
}

/**
 * An instructors' file from disk, validated; its problems name the file.
 * @param {string} file
 * @param {Parameters<typeof readInstructorsFile>[1]} options
 */
export async function loadInstructorsFile(file, options) {
  /** @type {number[]} */
  let lines = [];
  const loaded = await loadTable(file, (text) => {
    const read = readInstructorsFile(text, options);
    lines = read.lines;
    return read;
  });
  return { ...loaded, lines };
}
