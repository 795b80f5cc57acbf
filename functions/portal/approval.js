// A result onto the register, and off it (docs/portal.md): an approver's confirmation puts it on
// as provisional; the scheme's staff confirm it (its category then counts like any other) or refuse
// it; the provider may withdraw it for `correctionDays`. Each is one run of the registers' layer
// (functions/registers/store.js): one generation, under the register's lock, kept in the trail
// with who did it, so an undo takes it back like any import.
//
// An operator's provisional categories are kept on their record, by category:
//   provisional: { CB: { provider: 'TP1042', enteredOn: '2026-11-27', until: '2026-12-11', result } }
// The check shows each (functions/surfaces/checks/person-check.js); one past `until` stops counting.
import { dropContacts, keepResultContacts, withoutContact } from '../holders/result-contacts.js';
import { operatorRegister, versionAt } from '../register.js';
import { storeRecords } from '../registers/store.js';
import { categories } from '../vocabulary/categories.js';
import { surnameKey } from '../vocabulary/check-input.js';
import { readOperators } from './operator-index.js';
import { ukToday } from '../vocabulary/dates.js';
import { correctionDays, provisionalDays } from '../vocabulary/portal.js';
import { enteredEvent, tellHolders } from '../holders/tell.js';
import {
  allocateNumbers,
  dayAfter,
  operatorProblem,
  registrationEnds,
  resultPhotosCollection,
  resultsCollection,
  ownResults,
} from './results.js';

/** @typedef {import('./results.js').Result} Result */

const codes = Object.keys(categories);
/** Categories in the vocabulary's order, as every file and page lists them. */
const categoryOrder = (/** @type {string} */ a, /** @type {string} */ b) =>
  codes.indexOf(a) - codes.indexOf(b);
/** @typedef {import('../register.js').OperatorVersion & { provisional?: Record<string, { provider: string, enteredOn: string, until: string, result: string }> }} OperatorWithResults */

/**
 * Why an approver may not approve a result, if they may not: only an entered result, entered by
 * another person (whoever enters a result does not also confirm it).
 * @param {Result} result
 * @param {string} approver their email
 */
function approvalProblem(result, approver) {
  if (result.state !== 'entered') return `it is ${result.state}, not waiting for approval`;
  if (result.enteredBy === approver)
    return 'you entered it: another approver of your provider confirms it';
  return undefined;
}

/**
 * The operator a result makes, when it is their first: their record with no category yet counted
 * but the provisional one.
 * @param {Result} result
 * @param {string} number
 */
const newOperator = (result, number) =>
  /** @type {OperatorWithResults} */ ({
    registrationNumber: number,
    givenNames: result.givenNames,
    surname: result.surname,
    surnameKey: surnameKey(result.surname),
    photo: '',
    validUntil: registrationEnds(result.testDate),
    suspended: false,
    categories: [],
    provider: result.provider,
  });

/**
 * The records the runs store: each version with its photograph's source, and how to read the
 * photograph should the store need it (a new operator's, from the result's; an operator already
 * on the register keeps theirs).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Map<string, OperatorWithResults>} versions
 * @param {Map<string, { jpeg: Buffer, source: string }>} photos by number, for new operators
 * @returns {import('../registers/store.js').IncomingRecord[]}
 */
function incoming(db, versions, photos) {
  return [...versions.values()].map((version) => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { photo, photoSource, photoHash, statusSince, ...fields } = version;
    const fresh = photos.get(version.registrationNumber);
    return {
      fields: /** @type {any} */ (fields),
      photoSource: fresh ? fresh.source : String(photoSource),
      photo: async () =>
        fresh
          ? fresh.jpeg
          : (await db.collection(operatorRegister.photos).doc(String(photo)).get()).get('jpeg'),
    };
  });
}

/**
 * Approves `ids` as `person`: each result of their provider that may be is put on the register as
 * provisional, in one run; the others are named with why not.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ person: import('./people.js').Person, at: Date, allowDemonstration: boolean }} who
 * @param {readonly string[]} ids
 * @returns {Promise<{ approved: { id: string, number: string }[], problems: string[], told?: import('../holders/tell.js').Told }>}
 */
export async function approveResults(db, { person, at, allowDemonstration }, ids) {
  const { found, problems } = await ownResults(db, person.provider, ids);
  const register = await readOperators(db, {
    numbers: found.flatMap(({ result }) =>
      result.registrationNumber ? [result.registrationNumber] : [],
    ),
    surnameKeys: found.map(({ result }) => surnameKey(result.surname)),
  });
  const ready = found.filter(({ result }) => {
    const problem =
      approvalProblem(result, person.email) ??
      operatorProblem({ ...result, newOperator: true }, register);
    if (problem) problems.push(`${result.givenNames} ${result.surname}: ${problem}`);
    return !problem;
  });
  if (!ready.length) return { approved: [], problems };
  const numbers = await allocateNumbers(
    db,
    ready.filter(({ result }) => !result.registrationNumber).length,
    { stored: register.stored, allowDemonstration },
  );
  const day = ukToday(at);
  const until = dayAfter(day, provisionalDays);
  /** @type {Map<string, OperatorWithResults>} */
  const versions = new Map();
  const photos = new Map();
  /** @type {{ id: string, number: string }[]} */
  const approved = [];
  const photoDocs = await db.getAll(
    ...ready.map(({ id }) => db.collection(resultPhotosCollection).doc(id)),
  );
  for (const [i, { id, result }] of ready.entries()) {
    const number = result.registrationNumber ?? /** @type {string} */ (numbers.shift());
    const version =
      versions.get(number) ??
      (result.registrationNumber
        ? /** @type {OperatorWithResults} */ ({
            ...versionAt(register.stored.get(number), register.pointer),
          })
        : newOperator(result, number));
    version.provisional = {
      ...version.provisional,
      [result.category]: { provider: person.provider, enteredOn: day, until, result: id },
    };
    versions.set(number, version);
    if (!result.registrationNumber) photos.set(number, photoDocs[i]?.data());
    approved.push({ id, number });
  }
  await storeRecords(db, incoming(db, versions, photos), {
    now: () => at,
    trail: {
      by: `${person.email} of ${person.provider}, on the portal`,
      reason: 'results approved: provisional until the scheme confirms them',
    },
  });
  // The holders' addresses the results gave, kept before anything tells them (docs/holders.md).
  await keepResultContacts(
    db,
    ready.map(({ result }, i) => {
      const number = String(approved[i]?.number);
      return { number, validUntil: versions.get(number)?.validUntil, result };
    }),
  );
  const batch = db.batch();
  for (const { id, number } of approved)
    batch.update(db.collection(resultsCollection).doc(id), {
      state: 'provisional',
      registrationNumber: number,
      approvedBy: person.email,
      approvedAt: at,
      provisionalUntil: until,
      lockedAfter: new Date(at.getTime() + correctionDays * 86_400_000),
    });
  await batch.commit();
  // Each holder with an address is told their result is on the register (functions/holders/tell.js).
  const told = await tellHolders(db, enteredEvent(ready, approved), { now: () => at });
  return { approved, problems, told };
}

/**
 * Takes results' provisional categories off their operators, or makes them count (`confirm`): one
 * run. An operator left with no category at all, counted or provisional, is removed.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly { id: string, result: Result }[]} entries results on the register
 * @param {{ confirm: boolean, at: Date, trail: { by: string, reason: string } }} how
 */
export async function settleResults(db, entries, { confirm, at, trail }) {
  const register = await readOperators(db, {
    numbers: entries.map(({ result }) => String(result.registrationNumber)),
  });
  /** @type {Map<string, OperatorWithResults>} */
  const versions = new Map();
  for (const { result } of entries) {
    const number = /** @type {string} */ (result.registrationNumber);
    const shown = versions.get(number) ?? versionAt(register.stored.get(number), register.pointer);
    if (!shown?.registrationNumber) continue;
    /** @type {OperatorWithResults} */
    const version = { ...shown };
    const { [result.category]: settled, ...rest } = version.provisional ?? {};
    if (!settled) continue;
    version.provisional = rest;
    if (confirm)
      version.categories = [...new Set([...version.categories, result.category])].sort(
        categoryOrder,
      );
    versions.set(number, version);
  }
  const remove = [...versions.values()]
    .filter(
      (version) => !version.categories.length && !Object.keys(version.provisional ?? {}).length,
    )
    .map((version) => version.registrationNumber);
  for (const number of remove) versions.delete(number);
  for (const version of versions.values())
    if (!Object.keys(version.provisional ?? {}).length) delete version.provisional;
  await storeRecords(db, incoming(db, versions, new Map()), { now: () => at, remove, trail });
  return { changed: [...versions.keys()], removed: remove };
}

/**
 * Withdraws `ids` for `person`'s provider: an entered result simply, a provisional one within
 * `correctionDays` of its approval off the register too. A locked or settled one is refused.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ person: import('./people.js').Person, at: Date }} who
 * @param {readonly string[]} ids
 */
export async function withdrawResults(db, { person, at }, ids) {
  const { found, problems } = await ownResults(db, person.provider, ids);
  const open = found.filter(({ result }) => {
    const locked = result.lockedAfter && toDate(result.lockedAfter) < at;
    const problem = !['entered', 'provisional'].includes(result.state)
      ? `it is ${result.state}`
      : locked
        ? `it was locked ${correctionDays} days after its approval: ask the scheme`
        : undefined;
    if (problem) problems.push(`${result.givenNames} ${result.surname}: ${problem}`);
    return !problem;
  });
  const onRegister = open.filter(({ result }) => result.state === 'provisional');
  if (onRegister.length) {
    const { removed } = await settleResults(db, onRegister, {
      confirm: false,
      at,
      trail: {
        by: `${person.email} of ${person.provider}, on the portal`,
        reason: 'results withdrawn by their provider',
      },
    });
    await dropContacts(db, removed);
  }
  const batch = db.batch();
  for (const { id } of open)
    batch.update(db.collection(resultsCollection).doc(id), {
      state: 'withdrawn',
      withdrawnBy: person.email,
      withdrawnAt: at,
      ...withoutContact(),
    });
  await batch.commit();
  return { withdrawn: open.map(({ id }) => id), problems };
}

/** A Firestore timestamp or a date, as a date. */
export const toDate = (/** @type {any} */ value) =>
  typeof value?.toDate === 'function' ? value.toDate() : new Date(value);
