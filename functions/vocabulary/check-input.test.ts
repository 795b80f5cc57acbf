// What a check accepts as typed, and how a surname is compared: what a visitor types on a UK
// keyboard, whatever the card shows. Real names, with letters that decompose and letters that do not.
import { describe, expect, it } from 'vitest';
import { limits, readCheckInput, surnameKey } from './check-input.js';

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
