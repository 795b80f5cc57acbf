// `runs`: the register's latest runs of its writes, newest first, each with its number (what
// `undo RUN` takes): who, what for, when, and how each ended: done, unchanged, failed (and why) or
// stopped without finishing (how far it got), a run whose process has ended shown as stopped at
// once. A run that fails changes nothing readers see, so its word is kept here rather than in a
// record's history. Only the latest runs are read (trail.js, `readRuns`).
import { readRuns } from '../trail.js';
import { when } from './words.js';

/** How many runs it shows. */
const shown = 20;

/**
 * The register's latest runs.
 * @param {import('./words.js').Run} run
 * @returns {Promise<string>} where it read, then one run a line, newest first
 */
export async function runs({ db, register, where, now }) {
  const kept = await readRuns(db, register.shape.collection, { limit: shown, now: now() });
  const lines = kept.map(
    (run) =>
      `run ${run.generation}  ${when(run.startedAt)}  ${run.outcome}  by ${run.by || 'unknown'}${run.reason ? `: ${run.reason}` : ''}${['failed', 'stopped', 'running'].includes(run.outcome) ? ` (got as far as ${run.progress || 'the start'}${run.why ? `; ${String(run.why).replace(/\s*\n\s*/g, ' ')}` : ''})` : ''}`,
  );
  return [
    where,
    ...(lines.length ? lines : [`no runs of the ${register.name}' register kept`]),
  ].join('\n');
}
