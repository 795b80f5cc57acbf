// What an employer's account does, whichever way it comes in: its systems through the API
// (functions/surfaces/api/), or a site manager through the crew check's form
// (functions/surfaces/crew/). One way to find the account a key is of, one daily quota per
// account, and one check of many pairs: each pair answered as the web check answers (an unknown
// number and a wrong surname alike), with a reference and a receipt anyone can verify, written to
// the account's own record of its checks, and the people matched watched if asked.
//
// What it promises: a key is found by its id and compared by its hash in constant time; a key the
// instance does not know makes it read the accounts again (one read shared by every request that
// waits for it), so a new key is live at once, and a revoked key, or any key of an account not active, is refused within
// a minute (the accounts are read again every `checkMs`); the quota is spent before the register
// is read, so an account past it costs no read, and never more than the quota is answered, however
// many instances answer at once (quota.js); every pair counts against its number's limit
// as a web check does (functions/counting/limiter.js), so no key learns a surname faster than the web check
// allows, and a pair past it is answered `limited`, decided before the record is compared; its
// no-matches count towards the service's ceiling, past which an account whose no-matches today
// outnumber its matches has its pairs refused until the minute ends; an account whose no-matches
// run far above its matches is slowed, then refused for the day (`accountStanding`); the record
// holds what, when, the outcome and the reference, never a name; each refusal is a security event
// in the log, naming the account, never a key or a number.
import { Timestamp } from 'firebase-admin/firestore';
import { createCatalogue } from '../catalogue.js';
import { numberCounted } from '../counting/limiter.js';
import { accountStanding } from './standing.js';
import { Quota } from './quota.js';
import { provisionalOn } from '../vocabulary/provisional.js';
import { categoryNames } from '../vocabulary/category-names.js';
import { instructorsCollection } from '../providers.js';
import { demonstrationPrefix } from '../vocabulary/registration-numbers.js';
import { employerRegister, operatorsCollection } from '../register.js';
import { readCheckInput } from '../vocabulary/check-input.js';
import { ukToday } from '../vocabulary/dates.js';
import { checkReference } from '../reference.js';
import { keyIdOf, keyMatches } from '../registers/keys.js';
import { lookUpPeople, readPhotos } from '../registers/lookup.js';
import { securityEvent } from '../security-events.js';
import { standingOf, watch } from '../watching.js';
import { checkRecordRetentionDays } from '../surfaces/api/schemas.js';

/** An account's record of its checks, one document a pair, deleted by a TTL on `deleteAt`. */
export const checkRecordCollection = 'employerChecks';

const collections = { operators: operatorsCollection, instructors: instructorsCollection };

/** @typedef {import('../registers/employers-file.js').EmployerVersion} Account */
/** @typedef {keyof typeof collections} EmployerRegister */

/**
 * @typedef {{
 *   number: string, outcome: 'invalid', problem: { field: string, problem: string },
 * } | {
 *   number: string, outcome: 'limited', retryAt: Date,
 * } | {
 *   number: string, outcome: 'no-match', reference: string, receipt: string,
 * } | {
 *   number: string, outcome: 'match', reference: string, receipt: string,
 *   status: 'current' | 'expired' | 'suspended', statusSince?: string, validUntil: string,
 *   name: string, categories: string[], photo?: string, photoId?: string,
 * }} PairResult one pair's answer: the number as asked (normalised when it could be read);
 *   `limited`: not answered, as its number's tries (or the service's) are used up until `retryAt`;
 *   `statusSince`: the UK day the person took their status, where the register knows it;
 *   `photoId`: the photograph's document, where it was asked for
 */

/**
 * @typedef {{ spent: false, refused: 'quota' | 'no-matches', used: number } | {
 *   spent: true, used: number, updatedAt: Date | undefined, results: PairResult[],
 * }} Checked what a check of many pairs came to: refused (the quota spent, or the account's
 *   no-matches), or each pair's answer
 */

/**
 * @typedef {{
 *   db: import('firebase-admin/firestore').Firestore,
 *   activity: import('firebase-admin/firestore').Firestore,
 *   referenceKey: string | Buffer,
 *   allowDemonstration: boolean,
 *   receipts: Promise<Awaited<ReturnType<typeof import('../receipts.js').createReceipts>>>,
 *   limiter: import('../counting/limiter.js').Limiter,
 *   limits: import('../counting/limiter.js').Limits,
 *   log: (entry: Record<string, unknown>) => void,
 *   checkMs: number,
 *   providerName?: () => Promise<(number: string) => string>,
 * }} EmployerChecksOptions `providerName`: how a provider is named where a record holds its
 *   provisional results (the function's copy of the providers' register)
 */

/**
 * @typedef {{
 *   register: EmployerRegister, pairs: readonly { number: string, surname: string }[],
 *   photos?: boolean, watch?: boolean, surface: 'api' | 'crew', requestId?: string,
 * }} CheckRequest a check of many pairs, as a surface asks it
 */

/** The accounts, their quota and their checks, for the surfaces an employer uses. */
export class EmployerChecks {
  #options;
  #quota;
  /** @type {ReturnType<typeof createCatalogue<Account>>} */
  #accounts;

  /** @param {EmployerChecksOptions} options */
  constructor(options) {
    this.#options = options;
    this.#quota = new Quota({ db: options.activity });
    this.#accounts = createCatalogue({
      db: options.db,
      register: employerRegister,
      checkMs: options.checkMs,
    });
  }

  /**
   * The account a key is of, if the key is live and the account active; otherwise why not.
   * @param {string} typed
   * @returns {Promise<{ account: Account } | { refused: 'key', holder?: string } | { refused: 'inactive', status: string, holder: string }>}
   *   `holder`: the account whose key's id it is, where the id is one of an account's keys
   */
  async #findAccount(typed) {
    const asked = Date.now();
    const id = keyIdOf(typed);
    if (!id) return { refused: 'key' };
    // A key this copy does not hold may be new: looked for again in a copy read since it came.
    const held =
      holderOf(await this.#accounts.get(), id) ??
      holderOf(await this.#accounts.get({ since: asked }), id);
    if (!held) return { refused: 'key' };
    const { account, stored } = held;
    // The demonstration account's key is published: it opens an emulator's project only.
    if (account.number.startsWith(demonstrationPrefix) && !this.#options.allowDemonstration)
      return { refused: 'key' };
    if (stored.revokedAt || !keyMatches(typed, stored))
      return { refused: 'key', holder: account.number };
    if (account.status !== 'active')
      return { refused: 'inactive', status: account.status, holder: account.number };
    return { account };
  }

  /**
   * The account a key is of, if the key is live and the account active; otherwise why not:
   * `key` for a key that is not one (unknown, mistyped or revoked alike), `inactive` for a live
   * key of an account that is not active. A refusal is a security event, naming the account
   * where the key's id is one of its keys.
   * @param {string} typed the key as given
   * @param {{ surface: 'api' | 'crew', requestId?: string }} asked
   * @returns {Promise<{ account: Account } | { refused: 'key' } | { refused: 'inactive', status: string }>}
   */
  async accountOf(typed, { surface, requestId }) {
    const found = await this.#findAccount(typed);
    if ('account' in found) return found;
    this.#options.log(
      securityEvent('key-refused', {
        surface,
        requestId,
        why: found.refused === 'inactive' ? 'inactive' : found.holder ? 'not live' : 'unknown',
        account: found.holder,
      }),
    );
    return found.refused === 'inactive'
      ? { refused: 'inactive', status: found.status }
      : { refused: 'key' };
  }

  /**
   * Checks `pairs` on `register` for `account`, if its quota for the UK day of `at` has room
   * for them all and its no-matches today do not refuse it; `used`: the quota spent today,
   * after these.
   * @param {Account} account
   * @param {CheckRequest} request
   * @param {Date} at
   * @returns {Promise<Checked>}
   */
  async check(account, request, at) {
    const { log, limits } = this.#options;
    const { pairs } = request;
    const event = {
      surface: request.surface,
      account: account.number,
      requestId: request.requestId,
    };
    const day = await this.#quota.spend(account.number, account.dailyQuota, pairs.length, at);
    if (!day.spent) {
      log(securityEvent('quota-spent', event));
      return { spent: false, refused: 'quota', used: day.used };
    }
    const before = accountStanding(day, limits.accounts);
    if (before.standing === 'refused') {
      log(securityEvent('limit-reached', { ...event, limit: 'account-refused' }));
      await this.#quota.giveBack(account.number, pairs.length, at);
      return { spent: false, refused: 'no-matches', used: day.used - pairs.length };
    }
    const { results, read, serviceRefuses } = await this.#answer(request, day, at);
    const outcomes = {
      matches: countOf(results, 'match'),
      noMatches: countOf(results, 'no-match'),
      limited: countOf(results, 'limited'),
    };
    if (outcomes.limited)
      log(
        securityEvent('limit-reached', {
          ...event,
          limit: serviceRefuses ? 'service' : 'number',
          pairs: outcomes.limited,
        }),
      );
    const photographs = await this.#settle(account, request, at, {
      day,
      before,
      results,
      outcomes,
    });
    if (request.watch)
      await watchMatched(
        this.#options.activity,
        account.number,
        request.register,
        read.found,
        results,
        at,
      );
    return {
      spent: true,
      used: day.used - outcomes.limited,
      updatedAt: read.updatedAt,
      results: results.map((result) =>
        result.outcome === 'match' && result.photoId
          ? withPhoto(result, photographs.get(result.photoId))
          : result,
      ),
    };
  }

  /**
   * Each pair answered: its number counted as a web check counts its one, and the register read,
   * together (one round trip of waiting); whether a pair is answered decided before it is
   * compared.
   * @param {CheckRequest} request
   * @param {import('./quota.js').AccountDay} day the account's day before this request
   * @param {Date} at
   */
  async #answer({ register, pairs, photos = false }, day, at) {
    const { db, allowDemonstration, limiter, receipts, referenceKey } = this.#options;
    const [counted, read] = await Promise.all([
      limiter.countNumbers(
        // The pairs the register is asked about: those the check can read (lookUpPeople reads
        // each as this does, so the counts come back in the order of its answers).
        pairs.flatMap((pair) => {
          const input = readCheckInput(pair);
          return input.ok ? [numberCounted(register, input.number)] : [];
        }),
        at,
      ),
      lookUpPeople(db, collections[register], pairs, { at, allowDemonstration }),
    ]);
    // Past the service's ceiling of no-matches this minute, the register is being listed: an
    // account whose no-matches today outnumber its matches waits for the minute to end.
    const service = limiter.serviceOver(at);
    const serviceRefuses = service.over && day.noMatches > day.matches;
    const numbersCounted = counted.values();
    // A record a provider's results are on names the provider: read only when one is.
    const named = read.found.some((each) => 'person' in each && each.person?.provisional)
      ? await (this.#options.providerName?.() ?? Promise.resolve(undefined))
      : undefined;
    const providerName = named ?? ((/** @type {string} */ number) => number);
    const sign = { signer: await receipts, referenceKey, register, at, photos, providerName };
    /** @type {PairResult[]} */
    const results = await Promise.all(
      read.found.map((each) => {
        if ('problem' in each)
          return { number: each.asked.number, outcome: 'invalid', problem: each.problem };
        const counting = /** @type {{ allowed: boolean, endsAt: Date }} */ (
          numbersCounted.next().value
        );
        if (!counting.allowed || serviceRefuses)
          return {
            number: each.number,
            outcome: 'limited',
            retryAt: counting.allowed ? service.endsAt : counting.endsAt,
          };
        return answerPair(each, sign);
      }),
    );
    return { results, read, serviceRefuses };
  }

  /**
   * After the pairs are answered: the account's own record and its day's outcomes (the pairs not
   * answered given back, and the standing newly reached, a security event), the no-matches
   * counted towards the service's ceiling, the photographs asked for read, and, for an account
   * being slowed, the wait. Resolves to the photographs, by id.
   * @param {Account} account
   * @param {CheckRequest} request
   * @param {Date} at
   * @param {{
   *   day: import('./quota.js').AccountDay, before: ReturnType<typeof accountStanding>,
   *   results: PairResult[], outcomes: { matches: number, noMatches: number, limited: number },
   * }} answered
   */
  async #settle(account, request, at, { day, before, results, outcomes }) {
    const { db, activity, limiter, limits, log } = this.#options;
    const after = accountStanding(
      { matches: day.matches + outcomes.matches, noMatches: day.noMatches + outcomes.noMatches },
      limits.accounts,
    );
    const reached =
      after.standing !== before.standing && after.standing !== 'clear' ? after.standing : undefined;
    if (reached)
      log(
        securityEvent('limit-reached', {
          surface: request.surface,
          account: account.number,
          requestId: request.requestId,
          limit: `account-${reached}`,
        }),
      );
    const batch = activity.batch();
    recordChecks(batch, activity, {
      account: account.number,
      at,
      register: request.register,
      results,
    });
    this.#quota.settle(batch, account.number, at, {
      matches: outcomes.matches,
      noMatches: outcomes.noMatches,
      unanswered: outcomes.limited,
      standing: reached,
    });
    const [photographs] = await Promise.all([
      readPhotos(
        db,
        results.flatMap((result) =>
          result.outcome === 'match' && result.photoId ? [result.photoId] : [],
        ),
      ),
      batch.commit(),
      limiter.countNoMatch(at, undefined, outcomes.noMatches),
      // Slowed: the answer waits, by how far its no-matches run past the line.
      new Promise((resolve) => setTimeout(resolve, before.delayMs)),
    ]);
    return photographs;
  }
}

/**
 * The account holding the key of id `id`, and the key as stored, in a copy of the accounts.
 * @param {import('../catalogue.js').Register<Account>} register
 * @param {string} id
 */
function holderOf(register, id) {
  for (const account of register.records.values()) {
    const stored = (account.keys ?? []).find((key) => key.id === id);
    if (stored) return { account, stored };
  }
  return undefined;
}

/**
 * How many results had `outcome`.
 * @param {readonly PairResult[]} results
 * @param {PairResult['outcome']} outcome
 */
const countOf = (results, outcome) => results.filter((result) => result.outcome === outcome).length;

/**
 * A match's categories as the web check lists them (those a provider's results put on the record
 * counting until the scheme's day to confirm them), and what the record says of each of those.
 * @param {import('../registers/lookup.js').Person & { provisional?: import('../vocabulary/provisional.js').Provisional }} person
 * @param {string} today
 * @param {(number: string) => string} providerName
 */
function provisionalOf(person, today, providerName) {
  const { counting, notes } = provisionalOn(person.provisional, today, providerName);
  return {
    categories: categoryNames([...person.categories, ...counting]),
    ...(notes.length
      ? { provisional: notes.map(({ code, counts, text }) => ({ category: code, counts, text })) }
      : {}),
  };
}

/**
 * A pair the register was asked about and may answer: a match, with what the web check shows of
 * it, or a no-match (an unknown number and a wrong surname alike), each with its reference and a
 * receipt signed as the web check's are.
 * @param {{ number: string, person?: import('../registers/lookup.js').Person, status?: 'current' | 'expired' | 'suspended' }} found
 * @param {{
 *   signer: Awaited<ReturnType<typeof import('../receipts.js').createReceipts>>,
 *   referenceKey: string | Buffer, register: EmployerRegister, at: Date, photos: boolean,
 *   providerName: (number: string) => string,
 * }} how
 * @returns {Promise<PairResult>}
 */
async function answerPair(
  { number, person, status },
  { signer, referenceKey, register, at, photos, providerName },
) {
  const prefix = register === 'instructors' ? 'instructor-' : '';
  const reference = checkReference(referenceKey, {
    at,
    number,
    outcome: `${prefix}${status ?? 'no-match'}`,
  });
  const receipted = { register, number, reference, checkedAt: at };
  if (!person || !status)
    return {
      number,
      outcome: 'no-match',
      reference,
      receipt: await signer.sign({ ...receipted, outcome: 'no-match' }),
    };
  return {
    number,
    outcome: 'match',
    status,
    ...(person.statusSince ? { statusSince: person.statusSince } : {}),
    validUntil: person.validUntil,
    name: `${person.givenNames} ${person.surname}`,
    ...provisionalOf(person, ukToday(at), providerName),
    ...(photos && register === 'operators' && person.photo ? { photoId: person.photo } : {}),
    reference,
    receipt: await signer.sign({
      ...receipted,
      outcome: 'match',
      status,
      validUntil: person.validUntil,
    }),
  };
}

/**
 * Writes an account's record of a request's checks, in `batch`: what, when, the outcome and the
 * reference, never the name; deleted after `checkRecordRetentionDays`.
 * @param {import('firebase-admin/firestore').WriteBatch} batch
 * @param {import('firebase-admin/firestore').Firestore} activity
 * @param {{ account: string, at: Date, register: EmployerRegister, results: readonly PairResult[] }} checked
 */
function recordChecks(batch, activity, { account, at, register, results }) {
  const deleteAt = Timestamp.fromMillis(at.getTime() + checkRecordRetentionDays * 86_400_000);
  for (const result of results)
    batch.set(activity.collection(checkRecordCollection).doc(), {
      account,
      at: Timestamp.fromDate(at),
      register,
      number: result.number.slice(0, 40),
      outcome: result.outcome,
      ...(result.outcome === 'match' ? { status: result.status } : {}),
      ...('reference' in result ? { reference: result.reference } : {}),
      deleteAt,
    });
}

/**
 * Watches the people a request matched (and answered), at their standing now.
 * @param {import('firebase-admin/firestore').Firestore} activity
 * @param {string} account
 * @param {EmployerRegister} register
 * @param {Awaited<ReturnType<typeof lookUpPeople>>['found']} found
 * @param {readonly PairResult[]} results
 * @param {Date} at
 */
function watchMatched(activity, account, register, found, results, at) {
  return watch(
    activity,
    account,
    register,
    found.flatMap((each) =>
      'person' in each && each.person && results.some(isMatchOf(each.number))
        ? [
            {
              number: each.number,
              standing: standingOf(
                { versions: { 1: each.person } },
                { current: 1, abandoned: [] },
                ukToday(at),
              ),
            },
          ]
        : [],
    ),
    at,
  );
}

/** @param {string} number */
const isMatchOf = (number) => (/** @type {PairResult} */ result) =>
  result.outcome === 'match' && result.number === number;

/**
 * A match with its photograph, read after it was compared.
 * @param {Extract<PairResult, { outcome: 'match' }>} result
 * @param {string | undefined} photo base64 JPEG
 */
const withPhoto = (result, photo) => (photo ? { ...result, photo } : result);
