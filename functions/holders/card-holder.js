// A holder as their card, their record and the verify page show them (docs/holders.md): read from
// the register now (functions/registers/operator-record.js, never a copy), with the provider that
// trained them from the function's copy of the providers' register, and their photograph where the
// page shows one; and what the pages say of it, in the check's own words (the standing, the
// categories with any provisional state, the provider's link and phone).
import { readOperator, readPhoto } from '../registers/operator-record.js';
import { standingNote } from '../providers.js';
import { categoryNames } from '../vocabulary/category-names.js';
import { daysBetween, longDate, ukToday } from '../vocabulary/dates.js';
import { finderPaths } from '../vocabulary/paths.js';
import { telHref } from '../vocabulary/phones.js';
import { provisionalOn } from '../vocabulary/provisional.js';
import { endingWithinDays, registrationStatus } from '../vocabulary/statuses.js';

/**
 * @typedef {{
 *   db: import('firebase-admin/firestore').Firestore,
 *   catalogues: import('../surfaces/context.js').SurfaceContext['catalogues'],
 *   allowDemonstration: boolean,
 * }} Reader
 * @typedef {'current' | 'ending' | 'expired' | 'suspended'} Standing a record's standing on a
 *   day: `ending`, current within 90 days of its end
 * @typedef {{ record: import('../registers/operator-record.js').OperatorRecord, standing: Standing,
 *   photo: string, providers: Map<string, import('../providers.js').ProviderVersion> | undefined }
 *   | { removed: { on: string } } | { unknown: true }} Held
 * What the register holds of a number now: the record, its standing today, its photograph ('' when
 * not asked for) and the providers' register; or its removal; or nothing.
 */

/**
 * The holder of `number` as the register holds them at `at`.
 * @param {Reader} reader
 * @param {string} number
 * @param {{ at: Date, photo: boolean }} options `photo`: whether to read the photograph too
 * @returns {Promise<Held>}
 */
export async function readHolder({ db, catalogues, allowDemonstration }, number, { at, photo }) {
  const [reading, providers] = await Promise.all([
    readOperator(db, number, { allowDemonstration }),
    catalogues.providers.get(),
  ]);
  if (!('record' in reading)) return reading;
  const { record } = reading;
  const today = ukToday(at);
  const status = registrationStatus(record, today);
  const ending = status === 'current' && daysBetween(today, record.validUntil) <= endingWithinDays;
  return {
    record,
    standing: ending ? 'ending' : status,
    photo: photo ? await readPhoto(db, record) : '',
    providers: providers.records,
  };
}

/** "today", "in 1 day", "in 12 days": how long until a registration ends. */
export const endsIn = (/** @type {number} */ days) =>
  days === 0 ? 'today' : `in ${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * What every page shows of a record on the register: the name, number, valid-until date, the
 * categories (those a provider's results put on it counting until the scheme's day), a line on
 * each provisional one, and the provider that trained them with its page, phone and (where it may
 * not train today) standing.
 * @param {Extract<Held, { record: unknown }>} held
 * @param {Date} at
 */
export function holderValues({ record, providers }, at) {
  const today = ukToday(at);
  const { counting, notes } = provisionalOn(
    record.provisional,
    today,
    (number) => providers?.get(number)?.name ?? number,
  );
  const provider = record.provider ? providers?.get(record.provider) : undefined;
  return {
    fullName: `${record.givenNames} ${record.surname}`,
    number: record.registrationNumber,
    validUntil: longDate(record.validUntil),
    categories: categoryNames([...record.categories, ...counting]),
    provisional: notes.map(({ text }) => ({ provisionalText: text })),
    providers: provider
      ? [
          {
            providerName: provider.name,
            providerHref: `${finderPaths.provider}${provider.number}`,
            providerPhone: provider.phone,
            providerPhoneHref: telHref(provider.phone),
            providerStanding: standingNote(provider, today),
          },
        ]
      : [],
    endsIn: endsIn(daysBetween(today, record.validUntil)),
  };
}

/**
 * A suspension's day and why, where the register keeps them: one row each, or none.
 * @param {import('../registers/operator-record.js').OperatorRecord} record
 */
export const suspensionRows = (record) => ({
  since: record.statusSince ? [{ sinceDate: longDate(record.statusSince) }] : [],
  why: record.suspendedWhy ? [{ whyText: record.suspendedWhy }] : [],
});

/**
 * The standing in words, as the holder's record says it: "Current", "Current: ends in 12 days",
 * "Expired on 30 June 2025", "Suspended since 3 November 2026".
 * @param {Extract<Held, { record: unknown }>} held
 * @param {Date} at
 */
export function standingText({ record, standing }, at) {
  switch (standing) {
    case 'ending':
      return `Current: ends ${endsIn(daysBetween(ukToday(at), record.validUntil))}`;
    case 'expired':
      return `Expired: it ended on ${longDate(record.validUntil)}`;
    case 'suspended':
      return record.statusSince
        ? `Suspended since ${longDate(record.statusSince)}`
        : 'Suspended by the scheme';
    default:
      return 'Current';
  }
}

/**
 * A removal's day, where kept: one row, or none (a number never held, or removed before the day
 * was kept).
 * @param {{ on: string } | undefined} removed
 */
export const removedRows = (removed) => (removed?.on ? [{ removedOn: longDate(removed.on) }] : []);
