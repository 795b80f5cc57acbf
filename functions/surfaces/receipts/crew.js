// A crew's receipt whose signature holds, on the verify page: what it certifies, and its rows as
// the scheme keeps them (functions/crew-receipts.js) if they are the rows it certifies; otherwise
// why they are not listed. One Firestore read, within the deadline.
import { inTime, page, unavailable } from '../../answering.js';
import { crewCountSlots, readCrewRows } from '../../crew-receipts.js';
import { issuedByText } from '../../receipt-answers.js';
import { longDate, ukTime } from '../../vocabulary/dates.js';
import { contextOf } from '../context.js';
import { crewOutcomeText } from '../crew/rows.js';

/**
 * The answer to a crew's receipt.
 * @param {import('hono').Context<any>} c
 * @param {string} typed what was given, shown again in the form
 * @param {import('../../receipts.js').CrewReceipted} crew
 * @param {{ keyId: string, issuer: string }} signed
 * @returns {Promise<Response>}
 */
export async function answerCrew(c, typed, crew, { keyId, issuer }) {
  const { activity, now, log } = contextOf(c);
  const certified = {
    receipt: typed,
    account: crew.account,
    checkedAt: ukTime.format(crew.checkedAt),
    reference: crew.reference,
    keyId,
    issuedBy: issuedByText(issuer, crew.demonstration === true),
    ...crewCountSlots(crew.counts),
  };
  const kept = await inTime(c, readCrewRows(activity, crew, now()));
  if (kept === unavailable)
    return page(c, 503, 'receipt-valid-crew-unavailable', certified, {
      headers: { 'Retry-After': '60' },
    });
  if ('gone' in kept) return page(c, 200, 'receipt-valid-crew-gone', certified);
  if ('altered' in kept) {
    // What the scheme keeps is not what it signed: someone changed it.
    log({ error: 'crew-rows-altered' });
    return page(c, 200, 'receipt-valid-crew-altered', certified);
  }
  return page(c, 200, 'receipt-valid-crew', {
    ...certified,
    crewRows: kept.rows.map((row, index) => ({
      position: String(index + 1),
      number: row.number,
      outcomeText: crewOutcomeText(row.outcome, row.since),
      validUntil: row.validUntil ? longDate(row.validUntil) : '',
      reference: row.reference,
    })),
  });
}
