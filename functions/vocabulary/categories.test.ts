// The machine categories a file can hold.
import { describe, expect, it } from 'vitest';
import { categories } from './categories.js';

describe('categories', () => {
  // docs/keeping-registers.md's table of them is written from this definition (npm run docs).
  it('are codes a file can hold, each with a name of its own', () => {
    const codes = Object.keys(categories);
    expect(codes.length).toBeGreaterThan(0);
    for (const [code, name] of Object.entries(categories)) {
      // A file's categories are read upper-cased and split at spaces, commas and semicolons.
      expect(code).toMatch(/^[A-Z][A-Z0-9]*$/);
      expect(name.trim()).toBe(name);
      expect(name).not.toBe('');
    }
    expect(new Set(Object.values(categories)).size).toBe(codes.length);
  });
});
