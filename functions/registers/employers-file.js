// The employer accounts' file (docs/keeping-registers.md, "The employer accounts' file"): one account
// per row, read and validated as a whole before anything is written (table.js).
//
//   account_number,name,contact,daily_quota,status
//   EM1042,Example Construction Ltd,site.office@example.com,2000,active
//
// `daily_quota`: how many operators the account may check in a day (UK time), through the API and
// the crew check together. `status`: `active`, `suspended` (its keys refused until reinstated) or
// `closed`. An account's API keys are not in the file: they are made and revoked by command
// (`npm run employers -- keys …`), and an import keeps them.
import { employerNumberPattern } from '../vocabulary/registration-numbers.js';
import { employerStatuses } from '../vocabulary/statuses.js';
import { loadTable, numberReader, readTable } from './table.js';

/** The file's columns. */
export const employerColumns = /** @type {const} */ ([
  'account_number',
  'name',
  'contact',
  'daily_quota',
  'status',
]);

/** The largest daily quota an account may have: a big contractor's whole workforce, twice. */
export const maxDailyQuota = 100_000;

/**
 * @typedef {{ number: string, name: string, contact: string, dailyQuota: number,
 *   status: (typeof employerStatuses)[number], keys?: import('./keys.js').StoredKey[],
 *   webhook?: import('../watching.js').StoredWebhook }} EmployerVersion
 * An account as stored; `keys` and `webhook` are kept by every import (the file holds neither).
 */

const emailPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i;

/**
 * The accounts of a file, validated: the records to store, or every problem.
 * @param {string} text
 * @param {{ allowDemonstration?: boolean }} [options] accept ZZ numbers (only into the emulator)
 * @returns {{ records: EmployerVersion[], problems: string[] }}
 */
export function readEmployersFile(text, { allowDemonstration = false } = {}) {
  /** @type {EmployerVersion[]} */
  const records = [];
  const readNumber = numberReader({
    pattern: employerNumberPattern,
    shape: 'two letters and four digits, as EM1042',
    allowDemonstration,
  });
  const problems = readTable(text, employerColumns, (row) => {
    const { value, problem, line } = row;
    const number = readNumber(value.account_number, line, (text) =>
      problem('account_number', text),
    );
    if (!value.name) problem('name', 'is empty');
    else if (value.name.length > 120 || /[<>{}]/.test(value.name))
      problem('name', 'is longer than 120 characters or holds < > { }');
    if (!emailPattern.test(value.contact))
      problem('contact', `"${value.contact}" is not an email address, as site.office@example.com`);
    const quota = Number(value.daily_quota);
    if (!/^[0-9]+$/.test(value.daily_quota) || quota < 1 || quota > maxDailyQuota)
      problem(
        'daily_quota',
        `"${value.daily_quota}" is not a whole number from 1 to ${maxDailyQuota}`,
      );
    const status = value.status.toLowerCase();
    if (!(/** @type {readonly string[]} */ (employerStatuses).includes(status)))
      problem('status', `"${value.status}" is not one of: ${employerStatuses.join(', ')}`);
    if (row.valid)
      records.push({
        number,
        name: value.name,
        contact: value.contact,
        dailyQuota: quota,
        status: /** @type {EmployerVersion['status']} */ (status),
      });
  });
  return { records: problems.length ? [] : records, problems };
}

/**
 * The accounts' file from disk (`readEmployersFile`), its problems naming the file.
 * @param {string} file
 * @param {{ allowDemonstration?: boolean }} options
 */
export const loadEmployersFile = (file, options) =>
  loadTable(file, (text) => readEmployersFile(text, options));
