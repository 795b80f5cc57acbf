// `undo RUN --reason TEXT [--also NUMBER …]`: a run (an import, a removal, a suspension by
// provider, any command that wrote) undone as one planned, confirmed change of its own: each
// record it touched goes back to how it stood before the run (a record it added is removed, one it
// removed comes back). The trail keeps both the run and its undoing. A record changed again since
// the run is left as it is, unless named with --also: then it goes back to before the run too, its
// fields as the trail says they were (its photograph stays as it is now).
import { versionAt } from '../../register.js';
import { changesText, fieldChanges } from '../changes.js';
import { csvText } from '../registers.js';
import { storeVersions } from '../store.js';
import { readTrail, readWhole } from '../trail.js';
import {
  RequestMistake,
  confirmed,
  dryRunMark,
  generationOf,
  listed,
  readNumbers,
  todayOf,
  when,
} from './words.js';

/** @typedef {import('../registers.js').Version} Version */
/** @typedef {import('../registers.js').Register} Register */
/** @typedef {import('../trail.js').TrailEntry} TrailEntry */

/**
 * The newest version of a stored record at or below `below`, not abandoned: how it stood before
 * a run.
 * @param {any} data
 * @param {number} below
 * @param {{ abandoned: number[] }} pointer
 * @returns {Version | undefined} undefined where there was none, or it was a removal
 */
function versionBefore(data, below, { abandoned }) {
  const found = Object.entries(data?.versions ?? {})
    .map(([generation, version]) => ({ generation: Number(generation), version }))
    .filter(({ generation }) => generation < below && !abandoned.includes(generation))
    .sort((a, b) => b.generation - a.generation)[0];
  return found && !('removed' in found.version) ? found.version : undefined;
}

/**
 * A record's fields as the trail says they were before a change: the fields of `now` with each
 * changed column written back as it was, read as the register's file reads it.
 * @param {Register} register
 * @param {Version} now
 * @param {TrailEntry} entry
 * @returns {Version}
 */
function fieldsBefore(register, now, entry) {
  const row = register.row(now);
  for (const { field, from } of entry.changes)
    if (field in row && field !== 'photo') row[field] = from;
  const back = register.readText(csvText(register.columns, [row]));
  if (!back)
    throw new Error(
      `${entry.number}: the trail cannot say how it stood before run ${entry.generation}`,
    );
  // The photograph stays as it is now: the trail does not keep photographs.
  return register.photos
    ? { ...back, photo: now.photo, photoSource: now.photoSource, photoHash: now.photoHash }
    : back;
}

/** @typedef {{ number: string, now: Version | undefined, back: Version | undefined }} Step */

/**
 * The plan of undoing a run, as its dry run shows it: the run's changes (from the trail), the
 * register as read, how each record would go back, those changed again since and left as they
 * are, and the plan's lines. The console's question (functions/surfaces/console/runs.js) shows
 * it, with the records changed since to tick.
 * @param {import('./words.js').WritingRun & { runNumber: string, also: string[] }} run
 */
export async function planOfUndo(run) {
  const { db, register } = run;
  const generation = Number(run.runNumber);
  if (!Number.isInteger(generation) || generation < 1)
    throw new RequestMistake(
      `"${run.runNumber}" is not a run's number (the trail shows them: run 12)`,
    );
  const also = new Set(readNumbers(register, run.also));
  const [entries, read] = await Promise.all([
    readTrail(db, register.shape.collection, { generation }),
    readWhole(db, register.shape.collection),
  ]);
  if (entries.length === 0)
    throw new Error(`no change of the ${register.name}' register was made by run ${generation}`);
  const { plan, later } = planUndo(register, generation, entries, read, also);
  const lines = undoLines(run, generation, entries, plan, later);
  return { generation, entries, read, plan, later, lines };
}

/**
 * Undoes a run.
 * @param {import('./words.js').WritingRun & { runNumber: string, also: string[], reason: string }} run
 * @returns {Promise<string>} what it did, as lines
 */
export async function undo(run) {
  const { db, register, by, reason } = run;
  const { generation, read, plan, lines } = await planOfUndo(run);
  const changing = plan.filter(({ now, back }) => now || back);
  if (run.dryRun || changing.length === 0) return lines.join('\n');
  // A plan shown earlier (the console's question) was made at the register's generation then.
  const expect = generationOf(run, read.pointer);
  await confirmed(
    run,
    `undo run ${generation} for ${changing.length} ${changing.length === 1 ? register.noun : register.name}`,
    Infinity,
    lines,
  );
  const options = {
    now: run.now,
    stallMs: run.stallMs,
    expect,
    remove: changing.filter(({ back }) => !back).map(({ number }) => number),
    trail: { by, reason: `undo of run ${generation}: ${reason}`, scope: `undo ${generation}` },
  };
  const restored = changing.flatMap(({ back }) => (back ? [back] : []));
  await storeVersions(db, register.shape, restored, options);
  lines.push(
    `run ${generation} undone for ${changing.length} on ${todayOf(run.now)}; kept in the trail as ${by}: ${reason}`,
  );
  return lines.join('\n');
}

/**
 * How each record the run touched would go back (`back`: undefined to remove it), and those left
 * as they are because they changed again since and were not named with --also; a number named
 * with --also that the run did not change is a mistake.
 * @param {Register} register
 * @param {number} generation the run's
 * @param {TrailEntry[]} entries the run's changes, from the trail
 * @param {{ pointer: { current: number, abandoned: number[] }, stored: Map<string, any> }} read
 * @param {ReadonlySet<string>} also
 */
function planUndo(register, generation, entries, { pointer, stored }, also) {
  /** @type {Step[]} */
  const plan = [];
  /** @type {string[]} */
  const later = [];
  for (const entry of entries) {
    const data = stored.get(entry.number);
    const now = versionAt(data, pointer);
    const changedSince = Number(data?.latest ?? 0) > generation;
    if (changedSince && !also.has(entry.number)) {
      later.push(entry.number);
      continue;
    }
    const back = !changedSince
      ? versionBefore(data, generation, pointer)
      : entry.action === 'added' || entry.action === 're-added'
        ? undefined
        : entry.action === 'removed'
          ? (now ?? versionBefore(data, generation, pointer))
          : now && fieldsBefore(register, now, entry);
    plan.push({ number: entry.number, now, back });
  }
  const unknownAlso = [...also].filter(
    (number) => !entries.some((entry) => entry.number === number),
  );
  if (unknownAlso.length)
    throw new Error(`run ${generation} did not change ${listed(unknownAlso)}; nothing written`);
  return { plan, later };
}

/**
 * The undoing's plan as lines: the run (why, by whom, when), then each record as it would go back.
 * @param {import('./words.js').WritingRun} run
 * @param {number} generation
 * @param {TrailEntry[]} entries
 * @param {Step[]} plan
 * @param {string[]} later
 */
function undoLines(run, generation, entries, plan, later) {
  const { register } = run;
  const [first] = entries;
  return [
    `${run.where}${run.dryRun ? dryRunMark : ''}`,
    `  undo of run ${generation} (${first?.reason || first?.action} by ${first?.by}, ${when(/** @type {TrailEntry} */ (first).at)}), ${plan.length} ${plan.length === 1 ? register.noun : register.name}:`,
    ...plan.map(({ number, now, back }) =>
      !back
        ? `    ${number}: removed (the run added it)`
        : !now
          ? `    ${number}: back on the register`
          : `    ${number}: ${changesText(fieldChanges(now, back)) || 'as it was'}`,
    ),
    ...(later.length
      ? [
          `  changed again since, left as they are (name them with --also to undo them too): ${listed(later)}`,
        ]
      : []),
  ];
}
