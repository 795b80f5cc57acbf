// The expressions a page or an email writes where its values, lists and rows go, from what its
// kind declares (functions/answers.js for the pages, functions/holders/email-kinds.js for the
// holders' emails). Pure.

/** What asks any object for a property without meaning a slot: is it a promise, has it a JSON form. */
const probes = new Set(['then', 'toJSON']);

/**
 * `slots`, where asking for a slot they do not hold throws, naming it: a component that shows a
 * value its kind lacks (named through a union of kinds or a key it makes up, which the types do
 * not see) would otherwise write "undefined" into the page, and the build's check of the page's
 * slots would find nothing amiss.
 * @template {Record<string, unknown>} T
 * @param {string} whose
 * @param {T} slots
 * @returns {T}
 */
const only = (whose, slots) =>
  new Proxy(slots, {
    get(target, name, receiver) {
      if (typeof name === 'string' && !(name in target) && !probes.has(name))
        throw new Error(
          `The answer "${whose}" has no slot ${name}: declare it with its kind (functions/answers.js; an email's, functions/holders/email-kinds.js) or do not show it`,
        );
      return Reflect.get(target, name, receiver);
    },
  });

/**
 * A kind's slots: `{{fullName}}` for a value; for a list the block around its item; for rows the
 * block around a row, where nothing else shows when there are none (`otherwise`), and each field
 * of a row. Asking for one the kind lacks throws.
 * @param {string} kind
 * @param {{ values: readonly string[], lists: readonly string[], rows?: Record<string, readonly string[]> }} declared
 * @returns {any}
 */
export function slotsFor(kind, { values, lists, rows = {} }) {
  return only(kind, {
    ...Object.fromEntries(values.map((name) => [name, `{{${name}}}`])),
    ...Object.fromEntries(
      lists.map((name) => [
        name,
        { start: `{{#each ${name}}}`, item: '{{this}}', end: '{{/each}}' },
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(rows).map(([name, fields]) => [
        name,
        {
          start: `{{#each ${name}}}`,
          otherwise: '{{else}}',
          end: '{{/each}}',
          fields: only(
            `${kind}'s rows ${name}`,
            Object.fromEntries(fields.map((field) => [field, `{{${field}}}`])),
          ),
        },
      ]),
    ),
  });
}
