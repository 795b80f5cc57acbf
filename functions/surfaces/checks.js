// The person checks (an operator's, an instructor's) and the report of a suspected fake card:
// POSTs of the site's forms, behind firebase.json's rewrites of their paths (functions/vocabulary/paths.js).
// Each reads Firestore and answers with a whole page of the site: one of the answer pages the
// build rendered (functions/generated/answers.json), filled by Handlebars with the values
// functions/answers.js defines for its kind.
//
// What it promises (docs/check-security.md): no number, name or address in a log line or a URL;
// every answer `no-store` and `noindex`; an unknown number and a wrong surname get the same answer,
// made by the same work; tries are limited per client (an address the caller cannot choose), per
// registration number and for the whole service (functions/limiter.js), and a try over a limit
// costs no Firestore write; a post from another site is refused; the demonstration records are
// matched only on a `demo-` project, which only an emulator serves; a Firestore that is down or
// slow gets the "unavailable" page with status 503 within `deadlineMs`.
import { createHmac } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { personChecks } from '../answers.js';
import { createSend, deadlineOf, unavailable } from '../answering.js';
import { ukClock, ukMinute, ukTime, daysBetween, longDate, ukToday } from '../vocabulary/dates.js';
import { clientOf } from '../client-address.js';
import { formFields, tooLarge } from './form-body.js';
import { fromAnotherSite } from './origin.js';
import { numberCounted, windowOf } from '../limiter.js';
import { finderPaths, routes } from '../vocabulary/paths.js';
import { lookUpPeople } from '../registers/lookup.js';
import { answeredBy, createRouter } from './router.js';
import { endingWithinDays, registrationStatus } from '../vocabulary/statuses.js';
import { operatorsCollection, photosCollection } from '../register.js';
import { readCheckInput } from '../vocabulary/check-input.js';
import { checkReference } from '../reference.js';
import { categoryNames } from '../vocabulary/categories.js';
import { instructorsCollection, standingNote } from '../providers.js';
import { readReport, reportsCollection } from '../reports.js';
import { reportRetentionDays } from '../vocabulary/retention.js';
import { receiptValues } from '../receipt-links.js';
import { securityEvent } from '../security-events.js';
import { demonstrationIssuer } from '../receipts.js';

/**
 * @typedef {import('./router.js').Request} Request
 * @typedef {import('./router.js').Response} Response
 * @typedef {import('../answers.js').AnswerKind} AnswerKind
 */

/** The check form's fields on an answer to a request that typed nothing into them. */
const nothingTyped = { number: '', surname: '' };

/** The largest form body read: a check is two short fields; a report, a few longer ones. */
export const maxBodyBytes = { check: 4096, report: 20_000 };

/**
 * With a refusal of a body too large: the rest of it is never read, so the connection ends with
 * the answer rather than wait for it.
 */
const tooLargeHeaders = { Connection: 'close' };

/** @param {number} ms */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The id of a report: the same for the same card, place and account on the same day (UTC),
 * whatever their case. Hex, so its first 8 characters make the report's reference.
 * @param {string | Buffer} key
 * @param {Record<import('../reports.js').ReportField, string>} report
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
 * "today", "1 day", "12 days": how long until a registration ends.
 * @param {number} days
 */
const inDays = (days) => (days === 0 ? 'today' : `in ${days} ${days === 1 ? 'day' : 'days'}`);

/**
 * The checks' routes (`check`, `instructorCheck`, `report` in functions/vocabulary/paths.js) on a router.
 * @param {import('../handler.js').SurfaceContext} context
 */
export function checksSurface({
  db,
  activity,
  answers,
  render,
  catalogues,
  allowDemonstration,
  counterKey,
  referenceKey,
  now,
  deadlineMs,
  limits,
  limiter,
  log,
  receipts,
}) {
  const inTime = deadlineOf(deadlineMs);
  const sendAnswer = createSend({
    render,
    headers: answers.headers,
    policies: answers.policies,
    log,
  });

  /**
   * Answers with the page of `kind`, filled with `data`: never stored, never indexed.
   * @template {AnswerKind} K
   * @param {Response} response
   * @param {number} status
   * @param {K} kind
   * @param {import('../answers.js').AnswerData<K>} data
   * @param {Record<string, string>} [headers]
   */
  const send = (response, status, kind, data, headers) =>
    sendAnswer(response, status, kind, data, { headers });

  /**
   * Sends a page of the person check whose answers begin with `prefix`: `name` is the kind
   * without it. Every such page shows what was typed, or nothing, and the build checks each
   * page's values (answers.js).
   * @param {Response} response
   * @param {number} status
   * @param {string} prefix
   * @param {import('../answers.js').PersonAnswer} name
   * @param {Record<string, unknown>} data
   * @param {Record<string, string>} [extraHeaders]
   */
  const sendOf = (response, status, prefix, name, data, extraHeaders) =>
    send(
      response,
      status,
      /** @type {any} */ (`${prefix}${name}`),
      /** @type {any} */ (data),
      extraHeaders,
    );

  /**
   * The refusal of a try over a limit: whose limit, and when the visitor can try again.
   * @param {Response} response
   * @param {{ refused?: 'client' | 'number' | 'service', endsAt: Date }} counted
   * @param {Date} at
   * @param {{ number: string, surname: string }} typed what the check form shows again
   * @param {string} [prefix] the person check's
   * @param {'web' | 'report'} [surface] what was tried, for the log
   */
  const sendLimited = (response, counted, at, typed, prefix = '', surface = 'web') => {
    log(securityEvent('limit-reached', { surface, limit: counted.refused ?? 'service' }));
    const seconds = Math.max(1, Math.ceil((counted.endsAt.getTime() - at.getTime()) / 1000));
    sendOf(
      response,
      429,
      prefix,
      counted.refused === 'number' ? 'number-limited' : 'limited',
      { ...typed, retryAt: ukClock.format(counted.endsAt) },
      { 'Retry-After': String(seconds) },
    );
  };

  /**
   * The answers every request may get before its form is read.
   * @param {Request} request
   * @param {Response} response
   * @param {string} [prefix] the person check's (a report's are the operator check's)
   */
  const refused = (request, response, prefix = '') => {
    if (request.method !== 'POST') {
      sendOf(response, 405, prefix, 'method', {}, { Allow: 'POST' });
      return true;
    }
    // A page of another site may not use up the tries of whoever visits it.
    if (fromAnotherSite(request, answers.siteUrl)) {
      sendOf(response, 403, prefix, 'cross-site', {});
      return true;
    }
    return false;
  };

  /**
   * What a person check does before it answers: the form read, the try counted against the
   * client and the number (and refused past the service's ceiling of no-matches, unless it is
   * the client's first), the record read at its register's generation and its surname compared,
   * and a no-match counted towards the ceiling.
   * Answers itself, and resolves undefined, for a request refused, a field to correct, a limit
   * reached or a Firestore that does not answer.
   * @template {{ surnameKey: string }} R
   * @param {Request} request
   * @param {Response} response
   * @param {PersonRegisterReading} check the register's
   * @returns {Promise<{ typed: { number: string, surname: string }, at: Date, record?: R,
   *   about: (outcome: string) => { checkedAt: string, checkedNumber: string, reference: string, registerUpdated: string } } | undefined>}
   *   `record`: the record whose number and surname matched, or none
   */
  async function readTry(request, response, { prefix, collection, receiptRegister }) {
    const at = now();
    if (refused(request, response, prefix)) return undefined;
    const form = await formFields(request, maxBodyBytes.check).catch(() => undefined);
    if (form === tooLarge) {
      sendOf(response, 413, prefix, 'invalid-number-format', nothingTyped, tooLargeHeaders);
      return undefined;
    }
    if (!form) {
      sendOf(response, 400, prefix, 'invalid-number-format', nothingTyped);
      return undefined;
    }
    const fields = { number: form.get('number') ?? '', surname: form.get('surname') ?? '' };
    const typed = { number: fields.number.slice(0, 200), surname: fields.surname.slice(0, 200) };
    const input = readCheckInput(fields);
    if (!input.ok) {
      sendOf(
        response,
        400,
        prefix,
        /** @type {import('../answers.js').PersonAnswer} */ (
          `invalid-${input.field}-${input.problem}`
        ),
        typed,
      );
      return undefined;
    }
    // The count and the register's pointer with the record run together: one round trip of
    // waiting, whatever the answer.
    const [counted, read] = await Promise.all([
      inTime(
        limiter.countTry({
          client: clientOf(request),
          number: numberCounted(receiptRegister, input.number),
          at,
        }),
      ),
      // The same reading of the register as the employers' API's, for one pair.
      inTime(lookUpPeople(db, collection, [fields], { at, allowDemonstration })),
    ]);
    if (counted === unavailable || read === unavailable) {
      sendOf(response, 503, prefix, 'unavailable', typed, { 'Retry-After': '60' });
      return undefined;
    }
    if (counted.refused) {
      sendLimited(response, counted, at, typed, prefix);
      return undefined;
    }
    // Past the service's ceiling of no-matches this minute, the register is being listed: a
    // client's first try in its window is still answered (a visitor checking one card), every
    // other is refused until the minute ends. Decided before the record is compared, so a
    // refusal says nothing of whether the guess was right.
    const service = limiter.serviceOver(at);
    if (service.over && counted.tries > 1) {
      sendLimited(response, { endsAt: service.endsAt }, at, typed, prefix);
      return undefined;
    }
    // Past `slowAfter`, each try from the client waits a little longer than the one before.
    await wait(
      Math.max(0, counted.tries - limits.perClient.slowAfter) * limits.perClient.delayStepMs,
    );
    const [found] = read.found;
    const record = /** @type {R | undefined} */ (
      found && 'person' in found ? found.person : undefined
    );
    const registerUpdated = read.updatedAt;
    /** @param {string} outcome */
    const about = (outcome) => ({
      checkedAt: ukTime.format(at),
      checkedNumber: input.number,
      reference: checkReference(referenceKey, { at, number: input.number, outcome }),
      registerUpdated: registerUpdated ? ukMinute.format(registerUpdated) : 'not yet loaded',
    });
    if (record) return { typed, at, record, about };
    await limiter.countNoMatch(at, inTime);
    return { typed, at, about };
  }

  /**
   * What a result shows of its receipt (functions/receipt-links.js), signed as the API signs the
   * same pair's (functions/surfaces/api.js): the register, the number, the outcome, on a match the
   * status and valid-until date, the reference the page shows, when. Undefined if the receipts'
   * key failed: the check is then unavailable, as no result goes without its receipt.
   * @param {PersonRegisterReading} register
   * @param {{ checkedNumber: string, reference: string }} kept the record the page shows
   * @param {Date} at
   * @param {{ status: string, validUntil: string }} [found] on a match
   */
  async function receiptOf(register, kept, at, found) {
    try {
      const receipt = await (
        await receipts
      ).sign({
        register: register.receiptRegister,
        number: kept.checkedNumber,
        outcome: found ? 'match' : 'no-match',
        ...found,
        reference: kept.reference,
        checkedAt: at,
      });
      // The QR code leads to this site's own verify page, wherever it runs.
      return await receiptValues(receipt, answers.siteUrl || demonstrationIssuer);
    } catch {
      // The error (the key's) was logged when the handler started; nothing of the check here.
      log({ error: 'receipt-unsigned' });
      return undefined;
    }
  }

  /**
   * A person checked by registration number and surname on the register `register` reads
   * (`personRegisters`): the same limits, the same answer for an unknown number and a wrong
   * surname, never stored or cached, whichever register it is.
   * @param {PersonRegisterReading} register
   * @param {Request} request
   * @param {Response} response
   */
  async function answerPersonCheck(register, request, response) {
    const { prefix } = register;
    /** @type {Awaited<ReturnType<typeof readTry<PersonVersion>>>} */
    const tried = await readTry(request, response, register);
    if (!tried) return;
    const { typed, at, record, about } = tried;
    const reports = /** @type {readonly string[]} */ (register.noMatch).includes('reportNumber');
    if (!record) {
      const kept = about(`${prefix}no-match`);
      const receipted = await receiptOf(register, kept, at);
      if (!receipted) {
        sendOf(response, 503, prefix, 'unavailable', typed, { 'Retry-After': '60' });
        return;
      }
      sendOf(response, 200, prefix, 'no-match', {
        ...typed,
        ...kept,
        ...receipted,
        ...(reports ? { reportNumber: kept.checkedNumber } : {}),
      });
      return;
    }
    // A photograph has a document of its own, read only now that the surname has matched; the
    // providers are named from the function's copy of their register.
    const numbers = register.providersOf(record);
    const [photo, providers] = await Promise.all([
      /** @type {readonly string[]} */ (register.match).includes('photo') && record.photo
        ? inTime(db.collection(photosCollection).doc(record.photo).get())
        : undefined,
      numbers.length ? inTime(catalogues.providers.get()) : undefined,
    ]);
    if (photo === unavailable || providers === unavailable) {
      sendOf(response, 503, prefix, 'unavailable', typed, { 'Retry-After': '60' });
      return;
    }
    const today = ukToday(at);
    const status = registrationStatus(record, today);
    const daysLeft = daysBetween(today, record.validUntil);
    const fullName = `${record.givenNames} ${record.surname}`;
    const kept = about(`${prefix}${status}`);
    const receipted = await receiptOf(register, kept, at, {
      status,
      validUntil: record.validUntil,
    });
    if (!receipted) {
      sendOf(response, 503, prefix, 'unavailable', typed, { 'Retry-After': '60' });
      return;
    }
    sendOf(
      response,
      200,
      prefix,
      status === 'current' && daysLeft <= endingWithinDays ? 'match-ending' : `match-${status}`,
      {
        ...typed,
        ...kept,
        ...receipted,
        fullName,
        registrationNumber: record.registrationNumber,
        validUntil: longDate(record.validUntil),
        endsIn: inDays(daysLeft),
        ...(photo ? { photo: Buffer.from(photo.get('jpeg') ?? []).toString('base64') } : {}),
        ...(reports ? { reportNumber: record.registrationNumber, reportName: fullName } : {}),
        providers: numbers.flatMap((number) => providerLink(number, providers?.records, today)),
        categories: categoryNames(record.categories),
        // A suspension says since when, where the register knows the day.
        ...(status === 'suspended'
          ? { since: record.statusSince ? [{ sinceDate: longDate(record.statusSince) }] : [] }
          : {}),
      },
    );
  }

  /**
   * @param {Request} request
   * @param {Response} response
   */
  async function answerReport(request, response) {
    const at = now();
    if (refused(request, response)) return;
    const read = await formFields(request, maxBodyBytes.report).catch(() => undefined);
    const form = read === tooLarge ? undefined : read;
    /** @type {Record<import('../reports.js').ReportField, string>} */
    const fields = {
      number: form?.get('number') ?? '',
      name: form?.get('name') ?? '',
      seen: form?.get('seen') ?? '',
      where: form?.get('where') ?? '',
      reporter: form?.get('reporter') ?? '',
      contact: form?.get('contact') ?? '',
    };
    /** What the visitor wrote, shown again in the report form when a field must be corrected. */
    const kept = {
      reportNumber: fields.number.slice(0, 2000),
      reportName: fields.name.slice(0, 2000),
      reportSeen: fields.seen.slice(0, 2000),
      reportWhere: fields.where.slice(0, 2000),
      reportReporter: fields.reporter.slice(0, 2000),
      reportContact: fields.contact.slice(0, 2000),
    };
    // A body that is no form (or too long) has no fields: what was seen is missing.
    const input = readReport(fields);
    if (!input.ok) {
      send(
        response,
        read === tooLarge ? 413 : 400,
        /** @type {Extract<AnswerKind, `report-invalid-${string}`>} */ (
          `report-invalid-${input.field}-${input.problem}`
        ),
        kept,
        read === tooLarge ? tooLargeHeaders : undefined,
      );
      return;
    }
    // The same card, place and account on the same day are one report, counted: repeats cannot
    // fill the staff's list. Its id is an HMAC of them (keyed, like the counters), so it names
    // no card to whoever reads the ids.
    const id = reportId(counterKey, input.report, at);
    const ref = activity.collection(reportsCollection).doc(id);
    const reference = `R-${id.slice(0, 8).toUpperCase()}`;
    const known = await inTime(ref.get());
    // A report is a try like a check: the client's limit holds for both together. The service's
    // ceiling of reports holds whoever sends them, however many addresses they have; a repeat of
    // a report already kept is merged with it before it counts, so repeats cannot use it up.
    const counted =
      known === unavailable
        ? unavailable
        : await inTime(
            limiter.countTry({
              client: clientOf(request),
              ...(known.exists ? {} : { service: /** @type {const} */ ('reports') }),
              at,
            }),
          );
    if (counted === unavailable) {
      send(response, 503, 'unavailable', nothingTyped, { 'Retry-After': '60' });
      return;
    }
    if (counted.refused) {
      sendLimited(response, counted, at, nothingTyped, '', 'report');
      return;
    }
    const stored = await inTime(
      ref
        .create({
          ...input.report,
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
          return ref.update({
            count: FieldValue.increment(1),
            lastReceivedAt: Timestamp.fromDate(at),
          });
        }),
    );
    if (stored === unavailable) {
      send(response, 503, 'unavailable', nothingTyped, { 'Retry-After': '60' });
      return;
    }
    send(response, 200, 'report-received', { reportReference: reference });
  }

  const router = createRouter();
  router.all(
    routes.check.path,
    answeredBy((request, response) =>
      answerPersonCheck(personRegisters.operator, request, response),
    ),
  );
  router.all(
    routes.instructorCheck.path,
    answeredBy((request, response) =>
      answerPersonCheck(personRegisters.instructor, request, response),
    ),
  );
  router.all(routes.report.path, answeredBy(answerReport));
  return router;
}

/**
 * A provider a matched person is tied to, as the answer links to it, with its standing where it
 * is not accredited today: none where the register no longer holds it.
 * @param {string} number
 * @param {Map<string, import('../providers.js').ProviderVersion> | undefined} providers
 * @param {string} today an ISO date
 */
function providerLink(number, providers, today) {
  const provider = providers?.get(number);
  return provider
    ? [
        {
          providerName: provider.name,
          providerHref: `${finderPaths.provider}${provider.number}`,
          providerStanding: standingNote(provider, today),
        },
      ]
    : [];
}

/**
 * @typedef {{
 *   registrationNumber: string, givenNames: string, surname: string, surnameKey: string,
 *   validUntil: string, suspended: boolean, categories: readonly string[], photo?: string,
 *   statusSince?: string,
 * }} PersonVersion what a person check reads of a record, on whichever register
 * @typedef {(typeof personChecks)[keyof typeof personChecks] & {
 *   receiptRegister: 'operators' | 'instructors',
 *   collection: string,
 *   providersOf: (record: PersonVersion) => readonly string[],
 * }} PersonRegisterReading
 */

/**
 * What the check reads of each person register beside its answers (functions/answers.js,
 * `personChecks`): the register its receipts name and its number's tries are counted on, as the
 * API's are (`numberCounted`); its collection; the providers a record names.
 * @type {Record<keyof typeof personChecks, PersonRegisterReading>}
 */
export const personRegisters = {
  operator: {
    ...personChecks.operator,
    receiptRegister: 'operators',
    collection: operatorsCollection,
    providersOf: (record) => {
      const { provider } = /** @type {import('../register.js').OperatorVersion} */ (record);
      return provider ? [provider] : [];
    },
  },
  instructor: {
    ...personChecks.instructor,
    receiptRegister: 'instructors',
    collection: instructorsCollection,
    providersOf: (record) =>
      /** @type {import('../providers.js').InstructorVersion} */ (/** @type {unknown} */ (record))
        .providers,
  },
};
