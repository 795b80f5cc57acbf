// `trail [--from DATE] [--to DATE] [--person NAME] [--action ACTION] [--csv FILE]`: the register's
// changes kept in the trail, oldest first, filtered by day, person and action; on screen, or as a
// CSV file an auditor can open. Each run's changes carry its run number, which `undo` takes.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { changesText } from '../changes.js';
import { csvText } from '../registers.js';
import { readTrail } from '../trail.js';
import { when } from './words.js';

/** The trail's columns, as its CSV writes them. */
export const trailColumns = /** @type {const} */ ([
  'at',
  'register',
  'run',
  'number',
  'action',
  'by',
  'reason',
  'changes',
]);

/**
 * The register's trail, filtered.
 * @param {import('./words.js').Run & {
 *   from?: string, to?: string, person?: string, action?: string, csv?: string, cwd: string,
 * }} run `from` and `to`: days (YYYY-MM-DD, UTC), both included; `person`: part of who made the
 *   change, in any case; `csv`: an absolute path to write instead of the screen
 * @returns {Promise<string>} one change a line, and a count
 */
export async function trail({ db, register, where, from, to, person, action, csv, cwd }) {
  const entries = (await readTrail(db, register.shape.collection)).filter((entry) => {
    const day = entry.at.toISOString().slice(0, 10);
    return (
      (!from || day >= from) &&
      (!to || day <= to) &&
      (!person || entry.by.toLowerCase().includes(person.toLowerCase())) &&
      (!action || entry.action === action)
    );
  });
  entries.sort((a, b) => a.at.getTime() - b.at.getTime() || a.number.localeCompare(b.number));
  const filters = [
    from && `from ${from}`,
    to && `to ${to}`,
    person && `by ${person}`,
    action && `action ${action}`,
  ].filter(Boolean);
  const count = `${entries.length} ${entries.length === 1 ? 'change' : 'changes'} to the ${register.name}' register${filters.length ? ` (${filters.join(', ')})` : ''}`;
  if (csv) {
    const rows = entries.map((entry) => ({
      at: entry.at.toISOString(),
      register: register.name,
      run: String(entry.generation),
      number: entry.number,
      action: entry.action,
      by: entry.by,
      reason: entry.reason,
      changes: changesText(entry.changes),
    }));
    await writeFile(csv, csvText(trailColumns, rows));
    return `${where}\n${count} → ${path.relative(cwd, csv) || csv}`;
  }
  return [
    where,
    ...entries.map(
      (entry) =>
        `${when(entry.at)}  run ${entry.generation}  ${entry.number}  ${entry.action}  by ${entry.by}${entry.reason ? `: ${entry.reason}` : ''}${entry.changes.length ? `  (${changesText(entry.changes)})` : ''}`,
    ),
    `${count}.`,
  ].join('\n');
}
