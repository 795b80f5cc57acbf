// What a registration may be on a day, and when it is said to be ending. Pure.

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

/** A current registration ending within this many days says so. */
export const endingWithinDays = 90;

/** What a provider's accreditation may be, as the import gives it. */
export const providerStatuses = /** @type {const} */ (['accredited', 'suspended', 'withdrawn']);

/** What an account may be. */
export const employerStatuses = /** @type {const} */ (['active', 'suspended', 'closed']);
