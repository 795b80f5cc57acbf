// A check's reference: the scheme confirms from it, with its key, which number was checked, when,
// and what the check answered; nothing else makes one.
import { describe, expect, it } from 'vitest';
import { checkReference, readReference } from './reference.js';

const key = 'reference-key';
const at = new Date('2026-11-25T14:03:27.900Z');

describe('check references', () => {
  it('certify the number, the second and the outcome', () => {
    const reference = checkReference(key, { at, number: 'MO123456', outcome: 'current' });
    expect(reference).toMatch(/^[0-9A-Z]{6}-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
    expect(readReference(key, reference, 'MO123456')).toEqual({
      at: new Date('2026-11-25T14:03:27Z'),
      outcome: 'current',
    });
    // Typed back in any case, with spaces.
    expect(
      readReference(key, ` ${reference.toLowerCase().replace('-', ' - ')} `, 'MO123456'),
    ).toEqual({ at: new Date('2026-11-25T14:03:27Z'), outcome: 'current' });
  });

  it('certify nothing for another number, another key, another time or a made-up code', () => {
    const reference = checkReference(key, { at, number: 'MO123456', outcome: 'no-match' });
    expect(readReference(key, reference, 'MO123456')?.outcome).toBe('no-match');
    expect(readReference(key, reference, 'MO123457')).toBeUndefined();
    expect(readReference('another key', reference, 'MO123456')).toBeUndefined();
    const [time, code] = reference.split('-');
    const later = (parseInt(time!, 36) + 1).toString(36).toUpperCase();
    expect(readReference(key, `${later}-${code}`, 'MO123456')).toBeUndefined();
    for (const made of ['', 'ABC', 'ABC-', '-ABCDEFGH', 'TOOLONGTIME-ABCDEFGH'])
      expect(readReference(key, made, 'MO123456'), made).toBeUndefined();
  });
});
