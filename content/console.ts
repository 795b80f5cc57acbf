import { type AnswerKind, answerKindNames } from '@/functions/answers.js';
import { consolePaths } from '@/functions/vocabulary/paths.js';
import { sessionHours } from '@/functions/vocabulary/portal.js';
import { reportOutcomeMaxLength } from '@/functions/vocabulary/console.js';

/**
 * The staff console (`/console`, docs/console.md): where the scheme's staff search the registers,
 * read a record and its history, change a record's standing with a reason, and read the trail,
 * and every page the function answers there. Words only: the function fills each page's values
 * (functions/console-answers.js).
 */
export const consoleContent = {
  heading: 'Staff console',
  intro: [
    'The scheme’s staff keep the registers here: find a record, read its history, suspend, reinstate, remove or restore it with a reason, and read the trail of every change and every look at a record.',
    `Sign in with the email address you were invited with. We email you a link; it works once, for an hour. Then type a code from your authenticator app. You stay signed in for ${sessionHours} hours.`,
  ],
  signIn: {
    heading: 'Sign in',
    email: 'Email address',
    emailHint: 'The address you were invited with',
    submit: 'Email me a sign-in link',
    sent: {
      heading: 'Check your email',
      text: 'If {{email}} belongs to one of the scheme’s staff, a sign-in link is on its way to it. Open the link on this device; it works once, for an hour.',
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
      'Everyone on the staff console reads people’s records, so everyone signs in with a code from an authenticator app as well as the link: any app that makes 6-digit codes (TOTP), on a phone or a computer.',
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
    signOut: 'Sign out',
    nav: {
      search: 'Search',
      trail: 'Trail',
      staff: 'Staff',
      import: 'Import',
      provisional: 'Provisional results',
      reports: 'Reports',
      runs: 'Runs',
      employers: 'Employers',
    },
  },
  search: {
    heading: 'Find a record',
    label: 'Registration number or name',
    hint: 'An operator’s, an instructor’s or a provider’s number, or part of a name: “O’Neill” finds “Zoë O’Neill”',
    submit: 'Search',
    columns: { register: 'Register', number: 'Number', name: 'Name' },
    none: 'No records found.',
    results: 'Records found',
  },
  record: {
    standing: 'Standing now',
    recordHeading: 'As the register holds it',
    historyHeading: 'History',
    historyNone: 'No change kept in the trail.',
    actionsHeading: 'Change its standing',
    actionsHint:
      'Each asks first, naming how the record stands now, and keeps your reason in the trail.',
    viewed: 'Your look at this record is kept in the trail.',
    emailsHeading: 'Emails to the holder',
    emailsHint:
      'What the holder was told and when, newest first: the scheme never shows the address here.',
    emailsNone: 'No email sent to the holder.',
    emailsTable: 'Emails sent, newest first',
    emailsColumns: { kind: 'Email', at: 'When (UK time)', state: 'How it went' },
  },
  question: {
    standing: 'How it stands now',
    plan: 'What will change',
    reason: 'Reason',
    reasonHint: 'Kept in the trail with your email address, and shown to whoever changes it next',
    cancel: 'Back to the record',
  },
  trail: {
    heading: 'Trail',
    intro:
      'Every change to a register, and every look at a record by the staff (“viewed”), newest first. Days and times are UK time.',
    register: 'Register',
    registers: { operators: 'Operators', instructors: 'Instructors', providers: 'Providers' },
    from: 'From (day)',
    to: 'To (day)',
    person: 'Person',
    personHint: 'Part of their email address or name',
    action: 'Action',
    actionHint: 'As suspended, reinstated, removed, re-added, changed, viewed',
    submit: 'Show',
    csv: 'Download as CSV',
    entries: 'Trail entries',
    none: 'No entries.',
    columns: {
      at: 'When',
      number: 'Number',
      action: 'Action',
      by: 'By',
      reason: 'Reason',
      changes: 'Changes',
    },
  },
  staff: {
    heading: 'The staff',
    invite: {
      heading: 'Invite a member of staff',
      email: 'Their email address',
      roles: 'Roles',
      roleNames: {
        reader: 'Reader: searches, reads records, their history and the trail',
        keeper:
          'Keeper: reads, and suspends, reinstates, removes and restores records, and marks reports of fake cards handled',
        administrator: 'Administrator: reads, and keeps the staff and undoes runs',
      },
      submit: 'Invite',
      remove: 'Remove',
    },
  },
  done: { problemsHeading: 'Not done', back: 'Back to the staff' },
  import: {
    heading: 'Import a register’s file',
    intro: [
      'The file is the register: upload it and you will see its plan first (what it adds, changes, suspends, reinstates and removes, and why each record stands as it does now). Nothing is written until you confirm it with a reason.',
      'For the operators’ register, choose the photographs the file names with it. A file of more than 20 MB with its photographs is imported with the command line (docs/keeping-registers.md).',
    ],
    register: 'Register',
    registers: { operators: 'Operators', instructors: 'Instructors', providers: 'Providers' },
    file: 'The register’s file (CSV)',
    fileHint: 'As the command line imports it, or as an export wrote it',
    photos: 'Operators’ photographs',
    photosHint:
      'Every photograph the file names; not needed for the instructors’ or providers’ registers',
    removeMissing: 'Remove the records the file does not hold',
    submit: 'Show the plan',
    done: 'Imported: kept in the trail.',
    trail: 'See the trail',
    planHeading: 'The import’s plan',
    standing: 'Changes of standing',
    standingColumns: { number: 'Number', change: 'Change', why: 'How it stands now' },
    noStanding: 'No record’s standing changes.',
    lines: 'The plan, as the command line prints it',
    warnings: 'Warnings',
    reinstate: 'Suspended for cause: tick each to reinstate it',
    earlier: 'Last day moved back: tick each to go ahead',
    expect: 'Records removed',
    reason: 'Reason',
    reasonHint: 'Kept in the trail with your email address for every record this changes',
    write: 'Import',
    nothing: 'The file changes nothing: there is nothing to import.',
    again: 'Upload another file',
  },
  refused: { heading: 'You cannot do that here' },
  method: { heading: 'This address takes a form', text: 'Start again from the console.' },
  crossSite: {
    heading: 'Sent from another site',
    text: 'The console takes its forms only from its own pages. Start again from the console.',
  },
  unavailable: {
    heading: 'The console is not available just now',
    text: 'Nothing you sent was lost or half-written. Try again in a minute.',
  },
  paths: consolePaths,
  provisional: {
    heading: 'Provisional results',
    intro:
      'Results a provider’s approver put on the operators’ register, waiting for the scheme. Each counts until its day, then lapses unless confirmed. Confirmed, its category counts like any other; refused, it comes off the register, and an operator left with no category is removed.',
    provider: 'Provider',
    providerHint: 'Its number, as ZZ0001; empty for every provider',
    submit: 'Show',
    results: 'Provisional results waiting',
    columns: {
      operator: 'Operator',
      category: 'Category',
      provider: 'Provider',
      who: 'Entered and approved',
      counts: 'Counts',
    },
    choose: 'Choose',
    chooseHint: 'Tick the results, then a button: you are asked first, and shown what will change.',
    confirm: 'Confirm selected',
    refuse: 'Refuse selected',
    plan: 'What will change',
    reason: 'Reason',
    back: 'Back to the provisional results',
  },
  reports: {
    heading: 'Reports of suspected fake cards',
    intro:
      'Employers report a card they think is fake from a check’s answer. Each report is kept for a year. Times are UK time.',
    toHandle: 'To handle',
    labels: {
      received: 'Received',
      number: 'Number on the card',
      name: 'Name on the card',
      where: 'Where',
      reporter: 'Reported by',
      contact: 'Contact',
      seen: 'What they saw',
      sent: 'Sent',
      handled: 'Handled',
    },
    outcome: 'Outcome',
    outcomeHint: `What was done, as “card genuine, employer told” or “passed to police”: at most ${reportOutcomeMaxLength} characters, kept with your email address`,
    submit: 'Mark handled',
  },
  runs: {
    heading: 'Runs',
    intro:
      'Each run that wrote to a register (an import, a suspension, a removal, an undoing), by its number, newest first: the latest 20, as the runs command lists them. A run that failed or stopped without finishing changed nothing. Times are UK time.',
    register: 'Register',
    labels: {
      at: 'Started',
      by: 'By',
      what: 'What for',
      outcome: 'How it ended',
      count: 'Changed',
    },
    run: 'Run',
  },
  undo: {
    run: 'The run',
    plan: 'What will change',
    later: 'Changed again since the run',
    laterHint:
      'These are left as they are unless ticked: a ticked record goes back to how it stood before the run too.',
    replan: 'Show the plan with these',
    reason: 'Reason',
    reasonHint: 'Kept in the trail with your email address',
    cancel: 'Back to the runs',
  },
  employers: {
    heading: 'Employers’ accounts',
    intro:
      'The accounts employers check operators with, through the API and the crew check: each with its API keys and the webhook it is told of changes at. Only administrators keep them.',
    label: 'Account number or name',
    hint: 'An account’s number, or its beginning, as ZZ09; or part of its name',
    submit: 'Search',
    columns: {
      number: 'Number',
      name: 'Name',
      status: 'Status',
      keys: 'Live keys',
      webhook: 'Webhook',
    },
    none: 'No accounts.',
    account: {
      standing: 'Standing now',
      recordHeading: 'As the register holds it',
      standingHint:
        'Suspend, reinstate or close an account from the command line: npm run employers -- suspend ACCOUNT --reason TEXT (or reinstate).',
      viewed: 'Your look at this account is kept in the trail.',
      keysHeading: 'API keys',
      keysHint:
        'A new key is shown once, when it is made, and kept only as a hash. When a key was last used is not kept.',
      keyLabels: { made: 'Made', state: 'Now' },
      keysNone: 'No keys.',
      webhookHeading: 'Webhook',
      webhookLabels: {
        address: 'Address',
        events: 'Events',
        set: 'Set',
      },
      events:
        'registration.suspended, .expired, .expiring, .removed and .current of the people the account watches, and webhook.test when the account asks',
      historyHeading: 'History',
      historyNone: 'No change kept in the trail.',
    },
    question: {
      standing: 'How it stands now',
      plan: 'What will change',
      reason: 'Reason',
      reasonHint: 'Kept in the trail with your email address; never the key or the secret',
      cancel: 'Back to the account',
      webhookNow: 'Its webhook now',
      address: 'Address',
      addressHint:
        'Where notices are sent: https, on port 443, to a public address, with no user name or password',
      planHint: 'Check the address first: what will change is shown before anything is set.',
    },
    shownOnce: {
      back: 'Back to the account',
    },
  },
} as const;

export type ConsoleContent = typeof consoleContent;

/** The console's pages the function answers with (functions/console-answers.js). */
export type ConsoleAnswerKind = Extract<AnswerKind, `console-${string}`>;

export const consoleAnswerKinds = answerKindNames.filter((kind): kind is ConsoleAnswerKind =>
  kind.startsWith('console-'),
);

/** Each page's title, for the browser tab. */
export const consoleAnswerTitles = {
  'console-sign-in': 'Sign in to the staff console',
  'console-link-sent': 'Check your email',
  'console-link': 'Finish signing in',
  'console-limited': 'Too many sign-in links asked for',
  'console-enrol': 'Set up your second step',
  'console-second-factor': 'Your second step',
  'console-search': 'Find a record',
  'console-record': 'A record',
  'console-question': 'Change a record’s standing',
  'console-done': 'Done',
  'console-trail': 'The trail',
  'console-staff': 'The staff',
  'console-import': 'Import a register’s file',
  'console-import-plan': 'The import’s plan',
  'console-refused': 'You cannot do that here',
  'console-method': 'This address takes a form',
  'console-cross-site': 'Sent from another site',
  'console-unavailable': 'The console is not available just now',
  'console-provisional': 'Provisional results',
  'console-provisional-question': 'Confirm or refuse provisional results',
  'console-reports': 'Reports of suspected fake cards',
  'console-runs': 'Runs',
  'console-undo': 'Undo a run',
  'console-employers': 'Employers’ accounts',
  'console-employer': 'An employer’s account',
  'console-employer-question': 'Change an employer’s keys or webhook',
  'console-employer-webhook': 'Set an employer’s webhook',
  'console-shown-once': 'Shown this once: copy it now',
} as const satisfies Record<ConsoleAnswerKind, string>;

/** A page's main heading. */
export const consoleAnswerHeading = (kind: ConsoleAnswerKind) => consoleAnswerTitles[kind];
