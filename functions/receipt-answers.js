// The answers of the site's verify address (`/verify/result`, functions/surfaces/receipts/): one
// kind per outcome, each with the values it shows, spread into `answerKinds` (functions/answers.js),
// so the build renders each as a page of the site (app/verify/answers/[kind]) and checks its values
// as it checks the checks' answers. Pure data: the site imports it.

const none = /** @type {const} */ ([]);

/** What the visitor typed into the verify form (or the QR code's address held), shown in it again. */
const typed = /** @type {const} */ (['receipt']);

/**
 * What a receipt of the scheme's certifies, in words: which register (`operators`,
 * `instructors`) said what of which number, when (UK time) and under which reference, the id of the
 * key that signed it, and where to check the number again today.
 */
const certified = /** @type {const} */ ([
  ...typed,
  'register',
  'number',
  'checkedAt',
  'reference',
  'keyId',
  'issuedBy',
  'checkAgainHref',
]);

/**
 * How many rows of a crew had each outcome, and in all (functions/crew-receipts.js,
 * `crewCountSlots`): who may work, who may not and why, who was not checked. The crew check's
 * answer shows them as a crew's receipt does.
 */
export const crewCountValues = /** @type {const} */ ([
  'rowCount',
  'mayWorkCount',
  'currentCount',
  'endingCount',
  'mayNotCount',
  'expiredCount',
  'suspendedCount',
  'noMatchCount',
  'notCheckedCount',
  'unreadableCount',
  'limitedCount',
]);

/**
 * What a crew's receipt certifies: the employer's account whose crew check it was, when (UK
 * time), its reference, the key that signed it, and its counts.
 */
const crewCertified = /** @type {const} */ ([
  ...typed,
  'account',
  'checkedAt',
  'reference',
  'keyId',
  'issuedBy',
  ...crewCountValues,
]);

/**
 * Who a genuine receipt says issued it, as the valid answers say it (`issuedBy`): the site's
 * address, or, for a receipt an emulator's project made, that it is a demonstration.
 * @param {string} issuer the receipt's `iss`
 * @param {boolean} demonstration
 */
export const issuedByText = (issuer, demonstration) =>
  demonstration
    ? `${issuer}, a demonstration copy of the site whose records are fictional: it certifies nothing about the scheme’s register`
    : issuer;

/**
 * Each answer of the verify address: a receipt that holds, of a match (with the status and the
 * valid-until date then) or of a no-match; a crew's receipt that holds, with its rows as kept
 * (each row's place, number, outcome in words, valid-until date and reference), or saying why
 * they are not listed (what is kept is not what it certifies; no longer kept; not readable just
 * now); each reason a text is no receipt; and a request that is no GET.
 */
export const receiptAnswerKinds = /** @type {const} */ ({
  'receipt-valid-match': { values: [...certified, 'status', 'validUntil'], lists: none },
  'receipt-valid-no-match': { values: certified, lists: none },
  'receipt-valid-crew': {
    values: crewCertified,
    lists: none,
    rows: { crewRows: ['position', 'number', 'outcomeText', 'validUntil', 'reference'] },
  },
  'receipt-valid-crew-altered': { values: crewCertified, lists: none },
  'receipt-valid-crew-gone': { values: crewCertified, lists: none },
  'receipt-valid-crew-unavailable': { values: crewCertified, lists: none },
  'receipt-invalid-missing': { values: typed, lists: none },
  'receipt-invalid-malformed': { values: typed, lists: none },
  'receipt-invalid-signature': { values: typed, lists: none },
  'receipt-invalid-unknown-key': { values: typed, lists: none },
  'receipt-invalid-not-ours': { values: typed, lists: none },
  'receipt-invalid-key-period': { values: typed, lists: none },
  'receipt-method': { values: none, lists: none },
});
