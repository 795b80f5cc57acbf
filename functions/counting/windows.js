// The counters' fixed windows, and the ids they are kept under: an HMAC of what a counter counts
// (the client's address or /64, or the registration number) and its window, keyed with a secret
// only the function holds (CHECK_COUNTER_KEY), so that without the key no one can tell which
// address or number a counter belongs to, however many they try. Pure.
import { createHmac } from 'node:crypto';

/**
 * The counter document id of `value` (a client key or a registration number) in a window.
 * @param {string | Buffer} key the secret
 * @param {'client' | 'number' | 'service'} kind
 * @param {number} window
 * @param {string} value
 */
export const counterId = (key, kind, window, value) =>
  createHmac('sha256', key).update(`${kind}:${window}:${value}`).digest('base64url').slice(0, 32);

/**
 * The fixed window `at` falls in: its index and when it ends.
 * @param {Date} at
 * @param {number} minutes
 */
export function windowOf(at, minutes) {
  const ms = minutes * 60_000;
  const index = Math.floor(at.getTime() / ms);
  return { index, endsAt: new Date((index + 1) * ms) };
}
