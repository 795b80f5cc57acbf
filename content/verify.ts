import { type AnswerKind, answerKindNames } from '@/functions/answers.js';
import { checkRecordRetentionDays } from '@/functions/vocabulary/retention.js';
import { crewReceiptType, receiptAlgorithm, receiptType } from '@/functions/receipts.js';
import { routes } from '@/functions/vocabulary/paths.js';
import { telHref } from '@/functions/vocabulary/phones.js';
import { crewCountsContent } from './crew-counts';
import { cardVerifyTitles } from './card';
import { site } from './site';
import type { ReceiptRecordContent, RichText, VerifyContent } from './types';

/**
 * What a check's record says of its receipt (components/receipt/record-receipt.tsx): the same on
 * every person check's record. The verify page's address follows `scan`.
 */
export const receiptRecordContent = {
  scan: `Scan to verify this record on the ${site.shortName} website, at`,
  qrAlt: 'QR code: this record’s receipt on our verify page',
  link: 'Verify this record',
  show: 'Show the receipt, to copy',
  about:
    'The receipt is this record signed by the scheme: which register was asked, the number, the outcome, when and the reference, with no name or photograph. Anyone can verify it on our verify page, or with any JOSE library and our public keys.',
} as const satisfies ReceiptRecordContent;

/**
 * Who to tell about a record whose receipt does not verify. (The scheme's phone number as the
 * checks link it: content/check.ts, which imports this module, cannot be imported here.)
 */
const tellUs: RichText = [
  'If someone gave you this record as proof of a check, ',
  { text: 'tell us', href: '/contact' },
  ' or call ',
  { text: site.contact.phone, href: telHref(site.contact.phone) },
  '.',
];

/**
 * The verify page (docs/receipts.md): what a receipt is, a native GET form to the Cloud
 * Function's verify address, and the words of every answer it gives
 * (functions/receipt-answers.js), with `{{slots}}` where the function puts what a receipt
 * certifies.
 */
export const verifyContent = {
  heading: 'Verify a receipt',
  intro: [
    'Every check on this website, of an operator or an instructor, and every check through the employers’ API comes with a receipt: a short text the scheme signs, saying what our register said and when. A printed record of a check carries its receipt as a QR code.',
    'To see what a receipt certifies, scan the QR code on a record with your phone’s camera, or paste the receipt below. Anyone can verify one: an employer, their client, an auditor, today or years from now.',
    'A receipt holds which register was asked, the registration number, whether it matched, the registration’s status and valid-until date at the time, when the check was made and its reference. It holds no name and no photograph.',
    `A crew check’s record carries one receipt for the whole crew: verified here, it says how many rows had each outcome and lists every row, with its number, outcome and reference, for ${checkRecordRetentionDays} days after the check.`,
  ],
  form: {
    action: routes.verify.path,
    heading: 'Paste a receipt',
    againHeading: 'Verify another receipt',
    label: 'Receipt',
    hint: 'The long text from a check’s record or the employers’ API, beginning “eyJ”, or the whole address its QR code holds. Spaces and line breaks do not matter.',
    maxLength: 3000,
    submitLabel: 'Verify receipt',
  },
  errorSummaryHeading: 'There is a problem',
  errorPrefix: 'Error:',
  valid: {
    heading: 'Genuine receipt',
    match:
      'On {{checkedAt}} (UK time) our register of {{register}} said that registration number {{number}} was a match: {{status}}, valid until {{validUntil}}. The check’s reference is {{reference}}.',
    noMatch:
      'On {{checkedAt}} (UK time) our register of {{register}} had no registration matching number {{number}} with the surname given: no match. The check’s reference is {{reference}}.',
    signed:
      'The scheme signed this receipt with its key {{keyId}}, as {{issuedBy}}, and nothing in it has changed since.',
    notCertifiedHeading: 'What it does not tell you',
    notCertified: [
      'Who the person is: a receipt holds no name or photograph, so it cannot tell you that the person in front of you is the one the number belongs to. Compare them with the card and the record it came with.',
      'How things stand today: a registration can expire or be suspended after a check, and a number that did not match may have been mistyped.',
    ],
    checkAgain: 'Check the number again now',
  },
  crew: {
    heading: 'Genuine receipt: a crew’s record',
    certified:
      'On {{checkedAt}} (UK time) the crew check of employer’s account {{account}} asked our register of operators about {{rowCount}} rows. The receipt’s reference is {{reference}}.',
    counts: crewCountsContent,
    caption: 'Every row, as the register answered it',
    columns: {
      position: 'Row',
      number: 'Registration number',
      outcome: 'Outcome',
      validUntil: 'Valid until',
      reference: 'Check reference',
    },
    rowsNote: `These are the rows the receipt certifies: their fingerprint (a SHA-256 digest) is the one it holds. We keep them for ${checkRecordRetentionDays} days after the check; the receipt, its counts and the printed record stay true after that.`,
    altered: {
      heading: 'Its rows are not listed: what we hold has changed',
      paragraphs: [
        'The rows we hold for this receipt are not the rows it certifies, so we do not list them. The receipt itself is genuine: its counts above are what our register said. The printed record lists each row with its check reference.',
        tellUs,
      ],
    },
    gone: {
      heading: 'Its rows are no longer kept',
      paragraphs: [
        `We keep a crew’s rows for ${checkRecordRetentionDays} days after its check, and this crew’s are gone. The receipt itself is genuine: its counts above are what our register said. The printed record lists each row with its check reference.`,
      ],
    },
    unavailable: {
      heading: 'Its rows cannot be listed just now',
      paragraphs: [
        'We could not read them in time. The receipt itself is genuine: its counts above are what our register said. Please try again in a minute.',
      ],
    },
    notCertified: [
      'Who the people are: a crew’s receipt holds no names, so it cannot tell you that the people on site are the ones the numbers belong to. Compare them with their cards and the printed record.',
      'How things stand today: a registration can expire or be suspended after a check, and a number that did not match may have been mistyped.',
    ],
    checkAgain: 'Check a crew again now',
    checkAgainHref: '/check/crew',
  },
  invalid: {
    missing: {
      heading: 'Paste a receipt to verify',
      paragraphs: [
        'There was no receipt to verify. Paste the receipt from a check’s record below, or scan the record’s QR code with your phone’s camera.',
      ],
    },
    malformed: {
      heading: 'This is not a receipt',
      paragraphs: [
        'What was given is not a receipt of ours, so it certifies nothing. A receipt is one long piece of text in three parts separated by full stops, beginning “eyJ”: check that you copied all of it, or scan the record’s QR code instead.',
        'Do not rely on the record it came with until its receipt verifies.',
      ],
    },
    signature: {
      heading: 'This receipt is not genuine',
      paragraphs: [
        'Its signature does not hold: the receipt has been changed since the scheme signed it, or the scheme never signed it. It certifies nothing, and neither does the record it came with.',
        tellUs,
      ],
    },
    'unknown-key': {
      heading: 'This receipt was not signed by the scheme',
      paragraphs: [
        'It names a key the scheme has never published, so its signature is not ours. The scheme publishes every key it has signed receipts with, for as long as they matter. It certifies nothing, and neither does the record it came with.',
        tellUs,
      ],
    },
    'not-ours': {
      heading: 'This is not one of our receipts',
      paragraphs: [
        'It is signed, but not as a receipt of this scheme: it is another website’s token, or signed text of another kind. It certifies nothing about a check with us.',
        tellUs,
      ],
    },
    'key-period': {
      heading: 'This receipt is not genuine: its date is outside its key’s time',
      paragraphs: [
        'It is signed with a key of the scheme’s, but dated at a time that key did not sign receipts: the scheme had already replaced it, or had not yet begun to use it. Each key signs only in its own period, so a receipt like this was made with a retired key, not by the scheme. It certifies nothing, and neither does the record it came with.',
        tellUs,
      ],
    },
  },
  fakeSites: {
    heading: 'Trust only our own address',
    text: 'A fake card or record can come with a QR code that leads to a look-alike website, which calls any receipt genuine. Before you rely on an answer, check that your browser’s address bar shows our own address:',
  },
  method: {
    heading: 'Use the form to verify a receipt',
    paragraphs: ['That address only answers the verify form. Paste a receipt below.'],
  },
  offline: {
    heading: 'Verify it yourself',
    paragraphs: [
      'A receipt is a signed JSON Web Token (a JWS in compact form). Any JOSE library verifies it against our public keys, with nothing else of ours: keep a copy of the keys and a receipt verifies offline, years from now.',
      'Each key has an id, and the period in which it signed (nbf, and exp once we replaced it: seconds since 1970). We publish every key that has signed receipts, so a receipt signed before we change our key still verifies; one dated outside its key’s period is not genuine.',
    ],
    labels: {
      keys: 'Public keys (JWKS)',
      algorithm: 'Algorithm',
      type: 'Type (typ)',
      issuer: 'Issuer (iss)',
    },
    algorithm: `${receiptAlgorithm} (ECDSA on P-256 with SHA-256)`,
    type: `${receiptType}, or ${crewReceiptType} for a crew’s`,
  },
} as const satisfies VerifyContent;

/** The answers the verify address gives (functions/receipt-answers.js), each a page the function fills. */
export type VerifyAnswerKind = Extract<AnswerKind, `receipt-${string}`>;

export const verifyAnswerKinds = answerKindNames.filter((kind): kind is VerifyAnswerKind =>
  kind.startsWith('receipt-'),
);

/** Each answer page's title, for the browser tab and the history list. */
export const verifyAnswerTitles = {
  'receipt-valid-match': 'Genuine receipt: a match',
  'receipt-valid-no-match': 'Genuine receipt: no match',
  'receipt-valid-crew': 'Genuine receipt: a crew’s record',
  'receipt-valid-crew-altered': 'Genuine receipt: its rows are not listed',
  'receipt-valid-crew-gone': 'Genuine receipt: its rows are no longer kept',
  'receipt-valid-crew-unavailable': 'Genuine receipt: its rows cannot be listed now',
  'receipt-invalid-missing': 'Error: paste a receipt to verify',
  'receipt-invalid-malformed': 'Error: this is not a receipt',
  'receipt-invalid-signature': 'Not genuine: the signature does not hold',
  'receipt-invalid-unknown-key': 'Not genuine: not signed by the scheme',
  'receipt-invalid-not-ours': 'Not genuine: not one of our receipts',
  'receipt-invalid-key-period': 'Not genuine: dated outside its key’s time',
  'receipt-method': 'Verify a receipt',
  ...cardVerifyTitles,
} as const satisfies Record<VerifyAnswerKind, string>;

/** An answer page's main heading: its title without the "Error:" the tab shows. */
export const verifyAnswerHeading = (kind: VerifyAnswerKind) =>
  verifyAnswerTitles[kind].replace(/^Error: (\w)/, (_, first: string) => first.toUpperCase());
