// What a register's command is asked, read from its arguments: one reader for each subcommand,
// in a table by its name (`requests`), each checking what it takes and answering with what the
// command in functions/registers/commands/ runs with, and whether it writes (so the command line
// knows to say who is asking). A mistake in the arguments is the caller's to correct: each throws
// the usage with it (`commandMistake`, exit code 2).
import path from 'node:path';
import { isIsoDate } from '../../functions/vocabulary/dates.js';
import { normaliseNumber } from '../../functions/vocabulary/registration-numbers.js';
import { defaultWithin, listStatuses } from '../../functions/registers/commands/words.js';
import { photosBeside } from '../../functions/registers/commands/export.js';
import { readCategory } from '../../functions/registers/registers.js';
import { commandMistake, parseCommand } from '../project.mjs';

/** The options every subcommand reads (each takes those it needs). */
export const options = /** @type {const} */ ({
  photos: { type: 'string' },
  project: { type: 'string' },
  by: { type: 'string' },
  reason: { type: 'string' },
  'remove-missing': { type: 'boolean' },
  're-add': { type: 'string', multiple: true },
  reinstate: { type: 'string', multiple: true },
  earlier: { type: 'string', multiple: true },
  expect: { type: 'string' },
  'dry-run': { type: 'boolean' },
  force: { type: 'boolean' },
  'take-over': { type: 'boolean' },
  yes: { type: 'boolean', short: 'y' },
  status: { type: 'string' },
  within: { type: 'string' },
  category: { type: 'string' },
  provider: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  person: { type: 'string' },
  action: { type: 'string' },
  csv: { type: 'string' },
  also: { type: 'string', multiple: true },
  remove: { type: 'boolean' },
  role: { type: 'string', multiple: true },
  since: { type: 'string' },
});

/** Actions the trail shows, which `trail --action` takes: `undone`, an undo's changes. */
export const trailActions = [
  'added',
  're-added',
  'changed',
  'suspended',
  'withdrawn',
  'reinstated',
  'removed',
  'undone',
];

/**
 * A command's arguments, read with the options above (a mistake in them throws the usage).
 * @param {string[]} args
 * @param {string} usage
 */
export const readArguments = (args, usage) => parseCommand(args, options, usage);

/** @typedef {ReturnType<typeof readArguments>['values']} Values */

/**
 * @typedef {{
 *   name: keyof typeof import('../../functions/registers/registers.js').registers,
 *   register: import('../../functions/registers/registers.js').Register,
 *   command: string, rest: string[], values: Values, cwd: string, usage: string,
 * }} Ask
 * What a subcommand's reader has: the register, the subcommand and the arguments after it, the
 * options, the folder the command was typed in (where the files it names are) and the usage.
 */

/** @typedef {{ asked: Record<string, unknown>, writes: boolean }} Request */

/**
 * The first argument after the subcommand, the only one it takes.
 * @param {Ask} ask
 */
function one({ command, rest, usage }) {
  if (rest.length !== 1)
    throw commandMistake(
      `${command} takes one ${rest.length ? 'argument' : 'argument, and got none'}`,
      usage,
    );
  return /** @type {string} */ (rest[0]);
}

/**
 * Why, for the register's trail: a subcommand that changes records needs it.
 * @param {Ask} ask
 */
function reason({ command, values, usage }) {
  const text = values.reason?.trim();
  if (!text)
    throw commandMistake(`${command} needs --reason TEXT: why, for the register's trail`, usage);
  return text;
}

/**
 * Numbers given to an option that may be repeated or hold several: `--also A --also B`, `--also A,B`.
 * @param {string[] | undefined} typed
 */
const numbersOf = (typed) => (typed ?? []).flatMap((each) => each.split(/[\s,]+/).filter(Boolean));

/**
 * Options that only some registers take, refused for the others before anything is read.
 * @param {Ask} ask
 */
export function checkRegisterOptions({ name, register, values, usage }) {
  if (values.provider !== undefined && !register.needsProviders)
    throw commandMistake('--provider is for the operators and the instructors', usage);
  if (values.photos !== undefined && !register.photos)
    throw commandMistake(
      `--photos is for the operators: the ${name}' register has no photographs`,
      usage,
    );
}

/**
 * The count of a removal typed (`--expect N`), which a removal of more than 5 % of the register
 * needs: a whole number, or undefined when not given.
 * @param {Ask} ask
 */
function expectedCount({ values, usage }) {
  if (values.expect === undefined) return undefined;
  const count = Number(values.expect);
  if (!/^\d+$/.test(values.expect.trim()) || !Number.isSafeInteger(count))
    throw commandMistake(
      `--expect "${values.expect}" is not a count: type how many records it removes, as 9900`,
      usage,
    );
  return count;
}

/**
 * `import FILE`: re-adding or removing records by the file needs a reason, as any change of
 * status does.
 * @param {Ask} ask
 * @returns {Request}
 */
function importRequest(ask) {
  const { values, cwd, usage } = ask;
  const file = path.resolve(cwd, one(ask));
  if (values['re-add'] && !values.reason?.trim())
    throw commandMistake(
      "--re-add needs --reason TEXT: why they come back, for the register's trail",
      usage,
    );
  if (values['remove-missing'] && !values.reason?.trim())
    throw commandMistake(
      "--remove-missing needs --reason TEXT: why they go, for the register's trail",
      usage,
    );
  return {
    writes: true,
    asked: {
      file,
      photos: values.photos === undefined ? undefined : path.resolve(cwd, values.photos),
      removeMissing: Boolean(values['remove-missing']),
      // `--re-add A --re-add B`, or `--re-add A,B`.
      reAdd: numbersOf(values['re-add']),
      // The records suspended for cause it may reinstate, and those whose last day it may move
      // back unasked, as --re-add takes numbers.
      reinstate: numbersOf(values.reinstate),
      earlier: numbersOf(values.earlier),
      expectRemoved: expectedCount(ask),
      reason: values.reason?.trim(),
    },
  };
}

/**
 * `suspend` and `reinstate`: numbers, or (for the operators) every one a provider trained.
 * @param {Ask} ask
 * @returns {Request}
 */
function statusRequest(ask) {
  const { name, command, rest, values, usage } = ask;
  const why = reason(ask);
  if (values.provider !== undefined && name !== 'operators')
    throw commandMistake(
      `${command} --provider is for the operators a provider trained; name the ${name} by number`,
      usage,
    );
  if (values.provider !== undefined && rest.length)
    throw commandMistake(`${command} takes numbers or --provider, not both`, usage);
  if (values.provider === undefined && rest.length === 0)
    throw commandMistake(`${command} needs the numbers to ${command}, or --provider NUMBER`, usage);
  if (values.since !== undefined && (command !== 'suspend' || values.provider === undefined))
    throw commandMistake('--since DAY goes with suspend --provider NUMBER', usage);
  if (values.since !== undefined && !isIsoDate(values.since))
    throw commandMistake(`--since "${values.since}" is not a day, as 2026-11-01`, usage);
  return {
    writes: true,
    asked: {
      reason: why,
      provider: values.provider === undefined ? undefined : normaliseNumber(values.provider),
      since: values.since,
      numbers: rest,
    },
  };
}

/**
 * `restore NUMBER`.
 * @param {Ask} ask
 * @returns {Request}
 */
function restoreRequest(ask) {
  const why = reason(ask);
  return { writes: true, asked: { reason: why, number: one(ask) } };
}

/**
 * `remove NUMBER …`.
 * @param {Ask} ask
 * @returns {Request}
 */
function removeRequest(ask) {
  const why = reason(ask);
  if (ask.rest.length === 0) throw commandMistake('remove needs the numbers to remove', ask.usage);
  return {
    writes: true,
    asked: { reason: why, numbers: ask.rest, expectRemoved: expectedCount(ask) },
  };
}

/**
 * `list`: a status the register has, `--within` only with those expiring, a category by its code.
 * @param {Ask} ask
 * @returns {Request}
 */
function listRequest({ register, rest, values, usage }) {
  if (rest.length) throw commandMistake('list takes no numbers', usage);
  const status = values.status?.toLowerCase();
  const statuses = listStatuses(register);
  if (status !== undefined && !statuses.includes(status))
    throw commandMistake(
      `--status "${values.status}" is not one of: ${statuses.join(', ')}`,
      usage,
    );
  if (values.within !== undefined && status !== 'expiring')
    throw commandMistake('--within DAYS goes with --status expiring', usage);
  const within = values.within === undefined ? defaultWithin : Number(values.within);
  if (!Number.isInteger(within) || within < 0)
    throw commandMistake(`--within "${values.within}" is not a number of days`, usage);
  const category = values.category === undefined ? undefined : readCategory(values.category);
  if (category?.problem) throw commandMistake(`--category ${category.problem}`, usage);
  return {
    writes: false,
    asked: {
      status,
      within,
      category: category?.code,
      provider: values.provider === undefined ? undefined : normaliseNumber(values.provider),
    },
  };
}

/**
 * A subcommand that takes no arguments (`runs`, `removed`).
 * @param {Ask} ask
 * @returns {Request}
 */
function bareRequest({ command, rest, usage }) {
  if (rest.length) throw commandMistake(`${command} takes no arguments`, usage);
  return { writes: false, asked: {} };
}

/**
 * `show NUMBER` and `history NUMBER`.
 * @param {Ask} ask
 * @returns {Request}
 */
const numberRequest = (ask) => ({ writes: false, asked: { number: one(ask) } });

/**
 * `search NAME`: the words after it are the name.
 * @param {Ask} ask
 * @returns {Request}
 */
function searchRequest({ rest, usage }) {
  if (rest.length === 0) throw commandMistake('search needs a name', usage);
  return { writes: false, asked: { name: rest.join(' ') } };
}

/**
 * `trail`: days written as YYYY-MM-DD, an action the trail keeps, and a CSV file beside the
 * folder typed in.
 * @param {Ask} ask
 * @returns {Request}
 */
function trailRequest({ rest, values, cwd, usage }) {
  if (rest.length) throw commandMistake('trail takes no numbers; see history NUMBER', usage);
  for (const option of /** @type {const} */ (['from', 'to']))
    if (values[option] !== undefined && !isIsoDate(values[option]))
      throw commandMistake(
        `--${option} "${values[option]}" is not a day written as YYYY-MM-DD`,
        usage,
      );
  if (values.action !== undefined && !trailActions.includes(values.action))
    throw commandMistake(
      `--action "${values.action}" is not one of: ${trailActions.join(', ')}`,
      usage,
    );
  return {
    writes: false,
    asked: {
      from: values.from,
      to: values.to,
      person: values.person,
      action: values.action,
      csv: values.csv === undefined ? undefined : path.resolve(cwd, values.csv),
      cwd,
    },
  };
}

/**
 * `keys create|list|revoke ACCOUNT [KEY_ID]`: the command itself checks the action, so that a
 * server surface asking the same is refused in the same words.
 * @param {Ask} ask
 * @returns {Request}
 */
function keysRequest({ rest, values, usage }) {
  const [action, account = '', keyId] = rest;
  if (!account) throw commandMistake('keys needs create, list or revoke, and an account', usage);
  return {
    writes: action !== 'list',
    asked: { action, account, keyId, reason: values.reason?.trim() },
  };
}

/**
 * `webhook ACCOUNT URL` or `webhook ACCOUNT --remove`.
 * @param {Ask} ask
 * @returns {Request}
 */
function webhookRequest({ rest, values, usage }) {
  const [account = '', url] = rest;
  if (!account) throw commandMistake('webhook needs an account, and an address or --remove', usage);
  if (Boolean(url) === Boolean(values.remove))
    throw commandMistake('webhook takes an address, or --remove, not both', usage);
  return { writes: true, asked: { account, url, reason: values.reason?.trim() } };
}

/**
 * `undo RUN [--also NUMBER …]`.
 * @param {Ask} ask
 * @returns {Request}
 */
const undoRequest = (ask) => ({
  writes: true,
  asked: { reason: reason(ask), runNumber: one(ask), also: numbersOf(ask.values.also) },
});

/**
 * `export FILE`: the operators' photographs beside the file unless `--photos` says.
 * @param {Ask} ask
 * @returns {Request}
 */
function exportRequest(ask) {
  const { register, values, cwd } = ask;
  const file = path.resolve(cwd, one(ask));
  // Beside the file, in a folder of their own: never loose in the folder typed in, where they
  // would mix with (and write over) whatever is there.
  const beside = photosBeside(file);
  return {
    writes: false,
    asked: {
      file,
      cwd,
      force: Boolean(values.force),
      photos: register.photos ? path.resolve(cwd, values.photos ?? beside) : undefined,
    },
  };
}

/**
 * Refuses a subcommand on any register but `only`.
 * @param {Ask} ask
 * @param {string} only
 */
function onlyFor({ name, command, usage }, only) {
  if (name !== only) throw commandMistake(`${command} is for the ${only}' register`, usage);
}

/**
 * `provisional [--provider NUMBER]`: the operators' results waiting for the scheme.
 * @param {Ask} ask
 * @returns {Request}
 */
function provisionalRequest(ask) {
  onlyFor(ask, 'operators');
  const { values } = ask;
  bareRequest(ask);
  return {
    writes: false,
    asked: {
      provider: values.provider === undefined ? undefined : normaliseNumber(values.provider),
    },
  };
}

/**
 * `confirm RESULT … | --provider NUMBER` and `refuse … --reason TEXT`: results settled in bulk.
 * @param {Ask} ask
 * @returns {Request}
 */
function settleRequest(ask) {
  onlyFor(ask, 'operators');
  const { command, rest, values, usage } = ask;
  if (values.provider !== undefined && rest.length)
    throw commandMistake(`${command} takes result ids or --provider, not both`, usage);
  if (values.provider === undefined && !rest.length)
    throw commandMistake(
      `${command} needs the results' ids (from \`provisional\`), or --provider NUMBER`,
      usage,
    );
  return {
    writes: true,
    asked: {
      ids: rest,
      provider: values.provider === undefined ? undefined : normaliseNumber(values.provider),
      reason: command === 'refuse' ? reason(ask) : values.reason?.trim(),
    },
  };
}

/**
 * `people PROVIDER`, `people PROVIDER invite EMAIL --role ROLE …`, `people PROVIDER remove EMAIL`.
 * @param {Ask} ask
 * @returns {Request}
 */
function peopleRequest(ask) {
  onlyFor(ask, 'providers');
  const { command, rest, values, usage } = ask;
  const [provider, action, email, ...more] = rest;
  if (!provider)
    throw commandMistake(`${command} needs the provider's accreditation number`, usage);
  if (action !== undefined && action !== 'invite' && action !== 'remove')
    throw commandMistake(`${command} ${provider} takes invite EMAIL or remove EMAIL`, usage);
  if (action && (!email || more.length))
    throw commandMistake(`${command} ${provider} ${action} takes one email address`, usage);
  if (action === 'invite' && !values.role?.length)
    throw commandMistake(
      'invite needs --role administrator|submitter|approver (one or more)',
      usage,
    );
  return {
    writes: Boolean(action),
    asked: { provider: normaliseNumber(provider), action, email, roles: values.role ?? [] },
  };
}

/**
 * `reminders [--dry-run]`: the holders' reminders' run (functions/holders/reminders.js); it
 * writes no register (`--dry-run` reaches it all the same: it then sends nothing).
 * @param {Ask} ask
 * @returns {Request}
 */
function remindersRequest(ask) {
  onlyFor(ask, 'operators');
  return bareRequest(ask);
}

/**
 * Each subcommand's reader, by the name the command line gives it (the same names as the
 * commands in functions/registers/commands/index.js).
 * @type {Record<keyof typeof import('../../functions/registers/commands/index.js').commands, (ask: Ask) => Request>}
 */
export const requests = {
  import: importRequest,
  suspend: statusRequest,
  reinstate: statusRequest,
  remove: removeRequest,
  restore: restoreRequest,
  list: listRequest,
  show: numberRequest,
  history: numberRequest,
  runs: bareRequest,
  export: exportRequest,
  trail: trailRequest,
  removed: bareRequest,
  search: searchRequest,
  undo: undoRequest,
  keys: keysRequest,
  webhook: webhookRequest,
  provisional: provisionalRequest,
  confirm: settleRequest,
  refuse: settleRequest,
  people: peopleRequest,
  reminders: remindersRequest,
};
