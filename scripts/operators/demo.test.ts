// The demonstration records `npm start` loads for a visitor to try; docs/local.md's table of them
// is written from `demonstrationRecords` (npm run docs), and scripts/docs/docs.test.ts holds it
// to them.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { categories } from '../../functions/vocabulary/categories.js';
import { photo } from '../../functions/vocabulary/photographs.js';
import { registrationStatus } from '../../functions/vocabulary/statuses.js';
import { ukToday } from '../../functions/vocabulary/dates.js';
import { demonstrationPhoto, demonstrationRecords } from './demo.mjs';

describe('the demonstration records', () => {
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
