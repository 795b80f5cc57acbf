// The crew check (`crewCheck` in functions/vocabulary/paths.js): a site manager without a system of their own
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
import {
  secondsToUkMidnight,
  ukClock,
  ukMinute,
  ukTime,
  daysBetween,
  longDate,
  ukToday,
} from '../vocabulary/dates.js';
import { endingWithinDays } from '../vocabulary/statuses.js';
import { limits } from '../vocabulary/check-input.js';
import {
  crewCounts,
  crewCountSlots,
  crewReference,
  crewRowsDigest,
  keepCrewRows,
  keptNumber,
} from '../crew-receipts.js';
import { receiptHref, receiptValues } from '../receipt-links.js';
import { demonstrationIssuer } from '../receipts.js';
import { csvText } from '../registers/registers.js';
import { routes } from '../vocabulary/paths.js';
import { fromAnotherSite } from './origin.js';
import { createRouter } from './router.js';

/** The largest form read: the largest file and the longest list, with the form's own room. */
export const maxCrewBodyBytes = 128 * 1024;

/** The site's page that verifies a receipt pasted into it. */
const verifyPagePath = '/verify';

/**
 * What a row's outcome says, in the table, the CSV and the list a crew's receipt leads to; and,
 * where it says more, why (`crewOutcomeDetails`). The words of a crew's rows are made here, as an
 * import's problems are worded where the file is read.
 */
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
 * @param {import('../crew-receipts.js').CrewRowOutcome | 'invalid'} outcome
 * @param {string} [since] the UK day the registration was suspended (YYYY-MM-DD), if known
 */
export const crewOutcomeText = (outcome, since) =>
  outcome === 'suspended' && since
    ? `Suspended since ${longDate(since)}`
    : crewOutcomes[outcome === 'unreadable' ? 'invalid' : outcome];

/** Why a row was not checked, by its field and problem (functions/vocabulary/check-input.js, readCheckInput). */
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
export function crewSurface({
  activity,
  answers,
  render,
  now,
  deadlineMs,
  log,
  receipts,
  employers,
}) {
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
    /**
     * A row as the page shows it, and as the crew's receipt keeps it (`kept`).
     * @typedef {{
     *   where: string, number: string, surname: string, outcome: string, outcomeText: string,
     *   outcomeDetail: string, name: string, validUntil: string, validUntilDate: string,
     *   reference: string, receipt: string, verifyHref: string,
     *   kept: import('../crew-receipts.js').CrewRow,
     * }} Row
     */
    const notChecked = {
      name: '',
      validUntil: '',
      validUntilDate: '',
      reference: '',
      receipt: '',
      // Hidden on the page; without its style, the verify page itself.
      verifyHref: verifyPagePath,
    };
    /** @type {Row[]} */
    const rows = crew.rows.map((row) => {
      if ('unreadable' in row) {
        // What the row held, where it seems to belong.
        const number = /\d/.test(row.given) ? row.given.slice(0, 40) : '';
        return {
          ...notChecked,
          where: row.where,
          number,
          surname: /\d/.test(row.given) ? '' : row.given.slice(0, 200),
          outcome: 'invalid',
          outcomeText: crewOutcomes.invalid,
          outcomeDetail: row.unreadable,
          kept: keptRow('unreadable', keptNumber(number)),
        };
      }
      const result = results.next().value;
      if (result?.outcome === 'limited')
        return {
          ...notChecked,
          where: row.where,
          number: result.number,
          surname: row.surname.slice(0, 200),
          outcome: 'limited',
          outcomeText: crewOutcomes.limited,
          outcomeDetail: `${crewOutcomeDetails.limited}: try again after ${ukClock.format(result.retryAt)}`,
          kept: keptRow('limited', keptNumber(result.number)),
        };
      if (!result || result.outcome === 'invalid') {
        const number = row.number.slice(0, 40);
        return {
          ...notChecked,
          where: row.where,
          number,
          surname: row.surname.slice(0, 200),
          outcome: 'invalid',
          outcomeText: crewOutcomes.invalid,
          outcomeDetail:
            result?.outcome === 'invalid'
              ? (rowProblems[result.problem.field]?.[result.problem.problem] ?? 'not readable')
              : 'not readable',
          kept: keptRow('unreadable', keptNumber(number)),
        };
      }
      const ending =
        result.outcome === 'match' &&
        result.status === 'current' &&
        daysBetween(today, result.validUntil) <= endingWithinDays;
      const outcome =
        result.outcome === 'no-match' ? 'no-match' : ending ? 'ending' : result.status;
      const since =
        result.outcome === 'match' && result.status === 'suspended'
          ? (result.statusSince ?? '')
          : '';
      const validUntilDate = result.outcome === 'match' ? result.validUntil : '';
      return {
        where: row.where,
        number: result.number,
        surname: row.surname.slice(0, 200),
        outcome,
        outcomeText: crewOutcomeText(outcome, since),
        outcomeDetail:
          crewOutcomeDetails[/** @type {keyof typeof crewOutcomeDetails} */ (outcome)] ?? '',
        name: result.outcome === 'match' ? result.name : '',
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
    });
    // One receipt for the whole crew, its rows kept for the verify page to list: the page is
    // never sent without it, as no check's record is.
    const kept = rows.map((row) => row.kept);
    const counts = crewCounts(kept);
    const crewReceipt = await signedCrew(await receipts, {
      account: account.number,
      register: 'operators',
      counts,
      digest: crewRowsDigest(kept),
      reference: crewReference(at),
      checkedAt: at,
    });
    const stored =
      crewReceipt &&
      (await inTime(
        keepCrewRows(activity, {
          reference: crewReceipt.reference,
          account: account.number,
          at,
          rows: kept,
        }),
      ));
    if (!crewReceipt || stored === unavailable)
      return page(503, 'crew-unavailable', shown, { headers: { 'Retry-After': '60' } });
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
        outcome: row.outcomeDetail ? `${row.outcomeText}: ${row.outcomeDetail}` : row.outcomeText,
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
      accountNumber: account.number,
      checkedAt,
      registerUpdated: checked.updatedAt ? ukMinute.format(checked.updatedAt) : 'not yet loaded',
      ...crewCountSlots(counts),
      quotaLeft: String(Math.max(0, account.dailyQuota - checked.used)),
      // Excel reads a CSV as UTF-8 only after a byte-order mark.
      csvHref: `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`,
      csvName: `crew-check-${today}-${at.toISOString().slice(11, 16).replace(':', '')}.csv`,
      crewReference: crewReceipt.reference,
      ...crewReceipt.values,
      crew: rows.map(
        (
          {
            where,
            number,
            surname,
            outcome,
            outcomeText,
            outcomeDetail,
            name,
            validUntil,
            reference,
            verifyHref,
          },
          index,
        ) => ({
          position: String(index + 1),
          where,
          number,
          surname,
          outcome,
          outcomeText,
          outcomeDetail,
          name,
          validUntil,
          reference,
          verifyHref,
        }),
      ),
    });
  });

  /**
   * A crew's receipt and what its page shows of it (the JWS, the verify address and its QR code
   * in full); undefined if the receipts' key failed.
   * @param {Awaited<ReturnType<typeof import('../receipts.js').createReceipts>>} signer
   * @param {Omit<import('../receipts.js').CrewReceipted, 'demonstration'>} crew
   */
  async function signedCrew(signer, crew) {
    try {
      const receipt = await signer.signCrew(crew);
      // The QR code leads to this site's own verify page, wherever it runs.
      const values = await receiptValues(receipt, answers.siteUrl || demonstrationIssuer);
      return { reference: crew.reference, values };
    } catch {
      // The error (the key's) was logged when the handler started; nothing of the crew here.
      log({ error: 'receipt-unsigned' });
      return undefined;
    }
  }
  return router;
}

/**
 * A row not checked, as the crew's receipt keeps it.
 * @param {'unreadable' | 'limited'} outcome
 * @param {string} number
 * @returns {import('../crew-receipts.js').CrewRow}
 */
const keptRow = (outcome, number) => ({
  number,
  outcome,
  since: '',
  validUntil: '',
  reference: '',
});
