// A crew as a site manager gives it to the crew check (functions/surfaces/crew/): a list pasted
// from wherever it was kept (a spreadsheet's cells, an email, typed by hand) and a CSV file
// uploaded, each row a registration number and a surname. Read generously, the way people write
// lists: cells split by tabs, commas or semicolons, or a number and a surname split by spaces; the
// number first or last; a first row naming the columns, or none. A row that cannot be read is
// named, by where it is, and the others are still checked. Pure: no Firestore, no I/O.
import { parse } from 'csv-parse/sync';
import { tableText } from './registers/table.js';

/** The most rows one crew check answers: the API's most pairs in one request. */
export const maxCrewRows = 100;

/** The largest file read: 100 rows of a wide spreadsheet, with room. */
export const maxCrewFileBytes = 64 * 1024;

/** The longest pasted list read. */
export const maxCrewListLength = 20_000;

/**
 * @typedef {{ where: string, number: string, surname: string }
 *   | { where: string, given: string, unreadable: string }} CrewRow
 * A row as given: where it is ("line 3 of the list", "row 4 of crew.csv") and the number and
 * surname it holds, or what it holds and why neither could be told apart from it.
 * @typedef {{ ok: true, rows: CrewRow[] }
 *   | { ok: false, field: 'rows', problem: 'missing' | 'tooMany', count: number }
 *   | { ok: false, field: 'list' | 'file', problem: 'format' | 'tooLarge', detail: string }} CrewList
 */

/** A number as a card shows it: two letters and six digits, spaces or hyphens anywhere. */
const numberShape = /^[A-Za-z]{2}[\s-]*(?:\d[\s-]*){6}$/;
/** A cell that holds a digit cannot be a surname; one holding none cannot be a number. */
const hasDigit = /\d/;
/** A line of a number and a surname split by spaces, either way round. */
const numberThenName = /^([A-Za-z]{2}[\s-]*(?:\d[\s-]*){5}\d)\s+(\D+)$/;
const nameThenNumber = /^(\D+?)\s+([A-Za-z]{2}[\s-]*(?:\d[\s-]*){5}\d)$/;

/**
 * What numbers or bullets a line of a list from a word processor or an email: "1." or "12)", or a
 * bullet, then a space or a tab. A number without its stop or bracket, or without the space, is
 * left for a cell.
 */
const listMarker = /^\s*(?:\d{1,3}[.)]|[•‣◦▪·*–—-])[ \t]+/;

/** Header cells that name the number's column and the surname's. */
const numberHeading = /number|reg|card|licen[cs]e|^no\.?$/i;
const surnameHeading = /surname|last\s*name|family\s*name/i;

/**
 * The cells of each line of a list that is not blank, with the line's number. Each line is split
 * by what separates its own cells, as lists pasted together mix them: tabs (a spreadsheet's cells
 * pasted), semicolons (a CSV from a spreadsheet in a language whose decimal mark is a comma),
 * otherwise commas; quotes as CSV has them. A line whose quotes do not close is left whole.
 * A byte-order mark is dropped wherever it is (a file's first character, or one pasted inside a
 * name): it shows as nothing.
 * @param {string} text
 * @returns {{ line: number, cells: string[] }[]}
 */
function recordsOf(text) {
  return text
    .replace(/\uFEFF/g, '')
    .split(/\r\n|\n|\r/)
    .flatMap((line, i) => {
      const content = line.replace(listMarker, '');
      if (!content.trim()) return [];
      const delimiter = content.includes('\t')
        ? '\t'
        : content.includes(';') && !content.includes(',')
          ? ';'
          : ',';
      let cells;
      try {
        /** @type {string[][]} */
        const [record = []] = parse(content, { delimiter, relax_quotes: true, trim: true });
        cells = record;
      } catch {
        cells = [content];
      }
      return [{ line: i + 1, cells: cells.map((cell) => cell.replace(/\s+/g, ' ').trim()) }];
    });
}

/**
 * The columns a first row names, if it is a row of headings: no digit in it and a cell naming the
 * number or the surname.
 * @param {string[]} cells
 */
function headingsOf(cells) {
  if (cells.some((cell) => hasDigit.test(cell))) return undefined;
  const number = cells.findIndex((cell) => numberHeading.test(cell) && !surnameHeading.test(cell));
  const surname = cells.findIndex((cell) => surnameHeading.test(cell));
  if (number === -1 && surname === -1) return undefined;
  return { number, surname };
}

/**
 * The rows of one source (the list, or the file), read from its text.
 * @param {string} text
 * @param {(line: number) => string} where names a row by its line
 * @returns {{ rows: CrewRow[], problem?: undefined } | { rows?: undefined, problem: string }}
 */
function rowsOf(text, where) {
  const records = recordsOf(text);
  const [first] = records;
  const headings = first && headingsOf(first.cells);
  if (headings && (headings.number === -1 || headings.surname === -1))
    return {
      problem: `${where(first.line)} names the columns but not ${headings.number === -1 ? 'the registration number’s' : 'the surname’s'}: call them "Registration number" and "Surname"`,
    };
  /** @type {CrewRow[]} */
  const rows = [];
  for (const { line, cells } of headings ? records.slice(1) : records) {
    const filled = cells.filter(Boolean);
    if (filled.length === 0) continue;
    if (headings) {
      const number = cells[headings.number] ?? '';
      const surname = cells[headings.surname] ?? '';
      rows.push({ where: where(line), number, surname });
      continue;
    }
    if (filled.length === 1) {
      const [cell = ''] = filled;
      const split = numberThenName.exec(cell) ?? nameThenNumber.exec(cell);
      if (split) {
        const [, a = '', b = ''] = split;
        const numberFirst = hasDigit.test(a);
        rows.push({
          where: where(line),
          number: numberFirst ? a : b,
          surname: numberFirst ? b : a,
        });
        continue;
      }
      // No number of the right shape: the word with a digit in it, first or last, is taken for
      // the number, for the check to say what is wrong with it.
      const words = cell.split(' ');
      const first = words[0] ?? '';
      const last = words.at(-1) ?? '';
      if (words.length > 1 && (hasDigit.test(first) || hasDigit.test(last))) {
        const numberFirst = hasDigit.test(first);
        rows.push({
          where: where(line),
          number: numberFirst ? first : last,
          surname: (numberFirst ? words.slice(1) : words.slice(0, -1)).join(' '),
        });
        continue;
      }
      rows.push({
        where: where(line),
        given: cell,
        unreadable: hasDigit.test(cell) ? 'no surname after the number' : 'no registration number',
      });
      continue;
    }
    if (filled.length === 2) {
      const [a = '', b = ''] = filled;
      // The number first, unless only the second cell is shaped like one.
      const swap = !numberShape.test(a) && numberShape.test(b);
      rows.push({ where: where(line), number: swap ? b : a, surname: swap ? a : b });
      continue;
    }
    rows.push({
      where: where(line),
      given: filled.join(', '),
      unreadable: `${filled.length} cells, and no first row naming them: give the list a first row "Registration number, Surname"`,
    });
  }
  return { rows };
}

/**
 * The crew a form gave: the pasted list's rows, then the file's.
 * @param {{ list?: string, file?: { name: string, bytes: Buffer } }} given
 * @returns {CrewList}
 */
export function readCrewList({ list = '', file }) {
  /** @type {CrewRow[]} */
  const rows = [];
  // An empty list, or one of blank lines, has no rows and no problem.
  const pasted = rowsOf(list.slice(0, maxCrewListLength), (line) => `line ${line} of the list`);
  if (pasted.problem !== undefined)
    return { ok: false, field: 'list', problem: 'format', detail: pasted.problem };
  rows.push(...pasted.rows);
  if (file) {
    const name = file.name.replace(/[^\w .()-]/g, '').slice(0, 80) || 'the file';
    if (file.bytes.length > maxCrewFileBytes)
      return {
        ok: false,
        field: 'file',
        problem: 'tooLarge',
        detail: `${name} is ${Math.ceil(file.bytes.length / 1024)} KB`,
      };
    const read = tableText(file.bytes, name);
    if (read.problem !== undefined)
      return { ok: false, field: 'file', problem: 'format', detail: read.problem };
    const fromFile = rowsOf(read.text, (line) => `row ${line} of ${name}`);
    if (fromFile.problem !== undefined)
      return { ok: false, field: 'file', problem: 'format', detail: fromFile.problem };
    rows.push(...fromFile.rows);
  }
  if (rows.length === 0) return { ok: false, field: 'rows', problem: 'missing', count: 0 };
  if (rows.length > maxCrewRows)
    return { ok: false, field: 'rows', problem: 'tooMany', count: rows.length };
  return { ok: true, rows };
}
