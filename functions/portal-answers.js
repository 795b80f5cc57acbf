// The pages of the providers' portal (`/portal/…`, functions/surfaces/portal/, docs/portal.md):
// one kind per page, each with the values, lists and rows it shows, spread into `answerKinds`
// (functions/answers.js), so the build renders each as a page of the site (app/portal/answers/[kind])
// and checks its values as it checks the checks' answers. A list whose item is a label switches a
// part of a page on (one item) or off (none): what a role may do, a field's problem. Pure data.

const none = /** @type {const} */ ([]);

/** The signed-in person and their provider, at the top of every page behind the sign-in. */
const signedIn = /** @type {const} */ (['personEmail', 'roles', 'providerName', 'providerNumber']);

/** What a result's form shows again: each field as typed. */
const resultTyped = /** @type {const} */ ([
  'givenNames',
  'surname',
  'testDate',
  'category',
  'instructor',
  'registrationNumber',
  'email',
]);

/** Each field's problem, as a list of one item or none, beside its box. */
const resultProblems = /** @type {const} */ ([
  'givenNamesProblem',
  'surnameProblem',
  'testDateProblem',
  'categoryProblem',
  'instructorProblem',
  'registrationNumberProblem',
  'photoProblem',
  'emailProblem',
  'consentProblem',
]);

/**
 * The holder's consent to the scheme's emails, as a box ticked or not: each list of one item or
 * none, the page holding the box both ways (as the finder's choices).
 */
const consentBox = /** @type {const} */ (['consentTicked', 'consentUnticked']);

/** The choices a result's form offers: the provider's categories and its current instructors. */
const choices = /** @type {const} */ ({
  categoryChoices: ['code', 'name'],
  instructorChoices: ['number', 'name'],
});

/** A result as the lists show it, with who did what. */
const resultRow = /** @type {const} */ ([
  'resultName',
  'resultNumber',
  'resultCategory',
  'resultTestDate',
  'resultState',
  'resultWho',
]);

/** A result with a box to choose it by: to approve it, or to withdraw it. */
const choosable = /** @type {const} */ ([
  'resultId',
  'resultName',
  'resultCategory',
  'resultTestDate',
  'resultWho',
]);

export const portalAnswerKinds = /** @type {const} */ ({
  // Signing in: the address, the link sent, the link opened, limits.
  'portal-sign-in': { values: ['email'], lists: ['problems', 'signedOut'] },
  'portal-link-sent': { values: ['email'], lists: none },
  'portal-link': { values: ['oobCode'], lists: ['problems'] },
  'portal-limited': { values: ['retryAt'], lists: none },
  // The second factor: setting it up once, then a code at each sign-in.
  'portal-enrol': { values: [...signedIn, 'qrCode', 'secretGroups'], lists: ['problems'] },
  'portal-second-factor': { values: signedIn, lists: ['problems'] },
  // The provider's own page: its accreditation, its results by state, what the person may do.
  'portal-home': {
    values: [...signedIn, 'standing', 'accreditedUntil', 'resultsShown'],
    lists: ['categories', 'notices', 'mayEnter', 'mayApprove', 'mayInvite', 'cannotSubmit'],
    rows: {
      awaiting: choosable,
      open: [...choosable, 'correctHref'],
      results: resultRow,
      instructors: [
        'instructorName',
        'instructorNumber',
        'instructorCategories',
        'instructorStatus',
      ],
    },
  },
  'portal-result': {
    values: [...signedIn, ...resultTyped],
    lists: ['problems', ...resultProblems, ...consentBox],
    rows: choices,
  },
  // A result corrected within its days: its fields again, the photograph kept unless replaced.
  'portal-correct': {
    values: [...signedIn, ...resultTyped, 'resultId'],
    lists: ['problems', ...resultProblems, ...consentBox],
    rows: choices,
  },
  'portal-entered': {
    values: [...signedIn, 'count'],
    lists: ['notices'],
    rows: { entered: ['resultName', 'resultCategory', 'resultTestDate'] },
  },
  // An administrator's people, and the forms to invite and remove them.
  'portal-people': { values: signedIn, lists: none, rows: { people: ['email', 'personRoles'] } },
  'portal-file-problems': { values: [...signedIn, 'fileName', 'count'], lists: ['problems'] },
  'portal-done': { values: [...signedIn, 'heading'], lists: ['done', 'problems'] },
  'portal-operators': {
    values: [...signedIn, 'query', 'shown', 'csvHref'],
    lists: none,
    rows: {
      operators: ['number', 'name', 'categories', 'validUntil', 'status'],
      previous: ['href'],
      next: ['href'],
    },
  },
  'portal-refused': { values: none, lists: ['problems'] },
  'portal-method': { values: none, lists: none },
  'portal-cross-site': { values: none, lists: none },
  'portal-unavailable': { values: none, lists: none },
});
