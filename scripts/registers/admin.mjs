// The register commands' command line: one per register, each with the same subcommands
// (docs/registers.md):
//
//   npm run operators -- import FILE [--photos FOLDER] [--remove-missing] [--re-add NUMBER …] [--reason TEXT]
//   npm run operators -- restore NUMBER --reason TEXT
//   npm run operators -- suspend NUMBER … | --provider NUMBER      --reason TEXT
//   npm run operators -- reinstate NUMBER … | --provider NUMBER    --reason TEXT
//   npm run operators -- remove NUMBER …                           --reason TEXT
//   npm run operators -- list [--status …] [--within DAYS] [--category CODE] [--provider NUMBER]
//   npm run operators -- show NUMBER | history NUMBER | export FILE [--photos FOLDER] [--force]
//
// and the same for `providers` and `instructors`. A thin shell: it reads the arguments (a mistake
// in them exits 2 with the usage), chooses the Firestore (firestore.mjs), says who is asking
// (who.mjs) and how to ask before a change of many (the terminal), then runs the register's
// command, which the registers' layer holds (functions/registers/commands/) and which plans,
// confirms and writes.
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { isIsoDate } from '../../functions/vocabulary/dates.js';
import { normaliseNumber } from '../../functions/vocabulary/registration-numbers.js';
import { commands } from '../../functions/registers/commands/index.js';
import {
  RequestMistake,
  defaultWithin,
  listStatuses,
} from '../../functions/registers/commands/words.js';
import { readCategory, registers } from '../../functions/registers/registers.js';
import { commandMistake, localKeys, parseCommand, runCommand } from '../project.mjs';
import {
  RegisterLocked,
  lockText,
  readLock,
  takeOverLock,
} from '../../functions/registers/store.js';
import { answers, firestoreTarget, withFirestore } from './firestore.mjs';
import { whoIsAsking } from './who.mjs';

/** @typedef {import('../../functions/registers/registers.js').Register} Register */

/**
 * @typedef {{
 *   env?: Record<string, string | undefined>, cwd?: string, now?: () => Date,
 *   confirm?: (question: string, plan: string) => Promise<boolean>,
 *   progress?: (step: string, done: number, total: number) => void,
 *   account?: () => Promise<string | undefined>, stallMs?: number,
 *   resolve?: import('../../functions/webhook-address.js').Resolve,
 * }} Context
 * What a command runs with: its environment and folder, the clock, how it asks for confirmation
 * (a terminal's prompt unless a test answers), where it shows progress, how it finds the
 * account of real credentials, how long a write may wait for Firestore, and how a webhook's
 * address is resolved (the system's resolver unless a test stands in another).
 */

/**
 * The usage of a register's command.
 * @param {keyof typeof registers} name
 */
export const usageOf = (name) => `Usage: npm run ${name} -- COMMAND [OPTIONS]

  import FILE       load the file: it is the register (adds and changes as it says, and asks
                    before any record is suspended, reinstated, re-added or removed by it;
                    names every number on the register that it does not hold)
                    ${name === 'operators' ? '[--photos FOLDER] ' : ''}[--remove-missing] [--re-add NUMBER …] [--reason TEXT]
  suspend NUMBER …  stop records counting   --reason TEXT${name === 'operators' ? '\n                    (or --provider NUMBER: every operator that provider trained)' : ''}
  reinstate NUMBER …  make them count again   --reason TEXT${name === 'operators' ? '\n                    (or --provider NUMBER: undoes that provider’s suspension)' : ''}
  remove NUMBER …   take records off the register   --reason TEXT
  restore NUMBER    bring one removed record back as it last stood   --reason TEXT
  list              [--status ${listStatuses(registers[name]).join('|')} [--within DAYS]] [--category CODE]${name === 'providers' ? '' : ' [--provider NUMBER]'}
  show NUMBER       a record as the register holds it (the public check and its limits untouched)
  history NUMBER    every change to a record: who, when, what and why
  trail             every change to the register, with its run: [--from DAY] [--to DAY]
                    [--person NAME] [--action ${trailActions.join('|')}] [--csv FILE]
  removed           the records taken off the register: when, by whom and why
  search NAME       records by name (accents, case and punctuation ignored)
  undo RUN          a run's changes undone (its number from trail)   --reason TEXT
                    [--also NUMBER …: records changed again since, undone too]${name === 'employers' ? '\n  keys create ACCOUNT | keys revoke ACCOUNT KEY_ID   --reason TEXT | keys list ACCOUNT\n                    an account’s API keys: a new one shown once, at most two live\n  webhook ACCOUNT URL | webhook ACCOUNT --remove   --reason TEXT\n                    where the account is told of changes to those it watches: https, port 443,\n                    a public address (its secret shown once; needs WEBHOOK_SIGNING_KEY on a\n                    real project)' : ''}
  runs              the latest runs that wrote to the register, and how each ended
  export FILE       the register as a file that imports back unchanged${name === 'operators' ? ' [--photos FOLDER]\n                    (photographs in FILE-photos beside it unless --photos says)' : ''}
                    [--force: write over a file that is there]

Commands that write take --dry-run (show what would change, write nothing) and --yes (no question
before suspending, reinstating or removing more than one record), and --take-over (take the place
of a run that stopped without finishing, once the command has named it).
Where: the Firestore emulator when FIRESTORE_EMULATOR_HOST is set (--by NAME says who you are),
otherwise the project in .firebaserc or --project ID, as your Google credentials' account.`;

/** The options every subcommand reads (each takes those it needs). */
const options = /** @type {const} */ ({
  photos: { type: 'string' },
  project: { type: 'string' },
  by: { type: 'string' },
  reason: { type: 'string' },
  'remove-missing': { type: 'boolean' },
  're-add': { type: 'string', multiple: true },
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
});

/** Actions the trail keeps, which `trail --action` takes. */
const trailActions = [
  'added',
  're-added',
  'changed',
  'suspended',
  'withdrawn',
  'reinstated',
  'removed',
];

/**
 * Numbers given to an option that may be repeated or hold several: `--also A --also B`, `--also A,B`.
 * @param {string[] | undefined} typed
 */
const numbersOf = (typed) => (typed ?? []).flatMap((each) => each.split(/[\s,]+/).filter(Boolean));

/**
 * Asks on the terminal, after showing what would change; refuses when there is none to ask on.
 * @param {string} question
 * @param {string} plan what the command would change, as it prints it
 */
async function terminalConfirm(question, plan) {
  if (!process.stdin.isTTY)
    throw new Error(`${question} Nothing was written: add --yes to go ahead without being asked`);
  process.stderr.write(`${plan}\n`);
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await prompt.question(`${question} Type yes to go ahead: `)).trim());
  } finally {
    prompt.close();
  }
}

/**
 * Progress on a terminal ("photos read 1,200 of 2,000"), rewritten in place; none when the
 * output is not a terminal.
 * @returns {((step: string, done: number, total: number) => void) | undefined}
 */
export function terminalProgress() {
  if (!process.stderr.isTTY) return undefined;
  let shownAt = 0;
  return (step, done, total) => {
    const now = Date.now();
    if (done !== total && now - shownAt < 100) return;
    shownAt = now;
    process.stderr.write(
      `\r  ${step}: ${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')}${done === total ? '\n' : ''}`,
    );
  };
}

/**
 * Runs a register's command.
 * @param {keyof typeof registers} name
 * @param {string[]} args what follows `npm run NAME --`
 * @param {Context} [context]
 * @returns {Promise<string>} what it prints
 */
export async function registerCommand(name, args, context = {}) {
  const register = registers[name];
  const usage = usageOf(name);
  const { values, positionals } = parseCommand(args, options, usage);
  const [command, ...rest] = positionals;
  if (values.help || command === 'help') return usage;
  if (!command || !Object.hasOwn(commands, command))
    throw commandMistake(command ? `"${command}" is not a command` : '', usage);
  // npm runs a script in the project's folder; the folder it was typed in is INIT_CWD, which is
  // where the files the command names are.
  const {
    env = process.env,
    cwd = env.INIT_CWD ?? process.cwd(),
    now = () => new Date(),
  } = context;
  const progress = context.progress ?? terminalProgress();
  /** The first of `rest`, required. */
  const one = () => {
    if (rest.length !== 1)
      throw commandMistake(
        `${command} takes one ${rest.length ? 'argument' : 'argument, and got none'}`,
        usage,
      );
    return /** @type {string} */ (rest[0]);
  };
  const reason = () => {
    const text = values.reason?.trim();
    if (!text)
      throw commandMistake(`${command} needs --reason TEXT: why, for the register's trail`, usage);
    return text;
  };
  if (values.provider !== undefined && !register.needsProviders)
    throw commandMistake('--provider is for the operators and the instructors', usage);
  if (values.photos !== undefined && !register.photos)
    throw commandMistake(
      `--photos is for the operators: the ${name}' register has no photographs`,
      usage,
    );

  /** What the command is asked, read from the arguments; whether it writes. */
  const { asked, writes } = readRequest();
  const where = firestoreTarget({ project: values.project, env });
  const by = writes ? await whoIsAsking(where, values.by, context) : '';
  // An emulator that is not running is named at once, not after the Admin SDK's retries.
  if (where.emulatorHost && !(await answers(where.emulatorHost)))
    throw new Error(
      `no Firestore emulator answers at ${where.emulatorHost} (FIRESTORE_EMULATOR_HOST): start one with \`npm run firestore\`, or unset it to use the project in .firebaserc`,
    );
  const run = /** @type {(run: any) => Promise<string>} */ (
    commands[/** @type {keyof typeof commands} */ (command)]
  );
  const confirm = context.confirm ?? terminalConfirm;
  return withFirestore(where, async (db, activity) => {
    const tookOver = writes && !values['dry-run'] ? await takeOverIfGone(db) : '';
    const output = await run({
      db,
      activity,
      register,
      where: where.description,
      now,
      progress,
      stallMs: context.stallMs,
      confirm,
      by,
      dryRun: Boolean(values['dry-run']),
      yes: Boolean(values.yes),
      allowDemonstration: Boolean(where.emulatorHost),
      // A loopback webhook is for a demo- project, whose records never leave this machine.
      demonstrationProject: where.projectId.startsWith('demo-'),
      webhookSigningKey:
        env.WEBHOOK_SIGNING_KEY || (where.emulatorHost ? localKeys.webhookSigningKey : undefined),
      resolve: context.resolve,
      ...asked,
    }).catch((/** @type {Error} */ error) => {
      // What the command was asked is the caller's to correct: the usage, and exit code 2.
      throw error instanceof RequestMistake ? commandMistake(error.message, usage) : error;
    });
    return tookOver ? `${output}\n${tookOver}` : output;
  });

  /**
   * Takes the place of a run that holds the register's lock but stopped without finishing, once
   * it is named and the user has confirmed (`--take-over`, or yes on a terminal); a lock whose
   * holder may still be running is left for the store to refuse, naming it.
   * @param {import('firebase-admin/firestore').Firestore} db
   * @returns {Promise<string>} what was taken over, as a line, or ''
   */
  async function takeOverIfGone(db) {
    const held = await readLock(db, register.shape, now());
    if (!held?.gone) return '';
    const named = new RegisterLocked(held.lock, held.gone, register.shape.collection).message;
    if (!values['take-over']) {
      const question = `${named.replace(/ Nothing was written: take its place with --take-over$/, '')}\nTake its place?`;
      const asking = context.confirm !== undefined || process.stdin.isTTY;
      if (!asking || !(await confirm(question, ''))) throw new Error(named);
    }
    const lock = await takeOverLock(db, register.shape, { now, by });
    return lock
      ? `Took the place of the run that stopped (${lockText(lock)}); it is kept in \`runs\` as stopped.`
      : '';
  }

  /** @returns {{ asked: Record<string, unknown>, writes: boolean }} */
  function readRequest() {
    switch (command) {
      case 'import': {
        const file = path.resolve(cwd, one());
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
            reAdd: (values['re-add'] ?? []).flatMap((typed) =>
              typed.split(/[\s,]+/).filter(Boolean),
            ),
            reason: values.reason?.trim(),
          },
        };
      }
      case 'suspend':
      case 'reinstate': {
        const why = reason();
        if (values.provider !== undefined && name !== 'operators')
          throw commandMistake(
            `${command} --provider is for the operators a provider trained; name the ${name} by number`,
            usage,
          );
        if (values.provider !== undefined && rest.length)
          throw commandMistake(`${command} takes numbers or --provider, not both`, usage);
        if (values.provider === undefined && rest.length === 0)
          throw commandMistake(
            `${command} needs the numbers to ${command}, or --provider NUMBER`,
            usage,
          );
        return {
          writes: true,
          asked: {
            reason: why,
            provider: values.provider === undefined ? undefined : normaliseNumber(values.provider),
            numbers: rest,
          },
        };
      }
      case 'restore': {
        const why = reason();
        return { writes: true, asked: { reason: why, number: one() } };
      }
      case 'remove': {
        const why = reason();
        if (rest.length === 0) throw commandMistake('remove needs the numbers to remove', usage);
        return {
          writes: true,
          asked: { reason: why, numbers: rest },
        };
      }
      case 'list': {
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
      case 'runs': {
        if (rest.length) throw commandMistake('runs takes no arguments', usage);
        return { writes: false, asked: {} };
      }
      case 'show':
      case 'history': {
        return { writes: false, asked: { number: one() } };
      }
      case 'search':
        if (rest.length === 0) throw commandMistake('search needs a name', usage);
        return { writes: false, asked: { name: rest.join(' ') } };
      case 'removed':
        if (rest.length) throw commandMistake('removed takes no arguments', usage);
        return { writes: false, asked: {} };
      case 'trail': {
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
      case 'keys': {
        const [action = '', account = '', keyId] = rest;
        if (!account)
          throw commandMistake('keys needs create, list or revoke, and an account', usage);
        return {
          writes: action !== 'list',
          asked: { action, account, keyId, reason: values.reason?.trim() },
        };
      }
      case 'webhook': {
        const [account = '', url] = rest;
        if (!account)
          throw commandMistake('webhook needs an account, and an address or --remove', usage);
        if (Boolean(url) === Boolean(values.remove))
          throw commandMistake('webhook takes an address, or --remove, not both', usage);
        return { writes: true, asked: { account, url, reason: values.reason?.trim() } };
      }
      case 'undo':
        return {
          writes: true,
          asked: { reason: reason(), runNumber: one(), also: numbersOf(values.also) },
        };
      default: {
        const file = path.resolve(cwd, one());
        // Beside the file, in a folder of their own: never loose in the folder typed in, where
        // they would mix with (and write over) whatever is there.
        const beside = path.join(
          path.dirname(file),
          `${path.basename(file, path.extname(file))}-photos`,
        );
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
    }
  }
}

/** The commands' entry: `node scripts/registers/admin.mjs operators import FILE …`. */
runCommand(import.meta.url, (args) => {
  const [name, ...rest] = args;
  if (!name || !Object.hasOwn(registers, name))
    throw commandMistake(
      `name a register: ${Object.keys(registers).join(', ')}`,
      'Usage: node scripts/registers/admin.mjs operators|providers|instructors COMMAND …',
    );
  return registerCommand(/** @type {keyof typeof registers} */ (name), rest);
});
