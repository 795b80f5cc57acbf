import { type AnswerKind, answerKindNames } from '@/functions/answers.js';
import {
  codeRefreshSeconds,
  codeSeconds,
  linkMinutes,
  sessionDays,
} from '@/functions/vocabulary/card.js';
import { cardPaths } from '@/functions/vocabulary/paths.js';
import { site } from './site';

/**
 * The holder's own card (`/card`, docs/holders.md): where a registered operator who gave their
 * training provider an email address signs in, reads their record and carries their card on their
 * phone, and every page the function answers there; and the verify page's words for a card's code.
 * Words only: the function fills each page's values (functions/card-answers.js).
 */
export const cardContent = {
  heading: 'Your card',
  intro: [
    'If you are on the register as an operator and gave your training provider your email address, you can carry your card on your phone: your photograph, your categories and a live code that whoever checks your card scans with their phone’s camera.',
    `Type your registration number and that address. If they match what the register holds, we email you a sign-in link: it works once, for ${linkMinutes} minutes. You then stay signed in on that phone for ${sessionDays} days, or until you sign out.`,
  ],
  signIn: {
    heading: 'Sign in to your card',
    number: 'Registration number',
    numberHint: 'As on your card: two letters and six digits',
    email: 'Email address',
    emailHint: 'The address you gave your training provider',
    submit: 'Email me a sign-in link',
    already: 'Signed in on this phone already?',
    open: 'Open your card',
    sent: {
      heading: 'Check your email',
      text: `If the register holds that email address for that registration number, a sign-in link is on its way to it. Open it on the phone you will show your card on; it works once, for ${linkMinutes} minutes.`,
      none: 'No email? Check your spam folder, and that the address is the one you gave your training provider. If the register has no address for you, ask your provider to add it.',
    },
    link: {
      heading: 'Sign in to your card',
      text: `Press the button to sign in on this device. You stay signed in for ${sessionDays} days, or until you sign out.`,
      submit: 'Sign in',
      again: 'Ask for a new link',
    },
    limited: {
      heading: 'Too many sign-in links asked for',
      text: 'To keep cards safe, a sign-in link can be asked for only a few times an hour for one number or one address. Try again after {{retryAt}}.',
    },
    problemsHeading: 'There is a problem',
  },
  frame: {
    label: 'Your card',
    card: 'Your card',
    record: 'Your record',
    signOut: 'Sign out',
    everywhere: 'Sign out on every device',
  },
  card: {
    scheme: site.shortName,
    schemeLine: 'Registered machine operator',
    photoAlt: 'Your photograph, as the register holds it',
    labels: {
      name: 'Name',
      number: 'Registration number',
      categories: 'Categories',
      validUntil: 'Valid until',
      provider: 'Trained by',
    },
    noProvider: 'Not named on the register',
    codeHeading: 'Live code',
    codeFrameTitle: `Your card’s live code, made again every ${codeRefreshSeconds} seconds`,
    codeText: `Whoever checks your card scans this code with their phone’s camera. It opens our verify page, which shows your photograph and standing from the register now. The code is made again every ${codeRefreshSeconds} seconds and works for ${codeSeconds} seconds, so a screenshot or photograph of it is refused: show this page itself.`,
    still: 'Stop the card’s moving shine',
    stillHint:
      'The shine shows the card is live, not a picture; the code’s time, under it, does too.',
    homeHeading: 'Keep your card on your home screen',
    home: [
      'On an iPhone: open this page in Safari, press Share (the square with an arrow), then “Add to Home Screen”.',
      'On Android: open the browser’s menu (⋮), then “Add to Home screen” or “Install app”.',
      `It opens your card straight away while you are signed in (${sessionDays} days).`,
    ],
  },
  record: {
    heading: 'Your record on the register',
    intro:
      'As the register holds it now: this is what an employer’s check of your number shows. If something is wrong, ask your training provider or call us.',
    labels: {
      name: 'Name',
      number: 'Registration number',
      standing: 'Standing',
      validUntil: 'Valid until',
      categories: 'Categories',
      provisional: 'Not yet confirmed',
      provider: 'Trained and tested by',
      phone: 'Their phone',
    },
    noProvider: 'The register does not name one.',
  },
  stopped: {
    suspended: {
      heading: 'Your registration is suspended',
      text: 'Registration {{number}}, {{fullName}}, is suspended by the scheme: your card cannot be shown as valid, and any check of your number says so.',
      since: 'Suspended since {{sinceDate}}.',
      why: 'Why: {{whyText}}',
    },
    expired: {
      heading: 'Your registration has ended',
      text: 'Registration {{number}}, {{fullName}}, ended on {{validUntil}}: your card cannot be shown as valid. To renew it, book a test with an accredited training provider.',
    },
    removed: {
      heading: 'This registration is not on the register',
      text: 'Registration {{number}} is not on the register: there is no card to show.',
      on: 'It was removed on {{removedOn}}.',
    },
    contact: 'If you think this is wrong, call us on',
    findProvider: 'Find an accredited training provider',
    findProviderHref: '/providers',
  },
  refused: { heading: 'There is no such page' },
  method: { heading: 'This address takes a form', text: 'Start again from your card.' },
  crossSite: {
    heading: 'Sent from another site',
    text: 'Your card takes its forms only from its own pages. Start again from your card.',
  },
  unavailable: {
    heading: 'Your card is not available just now',
    text: 'We could not read the register in time. Try again in a minute.',
  },
  paths: cardPaths,
} as const;

export type CardContent = typeof cardContent;

/** The card's web app manifest (app/card.webmanifest/route.ts): the card on a phone's home screen. */
export const cardManifestPath = '/card.webmanifest';

/** The card's name on a home screen, under its icon. */
export const cardAppName = `${site.shortName} card`;

/** The card's home-screen icons (app/card-icon-192.png, app/card-icon-512.png), by size. */
export const cardIconSizes = [192, 512] as const;

/** The card's pages the function answers with (functions/card-answers.js). */
export type CardAnswerKind = Extract<AnswerKind, `card-${string}`>;

export const cardAnswerKinds = answerKindNames.filter((kind): kind is CardAnswerKind =>
  kind.startsWith('card-'),
);

/** Each page's title, for the browser tab. */
export const cardAnswerTitles = {
  'card-sign-in': 'Sign in to your card',
  'card-link-sent': 'Check your email',
  'card-link': 'Sign in to your card',
  'card-limited': 'Too many sign-in links asked for',
  'card-record': 'Your record',
  'card-show': 'Your card',
  'card-suspended': 'Your registration is suspended',
  'card-expired': 'Your registration has ended',
  'card-removed': 'Not on the register',
  'card-refused': 'There is no such page',
  'card-method': 'This address takes a form',
  'card-cross-site': 'Sent from another site',
  'card-unavailable': 'Your card is not available just now',
} as const satisfies Record<CardAnswerKind, string>;

/** A page's main heading. */
export const cardAnswerHeading = (kind: CardAnswerKind) => cardAnswerTitles[kind];

/** The verify page's answers to a card's code (functions/card-answers.js). */
export type CardVerifyKind = Extract<AnswerKind, `receipt-card-${string}`>;

/** The verify page's words for a card's code, with `{{slots}}` the function fills. */
export const cardVerifyContent = {
  fresh: {
    heading: 'Live card',
    made: 'This card’s code was made at {{madeAt}} (UK time), {{madeAgo}}, and signed by the scheme: the card is live. Below is the holder as our register holds them now, at {{checkedAt}}.',
    compare:
      'Compare the photograph with the person in front of you. The code names a registration number only: their standing is read from the register now.',
    signed:
      'Signed with the scheme’s key {{keyId}}, as {{issuedBy}}; nothing in it has changed since.',
    photoAlt: 'The holder’s photograph, as the register holds it',
    standings: {
      current: 'Current: may work in these categories',
      ending: 'Current, ending {{endsIn}}',
      expired: 'Expired: may not work as a registered operator',
      suspended: 'Suspended by the scheme: may not work as a registered operator',
    },
    since: 'Suspended since {{sinceDate}}.',
    why: 'Why: {{whyText}}',
    labels: {
      name: 'Name',
      number: 'Registration number',
      standing: 'Standing',
      validUntil: 'Valid until',
      categories: 'Categories',
      provisional: 'Not yet confirmed',
      provider: 'Trained and tested by',
    },
    noProvider: 'Not named on the register',
    checkAgain: 'Check a number and surname instead',
  },
  removed: {
    heading: 'Not on the register',
    text: 'This card’s code was made at {{madeAt}} (UK time), {{madeAgo}}, and signed by the scheme, but registration {{number}} is not on our register now, at {{checkedAt}}: the holder may not work as a registered operator.',
    on: 'It was removed on {{removedOn}}.',
  },
  stale: {
    heading: 'Stale code: probably a screenshot',
    text: `This card’s code was made at {{madeAt}} (UK time), {{madeAgo}}. A live card shows a code that changes every ${codeRefreshSeconds} seconds and works for ${codeSeconds} seconds: this one is a screenshot, a photograph or a copy, so it says nothing about the holder’s standing.`,
    ask: 'Ask the holder to open their live card on their phone and scan its code again. If they cannot, check their registration number and surname instead.',
  },
  forged: {
    heading: 'Forged code: not the scheme’s',
    text: 'This looks like a card’s code but the scheme did not make it: its signature does not hold, or it was changed after it was signed (a different registration number, say), or it was signed with a key that is not ours. It certifies nothing, and the card it came from is not genuine.',
    ask: 'Do not accept the card. Check the holder’s registration number and surname instead, and tell us about the card.',
  },
  unavailable: {
    heading: 'Cannot read the register just now',
    text: 'The code is the scheme’s and live, but we could not read the register in time. Scan it again in a minute.',
  },
  checkHref: '/check',
  reportHref: '/contact',
  report: 'Tell us about the card',
} as const;

/** Each verify answer's title, for the browser tab (spread into `verifyAnswerTitles`). */
export const cardVerifyTitles = {
  'receipt-card-current': 'Live card: current',
  'receipt-card-ending': 'Live card: current, ending soon',
  'receipt-card-expired': 'Live card: expired',
  'receipt-card-suspended': 'Live card: suspended',
  'receipt-card-removed': 'Live card: not on the register',
  'receipt-card-stale': 'Stale card code: probably a screenshot',
  'receipt-card-forged': 'Forged card code',
  'receipt-card-unavailable': 'Cannot read the register just now',
} as const satisfies Record<CardVerifyKind, string>;
