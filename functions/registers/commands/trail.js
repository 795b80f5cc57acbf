// `trail [--from DAY] [--to DAY] [--person NAME] [--action ACTION] [--csv FILE]`: the register's
// changes kept in the trail, oldest first, filtered by day, person and action; on screen (the
// latest `trailShown` of them), or every one as a CSV file an auditor opens in Excel as it is
// written. Each run's changes carry its run number, which `undo` takes. Days are UK days (Europe/London,
// in GMT or BST as the day falls), as the times it shows are UK times. It reads the trail's index
// of when each change was made, never the whole trail (trail.js, `readTrailSpan`).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ukClock, ukDayStart, ukToday } from '../../vocabulary/dates.js';
import { changesText } from '../changes.js';
import { csvText } from '../registers.js';
import { namesOf, readTrailSpan, shownAction } from '../trail.js';

/** The trail's columns, as its CSV writes them: the day and the time in the UK, as Excel reads them. */
export const trailColumns = /** @type {const} */ ([
  'date',
  'time',
  'register',
  'run',
  'number',
  'name',
  'action',
  'by',
  'reason',
  'changes',
]);

/** How many changes the screen shows, the latest; a CSV file holds every one. */
export const trailShown = 100;

/** What begins a file Excel reads as UTF-8 (its byte-order mark): "→" and "Zoë" read right. */
const byteOrderMark = '\ufeff';

/** A UK day as Excel reads it in the UK: "27/11/2026". */
const ukDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * A moment as the trail shows it on screen: "2026-11-27 14:50 UK time".
 * @param {Date} at
 */
export const ukWhen = (at) => `${ukToday(at)} ${ukClock.format(at)} UK time`;

/**
 * The day after a UK day, as an ISO date.
 * @param {string} day
 */
const dayAfter = (day) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/**
 * What a change did, as the trail's CSV writes it: its fields, or, for an undo's change that
 * changed none (a record removed or brought back), what it did to the record.
 * @param {import('../trail.js').TrailEntry} entry
 */
const changesOf = (entry) =>
  changesText(entry.changes) || (shownAction(entry) === 'undone' ? entry.action : '');

/**
 * The register's trail, filtered.
 * @param {import('./words.js').Run & {
 *   from?: string, to?: string, person?: string, action?: string, csv?: string, cwd: string,
 * }} run `from` and `to`: UK days (YYYY-MM-DD), both included; `person`: part of who made the
 *   change, in any case; `action`: as shown (`undone` for an undo's changes); `csv`: an absolute
 *   path to write every change to instead of the screen
 * @returns {Promise<string>} one change a line, and a count
 */
export async function trail({ db, register, where, from, to, person, action, csv, cwd }) {
  const { entries, more } = await readTrailSpan(db, register.shape.collection, {
    from: from ? ukDayStart(from) : undefined,
    to: to ? ukDayStart(dayAfter(to)) : undefined,
    action,
    person,
    limit: csv ? Infinity : trailShown,
  });
  entries.sort((a, b) => a.at.getTime() - b.at.getTime() || a.number.localeCompare(b.number));
  const names = await namesOf(
    db,
    register.shape,
    register.nameOf,
    entries.map((entry) => entry.number),
  );
  const filters = [
    from && `from ${from}`,
    to && `to ${to}`,
    person && `by ${person}`,
    action && `action ${action}`,
  ].filter(Boolean);
  const count = `${entries.length} ${entries.length === 1 ? 'change' : 'changes'} to the ${register.name}' register${filters.length ? ` (${filters.join(', ')})` : ''}`;
  if (csv) {
    const rows = entries.map((entry) => ({
      date: ukDate.format(entry.at),
      time: ukClock.format(entry.at),
      register: register.name,
      run: String(entry.generation),
      number: entry.number,
      name: names.get(entry.number) ?? '',
      action: shownAction(entry),
      by: entry.by,
      reason: entry.reason,
      changes: changesOf(entry),
    }));
    await writeFile(csv, byteOrderMark + csvText(trailColumns, rows, { forSpreadsheets: true }));
    return `${where}\n${count} → ${path.relative(cwd, csv) || csv}`;
  }
  return [
    where,
    ...entries.map(
      (entry) =>
        `${ukWhen(entry.at)}  run ${entry.generation}  ${entry.number}${names.has(entry.number) ? ` ${names.get(entry.number)}` : ''}  ${shownAction(entry)}  by ${entry.by}${entry.reason ? `: ${entry.reason}` : ''}${changesOf(entry) ? `  (${changesOf(entry)})` : ''}`,
    ),
    more
      ? `The latest ${count}; older ones match too: narrow with --from and --to, or write every one with --csv FILE.`
      : `${count}.`,
  ].join('\n');
}
