import { type AnswerKind, answerKindNames } from '@/functions/answers.js';
import { maxCrewFileBytes, maxCrewRows } from '@/functions/crew-list.js';
import { crewCheckPath } from '@/functions/vocabulary/paths.js';
import { phoneLink } from './check';
import { crewCountsContent } from './crew-counts';
import { site } from './site';
import { uiText } from './ui';
import type { CheckNotice, CrewCheckContent } from './types';

/** An answer page of the crew check (app/check/crew/answers/[kind]). */
export type CrewAnswerKind = Extract<AnswerKind, `crew-${string}`>;

/** The crew check's answers, in the order functions/answers.js defines them. */
export const crewAnswerKinds = answerKindNames.filter((kind): kind is CrewAnswerKind =>
  kind.startsWith('crew-'),
);

const tryAgain: CheckNotice['paragraphs'][number] = [
  'If it goes on, ',
  { text: 'tell us', href: '/contact' },
  ' or call us on ',
  phoneLink,
  '.',
];

/**
 * The crew check (docs/check.md, "The crew check"): a site manager checks a whole crew at once
 * with their account's key, and every answer the Cloud Function gives to it
 * (functions/surfaces/crew/ fills the answer pages the build renders from these).
 */
export const crewCheckContent = {
  heading: 'Check a whole crew',
  intro: [
    `Check up to ${maxCrewRows} operators at once: paste a list of registration numbers and surnames, or upload a CSV file, with your account’s key. You get one table of answers to keep, print or download.`,
    [
      'You need an employer’s account with the scheme; its key is the one your systems use with the ',
      { text: 'employers’ API', href: '/employers-api' },
      '. To check one operator without an account, use the ',
      { text: 'operator check', href: '/check' },
      '.',
    ],
  ],
  form: {
    action: crewCheckPath,
    heading: 'Check a crew',
    againHeading: 'Check another crew',
    keyLabel: 'Your account’s key',
    keyHint:
      'It begins “motas_”. Keep it private: anyone with it can use your account’s checks. We never show it back to you.',
    listLabel: 'Registration numbers and surnames',
    listHint:
      'One operator a line: the number and the surname, split by a space, a comma or a tab (cells pasted from a spreadsheet work). For example: MO123456 Smith',
    fileLabel: 'Or upload a CSV file (optional)',
    fileHint: `A first row naming the columns “Registration number” and “Surname”, or two columns with no names. Up to ${maxCrewFileBytes / 1024} KB; from Excel, save as “CSV UTF-8”.`,
    submitLabel: 'Check crew',
  },
  errorSummaryHeading: 'There is a problem',
  errorPrefix: 'Error:',
  messages: {
    key: {
      missing: 'Enter your account’s key',
      unknown:
        'Enter a key that is live: this one is not one of ours, has been mistyped or has been revoked',
      inactive:
        'The account of this key is not active, so its checks are closed: contact us to reopen it',
    },
    list: {
      missing: 'Enter at least one registration number and surname, or upload a CSV file',
      tooMany: `Enter ${maxCrewRows} operators or fewer: you gave {{rowCount}}. Split the crew into two checks`,
      format: 'Correct the list: {{detail}}',
    },
    file: {
      format: 'Upload a CSV file: {{detail}}',
      tooLarge: `Upload a file of ${maxCrewFileBytes / 1024} KB or less: {{detail}}`,
    },
  },
  results: {
    heading: 'What the register said',
    summary: '{{rowCount}} rows checked for {{accountName}}, account {{accountNumber}}.',
    counts: crewCountsContent,
    caption: 'Each operator, in the order given',
    columns: {
      position: 'No.',
      where: 'Row',
      number: 'Registration number',
      surname: 'Surname given',
      outcome: 'Outcome',
      name: 'Name on the register',
      validUntil: 'Valid until',
      reference: 'Check reference',
      verify: 'Receipt',
    },
    verifyLink: 'Verify',
    verifyLinkLabel: 'Verify the receipt for',
    record: [
      'Checked on {{checkedAt}}; the register was last updated on {{registerUpdated}}. {{quotaLeft}} checks are left on your account today.',
      'A match says the number and surname are on the register together: check each operator’s card and photograph with the single check if you are not sure it is theirs. An operator with no match may have given a number or surname that is not theirs, or it may have been mistyped.',
    ],
    receipt: {
      heading: 'The crew’s receipt',
      scan: `Scan to verify this record and see every row on the ${site.shortName} website, at`,
      qrAlt: 'QR code: this crew’s receipt on our verify page',
      link: 'Verify this record',
      show: 'Show the crew’s receipt, to copy',
      about:
        'One receipt for the whole crew, signed by the scheme: the account, when, how many rows had each outcome and a fingerprint of the rows, with no name. Our verify page checks it and lists every row, as long as we keep the rows; anyone can check the signature with any JOSE library and our public keys.',
    },
    printed: {
      title: 'Crew check record',
      account: '{{accountName}}, account {{accountNumber}}',
      checked:
        'Checked on {{checkedAt}} (UK time); the register was last updated on {{registerUpdated}}.',
      receipt:
        'Crew receipt {{crewReference}}: scan the QR code to verify this record and see every row at',
      confirm: {
        text: uiText.footer.confirmRecord,
        phone: site.contact.phone,
        email: site.contact.email,
      },
      page: 'Page',
      of: 'of',
    },
    download: 'Download the table as a CSV file',
    downloadNote:
      'The file holds each row’s receipt: a record signed by the scheme that anyone can verify later, on this site or offline.',
    print:
      'To keep a paper copy, print this page: the table prints on its own, every page with the account, the time and the crew’s receipt.',
  },
  limited: {
    heading: 'Your account’s checks for today are used up',
    paragraphs: [
      'Your account may check {{dailyQuota}} operators a day and has {{quotaLeft}} left: fewer than this crew. The count starts again at midnight, UK time.',
      ['To check more each day, ', { text: 'ask us', href: '/contact' }, '.'],
    ],
  },
  refused: {
    heading: 'Your account’s checks are paused until midnight',
    paragraphs: [
      'Too many of your account’s checks today found no match, far more than found one: that is what guessing surnames or listing the register looks like, so the register stops answering your account until midnight, UK time. This crew was not checked and nothing was counted.',
      [
        'If your checks are genuine (a list with the wrong numbers in it, say), ',
        { text: 'tell us', href: '/contact' },
        ' or call us on ',
        phoneLink,
        ': we can see what happened.',
      ],
    ],
  },
  unavailable: {
    heading: 'The check is not available just now',
    paragraphs: [
      'We could not reach the register, or keep this crew’s record, in time, so there is no answer to keep. Please try again in a minute. Any pairs that were checked are in your account’s record of checks.',
      tryAgain,
    ],
  },
  method: {
    heading: 'Check a crew from the form',
    paragraphs: [
      [
        'This address answers the crew check’s form. ',
        { text: 'Go to the crew check', href: '/check/crew' },
        '.',
      ],
    ],
  },
  crossSite: {
    heading: 'This check came from another website',
    paragraphs: [
      [
        'A crew check must come from the form on our own site, so that no other website can use your key. ',
        { text: 'Go to the crew check', href: '/check/crew' },
        '.',
      ],
    ],
  },
} as const satisfies CrewCheckContent;

/** Each answer's title: the browser tab's, and the page's heading without its "Error:". */
export const crewAnswerTitles = {
  'crew-results': 'Your crew, checked',
  'crew-invalid-key-missing': 'Error: check your crew',
  'crew-invalid-key-unknown': 'Error: check your crew',
  'crew-invalid-key-inactive': 'Error: check your crew',
  'crew-invalid-rows-missing': 'Error: check your crew',
  'crew-invalid-rows-tooMany': 'Error: check your crew',
  'crew-invalid-list-format': 'Error: check your crew',
  'crew-invalid-file-format': 'Error: check your crew',
  'crew-invalid-file-tooLarge': 'Error: check your crew',
  'crew-limited': 'Today’s checks are used up',
  'crew-refused': 'Your checks are paused until midnight',
  'crew-unavailable': 'The check is not available',
  'crew-method': 'Check a crew from the form',
  'crew-cross-site': 'A check from another website',
} as const satisfies Record<CrewAnswerKind, string>;

/** An answer page's main heading: its title without the "Error:" the tab shows. */
export const crewAnswerHeading = (kind: CrewAnswerKind) =>
  crewAnswerTitles[kind].replace(/^Error: c/, 'C');
