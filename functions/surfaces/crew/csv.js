// A crew's table as a CSV file to download: exactly the rows on the page, each with its receipt,
// safe to open in a spreadsheet (a number or surname as typed is shown, never run).
import { csvText } from '../../registers/registers.js';

/**
 * The CSV's text.
 * @param {readonly import('./rows.js').Row[]} rows
 * @param {Date} at
 */
export const crewCsv = (rows, at) =>
  csvText(
    [
      'where',
      'registration_number',
      'surname',
      'outcome',
      'name',
      'valid_until',
      'reference',
      'checked_at',
      'receipt',
    ],
    rows.map((row) => ({
      where: row.where,
      registration_number: row.number,
      surname: row.surname,
      outcome: row.outcomeDetail ? `${row.outcomeText}: ${row.outcomeDetail}` : row.outcomeText,
      name: row.name,
      valid_until: row.validUntilDate,
      reference: row.reference,
      checked_at: row.reference ? at.toISOString() : '',
      receipt: row.receipt,
    })),
    { forSpreadsheets: true },
  );

/**
 * The CSV as the page's link to it: a `data:` address (Excel reads a CSV as UTF-8 only after a
 * byte-order mark).
 * @param {string} csv
 */
export const csvHref = (csv) => `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`;
