// The results providers put on the register themselves (functions/portal/, docs/portal.md), as the
// scheme's staff settle them: `provisional` lists those waiting, with who entered and approved
// each and until when it counts; `confirm` makes them count like any other category, `refuse`
// takes them off (an operator left with no category at all is removed): in bulk, by result or by
// provider, after the same question as any change of many, in one run of the registers' layer,
// kept in the trail with who confirmed or refused, and each result saying who did what.
import { settleResults, toDate } from '../../portal/approval.js';
import { endContacts, withoutContact } from '../../holders/result-contacts.js';
import { resultsCollection } from '../../portal/results.js';
import { ukToday } from '../../vocabulary/dates.js';
import { tellOfRun } from '../../holders/tell.js';
import { RequestMistake, confirmed, dryRunMark } from './words.js';

/** @typedef {import('../../portal/results.js').Result} Result */

/**
 * The provisional results asked for: by id, or every one of a provider, or all.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ ids?: readonly string[], provider?: string }} which
 * @returns {Promise<{ id: string, result: Result }[]>}
 */
export async function provisionalResults(db, { ids = [], provider }) {
  if (ids.length) {
    const docs = await db.getAll(...ids.map((id) => db.collection(resultsCollection).doc(id)));
    const missing = docs.filter((doc) => doc.get('state') !== 'provisional').map((doc) => doc.id);
    if (missing.length)
      throw new RequestMistake(
        `not provisional results: ${missing.join(', ')} (see \`provisional\`)`,
      );
    return docs.map((doc) => ({ id: doc.id, result: /** @type {Result} */ (doc.data()) }));
  }
  let query = db.collection(resultsCollection).where('state', '==', 'provisional');
  if (provider) query = query.where('provider', '==', provider);
  const snapshot = await query.get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, result: /** @type {Result} */ (doc.data()) }))
    .sort((a, b) => toDate(a.result.approvedAt).getTime() - toDate(b.result.approvedAt).getTime());
}

/**
 * One result as a line: its id, the operator, the category, who entered and approved it, and
 * until when it counts (or that it has stopped).
 * @param {{ id: string, result: Result }} entry
 * @param {string} today
 */
const line = ({ id, result }, today) =>
  [
    id,
    result.registrationNumber,
    `${result.givenNames} ${result.surname}`,
    result.category,
    result.provider,
    `entered by ${result.enteredBy}, approved by ${result.approvedBy}`,
    result.provisionalUntil && result.provisionalUntil < today
      ? `lapsed ${result.provisionalUntil}: no longer counts`
      : `counts until ${result.provisionalUntil}`,
  ].join('  ');

/**
 * `provisional [--provider NUMBER]`: the results waiting for the scheme.
 * @param {import('./words.js').Run & { provider?: string }} run
 */
export async function provisional({ db, where, now, provider }) {
  const found = await provisionalResults(db, { provider });
  const today = ukToday(now());
  return [
    where,
    ...found.map((entry) => line(entry, today)),
    `${found.length} provisional ${found.length === 1 ? 'result' : 'results'}.`,
  ].join('\n');
}

/**
 * `confirm` and `refuse`: the results settled, after the question a change of many asks.
 * @param {'confirm' | 'refuse'} action
 */
const settle =
  (action) =>
  /**
   * @param {import('./words.js').WritingRun & { ids: string[], provider?: string, reason?: string }} run
   */
  async (run) => {
    const { db, now, by, ids, provider, reason, dryRun } = run;
    const found = await provisionalResults(db, { ids, provider });
    const today = ukToday(now());
    const planned = found.map((entry) => `  ${action}: ${line(entry, today)}`);
    const plan = planned.join('\n');
    const done = action === 'confirm' ? 'confirmed' : 'refused';
    if (!found.length) return `No provisional results to ${action}.`;
    if (dryRun) return `${plan}\n${found.length} would be ${done}${dryRunMark}`;
    await confirmed(run, `${action} ${found.length} results`, found.length, planned);
    const at = now();
    const why = reason ?? (action === 'confirm' ? 'results confirmed by the scheme' : '');
    const { removed } = await settleResults(db, found, {
      confirm: action === 'confirm',
      at,
      trail: { by, reason: why },
    });
    // A holder taken off the register by a refusal is told; their contact is kept a year from today.
    await endContacts(db, removed, at);
    const batch = db.batch();
    for (const { id } of found)
      batch.update(db.collection(resultsCollection).doc(id), {
        state: done,
        [`${done}By`]: by,
        [`${done}At`]: at,
        ...(action === 'refuse' ? { why } : {}),
        ...withoutContact(),
      });
    await batch.commit();
    // The holders told: of their results confirmed, or of their registration removed by a refusal
    // that left it no category (functions/holders/tell.js).
    const told = await tellOfRun(
      run,
      action === 'confirm'
        ? {
            kind: 'confirmed',
            results: found.map(({ id, result }) => ({
              id,
              number: String(result.registrationNumber),
              category: result.category,
              provider: result.provider,
            })),
          }
        : { kind: 'removed', numbers: removed },
    );
    return [
      `${plan}\n${found.length} ${done}${removed.length ? `; removed, with no category left: ${removed.join(', ')}` : ''}; kept in the trail as ${by}.`,
      ...told,
    ].join('\n');
  };

export const confirm = settle('confirm');
export const refuse = settle('refuse');
