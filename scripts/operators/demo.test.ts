// The demonstration records `npm start` loads, as the README lists them for a visitor to try.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  categories,
  longDate,
  photo,
  registrationStatus,
  ukToday,
} from '../../functions/records.js';
import { root } from '../project.mjs';
import { demonstrationPhoto, demonstrationRecords } from './demo.mjs';

/** The README's table of demonstration records: number, surname to type, what the check says. */
const readmeRows = readFileSync(path.join(root, 'README.md'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('| `ZZ'))
  .map((line) => line.split('|').map((cell) => cell.trim().replaceAll('`', '')))
  .map(([, number, surname, says]) => ({ number, surname, says: says ?? '' }));

describe('the demonstration records', () => {
  it('are the ones the README lists, saying what the README says the check shows', () => {
    expect(readmeRows.map(({ number }) => number)).toEqual(
      demonstrationRecords.map((record) => record.registrationNumber),
    );
    const today = ukToday();
    for (const record of demonstrationRecords) {
      const row = readmeRows.find(({ number }) => number === record.registrationNumber)!;
      expect(row.surname).toBe(record.surname);
      expect(row.says).toContain(`${record.givenNames} ${record.surname}`);
      const status = registrationStatus(record, today);
      expect(row.says, record.registrationNumber).toContain(status);
      if (/current to|expired on/.test(row.says))
        expect(row.says).toContain(longDate(record.validUntil));
    }
  });

  it('show one of each answer: current, ending within 90 days, expired, suspended', () => {
    const today = Date.parse(`${ukToday()}T00:00:00Z`);
    const daysLeft = (validUntil: string) =>
      Math.round((Date.parse(`${validUntil}T00:00:00Z`) - today) / 86_400_000);
    const [current, accented, expired, suspended, ending] = demonstrationRecords;
    expect(registrationStatus(current!, ukToday())).toBe('current');
    expect(daysLeft(current!.validUntil)).toBeGreaterThan(90);
    expect(registrationStatus(accented!, ukToday())).toBe('current');
    expect(registrationStatus(expired!, ukToday())).toBe('expired');
    expect(registrationStatus(suspended!, ukToday())).toBe('suspended');
    expect(daysLeft(ending!.validUntil)).toBe(60);
    for (const record of demonstrationRecords) {
      expect(record.registrationNumber).toMatch(/^ZZ\d{6}$/);
      for (const code of record.categories) expect(Object.keys(categories)).toContain(code);
    }
  });

  it('have drawn photographs, each its own, stored as the check shows a photograph', async () => {
    const drawn = await Promise.all(
      demonstrationRecords.map(({ colours }) => demonstrationPhoto(colours)),
    );
    for (const jpeg of drawn) {
      const { format, width, height } = await sharp(jpeg).metadata();
      expect([format, width, height]).toEqual(['jpeg', photo.width, photo.height]);
    }
    expect(new Set(drawn.map((jpeg) => jpeg.toString('base64'))).size).toBe(drawn.length);
  });
});
