// A crew read as people write lists: cells split by tabs, commas or semicolons, or a number and a
// surname split by spaces, either way round; a first row naming the columns, or none; every row
// that cannot be read named by where it is, and the others kept.
import { describe, expect, it } from 'vitest';
import { maxCrewFileBytes, maxCrewListLength, maxCrewRows, readCrewList } from './crew-list.js';

const rowsOf = (list: string) => {
  const read = readCrewList({ list });
  if (!read.ok) throw new Error(JSON.stringify(read));
  return read.rows;
};

describe('readCrewList', () => {
  it('reads each line by what separates its own cells, the number first or last', () => {
    expect(
      rowsOf(
        'MO123456 Smith\nmo 123 456\tde la Cruz\n\nO’Neill-Sample, ZZ000002\nAB-123-456;Jones\n"Smith, Jr",MO123457',
      ),
    ).toEqual([
      { where: 'line 1 of the list', number: 'MO123456', surname: 'Smith' },
      { where: 'line 2 of the list', number: 'mo 123 456', surname: 'de la Cruz' },
      { where: 'line 4 of the list', number: 'ZZ000002', surname: 'O’Neill-Sample' },
      { where: 'line 5 of the list', number: 'AB-123-456', surname: 'Jones' },
      { where: 'line 6 of the list', number: 'MO123457', surname: 'Smith, Jr' },
    ]);
  });

  it('names a row it cannot read, and keeps a number of the wrong shape for the check to name', () => {
    expect(rowsOf('Bob\nMO123456\nMO123 Smith\nA, B, C\n"unclosed, MO123456')).toEqual([
      { where: 'line 1 of the list', given: 'Bob', unreadable: 'no registration number' },
      { where: 'line 2 of the list', given: 'MO123456', unreadable: 'no surname after the number' },
      { where: 'line 3 of the list', number: 'MO123', surname: 'Smith' },
      {
        where: 'line 4 of the list',
        given: 'A, B, C',
        unreadable:
          '3 cells, and no first row naming them: give the list a first row "Registration number, Surname"',
      },
      { where: 'line 5 of the list', number: 'MO123456', surname: '"unclosed,' },
    ]);
  });

  it('takes the columns a first row names, in any order, with others beside them', () => {
    const bytes = Buffer.from(
      '\uFEFFGiven names,Surname,Card number,Site\r\nAda,Lovelace,MO123456,Leeds\r\nKim,Sample,,Hull\r\n',
    );
    expect(readCrewList({ file: { name: 'crew.csv', bytes } })).toEqual({
      ok: true,
      rows: [
        { where: 'row 2 of crew.csv', number: 'MO123456', surname: 'Lovelace' },
        { where: 'row 3 of crew.csv', number: '', surname: 'Sample' },
      ],
    });
    expect(readCrewList({ list: 'Name,Card\nAda,MO123456' })).toMatchObject({
      ok: false,
      field: 'list',
      problem: 'format',
      detail: expect.stringMatching(/^line 1 of the list names the columns but not the surname’s/),
    });
  });

  it('takes "No." or a licence for the number’s heading, and no other column ending or starting "no"', () => {
    for (const [list, number, surname] of [
      ['Notes,Surname,No.\nin at 8,Smith,MO123456', 'MO123456', 'Smith'],
      ['Phone no,Surname,Card\n(none),Smith,MO123456', 'MO123456', 'Smith'],
      ['Licence,Surname\nMO123456,Smith\n', 'MO123456', 'Smith'],
      ['Surname\tLicense\nJones\tMO123457', 'MO123457', 'Jones'],
      ['No,Surname\nMO123458,Patel', 'MO123458', 'Patel'],
    ])
      expect(rowsOf(list!), list).toEqual([{ where: 'line 2 of the list', number, surname }]);
  });

  it('takes a last name or a family name for the surname’s heading, spaced or not', () => {
    for (const heading of ['Last name', 'Lastname', 'Family name', 'Familyname', 'LAST  NAME'])
      expect(rowsOf(`Card number,${heading}\nMO123456,Smith`), heading).toEqual([
        { where: 'line 2 of the list', number: 'MO123456', surname: 'Smith' },
      ]);
  });

  it('refuses a workbook, a file in another code page, too large a file, no rows and too many', () => {
    const file = (name: string, bytes: Buffer) => readCrewList({ file: { name, bytes } });
    expect(file('crew.xlsx', Buffer.from([0x50, 0x4b, 3, 4, 0]))).toMatchObject({
      field: 'file',
      problem: 'format',
      detail: expect.stringMatching(/crew\.xlsx is an Excel workbook/),
    });
    expect(file('crew.csv', Buffer.from('MO123456,M\xfcller\n', 'latin1'))).toMatchObject({
      problem: 'format',
      detail: expect.stringMatching(/not UTF-8 text \(line 1 is not\)/),
    });
    expect(file('big.csv', Buffer.alloc(maxCrewFileBytes + 1, 'x'))).toMatchObject({
      problem: 'tooLarge',
    });
    expect(readCrewList({ list: ' \n\t\n' })).toEqual({
      ok: false,
      field: 'rows',
      problem: 'missing',
      count: 0,
    });
    const many = Array.from({ length: maxCrewRows + 1 }, (_, i) => `MO${100000 + i} Smith`);
    expect(readCrewList({ list: many.join('\n') })).toEqual({
      ok: false,
      field: 'rows',
      problem: 'tooMany',
      count: maxCrewRows + 1,
    });
    expect(readCrewList({ list: many.slice(1).join('\n') })).toMatchObject({ ok: true });
  });

  it('puts the list’s rows before the file’s', () => {
    const read = readCrewList({
      list: 'MO123456 Smith',
      file: { name: 'more.csv', bytes: Buffer.from('MO654321,Jones\n') },
    });
    expect(read.ok && read.rows.map((row) => row.where)).toEqual([
      'line 1 of the list',
      'row 1 of more.csv',
    ]);
    // A form with no file chosen sends an empty one, nameless: the list alone.
    expect(
      readCrewList({ list: 'MO123456 Smith', file: { name: '', bytes: Buffer.alloc(0) } }),
    ).toEqual(readCrewList({ list: 'MO123456 Smith' }));
  });

  // Each case below was a mutant of crew-list.js that no test told apart (issue 56's run).
  it('reads a number with spaces and a surname of several words in one cell, either way round', () => {
    expect(rowsOf('mo 123 456 de la Cruz\nde la Cruz MO-123-456\nde la Cruz MO123')).toEqual([
      { where: 'line 1 of the list', number: 'mo 123 456', surname: 'de la Cruz' },
      { where: 'line 2 of the list', number: 'MO-123-456', surname: 'de la Cruz' },
      { where: 'line 3 of the list', number: 'MO123', surname: 'de la Cruz' },
    ]);
    // A number spaced as on a card after the name; one with a digit too many is read whole, for
    // the check to refuse it, not cut to the six digits a number has.
    expect(rowsOf('Smith MO 123 456\nSmith MO1234567\nSmith MO123 456')).toEqual([
      { where: 'line 1 of the list', number: 'MO 123 456', surname: 'Smith' },
      { where: 'line 2 of the list', number: 'MO1234567', surname: 'Smith' },
      { where: 'line 3 of the list', number: 'MO123 456', surname: 'Smith' },
    ]);
    // A dash spaced inside a surname is the surname's, not a bullet.
    expect(rowsOf('MO123456 Smith – Jones\nSmith - Jones MO123457')).toEqual([
      { where: 'line 1 of the list', number: 'MO123456', surname: 'Smith – Jones' },
      { where: 'line 2 of the list', number: 'MO123457', surname: 'Smith - Jones' },
    ]);
    // Whatever follows the number is the surname, a digit in it too, for the check to compare;
    // a number spaced after its first digits is read whole, first as last.
    expect(rowsOf('MO123456 Smith 2\nMO123 456 Smith')).toEqual([
      { where: 'line 1 of the list', number: 'MO123456', surname: 'Smith 2' },
      { where: 'line 2 of the list', number: 'MO123 456', surname: 'Smith' },
    ]);
  });

  it('reads a numbered or bulleted list without its numbers and bullets', () => {
    // As a list comes from a word processor or an email: "1." or "2)" or a bullet, then a space
    // or a tab, before the row's own cells.
    expect(
      rowsOf(
        '1. Smith MO123456\n2) MO 123 457 Jones\n3.\tMO123458\tde la Cruz\n• O’Brien, MO123459\n- Lee MO123460\n* Khan MO123461\n10. MO123462 Patel',
      ),
    ).toEqual([
      { where: 'line 1 of the list', number: 'MO123456', surname: 'Smith' },
      { where: 'line 2 of the list', number: 'MO 123 457', surname: 'Jones' },
      { where: 'line 3 of the list', number: 'MO123458', surname: 'de la Cruz' },
      { where: 'line 4 of the list', number: 'MO123459', surname: 'O’Brien' },
      { where: 'line 5 of the list', number: 'MO123460', surname: 'Lee' },
      { where: 'line 6 of the list', number: 'MO123461', surname: 'Khan' },
      { where: 'line 7 of the list', number: 'MO123462', surname: 'Patel' },
    ]);
    // A number that is not a list's (no stop or bracket, or no space after it) is kept, taken for
    // the registration number as any first word with a digit is, for the check to refuse.
    // So is a stop after the registration number itself.
    expect(rowsOf('1 Smith MO123456\n1.Smith MO123456\n1 MO123456 Smith\nMO123456. Smith')).toEqual(
      [
        { where: 'line 1 of the list', number: '1', surname: 'Smith MO123456' },
        { where: 'line 2 of the list', number: '1.Smith', surname: 'MO123456' },
        { where: 'line 3 of the list', number: '1', surname: 'MO123456 Smith' },
        { where: 'line 4 of the list', number: 'MO123456.', surname: 'Smith' },
      ],
    );
  });

  it('takes two cells number first unless only the second is shaped like a number', () => {
    expect(rowsOf('MO123,Smith\nSmith,MO123456')).toEqual([
      { where: 'line 1 of the list', number: 'MO123', surname: 'Smith' },
      { where: 'line 2 of the list', number: 'MO123456', surname: 'Smith' },
    ]);
    // Shaped like a number however it is spaced or hyphenated, as on a card…
    expect(rowsOf('Smith,MO 123 456\nJones,mo-12-34-56')).toEqual([
      { where: 'line 1 of the list', number: 'MO 123 456', surname: 'Smith' },
      { where: 'line 2 of the list', number: 'mo-12-34-56', surname: 'Jones' },
    ]);
    // …but not with a digit too many, or anything before it: those are read in their order, for
    // the check to say the first is no number.
    expect(rowsOf('Smith,MO1234567\nJones,#MO123456')).toEqual([
      { where: 'line 1 of the list', number: 'Smith', surname: 'MO1234567' },
      { where: 'line 2 of the list', number: 'Jones', surname: '#MO123456' },
    ]);
  });

  it('drops a byte-order mark, blank lines and empty cells, and closes up spaces in a cell', () => {
    // The mark a file begins with, and one pasted inside a name (it shows as nothing).
    expect(
      rowsOf('\uFEFFMO123456 Smith\n,,\nMO123457,de  la\u00a0 Cruz\nMO123458 Jo\uFEFFnes'),
    ).toEqual([
      { where: 'line 1 of the list', number: 'MO123456', surname: 'Smith' },
      { where: 'line 3 of the list', number: 'MO123457', surname: 'de la Cruz' },
      { where: 'line 4 of the list', number: 'MO123458', surname: 'Jones' },
    ]);
    expect(rowsOf('  \nRegistration number,Surname\nMO123456,Smith')).toEqual([
      { where: 'line 3 of the list', number: 'MO123456', surname: 'Smith' },
    ]);
  });

  it('reads a stray quote inside a cell as part of it', () => {
    expect(rowsOf('MO123456,O"Neill')).toEqual([
      { where: 'line 1 of the list', number: 'MO123456', surname: 'O"Neill' },
    ]);
  });

  it('names the column a first row lacks, in a list and in a file', () => {
    expect(readCrewList({ list: 'Surname,Site\nSmith,Leeds' })).toEqual({
      ok: false,
      field: 'list',
      problem: 'format',
      detail:
        'line 1 of the list names the columns but not the registration number’s: call them "Registration number" and "Surname"',
    });
    expect(
      readCrewList({ file: { name: 'crew.csv', bytes: Buffer.from('Card\nMO123456\n') } }),
    ).toEqual({
      ok: false,
      field: 'file',
      problem: 'format',
      detail:
        'row 1 of crew.csv names the columns but not the surname’s: call them "Registration number" and "Surname"',
    });
  });

  it('splits a line by tabs, else semicolons where it has no comma, else commas, as headings too', () => {
    expect(rowsOf('Registration number\tSurname\nMO123456\tSmith')).toEqual([
      { where: 'line 2 of the list', number: 'MO123456', surname: 'Smith' },
    ]);
    expect(rowsOf('Registration number;Surname\nMO123456;Smith')).toEqual([
      { where: 'line 2 of the list', number: 'MO123456', surname: 'Smith' },
    ]);
    // A line with commas is split by them, whatever a cell holds.
    expect(rowsOf('Registration number,Surname,Notes\nMO123456,Smith,in at 8; out at 5')).toEqual([
      { where: 'line 2 of the list', number: 'MO123456', surname: 'Smith' },
    ]);
  });

  it('reads a quoted cell after a space, and drops any space at a cell’s ends', () => {
    expect(rowsOf('MO123457, "Smith, Jr"\nMO123458,Cruz\u00a0\n"Cruz MO123459 ')).toEqual([
      { where: 'line 1 of the list', number: 'MO123457', surname: 'Smith, Jr' },
      { where: 'line 2 of the list', number: 'MO123458', surname: 'Cruz' },
      // A line whose quote does not close, left whole, loses its spaces at the ends too.
      { where: 'line 3 of the list', number: 'MO123459', surname: '"Cruz' },
    ]);
  });

  it('takes a first row with a number in it for a row, whatever its words (Gregory has "reg")', () => {
    expect(rowsOf('MO123456,Gregory\nMO123457,Cardew')).toEqual([
      { where: 'line 1 of the list', number: 'MO123456', surname: 'Gregory' },
      { where: 'line 2 of the list', number: 'MO123457', surname: 'Cardew' },
    ]);
  });

  it('takes no word for a number where none has a digit in it', () => {
    expect(rowsOf('Ada Lovelace')).toEqual([
      { where: 'line 1 of the list', given: 'Ada Lovelace', unreadable: 'no registration number' },
    ]);
  });

  it('reads a file up to its limit, names it safely, and reads no more of a list than its limit', () => {
    const limit = readCrewList({
      file: { name: 'crew.csv', bytes: Buffer.alloc(maxCrewFileBytes, 'x') },
    });
    expect(limit).toMatchObject({ ok: true });
    const named = (name: string) =>
      readCrewList({ file: { name, bytes: Buffer.alloc(maxCrewFileBytes + 1, 'x') } });
    expect(named('crew<1>.csv')).toEqual({
      ok: false,
      field: 'file',
      problem: 'tooLarge',
      detail: 'crew1.csv is 65 KB',
    });
    expect(named('<>')).toMatchObject({ detail: 'the file is 65 KB' });
    expect(named(`${'c'.repeat(100)}.csv`)).toMatchObject({ detail: `${'c'.repeat(80)} is 65 KB` });
    const rows = Array.from({ length: maxCrewRows }, (_, i) => `MO${100000 + i} Smith`).join('\n');
    const padded = `${rows}${' '.repeat(maxCrewListLength - rows.length)}\nMO999999 Jones`;
    expect(readCrewList({ list: padded })).toMatchObject({ ok: true });
    expect(readCrewList({ list: `${rows}\nMO999999 Jones` })).toMatchObject({
      problem: 'tooMany',
    });
  });
});
