import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { categories } from '../vocabulary/categories.js';
import { instructorColumns, instructorFields, readInstructorsFile } from './instructors-file.js';
import { optionalColumnsOf } from './fields.js';
import {
  loadProvidersFile,
  providerColumns,
  providerFields,
  readProvidersFile,
} from './providers-file.js';

/** Every category's code, as a file's problems list them. */
const codes = Object.keys(categories).join(' ');

/** A file's header as files made before any optional column was asked for write it. */
const headerOf = (columns: readonly string[], fields: Parameters<typeof optionalColumnsOf>[0]) => {
  const optional: readonly string[] = optionalColumnsOf(fields);
  return columns.filter((column) => !optional.includes(column)).join(',');
};

const providersHeader = headerOf(providerColumns, providerFields);

describe('readProvidersFile', () => {
  it('reads a provider, its centres, areas and contact', () => {
    const { records, problems } = readProvidersFile(
      `${providersHeader}
tp1042,Example Training Ltd,Accredited,2028-03-31,cb rt,"Unit 4, Canal Road, Leeds, ls122pl | 9 Dock St, Hull, HU1 3AA",ls bd,0113 496 0000,info@example.com,https://example.com
TP1043,Sample On-Site Ltd,suspended,2027-01-31,EX,,B CV,01632 960000,a@example.org,https://example.org/training
`,
    );
    expect(problems).toEqual([]);
    expect(records).toEqual([
      {
        number: 'TP1042',
        name: 'Example Training Ltd',
        status: 'accredited',
        accreditedUntil: '2028-03-31',
        categories: ['CB', 'RT'],
        centres: [
          { address: 'Unit 4, Canal Road, Leeds', postcode: 'LS12 2PL', district: 'LS12' },
          { address: '9 Dock St, Hull', postcode: 'HU1 3AA', district: 'HU1' },
        ],
        siteAreas: ['LS', 'BD'],
        phone: '0113 496 0000',
        email: 'info@example.com',
        website: 'https://example.com/',
      },
      expect.objectContaining({ number: 'TP1043', status: 'suspended', centres: [] }),
    ]);
  });

  it('names the line and column of every problem, in one pass, and keeps nothing', () => {
    const { records, problems } = readProvidersFile(
      `${providersHeader}
TP104,,open,2028-02-30,CB XX,"Unit 4 Canal Road LS12 2PL",LS QQ,12345,not-an-email,http://example.com
TP1042,<b>Ltd</b>,accredited,2028-03-31,CB,"Unit 4, Leeds, ZZ9 9ZZ",,0113 496 0000,a@example.com,https://example.com
TP1042,Third,accredited,2028-03-31,CB,,,0113 496 0000,a@example.com,https://example.com
ZZ0001,Demonstration,accredited,2028-03-31,CB,,LS,0113 496 0000,a@example.com,https://example.com
`,
    );
    expect(records).toEqual([]);
    expect(problems).toEqual([
      'line 2, accreditation_number: "TP104" is not two letters and four digits, as TP1042',
      'line 2, name: is empty',
      'line 2, status: "open" is not one of: accredited, suspended, withdrawn',
      'line 2, accredited_until: "2028-02-30" is not a day of the calendar; write a real date, as 2028-03-31',
      `line 2, categories: "XX" not a category; use: ${codes}`,
      'line 2, centres: centre 1 ("Unit 4 Canal Road LS12 2PL") must be an address, a comma, then its postcode',
      'line 2, site_areas: "QQ" not a postcode area: give the letters of a postcode, as LS or BT',
      'line 2, phone: "12345" is not a UK phone number, as 0113 496 0000',
      'line 2, email: "not-an-email" is not an email address',
      'line 2, website: "http://example.com" is not an https:// address',
      'line 3, name: "<b>Ltd</b>" holds < > { or }',
      'line 3, centres: centre 1 ("Unit 4, Leeds, ZZ9 9ZZ"): ZZ9 9ZZ is not in a postcode district we know',
      'line 4, accreditation_number: TP1042 is on line 3 too; keep one row',
      'line 4, centres: and site_areas are both empty: give a centre, or the areas it trains in',
      'line 5, accreditation_number: ZZ0001 is a demonstration number (ZZ series): these go only into the emulator',
    ]);
  });

  it('accepts the demonstration series only when asked', () => {
    const file = `${providersHeader}\nZZ0001,Demonstration,accredited,2028-03-31,CB,,LS,0113 496 0000,a@example.com,https://example.com\n`;
    expect(readProvidersFile(file, { allowDemonstration: true }).problems).toEqual([]);
  });
});

describe('readInstructorsFile', () => {
  const header = headerOf(instructorColumns, instructorFields);
  const providers = new Set(['TP1042', 'TP1107']);

  it('reads an instructor and the providers they teach for', () => {
    const { records, problems } = readInstructorsFile(
      `${header}
in204518,Priya,O’Shah,2028-03-31,Current,CB RT,tp1042 TP1107,Yes
`,
      { providers },
    );
    expect(problems).toEqual([]);
    expect(records).toEqual([
      {
        registrationNumber: 'IN204518',
        givenNames: 'Priya',
        surname: 'O’Shah',
        surnameKey: 'oshah',
        validUntil: '2028-03-31',
        suspended: false,
        categories: ['CB', 'RT'],
        providers: ['TP1042', 'TP1107'],
        listed: true,
      },
    ]);
  });

  it('names every problem, a provider not on the register among them', () => {
    const { records, problems } = readInstructorsFile(
      `${header}
IN20451,,Shah,2028-13-01,expired,,TP9999 X1,maybe
IN204518,Priya,Shah,2028-03-31,current,CB,,no
`,
      { providers },
    );
    expect(records).toEqual([]);
    expect(problems).toEqual([
      'line 2, registration_number: "IN20451" is not two letters and six digits, as IN204518',
      'line 2, given_names: is empty',
      'line 2, valid_until: "2028-13-01" is not a day of the calendar; write a real date, as 2028-03-31',
      'line 2, status: write "current": a registration shows as expired once its valid_until has passed',
      `line 2, categories: is empty; give one or more of: ${codes}`,
      "line 2, providers: TP9999 is not on the providers' register; import it first",
      'line 2, providers: "X1" is not an accreditation number, as TP1042',
      'line 2, listed: "maybe" is not yes or no: did the instructor agree to be listed by name?',
      'line 3, providers: is empty; give the accreditation number of each provider they teach for',
    ]);
  });
});

describe('loadTable', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'providers-file-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const saveAs =
    'in Excel, File › Save As, type "CSV UTF-8 (Comma delimited) (*.csv)", and import that file';

  it('names a file saved from Excel in Windows-1252, or as a workbook, in one line', async () => {
    const csv = path.join(folder, 'providers.csv');
    writeFileSync(
      csv,
      Buffer.from(
        `${providersHeader}\nTP1042,Café Training Ltd,accredited,2028-03-31,CB,,LS,0113 496 0000,a@example.com,https://example.com\n`,
        'latin1',
      ),
    );
    expect((await loadProvidersFile(csv)).problems).toEqual([
      `providers.csv is not UTF-8 text (line 2 is not): it looks saved as Excel's "CSV (Comma delimited)", in the Windows-1252 code page; ${saveAs}`,
    ]);
    const book = path.join(folder, 'providers.xlsx');
    writeFileSync(book, Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64)]));
    expect((await loadProvidersFile(book)).problems).toEqual([
      `providers.xlsx is an Excel workbook, not a CSV file; ${saveAs}`,
    ]);
  });
});
