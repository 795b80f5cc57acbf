// The names of machine categories as the pages show them, from the one table of them
// (categories.js). Pure.
import { categories } from './categories.js';

/**
 * The names of category codes, as the pages show them (a code the table does not know, as it is).
 * @param {readonly string[]} codes
 */
export const categoryNames = (codes) =>
  codes.map((code) => categories[/** @type {keyof typeof categories} */ (code)] ?? code);
