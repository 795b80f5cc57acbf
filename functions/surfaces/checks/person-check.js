// A person checked by registration number and surname on the register a route reads
// (`personRegisters`): the same limits, the same answer for an unknown number and a wrong surname,
// never stored or cached, whichever register it is; a match with what the page shows of the
// person, their providers and their photograph, each result with its receipt.
import { inTime, unavailable } from '../../answering.js';
import { standingNote } from '../../providers.js';
import { photosCollection } from '../../register.js';
import { categoryNames } from '../../vocabulary/category-names.js';
import { provisionalOn } from '../../vocabulary/provisional.js';
import { daysBetween, longDate, ukToday } from '../../vocabulary/dates.js';
import { finderPaths } from '../../vocabulary/paths.js';
import { endingWithinDays, registrationStatus } from '../../vocabulary/statuses.js';
import { contextOf } from '../context.js';
import { personPage } from './person-registers.js';
import { readTry } from './read-try.js';
import { receiptOf } from './receipt.js';

/**
 * "today", "1 day", "12 days": how long until a registration ends.
 * @param {number} days
 */
const inDays = (days) => (days === 0 ? 'today' : `in ${days} ${days === 1 ? 'day' : 'days'}`);

/**
 * A provider a matched person is tied to, as the answer links to it, with its standing where it
 * is not accredited today: none where the register no longer holds it.
 * @param {string} number
 * @param {Map<string, import('../../providers.js').ProviderVersion> | undefined} providers
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
 * A record's categories as the check lists them, those a provider's results put on it counting
 * until the scheme's day to confirm them, and a line on each of those (functions/vocabulary/provisional.js).
 * @param {import('./person-registers.js').PersonVersion} record
 * @param {string} today
 * @param {Map<string, import('../../providers.js').ProviderVersion> | undefined} providers
 */
function withProvisional(record, today, providers) {
  const { counting, notes } = provisionalOn(
    record.provisional,
    today,
    (number) => providers?.get(number)?.name ?? number,
  );
  return {
    categories: categoryNames([...record.categories, ...counting]),
    provisional: notes.map(({ text }) => ({ provisionalText: text })),
  };
}

/**
 * The answer to a person check on `register`.
 * @param {import('hono').Context<any>} c
 * @param {import('./person-registers.js').PersonRegisterReading} register
 * @returns {Promise<Response>}
 */
export async function answerPersonCheck(c, register) {
  const { prefix } = register;
  /** @type {Awaited<ReturnType<typeof readTry<import('./person-registers.js').PersonVersion>>>} */
  const read = await readTry(c, register);
  if ('refusal' in read) return read.refusal;
  const { typed, at, record, about } = read.tried;
  const unavailablePage = () =>
    personPage(c, 503, prefix, 'unavailable', typed, { 'Retry-After': '60' });
  const reports = /** @type {readonly string[]} */ (register.noMatch).includes('reportNumber');
  if (!record) {
    const kept = about(`${prefix}no-match`);
    const receipted = await receiptOf(c, register.receiptRegister, kept, at);
    if (!receipted) return unavailablePage();
    return personPage(c, 200, prefix, 'no-match', {
      ...typed,
      ...kept,
      ...receipted,
      ...(reports ? { reportNumber: kept.checkedNumber } : {}),
    });
  }
  // A photograph has a document of its own, read only now that the surname has matched; the
  // providers are named from the function's copy of their register.
  const { db, catalogues } = contextOf(c);
  const numbers = register.providersOf(record);
  const [photo, providers] = await Promise.all([
    /** @type {readonly string[]} */ (register.match).includes('photo') && record.photo
      ? inTime(c, db.collection(photosCollection).doc(record.photo).get())
      : undefined,
    numbers.length || record.provisional ? inTime(c, catalogues.providers.get()) : undefined,
  ]);
  if (photo === unavailable || providers === unavailable) return unavailablePage();
  const today = ukToday(at);
  const status = registrationStatus(record, today);
  const daysLeft = daysBetween(today, record.validUntil);
  const fullName = `${record.givenNames} ${record.surname}`;
  const kept = about(`${prefix}${status}`);
  const receipted = await receiptOf(c, register.receiptRegister, kept, at, {
    status,
    validUntil: record.validUntil,
  });
  if (!receipted) return unavailablePage();
  return personPage(
    c,
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
      ...withProvisional(record, today, providers?.records),
      // A suspension says since when, where the register knows the day.
      ...(status === 'suspended'
        ? {
            since: record.statusSince ? [{ sinceDate: longDate(record.statusSince) }] : [],
            why: record.suspendedWhy ? [{ whyText: record.suspendedWhy }] : [],
          }
        : {}),
    },
  );
}
