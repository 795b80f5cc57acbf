// A record's page (`/console/record?register=…&number=…`): the record as its register holds it
// (the layer's `show`), why it stands as it does (`standingOf`), its history (`history`) and, for
// a keeper, a link to the question before each change of standing it can take. Every view is kept
// (functions/console/views.js) before anything of the record is read.
import { reportsNaming } from '../../console/reports.js';
import { keepView } from '../../console/views.js';
import { history } from '../../registers/commands/history.js';
import { show } from '../../registers/commands/show.js';
import { standingOf } from '../../registers/commands/stands.js';
import { readNumbers } from '../../registers/commands/words.js';
import { mailOf } from '../../holders/outbox.js';
import { ukMinute } from '../../vocabulary/dates.js';
import { consolePaths } from '../../vocabulary/paths.js';
import { contextOf } from '../context.js';
import { consolePage, may, refused, registerNamed, whereOf } from './pages.js';

/** Each change of standing, as the console's links and buttons name it. */
export const actionLabels = {
  suspend: 'Suspend',
  reinstate: 'Reinstate',
  remove: 'Remove',
  restore: 'Restore',
};

/** @typedef {keyof typeof actionLabels} ConsoleAction */

/** What a record's page says after a change. */
const doneTexts = {
  suspend: 'Suspended: kept in the trail with your reason.',
  reinstate: 'Reinstated: kept in the trail with your reason.',
  remove: 'Removed: kept in the trail with your reason.',
  restore: 'Restored: kept in the trail with your reason.',
};

/**
 * The emails sent to a record's holder, as its page lists them: the kind, when, how it went (an
 * operator's record only: no other register has holders to email). Never the address.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {import('../../registers/registers.js').Register} register
 * @param {string} number
 */
async function emailRows(db, register, number) {
  if (register.name !== 'operators') return [];
  return (await mailOf(db, number)).map((entry) => ({
    emailKind: entry.kind,
    emailAt: ukMinute.format(entry.sentAt ?? entry.at),
    emailState: `${entry.state}${entry.tries > 1 ? ` (${entry.tries} tries)` : ''}`,
  }));
}

/**
 * The changes of standing a record can take, by its status now.
 * @param {string} status as `standingOf` says it
 * @returns {ConsoleAction[]}
 */
export function actionsFor(status) {
  if (status === 'unknown') return [];
  if (status === 'removed') return ['restore'];
  const stopped = status === 'suspended' || status === 'withdrawn' || status === 'closed';
  return [stopped ? 'reinstate' : 'suspend', 'remove'];
}

/**
 * The lines a command answered, without the first (where it ran), each split at its first colon.
 * @param {string} text
 */
const linesOf = (text) => text.split('\n').slice(1);

/**
 * What the record's `show` says, or why it says nothing (a removed record).
 * @param {import('../../registers/commands/words.js').Run & { number: string }} run
 */
const shown = (run) =>
  show(run).then(
    (text) => ({ fields: linesOf(text), problem: '' }),
    (/** @type {Error} */ error) => ({ fields: [], problem: error.message }),
  );

/**
 * The link to the reports of a fake card naming the number, if any do.
 * @param {string} number
 * @param {FirebaseFirestore.DocumentData[]} reports
 */
function reportsLink(number, reports) {
  if (!reports.length) return [];
  const open = reports.filter((report) => !report.handledAt).length;
  return [
    {
      reportsHref: `${consolePaths.reports}?${new URLSearchParams({ number })}`,
      reportsText: `${reports.length} ${reports.length === 1 ? 'report' : 'reports'} of a suspected fake card ${reports.length === 1 ? 'names' : 'name'} ${number} (${open || 'none'} not yet handled)`,
    },
  ];
}

/**
 * What a record's page says of the holder emailed by a change just made (`emailed`: how many).
 * @param {string | undefined} emailed
 */
const emailedNotice = (emailed) =>
  emailed === undefined
    ? []
    : [
        Number(emailed) > 0
          ? 'The holder was emailed: see “Emails to the holder” below.'
          : 'The holder was not emailed: no address, or they unsubscribed.',
      ];

/** GET: a record, its standing and history; kept as viewed. */
export async function recordPage(/** @type {import('hono').Context<any>} */ c) {
  const register = registerNamed(c.req.query('register'));
  const typed = c.req.query('number') ?? '';
  if (!register) return refused(c, 'There is no such register in the console.', 404);
  let number;
  try {
    [number = ''] = readNumbers(register, [typed], { writes: false });
  } catch (error) {
    return refused(c, /** @type {Error} */ (error).message, 404);
  }
  const { db, activity, now } = contextOf(c);
  const { person } = c.get('signedIn');
  await keepView(db, {
    at: now(),
    by: person.email,
    register: register.shape.collection,
    number,
    what: 'record and history',
  });
  const run = { db, activity, register, now, where: whereOf(db), number };
  const [record, standing, changes, reports, emails] = await Promise.all([
    shown(run),
    standingOf(db, register, number),
    history({ ...run, emails: false }).then(linesOf, () => []),
    reportsNaming(activity, number),
    emailRows(db, register, number),
  ]);
  if (standing.status === 'unknown' && !changes.length)
    return refused(c, `${number} has never been on the ${register.name}' register.`, 404);
  const done = /** @type {ConsoleAction | undefined} */ (c.req.query('done'));
  return consolePage(c, 200, 'console-record', {
    registerName: register.name,
    number,
    standingText: `${standing.status}: ${standing.text}`,
    notices: [
      ...(done && done in doneTexts ? [doneTexts[done]] : []),
      ...emailedNotice(c.req.query('emailed')),
      ...(record.problem ? record.problem.split('\n') : []),
    ],
    fields: record.fields.map((line) => {
      const at = line.indexOf(': ');
      return at < 0
        ? { fieldName: line, fieldValue: '' }
        : { fieldName: line.slice(0, at), fieldValue: line.slice(at + 2) };
    }),
    history: changes.map((historyLine) => ({ historyLine })),
    actions: may(c, 'keep')
      ? actionsFor(standing.status).map((action) => ({
          actionHref: `${consolePaths.change}?${new URLSearchParams({ register: register.name, number, action })}`,
          actionLabel: `${actionLabels[action]} ${number}`,
        }))
      : [],
    reports: reportsLink(number, reports),
    emails,
  });
}
