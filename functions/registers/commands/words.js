// What the register commands share: how a run is described to them, how they write numbers, dates
// and removals, a record's standing on a day, and the question asked before a change of many.
import { readRegister } from '../../catalogue.js';
import { normaliseNumber } from '../../vocabulary/registration-numbers.js';
import { statusOf } from '../changes.js';
import { registers } from '../registers.js';

/** @typedef {import('../registers.js').Register} Register */
/** @typedef {import('../registers.js').Version} Version */

/**
 * @typedef {{
 *   db: import('firebase-admin/firestore').Firestore, register: Register, where: string,
 *   activity?: import('firebase-admin/firestore').Firestore,
 *   now: () => Date, confirm?: Confirm,
 *   progress?: (step: string, done: number, total: number) => void, stallMs?: number,
 * }} Run
 * What every command runs with: the register's Firestore and descriptor (and the function's
 * `activity` database, where an employer account's day is kept), how the Firestore is
 * named in what it prints (`where`), the clock, how to ask a person before a change (a terminal's
 * question, the console's question page, a test's answer; none when there is no one to ask, as a
 * command line without a terminal), where to show progress, and how long a write may wait for
 * Firestore (store.js).
 * @typedef {(question: string, plan: string, detail?: Asking) => Promise<boolean>} Confirm
 * Asks a person: the question, after the plan as the command prints it, and the same as data.
 * @typedef {{ what: string, standings?: import('./stands.js').Standing[], plan?: unknown }} Asking
 * What a question is about: "remove 1 operator", the standing of each record it would change
 * (who, when and why it stands as it does now), and an import's plan (import-plan.js).
 * @typedef {Run & { by: string, dryRun: boolean, yes: boolean, generation?: number }} WritingRun
 * A command that writes: who makes the change (kept in the trail), whether it only shows what it
 * would do, whether it may go ahead without the question `--yes` answers, and the register's
 * generation the plan a person confirmed was made at (a write after a plan shown earlier, as the
 * console's, is refused if the register has changed since).
 */

/**
 * Statuses `list --status` takes for a register: the first is a record that counts.
 * @param {Register} register
 */
export const listStatuses = (register) =>
  register.name === 'providers'
    ? ['accredited', 'expiring', 'expired', 'suspended', 'withdrawn']
    : register.until
      ? ['current', 'expiring', 'expired', 'suspended']
      : ['active', 'suspended', 'closed'];

/**
 * A mistake in what a command was asked (a number of the wrong shape): the caller's to correct,
 * not a change the register refused. The command line shows its usage with it.
 */
export class RequestMistake extends Error {}

/**
 * The numbers a command names, normalised and without repeats, each checked for its register's
 * shape before anything is read.
 * @param {Register} register
 * @param {readonly string[]} typed
 * @param {{ writes?: boolean }} [options] whether the command would have written (it says
 *   nothing was)
 */
export function readNumbers(register, typed, { writes = true } = {}) {
  const wrong = typed.filter((number) => !register.pattern.test(normaliseNumber(number)));
  if (wrong.length)
    throw new RequestMistake(
      `${wrong.map((n) => `"${n}"`).join(', ')} not a number of the ${register.name}' register (${register.example})${writes ? '; nothing written' : ''}`,
    );
  return [...new Set(typed.map(normaliseNumber))];
}

/** Days `expiring` looks ahead unless `--within` says. */
export const defaultWithin = 30;

/** What a dry run's first line adds. */
export const dryRunMark = ' (dry run: nothing written)';

/**
 * Numbers as a list, "MO100001, MO100002", or "none".
 * @param {readonly string[]} numbers
 */
export const listed = (numbers) => (numbers.length ? numbers.join(', ') : 'none');

/**
 * A date as the trail shows it: "2026-11-26 07:40 UTC".
 * @param {Date} date
 */
export const when = (date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Today's date as the commands print it (UTC, as the trail's times).
 * @param {() => Date} now
 */
export const todayOf = (now) => now().toISOString().slice(0, 10);

/**
 * When, by whom and why a removal was made, as a removed record's version says.
 * @param {string} number
 * @param {Version} removal
 */
export const removedText = (number, removal) =>
  `${number} was removed on ${String(removal.removedAt ?? '').slice(0, 10) || 'an earlier date'}${removal.removedBy ? ` by ${removal.removedBy}` : ''}${removal.reason ? `: ${removal.reason}` : ''}`;

/**
 * A heading and numbers, "  added (3): MO100001, MO100002, MO100003", continued on lines of their
 * own, indented, past 100 characters.
 * @param {string} heading
 * @param {readonly string[]} numbers
 */
export function wrapped(heading, numbers) {
  const lines = [heading];
  for (const [index, number] of numbers.entries()) {
    const item = `${number}${index < numbers.length - 1 ? ',' : ''}`;
    if (`${lines.at(-1)} ${item}`.length > 100) lines.push(`    ${item}`);
    else lines[lines.length - 1] += ` ${item}`;
  }
  return lines;
}

/**
 * A record's standing on `today`: suspended or withdrawn as the register says, expired once its
 * date has passed, expiring within `within` days, or current.
 * @param {Register} register
 * @param {Version} version
 * @param {string} today
 * @param {number} within
 */
export function standing(register, version, today, within) {
  const status = statusOf(version);
  if (status === 'suspended' || status === 'withdrawn' || !register.until) return status;
  const until = String(version[register.until]);
  if (until < today) return 'expired';
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + within);
  // `current`, or a provider's `accredited`.
  return until <= soon.toISOString().slice(0, 10) ? 'expiring' : status;
}

/**
 * Asks before a change of many records (and before any reinstatement, removal or restoration,
 * however few: `count` Infinity), unless the run says yes (`--yes`). Without anyone to ask, it
 * refuses, naming what it would change and why each record stands as it does (the plan's lines).
 * @param {WritingRun} run
 * @param {string} what "suspend 3 operators"
 * @param {number} count
 * @param {string[]} plan the lines that say what would change
 * @param {import('./stands.js').Standing[]} [standings] of the records whose standing it changes
 */
export async function confirmed(run, what, count, plan, standings) {
  if (count <= 1 || run.yes) return;
  await askFirst(run, what, plan, {
    standings,
    instead: 'To go ahead without being asked, add --yes.',
  });
}

/**
 * Asks a person, whatever `--yes` says: refuses without one to ask, with `instead` (what to type
 * to go ahead without being asked), and when the answer is no.
 * @param {WritingRun} run
 * @param {string} what "reinstate 1 operator"
 * @param {string[]} plan the lines that say what would change
 * @param {{ standings?: import('./stands.js').Standing[], plan?: unknown, instead: string }} about
 */
export async function askFirst(run, what, plan, { standings, plan: data, instead }) {
  const question = `This will ${what}.`;
  if (!run.confirm)
    throw new Error(
      [
        // The plan's first line names where, as every refusal does.
        plan[0],
        `${question} Nothing was written: there is no terminal to ask on.`,
        ...plan.slice(1),
        instead,
      ].join('\n'),
    );
  const detail = { what, ...(standings ? { standings } : {}), ...(data ? { plan: data } : {}) };
  if (!(await run.confirm(question, plan.join('\n'), detail)))
    throw new Error(`Nothing was written: you did not confirm (${what})`);
}

/**
 * The generation a command writes after: the one it read, which must be the one the plan a person
 * confirmed was made at (`generation`, when the plan was shown earlier, as the console shows it).
 * @param {{ generation?: number }} run
 * @param {{ current: number }} pointer as read now
 */
export function generationOf({ generation }, { current }) {
  if (generation !== undefined && generation !== current)
    throw new Error(
      `the register changed since the plan was made (run ${generation}; it is at run ${current} now); nothing written: look at the plan again`,
    );
  return current;
}

/** The share of a register a removal may take without the count typed (`--expect N`). */
export const removalShare = 0.05;

/**
 * Refuses a removal of more than 5 % of a register (and more than one record) unless the run
 * typed its count (`--expect N`), and any removal whose count is not the one typed: `--yes`
 * never covers it.
 * @param {WritingRun & { expectRemoved?: number }} run
 * @param {number} count how many it would remove
 * @param {number} size how many the register holds now
 */
export function refuseUnexpectedRemoval(run, count, size) {
  const { expectRemoved, register } = run;
  if (expectRemoved === count) return;
  if (expectRemoved === undefined && (count <= 1 || count <= size * removalShare)) return;
  const share = `${count.toLocaleString('en-GB')} of the ${size.toLocaleString('en-GB')} ${register.name} on the register (${Math.round((count / Math.max(size, 1)) * 100)} %)`;
  throw new Error(
    expectRemoved === undefined
      ? `This would remove ${share}: more than 5 % needs the count typed; nothing written. To go ahead, add --expect ${count}.`
      : `This would remove ${share}, not ${expectRemoved.toLocaleString('en-GB')} as --expect says; nothing written.`,
  );
}

/**
 * A refusal that names the project and the Firestore it was run against (`where`, the line every
 * command begins with), unless it does already: an error is rewritten in place, keeping its kind.
 * @template {Error} E
 * @param {E} error
 * @param {string} where
 * @returns {E}
 */
export function namingWhere(error, where) {
  if (where && error instanceof Error && !error.message.includes(where))
    error.message = `${where}\n${error.message}`;
  return error;
}

/**
 * Refuses to remove providers that records of other registers still name: their files would no
 * longer import, and their pages would link to nothing.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly string[]} numbers the providers to remove
 * @param {string} instead what to do instead, as the refusal's last line
 */
export async function refuseProvidersInUse(db, numbers, instead) {
  const lines = [];
  for (const other of Object.values(registers).filter((register) => register.needsProviders)) {
    const { records } = await readRegister(db, other.shape);
    for (const number of numbers) {
      const naming = [...records]
        .filter(([, version]) =>
          other.providersOf(/** @type {Version} */ (version)).includes(number),
        )
        .map(([id]) => id)
        .sort();
      if (naming.length)
        lines.push(
          `  ${number} is named by ${naming.length} ${naming.length === 1 ? other.noun : other.name}: ${listed(naming.slice(0, 10))}${naming.length > 10 ? ', …' : ''}`,
        );
    }
  }
  if (lines.length)
    throw new Error(
      ['providers still named cannot be removed; nothing written:', ...lines, instead].join('\n'),
    );
}

/**
 * Whether the providers' register holds `number` (for a command given `--provider`).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} number
 */
export const providerExists = async (db, number) =>
  (await readRegister(db, registers.providers.shape)).records.has(number);
