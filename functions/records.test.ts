// A surname as the check compares it: what a visitor types on a UK keyboard, whatever the card
// shows. Real names, with letters that decompose and letters that do not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { categories } from './vocabulary/categories.js';
import { checkLimits } from './vocabulary/limits.js';
import { isIsoDate, longDate, ukToday } from './vocabulary/dates.js';
import { limits, readCheckInput, surnameKey } from './vocabulary/check-input.js';
import { registrationStatus } from './vocabulary/statuses.js';

describe('surnameKey', () => {
  it('folds accents, case, spaces, hyphens and apostrophes away', () => {
    for (const [written, typed] of [
      ['O’Neill-Sample', "o'neill sample"],
      ['Zoë', 'Zoe'],
      ['Brontë', 'BRONTE'],
      ['Ó Súilleabháin', 'O Suilleabhain'],
      ['Müller-Lüdenscheidt', 'muller ludenscheidt'],
    ])
      expect(surnameKey(written), written).toBe(surnameKey(typed));
  });

  it('folds letters that do not decompose to what they are written as in English', () => {
    for (const [written, typed] of [
      ['Łukasiewicz', 'Lukasiewicz'],
      ['Wałęsa', 'Walesa'],
      ['Øvergaard', 'Overgaard'],
      ['Kierkegaard Ørsted', 'Kierkegaard Orsted'],
      ['Weiß', 'Weiss'],
      ['Ægidius', 'Aegidius'],
      ['Đoković', 'Dokovic'],
      ['Þórsdóttir', 'Thorsdottir'],
      ['Ðiðriksson', 'Didriksson'],
      ['Œuvray', 'Oeuvray'],
    ])
      expect(surnameKey(written), written).toBe(surnameKey(typed));
    expect(surnameKey('Łódź')).toBe('lodz');
  });

  it('keeps different names different', () => {
    expect(surnameKey('Weiss')).not.toBe(surnameKey('Weis'));
    expect(surnameKey('Lodz')).not.toBe(surnameKey('Lods'));
  });

  it('is what the form accepts: every folded name is letters', () => {
    for (const name of ['Łódź', 'Þór', 'Ærø'])
      expect(readCheckInput({ number: 'MO123456', surname: name })).toEqual({
        ok: true,
        number: 'MO123456',
        surnameKey: surnameKey(name),
      });
  });
});

describe('readCheckInput', () => {
  it('takes a number and a surname up to their limits, and not a character more', () => {
    const number = `AB${'.'.repeat(limits.numberLength - 8)}123456`;
    expect(number).toHaveLength(limits.numberLength);
    expect(readCheckInput({ number, surname: 'Smith' })).toMatchObject({
      ok: true,
      number: 'AB123456',
    });
    expect(readCheckInput({ number: `.${number}`, surname: 'Smith' })).toEqual({
      ok: false,
      field: 'number',
      problem: 'tooLong',
    });
    const surname = 'S'.repeat(limits.surnameLength);
    expect(readCheckInput({ number: 'AB123456', surname }).ok).toBe(true);
    expect(readCheckInput({ number: 'AB123456', surname: `${surname}s` })).toEqual({
      ok: false,
      field: 'surname',
      problem: 'tooLong',
    });
  });

  it('reads a number however a card or a keyboard writes it', () => {
    for (const typed of [
      'ab 123 456',
      ' AB-123-456 ',
      'AB‐123‑456',
      'AB–123—456',
      'AB.123.456',
      'ＡＢ１２３４５６',
      'Ab\t123456',
    ])
      expect(readCheckInput({ number: typed, surname: 'Smith' }), typed).toEqual({
        ok: true,
        number: 'AB123456',
        surnameKey: 'smith',
      });
    for (const typed of ['A1234567', 'ABC12345', 'AB12345', 'AB1234567', 'AB12345X', 'AB_123456'])
      expect(readCheckInput({ number: typed, surname: 'Smith' }), typed).toEqual({
        ok: false,
        field: 'number',
        problem: 'format',
      });
  });

  it('names the first problem: the number before the surname', () => {
    expect(readCheckInput({ number: '   ', surname: '' })).toEqual({
      ok: false,
      field: 'number',
      problem: 'missing',
    });
    expect(readCheckInput({ number: 'AB12', surname: '' })).toMatchObject({
      field: 'number',
      problem: 'format',
    });
    expect(readCheckInput({ number: 'AB123456', surname: ' \n ' })).toEqual({
      ok: false,
      field: 'surname',
      problem: 'missing',
    });
  });

  it('takes the characters surnames are written with, and no others', () => {
    for (const surname of [
      'O’Neill',
      'D‘Arcy',
      'D`Arcy',
      "O'Brien",
      'St. John',
      'Smith-Jones',
      'Smith‐Jones',
      'Smith‑Jones',
      'Smith–Jones',
      'van  der   Berg',
      'Nguyễn',
      'Øvergaard',
      '王',
    ])
      expect(readCheckInput({ number: 'AB123456', surname }), surname).toMatchObject({ ok: true });
    expect(readCheckInput({ number: 'AB123456', surname: ' van  der   Berg ' })).toEqual({
      ok: true,
      number: 'AB123456',
      surnameKey: 'vanderberg',
    });
    for (const surname of ['Smith2', 'Smith!', '<b>Smith</b>', 'a@b', "'-.", '’ ‘'])
      expect(readCheckInput({ number: 'AB123456', surname }), surname).toEqual({
        ok: false,
        field: 'surname',
        problem: 'characters',
      });
  });

  it('counts a surname’s length once its spaces are tidied', () => {
    const surname = `  ${'S'.repeat(limits.surnameLength - 2)}   x  `;
    expect(readCheckInput({ number: 'AB123456', surname }).ok).toBe(true);
  });

  it('treats what is not text as nothing typed', () => {
    expect(readCheckInput({ number: 12345678, surname: 'Smith' })).toEqual({
      ok: false,
      field: 'number',
      problem: 'missing',
    });
    expect(readCheckInput({ number: 'AB123456', surname: ['Smith'] })).toEqual({
      ok: false,
      field: 'surname',
      problem: 'missing',
    });
  });
});

describe('dates', () => {
  it('reads only a whole YYYY-MM-DD date that exists', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const value of ['2027-02-29', 'x2028-03-31', '2028-03-31x', '28-03-31', '2028-3-31'])
      expect(isIsoDate(value), value).toBe(false);
  });

  it('takes today as the UK has it, summer time included', () => {
    expect(ukToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('writes a date as a UK reader does', () => {
    expect(longDate('2028-03-01')).toBe('1 March 2028');
    expect(longDate('2030-12-31')).toBe('31 December 2030');
  });

  it('says current up to and on the valid-until date, expired the day after, suspended always', () => {
    const record = { suspended: false, validUntil: '2028-03-31' };
    expect(registrationStatus(record, '2028-03-31')).toBe('current');
    expect(registrationStatus(record, '2028-04-01')).toBe('expired');
    expect(registrationStatus({ ...record, suspended: true }, '2020-01-01')).toBe('suspended');
  });
});

describe('the limits on tries', () => {
  it('are the ones docs/check-security.md gives, and says why', () => {
    const { perClient, perNumber, service, reports, pages, accounts } = checkLimits;
    expect(checkLimits).toEqual({
      perClient: { tries: 20, slowAfter: 10, windowMinutes: 15, delayStepMs: 400 },
      perNumber: { tries: 6, windowMinutes: 15 },
      service: { noMatchesPerMinute: 300 },
      reports: { tries: 100, windowMinutes: 60 },
      pages: { tries: 300, windowMinutes: 5 },
      accounts: {
        noMatchesBeforeSlowing: 100,
        noMatchesBeforeRefusing: 300,
        perMatch: 2,
        delayPerNoMatchMs: 50,
        maxDelayMs: 5000,
      },
    });
    const doc = readFileSync(path.join(__dirname, '../docs/check-security.md'), 'utf8');
    for (const said of [
      `${perClient.tries} tries in a fixed ${perClient.windowMinutes}-minute window; each past the ${perClient.slowAfter}th answered ${perClient.delayStepMs / 1000} s more slowly`,
      `${perNumber.tries} tries in a fixed ${perNumber.windowMinutes}-minute window, from anyone`,
      `past ${service.noMatchesPerMinute} no-match answers in a minute, every try but a client’s first in its window is refused until the minute ends`,
      `${reports.tries} reports in a fixed ${reports.windowMinutes}-minute window, from everyone together`,
      `${pages.tries} pages in a fixed ${pages.windowMinutes}-minute window, counted in each instance`,
      `past ${accounts.noMatchesBeforeSlowing} no-matches more than ${accounts.perMatch} for each match, each request answered ${accounts.delayPerNoMatchMs} ms later for each no-match past that line (at most ${accounts.maxDelayMs / 1000} s); past ${accounts.noMatchesBeforeRefusing} more than ${accounts.perMatch} for each match, refused until midnight`,
    ])
      expect(doc).toContain(said);
  });
});

describe('categories', () => {
  // docs/keeping-registers.md's table of them is written from this definition (npm run docs).
  it('are codes a file can hold, each with a name of its own', () => {
    const codes = Object.keys(categories);
    expect(codes.length).toBeGreaterThan(0);
    for (const [code, name] of Object.entries(categories)) {
      // A file's categories are read upper-cased and split at spaces, commas and semicolons.
      expect(code).toMatch(/^[A-Z][A-Z0-9]*$/);
      expect(name.trim()).toBe(name);
      expect(name).not.toBe('');
    }
    expect(new Set(Object.values(categories)).size).toBe(codes.length);
  });
});
