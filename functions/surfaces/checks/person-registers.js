// What a person check reads of each register it checks people on (an operator's, an
// instructor's), beside its answers (functions/answers.js, `personChecks`): the register its
// receipts name and its number's tries are counted on, as the API's are; its collection; the
// providers a record names; and the pages of its answers, each kind the register's prefix then
// the answer's name.
import { personChecks } from '../../answers.js';
import { page } from '../../answering.js';
import { instructorsCollection } from '../../providers.js';
import { operatorsCollection } from '../../register.js';

/**
 * @typedef {{
 *   registrationNumber: string, givenNames: string, surname: string, surnameKey: string,
 *   validUntil: string, suspended: boolean, categories: readonly string[], photo?: string,
 *   statusSince?: string, provisional?: import('../../vocabulary/provisional.js').Provisional,
 *   suspendedWhy?: string,
 * }} PersonVersion what a person check reads of a record, on whichever register (`provisional`
 *   and `suspendedWhy`: an operator's only, functions/portal/approval.js and
 *   registers/commands/standing.js)
 * @typedef {(typeof personChecks)[keyof typeof personChecks] & {
 *   receiptRegister: 'operators' | 'instructors',
 *   collection: string,
 *   providersOf: (record: PersonVersion) => readonly string[],
 * }} PersonRegisterReading
 */

/** @type {Record<keyof typeof personChecks, PersonRegisterReading>} */
export const personRegisters = {
  operator: {
    ...personChecks.operator,
    receiptRegister: 'operators',
    collection: operatorsCollection,
    providersOf: (record) => {
      const { provider } = /** @type {import('../../register.js').OperatorVersion} */ (record);
      return provider ? [provider] : [];
    },
  },
  instructor: {
    ...personChecks.instructor,
    receiptRegister: 'instructors',
    collection: instructorsCollection,
    providersOf: (record) =>
      /** @type {import('../../providers.js').InstructorVersion} */ (
        /** @type {unknown} */ (record)
      ).providers,
  },
};

/**
 * A page of the person check whose answers begin with `prefix`: `name` is the kind without it.
 * Every such page shows what was typed, or nothing, and the build checks each page's values
 * (answers.js).
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {string} prefix
 * @param {import('../../answers.js').PersonAnswer} name
 * @param {Record<string, unknown>} data
 * @param {Record<string, string>} [headers]
 */
export const personPage = (c, status, prefix, name, data, headers) =>
  page(c, status, /** @type {any} */ (`${prefix}${name}`), /** @type {any} */ (data), { headers });
