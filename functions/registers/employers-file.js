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
import { columnsOf, numberOf, readFields } from './fields.js';
import { loadTable } from './table.js';
import { emailPattern } from '../vocabulary/emails.js';

/** The largest daily quota an account may have: a big contractor's whole workforce, twice. */
export const maxDailyQuota = 100_000;

/**
 * The employer accounts' register's fields, in its file's column order: the one declaration of
 * each (functions/registers/fields.js says what a declaration holds).
 */
export const employerFields = /** @satisfies {import('./fields.js').Fields} */ ({
  number: {
    column: 'account_number',
    about: 'the account’s number: two letters and four digits, as EM1042',
    read: numberOf({
      pattern: employerNumberPattern,
      shape: 'two letters and four digits, as EM1042',
    }),
  },
  name: {
    column: 'name',
    about: 'the employer’s name, at most 120 characters',
    read: (value, { problem }) => {
      if (!value) problem('is empty');
      else if (value.length > 120 || /[<>{}]/.test(value))
        problem('is longer than 120 characters or holds < > { }');
      else return value;
      return undefined;
    },
  },
  contact: {
    column: 'contact',
    about: 'the email address the scheme writes to about the account',
    read: (value, { problem }) => {
      if (emailPattern.test(value)) return value;
      problem(`"${value}" is not an email address, as site.office@example.com`);
      return undefined;
    },
  },
  dailyQuota: {
    column: 'daily_quota',
    about: 'how many operators the account may check in a day (UK time)',
    read: (value, { problem }) => {
      const quota = Number(value);
      if (/^[0-9]+$/.test(value) && quota >= 1 && quota <= maxDailyQuota) return quota;
      problem(`"${value}" is not a whole number from 1 to ${maxDailyQuota}`);
      return undefined;
    },
  },
  status: {
    column: 'status',
    about: `${employerStatuses.join(', ')}: a suspended account's keys are refused`,
    read: (value, { problem }) => {
      const status = /** @type {(typeof employerStatuses)[number]} */ (value.toLowerCase());
      if (employerStatuses.includes(status)) return status;
      problem(`"${value}" is not one of: ${employerStatuses.join(', ')}`);
      return undefined;
    },
  },
});

/** The file's columns. */
export const employerColumns = columnsOf(employerFields);

/**
 * @typedef {import('./fields.js').RecordOf<typeof employerFields>
 *   & { keys?: import('./keys.js').StoredKey[], webhook?: import('../watching.js').StoredWebhook }} EmployerVersion
 * An account as stored; `keys` and `webhook` are kept by every import (the file holds neither).
 */

/**
 * The accounts of a file, validated: the records to store, or every problem.
 * @param {string} text
 * @param {{ allowDemonstration?: boolean }} [options] accept ZZ numbers (only into the emulator)
 * @returns {{ records: EmployerVersion[], problems: string[] }}
 */
export function readEmployersFile(text, options = {}) {
  const { rows, problems } = readFields(text, employerFields, options);
  return { records: problems.length ? [] : rows.map((row) => row.record), problems };
}

/**
 * The accounts' file from disk (`readEmployersFile`), its problems naming the file.
 * @param {string} file
 * @param {{ allowDemonstration?: boolean, bytes?: Buffer }} options `bytes`: the file's, when
 *   not read from the disk
 */
export const loadEmployersFile = (file, options) =>
  loadTable(file, (text) => readEmployersFile(text, options), options.bytes);
