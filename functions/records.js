// The operator records and what the check accepts, shared by the Cloud Function (functions/),
// the import command (scripts/operators/) and the tests. Pure: no Firestore, no I/O.
import anyAscii from 'any-ascii';
//
// A record is a document `operators/{number}` holding only what the check shows: the operator's
// given names and surname, photograph, registration number, the registration's valid-until date,
// whether it is suspended, and the machine categories it covers (docs/decisions.md, "The operator
// check": the only personal data held on an operator is their full name and photograph).

/** Where the answers are posted: the form's action and firebase.json's rewrite. */
export const checkPath = '/check/result';

/** Where a report of a suspected fake card is posted, from a check's answer. */
export const reportPath = '/check/report';

/** Where the instructor check's form is posted: an instructor verified by number and surname. */
export const instructorCheckPath = '/instructors/check/result';

/** Where the crew check's form is posted (functions/surfaces/crew.js). */
export const crewCheckPath = '/check/crew/result';

/**
 * The addresses the site's forms post to, each answered by the function with a page of the site
 * (functions/routes.js has every route).
 */
export const functionPaths = [checkPath, reportPath, crewCheckPath, instructorCheckPath];

/** The Cloud Function (functions/index.js) and firebase.json's rewrite to it: in London. */
export const checkFunction = { name: 'check', region: 'europe-west2' };

/**
 * The limits on tries (functions/limits.js; docs/check-security.md says why each is what it is):
 * - each client (an IPv4 address, or an IPv6 /64): 20 tries in a fixed 15-minute window, each
 *   past the 10th answered a little more slowly;
 * - each registration number, on the register or not: 6 tries in a fixed 15-minute window, from
 *   anyone;
 * - the whole service: past 300 "no match" answers in a minute, every try but a client's first in
 *   its window is refused until the minute ends; and 100 reports of suspected fake cards in a
 *   fixed hour, from everyone together;
 * - the finder's and providers' pages, each client: 300 in a fixed 5-minute window, per instance;
 * - each employer account (the API and the crew check, in place of the per-client limit, beside
 *   its daily quota), in a UK day: past 100 no-matches more than 2 for each match, every request
 *   answered 50 ms later for each no-match past that line (at most 5 s); past 300 more than 2 for
 *   each match, refused until the day ends.
 */
export const checkLimits = {
  perClient: { tries: 20, slowAfter: 10, windowMinutes: 15, delayStepMs: 400 },
  perNumber: { tries: 6, windowMinutes: 15 },
  service: { noMatchesPerMinute: 300 },
  reports: { tries: 100, windowMinutes: 60 },
  pages: { tries: 300, windowMinutes: 5 },
  accounts: {
    noMatchesBeforeSlowing: 100,
    noMatchesBeforeRefusing: 300,
    perMatch: 2,
    delayPerNoMatchMs: 50,
    maxDelayMs: 5000,
  },
};

/** The collection of operator records; a document's id is its normalised registration number. */
export const operatorsCollection = 'operators';

/** Registration numbers: two letters, then six digits ("MO123456"). */
export const numberPattern = /^[A-Z]{2}[0-9]{6}$/;

/**
 * Numbers of the clearly fictional demonstration records: the ZZ series, which the scheme never
 * issues. The import command refuses them outside the emulator; the check never matches them in
 * production.
 */
export const demonstrationPrefix = 'ZZ';

/** The most number-and-surname pairs one request of the employers' API may check. */
export const maxPairs = 100;

/** How long an employer's record of its checks through the API is kept, then deleted. */
export const checkRecordRetentionDays = 90;

/** The longest a field may be as typed (a number with spaces; a surname). */
export const limits = { numberLength: 20, surnameLength: 60 };

/** The photograph as stored: JPEG, at most this many bytes and pixels. */
export const photo = { type: 'image/jpeg', maxBytes: 60_000, width: 300, height: 375 };

/**
 * A registration number as typed → its normalised form: capitals, no spaces, hyphens or dots.
 * @param {unknown} typed
 */
export const normaliseNumber = (typed) =>
  String(typed ?? '')
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-‐‑–—.]/g, '');

/**
 * A surname as compared: the letters a visitor would type on a UK keyboard, in lower case, and
 * nothing else. Accents go ("Zoë" is "zoe"), letters that do not decompose become what they are
 * written as in English ("Łódź" is "lodz", "Weiß" "weiss", "Ægir" "aegir", "Þór" "thor", "Søren"
 * "soren": any-ascii's transliteration), and case, spaces, hyphens and apostrophes are ignored
 * ("O’Neill", "o'neill" and "ONeill" are one name).
 * @param {unknown} typed
 */
export const surnameKey = (typed) =>
  anyAscii(String(typed ?? '').normalize('NFC'))
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Characters a surname may hold: letters of any script, spaces, hyphens, apostrophes, full stops. */
const surnameCharacters = /^[\p{L}\p{M}' ’‘`\-‐‑–.]+$/u;

/**
 * What the form sent, trimmed and with runs of white space made one space.
 * @param {unknown} value
 */
export const tidy = (value) =>
  String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The check's input, validated. Returns the one problem to tell the visitor about (the first
 * field that is wrong, and how) or the normalised number and surname key to look up.
 * @param {{ number?: unknown, surname?: unknown }} fields
 * @returns {{ ok: true, number: string, surnameKey: string } |
 *   { ok: false, field: 'number' | 'surname', problem: 'missing' | 'tooLong' | 'format' | 'characters' }}
 */
export function readCheckInput(fields) {
  const number = tidy(typeof fields.number === 'string' ? fields.number : '');
  const surname = tidy(typeof fields.surname === 'string' ? fields.surname : '');
  if (!number) return { ok: false, field: 'number', problem: 'missing' };
  if (number.length > limits.numberLength)
    return { ok: false, field: 'number', problem: 'tooLong' };
  const normalised = normaliseNumber(number);
  if (!numberPattern.test(normalised)) return { ok: false, field: 'number', problem: 'format' };
  if (!surname) return { ok: false, field: 'surname', problem: 'missing' };
  if (surname.length > limits.surnameLength)
    return { ok: false, field: 'surname', problem: 'tooLong' };
  if (!surnameCharacters.test(surname) || !surnameKey(surname))
    return { ok: false, field: 'surname', problem: 'characters' };
  return { ok: true, number: normalised, surnameKey: surnameKey(surname) };
}

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

/** Today's date in the UK, as an ISO date ("2026-11-25"): registrations run to a UK date. */
export const ukToday = (now = new Date()) => isoDateInUk.format(now);

/**
 * The registration's status on `today`: suspended by the scheme, expired after its valid-until
 * date, otherwise current.
 * @param {{ suspended: boolean, validUntil: string }} record
 * @param {string} today an ISO date
 * @returns {'current' | 'expired' | 'suspended'}
 */
export function registrationStatus(record, today) {
  if (record.suspended) return 'suspended';
  return record.validUntil < today ? 'expired' : 'current';
}

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
 * The machine categories a registration can cover, by the code the import file uses. The check
 * shows their names.
 */
export const categories = {
  CB: 'Counterbalance lift truck',
  RT: 'Reach truck',
  SL: 'Side-loader',
  TH: 'Telescopic handler',
  MH: 'Material handler',
  EX: '360° excavator',
  DU: 'Forward tipping dumper',
  RO: 'Ride-on roller',
  LS: 'Loading shovel',
  LL: 'Lorry loader',
  MC: 'Mobile crane',
};

/** A current registration ending within this many days says so. */
export const endingWithinDays = 90;

/**
 * Days from one ISO date to another.
 * @param {string} from
 * @param {string} to
 */
export const daysBetween = (from, to) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
