// The demonstration marks of `content/site.ts` (`demonstrationDetails`: each a field of `site`
// holding made-up contact details, and what to put there before going live), and the fields they
// name: shared by content validation (lib/content-problems.ts), which refuses a mark that marks
// nothing, and the deploy preflight (scripts/deploy/preflight.mjs), which refuses a build
// that still holds a marked detail.

/**
 * @typedef {{ field: string, value: string | number, replaceWith: string }} DemonstrationMark
 * A demonstration detail marked in `content/site.ts` (`DemonstrationDetail` in content/types.ts).
 */

/**
 * Splits `social[0].href` into `['social', 0, 'href']`.
 * @param {string} field
 * @returns {(string | number)[]}
 */
function fieldKeys(field) {
  // Without an index, the key's group matched.
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) =>
    index === undefined ? /** @type {string} */ (key) : Number(index),
  );
}

/**
 * The value at `field` (`contact.phone`, `social[0].href`) below `root`, or undefined.
 * @param {unknown} root
 * @param {string} field
 * @returns {unknown}
 */
export function valueAt(root, field) {
  let value = root;
  for (const key of fieldKeys(field)) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = /** @type {Record<string | number, unknown>} */ (value)[key];
  }
  return value;
}

/**
 * Every string or number below `root` with its field: `[['contact.phone', '01632 960 123'], …]`.
 * @param {unknown} root
 * @param {string} [prefix]
 * @returns {[string, string | number][]}
 */
export function leaves(root, prefix = '') {
  if (typeof root === 'string' || typeof root === 'number') return [[prefix, root]];
  if (Array.isArray(root)) return root.flatMap((item, i) => leaves(item, `${prefix}[${i}]`));
  if (root && typeof root === 'object')
    return Object.entries(root).flatMap(([key, value]) =>
      leaves(value, prefix ? `${prefix}.${key}` : key),
    );
  return [];
}

/**
 * The marks in `content/site.ts` that no longer mark anything: their field is gone, or holds
 * another value now (so the detail was replaced), or another mark already names it. For the
 * content tests; the preflight itself ignores such marks.
 * @param {unknown} site
 * @param {readonly DemonstrationMark[]} marks
 * @returns {string[]}
 */
export function staleDemonstrationMarks(site, marks) {
  return marks.flatMap((mark, i) => {
    const where = `content/site.ts: demonstrationDetails[${i}]`;
    const actual = valueAt(site, mark.field);
    const first = marks.findIndex((other) => other.field === mark.field);
    if (first !== i)
      return [`${where} (${mark.field}) repeats demonstrationDetails[${first}]; remove one`];
    if (actual === undefined || (typeof actual !== 'string' && typeof actual !== 'number'))
      return [`${where}.field "${mark.field}" is not a text field of site; correct it`];
    if (actual !== mark.value)
      return [`${where} (${mark.field}) no longer matches site.${mark.field}; remove the mark`];
    return [];
  });
}
