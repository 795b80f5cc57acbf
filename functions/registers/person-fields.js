// The fields the operators' and the instructors' files share (operators-file.js,
// instructors-file.js): a person's registration number, names, the day their registration ends,
// whether it is suspended, and the machine categories it covers.
import { limits, readCheckInput } from '../vocabulary/check-input.js';
import { categoriesOf, dateOf, numberOf, spaced } from './fields.js';

/** Statuses a row may give; "expired" is worked out from the date, never stored. */
const statuses = ['current', 'suspended'];

/**
 * What is wrong with a given name or surname as the file gives it, or undefined: the check's own
 * rules for a surname, so every stored name is one the form accepts.
 * @param {string} name
 */
export function readName(name) {
  const read = readCheckInput({ number: 'AA000000', surname: name });
  if (read.ok) return undefined;
  if (read.problem === 'missing') return 'is empty';
  if (read.problem === 'tooLong')
    return `is ${name.length} characters; at most ${limits.surnameLength}`;
  return `"${name}" has characters a name cannot: use letters, spaces, hyphens and apostrophes`;
}

/**
 * A name, checked by `readName`.
 * @type {import('./fields.js').Field<string>['read']}
 */
const nameOf = (value, { problem }) => {
  const text = readName(value);
  if (!text) return value;
  problem(text);
  return undefined;
};

/**
 * The fields of a person's register, in its file's column order, for a register whose numbers
 * are of `pattern`.
 * @param {{ pattern: RegExp, shape: string, noun: string }} numbers `shape`: how a number is
 *   written ("two letters and six digits, as MO123456"); `noun`: whose number it is
 */
export const personFields = ({ pattern, shape, noun }) =>
  /** @satisfies {import('./fields.js').Fields} */ ({
    registrationNumber: {
      column: 'registration_number',
      about: `the ${noun}’s registration number: ${shape}`,
      read: numberOf({ pattern, shape }),
      shown: true,
    },
    givenNames: {
      column: 'given_names',
      about: 'their given names, as on the card',
      read: nameOf,
      shown: true,
    },
    surname: {
      column: 'surname',
      about: 'their surname, as on the card',
      read: nameOf,
      shown: true,
    },
    validUntil: {
      column: 'valid_until',
      about: 'the last day of their registration, as 2028-03-31',
      read: dateOf,
      shown: true,
    },
    suspended: {
      column: 'status',
      about: `${statuses.join(' or ')}: a registration shows as expired once valid_until has passed`,
      read: (value, { problem }) => {
        const status = value.toLowerCase();
        if (statuses.includes(status)) return status === 'suspended';
        problem(
          status === 'expired'
            ? `write "current": a registration shows as expired once its valid_until has passed`
            : `"${value}" is not one of: ${statuses.join(', ')}`,
        );
        return undefined;
      },
      write: (/** @type {boolean} */ suspended) => (suspended ? 'suspended' : 'current'),
      shown: true,
    },
    categories: {
      column: 'categories',
      about: 'the machine categories their registration covers, as CB RT',
      read: categoriesOf,
      write: spaced,
      shown: true,
    },
  });
