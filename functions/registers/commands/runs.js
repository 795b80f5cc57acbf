// `runs`: the register's latest runs of its writes, newest first: who, what for, when, and how each
// ended: done, unchanged, failed (and why) or stopped without finishing (how far it got). A run
// that fails changes nothing readers see, so its word is kept here rather than in a record's history.
import { registersCollection } from '../../register.js';
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
  const [snapshot, pointer] = await Promise.all([
    db.collection(runsCollection).where('register', '==', register.shape.collection).get(),
    db.collection(registersCollection).doc(register.shape.collection).get(),
  ]);
  // A run still holding the lock has got as far as its lock says (renewed as it runs).
  const lock = pointer.get('lock');
  const lines = snapshot.docs
    .map((doc) => doc.data())
    .map((run) =>
      run.outcome === 'running' && lock?.generation === run.generation
        ? { ...run, progress: lock.progress ?? run.progress }
        : run,
    )
    .sort((a, b) => b.generation - a.generation)
    .slice(0, shown)
    .map(
      (run) =>
        `${when(run.startedAt.toDate())}  ${run.outcome}  by ${run.by || 'unknown'}${run.reason ? `: ${run.reason}` : ''}${['failed', 'stopped', 'running'].includes(run.outcome) ? ` (got as far as ${run.progress || 'the start'}${run.why ? `; ${String(run.why).replace(/\s*\n\s*/g, ' ')}` : ''})` : ''}`,
    );
  return [
    where,
    ...(lines.length ? lines : [`no runs of the ${register.name}' register kept`]),
  ].join('\n');
}
