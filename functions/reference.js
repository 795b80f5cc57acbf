// The reference every check answer carries, so an employer's printed answer can be confirmed by
// the scheme later without anything being stored: the time of the check, and an HMAC (keyed with
// CHECK_REFERENCE_KEY, which only the function and the scheme's staff hold) of that time, the
// registration number and the outcome. Pure: no I/O.
//   TRW4ZK-7QH3P8WZ  =  seconds since 1970 in base 36  -  8 characters of the HMAC in base 32
import { createHmac } from 'node:crypto';

/** What a reference can certify about a number at a time. */
export const referenceOutcomes = [
  'current',
  'expired',
  'suspended',
  'no-match',
  // The instructor check's (functions/surfaces/checks/): a reference says which register it checked.
  'instructor-current',
  'instructor-expired',
  'instructor-suspended',
  'instructor-no-match',
];

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or retyped stays right. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * @param {string | Buffer} key
 * @param {number} seconds
 * @param {string} number
 * @param {string} outcome
 */
const mac = (key, seconds, number, outcome) => {
  const digest = createHmac('sha256', key).update(`${seconds}:${number}:${outcome}`).digest();
  let text = '';
  for (const byte of digest.subarray(0, 8)) text += alphabet[byte % 32];
  return text;
};

/**
 * The reference of a check.
 * @param {string | Buffer} key
 * @param {{ at: Date, number: string, outcome: string }} check `number` normalised
 */
export function checkReference(key, { at, number, outcome }) {
  const seconds = Math.floor(at.getTime() / 1000);
  return `${seconds.toString(36).toUpperCase()}-${mac(key, seconds, number, outcome)}`;
}

/**
 * What a reference certifies about `number`: when the check was made and its outcome, or
 * undefined if the reference was not made by a check of that number.
 * @param {string | Buffer} key
 * @param {string} reference as printed (any case, spaces ignored)
 * @param {string} number normalised
 * @returns {{ at: Date, outcome: string } | undefined}
 */
export function readReference(key, reference, number) {
  // Anything else than a time and its code matches no outcome's code, and certifies nothing.
  const [time = '', code] = reference.replace(/\s/g, '').toUpperCase().split('-');
  const seconds = parseInt(time, 36);
  const outcome = referenceOutcomes.find((each) => mac(key, seconds, number, each) === code);
  return outcome ? { at: new Date(seconds * 1000), outcome } : undefined;
}
