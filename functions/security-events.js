// Security events: what the scheme's alerts watch (docs/check-security.md, "Alerts"), one JSON line
// each through the function's log, as Cloud Logging reads a line a Cloud Run service writes
// (`severity`, `message`, and every other field under `jsonPayload`). Each names the event, the
// surface it came in by and the account where there is one; never a key, a registration number,
// a name or a client's address. Pure: the log is the caller's.

/**
 * The events, each with the line Cloud Logging shows for it.
 * - `key-refused`: a key that is not live (unknown, mistyped, revoked) or of an account not active;
 * - `key-in-address`: a key sent in an address, which the API refuses and calls leaked;
 * - `quota-spent`: an account's daily quota refused a request;
 * - `limit-reached`: a limit refused or slowed a try (`limit`: `client`, `number`, `service`,
 *   `reports`, `account-slowed`, `account-refused`);
 * - `webhook-failed`, `webhook-address-refused`: a notice not delivered, or not sent to an address
 *   that was no longer public.
 */
export const securityEvents = /** @type {const} */ ({
  'key-refused': 'An API key was refused',
  'key-in-address': 'An API key was sent in an address',
  'quota-spent': 'An account’s daily quota is spent',
  'limit-reached': 'A limit on tries was reached',
  'webhook-failed': 'A webhook notice was not delivered',
  'webhook-address-refused': 'A webhook address was refused at delivery',
});

/** @typedef {keyof typeof securityEvents} SecurityEvent */

/**
 * The log line of a security event.
 * @param {SecurityEvent} event
 * @param {Record<string, string | number | undefined>} [fields] what to know of it: `surface`,
 *   `account`, `limit`, `requestId`, … (never a key, a number, a name or an address)
 */
export const securityEvent = (event, fields = {}) => ({
  severity: 'WARNING',
  message: securityEvents[event],
  event,
  ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
});
