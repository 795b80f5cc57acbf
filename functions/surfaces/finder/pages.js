// The finder's answer pages: public, and kept by Hosting's CDN for five minutes at most unless
// said; indexed only where said; and the providers a visitor may be shown.
import { page } from '../../answering.js';
import { categories } from '../../vocabulary/categories.js';
import { demonstrationPrefix } from '../../vocabulary/registration-numbers.js';
import { longDate } from '../../vocabulary/dates.js';
import { providerStanding, searchRadii, standingNote } from '../../providers.js';
import { contextOf } from '../context.js';
import { publicCache } from './caching.js';

/**
 * A page of `kind`, filled with `data`.
 * @template {import('../../answers.js').AnswerKind} K
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {K} kind
 * @param {import('../../answers.js').AnswerData<K>} data
 * @param {{ indexed?: boolean, cached?: boolean }} [how]
 */
export const finderPage = (c, status, kind, data, { indexed = false, cached = true } = {}) =>
  page(c, status, kind, data, { cache: cached ? publicCache : 'no-store', indexed });

/**
 * Whether a provider's number may be shown: the demonstration series only on an emulator's project.
 * @param {import('hono').Context<any>} c
 * @param {string} number
 */
export const shown = (c, number) =>
  contextOf(c).allowDemonstration || !number.startsWith(demonstrationPrefix);

/**
 * The form's boxes and buttons as the visitor left them (functions/answers.js, `finderChoices`).
 * @param {readonly string[]} chosen category codes
 * @param {number} radius
 */
export function choicesOf(chosen, radius) {
  /** @type {Record<string, string[]>} */
  const lists = {};
  /** @typedef {Record<(typeof import('../../answers.js').finderChoices)[number], string[]>} Choices */
  for (const [code, name] of Object.entries(categories)) {
    lists[`chosen${code}`] = chosen.includes(code) ? [name] : [];
    lists[`unchosen${code}`] = chosen.includes(code) ? [] : [name];
  }
  for (const miles of searchRadii) {
    const label = `Within ${miles} miles`;
    lists[`chosen${miles}`] = miles === radius ? [label] : [];
    lists[`unchosen${miles}`] = miles === radius ? [] : [label];
  }
  return /** @type {Choices} */ (lists);
}

/**
 * A provider's standing as a search by name lists it: "Accredited until 31 March 2028",
 * "Accreditation ended 24 November 2026", "Suspended", "Accreditation withdrawn".
 * @param {import('../../providers.js').ProviderVersion} provider
 * @param {string} today an ISO date
 */
export function standingText(provider, today) {
  const standing = providerStanding(provider, today);
  if (standing === 'accredited') return `Accredited until ${longDate(provider.accreditedUntil)}`;
  // The words a match uses beside a provider's name, with its day where the register knows it.
  const note = standingNote(provider, today);
  return `${note.charAt(0).toUpperCase()}${note.slice(1)}`;
}
