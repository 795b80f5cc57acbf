import { describe, expect, it } from 'vitest';
import { siteCharacters } from './font-subset.mjs';

describe('siteCharacters', () => {
  it('keeps printable ASCII and every other character the source holds, once each', () => {
    const characters = siteCharacters(['Operator’s “check” – £20 © 2026', 'café ’']);
    for (const c of ['A', 'z', '0', '~', ' ', '’', '“', '”', '–', '£', '©', 'é'])
      expect(characters).toContain(c);
    expect(characters.filter((c) => c === '’')).toHaveLength(1);
    expect(characters).not.toContain('\n');
    expect(characters).toHaveLength(95 + 7);
  });
});
