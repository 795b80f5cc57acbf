// Each register writes every field of a record into its file's columns, and reads the file back
// into the same record: an export imports back unchanged. A field the register does not know is
// refused by name, never left out of the file.
import { describe, expect, it } from 'vitest';
import { readInstructorsFile } from './instructors-file.js';
import { readRecordsFile } from './operators-file.js';
import { readProvidersFile } from './providers-file.js';
import { csvText, registers } from './registers.js';

const provider = {
  number: 'ZZ0001',
  name: 'Example Training, Leeds',
  status: 'accredited',
  accreditedUntil: '2030-01-31',
  categories: ['CB', 'RT'],
  centres: [{ address: 'Unit 1, Canal Road, Leeds', postcode: 'LS1 4AB', district: 'LS1' }],
  siteAreas: ['LS', 'BD'],
  phone: '0113 496 0000',
  email: 'info@example.com',
  website: 'https://example.com/',
};
const person = {
  registrationNumber: 'ZZ000001',
  givenNames: 'Zoë',
  surname: 'O’Neill',
  surnameKey: 'oneill',
  validUntil: '2030-03-31',
  suspended: true,
  categories: ['CB', 'TH'],
};
const operator = {
  ...person,
  photo: 'ZZ000001-3',
  photoSource: 'ab12',
  photoHash: 'cd34',
  provider: 'ZZ0001',
};
const instructor = { ...person, providers: ['ZZ0001', 'ZZ0002'], listed: false };
const providers = new Set(['ZZ0001', 'ZZ0002']);

describe('a register’s file', () => {
  it('has a column for each field the register writes, and a field for each column', () => {
    for (const register of Object.values(registers))
      expect(
        Object.values(register.fields)
          .map((field) => field.column)
          .sort(),
        register.name,
      ).toEqual([...register.columns].sort());
  });

  it('reads back what the register writes of a record', () => {
    const provided = readProvidersFile(
      csvText(registers.providers.columns, [registers.providers.row(provider)]),
      {
        allowDemonstration: true,
      },
    );
    expect(provided).toEqual({ records: [provider], problems: [] });
    const taught = readInstructorsFile(
      csvText(registers.instructors.columns, [registers.instructors.row(instructor)]),
      { allowDemonstration: true, providers },
    );
    expect(taught).toEqual({ records: [instructor], problems: [], lines: [2] });
    const { rows, problems } = readRecordsFile(
      csvText(registers.operators.columns, [registers.operators.row(operator)]),
      { allowDemonstration: true, providers },
    );
    expect(problems).toEqual([]);
    const { photo, photoSource, photoHash, ...fields } = operator;
    expect([photo, photoSource, photoHash]).toHaveLength(3);
    expect(rows.map((row) => [row.fields, row.photoFile])).toEqual([[fields, 'ZZ000001.jpg']]);
  });

  it('refuses a field it has no column for, naming it, rather than leave it out', () => {
    expect(() => registers.providers.row({ ...provider, fax: '0113 496 0001' })).toThrow(
      'the providers’ field "fax" has no column in their file: declare it in the register’s fields (functions/registers/providers-file.js)',
    );
  });
});
