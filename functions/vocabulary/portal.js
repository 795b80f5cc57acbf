// The providers' portal's words and numbers (functions/portal/, functions/surfaces/portal/,
// docs/portal.md): who may do what, how long a result stays provisional or open to correction, how
// long a session lasts and how often a sign-in link may be asked for. Pure data: the site, the
// function and the commands read it.

/**
 * What a provider's person may do: an administrator invites and removes colleagues; a submitter
 * enters results; an approver confirms them onto the register. One person may hold several.
 */
export const portalRoles = /** @type {const} */ (['administrator', 'submitter', 'approver']);

/** @typedef {(typeof portalRoles)[number]} PortalRole */

/** The roles that sign in with a second factor: whoever can put a result on the register or give that power. */
export const secondFactorRoles = /** @type {readonly PortalRole[]} */ ([
  'administrator',
  'approver',
]);

/**
 * A result's states: `entered` by a submitter, not yet on the register; `provisional` once an
 * approver confirmed it (on the register, counting for `provisionalDays`); `confirmed` or
 * `refused` by the scheme's staff; `withdrawn` by the provider within `correctionDays`.
 */
export const resultStates = /** @type {const} */ ([
  'entered',
  'provisional',
  'confirmed',
  'refused',
  'withdrawn',
]);

/** @typedef {(typeof resultStates)[number]} ResultState */

/** How many days a result approved by its provider counts before the scheme must confirm it. */
export const provisionalDays = 14;

/** How many days after approval the provider may correct or withdraw a result; then it is locked. */
export const correctionDays = 2;

/** How long a registration entered through the portal runs from its test date, in years. */
export const registrationYears = 5;

/** How long a session lasts once signed in (Firebase allows 5 minutes to 2 weeks). */
export const sessionHours = 8;

/**
 * How often a sign-in link may be asked for and used: per client address (in a fixed window), and
 * per account (the email address, whoever asks). Past either, the page says when to come back.
 */
export const signInLimits = {
  linksPerClient: { tries: 10, windowMinutes: 15 },
  linksPerAccount: { tries: 5, windowMinutes: 60 },
  sessionsPerAccount: { tries: 10, windowMinutes: 60 },
};

/** The most results one file may hold. */
export const maxResultsPerFile = 1000;

/** The largest photograph a form may upload, and the largest results file. */
export const maxPhotoBytes = 8 * 1024 * 1024;
export const maxResultsFileBytes = 2 * 1024 * 1024;

/** How many rows a list of the portal shows at once. */
export const portalPageSize = 25;

/**
 * The columns of a results file, in order; `registration_number` and `photo` may be empty. `email`
 * and `email_consent` (the operator's address, and the day they agreed that the scheme may email
 * them: functions/holders/contact-input.js) may be empty or left out.
 */
export const resultColumns = /** @type {const} */ ([
  'given_names',
  'surname',
  'test_date',
  'category',
  'instructor',
  'registration_number',
  'photo',
  'email',
  'email_consent',
]);

/** The columns a results file may leave out. */
export const optionalResultColumns = /** @type {const} */ ([
  'registration_number',
  'email',
  'email_consent',
]);
