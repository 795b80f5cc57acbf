// Security events: what the scheme's alerts watch (docs/check-security.md, "Alerts"), one JSON line
// each through the function's log, as Cloud Logging reads a line a Cloud Run service writes
// (`severity`, `message`, and every other field under `jsonPayload`). Each names the event, the
// surface it came in by and the account where there is one; never a key, a registration number,
// a name or a client's address. Pure: the log is the caller's.

/**
 * The events: each with the line Cloud Logging shows for it (`message`), when it is logged, and
 * the fields that say more. docs/check-security.md's table of them is written from this
 * (`npm run docs`), so the alerts it lists name only events there are.
 */
export const securityEvents = /** @type {const} */ ({
  'key-refused': {
    message: 'An API key was refused',
    when: 'a key that is not live (`why`: `unknown`, `not live`) or of an account not active (`inactive`)',
    fields: "`surface`, `account` where the key's id is one of its keys",
  },
  'key-in-address': {
    message: 'An API key was sent in an address',
    when: 'a key sent in an address, which the API refuses and calls leaked',
    fields: '`surface`, `requestId`',
  },
  'quota-spent': {
    message: 'An account’s daily quota is spent',
    when: "an account's daily quota refused a request",
    fields: '`surface`, `account`',
  },
  'limit-reached': {
    message: 'A limit on tries was reached',
    when: 'a limit refused or slowed tries (`limit`: `client`, `number`, `service`, `reports`, `account-slowed`, `account-refused`)',
    fields: '`surface`, `account`, `pairs`',
  },
  'webhook-failed': {
    message: 'A webhook notice was not delivered',
    when: 'a notice not delivered (`why`, which only the scheme reads)',
    fields: '`account`, `delivery`, `attempt`',
  },
  'webhook-address-refused': {
    message: 'A webhook address was refused at delivery',
    when: "a webhook's address no longer public at delivery",
    fields: '`account`, `delivery`',
  },
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
  message: securityEvents[event].message,
  event,
  ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
});
