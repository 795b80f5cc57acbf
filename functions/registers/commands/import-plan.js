// An import's plan, as data and as lines: what a file would add, change, suspend, reinstate and
// remove, with why each record whose standing would change stands as it does now (who, when and
// why: stands.js), its warnings, and the questions still to answer before it may write. The
// command line prints it (`importPlanLines`) and asks on a terminal; the console shows the same
// plan and asks on a page; both write through `importFile` (import.js), which makes the plan again
// and refuses if the register has changed since it was shown (`generation`).
import path from 'node:path';
import { readRegister } from '../../catalogue.js';
import { versionAt } from '../../register.js';
import { ukToday } from '../../vocabulary/dates.js';
import { actionOf, changesText, fieldChanges, withStatusSince } from '../changes.js';
import { incomingVersion, sameVersion } from '../store.js';
import { newestOf, readWhole } from '../trail.js';
import { registers } from '../registers.js';
import { photosFolderOf } from './export.js';
import { contactsLine, planContacts } from '../../holders/import-contacts.js';
import { standingsOf } from './stands.js';
import {
  dryRunMark,
  generationOf,
  listed,
  readNumbers,
  refuseProvidersInUse,
  removalShare,
  removedText,
  wrapped,
} from './words.js';

/** @typedef {import('../registers.js').Register} Register */
/** @typedef {import('../registers.js').Version} Version */
/** @typedef {import('./stands.js').Standing} Standing */

/**
 * @typedef {{ field: string, from: string, to: string }} FieldChange
 * @typedef {{ number: string, action: string, changes: FieldChange[] }} RecordChange
 * @typedef {(
 *   | { kind: 'reinstate', numbers: string[] }
 *   | { kind: 'earlier', numbers: string[] }
 *   | { kind: 'expect', count: number, size: number }
 *   | { kind: 'confirm', what: string }
 * )} Question
 * What an import must be told before it writes: `reinstate`, records suspended for cause that the
 * file would reinstate, which only naming each does (`--reinstate NUMBER`); `earlier`, records
 * whose last day the file moves back, asked on a terminal or named (`--earlier NUMBER`); `expect`,
 * a removal of more than 5 % of the register, whose count must be typed (`--expect N`); `confirm`,
 * the yes or no any change of standing, removal or warning needs ("suspend 1 operator and remove
 * 2 operators"), which `--yes` answers.
 * @typedef {{
 *   register: string, file: string, where: string, generation: number, size: number,
 *   added: string[], reAdded: string[], changed: (FieldChange & { number: string })[],
 *   standing: { number: string, action: string, from: string, to: string, now: Standing }[],
 *   earlier: (FieldChange & { number: string })[],
 *   removing: string[], missing: string[], leftOut: { number: string, text: string }[],
 *   unchanged: number, warnings: string[], questions: Question[], changes: RecordChange[],
 *   contacts: { adding: number, changing: number },
 * }} ImportPlan
 * An import's plan: the register and file (its name), where, the register's generation it was
 * made at and how many records it holds; the numbers added and re-added; every field changed
 * (number, column, from, to; a change of status among them); every change of standing (number,
 * `action`, status from and to, and `now`: who, when and why it stands as it does); the last days
 * moved back; the numbers it removes (`--remove-missing`) and those on the register it does not
 * hold; removed numbers it holds and leaves out; how many it leaves unchanged; its warnings; the
 * questions still to answer; each record's change as the store will keep it in the trail; and
 * how many holders' addresses (kept apart from the register) it adds and changes, never the
 * addresses (functions/holders/import-contacts.js).
 */

/**
 * What an import would do, record by record, from the register as read: the same comparison the
 * store makes (`incomingVersion`, `sameVersion`), so what it shows is what it writes.
 * @param {Register} register
 * @param {{ fields: Version, photoSource?: string, photo?: () => Promise<Buffer> }[]} records
 * @param {{ pointer: { current: number, abandoned: number[] }, stored: Map<string, any> }} read
 * @param {ReadonlySet<string>} reAdd the removed numbers that may be imported again
 * @param {string} [day] the UK day of the import, which a record whose status changes keeps
 */
export function planImport(register, records, { pointer, stored }, reAdd, day = ukToday()) {
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
    if (removed && !reAdd.has(number)) {
      refused.push({ number, removal: /** @type {Version} */ (newest) });
      continue;
    }
    const version = withStatusSince(
      shown,
      register.photos
        ? incomingVersion(/** @type {any} */ (record), /** @type {any} */ (shown), 'new').version
        : record.fields,
      day,
    );
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
 * The register as it stands (and the providers', which the operators and instructors name) and
 * the file read against it, or an error listing every problem in the file. What no file holds (an
 * account's keys) is kept as it is stored.
 * @param {import('./import.js').ImportRun} run
 */
async function readImport(run) {
  const { db, register, file, progress } = run;
  const providerRecords = register.needsProviders
    ? (await readRegister(db, registers.providers.shape)).records
    : new Map();
  const providers = new Set(providerRecords.keys());
  const read = await readWhole(db, register.shape.collection);
  /** Each record's stored photograph, by the hashes it is known by. */
  const known = new Map(
    [...read.stored].map(([number, data]) => {
      const shown = versionAt(data, read.pointer);
      return [
        number,
        new Set(/** @type {string[]} */ ([shown?.photoSource, shown?.photoHash].filter(Boolean))),
      ];
    }),
  );
  const loaded = await register.load(file, {
    // Without --photos, the folder an export wrote beside the file, when it is there.
    photos: register.photos ? (run.photos ?? (await photosFolderOf(file))) : undefined,
    bytes: run.bytes,
    allowDemonstration: run.allowDemonstration,
    providers,
    known,
    progress,
  });
  if (loaded.problems.length) throw new Error(problemsText(loaded));
  // What no file holds (an account's keys) is kept as it is stored.
  for (const record of loaded.records) {
    /** @type {Version | undefined} */
    const shown = versionAt(
      read.stored.get(String(record.fields[register.shape.key])),
      read.pointer,
    );
    for (const field of register.kept)
      if (shown?.[field] !== undefined) record.fields[field] = shown[field];
  }
  return { providerRecords, read, loaded };
}

/**
 * A file's problems, and what else it would say when it imports, as the refusal's lines.
 * @param {{ problems: string[], notices?: string[] }} loaded
 */
const problemsText = ({ problems, notices }) =>
  [
    `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}, nothing written:`,
    ...problems.map((problem) => `  ${problem}`),
    ...(notices?.length
      ? ['Also, when it imports:', ...notices.map((notice) => `  ${notice}`)]
      : []),
  ].join('\n');

/**
 * Without --re-add a removed number stops the import: a stale file must not bring one back. With
 * it, the numbers named come back and the file's other removed numbers stay off, each listed; a
 * number named that the file does not bring back is a mistake.
 * @param {ReturnType<typeof planImport>} plan
 * @param {ReadonlySet<string>} reAdd
 */
function refuseRemovedNumbers(plan, reAdd) {
  const { refused } = plan;
  if (refused.length && reAdd.size === 0)
    throw new Error(
      `${refused.length} removed ${refused.length === 1 ? 'number is' : 'numbers are'} in the file; nothing written:\n${refused
        .map(({ number, removal }) => `  ${removedText(number, removal)}`)
        .join(
          '\n',
        )}\nTo put ${refused.length === 1 ? 'one' : 'one or more'} back, import again with --re-add NUMBER and --reason TEXT: the others stay off the register.`,
    );
  const notInFile = [...reAdd].filter(
    (number) =>
      !plan.changes.some((change) => change.number === number && change.action === 're-added'),
  );
  if (notInFile.length)
    throw new Error(
      `--re-add names ${listed(notInFile)}, which the file does not bring back (not in it, or not removed); nothing written`,
    );
}

/**
 * The numbers a run names to `--reinstate` or `--earlier`, each of which the plan must hold.
 * @param {Register} register
 * @param {readonly string[] | undefined} typed
 * @param {ReadonlySet<string>} holds the numbers the option may name
 * @param {string} option "--reinstate"
 * @param {string} does what the file must do to a number named, "reinstates for cause"
 */
function namedTo(register, typed, holds, option, does) {
  const numbers = readNumbers(register, typed ?? []);
  const wrong = numbers.filter((number) => !holds.has(number));
  if (wrong.length)
    throw new Error(
      `${option} names ${listed(wrong)}, which the file does not ${does}; nothing written`,
    );
  return new Set(numbers);
}

/**
 * The records whose last day the plan moves back: each with its column, from and to.
 * @param {Register} register
 * @param {RecordChange[]} changes
 */
function earlierDays(register, changes) {
  if (!register.until) return [];
  const column = register.until.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return changes.flatMap(({ number, changes: fields }) =>
    fields
      .filter(({ field, from, to }) => field === column && from && to && to < from)
      .map((change) => ({ number, ...change })),
  );
}

/**
 * Refuses what no answer lets a file do: reinstate a record suspended with its provider (only
 * `reinstate --provider` does).
 * @param {ImportPlan['standing']} standing
 */
function refuseWithProvider(standing) {
  const withProvider = standing.filter(
    ({ action, now }) => action === 'reinstated' && now.scope?.startsWith('provider '),
  );
  if (withProvider.length)
    throw new Error(
      [
        `${withProvider.length} suspended with ${withProvider.length === 1 ? 'its provider' : 'their provider'}, which a file cannot reinstate; nothing written:`,
        ...withProvider.map(({ number, now }) => `  ${number}: ${now.text} (${now.scope})`),
        'Reinstate them with their provider (reinstate --provider NUMBER --reason TEXT), or write them as suspended in the file.',
      ].join('\n'),
    );
}

/**
 * The import's plan as data, from one read of the register and the file: what `importFile`
 * writes, what the command line prints and the console shows. A file that cannot be read, a
 * removed number it holds unless named to `--re-add`, a record suspended with its provider, a
 * provider still named that it would remove, or a register changed since `generation` stop it
 * here; what is still to be answered is in `questions`.
 * @param {import('./import.js').ImportRun} run
 * @returns {Promise<ImportPlan>}
 */
export async function importPlan(run) {
  return (await planRun(run)).plan;
}

/**
 * The plan, and the records the file would store (those not left out).
 * @param {import('./import.js').ImportRun} run
 */
export async function planRun(run) {
  const { db, register, file, now } = run;
  const { providerRecords, read, loaded } = await readImport(run);
  const generation = generationOf(run, read.pointer);
  const reAdd = new Set(readNumbers(register, run.reAdd ?? []));
  const planned = planImport(register, loaded.records, read, reAdd, ukToday(now()));
  refuseRemovedNumbers(planned, reAdd);
  const standing = await standingOfChanges(db, register, planned.changes, read);
  refuseWithProvider(standing);
  const removing = run.removeMissing ? planned.missing : [];
  if (register.name === 'providers' && removing.length)
    await refuseProvidersInUse(
      db,
      removing,
      'Change or remove those records first, or import the provider as withdrawn.',
    );
  const name = path.basename(file);
  const warnings = [
    ...(loaded.notices ?? []),
    ...(register.needsProviders
      ? categoryWarnings(register, loaded.records, providerRecords, name)
      : []),
  ];
  const size = [...read.stored.values()].filter((data) => versionAt(data, read.pointer)).length;
  const parts = { register, run, planned, standing, removing, warnings, size };
  const leftOut = new Set(planned.refused.map(({ number }) => number));
  const storing = loaded.records.filter(
    (record) => !leftOut.has(String(record.fields[register.shape.key])),
  );
  // The holders' contacts the operators' file gives beside its records, of the records it stores.
  const contacts = await planContacts(
    db,
    (loaded.contacts ?? []).filter(({ number }) => !leftOut.has(number)),
    new Map(
      register.photos
        ? storing.map(({ fields }) => [String(fields[register.shape.key]), fields.validUntil])
        : [],
    ),
  );
  const plan = {
    ...planData(parts),
    file: name,
    generation,
    contacts: { adding: contacts.adding.length, changing: contacts.changing.length },
  };
  return { plan, storing, contacts };
}

/**
 * The plan's data from its parts, with the questions still to answer.
 * @param {{
 *   register: Register, run: import('./import.js').ImportRun,
 *   planned: ReturnType<typeof planImport>, standing: ImportPlan['standing'],
 *   removing: string[], warnings: string[], size: number,
 * }} parts
 * @returns {Omit<ImportPlan, 'file' | 'generation' | 'contacts'>}
 */
function planData({ register, run, planned, standing, removing, warnings, size }) {
  const { changes } = planned;
  const numbersOf = (/** @type {string} */ action) =>
    changes.filter((change) => change.action === action).map(({ number }) => number);
  const earlier = earlierDays(register, changes);
  const forCause = standing.filter(({ action, now }) => action === 'reinstated' && now.forCause);
  const reinstate = namedTo(
    register,
    run.reinstate,
    new Set(forCause.map(({ number }) => number)),
    '--reinstate',
    'reinstate from a suspension for cause',
  );
  const named = namedTo(
    register,
    run.earlier,
    new Set(earlier.map(({ number }) => number)),
    '--earlier',
    `move back (${earlier[0]?.field ?? 'its last day'})`,
  );
  /** @type {Question[]} */
  const questions = [];
  const unnamed = forCause.filter(({ number }) => !reinstate.has(number));
  if (unnamed.length)
    questions.push({ kind: 'reinstate', numbers: unnamed.map(({ number }) => number) });
  const earlierUnnamed = earlier.filter(({ number }) => !named.has(number));
  if (earlierUnnamed.length)
    questions.push({ kind: 'earlier', numbers: earlierUnnamed.map(({ number }) => number) });
  if (
    run.expectRemoved !== removing.length &&
    (run.expectRemoved !== undefined ||
      (removing.length > 1 && removing.length > size * removalShare))
  )
    questions.push({ kind: 'expect', count: removing.length, size });
  const what = questionOf(register, planned, removing, warnings);
  if (what) questions.push({ kind: 'confirm', what });
  return {
    register: register.name,
    where: run.where,
    size,
    added: numbersOf('added'),
    reAdded: numbersOf('re-added'),
    changed: changes.flatMap(({ number, changes: fields }) =>
      fields.map((field) => ({ number, ...field })),
    ),
    standing,
    earlier,
    removing,
    missing: planned.missing,
    leftOut: planned.refused.map(({ number, removal }) => ({
      number,
      text: removedText(number, removal),
    })),
    unchanged: planned.unchanged,
    warnings,
    questions,
    changes,
  };
}

/**
 * Every change of standing the plan makes, with why each record stands as it does now.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Register} register
 * @param {RecordChange[]} changes
 * @param {{ pointer: { current: number, abandoned: number[] }, stored: Map<string, any> }} read
 * @returns {Promise<ImportPlan['standing']>}
 */
async function standingOfChanges(db, register, changes, read) {
  const changing = changes.filter((change) =>
    ['suspended', 'withdrawn', 'reinstated', 're-added'].includes(change.action),
  );
  const standings = await standingsOf(
    db,
    register,
    changing.map(({ number }) => number),
    read,
  );
  return changing.map(({ number, action, changes: fields }) => {
    const now = /** @type {Standing} */ (standings.get(number));
    const status = fields.find(({ field }) => field === 'status');
    return {
      number,
      action,
      from: status?.from ?? now.status,
      to: status?.to ?? action,
      now,
    };
  });
}

/**
 * What the import asks before it writes ("suspend 2 operators and remove 1 operator"), or '' when
 * it changes no one's standing and shows no warning.
 * @param {Register} register
 * @param {ReturnType<typeof planImport>} plan
 * @param {string[]} removing
 * @param {string[]} warnings
 */
function questionOf(register, plan, removing, warnings) {
  const count = (/** @type {string[]} */ actions) =>
    plan.changes.filter((change) => actions.includes(change.action)).length;
  const asks = [
    [count(['suspended']), 'suspend'],
    [count(['withdrawn']), 'withdraw'],
    [count(['reinstated']), 'reinstate'],
    [count(['re-added']), 're-add'],
    [removing.length, 'remove'],
  ]
    .filter(([n]) => n)
    .map(([n, verb]) => `${verb} ${n} ${n === 1 ? register.noun : register.name}`);
  if (warnings.length)
    asks.push(
      `import despite ${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}`,
    );
  return asks.join(' and ');
}

/**
 * The plan as the command line prints it: a heading, each kind of change with its numbers (a
 * change with its fields, a change of standing with why the record stands as it does now), what
 * stays removed, the unchanged, what the file does not hold, the warnings and what is still to be
 * answered.
 * @param {ImportPlan} plan
 * @param {{ dryRun?: boolean }} [options]
 * @returns {string[]}
 */
export function importPlanLines(plan, { dryRun = false } = {}) {
  return [
    `${plan.file} → ${plan.where}${dryRun ? dryRunMark : ''}`,
    ...changeLines(plan),
    ...(contactsLine(plan.contacts) ? [`  ${contactsLine(plan.contacts)}`] : []),
    ...(plan.warnings.length
      ? ['  warnings:', ...plan.warnings.map((warning) => `    ${warning}`)]
      : []),
    ...questionLines(plan),
  ];
}

/**
 * Each kind of change with its numbers, then what stays removed, the unchanged and the missing.
 * @param {ImportPlan} plan
 */
function changeLines({ changes, standing, leftOut, unchanged, missing, removing }) {
  const lines = [];
  const why = new Map(standing.map(({ number, now }) => [number, now.text]));
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
    // A change of standing says why the record stands as it does now: who, when, why.
    for (const change of these) {
      const text = why.get(change.number);
      if (text) lines.push(`      ${change.number} now: ${text}`);
    }
  }
  if (leftOut.length)
    lines.push(
      `  still removed, left out (${leftOut.length}):`,
      ...leftOut.map(({ text }) => `    ${text}`),
    );
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
 * What is still to be answered before the import may write, as the command line says it.
 * @param {ImportPlan} plan
 */
function questionLines({ questions, standing, earlier, register }) {
  const lines = [];
  for (const question of questions) {
    if (question.kind === 'reinstate')
      lines.push(
        `  suspended for cause, reinstated only when named with --reinstate NUMBER (${question.numbers.length}):`,
        ...standing
          .filter(({ number }) => question.numbers.includes(number))
          .map(({ number, now }) => `    ${number}: ${now.text}`),
      );
    if (question.kind === 'earlier')
      lines.push(
        `  moved back, asked on a terminal or named with --earlier NUMBER (${question.numbers.length}):`,
        ...earlier
          .filter(({ number }) => question.numbers.includes(number))
          .map(({ number, field, from, to }) => `    ${number}: ${field} ${from} → ${to}`),
      );
    if (question.kind === 'expect')
      lines.push(
        `  removes ${question.count.toLocaleString('en-GB')} of the ${question.size.toLocaleString('en-GB')} ${register} on the register: more than 5 % needs the count typed, --expect ${question.count}`,
      );
  }
  return lines;
}

/**
 * A warning for each record that holds a machine category none of its providers is accredited
 * for (an instructor who teaches for two providers may hold what either offers), naming the line.
 * @param {Register} register
 * @param {{ fields: Version, line?: number }[]} records
 * @param {ReadonlyMap<string, Version>} providers the providers' register, by number
 * @param {string} name the file's, as the warning names it
 */
function categoryWarnings(register, records, providers, name) {
  const warnings = [];
  for (const { fields, line } of records) {
    const numbers = register.providersOf(fields);
    if (numbers.length === 0) continue;
    const offered = new Set(numbers.flatMap((number) => providers.get(number)?.categories ?? []));
    const outside = fields.categories.filter((/** @type {string} */ code) => !offered.has(code));
    if (outside.length)
      warnings.push(
        `${name}${line ? ` line ${line}` : ''}: ${fields[register.shape.key]} holds ${outside.join(' ')}, which ${numbers.length === 1 ? `its provider ${numbers[0]} is` : `none of its providers ${numbers.join(', ')} is`} not accredited for; check the file, or the provider's accreditation`,
      );
  }
  return warnings;
}
