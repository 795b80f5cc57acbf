// What an employer's account does, whichever way it comes in: its systems through the API
// (functions/surfaces/api.js), or a site manager through the crew check's form
// (functions/surfaces/crew.js). One way to find the account a key is of, one daily quota per
// account, and one check of many pairs: each pair answered as the web check answers (an unknown
// number and a wrong surname alike), with a reference and a receipt anyone can verify, written to
// the account's own record of its checks, and the people matched watched if asked.
//
// What it promises: a key is found by its id and compared by its hash in constant time; a revoked
// key, or any key of an account not active, is refused within a minute (the accounts are read
// again every `checkMs`); the quota is spent before the register is read, so an account past it
// costs no read; the record holds what, when, the outcome and the reference, never a name.
import { Timestamp } from 'firebase-admin/firestore';
import { createCatalogue } from '../catalogue.js';
import { createQuota } from '../quota.js';
import { categoryNames, instructorsCollection } from '../providers.js';
import { demonstrationPrefix, operatorsCollection, ukToday } from '../records.js';
import { checkReference } from '../reference.js';
import { keyIdOf, keyMatches } from '../registers/keys.js';
import { lookUpPeople, readPhotos } from '../registers/lookup.js';
import { standingOf, watch } from '../watching.js';
import { checkRecordRetentionDays } from './api-schemas.js';

/** An account's record of its checks, one document a pair, deleted by a TTL on `deleteAt`. */
export const checkRecordCollection = 'employerChecks';

const collections = { operators: operatorsCollection, instructors: instructorsCollection };

/** @typedef {import('../registers/employers-file.js').EmployerVersion} Account */
/** @typedef {keyof typeof collections} EmployerRegister */

/**
 * @typedef {{
 *   number: string, outcome: 'invalid', problem: { field: string, problem: string },
 * } | {
 *   number: string, outcome: 'match' | 'no-match', reference: string, receipt: string,
 *   status?: 'current' | 'expired' | 'suspended', validUntil?: string, name?: string,
 *   categories?: string[], photo?: string,
 * }} PairResult one pair's answer: the number as asked (normalised when it could be read)
 */

/**
 * The accounts, their quota and their checks, for the surfaces an employer uses.
 * @param {{
 *   db: import('firebase-admin/firestore').Firestore,
 *   activity: import('firebase-admin/firestore').Firestore,
 *   referenceKey: string | Buffer,
 *   allowDemonstration: boolean,
 *   receipts: Promise<Awaited<ReturnType<typeof import('../receipts.js').createReceipts>>>,
 *   checkMs: number,
 * }} options
 */
export function createEmployerChecks({
  db,
  activity,
  referenceKey,
  allowDemonstration,
  receipts,
  checkMs,
}) {
  const quota = createQuota({ db: activity });
  /** @type {ReturnType<typeof createCatalogue<Account>>} */
  const accounts = createCatalogue({
    db,
    register: { collection: 'employers', key: 'number' },
    checkMs,
  });

  return {
    /**
     * The account a key is of, if the key is live and the account active; otherwise why not:
     * `key` for a key that is not one (unknown, mistyped or revoked alike), `inactive` for a live
     * key of an account that is not active.
     * @param {string} typed the key as given
     * @returns {Promise<{ account: Account } | { refused: 'key' } | { refused: 'inactive', status: string }>}
     */
    async accountOf(typed) {
      const id = keyIdOf(typed);
      if (!id) return { refused: 'key' };
      const register = await accounts.get();
      for (const account of register.records.values()) {
        const stored = (account.keys ?? []).find((key) => key.id === id);
        if (!stored) continue;
        // The demonstration account's key is published: it opens an emulator's project only.
        if (account.number.startsWith(demonstrationPrefix) && !allowDemonstration)
          return { refused: 'key' };
        if (stored.revokedAt || !keyMatches(typed.trim(), stored)) return { refused: 'key' };
        if (account.status !== 'active') return { refused: 'inactive', status: account.status };
        return { account };
      }
      return { refused: 'key' };
    },

    /**
     * Checks `pairs` on `register` for `account`, if its quota for the UK day of `at` has room
     * for them all; `used`: the quota spent today, after these.
     * @param {Account} account
     * @param {{
     *   register: EmployerRegister, pairs: readonly { number: string, surname: string }[],
     *   photos?: boolean, watch?: boolean,
     * }} request
     * @param {Date} at
     * @returns {Promise<{ spent: false, used: number } | {
     *   spent: true, used: number, updatedAt: Date | undefined, results: PairResult[],
     * }>}
     */
    async check(account, { register, pairs, photos = false, watch: watching = false }, at) {
      const { spent, used } = await quota.spend(
        account.number,
        account.dailyQuota,
        pairs.length,
        at,
      );
      if (!spent) return { spent: false, used };
      const { found, updatedAt } = await lookUpPeople(db, collections[register], pairs, {
        at,
        allowDemonstration,
      });
      const photographs =
        photos && register === 'operators'
          ? await readPhotos(
              db,
              found.flatMap((each) =>
                'person' in each && each.person?.photo ? [each.person.photo] : [],
              ),
            )
          : new Map();
      const signer = await receipts;
      const prefix = register === 'instructors' ? 'instructor-' : '';
      /** @type {PairResult[]} */
      const results = await Promise.all(
        found.map(async (each) => {
          if ('problem' in each)
            return {
              number: each.asked.number,
              outcome: /** @type {const} */ ('invalid'),
              problem: each.problem,
            };
          const person = each.person;
          const outcome = person ? 'match' : 'no-match';
          const reference = checkReference(referenceKey, {
            at,
            number: each.number,
            outcome: `${prefix}${each.status ?? 'no-match'}`,
          });
          const receipt = await signer.sign({
            register,
            number: each.number,
            outcome,
            ...(person ? { status: each.status, validUntil: person.validUntil } : {}),
            reference,
            checkedAt: at,
          });
          return {
            number: each.number,
            outcome,
            ...(person
              ? {
                  status: each.status,
                  validUntil: person.validUntil,
                  name: `${person.givenNames} ${person.surname}`,
                  categories: categoryNames(person.categories),
                  ...(person.photo && photographs.has(person.photo)
                    ? { photo: photographs.get(person.photo) }
                    : {}),
                }
              : {}),
            reference,
            receipt,
          };
        }),
      );
      // The account's own record: what, when, the outcome and the reference, never the name.
      const batch = activity.batch();
      const deleteAt = Timestamp.fromMillis(at.getTime() + checkRecordRetentionDays * 86_400_000);
      for (const result of results)
        batch.set(activity.collection(checkRecordCollection).doc(), {
          account: account.number,
          at: Timestamp.fromDate(at),
          register,
          number: result.number.slice(0, 40),
          outcome: result.outcome,
          ...('status' in result && result.status ? { status: result.status } : {}),
          ...('reference' in result ? { reference: result.reference } : {}),
          deleteAt,
        });
      await batch.commit();
      if (watching)
        await watch(
          activity,
          account.number,
          register,
          found.flatMap((each) =>
            'person' in each && each.person
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
      return { spent: true, used, updatedAt, results };
    },
  };
}
