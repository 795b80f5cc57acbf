// The administrators' CSV files, read as a whole before anything is written: the header must name
// exactly the register's columns (in any order and case, a byte-order mark allowed), and every
// problem is reported at once as "line N, column: what is wrong; what to write", so a file is
// corrected in one pass. Each register's fields (fields.js, declared in operators-file.js,
// providers-file.js, instructors-file.js and employers-file.js) check its values.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { categories } from '../vocabulary/categories.js';
import { tidy } from '../vocabulary/check-input.js';

/** How to make from a spreadsheet the file an import reads. */
const saveAsCsv =
  'in Excel, File › Save As, type "CSV UTF-8 (Comma delimited) (*.csv)", and import that file';

/**
 * A file's bytes as text, or what it is instead of a UTF-8 CSV, in one line: a workbook (.xlsx is
 * a zip, the older .xls an OLE file) or text in another code page. Windows-1252, Excel's plain
 * "CSV", is not guessed at and decoded: any bytes decode as it, so a file in another code page
 * would import with its names silently wrong.
 * @param {Buffer} bytes
 * @param {string} name the file's name, as the line names it
 * @returns {{ text: string, problem?: undefined } | { problem: string, text?: undefined }}
 */
export function tableText(bytes, name) {
  const starts = (/** @type {number[]} */ magic) => magic.every((byte, i) => bytes[i] === byte);
  if (starts([0x50, 0x4b, 0x03, 0x04]) || starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { problem: `${name} is an Excel workbook, not a CSV file; ${saveAsCsv}` };
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  try {
    return { text: utf8.decode(bytes) };
  } catch {
    // Bytes no text holds (a photograph, say): read as they are, for the reading to say it is
    // no CSV; only what could be text is named as text in another code page.
    if (bytes.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d))
      return { text: bytes.toString('utf8') };
    let line = 1;
    for (let start = 0; start < bytes.length; line += 1) {
      const end = bytes.indexOf(0x0a, start);
      const stop = end === -1 ? bytes.length : end;
      try {
        utf8.decode(bytes.subarray(start, stop));
      } catch {
        break;
      }
      start = stop + 1;
    }
    return {
      problem: `${name} is not UTF-8 text (line ${line} is not): it looks saved as Excel's "CSV (Comma delimited)", in the Windows-1252 code page; ${saveAsCsv}`,
    };
  }
}

/**
 * @template {string} C
 * @typedef {{ line: number, value: Record<C, string>, problem: (column: C, text: string) => void, readonly valid: boolean }} TableRow
 * A row: the line it ends on (a quoted value may span lines), each column's value tidied (trimmed,
 * runs of white space one space), how to report a problem with one of its values, and whether it
 * has reported none.
 */

/** @typedef {{ record: string[], info: { lines: number } }} ParsedRow a row, and the line it ends on */

/**
 * A CSV file's rows, or the problem that stops it being read: csv-parse's message, and the line
 * it stopped at.
 * @param {string} text
 * @returns {{ rows: ParsedRow[], problem?: undefined } | { problem: string, rows?: undefined }}
 */
function parseTable(text) {
  try {
    return {
      rows: /** @type {any} */ (
        // One line ending throughout: csv-parse takes the first it meets for the whole file, and
        // a row added by another editor (LF after an export's CRLF) would join the one before.
        parse(text.replace(/\r\n?/g, '\n'), {
          bom: true,
          info: true,
          relax_column_count: true,
          skip_empty_lines: true,
          skip_records_with_empty_values: true,
        })
      ),
    };
  } catch (caught) {
    // csv-parse's CsvError: its message, and the line it stopped at.
    const error = /** @type {Error & { lines?: number }} */ (caught);
    const line = error.lines ?? '?';
    // Its message quotes the value it stopped at: of a file that is no CSV, bytes of no meaning.
    const message = error.message
      .replace(/^.*?: /, '')
      .replace(/, value is .*$/s, '')
      .replace(/[^\x20-\x7e\u00a0-\uffff]/g, '');
    return { problem: `line ${line}: ${message.slice(0, 200)}; is this the register's CSV file?` };
  }
}

/**
 * What is wrong with a file's header (empty if nothing): a column it lacks, a name that is no
 * column, or values separated by semicolons.
 * @param {ParsedRow} head
 * @param {readonly string[]} columns
 * @param {readonly string[]} optional
 * @returns {string[]}
 */
function headerProblems(head, columns, optional) {
  const names = head.record.map((name) => name.trim().toLowerCase());
  const line = head.info.lines;
  if (names.length === 1 && names[0]?.includes(';'))
    return [
      `line ${line}: the values are separated by semicolons, not commas, as a spreadsheet set to another country's list separator saves them; ${saveAsCsv}`,
    ];
  const problems = [
    ...columns
      .filter((column) => !names.includes(column) && !optional.includes(column))
      .map((column) => `line ${line}: the header has no "${column}" column`),
    ...names
      .filter((name) => !columns.includes(name))
      .map((name) => `line ${line}: the header's "${name}" is not a column`),
  ];
  if (!problems.length) return [];
  const mayBeLeftOut = optional.length ? ` (${optional.join(', ')} may be left out)` : '';
  return [...problems, `the header row must be: ${columns.join(',')}${mayBeLeftOut}`];
}

/**
 * Reads a CSV file whose header names `columns`, calling `readRow` for each row in order; returns
 * every problem, in the order of the lines: those that stop the file or a row being read, and
 * those each row reported through its `problem`.
 * @template {string} C
 * @param {string} text
 * @param {readonly C[]} columns
 * @param {(row: TableRow<C>) => void} readRow
 * @param {{ optional?: readonly C[] }} [options] `optional`: columns a file may leave out (their
 *   values are then empty)
 * @returns {string[]}
 */
export function readTable(text, columns, readRow, { optional = [] } = {}) {
  const { rows, problem } = parseTable(text);
  if (!rows) return [problem];
  const [head, ...body] = rows;
  if (!head) return [`line 1: the file is empty; start it with the header row`];
  const fromHeader = headerProblems(head, columns, optional);
  if (fromHeader.length) return fromHeader;

  const names = head.record.map((name) => name.trim().toLowerCase());
  /** @type {string[]} */
  const problems = [];
  for (const { record, info } of body) {
    const line = info.lines;
    if (record.length !== names.length) {
      problems.push(
        `line ${line}: ${record.length} values where the header has ${names.length}; quote a value that holds a comma`,
      );
      continue;
    }
    let valid = true;
    readRow({
      line,
      // Every column is there: the header was checked above.
      value: /** @type {Record<C, string>} */ ({
        ...Object.fromEntries(optional.map((name) => [name, ''])),
        ...Object.fromEntries(names.map((name, i) => [name, tidy(record[i])])),
      }),
      problem: (column, text) => {
        valid = false;
        problems.push(`line ${line}, ${column}: ${text}`);
      },
      get valid() {
        return valid;
      },
    });
  }
  if (body.length === 0) problems.push('the file has a header and no records');
  return problems;
}

/**
 * The category codes of a value ("CB RT", "cb, rt"), or undefined after reporting what is wrong.
 * @param {string} value
 * @param {(text: string) => void} problem
 * @returns {string[] | undefined}
 */
export function readCategories(value, problem) {
  const codes = value
    .toUpperCase()
    .split(/[\s,;]+/)
    .filter(Boolean);
  const unknown = codes.filter((code) => !Object.hasOwn(categories, code));
  const known = Object.keys(categories).join(' ');
  if (codes.length === 0) problem(`is empty; give one or more of: ${known}`);
  else if (unknown.length)
    problem(`${unknown.map((code) => `"${code}"`).join(', ')} not a category; use: ${known}`);
  else if (new Set(codes).size !== codes.length) problem(`"${value}" names a category twice`);
  else return codes;
  return undefined;
}

/**
 * A register's file from disk as text: its text, or the one problem that stops it being read
 * (not there, unreadable, or not a CSV in UTF-8: `tableText`).
 * @param {string} file
 * @param {Buffer} [given] the file's bytes, when they come from elsewhere than the disk (an
 *   upload): `file` then only names it
 * @returns {Promise<{ text: string, problem?: undefined } | { text?: undefined, problem: string }>}
 */
export async function readTableFile(file, given) {
  let bytes = given;
  try {
    bytes ??= await readFile(file);
  } catch (caught) {
    const error = /** @type {NodeJS.ErrnoException} */ (caught);
    return {
      problem: `${file}: ${error.code === 'ENOENT' ? 'does not exist' : `cannot be read (${error.code ?? error.message})`}`,
    };
  }
  return /** @type {any} */ (tableText(bytes, path.basename(file)));
}

/**
 * A register's file from disk, read by `read`; its problems name the file, and a file that cannot
 * be read is one problem.
 * @template R
 * @param {string} file
 * @param {(text: string) => { records: R[], problems: string[] }} read
 * @param {Buffer} [bytes] the file's, when not read from the disk (`readTableFile`)
 * @returns {Promise<{ records: R[], problems: string[] }>}
 */
export async function loadTable(file, read, bytes) {
  const { text, problem } = await readTableFile(file, bytes);
  if (text === undefined) return { records: [], problems: [problem] };
  const { records, problems } = read(text);
  const name = path.basename(file);
  return { records, problems: problems.map((problem) => `${name} ${problem}`) };
}

/**
 * What is wrong with a date as a file gives it: not written as YYYY-MM-DD, or so written but not
 * a day of the calendar (the 30th of February).
 * @param {string} value
 */
export const dateProblem = (value) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `"${value}" is not a day of the calendar; write a real date, as 2028-03-31`
    : `"${value}" is not a date written as YYYY-MM-DD, as 2028-03-31`;
