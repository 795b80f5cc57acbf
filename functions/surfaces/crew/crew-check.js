// The crew check's answer: each row checked as the employers' API checks a pair
// (functions/employers/: the same quota, the same limits on a number, the same record of the
// account's checks, the same receipts), and one table, in the order given, that prints with the
// crew's own receipt and downloads as a CSV. A row that cannot be read is named and the others
// are still checked.
import { inTime, page, unavailable } from '../../answering.js';
import { crewCountSlots } from '../../crew-receipts.js';
import { secondsToUkMidnight, ukMinute, ukTime, ukToday } from '../../vocabulary/dates.js';
import { contextOf } from '../context.js';
import { crewCsv, csvHref } from './csv.js';
import { readCrewForm } from './form.js';
import { crewReceiptOf } from './receipt.js';
import { rowsOf } from './rows.js';

/**
 * A row as the answer's table shows it.
 * @param {import('./rows.js').Row} row
 */
const shownRow = ({
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
}) => ({
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
});

/**
 * The answer to a crew check.
 * @param {import('hono').Context<any>} c
 * @returns {Promise<Response>}
 */
export async function answerCrewCheck(c) {
  const { employers, now } = contextOf(c);
  const at = now();
  const form = await readCrewForm(c);
  if ('refusal' in form) return form.refusal;
  const { account, crew, shown } = form;
  const unavailablePage = () =>
    page(c, 503, 'crew-unavailable', shown, { headers: { 'Retry-After': '60' } });
  const pairs = crew.rows.flatMap((row) => ('unreadable' in row ? [] : [row]));
  const checked = pairs.length
    ? await inTime(
        c,
        employers.check(account, { register: 'operators', pairs, surface: 'crew' }, at),
      )
    : { spent: /** @type {const} */ (true), used: 0, updatedAt: undefined, results: [] };
  if (checked === unavailable) return unavailablePage();
  const untilMidnight = { headers: { 'Retry-After': String(secondsToUkMidnight(at)) } };
  if (!checked.spent && checked.refused === 'no-matches')
    return page(c, 429, 'crew-refused', shown, untilMidnight);
  const quotaLeft = String(Math.max(0, account.dailyQuota - checked.used));
  if (!checked.spent)
    return page(
      c,
      429,
      'crew-limited',
      { ...shown, dailyQuota: String(account.dailyQuota), quotaLeft },
      untilMidnight,
    );
  const today = ukToday(at);
  const rows = rowsOf(crew, checked.results, today);
  const receipt = await crewReceiptOf(c, {
    account: account.number,
    at,
    rows: rows.map((row) => row.kept),
  });
  if (!receipt) return unavailablePage();
  return page(c, 200, 'crew-results', {
    accountName: account.name,
    accountNumber: account.number,
    checkedAt: ukTime.format(at),
    registerUpdated: checked.updatedAt ? ukMinute.format(checked.updatedAt) : 'not yet loaded',
    ...crewCountSlots(receipt.counts),
    quotaLeft,
    csvHref: csvHref(crewCsv(rows, at)),
    csvName: `crew-check-${today}-${at.toISOString().slice(11, 16).replace(':', '')}.csv`,
    crewReference: receipt.reference,
    ...receipt.values,
    crew: rows.map((row, index) => ({ ...shownRow(row), position: String(index + 1) })),
  });
}
