import { type AnswerKind, answerKindNames } from '@/functions/answers.js';
import { contactRetentionDays } from '@/functions/holders/contacts.js';
import type { HolderEmailKind } from '@/functions/holders/email-kinds.js';
import { emailsPaths } from '@/functions/vocabulary/paths.js';
import { telHref } from '@/functions/vocabulary/phones.js';
import { site } from './site';
import type { RichText } from './types';

/**
 * The words of one kind of email to a holder (docs/holders.md, "Told in time"), with `{{slots}}`
 * where the function puts the holder's values (functions/holders/email-kinds.js): the subject, the
 * heading, what happened and what it means for work, the list the kind has (introduced by
 * `listIntro`, each item after `itemPrefix`), what follows it, and the links the kind gives.
 */
export type HolderEmailWords = {
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  listIntro?: string;
  itemPrefix?: string;
  after: readonly string[];
  links: readonly { text: string; slot: 'checkHref' | 'cardHref' | 'findHref' }[];
};

/** The scheme's phone and email, as the emails give them to a holder who has a question. */
const askUs = `call us on ${site.contact.phone} (${site.contact.phoneHours}) or email ${site.contact.email}`;

/** What the check shows an employer, said once for every email that links to it. */
const checkLink = {
  text: 'See your registration as an employer sees it',
  slot: 'checkHref',
} as const;

/** Where to find another accredited provider. */
const findLink = { text: 'Find an accredited training provider', slot: 'findHref' } as const;

/**
 * The emails the scheme sends a registered operator who gave an address with their consent
 * (functions/holders/tell.js, reminders.js), built into templates by the build
 * (components/holders/email.tsx). Plain words: each says what happened, what it means for work,
 * and who to ask.
 */
export const holderEmailsContent = {
  lang: 'en-GB',
  greeting: 'Dear {{fullName}},',
  provider: {
    heading: 'The provider that trained you',
    page: 'Its page on our website',
    phone: 'Phone',
  },
  signOff: ['The register team', site.name],
  footer: {
    why: `You get this email because you gave us this address, and agreed that ${site.shortName} may email you about your registration {{number}}. We use it for nothing else.`,
    stop: 'Stop these emails',
    stopHint: 'One click, no sign-in. A sign-in link you ask for is still sent.',
    about: 'About these emails',
    from: `${site.name}, ${site.contact.addressLine1}, ${site.contact.addressLine2}, ${site.contact.postcode}. Phone ${site.contact.phone}.`,
  },
  kinds: {
    entered: {
      subject: `Your ${site.shortName} registration {{number}} is on the register, provisionally`,
      heading: 'Your result is on the register, provisionally',
      paragraphs: [
        `Your training provider has put your result on the register of the ${site.name}. Your registration number is {{number}}.`,
      ],
      listIntro: 'It covers:',
      after: [
        'For now it is provisional: the scheme checks each result a provider enters before confirming it. Until then an employer who checks your registration sees these categories marked provisional, counting until {{provisionalUntil}}. We will email you again when the scheme confirms them.',
        'What it means for work: give an employer your registration number, and they can check it on our website with your surname.',
        'You can see it as an employer does, or sign in with this email address to see your own record and a card to show on your phone.',
      ],
      links: [checkLink, { text: 'Your card (sign in with this email address)', slot: 'cardHref' }],
    },
    confirmed: {
      subject: `Your ${site.shortName} registration {{number}} is confirmed`,
      heading: 'Your result is confirmed',
      paragraphs: [
        'The scheme has confirmed the result your training provider entered on your registration {{number}}.',
      ],
      listIntro: 'These categories now count, until {{validUntil}}:',
      after: [
        'What it means for work: an employer who checks your registration now sees these categories as current, no longer provisional.',
      ],
      links: [checkLink, { text: 'Your card (sign in with this email address)', slot: 'cardHref' }],
    },
    suspended: {
      subject: `Your ${site.shortName} registration {{number}} is suspended`,
      heading: 'Your registration is suspended',
      paragraphs: ['The scheme has suspended your registration {{number}}, from {{since}}.'],
      itemPrefix: 'The reason the check gives:',
      after: [
        'What it means for work: while it is suspended your registration does not count. An employer who checks it sees that it is suspended, and should not accept it as proof of your training.',
        `If you think this is a mistake, or to ask what happens next, ${askUs}. The provider that trained you may also be able to help.`,
      ],
      links: [checkLink],
    },
    removed: {
      subject: `Your ${site.shortName} registration {{number}} has been taken off the register`,
      heading: 'Your registration is off the register',
      paragraphs: [
        'The scheme took your registration {{number}} off the register on {{removedOn}}.',
      ],
      after: [
        'What it means for work: an employer who checks the number now finds no registration, so it no longer shows your training with the scheme.',
        `If you think this is a mistake, ${askUs}. To be registered again, talk to an accredited training provider about training and a test.`,
      ],
      links: [],
    },
    'ending-90': {
      subject: `Your ${site.shortName} registration {{number}} ends on {{validUntil}}`,
      heading: 'Your registration ends on {{validUntil}}',
      paragraphs: ['Your registration {{number}} ends on {{validUntil}}, in {{daysLeft}}.'],
      listIntro: 'It covers:',
      after: [
        'What it means for work: after that day an employer who checks it sees it as expired. To keep it current, book refresher training and a test with an accredited provider before it ends: the provider that trained you, or any other.',
      ],
      links: [checkLink, findLink],
    },
    'ending-30': {
      subject: `Your ${site.shortName} registration {{number}} ends on {{validUntil}}`,
      heading: 'Your registration ends in {{daysLeft}}',
      paragraphs: ['Your registration {{number}} ends on {{validUntil}}, in {{daysLeft}}.'],
      listIntro: 'It covers:',
      after: [
        'What it means for work: after that day an employer who checks it sees it as expired. If you have not booked your refresher training and test yet, book them now with an accredited provider: the provider that trained you, or any other.',
      ],
      links: [checkLink, findLink],
    },
    ended: {
      subject: `Your ${site.shortName} registration {{number}} has ended`,
      heading: 'Your registration has ended',
      paragraphs: ['Your registration {{number}} came to its end on {{validUntil}}, its last day.'],
      after: [
        'What it means for work: from {{expiredFrom}} an employer who checks it sees it as expired, so it no longer shows that your training is up to date. To register again, book refresher training and a test with an accredited provider.',
      ],
      links: [checkLink, findLink],
    },
  } satisfies Record<HolderEmailKind, HolderEmailWords>,
} as const;

/** The pages the holders' emails' address answers with (functions/holder-answers.js). */
export type EmailsAnswerKind = Extract<AnswerKind, `emails-${string}`>;

export const emailsAnswerKinds = answerKindNames.filter((kind): kind is EmailsAnswerKind =>
  kind.startsWith('emails-'),
);

/** Each page's title, for the browser tab. */
export const emailsAnswerTitles = {
  'emails-unsubscribe': 'Stop our emails',
  'emails-unsubscribed': 'No more emails',
  'emails-link-invalid': 'Error: This link is not one of ours',
  'emails-method': 'Error: That does not stop our emails',
  'emails-unavailable': 'Error: We could not stop the emails just now',
} as const satisfies Record<EmailsAnswerKind, string>;

/** The heading of an answer page: its title without "Error: ". */
export const emailsAnswerHeading = (kind: EmailsAnswerKind) =>
  emailsAnswerTitles[kind].replace(/^Error: (\w)/, (_, first: string) => first.toUpperCase());

/**
 * The page about the holders' emails (`/emails`): what the scheme sends, why, and how to stop
 * it; and the words of the pages its one-click address answers with, with `{{slots}}` where the
 * function puts the registration number.
 */
export const emailsContent = {
  heading: 'Hearing from us about your registration',
  intro: [
    `If you gave your email address when your result was entered, and agreed to hear from us, ${site.shortName} emails you about your registration. Only then, and only about it.`,
  ],
  sent: {
    heading: 'What we send',
    items: [
      'When a training provider puts your result on the register: it is provisional until the scheme confirms it.',
      'When the scheme confirms it.',
      'If your registration is suspended, or taken off the register.',
      '90 days and 30 days before your registration ends, and when it has ended.',
    ],
    note: 'Each email names the provider that trained you, with its phone number and its page on our website. We send each one once.',
  },
  stop: {
    heading: 'Stopping them',
    paragraphs: [
      'Every email has a link to stop them: one click, no sign-in. Your email program may also show an unsubscribe button, which does the same.',
      'A sign-in link you ask for, to see your card, is still sent: you asked for it.',
    ] satisfies RichText[],
  },
  keep: {
    heading: 'How long we keep your address',
    paragraphs: [
      [
        `While your registration is on the register, and for ${contactRetentionDays === 365 ? 'a year' : `${contactRetentionDays} days`} after it ends. Our `,
        { text: 'privacy notice for the register', href: '/privacy/register' },
        ' says more. Questions: ',
        { text: site.contact.phone, href: telHref(site.contact.phone) },
        '.',
      ],
    ] satisfies RichText[],
  },
  unsubscribe: {
    action: emailsPaths.unsubscribe,
    heading: 'Stop emails about registration {{number}}?',
    text: 'We will send no more emails about your registration: not when it changes, and not before it ends.',
    button: 'Stop these emails',
  },
  unsubscribed: {
    heading: 'We will send no more emails about registration {{number}}',
    text: 'You will not hear from us when it changes or before it ends. To hear from us again, ask your training provider to give your address with your next result.',
  },
  invalid: {
    text: 'The link is not complete, or it is not one of ours. Open the link in the email again, or copy the whole of it into your browser.',
  },
  method: {
    text: 'Open the link in the email, and choose the button on the page it opens.',
  },
  unavailable: {
    text: `Nothing has changed yet. Try the link again in a few minutes, or ${askUs}.`,
  },
} as const;

export type EmailsContent = typeof emailsContent;
