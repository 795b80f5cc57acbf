// A holder's contact as a form or a file gives it, beside a result (the providers' portal) or a
// record (the staff's import of the operators' file): an email address, and the day the holder
// agreed that the scheme may email them (docs/holders.md, "A holder's contact"). An address needs
// that day; a day without an address keeps nothing. Each problem is named by its column, so a
// form shows it beside its box and a file with its line. Pure.
import { isIsoDate } from '../vocabulary/dates.js';
import { readEmail } from './contacts.js';

/** The columns a file gives a holder's contact in, beside the register's own; both may be left out. */
export const contactColumns = /** @type {const} */ (['email', 'email_consent']);

/**
 * A holder's address as typed: none (an empty cell), the address, or its problem.
 * @param {string} typed
 * @returns {{ email?: string, problem?: string }}
 */
export function readEmailCell(typed) {
  if (!typed.trim()) return {};
  const read = readEmail(typed);
  return read.problem ? { problem: read.problem } : { email: read.email };
}

/**
 * The day the holder agreed, as typed: none, the day, or its problem (not a day, or after today).
 * @param {string} typed
 * @param {string} today the UK day
 * @returns {{ day?: string, problem?: string }}
 */
export function readConsentDay(typed, today) {
  const text = typed.trim();
  if (!text) return {};
  if (!isIsoDate(text))
    return { problem: `"${text}" is not a day written as 2026-11-27; write the day they agreed` };
  if (text > today) return { problem: `${text} is in the future; write the day they agreed` };
  return { day: text };
}

/** What a file's row is told when it gives an address and no day of consent. */
export const consentMissing =
  'is empty; write the day the holder agreed that the scheme may email them, as 2026-11-27, or leave email empty: an address is kept only with their consent';

/**
 * A holder's contact as typed, read: the contact (or none, when no address is given), or each
 * problem by its column.
 * @param {{ email?: string, email_consent?: string }} typed
 * @param {{ today: string, missing?: string }} how `missing`: what an address without a day of
 *   consent is told (a form's box to tick, a file's column to fill)
 * @returns {{ contact?: { email: string, consentOn: string },
 *   problems: Partial<Record<typeof contactColumns[number], string>> }}
 */
export function readContactCells(typed, { today, missing = consentMissing }) {
  const email = readEmailCell(typed.email ?? '');
  const consent = readConsentDay(typed.email_consent ?? '', today);
  /** @type {Partial<Record<typeof contactColumns[number], string>>} */
  const problems = {};
  if (email.problem) problems.email = email.problem;
  if (consent.problem) problems.email_consent = consent.problem;
  else if ((email.email || email.problem) && !consent.day) problems.email_consent = missing;
  if (Object.keys(problems).length || !email.email || !consent.day) return { problems };
  return { contact: { email: email.email, consentOn: consent.day }, problems };
}
