// What the site's Cloud Functions are allowed to do in production, declared once: the service
// account each runs as (functions/index.js) and the only roles it holds, which `npm run deploy`
// grants (scripts/deploy/access.mjs). Two functions, two accounts (docs/decisions.md, "The portal,
// a function of its own"): the public check, which anyone may call and many will attack, only
// reads the registers; the providers' portal, which signed-in people use, writes them.
// Firestore's roles cannot be limited to a collection, so the check writes only to a database of
// its own: it reads the registers in (default) and writes try counters and fake-card reports in
// `activity`. Pure: no I/O.

/** The Firestore database the functions count tries in, and the check keeps its reports in. */
export const activityDatabase = 'activity';

/** The database of the registers, which the check only reads and the portal writes. */
export const registersDatabase = '(default)';

/**
 * @typedef {{ role: string, database?: string, why: string }} Grant
 * A role an account holds: on one database only (an IAM condition on the database's resource
 * name), or, without `database`, on the whole project. Only Firestore's resources are databases:
 * a condition on a database's name would match nothing another service (Authentication) asks
 * about, and so grant nothing.
 */

/**
 * @typedef {{
 *   shorthand: string,
 *   name: string,
 *   displayName: string,
 *   runs: string,
 *   roles: Grant[],
 *   secrets: Record<string, string>,
 * }} FunctionAccount `shorthand`: `name@`, firebase-functions' shorthand for
 *   name@PROJECT.iam.gserviceaccount.com; `runs`: what runs as it, in the deploy's words
 */

/** The service account of the check's function (and of its schedule), and what it may do. */
export const checkFunctionAccount = {
  shorthand: 'operator-check@',
  name: 'operator-check',
  displayName: 'Operator check (Cloud Function)',
  runs: 'the check',
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

/** The service account of the providers' portal's function (docs/portal.md), and what it may do. */
export const portalFunctionAccount = {
  shorthand: 'providers-portal@',
  name: 'providers-portal',
  displayName: 'Providers’ portal (Cloud Function)',
  runs: 'the portal',
  roles: [
    {
      role: 'roles/datastore.user',
      database: registersDatabase,
      why: 'keeps the results providers enter and puts them on the register',
    },
    {
      role: 'roles/datastore.user',
      database: activityDatabase,
      why: 'counts sign-in tries, and its staff console reads and marks the fake-card reports',
    },
    // Authentication's users are the project's: no condition narrows this role.
    {
      role: 'roles/firebaseauth.admin',
      why: 'invites people, makes and checks session cookies, revokes them',
    },
  ],
  /** The secrets it reads: what the handler cannot start without (the counters' key, which its
   * sign-in counts are kept under, the references' and the receipts'), the key that seals
   * the second factors' keys (docs/decisions.md, "A second factor"), and the webhooks' key, from
   * which the staff console shows an account its new signing secret when an administrator sets
   * its webhook (the portal sends no notice). */
  secrets: {
    counterKey: checkFunctionAccount.secrets.counterKey,
    referenceKey: checkFunctionAccount.secrets.referenceKey,
    receiptKeys: checkFunctionAccount.secrets.receiptKeys,
    portalSecretKey: 'PORTAL_SECRET_KEY',
    webhookSigningKey: checkFunctionAccount.secrets.webhookSigningKey,
    // The mail server the holders' emails go through (functions/holders/outbox.js), with its
    // credentials: smtps://USER:PASSWORD@HOST (docs/holders.md).
    smtpUrl: 'SMTP_URL',
  },
};

/** Every function's account, as `npm run deploy:access` makes and grants them. */
export const functionAccounts = [checkFunctionAccount, portalFunctionAccount];

/**
 * The email address of `account` in `projectId`.
 * @param {{ name: string }} account
 * @param {string} projectId
 */
export const accountEmail = (account, projectId) =>
  `${account.name}@${projectId}.iam.gserviceaccount.com`;

/**
 * The email address of the check's service account in `projectId`.
 * @param {string} projectId
 */
export const checkFunctionEmail = (projectId) => accountEmail(checkFunctionAccount, projectId);

/** The check's Cloud Function (functions/index.js) and firebase.json's rewrites to it: in London. */
export const checkFunction = /** @type {const} */ ({ name: 'check', region: 'europe-west2' });

/** The providers' portal's Cloud Function, beside the check's. */
export const portalFunction = /** @type {const} */ ({
  name: 'portal',
  region: checkFunction.region,
});

/** The functions that answer requests, each at the paths of its routes (functions/vocabulary/paths.js). */
export const requestFunctions = [checkFunction, portalFunction];

/** @typedef {(typeof requestFunctions)[number]['name']} FunctionName */
