// The administrators' records file, read without Firestore: every kind of mistake is named by its
// line and column, odd but real names pass, and a photograph is stored as the check shows it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { categories } from '../vocabulary/categories.js';
import { photo } from '../vocabulary/photographs.js';
import { contactColumns } from '../holders/contact-input.js';
import {
  columns,
  optionalColumns,
  loadRecordsFile,
  photoSource,
  readRecordsFile,
  storedPhoto,
} from './operators-file.js';

/** Every category's code, as a file's problems list them. */
const codes = Object.keys(categories).join(' ');

// Files made before the provider column was asked for: it may be left out.
const header = columns.filter((c) => !(optionalColumns as readonly string[]).includes(c)).join(',');
const file = (...rows: string[]) => [header, ...rows].join('\n');

describe('readRecordsFile', () => {
  it('reads valid rows, normalising numbers, names, categories and status', () => {
    const { rows, problems } = readRecordsFile(
      file(
        'mo 123-456, Ada ,Lovelace,2028-03-31,current,cb rt,ada.jpg',
        `AB000002,Zoë,"O’Neill-Smith  Jones",2027-01-01,Suspended,"EX;DU",zoe.png`,
        '',
      ),
    );
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.line, r.photoFile, r.fields])).toEqual([
      [
        2,
        'ada.jpg',
        {
          registrationNumber: 'MO123456',
          givenNames: 'Ada',
          surname: 'Lovelace',
          surnameKey: 'lovelace',
          validUntil: '2028-03-31',
          suspended: false,
          categories: ['CB', 'RT'],
        },
      ],
      [
        3,
        'zoe.png',
        {
          registrationNumber: 'AB000002',
          givenNames: 'Zoë',
          surname: 'O’Neill-Smith Jones',
          surnameKey: 'oneillsmithjones',
          validUntil: '2027-01-01',
          suspended: true,
          categories: ['EX', 'DU'],
        },
      ],
    ]);
  });

  it('names the line and column of every problem, in one pass', () => {
    const { rows, problems } = readRecordsFile(
      file(
        'MO12345,Ada,Lovelace,2028-03-31,current,CB,a.jpg',
        'MO123457,,Lovelace<b>,2028-02-30,expired,XX CB,../a.jpg',
        'MO123458,Ada,Lovelace,31/03/2028,retired,,',
        'MO123459,Ada,Lovelace,2028-03-31,current,CB CB,/etc/a.jpg',
        'mo123459,Ada,Lovelace,2028-03-31,current,CB,b.jpg',
        'ZZ000001,Demo,Record,2028-03-31,current,CB,z.jpg',
        'MO123460,Ada,Lovelace,2028-03-31,current,CB',
        `MO123461,Ada,${'x'.repeat(61)},2028-03-31,current,CB,c.jpg`,
      ),
    );
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      'line 2, registration_number: "MO12345" is not two letters and six digits, as MO123456',
      'line 3, given_names: is empty',
      'line 3, surname: "Lovelace<b>" has characters a name cannot: use letters, spaces, hyphens and apostrophes',
      'line 3, valid_until: "2028-02-30" is not a day of the calendar; write a real date, as 2028-03-31',
      'line 3, status: write "current": a registration shows as expired once its valid_until has passed',
      `line 3, categories: "XX" not a category; use: ${codes}`,
      'line 3, photo: "../a.jpg" must be a file name inside the photos folder',
      'line 4, valid_until: "31/03/2028" is not a date written as YYYY-MM-DD, as 2028-03-31',
      'line 4, status: "retired" is not one of: current, suspended',
      `line 4, categories: is empty; give one or more of: ${codes}`,
      "line 4, photo: is empty; name the operator's photograph in the photos folder",
      'line 5, categories: "CB CB" names a category twice',
      'line 5, photo: "/etc/a.jpg" must be a file name inside the photos folder',
      'line 6, registration_number: MO123459 is on line 5 too; keep one row',
      'line 7, registration_number: ZZ000001 is a demonstration number (ZZ series): these go only into the emulator',
      'line 8: 6 values where the header has 7; quote a value that holds a comma',
      'line 9, surname: is 61 characters; at most 60',
    ]);
  });

  it('accepts the demonstration series only when told to (the emulator)', () => {
    const text = file('ZZ000001,Demo,Record,2028-03-31,current,CB,z.jpg');
    expect(readRecordsFile(text).rows).toHaveLength(0);
    expect(readRecordsFile(text, { allowDemonstration: true }).rows).toHaveLength(1);
  });

  it('reads the provider that trained the operator, which must be on the providers’ register', () => {
    const withProvider = (...rows: string[]) => [`${header},provider`, ...rows].join('\n');
    const providers = new Set(['TP1042']);
    const { rows, problems } = readRecordsFile(
      withProvider(
        'MO123456,Ada,Lovelace,2028-03-31,current,CB,ada.jpg,tp1042',
        'MO123457,Ada,Lovelace,2028-03-31,current,CB,ada.jpg,',
      ),
      { providers },
    );
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.fields.provider)).toEqual(['TP1042', undefined]);
    expect('provider' in rows[1]!.fields).toBe(false);
    expect(
      readRecordsFile(
        withProvider(
          'MO123456,Ada,Lovelace,2028-03-31,current,CB,ada.jpg,TP9999',
          'MO123457,Ada,Lovelace,2028-03-31,current,CB,ada.jpg,T1',
        ),
        { providers },
      ).problems,
    ).toEqual([
      "line 2, provider: TP9999 is not on the providers' register; import it first",
      'line 3, provider: "T1" is not an accreditation number, as TP1042',
    ]);
  });

  it('names a header that is wrong, and what it must be', () => {
    expect(readRecordsFile('registration_number,name,surname\n').problems).toEqual([
      'line 1: the header has no "given_names" column',
      'line 1: the header has no "valid_until" column',
      'line 1: the header has no "status" column',
      'line 1: the header has no "categories" column',
      'line 1: the header has no "photo" column',
      'line 1: the header\'s "name" is not a column',
      `the header row must be: ${[...columns, ...contactColumns].join(',')} (provider, email, email_consent may be left out)`,
    ]);
    expect(readRecordsFile('').problems).toEqual([
      'line 1: the file is empty; start it with the header row',
    ]);
    expect(readRecordsFile(header).problems).toEqual(['the file has a header and no records']);
  });

  it('reads the columns by the header’s names, in any order or case, after a byte-order mark', () => {
    const reordered = [...columns].reverse();
    const text = `\uFEFF${reordered.map((name) => ` ${name.toUpperCase()} `).join(',')}\n${[
      '',
      'ada.jpg',
      'CB',
      'current',
      '2028-03-31',
      'Lovelace',
      'Ada',
      'MO123456',
    ].join(',')}`;
    const { rows, problems } = readRecordsFile(text);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      line: 2,
      photoFile: 'ada.jpg',
      fields: { registrationNumber: 'MO123456', givenNames: 'Ada', surname: 'Lovelace' },
    });
  });

  it('names an empty number, and a photograph outside the folder however the path is written', () => {
    const { problems } = readRecordsFile(
      file(
        ',Ada,Lovelace,2028-03-31,current,CB,a.jpg',
        'MO123456,Ada,Lovelace,2028-03-31,current,CB,..\\a.jpg',
        'MO123457,Ada,Lovelace,2028-03-31,current,"CB, RT;SL",photos/b.jpg',
      ),
    );
    expect(problems).toEqual([
      'line 2, registration_number: is empty',
      'line 3, photo: "..\\a.jpg" must be a file name inside the photos folder',
    ]);
  });

  it('reports a line a quoted field leaves open', () => {
    const { problems } = readRecordsFile(
      file('MO123456,"Ada,Lovelace,2028-03-31,current,CB,a.jpg'),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^line \d+: .*quote/i);
  });
});

describe('loadRecordsFile', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'records-file-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('names a file it cannot read, a photograph that is not there, and one that is no image', async () => {
    expect(await loadRecordsFile(path.join(folder, 'none.csv'))).toEqual({
      records: [],
      problems: [`${path.join(folder, 'none.csv')}: does not exist`],
      notices: [],
    });
    writeFileSync(path.join(folder, 'text.jpg'), 'not a photograph');
    const csv = path.join(folder, 'ops.csv');
    writeFileSync(
      csv,
      file(
        'MO123456,Ada,Lovelace,2028-03-31,current,CB,text.jpg',
        'MO123457,Zoe,Sample,2028-03-31,current,CB,gone.jpg',
      ),
    );
    expect((await loadRecordsFile(csv)).problems).toEqual([
      'ops.csv line 2, photo: text.jpg is not a photograph: the file is damaged or not an image',
      `ops.csv line 3, photo: gone.jpg is not in ${folder}`,
    ]);
    // A JPEG cut short: its header is whole, so the damage shows when it is made into the
    // check's photograph, in one line.
    const whole = await sharp({
      create: { width: 600, height: 750, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(folder, 'cut.jpg'), whole.subarray(0, whole.length / 2));
    writeFileSync(csv, file('MO123456,Ada,Lovelace,2028-03-31,current,CB,cut.jpg'));
    const { records, problems } = await loadRecordsFile(csv);
    expect(problems).toEqual([]);
    expect(records[0]!.photoSource).toBe(photoSource(whole.subarray(0, whole.length / 2)));
    await expect(records[0]!.photo()).rejects.toThrow(
      /^ops\.csv line 2, photo: cut\.jpg is damaged: it could not be read as a photograph$/,
    );
  });

  it('takes the photographs from another folder when told', async () => {
    const photos = mkdtempSync(path.join(folder, 'photos-'));
    writeFileSync(
      path.join(photos, 'ada.png'),
      await sharp({ create: { width: 600, height: 750, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    );
    const csv = path.join(folder, 'elsewhere.csv');
    writeFileSync(csv, file('MO123456,Ada,Lovelace,2028-03-31,current,CB,ada.png'));
    expect((await loadRecordsFile(csv)).problems).toHaveLength(1);
    const { records, problems } = await loadRecordsFile(csv, { photos });
    expect(problems).toEqual([]);
    expect((await sharp(await records[0]!.photo()).metadata()).format).toBe('jpeg');
  });
});

describe('a file saved from a spreadsheet in another form', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'spreadsheet-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const saveAs =
    'in Excel, File › Save As, type "CSV UTF-8 (Comma delimited) (*.csv)", and import that file';
  const problemsOf = async (name: string, bytes: Buffer) => {
    writeFileSync(path.join(folder, name), bytes);
    return (await loadRecordsFile(path.join(folder, name))).problems;
  };

  it('names a Windows-1252 file (Excel’s plain "CSV") in one line, with the line it stopped at', async () => {
    const text = file(
      'MO123456,Ada,Lovelace,2028-03-31,current,CB,ada.jpg',
      'MO123457,Zoë,Sample,2028-03-31,current,CB,zoe.jpg',
    );
    expect(await problemsOf('latin.csv', Buffer.from(text, 'latin1'))).toEqual([
      `latin.csv is not UTF-8 text (line 3 is not): it looks saved as Excel's "CSV (Comma delimited)", in the Windows-1252 code page; ${saveAs}`,
    ]);
  });

  it('names a file separated by semicolons in one line', async () => {
    const text = file('MO123456;Ada;Lovelace;2028-03-31;current;CB;ada.jpg').replaceAll(',', ';');
    expect(await problemsOf('semi.csv', Buffer.from(text))).toEqual([
      `semi.csv line 1: the values are separated by semicolons, not commas, as a spreadsheet set to another country's list separator saves them; ${saveAs}`,
    ]);
  });

  it('names an Excel workbook (.xlsx, or the older .xls) in one line', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 7)]);
    expect(await problemsOf('book.xlsx', zip)).toEqual([
      `book.xlsx is an Excel workbook, not a CSV file; ${saveAs}`,
    ]);
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(200),
    ]);
    expect(await problemsOf('old.csv', ole)).toEqual([
      `old.csv is an Excel workbook, not a CSV file; ${saveAs}`,
    ]);
  });
});

describe('storedPhoto', () => {
  it('crops to 300 × 375 JPEG within 60 kB and drops the metadata, even from a large noisy photo', async () => {
    const { width, height } = { width: 2400, height: 1800 };
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const input = await sharp(noise, { raw: { width, height, channels: 3 } })
      .withExif({ IFD0: { Copyright: 'camera owner', ImageDescription: 'at home' } })
      .png()
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const stored = await storedPhoto(input);
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([
      'jpeg',
      photo.width,
      photo.height,
    ]);
    expect(stored.length).toBeLessThanOrEqual(photo.maxBytes);
    expect(metadata.exif).toBeUndefined();
    // The same photograph gives the same bytes, so importing a file twice changes nothing.
    expect((await storedPhoto(input)).equals(stored)).toBe(true);
  });

  it('refuses what is not an image', async () => {
    await expect(storedPhoto(Buffer.from('not a photo'))).rejects.toThrow();
  });
});
