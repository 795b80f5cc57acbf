// `npm run operators:reference -- REFERENCE NUMBER`: what a check's reference, quoted by an
// employer from a kept answer, certifies: that NUMBER was checked at that moment, and what the
// check answered (functions/reference.js). Nothing is looked up: the reference itself is the proof,
// made with the key only the function and the scheme's staff hold. The key comes from
// CHECK_REFERENCE_KEY (in production: `npx firebase functions:secrets:access
// CHECK_REFERENCE_KEY`), or is the local stack's own when FIRESTORE_EMULATOR_HOST is set.
// Exit codes: 0 certified, 1 not a reference of that number, 2 a mistake in the command.
import { normaliseNumber, numberPattern } from '../../functions/vocabulary/registration-numbers.js';
import { readReference } from '../../functions/reference.js';
import { localKeys, runCommand } from '../project.mjs';

export const usage = 'Usage: npm run operators:reference -- REFERENCE NUMBER';

const ukTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: 'Europe/London',
});

/** What the check answered, in words. */
const outcomes = {
  current: 'registration found: current',
  expired: 'registration found: expired',
  suspended: 'registration found: suspended',
  'no-match': 'no match',
  'instructor-current': 'instructor registration found: current',
  'instructor-expired': 'instructor registration found: expired',
  'instructor-suspended': 'instructor registration found: suspended',
  'instructor-no-match': 'no instructor match',
};

/**
 * @param {string[]} args
 * @param {{ env?: Record<string, string | undefined> }} [options]
 * @returns {string} what the reference certifies; throws with `exitCode` 1 or 2 otherwise
 */
export function referenceCommand(args, { env = process.env } = {}) {
  if (args.includes('--help') || args.includes('-h')) return usage;
  const [reference, typed, ...rest] = args;
  const number = normaliseNumber(typed);
  if (!reference || !typed || rest.length || !numberPattern.test(number))
    throw Object.assign(new Error(usage), { exitCode: 2 });
  const key =
    env.CHECK_REFERENCE_KEY ?? (env.FIRESTORE_EMULATOR_HOST ? localKeys.referenceKey : undefined);
  if (!key)
    throw Object.assign(
      new Error(
        'Set CHECK_REFERENCE_KEY to the reference key (npx firebase functions:secrets:access CHECK_REFERENCE_KEY)',
      ),
      { exitCode: 2 },
    );
  const read = readReference(key, reference, number);
  if (!read)
    throw Object.assign(
      new Error(
        `${reference} is not the reference of a check of ${number}: the answer was not ours, or was changed`,
      ),
      { exitCode: 1 },
    );
  return `${reference.toUpperCase()}: ${number} was checked on ${ukTime.format(read.at)} (UK time), and the check answered: ${outcomes[/** @type {keyof typeof outcomes} */ (read.outcome)]}.`;
}

runCommand(import.meta.url, referenceCommand);
