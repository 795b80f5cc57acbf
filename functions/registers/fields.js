// A register's fields, each declared once: its column in the register's file, what it holds (the
// docs' table of columns says it), how a file's value is read and checked (its problems name the
// line and the column, and what to write), how a stored value is written back (`export` writes
// what `import` reads), and whether the site shows it. The file's columns, its reader, the row an
// export writes and the record's type all follow from the declaration (`RecordOf`), so a field
// added to a register is one entry in its table (providers-file.js, instructors-file.js,
// operators-file.js, employers-file.js).
import { isIsoDate } from '../vocabulary/dates.js';
import { demonstrationPrefix, normaliseNumber } from '../vocabulary/registration-numbers.js';
import { dateProblem, readCategories, readTable } from './table.js';

/**
 * @typedef {{ allowDemonstration: boolean, providers?: ReadonlySet<string>,
 *   seen: Map<string, number> }} FileReading
 * What reading one file knows beyond a row: whether it may hold demonstration numbers, the
 * accreditation numbers on the providers' register (unchecked if not given), and the line each
 * number was first read on.
 */

/**
 * @typedef {{ line: number, problem: (text: string) => void, file: FileReading }} Cell
 * A value being read: its line, how to report a problem with it (named by its line and column),
 * and what reading the file knows.
 */

/**
 * @template T
 * @typedef {{
 *   column: string,
 *   about: string,
 *   read: (value: string, cell: Cell) => T | undefined,
 *   write?: (value: any, version: Record<string, any>) => string,
 *   shown?: boolean,
 *   optional?: boolean,
 * }} Field
 * A field: its `column`; `about`, what it holds, as the docs' table of columns says it; `read`, its
 * value from the file's text (tidied: trimmed, runs of white space one space), or undefined after
 * reporting a problem (an `optional` field's empty value is undefined too, and left out of the
 * record); `write`, the stored value as the file writes it (the value itself unless it says);
 * `shown`, whether the site shows it (a public field); `optional`, whether a file may leave the
 * column out (files made before it was asked for).
 */

/** @typedef {Record<string, Field<any>>} Fields a register's fields, in the file's column order */

/**
 * @template F
 * @typedef {F extends { read: (...args: any[]) => infer T } ? Exclude<T, undefined> : never} ValueOf
 */

/**
 * @template {Fields} D
 * @typedef {{ [K in keyof D as D[K] extends { optional: true } ? never : K]: ValueOf<D[K]> }
 *   & { [K in keyof D as D[K] extends { optional: true } ? K : never]?: ValueOf<D[K]> }} RecordOf
 * A record as a register's file gives it: each field's value, as its reader reads it.
 */

/**
 * A register's columns, in order.
 * @param {Fields} fields
 */
export const columnsOf = (fields) => Object.values(fields).map((field) => field.column);

/**
 * The columns a file may leave out.
 * @param {Fields} fields
 */
export const optionalColumnsOf = (fields) =>
  Object.values(fields)
    .filter((field) => field.optional)
    .map((field) => field.column);

/**
 * The rows of a register's file, each field read by its declaration; `check` looks at a row
 * whose fields are read, for what no one field can say (a provider with neither a centre nor an
 * area). Every problem is returned, in the order of the lines and, on a line, of the columns.
 * `beside`: columns a file may give beside the register's, read as fields are but kept out of the
 * record (a holder's contact: operators-file.js), each row's in `beside`; a file may leave them out.
 * @template {Fields} D
 * @param {string} text
 * @param {D} fields
 * @param {{ allowDemonstration?: boolean, providers?: ReadonlySet<string>, beside?: Fields }} options
 * @param {(value: Record<string, string>, record: Partial<RecordOf<D>>, problem: (column: string, text: string) => void, beside: Record<string, unknown>) => void} [check]
 * @returns {{ rows: { line: number, record: RecordOf<D>, beside: Record<string, unknown> }[], problems: string[] }}
 */
export function readFields(
  text,
  fields,
  { allowDemonstration = false, providers, beside = {} },
  check,
) {
  /** @type {FileReading} */
  const file = { allowDemonstration, providers, seen: new Map() };
  /** @type {{ line: number, record: RecordOf<D>, beside: Record<string, unknown> }[]} */
  const rows = [];
  /** Each field of `declared` read from a row. */
  const readAll = (
    /** @type {Fields} */ declared,
    /** @type {import('./table.js').TableRow<string>} */ row,
  ) => {
    /** @type {Record<string, unknown>} */
    const read = {};
    for (const [name, field] of Object.entries(declared)) {
      const problem = (/** @type {string} */ text) => row.problem(field.column, text);
      const value = field.read(row.value[field.column] ?? '', { line: row.line, problem, file });
      if (value !== undefined) read[name] = value;
    }
    return read;
  };
  const problems = readTable(
    text,
    [...columnsOf(fields), ...columnsOf(beside)],
    (row) => {
      const record = readAll(fields, row);
      const apart = readAll(beside, row);
      check?.(row.value, /** @type {Partial<RecordOf<D>>} */ (record), row.problem, apart);
      if (row.valid)
        rows.push({ line: row.line, record: /** @type {RecordOf<D>} */ (record), beside: apart });
    },
    { optional: [...optionalColumnsOf(fields), ...columnsOf(beside)] },
  );
  return { rows, problems };
}

/**
 * How each field of a stored version is written in the register's file: its column, and its
 * `write` (registers.js).
 * @param {Fields} fields
 * @returns {Record<string, { column: string, write?: Field<any>['write'] }>}
 */
export const writersOf = (fields) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, { column, write }]) => [
      name,
      write ? { column, write } : { column },
    ]),
  );

/**
 * A reader of a register's numbers (a registration or accreditation number): each normalised;
 * one that is empty, not of `pattern`, in the demonstration series where the file may not hold
 * it, or on an earlier line, reported.
 * @param {{ pattern: RegExp, shape: string }} rules `shape`: how the number is written, for the
 *   message ("two letters and six digits, as MO123456")
 * @returns {Field<string>['read']}
 */
export const numberOf =
  ({ pattern, shape }) =>
  (typed, { line, problem, file }) => {
    const number = normaliseNumber(typed);
    if (!typed) problem('is empty');
    else if (!pattern.test(number)) problem(`"${typed}" is not ${shape}`);
    else if (number.startsWith(demonstrationPrefix) && !file.allowDemonstration)
      problem(
        `${number} is a demonstration number (${demonstrationPrefix} series): these go only into the emulator`,
      );
    else if (file.seen.has(number))
      problem(`${number} is on line ${file.seen.get(number)} too; keep one row`);
    else file.seen.set(number, line);
    return number;
  };

/**
 * A date written YYYY-MM-DD, a day of the calendar.
 * @type {Field<string>['read']}
 */
export const dateOf = (value, { problem }) => {
  if (isIsoDate(value)) return value;
  problem(dateProblem(value));
  return undefined;
};

/**
 * Category codes ("CB RT").
 * @type {Field<string[]>['read']}
 */
export const categoriesOf = (value, { problem }) => readCategories(value, problem);

/**
 * Codes or numbers as a file writes a list of them: "CB RT".
 * @param {string[]} values
 */
export const spaced = (values) => values.join(' ');
