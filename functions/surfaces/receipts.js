// Receipts (functions/receipts.js, docs/receipts.md): the public keys, published as a JWKS, which
// anyone verifies a receipt against, later and offline; and the site's own verify address
// (`/verify/result?receipt=…`, where a printed record's QR code leads and the verify page's form
// sends), which answers with a page of the site saying what a receipt certifies, or why it is not
// a receipt of the scheme's.
//
// What the verify address promises: it reads nothing but the receipt, and for a crew's receipt
// whose signature holds, its rows (one Firestore read, within the deadline, or the answer says the
// rows cannot be listed just now: only a receipt the scheme signed costs a read, so no limit is
// counted: a signature's check costs about half a millisecond of CPU, and says nothing the
// receipt's holder could not learn from the receipt and the published keys); an address longer
// than 4 KB is refused unread; the receipt, the numbers and the account it holds are never logged
// (the log line names the answer only); the answers are `no-store` and `noindex`, as a check's are.
import { createSend, deadlineOf, unavailable } from '../answering.js';
import { crewCountSlots, readCrewRows } from '../crew-receipts.js';
import { ukTime, longDate } from '../vocabulary/dates.js';
import { issuedByText } from '../receipt-answers.js';
import { issuerOf, verifyReceipt } from '../receipts.js';
import { routes } from '../vocabulary/paths.js';
import { formFields, tooLarge } from './form-body.js';
import { crewOutcomeText } from './crew.js';
import { answeredBy, createRouter } from './router.js';

/** The longest address the verify route reads: a receipt is about 450 characters. */
export const maxVerifyAddressBytes = 4096;

/** Where a register's check is, to check a number again today (never with the number in it). */
const checkAgain = { operators: '/check', instructors: '/instructors/check' };

/**
 * The receipt a request carries: in the form's body (a POST: a receipt pasted, kept out of the
 * address and so out of every request log) or in the address (a GET: a QR code's link). Undefined
 * for a request larger than `maxVerifyAddressBytes`.
 * @param {import('./router.js').Request} request
 * @returns {Promise<string | undefined>}
 */
async function typedReceipt(request) {
  const address = request.url ?? '';
  if (Buffer.byteLength(address) > maxVerifyAddressBytes) return undefined;
  if (request.method !== 'POST') {
    const query = address.includes('?') ? address.slice(address.indexOf('?') + 1) : '';
    return new URLSearchParams(query).get('receipt') ?? '';
  }
  const form = await formFields(request, maxVerifyAddressBytes);
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
 * The receipts' routes (`jwks`, `verify` in functions/vocabulary/paths.js) on a router.
 * @param {Pick<import('../handler.js').SurfaceContext, 'activity' | 'answers' | 'render' | 'log' | 'receipts' | 'allowDemonstration' | 'now' | 'deadlineMs'>} context
 */
export function receiptsSurface({
  activity,
  answers,
  render,
  log,
  receipts,
  allowDemonstration,
  now,
  deadlineMs,
}) {
  const send = createSend({ render, headers: answers.headers, policies: answers.policies, log });
  const issuer = issuerOf(answers.siteUrl, { demonstration: allowDemonstration });
  const inTime = deadlineOf(deadlineMs);

  /**
   * A crew's receipt whose signature holds: what it certifies, and its rows as kept if they are
   * the rows it certifies; otherwise why they are not listed.
   * @param {import('./router.js').Response} response
   * @param {string} typed
   * @param {import('../receipts.js').CrewReceipted} crew
   * @param {string} keyId
   */
  async function answerCrew(response, typed, crew, keyId) {
    const certified = {
      receipt: typed,
      account: crew.account,
      checkedAt: ukTime.format(crew.checkedAt),
      reference: crew.reference,
      keyId,
      issuedBy: issuedByText(issuer, crew.demonstration === true),
      ...crewCountSlots(crew.counts),
    };
    const kept = await inTime(readCrewRows(activity, crew, now()));
    if (kept === unavailable)
      send(response, 503, 'receipt-valid-crew-unavailable', certified, {
        headers: { 'Retry-After': '60' },
      });
    else if ('gone' in kept) send(response, 200, 'receipt-valid-crew-gone', certified);
    else if ('altered' in kept) {
      // What the scheme keeps is not what it signed: someone changed it.
      log({ error: 'crew-rows-altered' });
      send(response, 200, 'receipt-valid-crew-altered', certified);
    } else
      send(response, 200, 'receipt-valid-crew', {
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

  /**
   * @param {import('./router.js').Request} request
   * @param {import('./router.js').Response} response
   */
  async function answerVerify(request, response) {
    if (!['GET', 'HEAD', 'POST'].includes(request.method ?? '')) {
      send(response, 405, 'receipt-method', {}, { headers: { Allow: 'GET, HEAD, POST' } });
      return;
    }
    const typed = await typedReceipt(request).catch(() => '');
    if (typed === undefined) {
      send(response, request.method === 'POST' ? 413 : 414, 'receipt-invalid-malformed', {
        receipt: '',
      });
      return;
    }
    const token = receiptIn(typed);
    if (!token) {
      send(response, 400, 'receipt-invalid-missing', { receipt: typed });
      return;
    }
    const checked = await verifyReceipt(token, (await receipts).jwks, { issuer });
    if (!checked.ok) {
      // Text that is no receipt is a form to correct; a receipt that does not hold is an answer.
      send(
        response,
        checked.problem === 'malformed' ? 400 : 200,
        `receipt-invalid-${checked.problem}`,
        {
          receipt: typed,
        },
      );
      return;
    }
    if ('crew' in checked) {
      await answerCrew(response, typed, checked.crew, checked.keyId);
      return;
    }
    const { receipt, keyId } = checked;
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
      send(response, 200, 'receipt-valid-match', {
        ...certified,
        status: receipt.status ?? '',
        validUntil: receipt.validUntil ? longDate(receipt.validUntil) : '',
      });
    else send(response, 200, 'receipt-valid-no-match', certified);
  }

  const router = createRouter();
  router.get(routes.jwks.path, async (c) =>
    c.json((await receipts).jwks, 200, {
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
      // Public keys, for anyone's verifier, on any site.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    }),
  );
  router.all(routes.verify.path, answeredBy(answerVerify));
  return router;
}
