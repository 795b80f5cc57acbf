// How long what the scheme keeps is kept, then deleted (the privacy notice says each). Pure data.

/** How long an employer's record of its checks through the API is kept, then deleted. */
export const checkRecordRetentionDays = 90;

/** How long a report is kept once received, then deleted by Firestore's TTL policy. */
export const reportRetentionDays = 365;

/** How long a delivery and its log are kept. */
export const deliveryRetentionDays = 30;

/**
 * How long an API request's Idempotency-Key keeps its first answer (and a request with it is
 * answered again), in hours.
 */
export const idempotencyHours = 24;
