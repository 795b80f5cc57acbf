// A report of a suspected fake card, posted from a check's answer: kept for the scheme's staff for
// a year, with a reference for the reporter. A report is a try like a check (the client's limit
// holds for both together); the service's ceiling of reports holds whoever sends them, and a report
// repeated the same day is merged with the one kept before it counts, so repeats cannot fill the
// staff's list or use up the ceiling.
import { createHmac } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { inTime, page, unavailable } from '../../answering.js';
import { clientOf } from '../../client-address.js';
import { windowOf } from '../../counting/windows.js';
import { readReport, reportsCollection } from '../../reports.js';
import { reportRetentionDays } from '../../vocabulary/retention.js';
import { contextOf } from '../context.js';
import { formFields, tooLarge } from '../form-body.js';
import { limitedPage, maxBodyBytes, nothingTyped, tooLargeHeaders } from './read-try.js';

/** @typedef {Record<import('../../reports.js').ReportField, string>} Report */

/**
 * The id of a report: the same for the same card, place and account on the same day (UTC),
 * whatever their case. Hex, so its first 8 characters make the report's reference. An HMAC
 * (keyed, like the counters), so it names no card to whoever reads the ids.
 * @param {string | Buffer} key
 * @param {Report} report
 * @param {Date} at
 */
function reportId(key, report, at) {
  const same = [report.number, report.where, report.seen].map((field) => field.toLowerCase());
  return createHmac('sha256', key)
    .update(`report:${windowOf(at, 1440).index}:${JSON.stringify(same)}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * The report's fields as posted (none, for a body that is no form or too long), and what the
 * visitor wrote, to show again in the report form when a field must be corrected.
 * @param {URLSearchParams | undefined} form
 */
function fieldsOf(form) {
  /** @type {Report} */
  const fields = {
    number: form?.get('number') ?? '',
    name: form?.get('name') ?? '',
    seen: form?.get('seen') ?? '',
    where: form?.get('where') ?? '',
    reporter: form?.get('reporter') ?? '',
    contact: form?.get('contact') ?? '',
  };
  const kept = {
    reportNumber: fields.number.slice(0, 2000),
    reportName: fields.name.slice(0, 2000),
    reportSeen: fields.seen.slice(0, 2000),
    reportWhere: fields.where.slice(0, 2000),
    reportReporter: fields.reporter.slice(0, 2000),
    reportContact: fields.contact.slice(0, 2000),
  };
  return { fields, kept };
}

/**
 * Keeps a report, or adds to the same one kept today.
 * @param {import('firebase-admin/firestore').DocumentReference} ref
 * @param {Report} report
 * @param {string} reference
 * @param {Date} at
 */
const keep = (ref, report, reference, at) =>
  ref
    .create({
      ...report,
      reference,
      count: 1,
      receivedAt: Timestamp.fromDate(at),
      handledAt: null,
      handledBy: null,
      // Firestore's TTL policy deletes the report then (firestore.activity.indexes.json).
      deleteAt: Timestamp.fromMillis(at.getTime() + reportRetentionDays * 86_400_000),
    })
    .catch((error) => {
      // ALREADY_EXISTS: the same report today.
      if (error?.code !== 6) throw error;
      return ref.update({ count: FieldValue.increment(1), lastReceivedAt: Timestamp.fromDate(at) });
    });

/**
 * The answer to a report.
 * @param {import('hono').Context<any>} c
 * @returns {Promise<Response>}
 */
export async function answerReport(c) {
  const { activity, counterKey, now, limiter } = contextOf(c);
  const at = now();
  const read = await formFields(c, maxBodyBytes.report).catch(() => undefined);
  const { fields, kept } = fieldsOf(read === tooLarge ? undefined : read);
  // A body that is no form (or too long) has no fields: what was seen is missing.
  const input = readReport(fields);
  if (!input.ok)
    return page(
      c,
      read === tooLarge ? 413 : 400,
      /** @type {Extract<import('../../answers.js').AnswerKind, `report-invalid-${string}`>} */ (
        `report-invalid-${input.field}-${input.problem}`
      ),
      kept,
      read === tooLarge ? { headers: tooLargeHeaders } : {},
    );
  const id = reportId(counterKey, input.report, at);
  const ref = activity.collection(reportsCollection).doc(id);
  const known = await inTime(c, ref.get());
  const counted =
    known === unavailable
      ? unavailable
      : await inTime(
          c,
          limiter.countTry({
            client: clientOf(c.env.incoming),
            ...(known.exists ? {} : { service: /** @type {const} */ ('reports') }),
            at,
          }),
        );
  const unavailablePage = () =>
    page(c, 503, 'unavailable', nothingTyped, { headers: { 'Retry-After': '60' } });
  if (counted === unavailable) return unavailablePage();
  if (counted.refused) return limitedPage(c, counted, at, nothingTyped, '', 'report');
  const reference = `R-${id.slice(0, 8).toUpperCase()}`;
  if ((await inTime(c, keep(ref, input.report, reference, at))) === unavailable)
    return unavailablePage();
  return page(c, 200, 'report-received', { reportReference: reference });
}
