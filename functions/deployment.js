// What the check's function is allowed to do in production, declared once: the service account it
// runs as (functions/index.js) and the only roles it holds, which `npm run deploy` grants
// (scripts/deploy/access.mjs). Firestore's roles cannot be limited to a collection, so the function
// writes only to a database of its own: it reads the registers in (default) and writes try
// counters and fake-card reports in `activity`. Pure: no I/O.

/** The Firestore database the function writes: try counters and reports. */
export const activityDatabase = 'activity';

/** The database of the registers, which the function only reads. */
export const registersDatabase = '(default)';

/** The service account of the check's function, and what it may do. */
export const checkFunctionAccount = {
  /** `name@` is firebase-functions' shorthand for name@PROJECT.iam.gserviceaccount.com. */
  shorthand: 'operator-check@',
  name: 'operator-check',
  displayName: 'Operator check (Cloud Function)',
  /** Each role, on one database only (an IAM condition on the database's resource name). */
  roles: [
    { role: 'roles/datastore.viewer', database: registersDatabase, why: 'reads the registers' },
    {
      role: 'roles/datastore.user',
      database: activityDatabase,
      why: 'counts tries and keeps fake-card reports',
    },
  ],
  /** The secrets it reads (firebase deploy grants it access to each): the keys of the try
   * counters' ids and of the check references, the receipts' signing keys (docs/receipts.md),
   * and the key the employers' webhook secrets are derived from (docs/check-security.md). */
  secrets: {
    counterKey: 'CHECK_COUNTER_KEY',
    referenceKey: 'CHECK_REFERENCE_KEY',
    receiptKeys: 'RECEIPT_SIGNING_KEYS',
    webhookSigningKey: 'WEBHOOK_SIGNING_KEY',
  },
};

/**
 * The email address of the function's service account in `projectId`.
 * @param {string} projectId
 */
export const checkFunctionEmail = (projectId) =>
  `${checkFunctionAccount.name}@${projectId}.iam.gserviceaccount.com`;

/** The Cloud Function (functions/index.js) and firebase.json's rewrite to it: in London. */
export const checkFunction = { name: 'check', region: 'europe-west2' };
