// `keys create|list|revoke ACCOUNT [KEY_ID] --reason TEXT`: an employer account's API keys. A new
// key is shown once, here, and stored only as its hash; an account has at most two live, so a key
// is rotated by making the new one, moving to it, then revoking the old. A revoked key is refused
// by the function within a minute (it reads the accounts again every 30 s). Each is a change of
// the account, kept in the trail with who and why (never the key).
import { versionAt } from '../../register.js';
import { liveKeys, liveKeysPerAccount, makeKey } from '../keys.js';
import { storePlainRecords } from '../store.js';
import { readWhole } from '../trail.js';
import { RequestMistake, confirmed, dryRunMark, readNumbers, when } from './words.js';

/** @typedef {import('../keys.js').StoredKey} StoredKey */

/**
 * @typedef {import('./words.js').WritingRun & {
 *   action: string, account: string, keyId?: string, reason?: string,
 * }} KeysRun `account` as typed
 */

/**
 * Makes, lists or revokes an account's keys.
 * @param {KeysRun} run
 * @returns {Promise<string>} what it did, as lines (a new key once, and never again)
 */
export async function keys(run) {
  const { db, register, action, by } = run;
  if (register.name !== 'employers')
    throw new RequestMistake('keys are for the employers’ accounts: npm run employers -- keys …');
  if (!['create', 'list', 'revoke'].includes(action))
    throw new RequestMistake(
      `keys ${action || ''} is not one of: keys create, keys list, keys revoke`,
    );
  const [account = ''] = readNumbers(register, [run.account], { writes: action !== 'list' });
  const read = await readWhole(db, register.shape.collection);
  /** @type {import('../registers.js').Version | undefined} */
  const version = versionAt(read.stored.get(account), read.pointer);
  if (!version) throw new Error(`${account} is not on the employers' register`);
  /** @type {StoredKey[]} */
  const held = version.keys ?? [];
  if (action === 'list') return keysList(run.where, account, held);
  if (!run.reason)
    throw new RequestMistake(`keys ${action} needs --reason TEXT: why, for the trail`);
  const { next, shownOnce, what } =
    action === 'create'
      ? createKey(account, version, held, { at: run.now(), by })
      : revokeKey(account, held, run.keyId, { at: run.now(), by });
  const lines = [`${run.where}${run.dryRun ? dryRunMark : ''}`, `  ${account}: ${what}`];
  if (run.dryRun) return lines.join('\n');
  if (action === 'revoke') await confirmed(run, `revoke a key of ${account}`, Infinity, lines);
  await storePlainRecords(db, register.shape, [{ fields: { ...version, keys: next } }], {
    now: run.now,
    stallMs: run.stallMs,
    expect: read.pointer.current,
    trail: { by, reason: `${what}: ${run.reason}` },
  });
  if (shownOnce)
    lines.push(
      `  the key, shown this once (it is stored only as a hash): ${shownOnce}`,
      '  Give it to the account holder by a safe route; it goes in the Authorization header: Bearer KEY.',
    );
  else lines.push('  refused by the API within a minute.');
  return lines.join('\n');
}

/**
 * An account's keys, live and revoked, as lines (never the keys themselves: only their ids).
 * @param {string} where
 * @param {string} account
 * @param {StoredKey[]} held
 */
const keysList = (where, account, held) =>
  [
    where,
    ...held.map(
      (key) =>
        `${key.id}  made ${when(new Date(key.createdAt))} by ${key.createdBy}${key.revokedAt ? `; revoked ${when(new Date(key.revokedAt))} by ${key.revokedBy}` : '; live'}`,
    ),
    `${liveKeys(held).length} live ${liveKeys(held).length === 1 ? 'key' : 'keys'} of ${account}.`,
  ].join('\n');

/**
 * @typedef {{ next: StoredKey[], shownOnce?: string, what: string }} KeyChange
 * The account's keys after the change, the new key (shown once), and the change as the trail
 * says it.
 */

/**
 * A new key for an active account that has fewer than the live keys it may hold.
 * @param {string} account
 * @param {import('../registers.js').Version} version
 * @param {StoredKey[]} held
 * @param {{ at: Date, by: string }} made when and by whom
 * @returns {KeyChange}
 */
function createKey(account, version, held, { at, by }) {
  if (liveKeys(held).length >= liveKeysPerAccount)
    throw new Error(
      `${account} has ${liveKeysPerAccount} live keys already; revoke one first (keys revoke ${account} KEY_ID)`,
    );
  if (version.status !== 'active')
    throw new Error(
      `${account} is ${version.status}: its keys would be refused; reinstate it first`,
    );
  const made = makeKey({ at, by });
  return { next: [...held, made.stored], shownOnce: made.key, what: `key ${made.stored.id} made` };
}

/**
 * One of the account's live keys revoked (kept, with when and by whom).
 * @param {string} account
 * @param {StoredKey[]} held
 * @param {string | undefined} keyId
 * @param {{ at: Date, by: string }} revoked when and by whom
 * @returns {KeyChange}
 */
function revokeKey(account, held, keyId, { at, by }) {
  const key = held.find((each) => each.id === keyId);
  if (!key)
    throw new Error(
      `${account} has no key ${keyId ?? '(none named)'}; keys list ${account} shows them`,
    );
  if (key.revokedAt)
    throw new Error(`key ${key.id} of ${account} was revoked on ${when(new Date(key.revokedAt))}`);
  const next = held.map((each) =>
    each === key ? { ...each, revokedAt: at.toISOString(), revokedBy: by } : each,
  );
  return { next, what: `key ${key.id} revoked` };
}
