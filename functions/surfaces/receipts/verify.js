// The site's own verify address (`/verify/result?receipt=…`, where a printed record's QR code
// leads and the verify page's form sends), which answers with a page of the site saying what a
// receipt certifies, or why it is not a receipt of the scheme's.
//
// What it promises: it reads nothing but the receipt, and for a crew's receipt whose signature
// holds, its rows (one Firestore read, within the deadline; only a receipt the scheme signed costs
// a read, so no limit is counted: a signature's check costs about half a millisecond of CPU, and
// says nothing the receipt's holder could not learn from the receipt and the published keys); an
// address longer than 4 KB is refused unread; the receipt, the numbers and the account it holds
// are never logged (the log line names the answer only); the answers are `no-store` and
// `noindex`, as a check's are.
import { page } from '../../answering.js';
import { issuedByText } from '../../receipt-answers.js';
import { issuerOf, verifyReceipt } from '../../receipts.js';
import { longDate, ukTime } from '../../vocabulary/dates.js';
import { contextOf } from '../context.js';
import { formFields, tooLarge } from '../form-body.js';
import { answerCrew } from './crew.js';
import { isCardToken } from '../../holders/card-token.js';
import { answerCard } from './card.js';

/** The longest address the verify route reads: a receipt is about 450 characters. */
export const maxVerifyAddressBytes = 4096;

/** Where a register's check is, to check a number again today (never with the number in it). */
const checkAgain = { operators: '/check', instructors: '/instructors/check' };

/**
 * The receipt a request carries: in the form's body (a POST: a receipt pasted, kept out of the
 * address and so out of every request log) or in the address (a GET: a QR code's link). Undefined
 * for a request larger than `maxVerifyAddressBytes`.
 * @param {import('hono').Context<any>} c
 * @returns {Promise<string | undefined>}
 */
async function typedReceipt(c) {
  const url = new URL(c.req.url);
  if (Buffer.byteLength(`${url.pathname}${url.search}`) > maxVerifyAddressBytes) return undefined;
  if (c.req.method !== 'POST') return url.searchParams.get('receipt') ?? '';
  const form = await formFields(c, maxVerifyAddressBytes);
  if (form === tooLarge) return undefined;
  return form?.get('receipt') ?? '';
}

/**
 * The receipt in what was typed: the text itself, or the receipt in a pasted verify address (as a
 * QR code reader gives it), spaces and line breaks ignored.
 * @param {string} typed
 */
export function receiptIn(typed) {
  const pasted = /[?&]receipt=([^&#\s]*)/.exec(typed)?.[1];
  let text = typed;
  if (pasted !== undefined)
    try {
      text = decodeURIComponent(pasted);
    } catch {
      text = pasted;
    }
  return text.replace(/\s+/g, '');
}

/**
 * The answer to a receipt of one check whose signature holds: what it certifies, in words.
 * @param {import('hono').Context<any>} c
 * @param {string} typed
 * @param {import('../../receipts.js').Receipted} receipt
 * @param {{ keyId: string, issuer: string }} signed
 */
function answerOne(c, typed, receipt, { keyId, issuer }) {
  const register = receipt.register === 'instructors' ? 'instructors' : 'operators';
  const certified = {
    receipt: typed,
    register: receipt.register,
    number: receipt.number,
    checkedAt: ukTime.format(receipt.checkedAt),
    reference: receipt.reference,
    keyId,
    issuedBy: issuedByText(issuer, receipt.demonstration === true),
    checkAgainHref: checkAgain[register],
  };
  if (receipt.outcome === 'match')
    return page(c, 200, 'receipt-valid-match', {
      ...certified,
      status: receipt.status ?? '',
      validUntil: receipt.validUntil ? longDate(receipt.validUntil) : '',
    });
  return page(c, 200, 'receipt-valid-no-match', certified);
}

/**
 * The answer to the verify address.
 * @param {import('hono').Context<any>} c
 * @returns {Promise<Response>}
 */
export async function answerVerify(c) {
  const { answers, receipts, allowDemonstration } = contextOf(c);
  const typed = await typedReceipt(c).catch(() => '');
  if (typed === undefined)
    return page(c, c.req.method === 'POST' ? 413 : 414, 'receipt-invalid-malformed', {
      receipt: '',
    });
  const token = receiptIn(typed);
  if (!token) return page(c, 400, 'receipt-invalid-missing', { receipt: typed });
  // A holder's card's code: fresh, stale or forged (card.js).
  if (isCardToken(token)) return answerCard(c, typed, token);
  const issuer = issuerOf(answers.siteUrl, { demonstration: allowDemonstration });
  const checked = await verifyReceipt(token, (await receipts).jwks, { issuer });
  // Text that is no receipt is a form to correct; a receipt that does not hold is an answer.
  if (!checked.ok)
    return page(
      c,
      checked.problem === 'malformed' ? 400 : 200,
      `receipt-invalid-${checked.problem}`,
      {
        receipt: typed,
      },
    );
  const signed = { keyId: checked.keyId, issuer };
  if ('crew' in checked) return answerCrew(c, typed, checked.crew, signed);
  return answerOne(c, typed, checked.receipt, signed);
}
