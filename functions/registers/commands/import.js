// `import FILE`: the file is the register. It names, by number, every record it adds, changes,
// suspends or reinstates, and every record on the register that the file does not hold (removed
// only when the run says so, with a reason). A removed number in the file is refused unless the run
// says it may come back. The plan is made from one read of the register, and the store refuses the
// write if the register moved since (store.js, `expect`), so what is shown is what is written.
import path from 'node:path';
import { readRegister } from '../../catalogue.js';
import { versionAt } from '../../register.js';
import { ukToday } from '../../vocabulary/dates.js';
import { actionOf, changesText, fieldChanges, withStatusSince } from '../changes.js';
import { incomingVersion, sameVersion, storePlainRecords, storeRecords } from '../store.js';
import { newestOf, readTrail, readWhole } from '../trail.js';
import { registers } from '../registers.js';
import {
  confirmed,
  dryRunMark,
  listed,
  readNumbers,
  refuseProvidersInUse,
  removedText,
  when,
  wrapped,
} from './words.js';

/** @typedef {import('../registers.js').Register} Register */
/** @typedef {import('../registers.js').Version} Version */

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
 * An import's plan as lines: each kind of change with its numbers (a change with its fields).
 * @param {ReturnType<typeof planImport>} plan
 * @param {string[]} removing the numbers not in the file that will be removed
 * @param {ReadonlyMap<string, string>} standingNow why each record whose standing would change
 *   stands as it does now
 */
function planLines({ changes, unchanged, missing, refused }, removing, standingNow) {
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
    // A change of standing says why the record stands as it does now: who, when, why.
    for (const change of these) {
      const why = standingNow.get(change.number);
      if (why) lines.push(`      ${change.number} now: ${why}`);
    }
  }
  if (refused.length)
    lines.push(
      `  still removed, left out (${refused.length}):`,
      ...refused.map(({ number, removal }) => `    ${removedText(number, removal)}`),
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
 * @typedef {import('./words.js').WritingRun & {
 *   file: string, photos?: string, removeMissing: boolean, reason?: string, reAdd: string[],
 *   allowDemonstration: boolean,
 * }} ImportRun `photos`: the folder of the operators' photographs; `reAdd`: the removed numbers
 *   (as typed) the file may bring back; `reason`: why, which reinstating or re-adding by a file
 *   needs; `allowDemonstration`: whether the demonstration series may be loaded (only into an
 *   emulator)
 */

/**
 * Imports a register's file: reads it against the register, plans, refuses what a file may not
 * do, shows the plan, asks about any change of standing, and writes.
 * @param {ImportRun} run
 * @returns {Promise<string>} what it did, as lines
 */
export async function importFile(run) {
  const { db, register, file, now } = run;
  const { providerRecords, read, loaded } = await readImport(run);
  const reAdd = new Set(readNumbers(register, run.reAdd));
  const plan = planImport(register, loaded.records, read, reAdd, ukToday(now()));
  refuseRemovedNumbers(plan, reAdd);
  const standing = await standingsNow(db, register, plan.changes, read);
  refuseStandings(run, plan, standing);
  const removing = run.removeMissing ? plan.missing : [];
  const heading = `${path.basename(file)} → ${run.where}${run.dryRun ? dryRunMark : ''}`;
  const warnings = [
    ...(loaded.notices ?? []),
    ...(register.needsProviders
      ? categoryWarnings(register, loaded.records, providerRecords, path.basename(file))
      : []),
  ];
  const lines = [
    heading,
    ...planLines(plan, removing, standing.why),
    ...(warnings.length ? ['  warnings:', ...warnings.map((warning) => `    ${warning}`)] : []),
  ];
  if (register.name === 'providers' && removing.length)
    await refuseProvidersInUse(
      db,
      removing,
      'Change or remove those records first, or import the provider as withdrawn.',
    );
  if (run.dryRun || (plan.changes.length === 0 && removing.length === 0)) return lines.join('\n');
  // Any change of a record's standing is asked about, even of one: a stale file must not quietly
  // stop or bring back a record. So is a file whose warnings the plan shows.
  const asks = questionOf(register, plan, removing, warnings);
  if (asks) await confirmed(run, asks, Infinity, lines);
  // The file's removed numbers that were not named stay off the register: never written.
  const leftOut = new Set(plan.refused.map(({ number }) => number));
  const storing = loaded.records.filter(
    (record) => !leftOut.has(String(record.fields[register.shape.key])),
  );
  lines.push(await writeImport(run, storing, removing, read.pointer.current));
  return lines.join('\n');
}

/**
 * The register as it stands (and the providers', which the operators and instructors name) and
 * the file read against it, or an error listing every problem in the file. What no file holds (an
 * account's keys) is kept as it is stored.
 * @param {ImportRun} run
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
    photos: run.photos,
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
 * A file cannot reinstate what was suspended with its provider, and brings back nothing that
 * would count again without a reason for the trail.
 * @param {ImportRun} run
 * @param {ReturnType<typeof planImport>} plan
 * @param {Awaited<ReturnType<typeof standingsNow>>} standing
 */
function refuseStandings({ register, reason }, plan, standing) {
  if (standing.withProvider.length)
    throw new Error(
      [
        `${standing.withProvider.length} suspended with ${standing.withProvider.length === 1 ? 'its provider' : 'their provider'}, which a file cannot reinstate; nothing written:`,
        ...standing.withProvider.map(({ number, why }) => `  ${number}: ${why}`),
        'Reinstate them with their provider (reinstate --provider NUMBER --reason TEXT), or write them as suspended in the file.',
      ].join('\n'),
    );
  const reinstating = plan.changes.filter((change) =>
    ['reinstated', 're-added'].includes(change.action),
  );
  if (reinstating.length && !reason)
    throw new Error(
      [
        `${reinstating.length} ${reinstating.length === 1 ? register.noun : register.name} would count again by this file; nothing written:`,
        ...reinstating.map(
          ({ number, action }) =>
            `  ${number}: ${action}; ${standing.why.get(number) ?? 'no reason kept'}`,
        ),
        'Say why with --reason TEXT (kept in the trail), or correct the file.',
      ].join('\n'),
    );
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
 * Writes the file's records (and removes those not in it, when asked), provided the register has
 * not moved since it was read; the operators' with their photographs.
 * @param {ImportRun} run
 * @param {{ fields: Version }[]} storing
 * @param {string[]} removing
 * @param {number} expect the register's run when it was read
 * @returns {Promise<string>} what was written, as a line
 */
async function writeImport(run, storing, removing, expect) {
  const { db, register, file, by, now, progress } = run;
  const options = {
    now,
    stallMs: run.stallMs,
    expect,
    remove: removing,
    trail: { by, reason: run.reason || `import of ${path.basename(file)}` },
  };
  const result = register.photos
    ? await storeRecords(db, /** @type {any} */ (storing), { ...options, progress })
    : await storePlainRecords(db, register.shape, storing, options);
  return `${result.added.length} added, ${result.updated.length} changed, ${result.unchanged.length} unchanged, ${result.removed.length} removed; kept in the trail as ${by}.`;
}

/**
 * Why each record whose standing the import would change stands as it does now, from the trail
 * (who, when, why) or its removal; and those suspended with their provider, which only that
 * provider's reinstatement may bring back.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Register} register
 * @param {ReturnType<typeof planImport>['changes']} changes
 * @param {{ pointer: { current: number, abandoned: number[] }, stored: Map<string, any> }} read
 */
async function standingsNow(db, register, changes, read) {
  const changing = changes.filter((change) =>
    ['suspended', 'withdrawn', 'reinstated', 're-added'].includes(change.action),
  );
  /** @type {Map<string, string>} */
  const why = new Map();
  /** @type {{ number: string, why: string }[]} */
  const withProvider = [];
  if (changing.length === 0) return { why, withProvider };
  /** @type {Map<string, import('../trail.js').TrailEntry>} */
  const latest = new Map();
  for (const entry of await readTrail(db, register.shape.collection))
    if (entry.action !== 'changed') latest.set(entry.number, entry);
  for (const { number, action } of changing) {
    const newest = newestOf(read.stored.get(number), read.pointer);
    const entry = latest.get(number);
    const text =
      action === 're-added'
        ? removedText(number, /** @type {Version} */ (newest)).replace(`${number} was `, '')
        : entry
          ? `${entry.action} on ${when(entry.at)} by ${entry.by}${entry.reason ? `: ${entry.reason}` : ''}`
          : 'no change kept in the trail';
    why.set(number, text);
    if (action === 'reinstated' && entry?.scope?.startsWith('provider '))
      withProvider.push({ number, why: `${text} (${entry.scope})` });
  }
  return { why, withProvider };
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
