// One receipt for a whole crew (functions/crew-receipts.js), its rows kept for the verify page to
// list: a crew's answer is never sent without it, as no check's record is.
import { inTime, unavailable } from '../../answering.js';
import { crewCounts, crewReference, crewRowsDigest, keepCrewRows } from '../../crew-receipts.js';
import { receiptValues } from '../../receipt-links.js';
import { demonstrationIssuer } from '../../receipts.js';
import { contextOf } from '../context.js';

/**
 * A crew's receipt, signed and its rows kept, and what its page shows of it (the JWS, the verify
 * address and its QR code in full); undefined if the receipts' key failed or the rows could not
 * be kept in time.
 * @param {import('hono').Context<any>} c
 * @param {{ account: string, at: Date, rows: import('../../crew-receipts.js').CrewRow[] }} crew
 */
export async function crewReceiptOf(c, { account, at, rows }) {
  const { receipts, activity, answers, log } = contextOf(c);
  const counts = crewCounts(rows);
  const reference = crewReference(at);
  let values;
  try {
    const receipt = await (
      await receipts
    ).signCrew({
      account,
      register: 'operators',
      counts,
      digest: crewRowsDigest(rows),
      reference,
      checkedAt: at,
    });
    // The QR code leads to this site's own verify page, wherever it runs.
    values = await receiptValues(receipt, answers.siteUrl || demonstrationIssuer);
  } catch {
    // The error (the key's) was logged when the handler started; nothing of the crew here.
    log({ error: 'receipt-unsigned' });
    return undefined;
  }
  const stored = await inTime(c, keepCrewRows(activity, { reference, account, at, rows }));
  return stored === unavailable ? undefined : { reference, counts, values };
}
