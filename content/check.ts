import { categories } from '@/functions/vocabulary/categories.js';
import { checkLimits } from '@/functions/vocabulary/limits.js';
import { checkPath, reportPath } from '@/functions/vocabulary/paths.js';
import { limits } from '@/functions/vocabulary/check-input.js';
import {
  type AnswerKind,
  type PersonAnswer,
  answerKindNames,
  personAnswerOf,
  personChecks,
} from '@/functions/answers.js';
import { personAnswerTitles } from './person-check';
import { reportFields } from '@/functions/reports.js';
import { telHref } from '@/functions/vocabulary/phones.js';
import { emailLink, site } from './site';
import { receiptRecordContent } from './verify';
import type { InlineLink, PersonCheckContent } from './types';

/** The scheme's phone number as a link, in the checks' answers. */
export const phoneLink = {
  text: site.contact.phone,
  href: telHref(site.contact.phone),
} as const satisfies InlineLink;

const example = 'MO123456';

/**
 * What a person check asks the visitor to correct in its form (functions/vocabulary/check-input.js,
 * `readCheckInput`): the same for every register, but for its example and whom it checks.
 * @param example a registration number of the register
 * @param person "operator", "instructor"
 */
export const checkMessages = (example: string, person: string) =>
  ({
    number: {
      missing: `Enter the registration number, for example ${example}`,
      tooLong: `Enter a registration number of ${limits.numberLength} characters or fewer: two letters and six digits, for example ${example}`,
      format: `Enter the registration number as two letters and six digits, for example ${example}`,
    },
    surname: {
      missing: `Enter the ${person}’s surname`,
      tooLong: `Enter a surname of ${limits.surnameLength} characters or fewer`,
      characters: 'Enter the surname using letters, spaces, hyphens and apostrophes only',
    },
  }) as const satisfies PersonCheckContent['messages'];

/**
 * The operator check (docs/decisions.md, "The operator check"): the words of `/check` and of every
 * answer the Cloud Function gives (functions/surfaces/checks/ fills the answer pages the build renders
 * from these).
 */
export const checkContent = {
  heading: 'Check an operator’s registration',
  intro: [
    'Type the registration number from the operator’s card and their surname. If both match our register you will see the operator’s name and photograph, whether the registration is current, and the machines it covers.',
    'Use it before an operator starts work, or whenever you are offered a certificate you are not sure of.',
    [
      'To confirm the instructor who trained or tested an operator, use our ',
      { text: 'instructor check', href: '/instructors/check' },
      '. To check a whole crew at once with your employer’s account, use the ',
      { text: 'crew check', href: '/check/crew' },
      '.',
    ],
  ],
  form: {
    action: checkPath,
    heading: 'Check a registration',
    againHeading: 'Check another registration',
    numberLabel: 'Registration number',
    numberHint: `Two letters and six digits, as on the operator’s card, for example ${example}. Spaces and hyphens do not matter.`,
    numberMaxLength: limits.numberLength,
    surnameLabel: 'Surname',
    surnameHint: 'As on the card. Capital letters, accents and apostrophes do not matter.',
    surnameMaxLength: limits.surnameLength,
    submitLabel: 'Check registration',
  },
  errorSummaryHeading: 'There is a problem',
  errorPrefix: 'Error:',
  messages: checkMessages(example, 'operator'),
  match: {
    heading: 'Registration found',
    photoAlt: 'Photograph of {{fullName}}',
    labels: {
      name: 'Name',
      number: 'Registration number',
      status: 'Status',
      validUntil: 'Valid until',
      providers: 'Trained and tested by',
      categories: 'Machine categories covered',
      provisional: 'Results awaiting the scheme',
      why: 'Why',
    },
    providersNone: 'Not recorded: ask the operator where they trained',
    statuses: {
      current: {
        label: 'Current',
        text: 'The operator’s registration is current for the machine categories listed. Check that the photograph is of the person in front of you.',
      },
      expired: {
        label: 'Expired',
        text: 'This registration has passed its valid-until date. The operator needs refresher training and a renewed registration before it can be relied on.',
      },
      suspended: {
        label: 'Suspended',
        since: 'Suspended since {{sinceDate}}',
        text: 'The scheme has suspended this registration. Do not rely on it: contact us before the operator uses any machine.',
      },
    },
    ending:
      'This registration ends on {{validUntil}}, {{endsIn}}. To go on using these machines after that date the operator needs refresher training and a renewed registration: check again then.',
    closing: [
      [
        'Something does not look right? Report it below, ',
        { text: 'tell us', href: '/contact' },
        ' or call us on ',
        phoneLink,
        '.',
      ],
    ],
  },
  record: {
    heading: 'Your record of this check',
    labels: {
      number: 'Registration number checked',
      surname: 'Surname checked',
      checkedAt: 'Checked on',
      reference: 'Check reference',
      registerUpdated: 'Register last updated',
    },
    checkedAt: '{{checkedAt}} (UK time)',
    registerUpdated: '{{registerUpdated}} (UK time)',
    note: 'To keep this answer, print this page or save it as a PDF: it prints on one page. If you contact us about this check, quote its reference: it lets us confirm what the check showed, when.',
    receipt: receiptRecordContent,
  },
  noMatch: {
    heading: 'No match',
    paragraphs: [
      'We have no registration with that number and surname. Check both against the operator’s card and try again: the number is two letters and six digits.',
      [
        'If they still do not match, do not rely on the card. Ask the operator where they trained, and ',
        { text: 'contact us', href: '/contact' },
        ' or call ',
        phoneLink,
        ' so we can look into it.',
      ],
    ],
  },
  limited: {
    heading: 'Too many checks',
    paragraphs: [
      `You have made more than ${checkLimits.perClient.tries} checks from this connection in ${checkLimits.perClient.windowMinutes} minutes, so we have paused checks from it to protect the register. You can check again after {{retryAt}} (UK time).`,
      `The limit counts every check and report made from your connection, on any of our servers. After ${checkLimits.perClient.slowAfter} checks each answer comes a little more slowly.`,
      [
        'Need to check many operators at once? ',
        { text: 'Contact us', href: '/contact' },
        ' or call ',
        phoneLink,
        '.',
      ],
    ],
  },
  numberLimited: {
    heading: 'This number has been checked too often',
    paragraphs: [
      `To protect the people on our register, any one registration number can be checked ${checkLimits.perNumber.tries} times in ${checkLimits.perNumber.windowMinutes} minutes, by anyone. This number has reached that limit, so you can check it again after {{retryAt}} (UK time). It does not mean that anything is wrong with the registration, or that it exists.`,
      ['If you need an answer now, call us on ', phoneLink, ` (${site.contact.phoneHours}).`],
    ],
  },
  crossSite: {
    heading: 'Use the check on our own site',
    paragraphs: [
      'That check was sent from another website, so we did not make it: only the form on this page can check a registration, so that no other site can use up your checks. Type the registration number and surname below.',
    ],
  },
  unavailable: {
    heading: 'The check is unavailable',
    paragraphs: [
      'We could not reach our register just now, so we cannot tell you whether the registration matches. Nothing is wrong with the details you typed: please try again in a minute.',
      [
        'If you need an answer now, call us on ',
        phoneLink,
        ` (${site.contact.phoneHours}) or email `,
        emailLink,
        '.',
      ],
    ],
  },
  method: {
    heading: 'Use the form to check a registration',
    paragraphs: [
      'That address only answers the check form. Type the registration number and surname below.',
    ],
  },
  report: {
    action: reportPath,
    summary: 'Report a suspected fake card',
    intro:
      'If you think a card or certificate is not genuine (the photograph is of someone else, the details differ, or there is no match), tell us what you saw. We look into every report and may contact you about it.',
    labels: {
      number: 'Registration number on the card',
      name: 'Name on the card',
      seen: 'What made you suspect it',
      where: 'Where you saw it',
      reporter: 'Your name',
      contact: 'Your email address or phone number',
    },
    hints: {
      number: 'If the card shows one.',
      name: 'If the card shows one.',
      seen: `What the card or certificate showed, and what did not look right. At most ${reportFields.seen.maxLength} characters.`,
      where: 'The company and site, or the town.',
      reporter: '',
      contact: 'So that we can ask you more if we need to.',
    },
    maxLengths: {
      number: reportFields.number.maxLength,
      name: reportFields.name.maxLength,
      seen: reportFields.seen.maxLength,
      where: reportFields.where.maxLength,
      reporter: reportFields.reporter.maxLength,
      contact: reportFields.contact.maxLength,
    },
    submitLabel: 'Send report',
    messages: {
      number: {
        tooLong: `Enter a registration number of ${reportFields.number.maxLength} characters or fewer`,
      },
      name: { tooLong: `Enter a name of ${reportFields.name.maxLength} characters or fewer` },
      seen: {
        missing: 'Tell us what made you suspect the card',
        tooLong: `Tell us what you saw in ${reportFields.seen.maxLength} characters or fewer`,
      },
      where: {
        missing: 'Tell us where you saw the card',
        tooLong: `Tell us where in ${reportFields.where.maxLength} characters or fewer`,
      },
      reporter: {
        missing: 'Enter your name',
        tooLong: `Enter a name of ${reportFields.reporter.maxLength} characters or fewer`,
      },
      contact: {
        missing: 'Enter your email address or phone number',
        tooLong: `Enter an email address or phone number of ${reportFields.contact.maxLength} characters or fewer`,
        format:
          'Enter an email address, like name@example.com, or a phone number, like 01632 960 001',
      },
    },
    received: {
      heading: 'Report received',
      paragraphs: [
        'Thank you. We have your report, reference {{reportReference}}, and will look into it. If we need to know more we will contact you; quote the reference if you contact us about it.',
        ['If someone may be at risk now, stop the work and call us on ', phoneLink, '.'],
      ],
    },
  },
  privacy: {
    heading: 'What the check shows, and why',
    paragraphs: [
      'Anyone who has both an operator’s registration number and their surname can see the operator’s full name and photograph, the registration number, whether the registration is current, expired or suspended, its valid-until date and the machine categories it covers. That is all we hold on an operator, and it is shown so that employers can confirm that the person in front of them trained with an accredited provider.',
      [
        'What you type is used only for the check: it is not kept, and it never appears in a web address or in our logs. To stop anyone working through the register, we count for a short time the checks made from each connection and of each registration number, under codes that cannot be turned back into either. Our ',
        { text: 'privacy policy', href: '/privacy#the-operator-check' },
        ' says more.',
      ],
    ],
  },
  categoriesHeading: 'Machine categories on the register',
  categories: Object.values(categories),
} as const satisfies PersonCheckContent;

/** The answers the operator check's page shows: its own, and the report's. */
export type CheckAnswerKind =
  | `${(typeof personChecks)['operator']['prefix']}${PersonAnswer}`
  | Extract<AnswerKind, `report-${string}`>;

/** The answers the check gives (functions/answers.js), each rendered into a page the function fills. */
export const checkAnswerKinds = answerKindNames.filter(
  (kind): kind is CheckAnswerKind =>
    personAnswerOf(kind)?.register === 'operator' || kind.startsWith('report-'),
);

/** Each answer page's title, for the browser tab and the history list. */
export const checkAnswerTitles = {
  ...personAnswerTitles(checkContent, 'operator'),
  'report-received': 'Report received',
  'report-invalid-number-tooLong': 'Error: check your report',
  'report-invalid-name-tooLong': 'Error: check your report',
  'report-invalid-seen-missing': 'Error: check your report',
  'report-invalid-seen-tooLong': 'Error: check your report',
  'report-invalid-where-missing': 'Error: check your report',
  'report-invalid-where-tooLong': 'Error: check your report',
  'report-invalid-reporter-missing': 'Error: check your report',
  'report-invalid-reporter-tooLong': 'Error: check your report',
  'report-invalid-contact-missing': 'Error: check your report',
  'report-invalid-contact-tooLong': 'Error: check your report',
  'report-invalid-contact-format': 'Error: check your report',
} as const satisfies Record<CheckAnswerKind, string>;
