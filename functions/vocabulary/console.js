// The staff console's words and numbers (functions/console/, functions/surfaces/console/,
// docs/console.md): the scheme's staff roles and what each may do. Pure data: the site, the
// function and the commands read it.

/**
 * The roles of the scheme's staff: a reader looks (search, a record, its history, the trail,
 * reports of fake cards); a keeper looks and keeps the registers (suspend, reinstate, remove,
 * restore, import, settle provisional results, triage reports); an administrator looks and keeps
 * the staff, employers' accounts, keys and webhooks, and undoes a run. One person may hold several.
 */
export const staffRoles = /** @type {const} */ (['reader', 'keeper', 'administrator']);

/** @typedef {(typeof staffRoles)[number]} StaffRole */

/**
 * What each role may do in the console: `read` every role; `keep` (change a record's standing)
 * a keeper; `administer` (staff people, accounts, undo) an administrator.
 * @type {Record<'read' | 'keep' | 'administer', readonly StaffRole[]>}
 */
export const staffMay = {
  read: staffRoles,
  keep: ['keeper'],
  administer: ['administrator'],
};

/** The registers the console searches and shows, in the order it shows them. */
export const consoleRegisters = /** @type {const} */ (['operators', 'instructors', 'providers']);

/** How many records a search shows at most. */
export const consoleSearchLimit = 50;

/** How many trail entries the trail page shows at most (the CSV has them all). */
export const consoleTrailShown = 200;

/**
 * The largest upload the console takes for an import (a register's file and the operators'
 * photographs it names), under the 32 MB a Cloud Function's request may be: a larger one is
 * imported with the command line.
 */
export const consoleUploadBytes = 20 * 1024 * 1024;

/** The longest outcome a report of a fake card is marked handled with (functions/console/reports.js). */
export const reportOutcomeMaxLength = 200;

/** How many runs of a register the runs page shows, newest first, as `runs` shows them. */
export const consoleRunsShown = 20;
