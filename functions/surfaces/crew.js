// The crew check (`crewCheck` in functions/routes.js): a site manager without a system of their own
// checks a whole crew at once from the site's form at /check/crew, with their account's key and a
// list pasted or a CSV file uploaded (functions/crew-list.js reads it). Each row is checked as the
// employers' API checks a pair (functions/surfaces/employer-checks.js: the same quota, the same
// record of the account's checks, the same receipts), and the answer is one table, in the order
// given, that prints and downloads as a CSV. A row that cannot be read is named and the others are
// still checked. A native form, no script: the answer is a page of the site (functions/answers.js).
//
// What it promises, beside the API's: a key is taken from the form's body only (a POST, never an
// address) and never shown again; a post from another site is refused; the body is refused past
// its cap before it is read; every answer `no-store` and `noindex`; the log names the outcome only.
import { bodyLimit } from 'hono/body-limit';
import { deadlineOf, createPage, unavailable } from '../answering.js';
import { maxCrewListLength, readCrewList } from '../crew-list.js';
import { secondsToUkMidnight, ukClock, ukMinute, ukTime } from '../formats.js';
import { daysBetween, endingWithinDays, limits, longDate, ukToday } from '../records.js';
import { receiptHref } from '../receipt-links.js';
import { csvText } from '../registers/registers.js';
import { routes } from '../routes.js';
import { fromAnotherSite } from './origin.js';
import { createRouter } from './router.js';

/** The largest form read: the largest file and the longest list, with the form's own room. */
export const maxCrewBodyBytes = 128 * 1024;

/** The site's page that verifies a receipt pasted into it. */
const verifyPagePath = '/verify';

/**
 * What a row's outcome says, in the table and the CSV. The words of a crew's rows are made here,
 * as an import's problems are worded where the file is read.
 */
export const crewOutcomes = {
  current: 'Current',
  ending: 'Current, ending soon',
  expired: 'Expired: needs refresher training',
  suspended: 'Suspended: do not rely on it',
  'no-match': 'No match: not on the register with this surname',
  invalid: 'Not checked',
  limited: 'Not checked: this number has been checked too often just now',
};

/** Why a row was not checked, by its field and problem (functions/records.js, readCheckInput). */
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
 * The crew check's route on a router.
 * @param {import('../handler.js').SurfaceContext & {
 *   employers: ReturnType<typeof import('./employer-checks.js').createEmployerChecks>,
 * }} context
 */
export function crewSurface({ answers, render, now, deadlineMs, log, employers }) {
  const page = createPage({ render, headers: answers.headers, policies: answers.policies, log });
  const inTime = deadlineOf(deadlineMs);

  const router = createRouter();
  router.use(
    routes.crewCheck.path,
    bodyLimit({
      maxSize: maxCrewBodyBytes,
      onError: () =>
        page(
          413,
          'crew-invalid-file-tooLarge',
          { list: '', detail: `the form was larger than ${maxCrewBodyBytes / 1024} KB` },
          { headers: { Connection: 'close' } },
        ),
    }),
  );
  router.all(routes.crewCheck.path, async (c) => {
    const at = now();
    if (c.req.method !== 'POST')
      return page(405, 'crew-method', {}, { headers: { Allow: 'POST' } });
    if (fromAnotherSite(c.env.incoming, answers.siteUrl)) return page(403, 'crew-cross-site', {});
    /** @type {Record<string, string | File>} */
    const form = await c.req.parseBody().catch(() => ({}));
    const text = (/** @type {string} */ name) => {
      const value = form[name];
      return typeof value === 'string' ? value : '';
    };
    const list = text('list');
    const shown = { list: list.slice(0, maxCrewListLength) };
    const key = text('key').trim();
    if (!key) return page(400, 'crew-invalid-key-missing', shown);
    const found = await employers.accountOf(key, { surface: 'crew' });
    if ('refused' in found)
      return found.refused === 'inactive'
        ? page(403, 'crew-invalid-key-inactive', shown)
        : page(400, 'crew-invalid-key-unknown', shown);
    const { account } = found;
    const upload = form.file;
    const file =
      upload instanceof File && upload.size > 0
        ? { name: upload.name, bytes: Buffer.from(await upload.arrayBuffer()) }
        : undefined;
    const crew = readCrewList({ list, file });
    if (!crew.ok) {
      if (crew.field === 'rows')
        return crew.problem === 'tooMany'
          ? page(400, 'crew-invalid-rows-tooMany', { ...shown, rowCount: String(crew.count) })
          : page(400, 'crew-invalid-rows-missing', shown);
      if (crew.problem === 'tooLarge')
        return page(413, 'crew-invalid-file-tooLarge', { ...shown, detail: crew.detail });
      return page(
        400,
        crew.field === 'list' ? 'crew-invalid-list-format' : 'crew-invalid-file-format',
        { ...shown, detail: crew.detail },
      );
    }
    const pairs = crew.rows.flatMap((row) => ('unreadable' in row ? [] : [row]));
    const checked = pairs.length
      ? await inTime(
          employers.check(account, { register: 'operators', pairs, surface: 'crew' }, at),
        )
      : { spent: /** @type {const} */ (true), used: 0, updatedAt: undefined, results: [] };
    if (checked === unavailable)
      return page(503, 'crew-unavailable', shown, { headers: { 'Retry-After': '60' } });
    if (!checked.spent && checked.refused === 'no-matches')
      return page(429, 'crew-refused', shown, {
        headers: { 'Retry-After': String(secondsToUkMidnight(at)) },
      });
    if (!checked.spent)
      return page(
        429,
        'crew-limited',
        {
          ...shown,
          dailyQuota: String(account.dailyQuota),
          quotaLeft: String(Math.max(0, account.dailyQuota - checked.used)),
        },
        { headers: { 'Retry-After': String(secondsToUkMidnight(at)) } },
      );
    const today = ukToday(at);
    const results = checked.results.values();
    const rows = crew.rows.map((row) => {
      const blank = { name: '', validUntil: '', validUntilDate: '', reference: '', receipt: '' };
      if ('unreadable' in row)
        return {
          ...blank,
          where: row.where,
          // What the row held, where it seems to belong.
          number: /\d/.test(row.given) ? row.given.slice(0, 40) : '',
          surname: /\d/.test(row.given) ? '' : row.given.slice(0, 200),
          outcome: 'invalid',
          outcomeText: `${crewOutcomes.invalid}: ${row.unreadable}`,
          // Hidden on the page; without its style, the verify page itself.
          verifyHref: verifyPagePath,
        };
      const result = results.next().value;
      if (result?.outcome === 'limited')
        return {
          ...blank,
          where: row.where,
          number: result.number,
          surname: row.surname.slice(0, 200),
          outcome: 'invalid',
          outcomeText: `${crewOutcomes.limited}: try again after ${ukClock.format(result.retryAt)}`,
          verifyHref: verifyPagePath,
        };
      if (!result || result.outcome === 'invalid')
        return {
          ...blank,
          where: row.where,
          number: row.number.slice(0, 40),
          surname: row.surname.slice(0, 200),
          outcome: 'invalid',
          outcomeText: `${crewOutcomes.invalid}: ${
            result?.outcome === 'invalid'
              ? (rowProblems[result.problem.field]?.[result.problem.problem] ?? 'not readable')
              : 'not readable'
          }`,
          verifyHref: verifyPagePath,
        };
      const ending =
        result.outcome === 'match' &&
        result.status === 'current' &&
        daysBetween(today, result.validUntil) <= endingWithinDays;
      const outcome =
        result.outcome === 'no-match' ? 'no-match' : ending ? 'ending' : result.status;
      return {
        where: row.where,
        number: result.number,
        surname: row.surname.slice(0, 200),
        outcome,
        outcomeText: crewOutcomes[/** @type {keyof typeof crewOutcomes} */ (outcome)],
        name: result.outcome === 'match' ? result.name : '',
        validUntil: result.outcome === 'match' ? longDate(result.validUntil) : '',
        validUntilDate: result.outcome === 'match' ? result.validUntil : '',
        reference: result.reference,
        receipt: result.receipt,
        verifyHref: receiptHref(result.receipt),
      };
    });
    const count = (/** @type {string[]} */ ...outcomes) =>
      String(rows.filter((row) => outcomes.includes(row.outcome)).length);
    const checkedAt = ukTime.format(at);
    const csv = csvText(
      [
        'where',
        'registration_number',
        'surname',
        'outcome',
        'name',
        'valid_until',
        'reference',
        'checked_at',
        'receipt',
      ],
      rows.map((row) => ({
        where: row.where,
        registration_number: row.number,
        surname: row.surname,
        outcome: row.outcomeText,
        name: row.name,
        valid_until: row.validUntilDate,
        reference: row.reference,
        checked_at: row.reference ? at.toISOString() : '',
        receipt: row.receipt,
      })),
      // A number or surname as typed is shown, never run, when the file is opened in Excel.
      { forSpreadsheets: true },
    );
    return page(200, 'crew-results', {
      accountName: account.name,
      checkedAt,
      registerUpdated: checked.updatedAt ? ukMinute.format(checked.updatedAt) : 'not yet loaded',
      rowCount: String(rows.length),
      currentCount: count('current', 'ending'),
      attentionCount: count('expired', 'suspended', 'no-match'),
      invalidCount: count('invalid'),
      quotaLeft: String(Math.max(0, account.dailyQuota - checked.used)),
      // Excel reads a CSV as UTF-8 only after a byte-order mark.
      csvHref: `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`,
      csvName: `crew-check-${today}-${at.toISOString().slice(11, 16).replace(':', '')}.csv`,
      crew: rows.map(
        ({
          where,
          number,
          surname,
          outcome,
          outcomeText,
          name,
          validUntil,
          reference,
          verifyHref,
        }) => ({
          where,
          number,
          surname,
          outcome,
          outcomeText,
          name,
          validUntil,
          reference,
          verifyHref,
        }),
      ),
    });
  });
  return router;
}
