// What a person check does before it answers (docs/check-security.md): the form read, the try
// counted against the client and the number (and refused past the service's ceiling of no-matches,
// unless it is the client's first), the record read at its register's generation and its surname
// compared, and a no-match counted towards the ceiling. A try over a limit costs no Firestore
// write, and a refusal is decided before the record is compared, so it says nothing of whether the
// guess was right.
import { inTime, unavailable } from '../../answering.js';
import { clientOf } from '../../client-address.js';
import { numberCounted } from '../../counting/limiter.js';
import { checkReference } from '../../reference.js';
import { lookUpPeople } from '../../registers/lookup.js';
import { securityEvent } from '../../security-events.js';
import { readCheckInput } from '../../vocabulary/check-input.js';
import { ukClock, ukMinute, ukTime } from '../../vocabulary/dates.js';
import { contextOf } from '../context.js';
import { formFields, tooLarge } from '../form-body.js';
import { personPage } from './person-registers.js';

/** The largest form body read: a check is two short fields; a report, a few longer ones. */
export const maxBodyBytes = { check: 4096, report: 20_000 };

/** The check form's fields on an answer to a request that typed nothing into them. */
export const nothingTyped = { number: '', surname: '' };

/**
 * With a refusal of a body too large: the rest of it is never read, so the connection ends with
 * the answer rather than wait for it.
 */
export const tooLargeHeaders = { Connection: 'close' };

/** @param {number} ms */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The refusal of a try over a limit: whose limit, and when the visitor can try again; a security
 * event in the log.
 * @param {import('hono').Context<any>} c
 * @param {{ refused?: 'client' | 'number' | 'service', endsAt: Date }} counted
 * @param {Date} at
 * @param {{ number: string, surname: string }} typed what the check form shows again
 * @param {string} [prefix] the person check's
 * @param {'web' | 'report'} [surface] what was tried, for the log
 */
export function limitedPage(c, counted, at, typed, prefix = '', surface = 'web') {
  contextOf(c).log(
    securityEvent('limit-reached', { surface, limit: counted.refused ?? 'service' }),
  );
  const seconds = Math.max(1, Math.ceil((counted.endsAt.getTime() - at.getTime()) / 1000));
  return personPage(
    c,
    429,
    prefix,
    counted.refused === 'number' ? 'number-limited' : 'limited',
    { ...typed, retryAt: ukClock.format(counted.endsAt) },
    { 'Retry-After': String(seconds) },
  );
}

/**
 * @template R
 * @typedef {{
 *   typed: { number: string, surname: string }, at: Date, record?: R,
 *   about: (outcome: string) => { checkedAt: string, checkedNumber: string, reference: string, registerUpdated: string },
 * }} Tried a try the check may answer: what was typed, when, the record whose number and surname
 *   matched (none for a no-match), and what the answer says of the check (`about` its outcome)
 */

/**
 * The form of a person check as it was posted, or the page to answer instead.
 * @param {import('hono').Context<any>} c
 * @param {string} prefix
 */
async function readForm(c, prefix) {
  const form = await formFields(c, maxBodyBytes.check).catch(() => undefined);
  if (form === tooLarge)
    return {
      refusal: personPage(c, 413, prefix, 'invalid-number-format', nothingTyped, tooLargeHeaders),
    };
  if (!form) return { refusal: personPage(c, 400, prefix, 'invalid-number-format', nothingTyped) };
  const fields = { number: form.get('number') ?? '', surname: form.get('surname') ?? '' };
  const typed = { number: fields.number.slice(0, 200), surname: fields.surname.slice(0, 200) };
  const input = readCheckInput(fields);
  if (!input.ok)
    return {
      refusal: personPage(
        c,
        400,
        prefix,
        /** @type {import('../../answers.js').PersonAnswer} */ (
          `invalid-${input.field}-${input.problem}`
        ),
        typed,
      ),
    };
  return { fields, typed, number: input.number };
}

/**
 * A person check's try on `register`, read and counted: the try to answer, or the page that
 * refuses it (a field to correct, a limit reached, a Firestore that does not answer).
 * @template R
 * @param {import('hono').Context<any>} c
 * @param {import('./person-registers.js').PersonRegisterReading} register
 * @returns {Promise<{ refusal: Response } | { tried: Tried<R> }>}
 */
export async function readTry(c, { prefix, collection, receiptRegister }) {
  const { db, allowDemonstration, referenceKey, now, limits, limiter } = contextOf(c);
  const at = now();
  const form = await readForm(c, prefix);
  if (form.refusal) return { refusal: form.refusal };
  const { fields, typed, number } = form;
  // The count and the register's pointer with the record run together: one round trip of
  // waiting, whatever the answer.
  const [counted, read] = await Promise.all([
    inTime(
      c,
      limiter.countTry({
        client: clientOf(c.env.incoming),
        number: numberCounted(receiptRegister, number),
        at,
      }),
    ),
    // The same reading of the register as the employers' API's, for one pair.
    inTime(c, lookUpPeople(db, collection, [fields], { at, allowDemonstration })),
  ]);
  if (counted === unavailable || read === unavailable)
    return {
      refusal: personPage(c, 503, prefix, 'unavailable', typed, { 'Retry-After': '60' }),
    };
  if (counted.refused) return { refusal: limitedPage(c, counted, at, typed, prefix) };
  // Past the service's ceiling of no-matches this minute, the register is being listed: a
  // client's first try in its window is still answered (a visitor checking one card), every
  // other is refused until the minute ends.
  const service = limiter.serviceOver(at);
  if (service.over && counted.tries > 1)
    return { refusal: limitedPage(c, { endsAt: service.endsAt }, at, typed, prefix) };
  // Past `slowAfter`, each try from the client waits a little longer than the one before.
  await wait(
    Math.max(0, counted.tries - limits.perClient.slowAfter) * limits.perClient.delayStepMs,
  );
  const [found] = read.found;
  const record = /** @type {R | undefined} */ (
    found && 'person' in found ? found.person : undefined
  );
  /** @param {string} outcome */
  const about = (outcome) => ({
    checkedAt: ukTime.format(at),
    checkedNumber: number,
    reference: checkReference(referenceKey, { at, number, outcome }),
    registerUpdated: read.updatedAt ? ukMinute.format(read.updatedAt) : 'not yet loaded',
  });
  if (!record) await limiter.countNoMatch(at, (promise) => inTime(c, promise));
  return { tried: { typed, at, record, about } };
}
