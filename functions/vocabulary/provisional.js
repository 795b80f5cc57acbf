// What a check says of a category a provider's results put on an operator's record before the
// scheme confirmed it (functions/portal/approval.js keeps them on the record, by category): it
// counts, "provisional", until the last day the scheme has to confirm it; after that it stops
// counting, and says so. One wording for the check's page, the employers' API and the portal. Pure.
import { categoryNames } from './category-names.js';
import { longDate } from './dates.js';

/**
 * @typedef {Record<string, { provider: string, enteredOn: string, until: string }>} Provisional
 * A record's provisional categories, by code.
 */

/**
 * A record's provisional categories on `today`: those that count (`counting`, codes), and what the
 * check says of each, counting or lapsed (`notes`), its provider named by `providerName`.
 * @param {Provisional | undefined} provisional
 * @param {string} today an ISO date
 * @param {(number: string) => string} providerName
 */
export function provisionalOn(provisional, today, providerName) {
  const entries = Object.entries(provisional ?? {}).sort(([a], [b]) => a.localeCompare(b));
  /** @type {string[]} */
  const counting = [];
  /** @type {{ code: string, counts: boolean, text: string }[]} */
  const notes = [];
  for (const [code, { provider, enteredOn, until }] of entries) {
    const [name] = categoryNames([code]);
    const entered = `results entered by ${providerName(provider)} on ${longDate(enteredOn)}`;
    if (until >= today) {
      counting.push(code);
      notes.push({
        code,
        counts: true,
        text: `${name}: provisional: ${entered}, awaiting the scheme’s confirmation`,
      });
    } else
      notes.push({
        code,
        counts: false,
        text: `${name}: not counted: ${entered} were not confirmed by the scheme by ${longDate(until)}`,
      });
  }
  return { counting, notes };
}
