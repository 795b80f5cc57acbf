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
import { surnameKey } from '../vocabulary/check-input.js';
import { columnsOf, readFields, spaced } from './fields.js';
import { personFields } from './person-fields.js';
import { loadTable } from './table.js';

/**
 * The instructors' register's fields, in its file's column order: the one declaration of each
 * (functions/registers/fields.js says what a declaration holds). An instructor as stored
 * (`InstructorVersion`, functions/providers.js) is what these read, with their surname's key.
 */
export const instructorFields = /** @satisfies {import('./fields.js').Fields} */ ({
  ...personFields({
    pattern: instructorNumberPattern,
    shape: 'two letters and six digits, as IN204518',
    noun: 'instructor',
  }),
  providers: {
    column: 'providers',
    about: 'the accreditation numbers of the providers they teach for, as TP1042 TP1107',
    read: (value, { problem, file }) => {
      const teachesFor = value
        .toUpperCase()
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map(normaliseNumber);
      if (teachesFor.length === 0)
        problem('is empty; give the accreditation number of each provider they teach for');
      for (const provider of teachesFor)
        if (!providerNumberPattern.test(provider))
          problem(`"${provider}" is not an accreditation number, as TP1042`);
        else if (file.providers && !file.providers.has(provider))
          problem(`${provider} is not on the providers' register; import it first`);
      return teachesFor;
    },
    write: spaced,
    shown: true,
  },
  listed: {
    column: 'listed',
    about: 'yes if they agreed to be named on those providers’ pages, otherwise no',
    read: (value, { problem }) => {
      const listed = value.toLowerCase();
      if (listed === 'yes' || listed === 'no') return listed === 'yes';
      problem(`"${value}" is not yes or no: did the instructor agree to be listed by name?`);
      return undefined;
    },
    write: (/** @type {boolean} */ listed) => (listed ? 'yes' : 'no'),
  },
});

/** The file's columns. */
export const instructorColumns = columnsOf(instructorFields);

/**
 * The instructors of a file, validated: the records to store, or every problem.
 * @param {string} text
 * @param {{ allowDemonstration?: boolean, providers?: ReadonlySet<string> }} options `providers`:
 *   the accreditation numbers on the providers' register (unchecked if not given)
 * @returns {{ records: import('../providers.js').InstructorVersion[], problems: string[], lines: number[] }}
 *   `lines`: the line of each record
 */
export function readInstructorsFile(text, options) {
  const { rows, problems } = readFields(text, instructorFields, options);
  return {
    records: problems.length
      ? []
      : rows.map(({ record }) => ({ ...record, surnameKey: surnameKey(record.surname) })),
    problems,
    lines: rows.map((row) => row.line),
  };
}

/**
 * An instructors' file from disk, validated; its problems name the file.
 * @param {string} file
 * @param {Parameters<typeof readInstructorsFile>[1] & { bytes?: Buffer }} options `bytes`: the
 *   file's, when not read from the disk
 */
export async function loadInstructorsFile(file, options) {
  /** @type {number[]} */
  let lines = [];
  const loaded = await loadTable(
    file,
    (text) => {
      const read = readInstructorsFile(text, options);
      lines = read.lines;
      return read;
    },
    options.bytes,
  );
  return { ...loaded, lines };
}
