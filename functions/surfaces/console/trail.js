// The trail (`/console/trail`): a register's changes as the trail keeps them (the layer's
// `readTrail`) and every view of its records by the staff (functions/console/views.js, action
// `viewed`), newest first, filtered by UK day, person and action as `npm run … -- trail` filters
// them; and the same as a CSV file (`/console/trail/csv`) that opens in a spreadsheet as written:
// a byte-order mark, a UK date and a time column, formulas kept as text.
import { readViews } from '../../console/views.js';
import { changesText } from '../../registers/changes.js';
import { csvText } from '../../registers/registers.js';
import { readTrail } from '../../registers/trail.js';
import { consoleTrailShown } from '../../vocabulary/console.js';
import { isIsoDate, ukToday } from '../../vocabulary/dates.js';
import { consolePaths } from '../../vocabulary/paths.js';
import { contextOf } from '../context.js';
import { consolePage, refused, registerNamed } from './pages.js';

/** The CSV's columns. */
export const consoleTrailColumns = /** @type {const} */ ([
  'date',
  'time',
  'register',
  'run',
  'number',
  'action',
  'by',
  'reason',
  'changes',
]);

/** A time of day in the UK, as 14:05:09. */
const ukTimeOfDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** @typedef {{ at: Date, run: string, number: string, action: string, by: string, reason: string, changes: string }} Entry */

/**
 * The filters as asked, each checked: the register (operators unless named), days, person, action.
 * @param {import('hono').Context<any>} c
 */
function filtersOf(c) {
  const query = c.req.query();
  const name = query.register || 'operators';
  const days = [query.from ?? '', query.to ?? ''];
  return {
    register: registerNamed(name),
    name,
    from: days[0] ?? '',
    to: days[1] ?? '',
    person: (query.person ?? '').trim().slice(0, 100),
    action: (query.action ?? '').trim().slice(0, 40),
    problems: days
      .filter((day) => day && !isIsoDate(day))
      .map((day) => `${day} is not a day: write it as 2026-11-28.`),
  };
}

/**
 * The entries the filters ask for, newest first.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {ReturnType<typeof filtersOf> & { register: import('../../registers/registers.js').Register }} filters
 * @returns {Promise<Entry[]>}
 */
async function entriesOf(db, { register, from, to, person, action }) {
  const { collection } = register.shape;
  const [changes, views] = await Promise.all([
    readTrail(db, collection),
    readViews(db, collection),
  ]);
  /** @type {Entry[]} */
  const all = [
    ...changes.map((entry) => ({
      at: entry.at,
      run: String(entry.generation),
      number: entry.number,
      action: entry.action,
      by: entry.by,
      reason: entry.reason ?? '',
      changes: changesText(entry.changes),
    })),
    ...views.map((view) => ({
      at: view.at,
      run: '',
      number: view.number,
      action: 'viewed',
      by: view.by,
      reason: view.what,
      changes: '',
    })),
  ];
  return all
    .filter((entry) => {
      const day = ukToday(entry.at);
      return (
        (!from || day >= from) &&
        (!to || day <= to) &&
        (!person || entry.by.toLowerCase().includes(person.toLowerCase())) &&
        (!action || entry.action === action)
      );
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime() || a.number.localeCompare(b.number));
}

/** GET: the trail, filtered. */
export async function trailPage(/** @type {import('hono').Context<any>} */ c) {
  const filters = filtersOf(c);
  const { register, name, from, to, person, action, problems } = filters;
  if (!register) return refused(c, 'There is no such register in the console.', 404);
  const entries = problems.length ? [] : await entriesOf(contextOf(c).db, { ...filters, register });
  const query = new URLSearchParams({ register: name, from, to, person, action });
  return consolePage(c, problems.length ? 400 : 200, 'console-trail', {
    register: name,
    from,
    to,
    person,
    action,
    count: `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} in the ${name}' trail${entries.length > consoleTrailShown ? `: the newest ${consoleTrailShown} are shown; the CSV has them all` : ''}.`,
    csvHref: `${consolePaths.trailCsv}?${query}`,
    problems,
    entries: entries.slice(0, consoleTrailShown).map((entry) => ({
      entryAt: `${ukToday(entry.at)} ${ukTimeOfDay.format(entry.at)}`,
      entryNumber: entry.number,
      entryAction: entry.action,
      entryBy: entry.by,
      entryReason: entry.reason,
      entryChanges: entry.changes,
    })),
  });
}

/** GET: the trail, filtered, as a CSV file. */
export async function trailCsv(/** @type {import('hono').Context<any>} */ c) {
  const filters = filtersOf(c);
  const { register, name, problems } = filters;
  if (!register || problems.length)
    return refused(c, problems[0] ?? 'There is no such register in the console.', 404);
  const entries = await entriesOf(contextOf(c).db, { ...filters, register });
  const rows = entries.map((entry) => ({
    date: ukToday(entry.at).split('-').reverse().join('/'),
    time: ukTimeOfDay.format(entry.at),
    register: name,
    run: entry.run,
    number: entry.number,
    action: entry.action,
    by: entry.by,
    reason: entry.reason,
    changes: entry.changes,
  }));
  const day = ukToday(contextOf(c).now());
  return new Response(`\uFEFF${csvText(consoleTrailColumns, rows, { forSpreadsheets: true })}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-trail-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
