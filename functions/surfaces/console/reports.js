// The reports of suspected fake cards (`/console/reports`), as `npm run reports` lists them:
// those not yet handled, newest first, every one (`?show=all`), or those naming a number
// (`?number=…`, from a record's page); every role reads them. A keeper marks one handled with an
// outcome (POST `/console/reports/handle`) through functions/console/reports.js, as
// `npm run reports -- handle` does: the same fields, by the staff member's email address.
import {
  ReportRefused,
  listReports,
  markReportHandled,
  outcomeMaxLength,
  readOutcome,
  readReference,
  reportsNaming,
  visible,
} from '../../console/reports.js';
import { consoleRegisters } from '../../vocabulary/console.js';
import { ukMinute } from '../../vocabulary/dates.js';
import { consolePaths } from '../../vocabulary/paths.js';
import { normaliseNumber } from '../../vocabulary/registration-numbers.js';
import { contextOf } from '../context.js';
import { formOf, seeOther, textOf } from '../door/forms.js';
import { consolePage, may, recordHref, refused, registerNamed, unlessMay } from './pages.js';

/** The shape of a reference, as the reports' are made (functions/surfaces/checks/report.js). */
const referenceShape = /^R-[0-9A-F]{8}$/;

/** @typedef {FirebaseFirestore.DocumentData} Report */

/**
 * A moment as the console's reports show it: "26 November 2026 at 14:05".
 * @param {{ toDate: () => Date } | undefined} at
 */
const ukAt = (at) => (at ? ukMinute.format(at.toDate()) : '');

/**
 * The record's page of each number the reports name that a register of the console holds, by
 * the number as the report keeps it: one read of every such record at once.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly Report[]} reports
 * @returns {Promise<Map<string, string>>}
 */
async function recordsNamed(db, reports) {
  const candidates = [...new Set(reports.map((report) => String(report.number ?? '')))]
    .filter(Boolean)
    .flatMap((typed) => {
      const number = normaliseNumber(typed);
      return consoleRegisters.flatMap((name) => {
        const register = registerNamed(name);
        return register?.pattern.test(number) ? [{ typed, name, number, register }] : [];
      });
    });
  if (!candidates.length) return new Map();
  const found = await db.getAll(
    ...candidates.map(({ register, number }) =>
      db.collection(register.shape.collection).doc(number),
    ),
  );
  const hrefs = new Map();
  candidates.forEach(({ typed, name, number }, i) => {
    if (found[i]?.exists && !hrefs.has(typed)) hrefs.set(typed, recordHref(name, number));
  });
  return hrefs;
}

/**
 * A report as the page shows it: every field as text, its control characters shown as codes.
 * @param {Report} report
 * @param {Map<string, string>} hrefs
 */
function reportRow(report, hrefs) {
  const number = visible(report.number);
  const href = hrefs.get(String(report.number ?? '')) ?? '';
  const count = Number(report.count ?? 1);
  return {
    reference: visible(report.reference),
    receivedAt: ukAt(report.receivedAt),
    cardHref: href,
    cardLinked: href ? number : '',
    cardPlain: href ? '' : number || 'not given',
    cardName: visible(report.name) || 'not given',
    reportWhere: visible(report.where),
    reporter: visible(report.reporter),
    contact: visible(report.contact),
    // What was seen keeps its lines: the page shows each line break (`white-space: pre-line`).
    seen: String(report.seen ?? '')
      .split('\n')
      .map(visible)
      .join('\n'),
    sent:
      count > 1
        ? `${count} times that day${report.lastReceivedAt ? `, last at ${ukAt(report.lastReceivedAt)}` : ''}`
        : 'once',
    handled: report.handledAt
      ? `on ${ukAt(report.handledAt)} by ${visible(report.handledBy)}${report.outcome ? `: ${visible(report.outcome)}` : ''}`
      : 'not yet',
  };
}

/**
 * What the page lists: the filter asked for (`show=all`, or a number), read.
 * @param {import('hono').Context<any>} c
 */
async function listed(c) {
  const { activity } = contextOf(c);
  const query = c.req.query();
  const number = normaliseNumber(String(query.number ?? '').slice(0, 40));
  const all = query.show === 'all';
  const reports = number
    ? await reportsNaming(activity, number)
    : await listReports(activity, { all });
  const many = `${reports.length} ${reports.length === 1 ? 'report' : 'reports'}`;
  /** @type {[string, string]} what it says of some, and of none */
  const [some, none] = number
    ? [`${many} naming ${number}, newest first, handled ones too.`, `No report names ${number}.`]
    : all
      ? [`${many}, newest first, handled ones too.`, 'No reports kept.']
      : [`${many} not yet handled, newest first.`, 'No reports wait to be handled.'];
  return {
    reports,
    showing: reports.length ? some : none,
    other: all || number ? 'open' : 'all',
  };
}

/**
 * The reports page: `notices` after a change, `problems` with what was typed (`typed`: the
 * outcome typed for a reference, kept in its form).
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {{ notices?: string[], problems?: string[], typed?: { reference: string, outcome: string } }} [more]
 */
async function reportsPage(c, status, { notices = [], problems = [], typed } = {}) {
  const { reports, showing, other } = await listed(c);
  const hrefs = await recordsNamed(contextOf(c).db, reports);
  const keeper = may(c, 'keep');
  const rows = reports.map((report) => ({ report, row: reportRow(report, hrefs) }));
  const toHandle = keeper ? rows.filter(({ report }) => !report.handledAt) : [];
  return consolePage(c, status, 'console-reports', {
    showing,
    otherHref:
      other === 'all'
        ? `${consolePaths.reports}?show=all`
        : /** @type {string} */ (consolePaths.reports),
    otherLabel:
      other === 'all' ? 'Show every report, handled ones too' : 'Show the reports not yet handled',
    notices,
    problems,
    toHandle: toHandle.map(({ report, row }) => ({
      ...row,
      outcomeTyped: typed && typed.reference === report.reference ? typed.outcome : '',
    })),
    reports: rows.filter((each) => !toHandle.includes(each)).map(({ row }) => row),
  });
}

/** GET: the reports; after one is marked handled (`?handled=R-…`), saying so. */
export async function reportsList(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'read');
  if (refusal) return refusal;
  const handled = String(c.req.query('handled') ?? '');
  return reportsPage(c, 200, {
    notices: referenceShape.test(handled)
      ? [`${handled} marked handled: kept with your email address and the outcome.`]
      : [],
  });
}

/** POST: a report marked handled, a keeper's only, with an outcome; then the reports saying so. */
export async function handleReport(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'keep');
  if (refusal) return refusal;
  const form = await formOf(c);
  const reference = readReference(textOf(form, 'reference'));
  const typed = textOf(form, 'outcome');
  const outcome = readOutcome(typed, { required: true });
  const again = (/** @type {number} */ status, /** @type {string} */ problem) =>
    reportsPage(c, status, { problems: [problem], typed: { reference, outcome: typed } });
  if ('problem' in outcome)
    return again(
      400,
      outcome.problem === 'missing'
        ? `Outcome of ${reference}: write what was done, as “card genuine, employer told” or “passed to police”.`
        : `Outcome of ${reference}: keep it to ${outcomeMaxLength} characters (it has ${typed.trim().length}).`,
    );
  const { activity, now } = contextOf(c);
  try {
    await markReportHandled(activity, {
      reference,
      by: c.get('signedIn').person.email,
      outcome: outcome.outcome,
      at: now(),
    });
  } catch (error) {
    if (!(error instanceof ReportRefused)) throw error;
    if (error.why === 'unknown')
      return refused(c, `No report has the reference ${reference}.`, 404);
    return again(409, `Not marked: ${error.message}.`);
  }
  return seeOther(`${consolePaths.reports}?${new URLSearchParams({ handled: reference })}`);
}
