// The administrators' records file (docs/keeping-registers.md, "The operators' file"): a CSV with one operator
// per row, read and validated as a whole before anything is written. Every problem is reported at
// once, each naming the line and the column, so a file is corrected in one pass.
//
//   registration_number,given_names,surname,valid_until,status,categories,photo
//   MO123456,Ada,Lovelace,2028-03-31,current,CB RT,mo123456.jpg
//
// `status` is `current` or `suspended` (an expired registration is one whose `valid_until` has
// passed: the check works that out on the day). `categories` are the codes of functions/vocabulary/categories.js
// separated by spaces. `photo` is a file in the photos folder, any size or format sharp reads; it
// is stored as the check shows it (JPEG, 300 × 375, at most 60 kB, no metadata).
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { columnsOf, optionalColumnsOf, readFields } from './fields.js';
import { personFields } from './person-fields.js';
import { readTableFile } from './table.js';
import {
  providerNumberPattern,
  normaliseNumber,
  numberPattern,
} from '../vocabulary/registration-numbers.js';
import { surnameKey } from '../vocabulary/check-input.js';
import { ukToday } from '../vocabulary/dates.js';
import { photo } from '../vocabulary/photographs.js';
import { consentMissing, readConsentDay, readEmailCell } from '../holders/contact-input.js';

/**
 * The operators' register's fields, in its file's column order: the one declaration of each
 * (functions/registers/fields.js says what a declaration holds). `photo`: the file of the
 * operator's photograph in the photos folder (`loadRecordsFile` reads it); `provider`, which
 * files made before it was asked for do not have: the accreditation number of the provider that
 * trained and tested the operator (on the providers' register).
 */
export const operatorFields = /** @satisfies {import('./fields.js').Fields} */ ({
  ...personFields({
    pattern: numberPattern,
    shape: 'two letters and six digits, as MO123456',
    noun: 'operator',
  }),
  photo: {
    column: 'photo',
    about: 'the file of their photograph in the photos folder, any format',
    read: (value, { problem }) => {
      if (!value) problem("is empty; name the operator's photograph in the photos folder");
      else if (path.isAbsolute(value) || value.split(/[\\/]/).includes('..'))
        problem(`"${value}" must be a file name inside the photos folder`);
      else return value;
      return undefined;
    },
    // The stored photograph's document; the file names the photograph's file by the number.
    write: (/** @type {unknown} */ _, /** @type {Record<string, any>} */ version) =>
      `${version.registrationNumber}.jpg`,
    shown: true,
  },
  provider: {
    column: 'provider',
    about: 'the accreditation number of the provider that trained and tested them, as TP1042',
    read: (value, { problem, file }) => {
      const provider = normaliseNumber(value);
      if (provider && !providerNumberPattern.test(provider))
        problem(`"${value}" is not an accreditation number, as TP1042`);
      else if (provider && file.providers && !file.providers.has(provider))
        problem(`${provider} is not on the providers' register; import it first`);
      else if (provider) return provider;
      return undefined;
    },
    shown: true,
    optional: true,
  },
});

/**
 * The columns a file may give beside the register's: a holder's contact (docs/holders.md). Not
 * fields of the register's records (the register holds what the check shows, and nothing else):
 * read beside each record, kept apart (`operatorContacts`) once the import has written the
 * register (functions/holders/import-contacts.js), never written back by an export.
 */
export const contactFields = /** @satisfies {import('./fields.js').Fields} */ ({
  email: {
    column: 'email',
    about:
      'the holder’s email address, given with their consent: kept apart from the register, never shown, and not written back by an export',
    read: (value, { problem }) => {
      const read = readEmailCell(value);
      if (read.problem) problem(read.problem);
      return read.email;
    },
    optional: true,
  },
  emailConsent: {
    column: 'email_consent',
    about:
      'the day the holder agreed that the scheme may email them, as 2026-11-27: needed with an email; not written back by an export',
    read: (value, { problem }) => {
      const read = readConsentDay(value, ukToday());
      if (read.problem) problem(read.problem);
      return read.day;
    },
    optional: true,
  },
});

/** The file's columns, in the order the header names them. */
export const columns = columnsOf(operatorFields);

/** Columns a file may leave out: `provider`. */
export const optionalColumns = optionalColumnsOf(operatorFields);

/**
 * @typedef {Omit<import('./fields.js').RecordOf<typeof operatorFields>, 'photo'>
 *   & { surnameKey: string, photo: Buffer }} OperatorRecord
 * A document of `operators`, exactly as stored: what the check shows, and nothing else.
 */

/**
 * @typedef {{ email: string, consentOn: string }} RowContact
 * A holder's contact a row gives beside its record: the address, and the day they agreed.
 * @typedef {{ line: number, fields: Omit<OperatorRecord, 'photo'>, photoFile: string,
 *   contact?: RowContact }} RecordRow
 * A valid row, its photograph not yet read.
 */

/**
 * The rows of a records file, validated without reading any photograph: the rows, or every
 * problem as "line N, column: what is wrong; what to write".
 * @param {string} text the file's text
 * @param {{ allowDemonstration?: boolean, providers?: ReadonlySet<string> }} [options]
 *   `allowDemonstration`: accept ZZ numbers (only into the emulator); `providers`: the
 *   accreditation numbers on the providers' register, which a row's provider must be one of
 * @returns {{ rows: RecordRow[], problems: string[] }}
 */
export function readRecordsFile(text, options = {}) {
  const { rows, problems } = readFields(
    text,
    operatorFields,
    { ...options, beside: contactFields },
    // An address needs the day the holder agreed.
    (value, _, problem) => {
      if (value.email && !value.email_consent) problem('email_consent', consentMissing);
    },
  );
  return {
    rows: rows.map(({ line, record: { photo: photoFile, ...fields }, beside }) => ({
      line,
      photoFile,
      fields: { ...fields, surnameKey: surnameKey(fields.surname) },
      ...(beside.email && beside.emailConsent
        ? { contact: { email: String(beside.email), consentOn: String(beside.emailConsent) } }
        : {}),
    })),
    problems,
  };
}

/**
 * sharp (libvips, a fifth of a second to load), loaded only by what reads or makes a photograph:
 * the commands that only read the register never load it.
 */
const loadSharp = async () => (await import('sharp')).default;

/**
 * A photograph as the check shows it: cropped to 300 × 375 around its middle, JPEG, metadata
 * (location, camera) dropped, quality lowered until it fits in `photo.maxBytes`.
 * @param {Buffer | string} input a file's bytes or path
 * @returns {Promise<Buffer>}
 */
export async function storedPhoto(input) {
  const sharp = await loadSharp();
  const image = sharp(input).rotate().resize(photo.width, photo.height, { fit: 'cover' });
  for (let quality = 82; quality >= 40; quality -= 8) {
    const jpeg = await image.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= photo.maxBytes) return jpeg;
  }
  throw new Error(`does not fit in ${photo.maxBytes} bytes even at low quality`);
}

/**
 * The hash a photograph's file is known by: an unchanged file is not made into a JPEG again.
 * @param {Buffer} bytes
 */
export const photoSource = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * What is wrong with a photograph's file for the check, or what will be cut from it: `problem`
 * when it is not an image sharp can read, or smaller than the check shows it; `notice` when it
 * is not of the card's portrait shape, naming how much of it the crop cuts.
 * @param {Buffer} bytes
 * @returns {Promise<{ problem?: string, notice?: string }>}
 */
export async function photoCheck(bytes) {
  const sharp = await loadSharp();
  let meta;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta?.width || !meta.height)
    return { problem: 'is not a photograph: the file is damaged or not an image' };
  // EXIF orientations 5 to 8 turn the picture a quarter: its width is its height.
  const [width, height] =
    (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const size = `${width} × ${height} px`;
  if (width < photo.width || height < photo.height)
    return {
      problem: `is ${size}, smaller than the ${photo.width} × ${photo.height} px the check shows; use a photograph at least that size`,
    };
  const shape = photo.width / photo.height;
  const [cut, side] =
    width / height > shape
      ? [1 - (height * shape) / width, 'width']
      : [1 - width / shape / height, 'height'];
  const percent = Math.round(cut * 100);
  return percent >= 1
    ? {
        notice: `is ${size}: ${percent} % of its ${side} is cut to fit the card's portrait shape (${photo.width} × ${photo.height})`,
      }
    : {};
}

/**
 * A valid row's photograph, read from the photos folder and checked unless the record already
 * has it (its hash in `known`): the record to store, or the problems with its file, and what the
 * crop will cut.
 * @param {RecordRow} row
 * @param {{ name: string, photos: string, byCase: Map<string, string>, known?: ReadonlyMap<string, ReadonlySet<string>> }} where
 *   `name`: the CSV's; `byCase`: the folder's files by their names in lower case
 * @returns {Promise<{ record?: import('./store.js').IncomingRecord, problems: string[], notices: string[] }>}
 */
async function readRowPhoto(row, { name, photos, byCase, known }) {
  const at = `line ${row.line}, photo: ${row.photoFile}`;
  let bytes;
  try {
    bytes = await readFile(path.join(photos, row.photoFile));
  } catch (caught) {
    const error = /** @type {NodeJS.ErrnoException} */ (caught);
    const other = byCase.get(row.photoFile.toLowerCase());
    const problem =
      error.code !== 'ENOENT'
        ? `${at} cannot be read (${error.code ?? error.message})`
        : other
          ? `${at} is not in ${photos}, but ${other} is: write the name as it is spelt there`
          : `${at} is not in ${photos}`;
    return { problems: [problem], notices: [] };
  }
  const source = photoSource(bytes);
  const { problem, notice } = known?.get(row.fields.registrationNumber)?.has(source)
    ? {}
    : await photoCheck(bytes);
  const record = {
    fields: row.fields,
    line: row.line,
    photoSource: source,
    photo: () =>
      storedPhoto(bytes).catch(() => {
        throw new Error(`${name} ${at} is damaged: it could not be read as a photograph`);
      }),
  };
  return {
    record,
    problems: problem ? [`${at} ${problem}`] : [],
    notices: notice ? [`${name} ${at} ${notice}`] : [],
  };
}

/**
 * The whole file as records to store (store.js): every row valid and every
 * photograph's file there and fit for the check, or every problem. A record's JPEG is made only
 * when the store asks for it (its file is new or changed); a file already stored for the record
 * (its hash in `known`) is not looked at again.
 * @param {string} file the CSV's path
 * @param {{ photos?: string, allowDemonstration?: boolean, providers?: ReadonlySet<string>, known?: ReadonlyMap<string, ReadonlySet<string>>, progress?: (step: string, done: number, total: number) => void, bytes?: Buffer }} [options]
 *   `photos`: the folder of photographs (default: the CSV's own folder); `known`: the hashes of
 *   each record's stored photograph; `progress`: told of rows checked and photographs read;
 *   `bytes`: the CSV's, when not read from the disk (an upload); the others as `readRecordsFile`
 *   takes them
 * @returns {Promise<{ records: import('./store.js').IncomingRecord[], problems: string[], notices: string[],
 *   contacts?: (RowContact & { number: string, line: number })[] }>}
 *   `contacts`: the holders' contacts the rows give beside their records
 */
export async function loadRecordsFile(
  file,
  { photos = path.dirname(file), allowDemonstration, providers, known, progress, bytes } = {},
) {
  const name = path.basename(file);
  const { text, problem } = await readTableFile(file, bytes);
  if (text === undefined) return { records: [], problems: [problem], notices: [] };
  const { rows, problems } = readRecordsFile(text, { allowDemonstration, providers });
  progress?.('rows checked', rows.length, rows.length);
  let names;
  try {
    names = await readdir(photos);
  } catch {
    return {
      records: [],
      problems: [
        ...problems.map((problem) => `${name} ${problem}`),
        `${name}: the photos folder ${photos} does not exist; name the folder that holds the photographs with --photos FOLDER (without it, the CSV's own folder)`,
      ],
      notices: [],
    };
  }
  /** The folder's files by their names in lower case: a name that differs only in case. */
  const byCase = new Map(names.map((found) => [found.toLowerCase(), found]));
  /** @type {import('./store.js').IncomingRecord[]} */
  const records = [];
  /** @type {string[]} */
  const notices = [];
  const where = { name, photos, byCase, known };
  for (const [index, row] of rows.entries()) {
    const read = await readRowPhoto(row, where);
    problems.push(...read.problems);
    notices.push(...read.notices);
    if (!read.record) continue;
    progress?.('photos read', index + 1, rows.length);
    records.push(read.record);
  }
  /** A problem's line, to list them in the file's order (the rows', then the photographs'). */
  const lineOf = (/** @type {string} */ problem) => Number(/^line (\d+)/.exec(problem)?.[1] ?? 0);
  return {
    records: problems.length ? [] : records,
    problems: problems.sort((a, b) => lineOf(a) - lineOf(b)).map((problem) => `${name} ${problem}`),
    notices,
    contacts: problems.length
      ? []
      : rows.flatMap(({ line, fields, contact }) =>
          contact ? [{ ...contact, number: fields.registrationNumber, line }] : [],
        ),
  };
}
