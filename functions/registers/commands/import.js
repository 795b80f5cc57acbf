// `import FILE`: the file is the register. It names, by number, every record it adds, changes,
// suspends or reinstates, and every record on the register that the file does not hold (removed
// only when the run says so, with a reason). A removed number in the file is refused unless the run
// says it may come back. The plan is made from one read of the register, and the store refuses the
// write if the register moved since (store.js, `expect`), so what is shown is what is written.
import path from 'node:path';
import { storePlainRecords, storeRecords } from '../store.js';
import { contactsLine, writeContacts } from '../../holders/import-contacts.js';
import { importPlanLines, planImport, planRun } from './import-plan.js';
import { askFirst, confirmed, refuseUnexpectedRemoval } from './words.js';

export { planImport };

/** @typedef {import('../registers.js').Register} Register */
/** @typedef {import('../registers.js').Version} Version */

/**
 * @typedef {import('./words.js').WritingRun & {
 *   file: string, bytes?: Buffer, photos?: string, removeMissing: boolean, reason?: string,
 *   reAdd: string[], reinstate?: string[], earlier?: string[], expectRemoved?: number,
 *   allowDemonstration: boolean,
 * }} ImportRun `file`: the file's path (or, with `bytes`, its name: an upload's); `photos`: the
 *   folder of the operators' photographs (without it, `FILE-photos` beside the file when it is
 *   there, as an export writes it, else the file's own folder); `reAdd`: the removed numbers (as
 *   typed) the file may bring back; `reinstate`: the records suspended for cause it may reinstate;
 *   `earlier`: the records whose last day it may move back without a question; `expectRemoved`:
 *   the count of a removal typed (`--expect N`), which a removal of more than 5 % of the register
 *   needs; `reason`: why, which reinstating or re-adding by a file needs; `allowDemonstration`:
 *   whether the demonstration series may be loaded (only into an emulator)
 */

/**
 * Imports a register's file: makes its plan (import-plan.js), refuses what a file may not do,
 * shows the plan, asks what is still to be answered, and writes, provided the register has not
 * moved since the plan was made (or since `generation`, the plan a person was shown).
 * @param {ImportRun} run
 * @returns {Promise<string>} what it did, as lines
 */
export async function importFile(run) {
  const { plan, storing, contacts } = await planRun(run);
  refuseWithoutReason(run, plan);
  const lines = importPlanLines(plan, { dryRun: run.dryRun });
  const keeps = contacts.adding.length + contacts.changing.length + contacts.keeping.length;
  if (run.dryRun || (plan.changes.length === 0 && plan.removing.length === 0 && !keeps))
    return lines.join('\n');
  refuseUnanswerable(run, plan);
  // Any change of a record's standing is asked about, even of one: a stale file must not quietly
  // stop or bring back a record. So is a file whose warnings the plan shows; and a last day moved
  // back, whatever --yes says, unless each is named.
  const confirm = plan.questions.find((question) => question.kind === 'confirm');
  const earlier = plan.questions.find((question) => question.kind === 'earlier');
  const standings = plan.standing.map(({ now }) => now);
  const what = [
    confirm?.kind === 'confirm' ? confirm.what : '',
    earlier
      ? `move back the last day of ${earlier.numbers.length} ${earlier.numbers.length === 1 ? run.register.noun : run.register.name}`
      : '',
  ]
    .filter(Boolean)
    .join(' and ');
  if (earlier)
    await askFirst(run, what, lines, {
      standings,
      plan,
      instead: `To go ahead without a terminal, name each with --earlier NUMBER, or correct the file.`,
    });
  else if (what) await confirmed(run, what, Infinity, lines, standings);
  const written = await writeImport(run, storing, plan.removing, plan.generation);
  // The holders' contacts, once the register's run has committed: never in its trail.
  await writeContacts(run.db, contacts, { by: run.by });
  const told = contactsLine(plan.contacts, { done: true });
  lines.push(told ? `${written} ${told}.` : written);
  return lines.join('\n');
}

/**
 * A file brings nothing back to count again without a reason for the trail.
 * @param {ImportRun} run
 * @param {import('./import-plan.js').ImportPlan} plan
 */
function refuseWithoutReason({ register, reason }, plan) {
  const reinstating = plan.standing.filter(({ action }) =>
    ['reinstated', 're-added'].includes(action),
  );
  if (reinstating.length && !reason)
    throw new Error(
      [
        `${reinstating.length} ${reinstating.length === 1 ? register.noun : register.name} would count again by this file; nothing written:`,
        ...reinstating.map(({ number, action, now }) => `  ${number}: ${action}; ${now.text}`),
        'Say why with --reason TEXT (kept in the trail), or correct the file.',
      ].join('\n'),
    );
}

/**
 * Refuses what no yes answers: a record suspended for cause that the file would reinstate and
 * the run does not name, and a removal of more than 5 % of the register whose count was not typed.
 * @param {ImportRun} run
 * @param {import('./import-plan.js').ImportPlan} plan
 */
function refuseUnanswerable(run, plan) {
  const { register } = run;
  for (const question of plan.questions) {
    if (question.kind === 'reinstate')
      throw new Error(
        [
          `${question.numbers.length} ${question.numbers.length === 1 ? register.noun : register.name} suspended for cause would count again by this file; nothing written:`,
          ...plan.standing
            .filter(({ number }) => question.numbers.includes(number))
            .map(({ number, now }) => `  ${number}: ${now.text}`),
          `A file reinstates a record suspended for cause only when it is named: import again with ${question.numbers.map((number) => `--reinstate ${number}`).join(' ')}, or write ${question.numbers.length === 1 ? 'it' : 'them'} as suspended in the file.`,
        ].join('\n'),
      );
    if (question.kind === 'expect') refuseUnexpectedRemoval(run, question.count, question.size);
  }
}

/**
 * Writes the file's records (and removes those not in it, when asked), provided the register has
 * not moved since it was read; the operators' with their photographs.
 * @param {ImportRun} run
 * @param {{ fields: Version }[]} storing
 * @param {string[]} removing
 * @param {number} expect the register's run when it was read
 * @returns {Promise<string>} what was written, as a line
 */
async function writeImport(run, storing, removing, expect) {
  const { db, register, file, by, now, progress } = run;
  const options = {
    now,
    stallMs: run.stallMs,
    expect,
    remove: removing,
    // Marked as a file's: a suspension made by a file is not one for cause (stands.js).
    trail: {
      by,
      reason: run.reason || `import of ${path.basename(file)}`,
      scope: `file ${path.basename(file)}`,
    },
  };
  const result = register.photos
    ? await storeRecords(db, /** @type {any} */ (storing), { ...options, progress })
    : await storePlainRecords(db, register.shape, storing, options);
  return `${result.added.length} added, ${result.updated.length} changed, ${result.unchanged.length} unchanged, ${result.removed.length} removed; kept in the trail as ${by}.`;
}
