import { categories } from '@/functions/vocabulary/categories.js';
import { checkLimits } from '@/functions/vocabulary/limits.js';
import { instructorCheckPath } from '@/functions/vocabulary/paths.js';
import { limits } from '@/functions/vocabulary/check-input.js';
import {
  type PersonAnswer,
  answerKindNames,
  personAnswerOf,
  personChecks,
} from '@/functions/answers.js';
import { checkContent, checkMessages, phoneLink } from './check';
import { personAnswerTitles } from './person-check';
import { emailLink, site } from './site';
import type { PersonCheckContent } from './types';

const example = 'IN204518';

/**
 * The instructor check (docs/decisions.md, "The instructor check"): the words of
 * `/instructors/check` and of every answer the Cloud Function gives to it. It works as the operator
 * check does (content/check.ts), with the same limits and the same record of the check; an
 * instructor's record has no photograph, and names the providers the instructor teaches for.
 */
export const instructorCheckContent = {
  heading: 'Check an instructor’s registration',
  intro: [
    'Type the instructor’s registration number and surname. If both match our register you will see the instructor’s name, whether the registration is current, the machines they may train and test on, and the accredited providers they teach for.',
    'Use it before an instructor trains or tests your operators, or whenever someone says they are registered with the scheme.',
  ],
  form: {
    action: instructorCheckPath,
    heading: 'Check an instructor',
    againHeading: 'Check another instructor',
    numberLabel: 'Registration number',
    numberHint: `Two letters and six digits, as on the instructor’s registration card, for example ${example}. Spaces and hyphens do not matter.`,
    numberMaxLength: limits.numberLength,
    surnameLabel: 'Surname',
    surnameHint: 'Capital letters, accents and apostrophes do not matter.',
    surnameMaxLength: limits.surnameLength,
    submitLabel: 'Check instructor',
  },
  errorSummaryHeading: checkContent.errorSummaryHeading,
  errorPrefix: checkContent.errorPrefix,
  messages: checkMessages(example, 'instructor'),
  match: {
    heading: 'Instructor registered',
    labels: {
      name: 'Name',
      number: 'Registration number',
      status: 'Status',
      validUntil: 'Valid until',
      providers: 'Teaches for',
      categories: 'May train and test on',
      // Never filled: only an operator's record holds a provider's results.
      provisional: 'Results awaiting the scheme',
      why: 'Why',
    },
    providersNone: 'No accredited provider at present',
    statuses: {
      current: {
        label: 'Current',
        text: 'The instructor’s registration is current for the machine categories listed. Training and tests they give count only when given for an accredited provider.',
      },
      expired: {
        label: 'Expired',
        text: 'This registration has passed its valid-until date. Until it is renewed, training and tests this instructor gives are not recognised by the scheme.',
      },
      suspended: {
        label: 'Suspended',
        since: 'Suspended since {{sinceDate}}',
        text: 'The scheme has suspended this instructor’s registration. Training and tests they give now are not recognised: contact us before relying on any.',
      },
    },
    ending:
      'This registration ends on {{validUntil}}, {{endsIn}}. To go on training and testing after that date the instructor must renew it: check again then.',
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
  record: checkContent.record,
  noMatch: {
    heading: 'No match',
    paragraphs: [
      'We have no instructor registration with that number and surname. Check both with the instructor and try again: the number is two letters and six digits.',
      [
        'If they still do not match, do not rely on the training or tests that instructor gives. ',
        { text: 'Contact us', href: '/contact' },
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
      `The limit counts every check of an operator or an instructor, and every report, made from your connection. After ${checkLimits.perClient.slowAfter} checks each answer comes a little more slowly.`,
      ['Need to check many instructors at once? ', { text: 'Contact us', href: '/contact' }, '.'],
    ],
  },
  numberLimited: {
    heading: 'This number has been checked too often',
    paragraphs: [
      `To protect the people on our register, any one instructor’s number can be checked ${checkLimits.perNumber.tries} times in ${checkLimits.perNumber.windowMinutes} minutes, by anyone. This number has reached that limit, so you can check it again after {{retryAt}} (UK time). It does not mean that anything is wrong with the registration, or that it exists.`,
      ['If you need an answer now, call us on ', phoneLink, ` (${site.contact.phoneHours}).`],
    ],
  },
  crossSite: {
    heading: 'Use the check on our own site',
    paragraphs: [
      'That check was sent from another website, so we did not make it: only the form on this page can check an instructor, so that no other site can use up your checks. Type the registration number and surname below.',
    ],
  },
  unavailable: {
    heading: 'The check is unavailable',
    paragraphs: [
      'We could not reach our register just now, so we cannot tell you whether the instructor is registered. Nothing is wrong with the details you typed: please try again in a minute.',
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
    heading: 'Use the form to check an instructor',
    paragraphs: [
      'That address only answers the instructor check’s form. Type the registration number and surname below.',
    ],
  },
  privacy: {
    heading: 'What the check shows, and why',
    paragraphs: [
      'Anyone who has both an instructor’s registration number and their surname can see the instructor’s full name, the registration number, whether the registration is current, expired or suspended, its valid-until date, the machine categories they may train and test on and the accredited providers they teach for. It is shown so that employers and operators can confirm that training and tests are given by a registered instructor.',
      [
        'What you type is used only for the check and is not kept. As for the operator check, we count for a short time the checks made from each connection and of each number, under codes that cannot be turned back into either. Our ',
        { text: 'privacy policy', href: '/privacy#the-instructor-check' },
        ' says more.',
      ],
    ],
  },
  categoriesHeading: 'Machine categories on the register',
  categories: Object.values(categories),
} as const satisfies PersonCheckContent;

export type InstructorAnswerKind =
  `${(typeof personChecks)['instructor']['prefix']}${PersonAnswer}`;

/** The answers the instructor check gives (functions/answers.js), each a page the function fills. */
export const instructorAnswerKinds = answerKindNames.filter(
  (kind): kind is InstructorAnswerKind => personAnswerOf(kind)?.register === 'instructor',
);

/** Each answer page's title, for the browser tab and the history list. */
export const instructorAnswerTitles = personAnswerTitles(instructorCheckContent, 'instructor');
