// The verify page's answer to a card's code (functions/holders/card-token.js; docs/receipts.md,
// "A card's code"), which a holder's card shows as a QR code that any phone's camera opens here:
// - fresh (its signature holds, within its life): the holder as the register holds them now,
//   read now, never from the code: photograph, name, standing (current, ending, expired,
//   suspended, removed), categories, valid-until date, provider;
// - stale (its signature holds, its life is over): when it was made and how long ago, and that it
//   is probably a screenshot or a photograph; no standing, no name, no number;
// - forged (its signature does not hold, its key is not the scheme's, it is not the scheme's, or
//   dated outside its key's time): that it is not the scheme's, and nothing else.
// As every answer of the verify address: `no-store`, `noindex`, and a log line naming the answer
// only (answering.js), never the code or the number in it.
import { inTime, page, unavailable } from '../../answering.js';
import {
  holderValues,
  readHolder,
  removedRows,
  suspensionRows,
} from '../../holders/card-holder.js';
import { codeClock, readCardToken } from '../../holders/card-token.js';
import { issuedByText } from '../../receipt-answers.js';
import { issuerOf } from '../../receipts.js';
import { ukTime } from '../../vocabulary/dates.js';
import { contextOf } from '../context.js';

/**
 * How long ago a moment was, in words: "12 seconds ago", "3 minutes ago", "2 hours ago", "4 days ago".
 * @param {Date} then
 * @param {Date} now
 */
export function agoText(then, now) {
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  const [count, unit] =
    seconds < 120
      ? [seconds, 'second']
      : seconds < 7200
        ? [Math.floor(seconds / 60), 'minute']
        : seconds < 172_800
          ? [Math.floor(seconds / 3600), 'hour']
          : [Math.floor(seconds / 86_400), 'day'];
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * The answer to a card's code.
 * @param {import('hono').Context<any>} c
 * @param {string} typed what the form or the address held
 * @param {string} token the compact JWS in it
 */
export async function answerCard(c, typed, token) {
  const context = contextOf(c);
  const { answers, receipts, allowDemonstration } = context;
  const at = context.now();
  const issuer = issuerOf(answers.siteUrl, { demonstration: allowDemonstration });
  const read = await readCardToken(token, (await receipts).jwks, { issuer, now: at });
  if ('forged' in read) return page(c, 200, 'receipt-card-forged', { receipt: typed });
  const code = 'fresh' in read ? read.fresh : read.stale;
  const made = {
    receipt: typed,
    madeAt: codeClock.format(code.madeAt),
    madeAgo: agoText(code.madeAt, at),
  };
  if ('stale' in read) return page(c, 200, 'receipt-card-stale', made);
  const held = await inTime(c, readHolder(context, code.number, { at, photo: true }));
  if (held === unavailable)
    return page(
      c,
      503,
      'receipt-card-unavailable',
      { receipt: typed },
      { headers: { 'Retry-After': '60' } },
    );
  const signed = {
    ...made,
    checkedAt: ukTime.format(at),
    keyId: code.keyId,
    issuedBy: issuedByText(issuer, code.demonstration),
  };
  if (!('record' in held))
    return page(c, 200, 'receipt-card-removed', {
      ...signed,
      number: code.number,
      on: removedRows('removed' in held ? held.removed : undefined),
    });
  const values = { ...signed, ...holderValues(held, at), photo: held.photo };
  if (held.standing === 'suspended')
    return page(c, 200, 'receipt-card-suspended', { ...values, ...suspensionRows(held.record) });
  return page(c, 200, `receipt-card-${held.standing}`, values);
}
