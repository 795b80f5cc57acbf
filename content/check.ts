import { categories, checkLimit, checkPath, limits } from '@/functions/records.js';
import { telHref } from '@/lib/links';
import { emailLink, site } from './site';
import type { CheckContent, InlineLink } from './types';

const phoneLink = {
  text: site.contact.phone,
  href: telHref(site.contact.phone),
} as const satisfies InlineLink;

const example = 'MO123456';

/**
 * The operator check (DESIGN.md §18): the words of `/check` and of every answer the Cloud Function
 * gives (functions/handler.js fills the answer pages the build renders from these).
 */
export const checkContent = {
  heading: 'Check an operator’s registration',
  intro: [
    'Type the registration number from the operator’s card and their surname. If both match our register you will see the operator’s name and photograph, whether the registration is current, and the machines it covers.',
    'Use it before an operator starts work, or whenever you are offered a certificate you are not sure of.',
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
  messages: {
    number: {
      missing: `Enter the registration number, for example ${example}`,
      tooLong: `Enter a registration number of ${limits.numberLength} characters or fewer: two letters and six digits, for example ${example}`,
      format: `Enter the registration number as two letters and six digits, for example ${example}`,
    },
    surname: {
      missing: 'Enter the operator’s surname',
      tooLong: `Enter a surname of ${limits.surnameLength} characters or fewer`,
      characters: 'Enter the surname using letters, spaces, hyphens and apostrophes only',
    },
  },
  match: {
    heading: 'Registration found',
    photoAlt: 'Photograph of {{fullName}}',
    labels: {
      name: 'Name',
      number: 'Registration number',
      status: 'Status',
      validUntil: 'Valid until',
      categories: 'Machine categories covered',
    },
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
        text: 'The scheme has suspended this registration. Do not rely on it: contact us before the operator uses any machine.',
      },
    },
    closing: [
      [
        'Something does not look right? ',
        { text: 'Tell us', href: '/contact' },
        ' or call us on ',
        phoneLink,
        '.',
      ],
    ],
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
      `You have made more than ${checkLimit.perWindow} checks from this connection in ${checkLimit.windowMinutes} minutes, so we have paused checks from it to protect the register. You can check again after {{retryAt}} (UK time).`,
      `The limit counts every check made from your connection, on any of our servers. After ${checkLimit.slowAfter} checks each answer comes a little more slowly.`,
      [
        'Need to check many operators at once? ',
        { text: 'Contact us', href: '/contact' },
        ' or call ',
        phoneLink,
        '.',
      ],
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
  privacy: {
    heading: 'What the check shows, and why',
    paragraphs: [
      'Anyone who has both an operator’s registration number and their surname can see the operator’s full name and photograph, the registration number, whether the registration is current, expired or suspended, its valid-until date and the machine categories it covers. That is all we hold on an operator, and it is shown so that employers can confirm that the person in front of them trained with an accredited provider.',
      [
        'What you type is used only for the check: it is not kept, and it never appears in a web address or in our logs. To stop anyone working through the register, we count the checks made from each connection for a short time. Our ',
        { text: 'privacy policy', href: '/privacy#the-operator-check' },
        ' says more.',
      ],
    ],
  },
  categoriesHeading: 'Machine categories on the register',
  categories: Object.values(categories),
} as const satisfies CheckContent;

/** The answers the check gives, each rendered by the build into a page the function fills. */
export const checkAnswerKinds = [
  'match-current',
  'match-expired',
  'match-suspended',
  'no-match',
  'invalid-number-missing',
  'invalid-number-tooLong',
  'invalid-number-format',
  'invalid-surname-missing',
  'invalid-surname-tooLong',
  'invalid-surname-characters',
  'limited',
  'unavailable',
  'method',
] as const;

export type CheckAnswerKind = (typeof checkAnswerKinds)[number];

/** The field an answer asks the visitor to fix, and what is wrong with it; undefined for others. */
export function checkProblem(kind: CheckAnswerKind) {
  const [, field, problem] = /^invalid-(number|surname)-(\w+)$/.exec(kind) ?? [];
  if (!field || !problem) return undefined;
  const messages: Record<string, string> = checkContent.messages[field as 'number' | 'surname'];
  return { field: field as 'number' | 'surname', message: messages[problem]! };
}

/** Each answer page's title, for the browser tab and the history list. */
export const checkAnswerTitles = {
  'match-current': 'Registration found: current',
  'match-expired': 'Registration found: expired',
  'match-suspended': 'Registration found: suspended',
  'no-match': 'No match',
  'invalid-number-missing': 'Error: check the registration number',
  'invalid-number-tooLong': 'Error: check the registration number',
  'invalid-number-format': 'Error: check the registration number',
  'invalid-surname-missing': 'Error: check the surname',
  'invalid-surname-tooLong': 'Error: check the surname',
  'invalid-surname-characters': 'Error: check the surname',
  limited: 'Too many checks',
  unavailable: 'Check unavailable',
  method: 'Check a registration',
} as const satisfies Record<CheckAnswerKind, string>;

/** The answer as the page's main heading: its title without the "Error:" the tab shows. */
export const checkAnswerHeading = (kind: CheckAnswerKind) =>
  checkAnswerTitles[kind].replace(/^Error: c/, 'C');
