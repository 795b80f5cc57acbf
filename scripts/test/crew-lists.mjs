// Crews of the demonstration operators (scripts/operators/demo.mjs) as a site manager pastes them,
// for the crew check's end-to-end tests and screenshots: every outcome a row can have, in turn.

/** One of each outcome: current, current in another hand, expired, suspended, ending, no match, unreadable. */
const pattern = [
  'ZZ000001 Example',
  'ZZ000002, O’Neill-Sample',
  'ZZ000003\tPlaceholder',
  'Specimen ZZ000004',
  'ZZ000005 Sample',
  'ZZ000001 Wrongname',
  'ZZ00000X Nobody',
];

/**
 * A crew of `rows` lines, the pattern's lines in turn.
 * @param {number} rows
 * @returns {string[]}
 */
export const demonstrationCrew = (rows) =>
  Array.from({ length: rows }, (_, i) => pattern[i % pattern.length] ?? '');
