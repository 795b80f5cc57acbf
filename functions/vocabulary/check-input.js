// What a check accepts as typed, and how it reads it: a registration number and a surname, tidied,
// normalised and compared as a UK keyboard types them. Shared by the web checks, the crew check, the
// API and the register commands. Pure: no I/O.
import anyAscii from 'any-ascii';
import { normaliseNumber, numberPattern } from './registration-numbers.js';

/** The longest a field may be as typed (a number with spaces; a surname). */
export const limits = { numberLength: 20, surnameLength: 60 };

/** Characters a surname may hold: letters of any script, spaces, hyphens, apostrophes, full stops. */
const surnameCharacters = /^[\p{L}\p{M}' ’‘`\-‐‑–.]+$/u;

/**
 * What the form sent, trimmed and with runs of white space made one space.
 * @param {unknown} value
 */
export const tidy = (value) =>
  String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A surname as compared: the letters a visitor would type on a UK keyboard, in lower case, and
 * nothing else. Accents go ("Zoë" is "zoe"), letters that do not decompose become what they are
 * written as in English ("Łódź" is "lodz", "Weiß" "weiss", "Ægir" "aegir", "Þór" "thor", "Søren"
 * "soren": any-ascii's transliteration), and case, spaces, hyphens and apostrophes are ignored
 * ("O’Neill", "o'neill" and "ONeill" are one name).
 * @param {unknown} typed
 */
export const surnameKey = (typed) =>
  anyAscii(String(typed ?? '').normalize('NFC'))
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * The check's input, validated. Returns the one problem to tell the visitor about (the first
 * field that is wrong, and how) or the normalised number and surname key to look up.
 * @param {{ number?: unknown, surname?: unknown }} fields
 * @returns {{ ok: true, number: string, surnameKey: string } |
 *   { ok: false, field: 'number' | 'surname', problem: 'missing' | 'tooLong' | 'format' | 'characters' }}
 */
export function readCheckInput(fields) {
  const number = tidy(typeof fields.number === 'string' ? fields.number : '');
  const surname = tidy(typeof fields.surname === 'string' ? fields.surname : '');
  if (!number) return { ok: false, field: 'number', problem: 'missing' };
  if (number.length > limits.numberLength)
    return { ok: false, field: 'number', problem: 'tooLong' };
  const normalised = normaliseNumber(number);
  if (!numberPattern.test(normalised)) return { ok: false, field: 'number', problem: 'format' };
  if (!surname) return { ok: false, field: 'surname', problem: 'missing' };
  if (surname.length > limits.surnameLength)
    return { ok: false, field: 'surname', problem: 'tooLong' };
  if (!surnameCharacters.test(surname) || !surnameKey(surname))
    return { ok: false, field: 'surname', problem: 'characters' };
  return { ok: true, number: normalised, surnameKey: surnameKey(surname) };
}
