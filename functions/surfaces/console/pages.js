// How the console's handlers answer: a page of the console (functions/console-answers.js) with
// the signed-in member of staff at its top, the refusal of what their roles do not allow, and the
// register a page names, checked.
import { page } from '../../answering.js';
import { registers } from '../../registers/registers.js';
import { consoleRegisters, staffMay } from '../../vocabulary/console.js';
import { consolePaths } from '../../vocabulary/paths.js';
import { consoleDoor } from './door.js';

/**
 * A page of the console for the signed-in member of staff: `data` and who they are.
 * @template {import('../../answers.js').AnswerKind} K
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {K} kind
 * @param {Record<string, unknown>} data
 */
export const consolePage = (c, status, kind, data) =>
  page(
    c,
    status,
    kind,
    /** @type {any} */ ({ ...consoleDoor.signedInValues(c.get('signedIn')), ...data }),
  );

/**
 * A refusal, naming why.
 * @param {import('hono').Context<any>} c
 * @param {string} why
 * @param {number} [status]
 */
export const refused = (c, why, status = 403) =>
  page(c, status, 'console-refused', { problems: [why] });

/** What each power is called in a refusal. */
const powerWords = {
  read: 'read the registers',
  keep: 'change a record (a keeper)',
  administer: 'keep the staff (an administrator)',
};

/**
 * Whether the signed-in member of staff may do `what`.
 * @param {import('hono').Context<any>} c
 * @param {keyof typeof staffMay} what
 */
export const may = (c, what) =>
  /** @type {readonly string[]} */ (c.get('signedIn').person.roles).some((role) =>
    /** @type {readonly string[]} */ (staffMay[what]).includes(role),
  );

/**
 * The refusal of whoever may not do `what`, or undefined.
 * @param {import('hono').Context<any>} c
 * @param {keyof typeof staffMay} what
 */
export const unlessMay = (c, what) =>
  may(c, what)
    ? undefined
    : refused(c, `Your roles do not let you ${powerWords[what]}: ask an administrator.`);

/**
 * A register the console shows, by the name a page or form gives it, or undefined.
 * @param {string | undefined} name
 */
export const registerNamed = (name) =>
  /** @type {readonly string[]} */ (consoleRegisters).includes(name ?? '')
    ? registers[/** @type {(typeof consoleRegisters)[number]} */ (name)]
    : undefined;

/**
 * A record's page in the console.
 * @param {string} register
 * @param {string} number
 * @param {Record<string, string>} [more]
 */
export const recordHref = (register, number, more = {}) =>
  `${consolePaths.record}?${new URLSearchParams({ register, number, ...more })}`;

/**
 * How the console names the project it reads, as the commands name where they ran.
 * @param {import('firebase-admin/firestore').Firestore} db
 */
export const whereOf = (db) => {
  try {
    return `project ${/** @type {{ projectId: string }} */ (/** @type {unknown} */ (db)).projectId}`;
  } catch {
    return 'the registers';
  }
};
