// An employer's API key: recognisable, unguessable, and stored only as a hash.
import { describe, expect, it } from 'vitest';
import { keyHash, keyIdOf, keyMatches, keyPrefix, liveKeys, makeKey } from './keys.js';

const made = () => makeKey({ at: new Date('2026-11-26T10:00:00Z'), by: 'Ada' });

describe('an API key', () => {
  it('carries the scheme’s prefix and its own id, and is stored as its hash alone', () => {
    const { key, stored } = made();
    expect(key).toMatch(/^motas_[a-z0-9]{8}_[A-Za-z0-9]{32}$/);
    expect(key.startsWith(keyPrefix)).toBe(true);
    expect(keyIdOf(key)).toBe(stored.id);
    expect(stored).toEqual({
      id: stored.id,
      hash: keyHash(key),
      createdAt: '2026-11-26T10:00:00.000Z',
      createdBy: 'Ada',
    });
    expect(JSON.stringify(stored)).not.toContain(key.slice(-32));
  });

  it('is different every time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => made().key));
    expect(keys.size).toBe(200);
  });

  it('matches only itself, and is no key at all in another shape', () => {
    const { key, stored } = made();
    expect(keyMatches(key, stored)).toBe(true);
    expect(keyMatches(` ${key} `, stored)).toBe(true);
    // One character changed: a random key ends in "x" one time in 62, so then it becomes "y".
    const altered = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
    expect(keyMatches(altered, stored)).toBe(false);
    expect(keyMatches(made().key, stored)).toBe(false);
    for (const other of ['', 'motas_', `Bearer ${key}`, key.toUpperCase(), `${key}a`])
      expect(keyIdOf(other), other).toBeUndefined();
  });

  it('is live until revoked', () => {
    const one = made().stored;
    const two = { ...made().stored, revokedAt: '2026-11-27T10:00:00.000Z', revokedBy: 'Ada' };
    expect(liveKeys([one, two])).toEqual([one]);
  });
});
