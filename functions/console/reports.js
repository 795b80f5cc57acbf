// The reports of suspected fake cards as the scheme's staff keep them (`fakeCardReports` in the
// `activity` database, taken by functions/surfaces/checks/report.js): listed newest first, those
// naming a number, and one marked handled, by whom, when and with what outcome. The console's
// reports page (functions/surfaces/console/reports.js) and `npm run reports -- handle`
// (scripts/operators/reports.mjs) both mark a report here, so both write the same fields.
import { Timestamp } from 'firebase-admin/firestore';
import { controlCharacters, reportsCollection } from '../reports.js';
import { tidy } from '../vocabulary/check-input.js';
import { reportOutcomeMaxLength } from '../vocabulary/console.js';
import { ukMinute } from '../vocabulary/dates.js';

/** The longest outcome a report is marked handled with. */
export const outcomeMaxLength = reportOutcomeMaxLength;

/**
 * Why a report was not marked handled: `unknown` (no report has the reference) or `handled`
 * (someone handled it already: nothing changed).
 */
export class ReportRefused extends Error {
  /**
   * @param {string} message
   * @param {'unknown' | 'handled'} why
   */
  constructor(message, why) {
    super(message);
    this.why = why;
  }
}

/**
 * Text as a terminal or a page may show it: every control character (C0, DEL, C1: the start of any escape
 * sequence) shown as its code, `\x1b`, and every mark that reorders text as `\u202e`. Reports
 * taken since the function removed them have none; older ones, or one written some other way,
 * still cannot clear the screen, fake a line, hide a link or write the clipboard, nor reorder
 * what a page shows.
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
 * A reference as typed, as the reports keep it: "r-1a2b3c4d " is R-1A2B3C4D.
 * @param {string} reference
 */
export const readReference = (reference) => reference.trim().toUpperCase();

/**
 * An outcome as typed: one line, without control characters; or what is wrong with it.
 * @param {unknown} typed
 * @param {{ required: boolean }} options
 * @returns {{ outcome: string } | { problem: 'missing' | 'tooLong' }}
 */
export function readOutcome(typed, { required }) {
  const outcome = tidy(String(typed ?? '').replace(controlCharacters, ''));
  if (required && !outcome) return { problem: 'missing' };
  if (outcome.length > outcomeMaxLength) return { problem: 'tooLong' };
  return { outcome };
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
 * The reports naming `number` as the card's, newest first (one query of `number`'s own index).
 * @param {import('firebase-admin/firestore').Firestore} activity
 * @param {string} number
 */
export async function reportsNaming(activity, number) {
  const snapshot = await activity.collection(reportsCollection).where('number', '==', number).get();
  return snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => b.receivedAt.toMillis() - a.receivedAt.toMillis());
}

/**
 * Marks the report `reference` handled by `by` at `at`, with `outcome` (none from a command not
 * given one), in one transaction: refused (`ReportRefused`) when no report has the reference, or
 * it was handled already. Resolves to the report as it is now.
 * @param {import('firebase-admin/firestore').Firestore} activity
 * @param {{ reference: string, by: string, outcome: string, at: Date }} handled
 */
export async function markReportHandled(activity, { reference, by, outcome, at }) {
  const wanted = readReference(reference);
  const query = activity.collection(reportsCollection).where('reference', '==', wanted).limit(1);
  return activity.runTransaction(async (transaction) => {
    const [report] = (await transaction.get(query)).docs;
    if (!report) throw new ReportRefused(`no report has the reference ${wanted}`, 'unknown');
    const kept = report.data();
    if (kept.handledAt)
      throw new ReportRefused(
        `${wanted} was handled already, on ${ukMinute.format(kept.handledAt.toDate())} (UK time) by ${kept.handledBy}${kept.outcome ? `: ${kept.outcome}` : ''}; nothing changed`,
        'handled',
      );
    const fields = { handledAt: Timestamp.fromDate(at), handledBy: by, outcome: outcome || null };
    transaction.update(report.ref, fields);
    return { ...kept, ...fields };
  });
}
