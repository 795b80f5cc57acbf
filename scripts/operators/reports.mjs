// `npm run reports`: the reports of suspected fake cards that employers send from a check's answer
// (functions/handler.js keeps them in the `activity` database), for the scheme's staff.
//   npm run reports [-- list] [--all]           the reports not yet handled (with --all, every one)
//   npm run reports -- handle REFERENCE --by NAME   marks a report handled, by whom and when
// Reads where the register commands write (store.mjs): the emulator when FIRESTORE_EMULATOR_HOST
// is set, otherwise the project in .firebaserc or --project, with your Google credentials.
// Exit codes: 0 done, 1 refused (no such report), 2 a mistake in the command.
import { Timestamp } from 'firebase-admin/firestore';
import { activityDatabase } from '../../functions/deployment.js';
import { reportsCollection } from '../../functions/reports.js';
import { commandMistake, parseCommand, runCommand } from '../project.mjs';
import { firestoreTarget, withFirestore } from '../registers/firestore.mjs';

export const usage = `Usage:
  npm run reports [-- list] [--all] [--project ID]
      the reports of suspected fake cards not yet handled, newest first (--all: every report)
  npm run reports -- handle REFERENCE --by NAME [--project ID]
      marks a report handled by NAME, now`;

const ukTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/**
 * Text as a terminal may print it: every control character (C0, DEL, C1: the start of any escape
 * sequence) shown as its code, `\x1b`, and every mark that reorders text as `\u202e`. Reports
 * taken since the function removed them have none; older ones, or one written some other way,
 * still cannot clear the screen, fake a line, hide a link or write the clipboard.
 * @param {unknown} text
 */
export const visible = (text) =>
  String(text ?? '').replace(
    /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (c) => {
      const code = c.charCodeAt(0);
      return code <= 0x9f
        ? `\\x${code.toString(16).padStart(2, '0')}`
        : `\\u${code.toString(16).padStart(4, '0')}`;
    },
  );

/**
 * One report as a block of text for a terminal.
 * @param {FirebaseFirestore.DocumentData} report a report as stored (functions/handler.js)
 */
export function describeReport(report) {
  const lines = [
    `${visible(report.reference)}  received ${ukTime.format(report.receivedAt.toDate())} (UK time)${report.count > 1 ? `, sent ${report.count} times that day${report.lastReceivedAt ? `, last at ${ukTime.format(report.lastReceivedAt.toDate())}` : ''}` : ''}${report.handledAt ? `, handled ${ukTime.format(report.handledAt.toDate())} by ${visible(report.handledBy)}` : ''}`,
    `  card:      ${visible([report.number, report.name].filter(Boolean).join(', ')) || '(no number or name given)'}`,
    `  where:     ${visible(report.where)}`,
    `  from:      ${visible(report.reporter)}, ${visible(report.contact)}`,
    ...String(report.seen ?? '')
      .split('\n')
      .map(
        (/** @type {string} */ line, /** @type {number} */ i) =>
          `  ${i === 0 ? 'what:      ' : '           '}${visible(line)}`,
      ),
  ];
  return lines.join('\n');
}

/**
 * The reports, newest first: those not yet handled, or every one.
 * @param {import('firebase-admin/firestore').Firestore} activity
 * @param {{ all: boolean }} options
 */
export async function listReports(activity, { all }) {
  const snapshot = await activity.collection(reportsCollection).orderBy('receivedAt', 'desc').get();
  return snapshot.docs.map((doc) => doc.data()).filter((report) => all || !report.handledAt);
}

/**
 * Marks the report `reference` handled by `by`, now. Throws if there is no such report.
 * @param {import('firebase-admin/firestore').Firestore} activity
 * @param {string} reference
 * @param {string} by
 * @param {{ now?: () => Date }} [options]
 */
export async function handleReport(activity, reference, by, { now = () => new Date() } = {}) {
  const wanted = reference.trim().toUpperCase();
  const found = await activity.collection(reportsCollection).where('reference', '==', wanted).get();
  const [report] = found.docs;
  if (!report) throw new Error(`no report has the reference ${wanted}`);
  await report.ref.update({ handledAt: Timestamp.fromDate(now()), handledBy: by });
  return { ...report.data(), handledAt: Timestamp.fromDate(now()), handledBy: by };
}

/**
 * The command, as `npm run reports` runs it: resolves to what to print; throws an error with
 * `exitCode` 1 (refused) or 2 (a mistake in the command).
 * @param {string[]} args
 * @param {{ env?: Record<string, string | undefined> }} [options]
 */
export async function reportsCommand(args, { env = process.env } = {}) {
  /** @param {string} text */
  const mistake = (text) => commandMistake(text, usage);
  const { values, positionals } = parseCommand(
    args,
    {
      all: { type: 'boolean', default: false },
      by: { type: 'string' },
      project: { type: 'string' },
    },
    usage,
  );
  if (values.help) return usage;
  const [action = 'list', reference, ...rest] = positionals;
  if (rest.length) throw mistake(`unexpected: ${rest.join(' ')}`);
  const target = firestoreTarget({ project: values.project, env });
  if (action === 'list')
    return withFirestore(
      target,
      async (activity) => {
        const reports = await listReports(activity, { all: values.all });
        if (reports.length === 0)
          return `${target.description}: no ${values.all ? '' : 'open '}reports.`;
        return [
          `${target.description}: ${reports.length} ${values.all ? '' : 'open '}${reports.length === 1 ? 'report' : 'reports'}, newest first.`,
          ...reports.map(describeReport),
        ].join('\n\n');
      },
      { database: activityDatabase },
    );
  if (action === 'handle') {
    if (!reference) throw mistake('handle needs the report’s reference, as R-1A2B3C4D');
    const by = values.by?.trim();
    if (!by) throw mistake('handle needs --by NAME: who handled it');
    return withFirestore(
      target,
      async (activity) => {
        try {
          const report = await handleReport(activity, reference, by);
          return `Marked handled:\n${describeReport(report)}`;
        } catch (error) {
          throw Object.assign(/** @type {Error} */ (error), { exitCode: 1 });
        }
      },
      { database: activityDatabase },
    );
  }
  throw mistake(`"${action}" is not a command of reports`);
}

runCommand(import.meta.url, reportsCommand);
