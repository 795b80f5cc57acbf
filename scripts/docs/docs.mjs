// `npm run docs`: writes the tables of docs/ that follow from the code (the machine categories,
// the demonstration records, the security events) from the code's one definition of each,
// between the markers `<!-- npm run docs: NAME -->` and `<!-- end of NAME -->`. A hand-copied
// table would drift from the code; scripts/docs/docs.test.ts fails while a committed page is not
// what this writes.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import anyAscii from 'any-ascii';
import { format, resolveConfig } from 'prettier';
import { endingWithinDays } from '../../functions/handler.js';
import { securityEvents } from '../../functions/security-events.js';
import { categories } from '../../functions/vocabulary/categories.js';
import { longDate, ukToday } from '../../functions/vocabulary/dates.js';
import { registrationStatus } from '../../functions/vocabulary/statuses.js';
import { surnameKey } from '../../functions/vocabulary/check-input.js';
import { employerFields } from '../../functions/registers/employers-file.js';
import { instructorFields } from '../../functions/registers/instructors-file.js';
import { contactFields, operatorFields } from '../../functions/registers/operators-file.js';
import { providerFields } from '../../functions/registers/providers-file.js';
import { demonstrationRecords } from '../operators/demo.mjs';
import { demonstrationInstructors, demonstrationProviders } from '../registers/demo-training.mjs';
import { isCommand, root } from '../project.mjs';

export const docsFolder = path.join(root, 'docs');

/**
 * A Markdown table; prettier aligns it when the page is formatted.
 * @param {string[]} head
 * @param {string[][]} rows
 */
const table = (head, rows) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

/**
 * What the check says of a record on `today`, as a visitor trying the demonstration reads it.
 * @param {{ givenNames: string, surname: string, validUntil: string, suspended: boolean }} record
 * @param {string} today
 */
function checkShows(record, today) {
  const name = `${record.givenNames} ${record.surname}`;
  const status = registrationStatus(record, today);
  if (status === 'suspended') return `${name}, suspended`;
  if (status === 'expired') return `${name}, expired on ${longDate(record.validUntil)}`;
  const daysLeft = Math.round(
    (Date.parse(`${record.validUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  return daysLeft <= endingWithinDays
    ? `${name}, current, ending in ${daysLeft} days`
    : `${name}, current to ${longDate(record.validUntil)}`;
}

/**
 * The number and the surname to type, with a hint where a visitor on a UK keyboard types the
 * surname otherwise than the card writes it; the check folds both to one key (`surnameKey`),
 * which this proves for every hint it writes.
 * @param {{ registrationNumber: string, surname: string }} record
 */
function numberAndSurname({ registrationNumber, surname }) {
  const typed = anyAscii(surname).toLowerCase().replace(/['’]/g, '').replaceAll('-', ' ');
  if (surnameKey(typed) !== surnameKey(surname))
    throw new Error(`"${typed}" is not what the check matches for ${surname}`);
  const hint = typed === surname.toLowerCase() ? '' : ` (try \`${typed}\`)`;
  return [`\`${registrationNumber}\``, `\`${surname}\`${hint}`];
}

/**
 * A register's columns, as its fields declare them (functions/registers/fields.js): each column,
 * what it holds, and whether the site shows it.
 * @param {import('../../functions/registers/fields.js').Fields} fields
 */
const columnsTable = (fields) =>
  table(
    ['Column', 'What it holds', 'Shown on the site'],
    Object.values(fields).map((field) => [
      `\`${field.column}\``,
      `${field.about.replaceAll('|', '\\|')}${field.optional ? ' (a file may leave the column out)' : ''}`,
      field.shown ? 'yes' : 'no',
    ]),
  );

/** @type {Record<string, (today: string) => string>} */
export const tables = {
  // The holder's contact beside the record's columns: read by an import, kept apart, never exported.
  'operators-columns': () => columnsTable({ ...operatorFields, ...contactFields }),
  'providers-columns': () => columnsTable(providerFields),
  'instructors-columns': () => columnsTable(instructorFields),
  'employers-columns': () => columnsTable(employerFields),
  // The events the alerts watch, as functions/security-events.js declares them.
  'security-events': () =>
    table(
      ['`jsonPayload.event`', '`message`', 'when', 'fields'],
      Object.entries(securityEvents).map(([event, { message, when, fields }]) => [
        `\`${event}\``,
        message,
        when,
        fields,
      ]),
    ),
  categories: () =>
    table(
      ['Code', 'Machine'],
      Object.entries(categories).map(([code, name]) => [`\`${code}\``, name]),
    ),
  'demonstration-operators': (today) =>
    table(
      ['Number', 'Surname', 'What the check shows'],
      demonstrationRecords.map((record) => [
        ...numberAndSurname(record),
        checkShows(record, today),
      ]),
    ),
  'demonstration-instructors': (today) =>
    table(
      ['Number', 'Surname', 'What the check shows'],
      ['current', 'suspended', 'expired'].map((status) => {
        const instructor = demonstrationInstructors.find(
          (one) => registrationStatus(one, today) === status,
        );
        if (!instructor) throw new Error(`no demonstration instructor is ${status}`);
        // The status alone: their valid-until dates are years ahead, and a date within 90 days
        // would change the page every day.
        return [
          ...numberAndSurname(instructor),
          `${instructor.givenNames} ${instructor.surname}, ${status}`,
        ];
      }),
    ),
  'demonstration-providers': () =>
    table(
      ['Number', 'Provider', 'Standing', 'Trains at'],
      demonstrationProviders.map((provider) => [
        `\`${provider.number}\``,
        provider.name,
        provider.status,
        provider.centres.length
          ? provider.centres.map((centre) => centre.postcode).join(', ')
          : `employers' sites only (${provider.siteAreas.join(' ')})`,
      ]),
    ),
};

const marked = /(<!-- npm run docs: ([a-z-]+) -->)[\s\S]*?(<!-- end of \2 -->)/g;

/** The pages of docs/, by file name. */
export const docsPages = () =>
  readdirSync(docsFolder)
    .filter((name) => name.endsWith('.md'))
    .sort();

/**
 * The page's text with every marked table written afresh, formatted as prettier formats it.
 * @param {string} file a page of docs/
 * @param {string} text the page as it stands
 * @param {string} [today]
 */
export async function writtenPage(file, text, today = ukToday()) {
  const filled = text.replace(marked, (_, start, name, end) => {
    const write = tables[name];
    if (!write)
      throw new Error(
        `docs/${file}: no table is called "${name}" (${Object.keys(tables).join(', ')})`,
      );
    return `${start}\n\n${write(today)}\n\n${end}`;
  });
  const options = await resolveConfig(path.join(docsFolder, file));
  return format(filled, { ...options, filepath: path.join(docsFolder, file) });
}

/** The names of the tables each page of docs/ holds. */
export const tablesIn = (/** @type {string} */ text) =>
  [...text.matchAll(marked)].map((match) => /** @type {string} */ (match[2]));

if (isCommand(import.meta.url)) {
  for (const file of docsPages()) {
    const text = readFileSync(path.join(docsFolder, file), 'utf8');
    if (!tablesIn(text).length) continue;
    const written = await writtenPage(file, text);
    if (written !== text) {
      writeFileSync(path.join(docsFolder, file), written);
      console.log(`docs/${file}: ${tablesIn(text).join(', ')} written`);
    }
  }
}
