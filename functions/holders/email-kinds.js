// The holders' emails (docs/holders.md, "Told in time"), defined once as the answer pages are
// (functions/answers.js): each kind with the values, lists and rows its words show. The build
// writes each kind's subject, text and HTML with a Handlebars expression wherever a value goes
// (components/holders/email.tsx, scripts/build/holder-emails.mjs) and checks that each uses
// exactly its kind's values; the function fills them (functions/holders/emails.js). Pure data: the
// site imports it.
import { slotsFor } from '../slots.js';

const none = /** @type {const} */ ([]);

/**
 * What every email shows: the holder's name and number, where to stop the emails (the one-click
 * address, functions/holders/unsubscribe.js) and where the site says what they are.
 */
const every = /** @type {const} */ (['fullName', 'number', 'unsubscribeHref', 'aboutHref']);

/**
 * The provider that trained and tested the holder: its name, its page on the site, its phone (as
 * the providers' register holds it) and the phone as a link. One row, or none where the register
 * names no provider.
 */
const provider = /** @type {const} */ ({
  provider: ['providerName', 'providerHref', 'providerPhone', 'providerPhoneHref'],
});

/** Where the holder sees the registration as an employer does: the check, with the number typed. */
const seen = /** @type {const} */ (['checkHref']);

/** A registration that ends soon: the day, how long until it, and where to find a provider. */
const ending = /** @type {const} */ ({
  values: [...every, ...seen, 'validUntil', 'daysLeft', 'findHref'],
  lists: ['categories'],
  rows: provider,
});

export const holderEmailKinds = /** @type {const} */ ({
  // A provider's approver put results on the register: provisional until the scheme confirms
  // them (until when), the categories, how to see them (the check; the holder's card).
  entered: {
    values: [...every, ...seen, 'provisionalUntil', 'cardHref'],
    lists: ['categories'],
    rows: provider,
  },
  // The scheme confirmed them: they count like any other category, until the registration's end.
  confirmed: {
    values: [...every, ...seen, 'validUntil', 'cardHref'],
    lists: ['categories'],
    rows: provider,
  },
  // Suspended from a day, with the reason the check shows where there is one (a provider's).
  suspended: { values: [...every, ...seen, 'since'], lists: ['reasons'], rows: provider },
  // Taken off the register on a day.
  removed: { values: [...every, 'removedOn'], lists: none, rows: provider },
  // 90 days or fewer before it ends (and more than 30), then 30 or fewer.
  'ending-90': ending,
  'ending-30': ending,
  // Its last day: it has ended (sent on the day, or within the week after).
  ended: {
    values: [...every, ...seen, 'validUntil', 'expiredFrom', 'findHref'],
    lists: none,
    rows: provider,
  },
});

/** @typedef {keyof typeof holderEmailKinds} HolderEmailKind */

/** @type {readonly HolderEmailKind[]} */
export const holderEmailKindNames = /** @type {HolderEmailKind[]} */ (
  Object.keys(holderEmailKinds)
);

/**
 * What an email of kind `K` is filled with: each value as text, each list as its items, each row
 * as a record of its fields.
 * @template {HolderEmailKind} K
 * @typedef {{ [V in (typeof holderEmailKinds)[K]['values'][number]]: string }
 *   & { [L in (typeof holderEmailKinds)[K]['lists'][number]]: readonly string[] }
 *   & { provider: readonly { [F in (typeof provider)['provider'][number]]: string }[] }} HolderEmailData
 */

/**
 * The expressions an email of `kind` writes where its values, lists and rows go, as
 * functions/answers.js's `slotsOf` gives a page's.
 * @template {HolderEmailKind} K
 * @param {K} kind
 * @returns {{ [V in (typeof holderEmailKinds)[K]['values'][number]]: string }
 *   & { [L in (typeof holderEmailKinds)[K]['lists'][number]]: { start: string, item: string, end: string } }
 *   & { provider: { start: string, otherwise: string, end: string, fields: { [F in (typeof provider)['provider'][number]]: string } } }}
 */
export function emailSlotsOf(kind) {
  return slotsFor(kind, holderEmailKinds[kind]);
}
