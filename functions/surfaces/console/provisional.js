// Providers' provisional results in the console (`/console/provisional`): the results their
// approvers put on the operators' register (functions/portal/approval.js), waiting for the
// scheme's staff, oldest approval first, as `npm run operators -- provisional [--provider N]`
// lists them (the layer's `provisionalResults`), each linked to its operator's record; every role
// reads them. A keeper chooses some and is asked first (`/console/provisional/settle`, GET): the
// plan is the `confirm` or `refuse` command's dry run for exactly those results, with a reason to
// give; the answer (POST) runs the same command as the command line, `by` the keeper, and goes
// back to the list saying how many were settled. A result settled by someone else meanwhile (or
// withdrawn by its provider) is named and nothing is done.
import { resultsCollection } from '../../portal/results.js';
import { toDate } from '../../portal/approval.js';
import { commands } from '../../registers/commands/index.js';
import { provisionalResults } from '../../registers/commands/provisional.js';
import { registers } from '../../registers/registers.js';
import { categoryNames } from '../../vocabulary/category-names.js';
import { longDate, ukToday } from '../../vocabulary/dates.js';
import { consolePaths } from '../../vocabulary/paths.js';
import { normaliseNumber } from '../../vocabulary/registration-numbers.js';
import { contextOf } from '../context.js';
import { formOf, seeOther, textOf, valuesOf } from '../door/forms.js';
import { consolePage, may, recordHref, refused, unlessMay, whereOf } from './pages.js';

/** How many results the list shows at most, oldest approval first; and one question settles. */
export const consoleProvisionalShown = 100;

/** The longest reason a form takes. */
const maxReason = 500;

/** What each settlement is called. */
const settlements = /** @type {const} */ ({
  confirm: { label: 'Confirm', done: 'confirmed' },
  refuse: { label: 'Refuse', done: 'refused' },
});

/** @typedef {keyof typeof settlements} Settlement */
/** @typedef {{ id: string, result: import('../../portal/results.js').Result }} Found */

/** Whether an action is one a question settles. */
const isSettlement = (/** @type {unknown} */ action) =>
  typeof action === 'string' && Object.hasOwn(settlements, action);

/** How many results, in words: "1 result", "5 results". */
const results = (/** @type {number} */ count) => `${count} ${count === 1 ? 'result' : 'results'}`;

/**
 * The provider the list is filtered by, as typed: its number, or the problem with it.
 * @param {string | undefined} typed
 */
function providerOf(typed) {
  const number = normaliseNumber((typed ?? '').slice(0, 40));
  if (!number) return { provider: '' };
  if (!registers.providers.pattern.test(number))
    return {
      provider: (typed ?? '').trim().slice(0, 40),
      problem: `Provider: “${(typed ?? '').trim().slice(0, 40)}” is not a provider’s number: write ${registers.providers.example}, or leave it empty for every provider.`,
    };
  return { provider: number };
}

/**
 * The list's address, filtered by `provider` and saying what was done.
 * @param {string} provider
 * @param {Record<string, string>} [more]
 */
const listHref = (provider, more = {}) => {
  const query = new URLSearchParams({ ...(provider ? { provider } : {}), ...more });
  return `${consolePaths.provisional}${query.size ? `?${query}` : ''}`;
};

/**
 * A result as the list shows it.
 * @param {Found} entry
 * @param {{ today: string, providerName: (number: string) => string }} how
 */
function rowOf({ id, result }, { today, providerName }) {
  const number = String(result.registrationNumber ?? '');
  const until = String(result.provisionalUntil ?? '');
  const [category] = categoryNames([result.category]);
  return {
    resultId: id,
    operatorNumber: number,
    operatorName: `${result.givenNames} ${result.surname}`,
    operatorHref: recordHref('operators', number),
    resultCategory: `${result.category}: ${category}`,
    resultProvider: providerName(result.provider),
    resultWho: `entered by ${result.enteredBy}; approved by ${result.approvedBy} on ${longDate(ukToday(toDate(result.approvedAt)))}`,
    resultCounts:
      until && until < today
        ? `lapsed on ${longDate(until)}: no longer counts`
        : `counts until ${longDate(until)}`,
  };
}

/**
 * What a list's message after a settlement says, from the list's address: how many, and any
 * operators removed.
 * @param {Record<string, string>} query
 */
function doneNotices(query) {
  const action = query.settled;
  const count = Number(query.count);
  if (!isSettlement(action) || !Number.isInteger(count) || count < 1) return [];
  const { done } = settlements[/** @type {Settlement} */ (action)];
  const removed = (query.removed ?? '')
    .split(',')
    .filter((number) => registers.operators.pattern.test(number));
  return [
    `${results(count)} ${done}: kept in the trail with your name${action === 'confirm' ? '; each counts like any other category now' : ' and reason; taken off the register'}.`,
    ...(removed.length
      ? [
          `Removed from the register, left with no category: ${removed.slice(0, consoleProvisionalShown).join(', ')}.`,
        ]
      : []),
    ...(/^\d+$/.test(query.emailed ?? '')
      ? [`Holders emailed: ${query.emailed} (those who gave an address and have not unsubscribed).`]
      : []),
  ];
}

/**
 * How the list names a provider: its number and name, as the register holds it.
 * @param {import('hono').Context<any>} c
 */
async function providerNames(c) {
  const { catalogues } = contextOf(c);
  const { records } = await catalogues.providers.get();
  return (/** @type {string} */ number) => {
    const name = records.get(number)?.name;
    return name ? `${number} ${name}` : number;
  };
}

/**
 * The list.
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {{ provider: string, problems: string[], notices: string[] }} shown
 */
async function listPage(c, status, { provider, problems, notices }) {
  const { db, now } = contextOf(c);
  const found = problems.length ? [] : await provisionalResults(db, { provider });
  const how = { today: ukToday(now()), providerName: await providerNames(c) };
  const rows = found.slice(0, consoleProvisionalShown).map((entry) => rowOf(entry, how));
  const keeper = may(c, 'keep');
  const waiting = `${found.length ? results(found.length) : 'No provisional results'} waiting${provider ? ` from ${provider}` : ''}`;
  return consolePage(c, status, 'console-provisional', {
    provider,
    count: problems.length
      ? ''
      : `${waiting}${found.length > consoleProvisionalShown ? `: the ${consoleProvisionalShown} approved first are shown; settle those, or choose a provider` : found.length ? ', the oldest approval first' : ''}.`,
    problems,
    notices,
    // The keeper's part of the page: the boxes and the buttons (the item itself says nothing).
    mayKeep: keeper && rows.length ? [''] : [],
    choosable: keeper ? rows : [],
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    results: keeper ? [] : rows.map(({ resultId, ...shown }) => shown),
  });
}

/** GET: the provisional results waiting, perhaps of one provider. */
export async function provisionalPage(/** @type {import('hono').Context<any>} */ c) {
  const query = c.req.query();
  const { provider, problem } = providerOf(query.provider);
  return listPage(c, problem ? 400 : 200, {
    provider,
    problems: problem ? [problem] : [],
    notices: doneNotices(query),
  });
}

/**
 * The results a question names, read: those still provisional, and a problem naming each that
 * is not (settled by someone else since, withdrawn by its provider, or no result at all).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly string[]} ids
 * @returns {Promise<{ ready: Found[], stale: string[] }>}
 */
async function chosenResults(db, ids) {
  if (!ids.length) return { ready: [], stale: [] };
  const docs = await db.getAll(...ids.map((id) => db.collection(resultsCollection).doc(id)));
  /** @type {Found[]} */
  const ready = [];
  const stale = [];
  for (const doc of docs) {
    const result = /** @type {Found['result'] | undefined} */ (doc.data());
    if (result?.state === 'provisional') ready.push({ id: doc.id, result });
    else if (!result) stale.push(`${doc.id}: no such result`);
    else {
      const by = result.confirmedBy ?? result.refusedBy ?? result.withdrawnBy;
      stale.push(
        `${doc.id} (${result.givenNames} ${result.surname}, ${result.category}): ${result.state}${by ? ` by ${by}` : ''}`,
      );
    }
  }
  return { ready, stale };
}

/**
 * What a question or its answer asks about, checked: the action, the results' ids (each a
 * Firestore id, at most `consoleProvisionalShown`) and the list's filter to go back to.
 * @param {{ action: unknown, ids: unknown[], provider: unknown }} asked
 */
function askedOf({ action, ids, provider }) {
  const typed = [...new Set(ids.filter((id) => typeof id === 'string'))];
  const wrong = typed.filter((id) => !/^[A-Za-z0-9]{1,40}$/.test(id));
  const problems = [
    ...(isSettlement(action) ? [] : ['Choose “Confirm selected” or “Refuse selected”.']),
    ...(typed.length ? [] : ['Choose at least one result, with its box, then a button.']),
    ...(typed.length > consoleProvisionalShown
      ? [`Choose at most ${consoleProvisionalShown} results at a time.`]
      : []),
    ...(wrong.length ? [`Not a result’s id: ${wrong.slice(0, 5).join(', ')}.`] : []),
  ];
  const filter = providerOf(typeof provider === 'string' ? provider : '');
  return {
    action: /** @type {Settlement} */ (action),
    ids: typed,
    provider: filter.problem ? '' : filter.provider,
    problems,
  };
}

/**
 * The command's run, as the command line would give it.
 * @param {import('hono').Context<any>} c
 * @param {{ ids: string[], reason?: string, dryRun: boolean }} more
 */
function runOf(c, more) {
  const { db, activity, now } = contextOf(c);
  return {
    db,
    activity,
    register: registers.operators,
    where: whereOf(db),
    now,
    by: c.get('signedIn').person.email,
    yes: false,
    // The form's post is the answer to the command's question.
    confirm: async () => true,
    ...more,
  };
}

/**
 * The question page: the plan (the command's dry run for the results still provisional), the
 * reason, and any result named that is not provisional now.
 * @param {import('hono').Context<any>} c
 * @param {{ action: Settlement, ids: string[], provider: string }} asked
 * @param {{ reason: string, problems: string[] }} form
 */
async function questionPage(c, asked, { reason, problems }) {
  const { action, provider } = asked;
  const { ready, stale } = await chosenResults(contextOf(c).db, asked.ids);
  const ids = ready.map(({ id }) => id);
  const plan = ids.length
    ? await commands[action](
        /** @type {any} */ (runOf(c, { ids, reason: reason || undefined, dryRun: true })),
      ).then(
        (text) => text.split('\n'),
        (/** @type {Error} */ error) => error.message.split('\n'),
      )
    : [];
  const { label } = settlements[action];
  const allProblems = [
    ...(stale.length
      ? [
          `Not provisional now, so nothing was done: settled by someone else or withdrawn by the provider since they were chosen: ${stale.join('; ')}.`,
          ...(ids.length ? [`The ${results(ids.length)} still waiting are below.`] : []),
        ]
      : []),
    ...problems,
  ];
  return consolePage(
    c,
    stale.length ? 409 : allProblems.length ? 400 : 200,
    'console-provisional-question',
    {
      action,
      provider,
      question: ids.length ? `${label} ${results(ids.length)}?` : `Nothing to ${action}`,
      actionLabel: `${label} ${results(ids.length)}`,
      reason,
      reasonHint:
        action === 'refuse'
          ? 'Required: kept in the trail and on each result with your email address, and told to the provider'
          : 'Kept in the trail with your email address; without one, the trail says “results confirmed by the scheme”',
      backHref: listHref(provider),
      problems: allProblems,
      chosen: ids.map((resultId) => ({ resultId })),
      plan: plan.map((planLine) => ({ planLine: planLine.trim() })),
    },
  );
}

/**
 * How many holders a command's output says it emailed (functions/holders/tell.js, `toldText`), as
 * the address's `emailed`, where it says.
 * @param {string} text
 * @returns {{ emailed?: string }}
 */
const emailedOf = (text) => {
  const emailed = /^Holders emailed: (\d+) sent/m.exec(text)?.[1];
  return emailed === undefined ? {} : { emailed };
};

/** GET: the question before confirming or refusing the chosen results: a keeper's only. */
export async function settleQuestion(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'keep');
  if (refusal) return refusal;
  const asked = askedOf({
    action: c.req.query('action'),
    ids: c.req.queries('id') ?? [],
    provider: c.req.query('provider'),
  });
  if (asked.problems.length)
    return listPage(c, 400, { provider: asked.provider, problems: asked.problems, notices: [] });
  return questionPage(c, asked, { reason: '', problems: [] });
}

/** POST: the chosen results confirmed or refused by the command, then the list saying so. */
export async function settleChosen(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'keep');
  if (refusal) return refusal;
  const form = await formOf(c);
  const asked = askedOf({
    action: textOf(form, 'action'),
    ids: valuesOf(form, 'id'),
    provider: textOf(form, 'provider'),
  });
  if (asked.problems.length) return refused(c, asked.problems.join(' '), 400);
  const reason = textOf(form, 'reason').trim().replace(/\s+/g, ' ');
  const again = (/** @type {string} */ problem) =>
    questionPage(c, asked, { reason, problems: [problem] });
  if (asked.action === 'refuse' && !reason)
    return again('Give the reason for refusing: it is kept in the trail and on each result.');
  if (reason.length > maxReason) return again(`Keep the reason to ${maxReason} characters.`);
  const { stale } = await chosenResults(contextOf(c).db, asked.ids);
  if (stale.length) return questionPage(c, asked, { reason, problems: [] });
  let text;
  try {
    text = await commands[asked.action](
      /** @type {any} */ (runOf(c, { ids: asked.ids, reason: reason || undefined, dryRun: false })),
    );
  } catch (error) {
    // Settled by someone else between the reading above and the command's: asked again, saying so.
    return questionPage(c, asked, {
      reason,
      problems: /** @type {Error} */ (error).message.split('\n'),
    });
  }
  const removed = /removed, with no category left: ([^;]*);/.exec(text)?.[1] ?? '';
  return seeOther(
    listHref(asked.provider, {
      settled: asked.action,
      count: String(asked.ids.length),
      ...(removed ? { removed: removed.replaceAll(' ', '') } : {}),
      // How many holders the command emailed (functions/holders/tell.js, `toldText`).
      ...emailedOf(text),
    }),
  );
}
