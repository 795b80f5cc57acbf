// A change of a record's standing from the console (`/console/record/change`): the question first
// (GET), naming how the record stands now, with who, when and why (`standingOf(…).text`), the
// plan the command would carry out (its dry run) and a box for the reason; then (POST, a keeper's
// only) the very command the command line runs (functions/registers/commands/), its `confirm`
// answered by this form's post and the register's generation the question was asked at passed
// on, so that a register changed since is refused rather than changed unseen.
import { commands } from '../../registers/commands/index.js';
import { standingOf } from '../../registers/commands/stands.js';
import { readNumbers } from '../../registers/commands/words.js';
import { readPointer } from '../../registers/trail.js';
import { contextOf } from '../context.js';
import { formOf, seeOther, textOf } from '../door/forms.js';
import { actionLabels, actionsFor } from './record.js';
import { consolePage, recordHref, refused, registerNamed, unlessMay, whereOf } from './pages.js';

/** The longest reason a form takes. */
const maxReason = 500;

/**
 * What a question or its answer names: the register, the record, the action, checked.
 * @param {import('hono').Context<any>} c
 * @param {{ register?: string, number?: string, action?: string }} asked
 */
async function askedOf(c, asked) {
  const register = registerNamed(asked.register);
  if (!register) return { refusal: refused(c, 'There is no such register in the console.', 404) };
  let number;
  try {
    [number = ''] = readNumbers(register, [asked.number ?? ''], { writes: false });
  } catch (error) {
    return { refusal: refused(c, /** @type {Error} */ (error).message, 404) };
  }
  const { db } = contextOf(c);
  const [standing, pointer] = await Promise.all([
    standingOf(db, register, number),
    readPointer(db, register.shape.collection),
  ]);
  const action = /** @type {import('./record.js').ConsoleAction} */ (asked.action);
  if (!actionsFor(standing.status).includes(action))
    return {
      refusal: refused(
        c,
        `${number} cannot be ${asked.action ?? 'changed'} now: it is ${standing.status} (${standing.text}).`,
        409,
      ),
    };
  return { register, number, action, standing, generation: pointer.current };
}

/**
 * The command's run, as the command line would give it.
 * @param {import('hono').Context<any>} c
 * @param {{ register: import('../../registers/registers.js').Register, number: string }} asked
 * @param {{ reason: string, dryRun: boolean, generation?: number }} more
 */
function runOf(c, { register, number }, more) {
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
    numbers: [number],
    number,
    ...more,
  };
}

/**
 * The question page.
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {Exclude<Awaited<ReturnType<typeof askedOf>>, { refusal: Response }>} asked
 * @param {{ reason: string, problems: string[], generation?: number }} form
 */
async function questionPage(c, status, asked, { reason, problems, generation }) {
  const { register, number, action, standing } = asked;
  const run = /** @type {any} */ (runOf(c, asked, { reason: reason || 'asked', dryRun: true }));
  const plan = await commands[action](run).then(
    (text) => text.split('\n').slice(1),
    (/** @type {Error} */ error) => error.message.split('\n'),
  );
  return consolePage(c, status, 'console-question', {
    registerName: register.name,
    register: register.name,
    number,
    action,
    actionLabel: `${actionLabels[action]} ${number}`,
    question: `${actionLabels[action]} ${number} on the ${register.name}' register?`,
    standingText: `${standing.status}: ${standing.text}`,
    generation: String(generation ?? asked.generation),
    reason,
    recordHref: recordHref(register.name, number),
    problems,
    plan: plan.map((planLine) => ({ planLine: planLine.trim() })),
  });
}

/** GET: the question before a change: a keeper's only. */
export async function questionForm(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'keep');
  if (refusal) return refusal;
  const asked = await askedOf(c, c.req.query());
  if ('refusal' in asked) return asked.refusal;
  return questionPage(c, 200, asked, { reason: '', problems: [] });
}

/** POST: the change, carried out by the command, then the record's page saying so. */
export async function changeRecord(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'keep');
  if (refusal) return refusal;
  const form = await formOf(c);
  const asked = await askedOf(c, {
    register: textOf(form, 'register'),
    number: textOf(form, 'number'),
    action: textOf(form, 'action'),
  });
  if ('refusal' in asked) return asked.refusal;
  const reason = textOf(form, 'reason').trim().replace(/\s+/g, ' ');
  const generation = Number(textOf(form, 'generation'));
  const again = (/** @type {number} */ status, /** @type {string} */ problem) =>
    questionPage(c, status, asked, { reason, problems: [problem], generation });
  if (!reason) return again(400, 'Give the reason: it is kept in the trail with your name.');
  if (reason.length > maxReason) return again(400, `Keep the reason to ${maxReason} characters.`);
  if (!Number.isInteger(generation)) return again(400, 'Start again from the record’s page.');
  const run = /** @type {any} */ (runOf(c, asked, { reason, dryRun: false, generation }));
  let text;
  try {
    text = await commands[asked.action](run);
  } catch (error) {
    // The register changed since the question, or the command refused: asked again, saying why.
    return questionPage(c, 409, asked, {
      reason,
      problems: /** @type {Error} */ (error).message.split('\n'),
    });
  }
  // How many holders the command emailed (functions/holders/tell.js, `toldText`), if it says.
  const emailed = /^Holders emailed: (\d+) sent/m.exec(text)?.[1];
  return seeOther(
    recordHref(asked.register.name, asked.number, {
      done: asked.action,
      ...(emailed === undefined ? {} : { emailed }),
    }),
  );
}
