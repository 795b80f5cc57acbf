// A result as a provider's submitter gives it, in the portal's form or one line of its file, read
// in the register's own vocabulary (docs/portal.md): the names the check accepts, a test date that
// is a day and not in the future, a category the provider is accredited for, an instructor on the
// instructors' register who is current and teaches for the provider, and whether the operator is
// already on the register (a registration number, which must be theirs) or new. Every problem is
// named by its field, so a form shows each beside its box and a file each with its line. Pure.
import { readContactCells } from '../holders/contact-input.js';
import { readName } from '../registers/person-fields.js';
import { categories } from '../vocabulary/categories.js';
import { isIsoDate } from '../vocabulary/dates.js';
import { normaliseNumber, numberPattern } from '../vocabulary/registration-numbers.js';
import { registrationStatus } from '../vocabulary/statuses.js';

/** @typedef {(typeof import('../vocabulary/portal.js').resultColumns)[number]} ResultColumn */

/**
 * @typedef {{ givenNames: string, surname: string, testDate: string, category: string,
 *   instructor: string, registrationNumber?: string, newOperator?: boolean,
 *   email?: string, emailConsent?: string }} ResultFields
 * A result as read: `registrationNumber` names the operator it adds a category to, when they are
 * already on the register; `newOperator`, that the submitter wrote "new": the operator is not
 * the one of the same names on the register; `email`, the operator's address, given with their
 * consent on the day `emailConsent` (kept with the result until it is on the register, then as
 * the holder's contact: functions/holders/result-contacts.js).
 */

/**
 * @typedef {{
 *   provider: import('../providers.js').ProviderVersion,
 *   instructors: ReadonlyMap<string, import('../providers.js').InstructorVersion>,
 *   today: string,
 * }} ResultContext
 * What a result is read against: the provider entering it, the instructors' register, the UK day.
 */

/**
 * A date as typed, checked: a real day, not after today, not more than a year before it.
 * @param {string} typed
 * @param {string} today
 */
function dateProblem(typed, today) {
  if (!typed) return 'is empty; write the day of the test, as 2026-11-27';
  if (!isIsoDate(typed)) return `"${typed}" is not a day written as 2026-11-27`;
  if (typed > today) return `${typed} is in the future; write the day the test was taken`;
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  if (typed < yearAgo) return `${typed} is more than a year ago; ask the scheme to enter it`;
  return undefined;
}

/**
 * The instructor as typed, checked against the register: their number, or the problem.
 * @param {string} typed
 * @param {ResultContext} context
 * @param {string} category
 */
function instructorProblem(typed, { instructors, provider, today }, category) {
  const number = normaliseNumber(typed);
  if (!number) return 'is empty; give the registration number of the instructor who tested them';
  const instructor = instructors.get(number);
  if (!instructor || !instructor.providers.includes(provider.number))
    return `${number} is not one of ${provider.number}’s instructors on the register`;
  if (registrationStatus(instructor, today) !== 'current')
    return `${number}’s registration is ${registrationStatus(instructor, today)}; they cannot test`;
  if (category && !instructor.categories.includes(category))
    return `${number} is not registered to test ${category}`;
  return undefined;
}

/**
 * A result as typed, read: the fields, or every problem by its column.
 * @param {Partial<Record<ResultColumn, string>>} typed
 * @param {ResultContext & { consentMissing?: string }} context `consentMissing`: what an address
 *   without the holder's consent is told (the form's box to tick; a file's column otherwise)
 * @returns {{ fields: ResultFields, problems?: undefined } | { problems: Partial<Record<ResultColumn, string>>, fields?: undefined }}
 */
export function readResult(typed, context) {
  const value = (/** @type {ResultColumn} */ column) => (typed[column] ?? '').trim();
  /** @type {Partial<Record<ResultColumn, string>>} */
  const problems = {};
  const givenProblem = readName(value('given_names'));
  if (givenProblem) problems.given_names = givenProblem;
  const surnameProblem = readName(value('surname'));
  if (surnameProblem) problems.surname = surnameProblem;
  const testDate = dateProblem(value('test_date'), context.today);
  if (testDate) problems.test_date = testDate;
  const category = value('category').toUpperCase();
  if (!category) problems.category = 'is empty; choose the category they were tested in';
  else if (!(category in categories)) problems.category = `"${category}" is not a category`;
  else if (!context.provider.categories.includes(category))
    problems.category = `${context.provider.number} is not accredited for ${category}`;
  const instructor = instructorProblem(
    value('instructor'),
    context,
    problems.category ? '' : category,
  );
  if (instructor) problems.instructor = instructor;
  // "new": not the operator the register holds under the same names (results.js, `operatorProblem`).
  const newOperator = value('registration_number').toLowerCase() === 'new';
  const registrationNumber = newOperator ? '' : normaliseNumber(value('registration_number'));
  if (registrationNumber && !numberPattern.test(registrationNumber))
    problems.registration_number = `"${value('registration_number')}" is not a registration number, as MO123456`;
  const contact = readContactCells(
    { email: value('email'), email_consent: value('email_consent') },
    { today: context.today, missing: context.consentMissing },
  );
  Object.assign(problems, contact.problems);
  if (Object.keys(problems).length) return { problems };
  return {
    fields: {
      givenNames: value('given_names'),
      surname: value('surname'),
      testDate: value('test_date'),
      category,
      instructor: normaliseNumber(value('instructor')),
      ...(registrationNumber ? { registrationNumber } : {}),
      ...(newOperator ? { newOperator } : {}),
      ...(contact.contact
        ? { email: contact.contact.email, emailConsent: contact.contact.consentOn }
        : {}),
    },
  };
}

/**
 * Whether a provider may enter results today: accredited, and not past its accreditation's end.
 * A provider suspended or withdrawn may sign in and read, but submit nothing.
 * @param {import('../providers.js').ProviderVersion} provider
 * @param {string} today
 */
export const maySubmit = (provider, today) =>
  provider.status === 'accredited' && provider.accreditedUntil >= today;
