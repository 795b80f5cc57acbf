// The register commands: one per register, each with the same subcommands (README, "Keeping the
// registers"):
//
//   npm run operators -- import FILE [--photos FOLDER] [--remove-missing] [--re-add]
//   npm run operators -- suspend NUMBER … | --provider NUMBER      --reason TEXT
//   npm run operators -- reinstate NUMBER … | --provider NUMBER    --reason TEXT
//   npm run operators -- remove NUMBER …                           --reason TEXT
//   npm run operators -- list [--status …] [--within DAYS] [--category CODE] [--provider NUMBER]
//   npm run operators -- show NUMBER | history NUMBER | export FILE [--photos FOLDER]
//
// and the same for `providers` and `instructors`. The file is the register: an import names, by
// number, every record it adds, changes, suspends or reinstates, and every record on the register
// that the file does not hold (removed only with --remove-missing). Every command that writes
// first reads the register and shows what it will change (`--dry-run` stops there), asks before
// suspending or removing more than one record (unless `--yes`), and then writes exactly that: the
// store refuses the run if the register changed in between (store.mjs, `expect`). Every change is
// kept in the trail with who made it, when and why (changes.mjs, trail.mjs).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { readRegister } from '../../functions/catalogue.js';
import { providerRegister } from '../../functions/providers.js';
import { versionAt } from '../../functions/register.js';
import { normaliseNumber } from '../../functions/records.js';
import {
  firestoreTarget,
  incomingVersion,
  removeRecords,
  sameVersion,
  storePlainRecords,
  storeRecords,
  withFirestore,
} from '../operators/store.mjs';
import { commandMistake, parseCommand, runCommand } from '../project.mjs';
import { answers } from '../serve/firestore-emulator.mjs';
import { actionOf, changesText, fieldChanges, statusOf } from './changes.mjs';
import { csvText, readCategory, registers } from './registers.mjs';
import { newestOf, readTrail, readWhole, suspensions, whoIsAsking } from './trail.mjs';

/** @typedef {import('./registers.mjs').Register} Register */
/** @typedef {import('./registers.mjs').Version} Version */

/**
 * @typedef {{
 *   env?: Record<string, string | undefined>, cwd?: string, now?: () => Date,
 *   confirm?: (question: string, plan: string) => Promise<boolean>,
 *   progress?: (step: string, done: number, total: number) => void,
 *   account?: () => Promise<string | undefined>, stallMs?: number,
 * }} Context
 * What a command runs with: its environment and folder, the clock, how it asks for confirmation
 * (a terminal's prompt unless a test answers), where it shows progress, and how it finds the
 * account of real credentials, and how long a write may wait for Firestore (store.mjs).
 */

/**
 * Statuses `list --status` takes for a register: the first is a record that counts.
 * @param {string} name
 */
const listStatuses = (name) =>
  name === 'providers'
    ? ['accredited', 'expiring', 'expired', 'suspended', 'withdrawn']
    : ['current', 'expiring', 'expired', 'suspended'];

/** Days `expiring` looks ahead unless `--within` says. */
const defaultWithin = 30;

/**
 * The usage of a register's command.
 * @param {string} name
 */
export const usageOf = (name) => `Usage: npm run ${name} -- COMMAND [OPTIONS]

  import FILE       load the file: it is the register (adds, changes, suspends and reinstates
                    as it says; names every number on the register that it does not hold)
                    ${name === 'operators' ? '[--photos FOLDER] ' : ''}[--remove-missing --reason TEXT] [--re-add]
  suspend NUMBER …  stop records counting   --reason TEXT${name === 'operators' ? '\n                    (or --provider NUMBER: every operator that provider trained)' : ''}
  reinstate NUMBER …  make them count again   --reason TEXT${name === 'operators' ? '\n                    (or --provider NUMBER: undoes that provider’s suspension)' : ''}
  remove NUMBER …   take records off the register   --reason TEXT
  list              [--status ${listStatuses(name).join('|')} [--within DAYS]] [--category CODE]${name === 'providers' ? '' : ' [--provider NUMBER]'}
  show NUMBER       a record as the register holds it (the public check and its limits untouched)
  history NUMBER    every change to a record: who, when, what and why
  export FILE       the register as a file that imports back unchanged${name === 'operators' ? ' [--photos FOLDER]' : ''}

Commands that write take --dry-run (show what would change, write nothing) and --yes (no question
before suspending, reinstating or removing more than one record).
Where: the Firestore emulator when FIRESTORE_EMULATOR_HOST is set (--by NAME says who you are),
otherwise the project in .firebaserc or --project ID, as your Google credentials' account.`;

/** The options every subcommand reads (each takes those it needs). */
const options = /** @type {const} */ ({
  photos: { type: 'string' },
  project: { type: 'string' },
  by: { type: 'string' },
  reason: { type: 'string' },
  'remove-missing': { type: 'boolean' },
  're-add': { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  yes: { type: 'boolean', short: 'y' },
  status: { type: 'string' },
  within: { type: 'string' },
  category: { type: 'string' },
  provider: { type: 'string' },
});

/**
 * Numbers as a list, "MO100001, MO100002", or "none".
 * @param {readonly string[]} numbers
 */
const listed = (numbers) => (numbers.length ? numbers.join(', ') : 'none');

/**
 * A date as the trail shows it: "2026-11-26 07:40 UTC".
 * @param {Date} date
 */
const when = (date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * When, by whom and why a removal was made, as a removed record's version says.
 * @param {string} number
 * @param {Version} removal
 */
const removedText = (number, removal) =>
  `${number} was removed on ${String(removal.removedAt ?? '').slice(0, 10) || 'an earlier date'}${removal.removedBy ? ` by ${removal.removedBy}` : ''}${removal.reason ? `: ${removal.reason}` : ''}`;

/**
 * Refuses to remove providers that records of other registers still name: their files would no
 * longer import, and their pages would link to nothing.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly string[]} numbers the providers to remove
 * @param {string} instead what to do instead, as the refusal's last line
 */
async function refuseProvidersInUse(db, numbers, instead) {
  const lines = [];
  for (const other of [registers.operators, registers.instructors]) {
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
 * The numbers a command names, normalised, each checked for its register's shape.
 * @param {Register} register
 * @param {string[]} typed
 * @param {string} usage
 * @param {boolean} [writes] whether the command would have written (it says nothing was)
 */
function readNumbers(register, typed, usage, writes = true) {
  const wrong = typed.filter((number) => !register.pattern.test(normaliseNumber(number)));
  if (wrong.length)
    throw commandMistake(
      `${wrong.map((n) => `"${n}"`).join(', ')} not a number of the ${register.name}' register (${register.example})${writes ? '; nothing written' : ''}`,
      usage,
    );
  return [...new Set(typed.map(normaliseNumber))];
}

/**
 * A record's standing on `today`: suspended or withdrawn as the register says, expired once its
 * date has passed, expiring within `within` days, or current.
 * @param {Register} register
 * @param {Version} version
 * @param {string} today
 * @param {number} within
 */
function standing(register, version, today, within) {
  const status = statusOf(version);
  if (status === 'suspended' || status === 'withdrawn') return status;
  const until = String(version[register.until]);
  if (until < today) return 'expired';
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + within);
  // `current`, or a provider's `accredited`.
  return until <= soon.toISOString().slice(0, 10) ? 'expiring' : status;
}

/**
 * What an import would do, record by record, from the register as read: the same comparison the
 * store makes (`incomingVersion`, `sameVersion`), so what it shows is what it writes.
 * @param {Register} register
 * @param {{ fields: Version, photoSource?: string, photo?: () => Promise<Buffer> }[]} records
 * @param {{ pointer: { current: number, abandoned: number[] }, stored: Map<string, any> }} read
 * @param {boolean} reAdd whether a removed number may be imported again
 */
export function planImport(register, records, { pointer, stored }, reAdd) {
  /** @type {{ number: string, action: string, changes: { field: string, from: string, to: string }[] }[]} */
  const changes = [];
  /** @type {{ number: string, removal: Version }[]} */
  const refused = [];
  let unchanged = 0;
  const inFile = new Set();
  for (const record of records) {
    const number = String(record.fields[register.shape.key]);
    inFile.add(number);
    const data = stored.get(number);
    /** @type {Version | undefined} */
    const shown = versionAt(data, pointer);
    const newest = newestOf(data, pointer);
    const removed = Boolean(newest && 'removed' in newest);
    if (removed && !reAdd) {
      refused.push({ number, removal: /** @type {Version} */ (newest) });
      continue;
    }
    const version = register.photos
      ? incomingVersion(/** @type {any} */ (record), /** @type {any} */ (shown), 'new').version
      : record.fields;
    if (sameVersion(shown, version)) unchanged += 1;
    else
      changes.push({
        number,
        action: actionOf(shown, removed, version),
        changes: fieldChanges(shown, version),
      });
  }
  const missing = [...stored]
    .filter(([number, data]) => !inFile.has(number) && versionAt(data, pointer))
    .map(([number]) => number)
    .sort();
  return { changes, refused, unchanged, missing };
}

/**
 * A heading and numbers, "  added (3): MO100001, MO100002, MO100003", continued on lines of their
 * own, indented, past 100 characters.
 * @param {string} heading
 * @param {readonly string[]} numbers
 */
function wrapped(heading, numbers) {
  const lines = [heading];
  for (const [index, number] of numbers.entries()) {
    const item = `${number}${index < numbers.length - 1 ? ',' : ''}`;
    if (`${lines.at(-1)} ${item}`.length > 100) lines.push(`    ${item}`);
    else lines[lines.length - 1] += ` ${item}`;
  }
  return lines;
}

/**
 * An import's plan as lines: each kind of change with its numbers (a change with its fields).
 * @param {ReturnType<typeof planImport>} plan
 * @param {string[]} removing the numbers not in the file that will be removed
 */
function planLines({ changes, unchanged, missing }, removing) {
  const lines = [];
  for (const action of ['added', 're-added', 'changed', 'suspended', 'withdrawn', 'reinstated']) {
    const these = changes.filter((change) => change.action === action);
    if (these.length === 0) continue;
    const numbersOnly = these.filter((change) => change.changes.length === 0);
    const withFields = these.filter((change) => change.changes.length > 0);
    // Records with nothing more to say (added, re-added) as a list of numbers; a change with
    // the fields it changes, one to a line.
    lines.push(
      ...wrapped(
        `  ${action} (${these.length}):`,
        numbersOnly.map((change) => change.number),
      ),
    );
    for (const change of withFields)
      lines.push(`    ${change.number}: ${changesText(change.changes)}`);
  }
  lines.push(`  unchanged: ${unchanged}`);
  if (missing.length)
    lines.push(
      removing.length
        ? `  removed, not in the file (${missing.length}): ${listed(missing)}`
        : `  on the register but not in the file (${missing.length}): ${listed(missing)}; they stay until you import with --remove-missing --reason TEXT`,
    );
  return lines;
}

/**
 * Asks before suspending, reinstating or removing more than one record, unless `--yes`.
 * @param {Context} context
 * @param {boolean | undefined} yes
 * @param {string} what "suspend 3 operators"
 * @param {number} count
 * @param {string[]} plan the lines that say what would change
 */
async function confirmed(context, yes, what, count, plan) {
  if (count <= 1 || yes) return;
  const ask = context.confirm ?? terminalConfirm;
  if (!(await ask(`This will ${what}.`, plan.join('\n'))))
    throw new Error(`Nothing was written: you did not confirm (${what})`);
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
  // npm runs a script in the project's folder; the folder it was typed in is INIT_CWD, which is
  // where the files the command names are.
  const {
    env = process.env,
    cwd = env.INIT_CWD ?? process.cwd(),
    now = () => new Date(),
  } = context;
  const progress = context.progress ?? terminalProgress();
  const today = now().toISOString().slice(0, 10);
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
  const target = () => firestoreTarget({ project: values.project, env });
  /** What a dry run's first line adds. */
  const dryRun = values['dry-run'] ? ' (dry run: nothing written)' : '';
  /**
   * Runs `work` on the register's Firestore, once it is known to answer: an emulator that is not
   * running is named at once, not after the Admin SDK's retries.
   * @template T
   * @param {ReturnType<typeof target>} where
   * @param {(db: import('firebase-admin/firestore').Firestore) => Promise<T>} work
   */
  const open = async (where, work) => {
    if (where.emulatorHost && !(await answers(where.emulatorHost)))
      throw new Error(
        `no Firestore emulator answers at ${where.emulatorHost} (FIRESTORE_EMULATOR_HOST): start one with \`npm run firestore\`, or unset it to use the project in .firebaserc`,
      );
    return withFirestore(where, work);
  };
  if (values.provider !== undefined && name === 'providers')
    throw commandMistake('--provider is for the operators and the instructors', usage);
  if (values.photos !== undefined && !register.photos)
    throw commandMistake(
      `--photos is for the operators: the ${name}' register has no photographs`,
      usage,
    );

  switch (command) {
    case 'import': {
      const file = path.resolve(cwd, one());
      if (values['remove-missing'] && !values.reason?.trim())
        throw commandMistake(
          "--remove-missing needs --reason TEXT: why they go, for the register's trail",
          usage,
        );
      const where = target();
      const by = await whoIsAsking(where, values.by, context);
      return open(where, async (db) => {
        const providers = register.needsProviders
          ? new Set((await readRegister(db, providerRegister)).records.keys())
          : new Set();
        const read = await readWhole(db, register.shape.collection);
        /** Each record's stored photograph, by the hashes it is known by. */
        const known = new Map(
          [...read.stored].map(([number, data]) => {
            const shown = versionAt(data, read.pointer);
            return [
              number,
              new Set(
                /** @type {string[]} */ ([shown?.photoSource, shown?.photoHash].filter(Boolean)),
              ),
            ];
          }),
        );
        const loaded = await register.load(file, {
          photos: values.photos === undefined ? undefined : path.resolve(cwd, values.photos),
          allowDemonstration: Boolean(where.emulatorHost),
          providers,
          known,
          progress,
        });
        if (loaded.problems.length)
          throw new Error(
            [
              `${loaded.problems.length} ${loaded.problems.length === 1 ? 'problem' : 'problems'}, nothing written:`,
              ...loaded.problems.map((problem) => `  ${problem}`),
              ...(loaded.notices?.length
                ? ['Also, when it imports:', ...loaded.notices.map((notice) => `  ${notice}`)]
                : []),
            ].join('\n'),
          );
        const plan = planImport(register, loaded.records, read, Boolean(values['re-add']));
        if (plan.refused.length)
          throw new Error(
            `${plan.refused.length} removed ${plan.refused.length === 1 ? 'number is' : 'numbers are'} in the file; nothing written:\n${plan.refused
              .map(({ number, removal }) => `  ${removedText(number, removal)}`)
              .join(
                '\n',
              )}\nTo put ${plan.refused.length === 1 ? 'it' : 'them'} back, import again with --re-add.`,
          );
        const removing = values['remove-missing'] ? plan.missing : [];
        const heading = `${path.basename(file)} → ${where.description}${dryRun}`;
        if (name === 'providers' && removing.length)
          await refuseProvidersInUse(
            db,
            removing,
            'Change or remove those records first, or import the provider as withdrawn.',
          );
        const notices = loaded.notices?.length
          ? ['  photographs the crop cuts:', ...loaded.notices.map((notice) => `    ${notice}`)]
          : [];
        const lines = [heading, ...planLines(plan, removing), ...notices];
        if (values['dry-run'] || (plan.changes.length === 0 && removing.length === 0))
          return lines.join('\n');
        const stopping = plan.changes.filter((c) => ['suspended', 'withdrawn'].includes(c.action));
        await confirmed(
          context,
          values.yes,
          [
            stopping.length ? `suspend ${stopping.length} ${register.name}` : '',
            removing.length ? `remove ${removing.length} ${register.name}` : '',
          ]
            .filter(Boolean)
            .join(' and '),
          stopping.length + removing.length,
          lines,
        );
        const run = {
          now,
          stallMs: context.stallMs,
          expect: read.pointer.current,
          remove: removing,
          trail: { by, reason: values.reason?.trim() || `import of ${path.basename(file)}` },
        };
        const result = register.photos
          ? await storeRecords(db, /** @type {any} */ (loaded.records), { ...run, progress })
          : await storePlainRecords(db, register.shape, loaded.records, run);
        lines.push(
          `${result.added.length} added, ${result.updated.length} changed, ${result.unchanged.length} unchanged, ${result.removed.length} removed; kept in the trail as ${by}.`,
        );
        return lines.join('\n');
      });
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
      const provider = values.provider === undefined ? undefined : normaliseNumber(values.provider);
      const typed = rest.length ? readNumbers(register, rest, usage) : [];
      const where = target();
      const by = await whoIsAsking(where, values.by, context);
      const suspending = command === 'suspend';
      return open(where, async (db) => {
        const read = await readWhole(db, register.shape.collection);
        /** @type {Map<string, Version>} */
        const shown = new Map();
        for (const [number, data] of read.stored) {
          const version = versionAt(data, read.pointer);
          if (version) shown.set(number, version);
        }
        const scope = provider && `provider ${provider}`;
        let numbers = typed;
        if (provider) {
          if (!(await readRegister(db, providerRegister)).records.has(provider))
            throw new Error(`${provider} is not on the providers' register; nothing written`);
          if (suspending)
            numbers = [...shown]
              .filter(([, v]) => register.providersOf(v).includes(provider))
              .map(([number]) => number);
          else {
            // The undo: only those this provider's suspension stopped, and still suspended by it.
            const latest = await suspensions(db, register.shape.collection);
            numbers = [...latest]
              .filter(([, entry]) => entry.scope === scope)
              .map(([number]) => number);
          }
        }
        const unknown = numbers.filter((number) => !shown.has(number));
        if (unknown.length)
          throw new Error(
            `not on the ${register.name}' register: ${listed(unknown)}; nothing written`,
          );
        const isSuspended = (/** @type {string} */ number) =>
          ['suspended', 'withdrawn'].includes(statusOf(/** @type {Version} */ (shown.get(number))));
        const already = numbers.filter((number) => isSuspended(number) === suspending);
        const changing = numbers.filter((number) => isSuspended(number) !== suspending).sort();
        const lines = [
          `${where.description}${dryRun}`,
          `  ${suspending ? 'suspend' : 'reinstate'} (${changing.length}): ${listed(changing)}`,
          ...(already.length
            ? [
                `  already ${suspending ? 'suspended' : 'counting'}, left as they are: ${listed(already.sort())}`,
              ]
            : []),
        ];
        if (values['dry-run'] || changing.length === 0) return lines.join('\n');
        await confirmed(
          context,
          values.yes,
          `${command} ${changing.length} ${register.name}`,
          changing.length,
          lines,
        );
        const edit = suspending ? register.suspend : register.reinstate;
        const run = {
          now,
          stallMs: context.stallMs,
          expect: read.pointer.current,
          trail: { by, reason: why, ...(scope ? { scope } : {}) },
        };
        if (register.photos)
          await storeRecords(
            db,
            changing.map((number) => {
              // The photograph stays: `photoSource` keeps it (store.mjs, `incomingVersion`).
              // eslint-disable-next-line @typescript-eslint/no-unused-vars
              const { photo, photoSource, photoHash, ...fields } = edit(
                /** @type {Version} */ (shown.get(number)),
              );
              return {
                fields: /** @type {any} */ (fields),
                photoSource,
                photo: () =>
                  Promise.reject(new Error(`${number}: its photograph is kept as it is`)),
              };
            }),
            run,
          );
        else
          await storePlainRecords(
            db,
            register.shape,
            changing.map((number) => ({
              fields: edit(/** @type {Version} */ (shown.get(number))),
            })),
            run,
          );
        lines.push(
          `${changing.length} ${suspending ? 'suspended' : 'reinstated'} on ${today}; kept in the trail as ${by}: ${why}`,
        );
        return lines.join('\n');
      });
    }

    case 'remove': {
      const why = reason();
      if (rest.length === 0) throw commandMistake('remove needs the numbers to remove', usage);
      const numbers = readNumbers(register, rest, usage);
      const where = target();
      const by = await whoIsAsking(where, values.by, context);
      return open(where, async (db) => {
        const read = await readWhole(db, register.shape.collection);
        const unknown = numbers.filter((n) => !versionAt(read.stored.get(n), read.pointer));
        if (unknown.length)
          throw new Error(
            [
              `not on the ${register.name}' register; nothing written:`,
              ...unknown.map((number) => {
                const newest = newestOf(read.stored.get(number), read.pointer);
                return `  ${newest && 'removed' in newest ? `${removedText(number, newest)} (already)` : `${number} is not on it`}`;
              }),
            ].join('\n'),
          );
        if (name === 'providers')
          await refuseProvidersInUse(
            db,
            numbers,
            'Change or remove those records first, or suspend or withdraw the provider instead.',
          );
        const lines = [
          `${where.description}${dryRun}`,
          `  remove (${numbers.length}): ${listed(numbers)}`,
        ];
        if (values['dry-run']) return lines.join('\n');
        await confirmed(
          context,
          values.yes,
          `remove ${numbers.length} ${register.name}`,
          numbers.length,
          lines,
        );
        await removeRecords(db, numbers, {
          now,
          register: register.shape,
          expect: read.pointer.current,
          trail: { by, reason: why },
        });
        lines.push(
          `${numbers.length} removed on ${today}; kept in the trail as ${by}: ${why}. An import that holds ${numbers.length === 1 ? 'it' : 'them'} is refused unless it says --re-add.`,
        );
        return lines.join('\n');
      });
    }

    case 'list': {
      if (rest.length) throw commandMistake('list takes no numbers', usage);
      const status = values.status?.toLowerCase();
      const statuses = listStatuses(name);
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
      const provider = values.provider === undefined ? undefined : normaliseNumber(values.provider);
      return open(target(), async (db) => {
        if (provider && !(await readRegister(db, providerRegister)).records.has(provider))
          throw new Error(`${provider} is not on the providers' register`);
        const read = await readWhole(db, register.shape.collection);
        const stopped = await suspensions(db, register.shape.collection);
        const rows = [];
        for (const [number, data] of [...read.stored].sort(([a], [b]) => a.localeCompare(b))) {
          /** @type {Version | undefined} */
          const version = versionAt(data, read.pointer);
          if (!version) continue;
          const standingNow = standing(register, version, today, within);
          if (
            status &&
            !(status === standingNow || (status === statuses[0] && standingNow === 'expiring'))
          )
            continue;
          if (category?.code && !version.categories.includes(category.code)) continue;
          if (provider && !register.providersOf(version).includes(provider)) continue;
          const entry = stopped.get(number);
          const note =
            (standingNow === 'suspended' || standingNow === 'withdrawn') && entry
              ? ` since ${entry.at.toISOString().slice(0, 10)} (${entry.reason})`
              : '';
          rows.push(
            [
              number,
              register.nameOf(version),
              `${standingNow}${note}`,
              `until ${version[register.until]}`,
              version.categories.join(' '),
              register.providersOf(version).join(' '),
            ]
              .filter(Boolean)
              .join('  '),
          );
        }
        const filters = [
          status && `status ${status}${status === 'expiring' ? ` within ${within} days` : ''}`,
          category?.code && `category ${category.code}`,
          provider && `provider ${provider}`,
        ].filter(Boolean);
        return [
          ...rows,
          `${rows.length} ${rows.length === 1 ? register.noun : register.name}${filters.length ? ` (${filters.join(', ')})` : ''}.`,
        ].join('\n');
      });
    }

    case 'show':
    case 'history': {
      const [number] = readNumbers(register, [one()], usage, false);
      return open(target(), async (db) => {
        const read = await readWhole(db, register.shape.collection);
        const data = read.stored.get(/** @type {string} */ (number));
        const version = versionAt(data, read.pointer);
        const newest = newestOf(data, read.pointer);
        const trail = await readTrail(db, register.shape.collection, {
          number: /** @type {string} */ (number),
        });
        if (command === 'history') {
          if (!data && trail.length === 0)
            throw new Error(`${number} has never been on the ${register.name}' register`);
          if (trail.length === 0)
            return `${number}: no change kept in the trail (it was loaded before the trail was kept).`;
          return trail
            .map(
              (entry) =>
                `${when(entry.at)}  ${entry.action}  by ${entry.by}${entry.reason ? `: ${entry.reason}` : ''}${entry.changes.length ? `  (${changesText(entry.changes)})` : ''}`,
            )
            .join('\n');
        }
        if (!version) {
          if (newest && 'removed' in newest)
            throw new Error(
              `${number} was removed on ${String(newest.removedAt ?? '').slice(0, 10)}${newest.removedBy ? ` by ${newest.removedBy}` : ''}${newest.reason ? `: ${newest.reason}` : ''}; \`history ${number}\` shows every change`,
            );
          throw new Error(`${number} is not on the ${register.name}' register`);
        }
        const row = register.row(version);
        const standingNow = standing(register, version, today, defaultWithin);
        const last = trail.at(-1);
        const suspension = (await suspensions(db, register.shape.collection)).get(
          /** @type {string} */ (number),
        );
        return [
          ...register.columns
            .filter((column) => column !== 'photo')
            .map((column) => `${column}: ${row[column] ?? ''}`),
          `standing on ${today}: ${standingNow}`,
          ...(suspension && (standingNow === 'suspended' || standingNow === 'withdrawn')
            ? [
                `${suspension.action} on ${when(suspension.at)} by ${suspension.by}: ${suspension.reason}`,
              ]
            : []),
          last
            ? `last change: ${when(last.at)}, ${last.action} by ${last.by}`
            : 'last change: none kept in the trail',
        ].join('\n');
      });
    }

    case 'export': {
      const file = path.resolve(cwd, one());
      const photos = register.photos
        ? path.resolve(cwd, values.photos ?? path.dirname(file))
        : undefined;
      return open(target(), async (db) => {
        const read = await readWhole(db, register.shape.collection);
        /** @type {Version[]} */
        const versions = /** @type {Version[]} */ (
          [...read.stored]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([, data]) => versionAt(data, read.pointer))
            .filter(Boolean)
        );
        if (values['dry-run'])
          return `${versions.length} ${register.name} would be written to ${path.relative(cwd, file) || file}${photos ? `, photographs to ${path.relative(cwd, photos) || '.'}` : ''} (dry run: nothing written).`;
        await writeFile(file, csvText(register.columns, versions.map(register.row))).catch(
          (/** @type {NodeJS.ErrnoException} */ error) => {
            throw new Error(
              error.code === 'ENOENT'
                ? `cannot write ${path.relative(cwd, file) || file}: the folder ${path.dirname(file)} does not exist`
                : `cannot write ${path.relative(cwd, file) || file} (${error.code ?? error.message})`,
            );
          },
        );
        if (photos && register.shape.photos) {
          await mkdir(photos, { recursive: true });
          const collection = db.collection(register.shape.photos);
          for (let start = 0; start < versions.length; start += 200) {
            const chunk = versions.slice(start, start + 200);
            const docs = await db.getAll(...chunk.map((v) => collection.doc(String(v.photo))));
            await Promise.all(
              docs.map((doc, index) => {
                const version = /** @type {Version} */ (chunk[index]);
                return writeFile(
                  path.join(photos, String(register.row(version).photo)),
                  doc.get('jpeg'),
                );
              }),
            );
            progress?.('photos written', Math.min(start + 200, versions.length), versions.length);
          }
        }
        return `${versions.length} ${register.name} → ${path.relative(cwd, file) || file}${photos ? `, photographs in ${path.relative(cwd, photos) || '.'}` : ''}; \`npm run ${name} -- import\` of it changes nothing.`;
      });
    }

    default:
      throw commandMistake(command ? `"${command}" is not a command` : '', usage);
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
