// A report of a suspected fake card, read as the function reads it: the first field to fix, or
// the report, tidied.
import { describe, expect, it } from 'vitest';
import { isContact, readReport, reportFields } from './reports.js';

const report = {
  number: ' mo123456 ',
  name: 'Ada  Example',
  seen: '  The photo was of someone else.\r\n\r\nCard   laminated at home. ',
  where: 'Acme  Plant Hire, Leeds',
  reporter: 'Pat',
  contact: 'pat@example.com',
};

describe('readReport', () => {
  it('takes out control characters and bidirectional overrides, keeping the lines of what was seen', () => {
    const escapes = '\u001b[2J\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007\u009b31m';
    const read = readReport({
      ...report,
      seen: `First line.${escapes}\nSecond\u0000 line\u202e.\u2066`,
      where: `Leeds\u001b]52;c;ZXZpbA==\u0007\u200f`,
      reporter: 'Pat\u0008\u0008\u0008Sam',
      name: 'Ada\u2067 Example\u061c',
    });
    expect(read).toMatchObject({
      ok: true,
      report: {
        seen: 'First line.[2J]8;;https://evil.exampleclick]8;;31m\nSecond line.',
        where: 'Leeds]52;c;ZXZpbA==',
        reporter: 'PatSam',
        name: 'Ada Example',
      },
    });
  });

  it('tidies each field, keeping the lines of what was seen', () => {
    expect(readReport(report)).toEqual({
      ok: true,
      report: {
        number: 'mo123456',
        name: 'Ada Example',
        seen: 'The photo was of someone else.\n\nCard laminated at home.',
        where: 'Acme Plant Hire, Leeds',
        reporter: 'Pat',
        contact: 'pat@example.com',
      },
    });
  });

  it('takes each field up to its longest, and not a character more', () => {
    for (const [field, { maxLength }] of Object.entries(reportFields)) {
      const at = field === 'contact' ? `${'a'.repeat(maxLength - 6)}@b.com` : 'x'.repeat(maxLength);
      expect(readReport({ ...report, [field]: at }).ok, field).toBe(true);
      expect(readReport({ ...report, [field]: `${at}x` }), field).toMatchObject({
        ok: false,
        field,
        problem: 'tooLong',
      });
    }
  });

  it('names the first field to fix, in the form’s order', () => {
    expect(readReport({ ...report, seen: ' ', where: '' })).toEqual({
      ok: false,
      field: 'seen',
      problem: 'missing',
    });
    expect(readReport({ ...report, where: 'x'.repeat(reportFields.where.maxLength + 1) })).toEqual({
      ok: false,
      field: 'where',
      problem: 'tooLong',
    });
    expect(readReport({ ...report, contact: 'soon' })).toEqual({
      ok: false,
      field: 'contact',
      problem: 'format',
    });
    expect(readReport({ ...report, number: '', name: '' }).ok).toBe(true);
    expect(readReport({}).ok).toBe(false);
  });

  it('takes an email address or a phone number to reply to, and nothing around it', () => {
    for (const contact of ['pat@example.com', '01632 960 001', '+44 (0)1632 960001', '1234567'])
      expect(isContact(contact), contact).toBe(true);
    for (const contact of [
      'pat@',
      'pat@example',
      'call me',
      '123456',
      '123-45',
      '01632 96a',
      'ask pat@example.com',
      'pat@example.com please',
      'ext 01632 960001',
      '01632 960001 ext',
    ])
      expect(isContact(contact), contact).toBe(false);
  });

  it('keeps lines only in what was seen, and reads what is not text as nothing', () => {
    const read = readReport({ ...report, where: 'Leeds\nsite 4', seen: 'One\rTwo' });
    expect(read).toMatchObject({ ok: true, report: { where: 'Leeds site 4', seen: 'One\nTwo' } });
    expect(readReport({ ...report, seen: 42, where: 'Leeds' })).toEqual({
      ok: false,
      field: 'seen',
      problem: 'missing',
    });
    expect(readReport({ ...report, reporter: ['Pat'] })).toEqual({
      ok: false,
      field: 'reporter',
      problem: 'missing',
    });
  });
});
