// The console's home (`/console/search`): one box for a number or a name, searched on the three
// registers with the registers' layer (functions/registers/commands/search.js); a number names its
// record on whichever register holds it, a name every record whose name holds it.
import { recordsNamed } from '../../registers/commands/search.js';
import { consoleRegisters, consoleSearchLimit } from '../../vocabulary/console.js';
import { normaliseNumber } from '../../vocabulary/registration-numbers.js';
import { contextOf } from '../context.js';
import { consolePage, recordHref, registerNamed } from './pages.js';

/** The longest search the box takes. */
const maxQuery = 100;

/**
 * The records a number names: on each register whose numbers look like it, if it holds one.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} typed
 */
async function byNumber(db, typed) {
  const number = normaliseNumber(typed);
  const found = [];
  for (const name of consoleRegisters) {
    const register = /** @type {import('../../registers/registers.js').Register} */ (
      registerNamed(name)
    );
    if (!register.pattern.test(number)) continue;
    const doc = await db.collection(register.shape.collection).doc(number).get();
    if (doc.exists) found.push({ register: name, number, name: '' });
  }
  return found;
}

/**
 * The records whose names hold `typed`, on every register.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} typed
 */
async function byName(db, typed) {
  const each = await Promise.all(
    consoleRegisters.map(async (name) =>
      (
        await recordsNamed(
          db,
          /** @type {import('../../registers/registers.js').Register} */ (registerNamed(name)),
          typed,
        )
      ).map((record) => ({ register: name, ...record })),
    ),
  );
  return each.flat();
}

/** GET: the search form, and what it found. */
export async function searchPage(/** @type {import('hono').Context<any>} */ c) {
  const query = (c.req.query('q') ?? '').trim();
  const answer = (
    /** @type {number} */ status,
    /** @type {{ register: string, number: string, name: string }[]} */ found,
    /** @type {string[]} */ problems,
  ) =>
    consolePage(c, status, 'console-search', {
      query,
      found: query && !problems.length ? foundText(found.length, query) : '',
      problems,
      records: found.slice(0, consoleSearchLimit).map((record) => ({
        recordRegister: record.register,
        recordNumber: record.number,
        recordName: record.name,
        recordHref: recordHref(record.register, record.number),
      })),
    });
  if (!query) return answer(200, [], []);
  if (query.length > maxQuery) return answer(400, [], [`Type at most ${maxQuery} characters.`]);
  const { db } = contextOf(c);
  const hasDigits = /\d/.test(query);
  if (!hasDigits && !/\p{L}/u.test(query))
    return answer(400, [], ['Type a registration number, or a name (its letters).']);
  return answer(200, hasDigits ? await byNumber(db, query) : await byName(db, query), []);
}

/**
 * What a search found, in words.
 * @param {number} count
 * @param {string} query
 */
const foundText = (count, query) =>
  `${count === 0 ? 'No records' : count === 1 ? '1 record' : `${count} records`} for “${query}”${count > consoleSearchLimit ? `: the first ${consoleSearchLimit} are shown` : ''}.`;
