// An administrator's employer accounts in the console (docs/console.md, "Employers' accounts"):
// the accounts (`/console/employers`), an account as the register holds it with its standing, its
// API keys and its webhook (`/console/employers/account`), and the question before each change of
// its keys or its webhook (`/console/employers/change`): GET asks, with the plan the command
// would carry out (its dry run) and a reason; POST runs the very command the command line runs
// (`keys`, `webhook`: functions/registers/commands/), by the administrator's email address, its
// `confirm` answered by the post. A new key and a webhook's new signing secret are shown once, on
// the page that answers the post: never in an address, a redirect, the log or the trail. A reader
// or a keeper is refused every page and every post.
import { keepView } from '../../console/views.js';
import { versionAt } from '../../register.js';
import { history } from '../../registers/commands/history.js';
import { keys } from '../../registers/commands/keys.js';
import { show } from '../../registers/commands/show.js';
import { standingOf } from '../../registers/commands/stands.js';
import { webhook } from '../../registers/commands/webhook.js';
import { RequestMistake, readNumbers, when } from '../../registers/commands/words.js';
import { liveKeys, liveKeysPerAccount } from '../../registers/keys.js';
import { registers } from '../../registers/registers.js';
import { readPointer, readTrail, readWhole } from '../../registers/trail.js';
import { surnameKey } from '../../vocabulary/check-input.js';
import { consoleSearchLimit } from '../../vocabulary/console.js';
import { consolePaths } from '../../vocabulary/paths.js';
import { normaliseNumber } from '../../vocabulary/registration-numbers.js';
import { contextOf } from '../context.js';
import { formOf, seeOther, textOf } from '../door/forms.js';
import { consolePage, refused, unlessMay, whereOf } from './pages.js';

/** @typedef {import('../../registers/keys.js').StoredKey} StoredKey */
/** @typedef {import('../../registers/employers-file.js').EmployerVersion} Account */

const employers = registers.employers;
const { collection } = employers.shape;

/** The longest reason a form takes, and the longest search. */
const maxReason = 500;
const maxQuery = 100;

/** Each change an account's page offers, as its question and its button name it. */
const actionWords = {
  'key-create': { label: 'Make a new key', question: 'Make a new API key for' },
  'key-revoke': { label: 'Revoke key', question: 'Revoke key' },
  'webhook-set': { label: 'Set the webhook', question: 'Set the webhook of' },
  'webhook-remove': { label: 'Remove the webhook', question: 'Remove the webhook of' },
};

/** @typedef {keyof typeof actionWords} EmployerAction */

/** What an account's page says after a change that shows nothing once. */
const doneTexts = {
  'key-revoked': (/** @type {string} */ keyId) =>
    `Key ${keyId} revoked: the API refuses it within a minute. Kept in the trail with your reason.`,
  'webhook-removed': () =>
    'Webhook removed: no more notices are sent. Kept in the trail with your reason.',
};

/**
 * An account's page.
 * @param {string} number
 * @param {Record<string, string>} [more]
 */
export const accountHref = (number, more = {}) =>
  `${consolePaths.employer}?${new URLSearchParams({ number, ...more })}`;

/**
 * The question before a change of an account.
 * @param {string} number
 * @param {EmployerAction} action
 * @param {Record<string, string>} [more]
 */
const changeHref = (number, action, more = {}) =>
  `${consolePaths.employerChange}?${new URLSearchParams({ number, action, ...more })}`;

/**
 * The account's number as typed, read as the commands read it, or the refusal.
 * @param {import('hono').Context<any>} c
 * @param {string | undefined} typed
 * @returns {{ number: string } | { refusal: Response }}
 */
function numberOf(c, typed) {
  try {
    const [number = ''] = readNumbers(employers, [typed ?? ''], { writes: false });
    return { number };
  } catch (error) {
    return { refusal: refused(c, /** @type {Error} */ (error).message, 404) };
  }
}

/**
 * An account as the register holds it now, or undefined (never on it, or removed).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} number
 * @returns {Promise<Account | undefined>}
 */
async function accountOf(db, number) {
  const [pointer, stored] = await Promise.all([
    readPointer(db, collection),
    db.collection(collection).doc(number).get(),
  ]);
  return versionAt(stored.data(), pointer);
}

/**
 * Whether an account is one a search names: its number begins with what was typed, or its name
 * holds it (folded as the console's search folds a name).
 * @param {string} query
 */
function namedBy(query) {
  const number = normaliseNumber(query);
  const name = surnameKey(query);
  return (/** @type {string} */ accountNumber, /** @type {Account} */ account) =>
    (number.length > 0 && accountNumber.startsWith(number)) ||
    (name.length > 0 && surnameKey(account.name).includes(name));
}

/** GET: the accounts, or those a search names. */
export async function employersPage(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'administer');
  if (refusal) return refusal;
  const query = (c.req.query('q') ?? '').trim();
  const answer = (
    /** @type {number} */ status,
    /** @type {[string, Account][]} */ found,
    /** @type {string[]} */ problems,
  ) =>
    consolePage(c, status, 'console-employers', {
      query,
      found: problems.length ? '' : foundText(found.length, query),
      problems,
      accounts: found.slice(0, consoleSearchLimit).map(([number, account]) => ({
        accountNumber: number,
        accountName: account.name,
        accountStatus: account.status,
        accountKeys: String(liveKeys(account.keys ?? []).length),
        accountWebhook: account.webhook ? 'set' : 'none',
        accountHref: accountHref(number),
      })),
    });
  if (query.length > maxQuery) return answer(400, [], [`Type at most ${maxQuery} characters.`]);
  const read = await readWhole(contextOf(c).db, collection);
  /** @type {[string, Account][]} */
  const accounts = [];
  for (const [number, data] of [...read.stored].sort(([a], [b]) => a.localeCompare(b))) {
    /** @type {Account | undefined} */
    const account = versionAt(data, read.pointer);
    if (account) accounts.push([number, account]);
  }
  const named = namedBy(query);
  return answer(
    200,
    query ? accounts.filter(([number, account]) => named(number, account)) : accounts,
    [],
  );
}

/**
 * What the list shows, in words.
 * @param {number} count
 * @param {string} query
 */
const foundText = (count, query) =>
  `${count === 0 ? 'No accounts' : count === 1 ? '1 account' : `${count} accounts`}${query ? ` for “${query}”` : ' on the register'}${count > consoleSearchLimit ? `: the first ${consoleSearchLimit} are shown` : ''}.`;

/**
 * The lines a command answered, without the first (where it ran).
 * @param {string} text
 */
const linesOf = (text) => text.split('\n').slice(1);

/**
 * The trail's reason of the latest change of an account whose reason begins `prefix`, without it.
 * @param {import('../../registers/trail.js').TrailEntry[]} entries the account's, oldest first
 * @param {string} prefix
 */
const latestWith = (entries, prefix) =>
  entries.filter((entry) => entry.reason?.startsWith(prefix)).at(-1);

/**
 * A key as the account's page lists it: when and by whom it was made; live, or revoked when, by
 * whom and why (the trail's reason for it).
 * @param {string} number
 * @param {StoredKey} key
 * @param {import('../../registers/trail.js').TrailEntry[]} entries
 * @param {boolean} active whether the account is on the register
 */
function keyRow(number, key, entries, active) {
  const revokedAt = key.revokedAt ? new Date(key.revokedAt) : undefined;
  const prefix = `key ${key.id} revoked: `;
  const why = latestWith(entries, prefix)?.reason?.slice(prefix.length);
  return {
    keyId: key.id,
    keyMade: `${when(new Date(key.createdAt))} by ${key.createdBy}`,
    keyState: revokedAt
      ? `revoked ${when(revokedAt)} by ${key.revokedBy ?? 'unknown'}${why ? `: ${why}` : ''}`
      : 'live',
    revokeHref: !revokedAt && active ? changeHref(number, 'key-revoke', { key: key.id }) : '',
    revokeLabel: !revokedAt && active ? `Revoke key ${key.id}` : '',
  };
}

/**
 * What the account's page says of its keys, and whether a new one can be made now.
 * @param {string} number
 * @param {Account | undefined} account
 */
function keysNoteOf(number, account) {
  if (!account) return { note: `${number} is not on the register: it has no keys to keep.` };
  const live = liveKeys(account.keys ?? []).length;
  const count = `${live} live ${live === 1 ? 'key' : 'keys'} of the ${liveKeysPerAccount} an account may have.`;
  if (live >= liveKeysPerAccount) return { note: `${count} Revoke one before making another.` };
  if (account.status !== 'active')
    return {
      note: `${count} It is ${account.status}: its keys are refused, and no new one is made until it is reinstated.`,
    };
  return { note: count, canMake: true };
}

/** GET: an account, its standing, its keys and its webhook; kept as viewed. */
export async function accountPage(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'administer');
  if (refusal) return refusal;
  const read = numberOf(c, c.req.query('number'));
  if ('refusal' in read) return read.refusal;
  const { number } = read;
  const { db, activity, now } = contextOf(c);
  await keepView(db, {
    at: now(),
    by: c.get('signedIn').person.email,
    register: collection,
    number,
    what: 'account, keys and webhook',
  });
  const run = { db, activity, register: employers, now, where: whereOf(db), number };
  const [shown, standing, changes, account, entries] = await Promise.all([
    show(run).then(
      (text) => ({ fields: linesOf(text), problem: '' }),
      (/** @type {Error} */ error) => ({ fields: [], problem: error.message }),
    ),
    standingOf(db, employers, number),
    history(run).then(linesOf, () => []),
    accountOf(db, number),
    readTrail(db, collection, { number }),
  ]);
  if (standing.status === 'unknown' && !changes.length)
    return refused(c, `${number} has never been on the employers' register.`, 404);
  const done = c.req.query('done') ?? '';
  const keyId = c.req.query('key') ?? '';
  const notices = [
    ...(done === 'key-revoked' && /^[a-z0-9]{8}$/.test(keyId) ? [doneTexts[done](keyId)] : []),
    ...(done === 'webhook-removed' ? [doneTexts[done]()] : []),
    ...(shown.problem ? shown.problem.split('\n') : []),
  ];
  const keysNote = keysNoteOf(number, account);
  const set = latestWith(entries, 'webhook set to ');
  return consolePage(c, 200, 'console-employer', {
    number,
    accountName: account?.name ?? '',
    standingText: `${standing.status}: ${standing.text}`,
    notices,
    fields: shown.fields.map((line) => {
      const at = line.indexOf(': ');
      return at < 0
        ? { fieldName: line, fieldValue: '' }
        : { fieldName: line.slice(0, at), fieldValue: line.slice(at + 2) };
    }),
    keys: [...(account?.keys ?? [])]
      .reverse()
      .map((key) => keyRow(number, key, entries, Boolean(account))),
    keysNote: keysNote.note,
    newKey: keysNote.canMake
      ? [
          {
            newKeyHref: changeHref(number, 'key-create'),
            newKeyLabel: `Make a new key for ${number}`,
          },
        ]
      : [],
    webhookAddress: account?.webhook?.url ?? 'none set',
    webhookSet:
      account?.webhook && set
        ? `${when(set.at)} by ${set.by}${set.reason ? `: ${set.reason.replace(/^webhook set to \S+: /, '')}` : ''}`
        : account?.webhook
          ? 'not kept in the trail'
          : '',
    webhookHref: account ? changeHref(number, 'webhook-set') : '',
    webhookLabel: account ? `${account.webhook ? 'Change' : 'Set'} the webhook of ${number}` : '',
    removeWebhook: account?.webhook
      ? [
          {
            removeHref: changeHref(number, 'webhook-remove'),
            removeLabel: `Remove the webhook of ${number}`,
          },
        ]
      : [],
    history: changes.map((historyLine) => ({ historyLine })),
  });
}

/**
 * What a question or its answer names, checked: the account (on the register), the action, and
 * for a revocation a live key of this account's own.
 * @param {import('hono').Context<any>} c
 * @param {{ number?: string, action?: string, key?: string }} asked
 */
async function askedOf(c, asked) {
  const action = /** @type {EmployerAction} */ (asked.action ?? '');
  if (!Object.hasOwn(actionWords, action))
    return { refusal: refused(c, 'There is no such change of an account in the console.', 404) };
  const read = numberOf(c, asked.number);
  if ('refusal' in read) return read;
  const { number } = read;
  const { db } = contextOf(c);
  const [account, standing] = await Promise.all([
    accountOf(db, number),
    standingOf(db, employers, number),
  ]);
  if (!account) return { refusal: refused(c, `${number} is not on the employers' register.`, 404) };
  const keyId = asked.key ?? '';
  if (action === 'key-revoke') {
    const key = (account.keys ?? []).find((each) => each.id === keyId);
    // Only this account's keys: another account's key id is no key of this one.
    if (!key) return { refusal: refused(c, `${number} has no key “${keyId}”.`, 404) };
    if (key.revokedAt)
      return {
        refusal: refused(
          c,
          `Key ${key.id} of ${number} was revoked on ${when(new Date(key.revokedAt))}.`,
          409,
        ),
      };
  }
  if (action === 'webhook-remove' && !account.webhook)
    return { refusal: refused(c, `${number} has no webhook to remove.`, 409) };
  return { number, action, keyId, account, standing };
}

/** @typedef {Exclude<Awaited<ReturnType<typeof askedOf>>, { refusal: Response }>} Asked */

/**
 * The command's run, as the command line would give it: by the administrator, its question
 * answered by the form's post.
 * @param {import('hono').Context<any>} c
 * @param {Asked} asked
 * @param {{ reason: string, dryRun: boolean, url?: string }} more
 */
function runOf(c, { number, action, keyId }, more) {
  const { db, activity, now, allowDemonstration, webhooks } = contextOf(c);
  return {
    db,
    activity,
    register: employers,
    where: whereOf(db),
    now,
    by: c.get('signedIn').person.email,
    yes: false,
    confirm: async () => true,
    account: number,
    action: action === 'key-create' ? 'create' : 'revoke',
    keyId,
    demonstrationProject: allowDemonstration,
    webhookSigningKey: webhooks?.webhookSigningKey,
    resolve: webhooks?.resolve,
    ...more,
  };
}

/**
 * Runs the account's command (`keys` or `webhook`).
 * @param {import('hono').Context<any>} c
 * @param {Asked} asked
 * @param {{ reason: string, dryRun: boolean, url?: string }} more
 */
const commandOf = (c, asked, more) => {
  const run = /** @type {any} */ (runOf(c, asked, more));
  return asked.action.startsWith('key-') ? keys(run) : webhook(run);
};

/**
 * The plan of a dry run, as the question shows it; a new key's id is made when the key is.
 * @param {string} text
 */
const planOf = (text) =>
  linesOf(text).map((line) => ({
    planLine: line.trim().replace(/key [a-z0-9]{8} made$/, 'a new key made (its id is given then)'),
  }));

/**
 * The question before making or revoking a key, or removing the webhook.
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {Asked} asked
 * @param {{ reason: string, problems: string[] }} form
 */
async function questionPage(c, status, asked, { reason, problems }) {
  const { number, action, keyId, standing } = asked;
  const plan = await commandOf(c, asked, { reason: reason || 'asked', dryRun: true }).then(
    planOf,
    (/** @type {Error} */ error) => error.message.split('\n').map((planLine) => ({ planLine })),
  );
  const words = actionWords[action];
  const what = action === 'key-revoke' ? `${keyId} of ${number}` : number;
  return consolePage(c, status, 'console-employer-question', {
    number,
    action,
    keyId,
    question: `${words.question} ${what}?`,
    actionLabel: `${words.label}${action === 'key-revoke' ? ` ${keyId}` : ''}`,
    standingText: `${standing.status}: ${standing.text}`,
    reason,
    accountHref: accountHref(number),
    problems,
    plan,
  });
}

/**
 * The question before setting the webhook: the address, and once it is checked the plan.
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {Asked} asked
 * @param {{ url: string, planned: string, plan: string[], reason: string, problems?: string[], urlProblems?: string[] }} form
 */
function webhookPage(c, status, asked, form) {
  const { number, account, standing } = asked;
  return consolePage(c, status, 'console-employer-webhook', {
    number,
    question: `${account.webhook ? 'Change' : 'Set'} the webhook of ${number}?`,
    actionLabel: form.planned ? `Set the webhook of ${number}` : 'Check the address',
    standingText: `${standing.status}: ${standing.text}`,
    webhookNow: account.webhook?.url ?? 'none set',
    url: form.url,
    planned: form.planned,
    reason: form.reason,
    accountHref: accountHref(number),
    problems: form.problems ?? [],
    urlProblems: form.urlProblems ?? [],
    plan: form.plan.map((planLine) => ({ planLine: planLine.trim() })),
  });
}

/**
 * Whether a command's refusal is the address's checks' (to show by the address's field).
 * @param {unknown} error
 */
const addressRefused = (error) =>
  error instanceof RequestMistake && /cannot be a webhook/.test(error.message);

/** GET: the question before a change of an account's keys or webhook: an administrator's only. */
export async function employerQuestion(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'administer');
  if (refusal) return refusal;
  const asked = await askedOf(c, c.req.query());
  if ('refusal' in asked) return asked.refusal;
  if (asked.action === 'webhook-set')
    return webhookPage(c, 200, asked, {
      url: asked.account.webhook?.url ?? '',
      planned: '',
      plan: [],
      reason: '',
    });
  return questionPage(c, 200, asked, { reason: '', problems: [] });
}

/**
 * POST: the change, carried out by the command; a new key or signing secret shown once on the
 * page that answers, anything else back to the account's page saying so.
 */
export async function changeEmployer(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'administer');
  if (refusal) return refusal;
  const form = await formOf(c);
  const asked = await askedOf(c, {
    number: textOf(form, 'number'),
    action: textOf(form, 'action'),
    key: textOf(form, 'key'),
  });
  if ('refusal' in asked) return asked.refusal;
  const reason = textOf(form, 'reason').trim().replace(/\s+/g, ' ');
  const reasonProblem = !reason
    ? 'Give the reason: it is kept in the trail with your name.'
    : reason.length > maxReason
      ? `Keep the reason to ${maxReason} characters.`
      : '';
  if (asked.action === 'webhook-set') return setWebhook(c, asked, form, reason, reasonProblem);
  if (reasonProblem) return questionPage(c, 400, asked, { reason, problems: [reasonProblem] });
  let output;
  try {
    output = await commandOf(c, asked, { reason, dryRun: false });
  } catch (error) {
    // The command refused (the account changed since the question): asked again, saying why.
    return questionPage(c, 409, asked, {
      reason,
      problems: /** @type {Error} */ (error).message.split('\n'),
    });
  }
  const { number } = asked;
  if (asked.action === 'key-revoke')
    return seeOther(accountHref(number, { done: 'key-revoked', key: asked.keyId }));
  if (asked.action === 'webhook-remove')
    return seeOther(accountHref(number, { done: 'webhook-removed' }));
  const key = /shown this once[^:]*: (\S+)/.exec(output)?.[1] ?? '';
  const keyId = /key ([a-z0-9]{8}) made/.exec(output)?.[1] ?? '';
  return consolePage(c, 200, 'console-shown-once', {
    heading: `Key ${keyId} of ${number}`,
    secretLabel: 'The new API key',
    secret: key,
    advice: [
      'Copy it now: it is shown this once, and kept only as a hash. Not even the scheme can show it again.',
      'Give it to the account holder by a safe route, not by email. It goes in the Authorization header of each request: Bearer KEY.',
      'To move to a new key, make one, let the account move to it, then revoke the old one.',
    ],
    accountHref: accountHref(number),
  });
}

/**
 * POST of the webhook's question: the address checked by the command's dry run (its refusal
 * shown by the field) and its plan shown; then, with the plan shown for that very address and a
 * reason, the command itself, and the new signing secret shown once.
 * @param {import('hono').Context<any>} c
 * @param {Asked} asked
 * @param {Record<string, unknown>} form
 * @param {string} reason
 * @param {string} reasonProblem
 */
async function setWebhook(c, asked, form, reason, reasonProblem) {
  const url = textOf(form, 'url').trim();
  const planned = textOf(form, 'planned');
  const again = (
    /** @type {number} */ status,
    /** @type {Partial<Parameters<typeof webhookPage>[3]>} */ more,
  ) => webhookPage(c, status, asked, { url, planned: '', plan: [], reason, ...more });
  if (!url)
    return again(400, {
      urlProblems: ['Type the address notices are sent to, as https://hooks.example.com/motas.'],
    });
  let plan;
  try {
    plan = linesOf(await commandOf(c, asked, { reason: reason || 'asked', dryRun: true, url }));
  } catch (error) {
    const message = /** @type {Error} */ (error).message;
    return addressRefused(error)
      ? again(400, { urlProblems: [message] })
      : again(409, { problems: message.split('\n') });
  }
  // The plan is shown for the address typed before it is set.
  if (planned !== url) return again(200, { planned: url, plan });
  if (reasonProblem) return again(400, { planned: url, plan, problems: [reasonProblem] });
  let output;
  try {
    output = await commandOf(c, asked, { reason, dryRun: false, url });
  } catch (error) {
    const message = /** @type {Error} */ (error).message;
    return addressRefused(error)
      ? again(400, { urlProblems: [message] })
      : again(409, { planned: url, plan, problems: message.split('\n') });
  }
  const { number } = asked;
  return consolePage(c, 200, 'console-shown-once', {
    heading: `The webhook of ${number}`,
    secretLabel: 'Its new signing secret',
    secret: /shown this once: (\S+)/.exec(output)?.[1] ?? '',
    advice: [
      `Notices go to ${/webhook set to (\S+)/.exec(output)?.[1] ?? url}, each signed with this secret.`,
      'Copy it now: it is shown this once. The secret it had before no longer checks its notices.',
      'Give it to the account holder by a safe route, not by email: their system checks each notice’s signature with it, as Standard Webhooks do.',
    ],
    accountHref: accountHref(number),
  });
}
