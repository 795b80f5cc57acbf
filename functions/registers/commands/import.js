// `import FILE`: the file is the register. It names, by number, every record it adds, changes,
// suspends or reinstates, and every record on the register that the file does not hold (removed
// only when the run says so, with a reason). A removed number in the file is refused unless the run
// says it may come back. The plan is made from one read of the register, and the store refuses the
// write if the register moved since (store.js, `expect`), so what is shown is what is written.
import path from 'node:path';
import { readRegister } from '../../catalogue.js';
import { versionAt } from '../../register.js';
import { actionOf, changesText, fieldChanges } from '../changes.js';
import { incomingVersion, sameVersion, storePlainRecords, storeRecords } from '../store.js';
import { newestOf, readWhole } from '../trail.js';
import { registers } from '../registers.js';
import {
  confirmed,
  dryRunMark,
  listed,
  refuseProvidersInUse,
  removedText,
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
 * Imports a register's file.
 * @param {import('./words.js').WritingRun & {
 *   file: string, photos?: string, removeMissing: boolean, reason?: string, reAdd: boolean,
 *   allowDemonstration: boolean,
 * }} run `photos`: the folder of the operators' photographs; `allowDemonstration`: whether the
 *   demonstration series may be loaded (only into an emulator)
 * @returns {Promise<string>} what it did, as lines
 */
export async function importFile(run) {
  const { db, register, file, by, now, progress } = run;
  const providers = register.needsProviders
    ? new Set((await readRegister(db, registers.providers.shape)).records.keys())
    : new Set();
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
  const plan = planImport(register, loaded.records, read, run.reAdd);
  if (plan.refused.length)
    throw new Error(
      `${plan.refused.length} removed ${plan.refused.length === 1 ? 'number is' : 'numbers are'} in the file; nothing written:\n${plan.refused
        .map(({ number, removal }) => `  ${removedText(number, removal)}`)
        .join(
          '\n',
        )}\nTo put ${plan.refused.length === 1 ? 'it' : 'them'} back, import again with --re-add.`,
    );
  const removing = run.removeMissing ? plan.missing : [];
  const heading = `${path.basename(file)} → ${run.where}${run.dryRun ? dryRunMark : ''}`;
  const notices = loaded.notices?.length
    ? ['  photographs the crop cuts:', ...loaded.notices.map((notice) => `    ${notice}`)]
    : [];
  const lines = [heading, ...planLines(plan, removing), ...notices];
  if (register.name === 'providers' && removing.length)
    await refuseProvidersInUse(
      db,
      removing,
      'Change or remove those records first, or import the provider as withdrawn.',
    );
  if (run.dryRun || (plan.changes.length === 0 && removing.length === 0)) return lines.join('\n');
  const stopping = plan.changes.filter((c) => ['suspended', 'withdrawn'].includes(c.action));
  await confirmed(
    run,
    [
      stopping.length ? `suspend ${stopping.length} ${register.name}` : '',
      removing.length ? `remove ${removing.length} ${register.name}` : '',
    ]
      .filter(Boolean)
      .join(' and '),
    stopping.length + removing.length,
    lines,
  );
  const options = {
    now,
    stallMs: run.stallMs,
    expect: read.pointer.current,
    remove: removing,
    trail: { by, reason: run.reason || `import of ${path.basename(file)}` },
  };
  const result = register.photos
    ? await storeRecords(db, /** @type {any} */ (loaded.records), { ...options, progress })
    : await storePlainRecords(db, register.shape, loaded.records, options);
  lines.push(
    `${result.added.length} added, ${result.updated.length} changed, ${result.unchanged.length} unchanged, ${result.removed.length} removed; kept in the trail as ${by}.`,
  );
  return lines.join('\n');
}
