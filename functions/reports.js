// Reports of a suspected fake card, sent from a check's answer (`reportPath`), kept in the
// `activity` database for the scheme's staff (`npm run reports`). Pure: no Firestore, no I/O.
import { tidy } from './vocabulary/check-input.js';

/** Where reports are kept, in the `activity` database. */
export const reportsCollection = 'fakeCardReports';

/**
 * The report form's fields, in the form's order: the longest each may be, and whether it must be
 * given. `number` and `name` are what the card shows; the rest is what the reporter tells us.
 */
export const reportFields = {
  number: { maxLength: 20, required: false },
  name: { maxLength: 100, required: false },
  seen: { maxLength: 1500, required: true },
  where: { maxLength: 200, required: true },
  reporter: { maxLength: 100, required: true },
  contact: { maxLength: 200, required: true },
};

/** @typedef {keyof typeof reportFields} ReportField */

/**
 * An email address or a phone number: something the scheme can reply to.
 * @param {string} value
 */
export const isContact = (value) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ||
  (/^[+()\d\s.-]+$/.test(value) && value.replace(/\D/g, '').length >= 7);

/**
 * Control characters (C0 but the whitespace ones, which the fields' tidying makes spaces or keeps
 * as line breaks; DEL; C1) and the marks that reorder text (bidirectional overrides, isolates
 * and marks): what a reporter types never drives the terminal or the page of the staff who read
 * it (escape sequences that clear the screen, fake a line, hide a link or write the clipboard).
 */
export const controlCharacters =
  /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A report as posted, validated: the first field that is wrong and how, or the report.
 * @param {Partial<Record<ReportField, unknown>>} fields
 * @returns {{ ok: true, report: Record<ReportField, string> } |
 *   { ok: false, field: ReportField, problem: 'missing' | 'tooLong' | 'format' }}
 */
export function readReport(fields) {
  const report = /** @type {Record<ReportField, string>} */ ({});
  for (const [
    field,
    rule,
  ] of /** @type {[ReportField, { maxLength: number, required: boolean }][]} */ (
    Object.entries(reportFields)
  )) {
    const raw = (typeof fields[field] === 'string' ? String(fields[field]) : '').replace(
      controlCharacters,
      '',
    );
    // What was seen keeps its line breaks; every other field is one line.
    const value =
      field === 'seen'
        ? raw
            .replace(/\r\n?/g, '\n')
            .replace(/[^\S\n]+/g, ' ')
            .trim()
        : tidy(raw);
    if (rule.required && !value) return { ok: false, field, problem: 'missing' };
    if (value.length > rule.maxLength) return { ok: false, field, problem: 'tooLong' };
    if (field === 'contact' && !isContact(value)) return { ok: false, field, problem: 'format' };
    report[field] = value;
  }
  return { ok: true, report };
}
