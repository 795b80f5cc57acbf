// `runs`: the register's latest runs of its writes, newest first: who, what for, when, and how each
// ended: done, unchanged, failed (and why) or stopped without finishing (how far it got). A run
// that fails changes nothing readers see, so its word is kept here rather than in a record's history.
import { runsCollection } from '../store.js';
import { when } from './words.js';

/** How many runs it shows. */
const shown = 20;

/**
 * The register's latest runs.
 * @param {import('./words.js').Run} run
 * @returns {Promise<string>} where it read, then one run a line, newest first
 */
export async function runs({ db, register, where }) {
  const snapshot = await db
    .collection(runsCollection)
    .where('register', '==', register.shape.collection)
    .get();
  const lines = snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => b.generation - a.generation)
    .slice(0, shown)
    .map(
      (run) =>
        `${when(run.startedAt.toDate())}  ${run.outcome}  by ${run.by || 'unknown'}${run.reason ? `: ${run.reason}` : ''}${['failed', 'stopped', 'running'].includes(run.outcome) ? ` (got as far as ${run.progress || 'the start'}${run.why ? `; ${run.why}` : ''})` : ''}`,
    );
  return [
    where,
    ...(lines.length ? lines : [`no runs of the ${register.name}' register kept`]),
  ].join('\n');
}
