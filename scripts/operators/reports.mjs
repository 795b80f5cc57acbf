// `npm run reports`: the reports of suspected fake cards that employers send from a check's answer
// (functions/handler.js keeps them in the `activity` database), for the scheme's staff.
//   npm run reports [-- list] [--all]           the reports not yet handled (with --all, every one)
//   npm run reports -- handle REFERENCE --by NAME [--outcome TEXT]
//                                        marks a report handled, by whom, when and with what outcome
// (functions/console/reports.js, as the staff console marks one)
// Reads where the register commands write (store.mjs): the emulator when FIRESTORE_EMULATOR_HOST
// is set, otherwise the project in .firebaserc or --project, with your Google credentials.
// Exit codes: 0 done, 1 refused (no such report, or one handled already), 2 a mistake in the command.
import { activityDatabase } from '../../functions/deployment.js';
import {
  listReports,
  markReportHandled,
  outcomeMaxLength,
  readOutcome,
  visible,
} from '../../functions/console/reports.js';
import { commandMistake, parseCommand, runCommand } from '../project.mjs';
import { firestoreTarget, withFirestore } from '../registers/firestore.mjs';

export const usage = `Usage:
  npm run reports [-- list] [--all] [--project ID]
      the reports of suspected fake cards not yet handled, newest first (--all: every report)
  npm run reports -- handle REFERENCE --by NAME [--outcome TEXT] [--project ID]
      marks a report handled by NAME, now, with what came of it ("card genuine, employer told")`;

export { listReports, visible };

const ukTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/**
 * One report as a block of text for a terminal.
 * @param {FirebaseFirestore.DocumentData} report a report as stored (functions/handler.js)
 */
export function describeReport(report) {
  const lines = [
    `${visible(report.reference)}  received ${ukTime.format(report.receivedAt.toDate())} (UK time)${report.count > 1 ? `, sent ${report.count} times that day${report.lastReceivedAt ? `, last at ${ukTime.format(report.lastReceivedAt.toDate())}` : ''}` : ''}${report.handledAt ? `, handled ${ukTime.format(report.handledAt.toDate())} by ${visible(report.handledBy)}` : ''}`,
    ...(report.outcome ? [`  outcome:   ${visible(report.outcome)}`] : []),
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
      outcome: { type: 'string' },
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
    const outcome = readOutcome(values.outcome, { required: false });
    if ('problem' in outcome) throw mistake(`--outcome: keep it to ${outcomeMaxLength} characters`);
    return withFirestore(
      target,
      async (activity) => {
        try {
          const report = await markReportHandled(activity, {
            reference,
            by,
            outcome: outcome.outcome,
            at: new Date(),
          });
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
