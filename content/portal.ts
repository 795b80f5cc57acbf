import { type AnswerKind, answerKindNames } from '@/functions/answers.js';
import { portalPaths } from '@/functions/vocabulary/paths.js';
import {
  correctionDays,
  maxResultsPerFile,
  provisionalDays,
  resultColumns,
  sessionHours,
} from '@/functions/vocabulary/portal.js';

/**
 * The providers' portal (`/portal`, docs/portal.md): where an accredited provider's people sign in
 * to put their results on the register, and every page the function answers there. Words only:
 * the function fills each page's values (functions/portal-answers.js).
 */
export const portalContent = {
  heading: 'Providers’ portal',
  intro: [
    'Accredited training providers put their operators’ results on the register here: one at a time or as a file. A result your approver confirms shows in the operator check at once as provisional, until the scheme confirms it.',
    `Sign in with the email address the scheme or your administrator invited. We email you a link; it works once, for an hour. You stay signed in for ${sessionHours} hours.`,
  ],
  signIn: {
    heading: 'Sign in',
    email: 'Email address',
    emailHint: 'The address you were invited with',
    submit: 'Email me a sign-in link',
    sent: {
      heading: 'Check your email',
      text: 'If {{email}} belongs to one of a provider’s people, a sign-in link is on its way to it. Open the link on this device; it works once, for an hour.',
    },
    link: {
      heading: 'Finish signing in',
      text: 'Type the email address the link was sent to, to show the link is yours.',
      submit: 'Sign in',
    },
    limited: {
      heading: 'Too many sign-in links asked for',
      text: 'To keep accounts safe, a sign-in link can be asked for only a few times an hour. Try again after {{retryAt}}.',
    },
    signedOut: 'You have signed out.',
    problemsHeading: 'There is a problem',
  },
  secondFactor: {
    enrolHeading: 'Set up your second step',
    enrolText: [
      'You can confirm results or invite colleagues, so you sign in with a code from an authenticator app as well as the link: any app that makes 6-digit codes (TOTP), on a phone or a computer.',
      'Scan the QR code with the app, or type the key into it. Then type the code the app shows.',
    ],
    qrAlt: 'QR code of your authenticator key',
    keyLabel: 'Key to type into the app',
    codeHeading: 'Type the code from your authenticator app',
    code: 'Code',
    codeHint: '6 digits: a new code appears every 30 seconds',
    submit: 'Continue',
  },
  frame: {
    signedInAs: 'Signed in as',
    roles: 'Roles',
    provider: 'Provider',
    signOut: 'Sign out',
    nav: { home: 'Results', newResult: 'Enter a result', operators: 'Our operators' },
  },
  home: {
    accreditationHeading: 'Your accreditation',
    standing: 'Standing',
    until: 'Accredited until',
    categories: 'Categories',
    cannotSubmit:
      'Your provider is not accredited today: you can read what the register holds, but not enter or approve results.',
    awaitingHeading: 'Waiting for approval',
    awaitingNone: 'No results are waiting for approval.',
    approve: 'Approve the chosen results',
    approveHint: `Approved results show in the operator check at once, as provisional for ${provisionalDays} days until the scheme confirms them. Someone other than whoever entered a result approves it.`,
    choose: 'Choose',
    openHeading: 'Can still be withdrawn',
    openHint: `A result can be withdrawn until ${correctionDays} days after its approval; then it is locked, and only the scheme can change it.`,
    withdraw: 'Withdraw the chosen results',
    resultsHeading: 'Results',
    resultsNone: 'No results yet.',
    resultsShown: 'The newest {{resultsShown}}.',
    columns: {
      name: 'Operator',
      number: 'Registration number',
      category: 'Category',
      testDate: 'Test date',
      state: 'State',
      who: 'Who did what',
    },
    peopleHeading: 'Your people',
    instructorsHeading: 'Your instructors',
    instructorsHint:
      'As the register holds them: only a current instructor can be named on a result.',
    instructorColumns: {
      name: 'Instructor',
      number: 'Registration number',
      categories: 'Categories',
      status: 'Status',
    },
    invite: {
      heading: 'Invite a colleague',
      email: 'Their email address',
      roles: 'Roles',
      roleNames: {
        submitter: 'Submitter: enters results',
        approver: 'Approver: confirms results (signs in with a second step)',
        administrator: 'Administrator: invites and removes people (signs in with a second step)',
      },
      submit: 'Invite',
      remove: 'Remove',
    },
  },
  result: {
    heading: 'Enter a result',
    intro: 'One operator’s result. To enter many at once, upload a file below.',
    fields: {
      givenNames: 'Given names',
      surname: 'Surname',
      testDate: 'Date of the test',
      testDateHint: 'As 2026-11-27: not in the future',
      category: 'Category',
      categoryHint: 'Only the categories you are accredited for',
      instructor: 'Instructor who tested them',
      instructorHint: 'Their registration number: only your current instructors',
      registrationNumber: 'Registration number, if they already have one',
      registrationNumberHint:
        'For an operator already on the register adding a category. Write “new” if we offer a match that is not them.',
      photo: 'Photograph',
      photoHint:
        'A clear, recent photograph of their face: we crop it to the card’s shape and remove its metadata (location, camera).',
      contactLegend: 'The operator’s email address (optional)',
      contactHint:
        'Only with their agreement. The scheme keeps it apart from the register: no check, employer or receipt ever shows it.',
      email: 'Their email address',
      emailHint: 'As name@example.com: theirs, not your company’s',
      consent:
        'The operator agreed that the scheme may email them about this registration: when it is made, confirmed, suspended or removed, before it ends, and a link to their card',
    },
    submit: 'Enter the result',
    correctHeading: 'Correct a result',
    correctIntro:
      'The corrected result takes the place of the one you entered: it waits for an approver again, and the one it corrects is withdrawn from the register. Leave the photograph empty to keep the one you sent.',
    correctSubmit: 'Enter the correction',
    correctLink: 'Correct',
    fileHeading: 'Enter a file of results',
    fileIntro: `A CSV file with a header line naming these columns, one result a line, at most ${maxResultsPerFile}: ${resultColumns.join(', ')}. The photo column names a file you upload with it. The email and email_consent columns (the operator’s address, and the day they agreed that the scheme may email them, as 2026-11-27) may be empty or left out; an address needs that day. Every problem is listed by line, and nothing is entered until the whole file is right.`,
    file: 'Results file (CSV)',
    photos: 'Photographs named in the file',
    fileSubmit: 'Check and enter the file',
    enteredHeading: 'Results entered',
    enteredText: '{{count}} entered. An approver of your provider confirms them next.',
    fileProblemsHeading: 'The file was not entered',
    fileProblemsText: '{{fileName}}: {{count}} problems. Correct them all and upload it again.',
  },
  operators: {
    heading: 'Our operators',
    intro: 'The operators the register names your provider for, and those your results are on.',
    search: 'Surname or registration number',
    submit: 'Search',
    csv: 'Download as CSV',
    none: 'No operators found.',
    shown: '{{shown}}',
    previous: 'Previous page',
    next: 'Next page',
    columns: {
      number: 'Registration number',
      name: 'Name',
      categories: 'Categories',
      validUntil: 'Valid until',
      status: 'Status',
    },
  },
  refused: { heading: 'You cannot do that here' },
  method: { heading: 'This address takes a form', text: 'Start again from the portal.' },
  crossSite: {
    heading: 'Sent from another site',
    text: 'The portal takes its forms only from its own pages. Start again from the portal.',
  },
  unavailable: {
    heading: 'The portal is not available just now',
    text: 'Nothing you sent was lost or half-written. Try again in a minute.',
  },
  done: { problemsHeading: 'Not done' },
  paths: portalPaths,
} as const;

export type PortalContent = typeof portalContent;

/** The portal's pages the function answers with (functions/portal-answers.js). */
export type PortalAnswerKind = Extract<AnswerKind, `portal-${string}`>;

export const portalAnswerKinds = answerKindNames.filter((kind): kind is PortalAnswerKind =>
  kind.startsWith('portal-'),
);

/** Each page's title, for the browser tab. */
export const portalAnswerTitles = {
  'portal-sign-in': 'Sign in to the providers’ portal',
  'portal-link-sent': 'Check your email',
  'portal-link': 'Finish signing in',
  'portal-limited': 'Too many sign-in links asked for',
  'portal-enrol': 'Set up your second step',
  'portal-second-factor': 'Your second step',
  'portal-home': 'Your provider’s results',
  'portal-result': 'Enter a result',
  'portal-correct': 'Correct a result',
  'portal-entered': 'Results entered',
  'portal-people': 'Your people',
  'portal-file-problems': 'Error: the file was not entered',
  'portal-done': 'Done',
  'portal-operators': 'Our operators',
  'portal-refused': 'You cannot do that here',
  'portal-method': 'This address takes a form',
  'portal-cross-site': 'Sent from another site',
  'portal-unavailable': 'The portal is not available just now',
} as const satisfies Record<PortalAnswerKind, string>;

/** A page's main heading: its title without the "Error:" the tab shows. */
export const portalAnswerHeading = (kind: PortalAnswerKind) =>
  portalAnswerTitles[kind].replace(/^Error: (\w)/, (_, first: string) => first.toUpperCase());
