// What a person check's result shows of its receipt (functions/receipt-links.js), signed as the
// API signs the same pair's: the register, the number, the outcome, on a match the status and
// valid-until date, the reference the page shows, when.
import { receiptValues } from '../../receipt-links.js';
import { demonstrationIssuer } from '../../receipts.js';
import { contextOf } from '../context.js';

/**
 * A result's receipt, as its page shows it; undefined if the receipts' key failed: the check is
 * then unavailable, as no result goes without its receipt.
 * @param {import('hono').Context<any>} c
 * @param {'operators' | 'instructors'} register the receipts' name of it
 * @param {{ checkedNumber: string, reference: string }} kept the record the page shows
 * @param {Date} at
 * @param {{ status: string, validUntil: string }} [found] on a match
 */
export async function receiptOf(c, register, kept, at, found) {
  const { receipts, answers, log } = contextOf(c);
  try {
    const receipt = await (
      await receipts
    ).sign({
      register,
      number: kept.checkedNumber,
      outcome: found ? 'match' : 'no-match',
      ...found,
      reference: kept.reference,
      checkedAt: at,
    });
    // The QR code leads to this site's own verify page, wherever it runs.
    return await receiptValues(receipt, answers.siteUrl || demonstrationIssuer);
  } catch {
    // The error (the key's) was logged when the handler started; nothing of the check here.
    log({ error: 'receipt-unsigned' });
    return undefined;
  }
}
