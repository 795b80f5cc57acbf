// An employer account's API keys: made at random, shown once, stored only as a hash. A key carries a
// recognisable prefix, so a key pasted where it should not be (a repository, a chat) is found by
// secret scanners, and its own id, so the function finds its account without a search:
//
//   motas_k4z9q2mx_7Yb…(32 characters)   =  prefix _ id _ secret
//
// The id is not secret (the trail and `keys list` show it); the secret is never stored. An account
// has at most two live keys, so a key is rotated by making the new one, moving to it, then revoking
// the old. Pure: no Firestore, no I/O.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** What every key begins with. */
export const keyPrefix = 'motas_';

/** How many keys an account may have live at once: the one in use and the one replacing it. */
export const liveKeysPerAccount = 2;

/** A key as typed: the prefix, an id of 8 and a secret of 32 letters and digits. */
const keyPattern = /^motas_([a-z0-9]{8})_([A-Za-z0-9]{32})$/;

const lower = 'abcdefghijklmnopqrstuvwxyz0123456789';
const mixed = `ABCDEFGHIJKLMNOPQRSTUVWXYZ${lower}`;

/**
 * `length` characters of `alphabet` at random (rejection sampling: every character equally likely).
 * @param {string} alphabet
 * @param {number} length
 */
function randomText(alphabet, length) {
  let text = '';
  while (text.length < length)
    for (const byte of randomBytes(length * 2)) {
      if (byte < 256 - (256 % alphabet.length)) text += alphabet[byte % alphabet.length];
      if (text.length === length) break;
    }
  return text;
}

/**
 * A key's hash, as stored.
 * @param {string} key
 */
export const keyHash = (key) => createHash('sha256').update(key).digest('hex');

/**
 * @typedef {{ id: string, hash: string, createdAt: string, createdBy: string,
 *   revokedAt?: string, revokedBy?: string }} StoredKey
 * A key as an account's record holds it: its id, its hash, and when and by whom it was made and
 * revoked (ISO times).
 */

/**
 * A new key: the text to show once, and what to store.
 * @param {{ at: Date, by: string }} made
 * @returns {{ key: string, stored: StoredKey }}
 */
export function makeKey({ at, by }) {
  const id = randomText(lower, 8);
  const key = `${keyPrefix}${id}_${randomText(mixed, 32)}`;
  return { key, stored: { id, hash: keyHash(key), createdAt: at.toISOString(), createdBy: by } };
}

/**
 * The id a key as typed claims, or undefined if it is no key of ours.
 * @param {string} typed
 */
export const keyIdOf = (typed) => keyPattern.exec(typed.trim())?.[1];

/**
 * Whether a key as typed is the stored one: compared by hash, in constant time.
 * @param {string} typed
 * @param {StoredKey} stored
 */
export function keyMatches(typed, stored) {
  const hash = Buffer.from(keyHash(typed.trim()), 'hex');
  const kept = Buffer.from(stored.hash, 'hex');
  return hash.length === kept.length && timingSafeEqual(hash, kept);
}

/**
 * An account's keys that are live (not revoked).
 * @param {readonly StoredKey[]} keys
 */
export const liveKeys = (keys) => keys.filter((key) => !key.revokedAt);
