// The pages of the holder's own card (`/card/…`, functions/surfaces/card/, docs/holders.md) and the
// verify page's answers to a card's code (`/verify/result`, functions/surfaces/receipts/card.js):
// one kind per page, each with the values, lists and rows it shows, spread into `answerKinds`
// (functions/answers.js), so the build renders each as a page of the site (app/card/answers/[kind],
// app/verify/answers/[kind]) and checks its values as it checks every answer's. Pure data.

const none = /** @type {const} */ ([]);

/** The holder's record as the register holds it: who, which number, until when. */
const holder = /** @type {const} */ (['fullName', 'number', 'validUntil']);

/**
 * The provider that trained the holder, linking to its page, with its standing where it may not
 * train today: one row, or none.
 */
const providerLink = /** @type {const} */ (['providerName', 'providerHref', 'providerStanding']);

/** The provider as the holder's record names it: with its phone too. */
const provider = /** @type {const} */ ([...providerLink, 'providerPhone', 'providerPhoneHref']);

export const cardAnswerKinds = /** @type {const} */ ({
  // Signing in: the number and the address, the link sent, the link opened, limits.
  'card-sign-in': {
    values: ['number', 'email'],
    lists: ['problems', 'numberProblem', 'emailProblem', 'notices'],
  },
  'card-link-sent': { values: none, lists: none },
  'card-link': { values: ['code'], lists: ['problems'] },
  'card-limited': { values: ['retryAt'], lists: none },
  // The holder's record: the standing in words ("Suspended since 3 November 2026"), categories
  // with any provisional state, the provider.
  'card-record': {
    values: [...holder, 'standing'],
    lists: ['categories'],
    rows: { provisional: ['provisionalText'], providers: provider },
  },
  // The card: the photograph, what the register holds (categories still provisional said so), and
  // the live code's frame; `ending`, one line when it ends within 90 days.
  'card-show': {
    values: [...holder, 'photo'],
    lists: ['categories', 'ending'],
    rows: { provisional: ['provisionalText'], providers: providerLink },
  },
  // A card that cannot be shown as valid, said at once: suspended (since when, why, where kept),
  // expired, removed (on which day, where kept) or not on the register.
  'card-suspended': {
    values: ['fullName', 'number'],
    lists: none,
    rows: { since: ['sinceDate'], why: ['whyText'] },
  },
  'card-expired': { values: holder, lists: none },
  'card-removed': { values: ['number'], lists: none, rows: { on: ['removedOn'] } },
  'card-refused': { values: none, lists: ['problems'] },
  'card-method': { values: none, lists: none },
  'card-cross-site': { values: none, lists: none },
  'card-unavailable': { values: none, lists: none },
});

/**
 * What every answer to a card's code shows: the code as it came (the verify form shows it again),
 * and when it was made (UK time, "14:30:05") and how long ago ("3 minutes ago").
 */
const code = /** @type {const} */ (['receipt', 'madeAt', 'madeAgo']);

/**
 * A genuine, fresh code: the holder as the register holds them now (read when the code is
 * verified, never from the code), when it was read, and who signed the code.
 */
const read = /** @type {const} */ ([...code, ...holder, 'checkedAt', 'keyId', 'issuedBy']);

/** A fresh code's holder on the register: photograph, categories, provisional ones, provider. */
const onRegister = /** @type {const} */ ({
  values: [...read, 'photo'],
  lists: ['categories'],
  rows: { provisional: ['provisionalText'], providers: providerLink },
});

export const cardReceiptAnswerKinds = /** @type {const} */ ({
  'receipt-card-current': onRegister,
  'receipt-card-ending': { ...onRegister, values: [...onRegister.values, 'endsIn'] },
  'receipt-card-expired': onRegister,
  'receipt-card-suspended': {
    ...onRegister,
    rows: { ...onRegister.rows, since: ['sinceDate'], why: ['whyText'] },
  },
  'receipt-card-removed': {
    values: [...code, 'number', 'checkedAt', 'keyId', 'issuedBy'],
    lists: none,
    rows: { on: ['removedOn'] },
  },
  // Past its life: no standing, no name, no number: only when it was made.
  'receipt-card-stale': { values: code, lists: none },
  'receipt-card-forged': { values: ['receipt'], lists: none },
  'receipt-card-unavailable': { values: ['receipt'], lists: none },
});
