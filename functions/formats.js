// How the site and the function write times and phone numbers: one rule each, here, where both
// can import it (the function is deployed from functions/ alone; the site imports from it).

/** A moment as the checks' records state it: "26 November 2026 at 14:05:09". */
export const ukTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: 'Europe/London',
});

/** When a register was last updated: "26 November 2026 at 14:05". */
export const ukMinute = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** When a limit lets a visitor try again: "14:05". */
export const ukClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/**
 * A phone number as a `tel:` link: digits only, with the UK prefix for an 0-leading number.
 * @param {string} phone
 * @returns {string}
 */
export function telHref(phone) {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`;
}

const ukClockParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/**
 * Seconds until the UK day of `at` ends, when a quota starts again.
 * @param {Date} at
 */
export function secondsToUkMidnight(at) {
  const part = (/** @type {string} */ type) =>
    Number(ukClockParts.formatToParts(at).find((each) => each.type === type)?.value ?? 0);
  return Math.max(1, 86_400 - (part('hour') * 3600 + part('minute') * 60 + part('second')));
}

/**
 * The moment a UK day begins: midnight in London, in GMT or BST as the day falls.
 * @param {string} day an ISO date
 */
export function ukDayStart(day) {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  // At midnight UTC, London reads 00:00 in GMT and 01:00 in BST (whose midnight came an hour before).
  const hour = Number(
    ukClockParts.formatToParts(utcMidnight).find((each) => each.type === 'hour')?.value ?? 0,
  );
  return new Date(utcMidnight.getTime() - hour * 3_600_000);
}
