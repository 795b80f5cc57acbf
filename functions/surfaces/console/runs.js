// A register's runs (`/console/runs?register=…`), as `npm run operators -- runs` lists them: each
// run that wrote, by number, newest first, with who, when, what for, how it ended (a run that
// failed or stopped without finishing changed nothing readers see) and how many records it
// changed; every role reads them. An administrator undoes one (`/console/runs/undo`): the question
// first (GET), with the plan (the `undo` command's dry run, functions/registers/commands/undo.js)
// and the records changed again since, to tick; then (POST) the very command the command line
// runs, its `confirm` answered by the post, the register's generation the question was asked at
// passed on, so that a register changed since is asked about again rather than changed unseen.
import { planOfUndo, undo } from '../../registers/commands/undo.js';
import { readNumbers } from '../../registers/commands/words.js';
import { readRuns } from '../../registers/trail.js';
import { trailIndexCollection } from '../../registers/trail-index.js';
import { consoleRunsShown } from '../../vocabulary/console.js';
import { ukMinute } from '../../vocabulary/dates.js';
import { consolePaths } from '../../vocabulary/paths.js';
import { contextOf } from '../context.js';
import { formOf, seeOther, textOf, valuesOf } from '../door/forms.js';
import { consolePage, may, refused, registerNamed, unlessMay, whereOf } from './pages.js';

/** The longest reason a form takes. */
const maxReason = 500;

/** How each way a run ended is said. */
const outcomeWords = /** @type {Record<string, string>} */ ({
  done: 'done',
  unchanged: 'done: nothing to change',
  failed: 'failed: nothing changed',
  stopped: 'stopped without finishing: nothing changed',
  running: 'running now',
});

/**
 * How many records a run changed, and how, as the trail's index counts them; whether it changed
 * any the trail keeps (a run that wrote without a trail, as the demonstration's loading, has none
 * to undo). Not known while the index does not hold the whole trail.
 * @param {FirebaseFirestore.DocumentSnapshot} index the register's index document
 * @param {{ generation: number, outcome: string }} run
 */
function changedBy(index, { generation, outcome }) {
  if (outcome !== 'done') return { text: 'none', undoable: false };
  /** @type {{ count?: number, actions?: Record<string, number> } | undefined} */
  const indexed = index.get(`runs.${generation}`);
  if (!indexed?.count)
    return index.get('complete')
      ? { text: 'nothing the trail keeps', undoable: false }
      : { text: 'not known', undoable: true };
  const how = Object.entries(indexed.actions ?? {})
    .map(([action, n]) => `${n} ${action}`)
    .join(', ');
  const text = `${indexed.count} ${indexed.count === 1 ? 'record' : 'records'}${how ? `: ${how}` : ''}`;
  return { text, undoable: true };
}

/**
 * The runs page's address of a register.
 * @param {string} register
 * @param {Record<string, string>} [more]
 */
const runsHref = (register, more = {}) =>
  `${consolePaths.runs}?${new URLSearchParams({ register, ...more })}`;

/** GET: a register's runs, newest first; after an undoing (`?undone=N`), saying so. */
export async function runsPage(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'read');
  if (refusal) return refusal;
  const name = c.req.query('register') || 'operators';
  const register = registerNamed(name);
  if (!register) return refused(c, 'There is no such register in the console.', 404);
  const { db, now } = contextOf(c);
  const { collection } = register.shape;
  const [kept, index] = await Promise.all([
    readRuns(db, collection, { limit: consoleRunsShown, now: now() }),
    db.collection(trailIndexCollection).doc(collection).get(),
  ]);
  const administrator = may(c, 'administer');
  const undone = String(c.req.query('undone') ?? '');
  return consolePage(c, 200, 'console-runs', {
    showing: kept.length
      ? `The latest ${kept.length === 1 ? 'run' : `${kept.length} runs`} of the ${register.name}' register, newest first.`
      : `No runs of the ${register.name}' register kept.`,
    notices: /^\d{1,9}$/.test(undone)
      ? [`Run ${undone} undone: kept in the trail as a run of its own, with your reason.`]
      : [],
    runs: kept.map((run) => {
      const dead = ['failed', 'stopped', 'running'].includes(run.outcome);
      const changed = changedBy(index, run);
      const undoable = administrator && changed.undoable;
      return {
        runNumber: String(run.generation),
        runAt: ukMinute.format(run.startedAt),
        runOutcome: outcomeWords[run.outcome] ?? run.outcome,
        runBy: run.by || 'unknown',
        runWhat: run.reason || 'not said',
        runCount: changed.text,
        runNote: dead
          ? `Got as far as ${run.progress || 'the start'}${run.why ? `; ${String(run.why).replace(/\s*\n\s*/g, ' ')}` : ''}.`
          : '',
        undoHref: undoable
          ? `${consolePaths.undo}?${new URLSearchParams({ register: name, run: String(run.generation) })}`
          : '',
        undoLabel: undoable ? `Undo run ${run.generation}` : '',
      };
    }),
  });
}

/**
 * What a question or its answer names: the register and the run, checked.
 * @param {import('hono').Context<any>} c
 * @param {{ register?: string, run?: string }} asked
 */
function askedOf(c, asked) {
  const register = registerNamed(asked.register);
  if (!register) return { refusal: refused(c, 'There is no such register in the console.', 404) };
  const runNumber = String(asked.run ?? '');
  if (!/^[1-9]\d{0,8}$/.test(runNumber))
    return { refusal: refused(c, `“${runNumber}” is not a run’s number.`, 404) };
  return { register, name: /** @type {string} */ (asked.register), runNumber };
}

/** @typedef {Exclude<ReturnType<typeof askedOf>, { refusal: Response }>} Asked */

/**
 * The command's run, as the command line would give it.
 * @param {import('hono').Context<any>} c
 * @param {Asked} asked
 * @param {{ reason: string, dryRun: boolean, also: string[], generation?: number }} more
 */
function runOf(c, { register, runNumber }, more) {
  const { db, activity, now } = contextOf(c);
  return {
    db,
    activity,
    register,
    where: whereOf(db),
    now,
    by: c.get('signedIn').person.email,
    yes: false,
    // The form's post is the answer to the command's question.
    confirm: async () => true,
    runNumber,
    ...more,
  };
}

/**
 * The plan of undoing the run with `also` ticked; with none when `also` names a record the run
 * did not change (a problem to show); a refusal when the run is no run to undo.
 * @param {import('hono').Context<any>} c
 * @param {Asked} asked
 * @param {string[]} also
 */
async function planned(c, asked, also) {
  const plan = (/** @type {string[]} */ ticked) =>
    planOfUndo(runOf(c, asked, { reason: 'asked', dryRun: true, also: ticked }));
  try {
    return { plan: await plan(also), also, problems: /** @type {string[]} */ ([]) };
  } catch (error) {
    const { message } = /** @type {Error} */ (error);
    if (!also.length) return { refusal: refused(c, message, 404) };
    return { plan: await plan([]), also: /** @type {string[]} */ ([]), problems: [message] };
  }
}

/**
 * The question page.
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {Asked} asked
 * @param {{ reason: string, also: string[], problems: string[] }} form
 */
async function questionPage(c, status, asked, { reason, also, problems }) {
  const found = await planned(c, asked, also);
  if ('refusal' in found) return /** @type {Response} */ (found.refusal);
  const { plan } = found;
  const [first] = plan.entries;
  const changedSince = plan.entries
    .map((entry) => entry.number)
    .filter((number) => Number(plan.read.stored.get(number)?.latest ?? 0) > plan.generation);
  const ticked = changedSince.filter((number) => found.also.includes(number));
  return consolePage(c, status, 'console-undo', {
    registerName: asked.register.name,
    register: asked.name,
    runNumber: asked.runNumber,
    question: `Undo run ${asked.runNumber} on the ${asked.register.name}' register?`,
    runText: `${first?.reason || first?.action} by ${first?.by}, ${first ? ukMinute.format(first.at) : ''} (UK time): ${plan.entries.length} ${plan.entries.length === 1 ? 'record' : 'records'}`,
    generation: String(plan.read.pointer.current),
    planned: ticked.join(','),
    reason,
    runsHref: runsHref(asked.name),
    undoLabel: `Undo run ${asked.runNumber}`,
    problems: [...found.problems, ...problems],
    plan: plan.lines.slice(1).map((planLine) => ({ planLine: planLine.trim() })),
    ticked: ticked.map((alsoNumber) => ({ alsoNumber })),
    unticked: plan.later.map((alsoNumber) => ({ alsoNumber })),
  });
}

/** GET: the question before undoing a run: an administrator's only. */
export async function undoQuestion(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'administer');
  if (refusal) return refusal;
  const asked = askedOf(c, c.req.query());
  if ('refusal' in asked) return asked.refusal;
  return questionPage(c, 200, asked, { reason: '', also: [], problems: [] });
}

/**
 * The records ticked, as the register writes their numbers; or what is wrong with them.
 * @param {import('../../registers/registers.js').Register} register
 * @param {Record<string, unknown>} form
 */
function tickedOf(register, form) {
  const typed = valuesOf(form, 'also').filter((value) => typeof value === 'string');
  try {
    return { also: readNumbers(register, typed, { writes: false }).sort() };
  } catch (error) {
    return { also: [], problem: /** @type {Error} */ (error).message };
  }
}

/** POST: the plan again with other records ticked, or the run undone by the command. */
export async function undoRun(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'administer');
  if (refusal) return refusal;
  const form = await formOf(c);
  const asked = askedOf(c, { register: textOf(form, 'register'), run: textOf(form, 'run') });
  if ('refusal' in asked) return asked.refusal;
  const reason = textOf(form, 'reason').trim().replace(/\s+/g, ' ');
  const { also, problem } = tickedOf(asked.register, form);
  const again = (/** @type {number} */ status, /** @type {string[]} */ problems) =>
    questionPage(c, status, asked, { reason, also, problems });
  if (problem) return again(400, [problem]);
  if (textOf(form, 'intent') === 'plan') return again(200, []);
  const shown = textOf(form, 'planned').split(',').filter(Boolean).sort();
  if (shown.join() !== also.join())
    return again(409, [
      'The records ticked are not those of the plan shown: this is the plan with them. Look at it again, then undo.',
    ]);
  if (!reason) return again(400, ['Give the reason: it is kept in the trail with your name.']);
  if (reason.length > maxReason) return again(400, [`Keep the reason to ${maxReason} characters.`]);
  const generation = Number(textOf(form, 'generation'));
  if (!Number.isInteger(generation)) return again(400, ['Start again from the runs page.']);
  let said;
  try {
    said = await undo(runOf(c, asked, { reason, dryRun: false, also, generation }));
  } catch (error) {
    // The register changed since the question, or the command refused: asked again, saying why.
    return again(409, /** @type {Error} */ (error).message.split('\n'));
  }
  if (!said.split('\n').at(-1)?.startsWith(`run ${asked.runNumber} undone`))
    return again(409, [
      'Nothing to undo: every record the run changed has changed again since. Tick those to put back as they stood before the run.',
    ]);
  return seeOther(runsHref(asked.name, { undone: asked.runNumber }));
}
