// The register commands' command line: one per register, each with the same subcommands
// (docs/registers.md):
//
//   npm run operators -- import FILE [--photos FOLDER] [--remove-missing [--expect N]] [--re-add NUMBER …]
//                                    [--reinstate NUMBER …] [--earlier NUMBER …] [--reason TEXT]
//   npm run operators -- restore NUMBER --reason TEXT
//   npm run operators -- suspend NUMBER … | --provider NUMBER      --reason TEXT
//   npm run operators -- reinstate NUMBER … | --provider NUMBER    --reason TEXT
//   npm run operators -- remove NUMBER …                           --reason TEXT [--expect N]
//   npm run operators -- list [--status …] [--within DAYS] [--category CODE] [--provider NUMBER]
//   npm run operators -- show NUMBER | history NUMBER | export FILE [--photos FOLDER] [--force]
//   npm run operators -- trail [--from DAY] [--to DAY] [--person NAME] [--action ACTION] [--csv FILE]
//   npm run operators -- removed | runs | search NAME | undo RUN --reason TEXT
//   npm run operators -- reminders [--dry-run]
//
// and the same for `providers` and `instructors`. A thin shell: it reads the arguments (a mistake
// in them exits 2 with the usage; each subcommand's reader is in requests.mjs), chooses the Firestore (firestore.mjs), says who is asking
// (who.mjs) and how to ask a person (the terminal, when there is one), then runs the register's
// command, which the registers' layer holds (functions/registers/commands/) and which plans,
// confirms and writes. Only what the command uses is loaded (commands/load.js): `--help` loads
// nothing of Firebase, `show` no image library.
import { createInterface } from 'node:readline/promises';
import { authCommands, commandLoaders } from '../../functions/registers/commands/load.js';
import {
  RequestMistake,
  listStatuses,
  namingWhere,
} from '../../functions/registers/commands/words.js';
import { registers } from '../../functions/registers/registers.js';
import { commandMistake, localKeys, localMailPort, runCommand } from '../project.mjs';
import { answers, firestoreTarget, withFirestore } from './firestore.mjs';
import { checkRegisterOptions, readArguments, requests, trailActions } from './requests.mjs';
import { whoIsAsking } from './who.mjs';

/** `npm start`'s mail server (scripts/serve/serve.mjs), which the commands on its emulator use. */
const localMailServer = `smtp://127.0.0.1:${localMailPort}`;

/** @typedef {import('../../functions/registers/registers.js').Register} Register */

/**
 * @typedef {{
 *   env?: Record<string, string | undefined>, cwd?: string, now?: () => Date,
 *   confirm?: import('../../functions/registers/commands/words.js').Confirm,
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
                    ${name === 'operators' ? '[--photos FOLDER: without it, FILE-photos beside the file if there, else its folder]\n                    ' : ''}[--remove-missing [--expect N]] [--re-add NUMBER …] [--reason TEXT]
                    [--reinstate NUMBER …: records suspended for cause it may reinstate]
                    [--earlier NUMBER …: records whose last day it may move back unasked]
  suspend NUMBER …  stop records counting   --reason TEXT${name === 'operators' ? '\n                    (or --provider NUMBER: every operator that provider trained;\n                    with --since DAY, those it put on the register since that day)' : ''}
  reinstate NUMBER …  make them count again   --reason TEXT${name === 'operators' ? '\n                    (or --provider NUMBER: undoes that provider’s suspension)' : ''}
  remove NUMBER …   take records off the register   --reason TEXT [--expect N]
  restore NUMBER    bring one removed record back as it last stood   --reason TEXT
  list              [--status ${listStatuses(registers[name]).join('|')} [--within DAYS]] [--category CODE]${registers[name].needsProviders ? ' [--provider NUMBER]' : ''}
  show NUMBER       a record as the register holds it (the public check and its limits untouched)
  history NUMBER    every change to a record: who, when, what and why
  trail             the latest 100 changes to the register, with their runs: [--from DAY]
                    [--to DAY] (UK days) [--person NAME] [--action ${trailActions.join('|')}]
                    [--csv FILE: every change, for Excel]
  removed           the records taken off the register and still off: when, by whom and why
  search NAME       records by name (accents, case and punctuation ignored)
  undo RUN          a run's changes undone (its number from trail)   --reason TEXT
                    [--also NUMBER …: records changed again since, undone too]${name === 'employers' ? '\n  keys create ACCOUNT | keys revoke ACCOUNT KEY_ID   --reason TEXT | keys list ACCOUNT\n                    an account’s API keys: a new one shown once, at most two live\n  webhook ACCOUNT URL | webhook ACCOUNT --remove   --reason TEXT\n                    where the account is told of changes to those it watches: https, port 443,\n                    a public address (its secret shown once; needs WEBHOOK_SIGNING_KEY on a\n                    real project)' : ''}
${name === 'operators' ? '  provisional       the results providers entered, waiting for the scheme   [--provider NUMBER]\n  confirm RESULT …  make them count (or --provider NUMBER: all of its)   [--reason TEXT]\n  refuse RESULT …   take them off (or --provider NUMBER)   --reason TEXT\n  reminders         email each holder whose registration ends within 90 days, or ended\n                    this week, what is due, once   [--dry-run: say what, send nothing]\n' : ''}${name === 'providers' ? '  people PROVIDER   its people on the portal; invite EMAIL --role administrator|submitter|approver …\n                    or remove EMAIL\n' : ''}  runs              the latest runs that wrote to the register, by number (for undo), and how
                    each ended (a run whose process has ended: stopped)
  export FILE       the register as a file that imports back unchanged${name === 'operators' ? ' [--photos FOLDER]\n                    (photographs in FILE-photos beside it unless --photos says)' : ''}
                    [--force: write over a file that is there]

Commands that write take --dry-run (show what would change, write nothing), --yes (no question
before suspending more than one record, or before any reinstatement, removal or restoration:
each names why the record stands as it does now and asks on a terminal, and without one refuses
unless --yes), and --take-over (take the place of a run that stopped without finishing, once the
command has named it). --yes never covers a file reinstating a record suspended for cause (name
it with --reinstate), a last day moved back without a terminal (name it with --earlier), or a
removal of more than 5 % of a register (type its count: --expect N, by remove or --remove-missing).
Where: the Firestore emulator when FIRESTORE_EMULATOR_HOST is set (--by NAME says who you are),
otherwise the project in .firebaserc or --project ID, as your Google credentials' account.`;

/**
 * Asks on the terminal, after showing what would change (the command line passes it only when
 * there is a terminal: without one, the command refuses, naming what it would change).
 * @param {string} question
 * @param {string} plan what the command would change, as it prints it
 * @param {{ input?: NodeJS.ReadableStream, output?: NodeJS.WritableStream }} [terminal] the
 *   terminal's streams (the process's own but in tests)
 */
export async function terminalConfirm(
  question,
  plan,
  { input = process.stdin, output = process.stderr } = {},
) {
  output.write(`${plan}\n`);
  const prompt = createInterface({ input, output });
  try {
    return /^y(es)?$/i.test((await prompt.question(`${question} Type yes to go ahead: `)).trim());
  } finally {
    prompt.close();
  }
}

/**
 * Progress on a terminal ("photos read 1,200 of 2,000"), rewritten in place at most every tenth
 * of a second, and the last step always; none when the output is not a terminal.
 * @param {{ isTTY?: boolean, write: (text: string) => unknown }} [output] the process's own but in tests
 * @returns {((step: string, done: number, total: number) => void) | undefined}
 */
export function terminalProgress(output = process.stderr) {
  if (!output.isTTY) return undefined;
  let shownAt = 0;
  return (step, done, total) => {
    const now = Date.now();
    if (done !== total && now - shownAt < 100) return;
    shownAt = now;
    output.write(
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
  const usage = usageOf(name);
  const { values, positionals } = readArguments(args, usage);
  const [command, ...rest] = positionals;
  if (values.help || command === 'help') return usage;
  if (!command || !Object.hasOwn(commandLoaders, command))
    throw commandMistake(command ? `"${command}" is not a command` : '', usage);
  // npm runs a script in the project's folder; the folder it was typed in is INIT_CWD, which is
  // where the files the command names are.
  const { env = process.env, cwd = env.INIT_CWD ?? process.cwd() } = context;
  /** @type {import('./requests.mjs').Ask} */
  const ask = { name, register: registers[name], command, rest, values, cwd, usage };
  checkRegisterOptions(ask);
  /** What the command is asked, read from the arguments; whether it writes. */
  const request = requests[/** @type {keyof typeof requests} */ (command)](ask);
  const where = firestoreTarget({ project: values.project, env });
  const by = request.writes ? await whoIsAsking(where, values.by, context) : '';
  await emulatorAnswers(where);
  return withFirestore(
    where,
    (db, activity, auth) =>
      runRequest({ ask, request, where, by, env, context, db, activity, auth }),
    { auth: authCommands.has(command) },
  );
}

/**
 * Refuses at once an emulator that is not running, rather than after the Admin SDK's retries.
 * @param {ReturnType<typeof firestoreTarget>} where
 */
async function emulatorAnswers(where) {
  if (where.emulatorHost && !(await answers(where.emulatorHost)))
    throw new Error(
      `no Firestore emulator answers at ${where.emulatorHost} (FIRESTORE_EMULATOR_HOST): start one with \`npm run firestore\`, or unset it to use the project in .firebaserc`,
    );
}

/**
 * @typedef {{
 *   ask: import('./requests.mjs').Ask, request: import('./requests.mjs').Request,
 *   where: ReturnType<typeof firestoreTarget>, by: string,
 *   env: Record<string, string | undefined>, context: Context,
 *   db: import('firebase-admin/firestore').Firestore,
 *   activity: import('firebase-admin/firestore').Firestore,
 *   auth?: import('firebase-admin/auth').Auth,
 * }} Session
 * A command about to run: what it was asked, where, by whom, and the Firestore it runs on.
 */

/**
 * Runs the register's command in its Firestore, after taking the place of a run that stopped
 * (when it writes); a mistake the command finds in what it was asked comes back with the usage.
 * @param {Session} session
 * @returns {Promise<string>} what it prints
 */
async function runRequest(session) {
  const { ask, request, where, env, context } = session;
  const { values, usage } = ask;
  // Only the command asked for is loaded: `show` never loads what `import` needs.
  const run = await commandLoaders[/** @type {keyof typeof commandLoaders} */ (ask.command)]();
  if (ask.name === 'operators' && tellingCommands.has(ask.command)) await readyToTell(where, env);
  try {
    const tookOver = request.writes && !values['dry-run'] ? await takeOverIfGone(session) : '';
    const output = await run({
      db: session.db,
      activity: session.activity,
      auth: session.auth,
      register: ask.register,
      where: where.description,
      now: context.now ?? (() => new Date()),
      progress: context.progress ?? terminalProgress(),
      stallMs: context.stallMs,
      // No one to ask without a terminal: the command then refuses what needs a question.
      confirm: context.confirm ?? (process.stdin.isTTY ? terminalConfirm : undefined),
      by: session.by,
      dryRun: Boolean(values['dry-run']),
      yes: Boolean(values.yes),
      allowDemonstration: Boolean(where.emulatorHost),
      // A loopback webhook is for a demo- project, whose records never leave this machine.
      demonstrationProject: where.projectId.startsWith('demo-'),
      webhookSigningKey:
        env.WEBHOOK_SIGNING_KEY || (where.emulatorHost ? localKeys.webhookSigningKey : undefined),
      resolve: context.resolve,
      ...request.asked,
    });
    return tookOver ? `${output}\n${tookOver}` : output;
  } catch (error) {
    // What the command was asked is the caller's to correct: the usage, and exit code 2. Any
    // other refusal (a stopped run's lock among them) names the project and the Firestore it
    // was run against.
    throw error instanceof RequestMistake
      ? commandMistake(error.message, usage)
      : namingWhere(/** @type {Error} */ (error), where.description);
  }
}

/** The operators' commands that email the holders (functions/holders/tell.js, reminders.js). */
const tellingCommands = new Set(['suspend', 'remove', 'confirm', 'refuse', 'reminders']);

/**
 * What the holders' emails need on this machine: their words, made again if the content changed
 * since they were (no build needed), and, on the emulator, `npm start`'s mail server on 2525
 * unless SMTP_URL names another (docs/local.md, "The holders' emails").
 * @param {ReturnType<typeof firestoreTarget>} where
 * @param {Record<string, string | undefined>} env
 */
async function readyToTell(where, env) {
  const { ensureHolderEmails } = await import('../build/holder-emails.mjs');
  await ensureHolderEmails();
  if (where.emulatorHost && !env.SMTP_URL) process.env.SMTP_URL = localMailServer;
}

/**
 * Takes the place of a run that holds the register's lock but stopped without finishing, once
 * it is named and the user has confirmed (`--take-over`, or yes on a terminal); a lock whose
 * holder may still be running is left for the store to refuse, naming it.
 * @param {Session} session
 * @returns {Promise<string>} what was taken over, as a line, or ''
 */
async function takeOverIfGone({ ask, db, by, context }) {
  const { RegisterLocked, lockText, readLock, takeOverLock } =
    await import('../../functions/registers/store.js');
  const { shape } = ask.register;
  const now = context.now ?? (() => new Date());
  const held = await readLock(db, shape, now());
  if (!held?.gone) return '';
  const named = new RegisterLocked(held.lock, held.gone, shape.collection).message;
  if (!ask.values['take-over']) {
    const question = `${named.replace(/ Nothing was written: take its place with --take-over/, '')}\nTake its place?`;
    const asking = context.confirm !== undefined || process.stdin.isTTY;
    const confirm = context.confirm ?? terminalConfirm;
    if (!asking || !(await confirm(question, ''))) throw new Error(named);
  }
  const lock = await takeOverLock(db, shape, { now, by });
  return lock
    ? `Took the place of the run that stopped (${lockText(lock)}); it is kept in \`runs\` as stopped.`
    : '';
}

/**
 * The commands' entry: `node scripts/registers/admin.mjs operators import FILE …`.
 * @param {string[]} args the command line's, after the script
 * @param {Context} [context]
 */
export function adminCommand(args, context) {
  const [name, ...rest] = args;
  if (!name || !Object.hasOwn(registers, name))
    throw commandMistake(
      `name a register: ${Object.keys(registers).join(', ')}`,
      'Usage: node scripts/registers/admin.mjs operators|providers|instructors COMMAND …',
    );
  return registerCommand(/** @type {keyof typeof registers} */ (name), rest, context);
}

runCommand(import.meta.url, (args) => adminCommand(args));
