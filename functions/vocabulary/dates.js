// Days and times as the scheme keeps and writes them: a registration runs to a UK day, and every
// moment the pages and records state is UK time. One rule each, here, where the site, the function
// and the commands import it. Pure: no I/O.

// Made once: a formatter costs far more to make than to use (a third of a millisecond a check).
const isoDateInUk = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const longDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const ukClockParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** Today's date in the UK, as an ISO date ("2026-11-25"): registrations run to a UK date. */
export const ukToday = (now = new Date()) => isoDateInUk.format(now);

/**
 * "2028-03-31" → "31 March 2028".
 * @param {string} isoDate
 */
export const longDate = (isoDate) => longDateFormat.format(new Date(`${isoDate}T00:00:00Z`));

/**
 * Whether a string is a real calendar date written as YYYY-MM-DD.
 * @param {string} value
 */
export function isIsoDate(value) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Days from one ISO date to another.
 * @param {string} from
 * @param {string} to
 */
export const daysBetween = (from, to) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

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
