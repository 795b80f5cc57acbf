// The pages of the staff console (`/console/…`, functions/surfaces/console/, docs/console.md): one
// kind per page, each with the values, lists and rows it shows, spread into `answerKinds`
// (functions/answers.js), so the build renders each as a page of the site
// (app/console/answers/[kind]) and checks its values as it checks the checks' answers. A list
// whose item is a label switches a part of a page on (one item) or off (none). Pure data.

const none = /** @type {const} */ ([]);

/** The signed-in member of staff, at the top of every page behind the sign-in. */
const signedIn = /** @type {const} */ (['personEmail', 'roles']);

/** The trail's filters, as typed, shown again in the trail's form. */
const trailFilters = /** @type {const} */ (['register', 'from', 'to', 'person', 'action']);

/**
 * A report of a suspected fake card: its reference, when it came, the number on the card (linked
 * to its record where a register holds it: `cardLinked` and `cardHref`, else `cardPlain`), the
 * name, where, who sent it and how to reach them, what they saw, how often it was sent, and how it
 * was handled (`handled` says not yet).
 */
const reportRow = /** @type {const} */ ([
  'reference',
  'receivedAt',
  'cardHref',
  'cardLinked',
  'cardPlain',
  'cardName',
  'reportWhere',
  'reporter',
  'contact',
  'seen',
  'sent',
  'handled',
]);

export const consoleAnswerKinds = /** @type {const} */ ({
  // Signing in: the address, the link sent, the link opened, limits (the portal's door).
  'console-sign-in': { values: ['email'], lists: ['problems', 'signedOut'] },
  'console-link-sent': { values: ['email'], lists: none },
  'console-link': { values: ['oobCode'], lists: ['problems'] },
  'console-limited': { values: ['retryAt'], lists: none },
  // The second factor, which every member of staff signs in with.
  'console-enrol': { values: [...signedIn, 'qrCode', 'secretGroups'], lists: ['problems'] },
  'console-second-factor': { values: signedIn, lists: ['problems'] },
  // Search: the three registers by number or name, and what was found.
  'console-search': {
    values: [...signedIn, 'query', 'found'],
    lists: ['problems'],
    rows: { records: ['recordRegister', 'recordNumber', 'recordName', 'recordHref'] },
  },
  // A record as its register holds it, its standing and why, its history, and what the member of
  // staff may do to it: each action a link to its question.
  'console-record': {
    values: [...signedIn, 'registerName', 'number', 'standingText'],
    lists: ['notices'],
    rows: {
      fields: ['fieldName', 'fieldValue'],
      history: ['historyLine'],
      actions: ['actionHref', 'actionLabel'],
      // The reports of a suspected fake card naming the record's number: one link, or none.
      reports: ['reportsHref', 'reportsText'],
      // The emails sent (or tried) to the holder, newest first: the kind, when, how it went;
      // never the address (functions/holders/outbox.js, `mailOf`).
      emails: ['emailKind', 'emailAt', 'emailState'],
    },
  },
  // The question before a change of standing: the record's standing now, with who, when and why,
  // and a reason to give.
  'console-question': {
    values: [
      ...signedIn,
      'registerName',
      'register',
      'number',
      'action',
      'actionLabel',
      'question',
      'standingText',
      'generation',
      'reason',
      'recordHref',
    ],
    lists: ['problems'],
    rows: { plan: ['planLine'] },
  },
  'console-done': { values: [...signedIn, 'heading'], lists: ['done', 'problems'] },
  // The trail: the registers' changes and the staff's views, filtered, and its CSV.
  'console-trail': {
    values: [...signedIn, ...trailFilters, 'count', 'csvHref'],
    lists: ['problems'],
    rows: {
      entries: ['entryAt', 'entryNumber', 'entryAction', 'entryBy', 'entryReason', 'entryChanges'],
    },
  },
  // An administrator's staff, and the forms to invite and remove them.
  'console-staff': { values: signedIn, lists: none, rows: { people: ['email', 'personRoles'] } },
  // An import by upload: the form, with the file's mistakes or what was imported; then its plan,
  // as the command line prints it, each record to name, the count to type and a reason.
  'console-import': { values: [...signedIn, 'trailHref'], lists: ['problems', 'done'] },
  'console-import-plan': {
    values: [...signedIn, 'file', 'summary', 'uploadId', 'reason'],
    lists: ['problems', 'lines', 'warnings', 'expect'],
    rows: {
      standing: ['standingNumber', 'standingChange', 'standingWhy'],
      reinstate: ['reinstateNumber', 'reinstateWhy'],
      earlier: ['earlierNumber', 'earlierChange'],
    },
  },
  'console-refused': { values: none, lists: ['problems'] },
  'console-method': { values: none, lists: none },
  'console-cross-site': { values: none, lists: none },
  'console-unavailable': { values: none, lists: none },
  // Providers' provisional results waiting for the scheme, oldest approval first, perhaps of one
  // provider: each with a box to choose it by for a keeper (`choosable`, the boxes and buttons
  // switched on by `mayKeep`), without for a reader (`results`); what a settlement did (`notices`).
  'console-provisional': {
    values: [...signedIn, 'provider', 'count'],
    lists: ['problems', 'notices', 'mayKeep'],
    rows: {
      choosable: [
        'resultId',
        'operatorNumber',
        'operatorName',
        'operatorHref',
        'resultCategory',
        'resultProvider',
        'resultWho',
        'resultCounts',
      ],
      results: [
        'operatorNumber',
        'operatorName',
        'operatorHref',
        'resultCategory',
        'resultProvider',
        'resultWho',
        'resultCounts',
      ],
    },
  },
  // The question before confirming or refusing the chosen results: the command's plan, a reason,
  // the results still provisional (`chosen`: the form shows while there are any).
  'console-provisional-question': {
    values: [
      ...signedIn,
      'action',
      'provider',
      'question',
      'actionLabel',
      'reason',
      'reasonHint',
      'backHref',
    ],
    lists: ['problems'],
    rows: { plan: ['planLine'], chosen: ['resultId'] },
  },
  // Reports of suspected fake cards: those not yet handled, every one, or those naming a number;
  // a keeper's not yet handled each with the form that marks it handled (`toHandle`, the outcome
  // typed kept when it must be corrected), the others without (`reports`).
  'console-reports': {
    values: [...signedIn, 'showing', 'otherHref', 'otherLabel'],
    lists: ['notices', 'problems'],
    rows: { toHandle: [...reportRow, 'outcomeTyped'], reports: reportRow },
  },
  // A register's runs, newest first, as `runs` lists them; an administrator's each with a link to
  // the question before undoing it (`undoHref` and `undoLabel` empty where there is none).
  'console-runs': {
    values: [...signedIn, 'showing'],
    lists: ['notices'],
    rows: {
      runs: [
        'runNumber',
        'runAt',
        'runOutcome',
        'runBy',
        'runWhat',
        'runCount',
        'runNote',
        'undoHref',
        'undoLabel',
      ],
    },
  },
  // The question before undoing a run: the run, the plan (the command's dry run), the records
  // changed again since (ticked to undo them too, or not) and a reason to give.
  'console-undo': {
    values: [
      ...signedIn,
      'registerName',
      'register',
      'runNumber',
      'question',
      'runText',
      'generation',
      'planned',
      'reason',
      'runsHref',
      'undoLabel',
    ],
    lists: ['problems'],
    rows: { plan: ['planLine'], ticked: ['alsoNumber'], unticked: ['alsoNumber'] },
  },
  // An administrator's employer accounts, perhaps those a search names: each with its status, its
  // live keys and whether its webhook is set.
  'console-employers': {
    values: [...signedIn, 'query', 'found'],
    lists: ['problems'],
    rows: {
      accounts: [
        'accountNumber',
        'accountName',
        'accountStatus',
        'accountKeys',
        'accountWebhook',
        'accountHref',
      ],
    },
  },
  // An account as the register holds it, its standing, its keys (each live one with the link to
  // revoke it) and its webhook, each change a link to its question (`newKey`, `removeWebhook`:
  // one row or none).
  'console-employer': {
    values: [
      ...signedIn,
      'number',
      'accountName',
      'standingText',
      'keysNote',
      'webhookAddress',
      'webhookSet',
      'webhookHref',
      'webhookLabel',
    ],
    lists: ['notices'],
    rows: {
      fields: ['fieldName', 'fieldValue'],
      keys: ['keyId', 'keyMade', 'keyState', 'revokeHref', 'revokeLabel'],
      newKey: ['newKeyHref', 'newKeyLabel'],
      removeWebhook: ['removeHref', 'removeLabel'],
      history: ['historyLine'],
    },
  },
  // The question before a key is made or revoked, or a webhook removed: the account's standing,
  // the plan (the command's dry run) and a reason.
  'console-employer-question': {
    values: [
      ...signedIn,
      'number',
      'action',
      'keyId',
      'question',
      'actionLabel',
      'standingText',
      'reason',
      'accountHref',
    ],
    lists: ['problems'],
    rows: { plan: ['planLine'] },
  },
  // The question before a webhook is set: the address (its checks' refusal by it), the plan
  // once the address is checked (`planned`: the address it was made for), and a reason.
  'console-employer-webhook': {
    values: [
      ...signedIn,
      'number',
      'question',
      'actionLabel',
      'standingText',
      'webhookNow',
      'url',
      'planned',
      'reason',
      'accountHref',
    ],
    lists: ['problems', 'urlProblems'],
    rows: { plan: ['planLine'] },
  },
  // A new key, or a webhook's new signing secret: shown this once, never again.
  'console-shown-once': {
    values: [...signedIn, 'heading', 'secretLabel', 'secret', 'accountHref'],
    lists: ['advice'],
  },
});
