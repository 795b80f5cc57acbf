// The notices an account's webhook is sent: the event each change of a watched person's standing
// is told as, the event of the account's own test, when a registration is "about to expire", and
// how long a receiver has to answer and when a notice is tried again.
// The function sends them (watching.js); the API's document describes them (surfaces/api), and
// the site's API page is written from that document. Pure.

/** A current registration is "about to expire" this many days before its valid-until date. */
export const expiringWithinDays = 30;

/** When each retry is made after a failed attempt, in minutes: six tries over about a day. */
export const retryMinutes = [1, 5, 30, 120, 720];

/** How long an attempt may take, from looking up the address to the answer's status. */
export const webhookTimeoutMs = 5000;

/** The events a change of standing is told as, in the order the API's document lists them. */
export const standingEvents = /** @type {const} */ ({
  suspended: 'registration.suspended',
  expired: 'registration.expired',
  expiring: 'registration.expiring',
  removed: 'registration.removed',
  current: 'registration.current',
});

/** The event an account's test of its webhook is told as. */
export const testEvent = 'webhook.test';
