// How each register's numbers look, and a number as typed made the one the register holds. Pure.

/** Registration numbers: two letters, then six digits ("MO123456"). */
export const numberPattern = /^[A-Z]{2}[0-9]{6}$/;

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
 * Numbers of the clearly fictional demonstration records: the ZZ series, which the scheme never
 * issues. The import command refuses them outside the emulator; the check never matches them in
 * production.
 */
export const demonstrationPrefix = 'ZZ';

/** An accreditation number: two letters and four digits ("TP1042"). */
export const providerNumberPattern = /^[A-Z]{2}[0-9]{4}$/;

/** An instructor's registration number: two letters and six digits, as an operator's. */
export const instructorNumberPattern = /^[A-Z]{2}[0-9]{6}$/;

/** An account's number: two letters and four digits ("EM1042"). */
export const employerNumberPattern = /^[A-Z]{2}[0-9]{4}$/;
