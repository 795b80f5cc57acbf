// A crew's rows as the crew check answers them: each row given, in the order given, with its
// outcome in words (in the table, the CSV and the list a crew's receipt leads to) and why, where
// that says more; and as the crew's receipt keeps it (`kept`: never a name). The words of a crew's
// rows are made here, as an import's problems are worded where the file is read. Pure.
import { limits } from '../../vocabulary/check-input.js';
import { daysBetween, longDate, ukClock } from '../../vocabulary/dates.js';
import { endingWithinDays } from '../../vocabulary/statuses.js';
import { keptNumber } from '../../crew-receipts.js';
import { receiptHref } from '../../receipt-links.js';

/** The site's page that verifies a receipt pasted into it. */
const verifyPagePath = '/verify';

/** What a row's outcome says. */
export const crewOutcomes = {
  current: 'Current',
  ending: 'Current, ending soon',
  expired: 'Expired',
  suspended: 'Suspended',
  'no-match': 'No match',
  invalid: 'Not checked',
  limited: 'Not checked',
};

/** Why a row's outcome is what it is, beside its words, where that says more. */
export const crewOutcomeDetails = {
  expired: 'needs refresher training',
  suspended: 'do not rely on it',
  'no-match': 'not on the register with this surname',
  limited: 'this number has been checked too often just now',
};

/**
 * A row's outcome in words, as the crew's table and its receipt's list say it: a suspension
 * since when, where the register knows the day.
 * @param {import('../../crew-receipts.js').CrewRowOutcome | 'invalid'} outcome
 * @param {string} [since] the UK day the registration was suspended (YYYY-MM-DD), if known
 */
export const crewOutcomeText = (outcome, since) =>
  outcome === 'suspended' && since
    ? `Suspended since ${longDate(since)}`
    : crewOutcomes[outcome === 'unreadable' ? 'invalid' : outcome];

/** Why a row was not checked, by its field and problem (the vocabulary's `readCheckInput`). */
const rowProblems = /** @type {Record<string, Record<string, string>>} */ ({
  number: {
    missing: 'no registration number',
    tooLong: `a registration number longer than ${limits.numberLength} characters`,
    format: 'the registration number is not two letters and six digits',
  },
  surname: {
    missing: 'no surname',
    tooLong: `a surname longer than ${limits.surnameLength} characters`,
    characters: 'the surname has characters other than letters, spaces, hyphens and apostrophes',
  },
});

/**
 * A row as the page shows it, and as the crew's receipt keeps it (`kept`).
 * @typedef {{
 *   where: string, number: string, surname: string, outcome: string, outcomeText: string,
 *   outcomeDetail: string, name: string, validUntil: string, validUntilDate: string,
 *   reference: string, receipt: string, verifyHref: string,
 *   kept: import('../../crew-receipts.js').CrewRow,
 * }} Row
 */

/**
 * A row not checked: what it held, and why.
 * @param {string} where
 * @param {{ number: string, surname: string }} held
 * @param {'invalid' | 'limited'} outcome
 * @param {string} detail
 * @returns {Row}
 */
const notChecked = (where, { number, surname }, outcome, detail) => ({
  where,
  number,
  surname,
  outcome,
  outcomeText: crewOutcomes[outcome],
  outcomeDetail: detail,
  name: '',
  validUntil: '',
  validUntilDate: '',
  reference: '',
  receipt: '',
  // Hidden on the page; without its style, the verify page itself.
  verifyHref: verifyPagePath,
  kept: {
    number: keptNumber(number),
    outcome: outcome === 'invalid' ? 'unreadable' : 'limited',
    since: '',
    validUntil: '',
    reference: '',
  },
});

/**
 * A row checked, as its pair was answered.
 * @param {string} where
 * @param {string} surname as given
 * @param {Extract<import('../../employers/employer-checks.js').PairResult, { outcome: 'match' | 'no-match' }>} result
 * @param {string} today
 * @returns {Row}
 */
function checkedRow(where, surname, result, today) {
  const match = result.outcome === 'match' ? result : undefined;
  const ending =
    match?.status === 'current' && daysBetween(today, match.validUntil) <= endingWithinDays;
  const outcome = match ? (ending ? 'ending' : match.status) : 'no-match';
  const since = match?.status === 'suspended' ? (match.statusSince ?? '') : '';
  const validUntilDate = match?.validUntil ?? '';
  return {
    where,
    number: result.number,
    surname,
    outcome,
    outcomeText: crewOutcomeText(outcome, since),
    outcomeDetail:
      crewOutcomeDetails[/** @type {keyof typeof crewOutcomeDetails} */ (outcome)] ?? '',
    name: match?.name ?? '',
    validUntil: validUntilDate ? longDate(validUntilDate) : '',
    validUntilDate,
    reference: result.reference,
    receipt: result.receipt,
    verifyHref: receiptHref(result.receipt),
    kept: {
      number: result.number,
      outcome,
      since,
      validUntil: validUntilDate,
      reference: result.reference,
    },
  };
}

/**
 * Every row of a crew, in the order given: the rows that could not be read as they were, the
 * others as their pairs were answered (`results`, in the order of the rows read).
 * @param {ReturnType<typeof import('../../crew-list.js').readCrewList> & { ok: true }} crew
 * @param {readonly import('../../employers/employer-checks.js').PairResult[]} results
 * @param {string} today
 * @returns {Row[]}
 */
export function rowsOf(crew, results, today) {
  const answered = results.values();
  return crew.rows.map((row) => {
    if ('unreadable' in row) {
      // What the row held, where it seems to belong.
      const digits = /\d/.test(row.given);
      return notChecked(
        row.where,
        {
          number: digits ? row.given.slice(0, 40) : '',
          surname: digits ? '' : row.given.slice(0, 200),
        },
        'invalid',
        row.unreadable,
      );
    }
    const surname = row.surname.slice(0, 200);
    const result = answered.next().value;
    if (result?.outcome === 'limited')
      return notChecked(
        row.where,
        { number: result.number, surname },
        'limited',
        `${crewOutcomeDetails.limited}: try again after ${ukClock.format(result.retryAt)}`,
      );
    if (!result || result.outcome === 'invalid')
      return notChecked(
        row.where,
        { number: row.number.slice(0, 40), surname },
        'invalid',
        result?.outcome === 'invalid'
          ? (rowProblems[result.problem.field]?.[result.problem.problem] ?? 'not readable')
          : 'not readable',
      );
    return checkedRow(row.where, surname, result, today);
  });
}
