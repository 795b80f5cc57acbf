// Told when it changes: an employer account watches the people it matched through the API (while
// it wants them), and is sent a notice when one is suspended, expires, is about to expire or is
// removed: a webhook to the account's address, signed with a secret of the account's as Standard
// Webhooks sign theirs (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<HMAC-SHA256 of
// "id.timestamp.body", base64>`), retried with back-off, each attempt in a delivery log the
// account reads through the API, where it may also ask for a test notice or a notice again.
//
// Nothing hooks the register's writes: a sweep (every few minutes, functions/index.js) compares
// each watched person's standing now with the last one noticed, so a change made by any command,
// and a date passing, are noticed alike.
//
// The function posts from inside Google's network to an address an account gave: each attempt
// checks the address again and connects only to the address it checked (webhook-address.js), and
// tells the account delivered or failed, never why a connection failed.
//
//   watchlist/{account}-{register}-{number}   { account, register, number, standing, since }
//   webhookDeliveries/{id}                    { account, event, body, attempts, state, nextAt,
//                                               log: [{ at, outcome, status? }], deleteAt }
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { readRegister } from './catalogue.js';
import { instructorsCollection } from './providers.js';
import { securityEvent } from './security-events.js';
import {
  employerRegister,
  operatorsCollection,
  newestAt,
  pointerOf,
  registersCollection,
} from './register.js';
import { registrationStatus } from './vocabulary/statuses.js';
import { ukToday } from './vocabulary/dates.js';
import {
  expiringWithinDays,
  retryMinutes,
  standingEvents,
  testEvent,
  webhookTimeoutMs,
} from './vocabulary/notices.js';
import { deliveryRetentionDays } from './vocabulary/retention.js';
import { checkWebhookAddress } from './webhook-address.js';

export const watchCollection = 'watchlist';
export const deliveriesCollection = 'webhookDeliveries';

const collections = { operators: operatorsCollection, instructors: instructorsCollection };

/** @typedef {keyof typeof standingEvents} Standing what a watched person may be */

/**
 * A watched person's standing on `today`.
 * @param {any} data the stored record
 * @param {{ current: number, abandoned: number[] }} pointer
 * @param {string} today
 * @returns {Standing}
 */
export function standingOf(data, pointer, today) {
  const newest = newestAt(data, pointer);
  if (!newest || 'removed' in newest.version) return 'removed';
  const version = /** @type {{ suspended: boolean, validUntil: string }} */ (newest.version);
  const status = registrationStatus(version, today);
  if (status !== 'current') return status;
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + expiringWithinDays);
  return version.validUntil <= soon.toISOString().slice(0, 10) ? 'expiring' : 'current';
}

/**
 * Adds people to an account's watchlist, at their standing now.
 * @param {import('firebase-admin/firestore').Firestore} activity
 * @param {string} account
 * @param {'operators' | 'instructors'} register
 * @param {readonly { number: string, standing: Standing }[]} people
 * @param {Date} at
 */
export async function watch(activity, account, register, people, at) {
  const batch = activity.batch();
  for (const { number, standing } of people)
    batch.set(activity.collection(watchCollection).doc(`${account}-${register}-${number}`), {
      account,
      register,
      number,
      standing,
      since: Timestamp.fromDate(at),
    });
  await batch.commit();
}

/**
 * Compares every watched person's standing now with the last noticed, and queues a notice for
 * each that changed.
 * @param {{ db: import('firebase-admin/firestore').Firestore, activity: import('firebase-admin/firestore').Firestore, now: () => Date }} context
 * @returns {Promise<number>} how many notices were queued
 */
export async function sweep({ db, activity, now }) {
  const at = now();
  const today = ukToday(at);
  const watched = (await activity.collection(watchCollection).get()).docs;
  let queued = 0;
  for (const [register, collection] of Object.entries(collections)) {
    const these = watched.filter((doc) => doc.get('register') === register);
    if (these.length === 0) continue;
    const [pointerDoc, ...records] = await db.getAll(
      db.collection(registersCollection).doc(collection),
      ...these.map((doc) => db.collection(collection).doc(doc.get('number'))),
    );
    const pointer = pointerOf(pointerDoc?.data());
    const batch = activity.batch();
    for (const [index, doc] of these.entries()) {
      const standing = standingOf(records[index]?.data(), pointer, today);
      if (standing === doc.get('standing')) continue;
      batch.update(doc.ref, { standing });
      const id = randomUUID();
      const body = JSON.stringify({
        type: standingEvents[standing],
        timestamp: at.toISOString(),
        data: { register, number: doc.get('number'), standing, was: doc.get('standing') },
      });
      batch.set(activity.collection(deliveriesCollection).doc(id), {
        account: doc.get('account'),
        event: standingEvents[standing],
        body,
        attempts: 0,
        state: 'pending',
        nextAt: Timestamp.fromDate(at),
        log: [],
        createdAt: Timestamp.fromDate(at),
        deleteAt: Timestamp.fromMillis(at.getTime() + deliveryRetentionDays * 86_400_000),
      });
      queued += 1;
    }
    await batch.commit();
  }
  return queued;
}

/**
 * A new salt for an account's webhook: all the register keeps of its secret.
 * @returns {string}
 */
export const newWebhookSalt = () => randomBytes(16).toString('base64url');

/**
 * An account's signing secret, as shown to the scheme's staff once (`whsec_` and the standard
 * base64 of 32 bytes, as Standard Webhooks write one): derived from WEBHOOK_SIGNING_KEY, which
 * only the function and the staff who ask for it hold, and a salt the register keeps, so a copy
 * of the register is no copy of the secrets, and a new salt is a new secret.
 * @param {string | Buffer} signingKey WEBHOOK_SIGNING_KEY
 * @param {string} account the account's number
 * @param {string} salt the register's, set with the address
 */
export const webhookSecret = (signingKey, account, salt) =>
  `whsec_${createHmac('sha256', signingKey).update(`webhook:${account}:${salt}`).digest('base64')}`;

/**
 * The headers that sign a webhook's body as Standard Webhooks do: the HMAC-SHA256, keyed with
 * the bytes the secret's base64 after `whsec_` stands for, of `id.timestamp.body`.
 * @param {string} secret `whsec_…`
 * @param {string} id
 * @param {Date} at
 * @param {string} body
 */
export function webhookSignature(secret, id, at, body) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}

/** The most of a receiver's answer read: its status is all that counts. */
export const maxAnswerBytes = 4096;

/**
 * POSTs a notice to the address checked for it and to no other (the connection's lookup answers
 * that address, whatever a resolver would say now), with the address's own name for TLS and
 * `Host`, so its certificate is checked as ever. A redirect is an answer like any other, never
 * followed; at most `maxAnswerBytes` of the answer are read before the connection is closed; and
 * the whole attempt ends after `timeoutMs`.
 * @param {import('./webhook-address.js').CheckedAddress} checked
 * @param {{ headers: Record<string, string>, body: string, timeoutMs: number }} notice
 * @returns {Promise<{ status: number } | { error: string }>} the answer's status, or why none came
 *   (for the function's log only)
 */
export function postWebhook({ url, address, family }, { headers, body, timeoutMs }) {
  return new Promise((resolve) => {
    let done = false;
    /** @type {import('node:http').ClientRequest | undefined} */
    let request;
    /** @param {{ status: number } | { error: string }} result */
    const finish = (result) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      request?.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ error: `no answer in ${timeoutMs} ms` }), timeoutMs);
    // Plain http only for a demo- project's loopback receiver (webhook-address.js).
    request = (url.protocol === 'http:' ? http : https).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
        lookup: (_hostname, options, callback) =>
          options.all
            ? /** @type {any} */ (callback)(null, [{ address, family }])
            : callback(null, address, family),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (/** @type {Buffer} */ chunk) => {
          read += chunk.length;
          if (read > maxAnswerBytes) finish({ status });
        });
        response.on('end', () => finish({ status }));
        response.on('error', () => finish({ status }));
      },
    );
    request.on('error', (error) =>
      finish({ error: /** @type {NodeJS.ErrnoException} */ (error).code ?? error.message }),
    );
    request.end(body);
  });
}

/**
 * @typedef {{ url: string, salt: string }} StoredWebhook an account's webhook as the register
 *   keeps it: the address, and the salt its secret is derived with (`webhookSecret`)
 * @typedef {{ at: string, outcome: 'delivered' | 'failed', status?: number }} Attempt an attempt,
 *   as the account's delivery log shows it: `status` only when the receiver answered
 * @typedef {{
 *   webhookSigningKey: string | Buffer,
 *   demonstration?: boolean,
 *   resolve?: import('./webhook-address.js').Resolve,
 *   log?: (entry: Record<string, unknown>) => void,
 *   timeoutMs?: number,
 * }} Sender what sends a notice: the key the accounts' secrets are derived from; whether the
 *   project is a `demo-` one (a loopback receiver allowed); the resolver (the system's unless a
 *   test stands in another); the function's log; how long an attempt may take
 */

/** A log line as Cloud Logging reads one. */
const logLine = (/** @type {Record<string, unknown>} */ entry) =>
  console.log(JSON.stringify(entry));

/**
 * One attempt at a notice: the account's address checked again (webhook-address.js), then the
 * notice posted, signed, to the address checked. The account is told only whether it was
 * delivered, and the status when its receiver answered: why a connection failed would let an
 * account map what the function can reach. The function's own log says why, for the scheme.
 * @param {Sender} sender
 * @param {{ account: string, webhook: StoredWebhook | undefined, id: string, body: string, attempt: number }} notice
 *   `id`: the delivery's, sent as `webhook-id` on every attempt so a receiver can tell a repeat;
 *   `attempt`: which attempt this is, for the log
 * @param {Date} at
 * @returns {Promise<Attempt>}
 */
export async function attemptNotice(sender, { account, webhook, id, body, attempt }, at) {
  const {
    webhookSigningKey,
    demonstration = false,
    resolve,
    log = logLine,
    timeoutMs = webhookTimeoutMs,
  } = sender;
  const started = Date.now();
  /** @param {'webhook-failed' | 'webhook-address-refused'} event @param {string} why */
  const failed = (event, why) => {
    log(securityEvent(event, { account, delivery: id, attempt, why }));
    return /** @type {Attempt} */ ({ at: at.toISOString(), outcome: 'failed' });
  };
  if (!webhook?.url) return failed('webhook-failed', 'the account has no webhook');
  if (!webhook.salt)
    return failed(
      'webhook-failed',
      'the webhook was set before its secret was derived: set it again',
    );
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const checking = await Promise.race([
    checkWebhookAddress(webhook.url, { demonstration, resolve }),
    new Promise((done) => {
      timer = setTimeout(() => done({ refused: `no address in ${timeoutMs} ms` }), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
  const checked =
    /** @type {{ checked: import('./webhook-address.js').CheckedAddress } | { refused: string }} */ (
      checking
    );
  if ('refused' in checked) return failed('webhook-address-refused', checked.refused);
  const answer = await postWebhook(checked.checked, {
    headers: {
      'content-type': 'application/json',
      ...webhookSignature(webhookSecret(webhookSigningKey, account, webhook.salt), id, at, body),
    },
    body,
    timeoutMs: Math.max(1, timeoutMs - (Date.now() - started)),
  });
  if ('error' in answer) return failed('webhook-failed', answer.error);
  const { status } = answer;
  if (status < 200 || status >= 300)
    return {
      ...failed(
        'webhook-failed',
        status >= 300 && status < 400
          ? `answered ${status}, a redirect, not followed`
          : `answered ${status}`,
      ),
      status,
    };
  return { at: at.toISOString(), outcome: 'delivered', status };
}

/**
 * @typedef {{
 *   activity: import('firebase-admin/firestore').Firestore,
 *   accounts: () => Promise<Map<string, { webhook?: StoredWebhook }>>,
 *   now: () => Date,
 * } & Sender} DeliveryContext `accounts`: the employers' register, by number
 */

/**
 * Sends every notice that is due to its account's address, signed; a failure is tried again
 * after the next wait of `retryMinutes`, and given up after the last. Each attempt is logged.
 * @param {DeliveryContext} context
 * @returns {Promise<{ delivered: number, failed: number }>}
 */
export async function deliver({ activity, accounts, now, ...sender }) {
  const at = now();
  const due = await activity
    .collection(deliveriesCollection)
    .where('state', '==', 'pending')
    .where('nextAt', '<=', Timestamp.fromDate(at))
    .get();
  const byNumber = await accounts();
  const counts = { delivered: 0, failed: 0 };
  await Promise.all(
    due.docs.map(async (doc) => {
      const account = String(doc.get('account'));
      const attempts = Number(doc.get('attempts')) + 1;
      const attempt = await attemptNotice(
        sender,
        {
          account,
          webhook: byNumber.get(account)?.webhook,
          id: doc.id,
          body: String(doc.get('body')),
          attempt: attempts,
        },
        at,
      );
      const ok = attempt.outcome === 'delivered';
      const wait = retryMinutes[attempts - 1];
      const state = ok ? 'delivered' : wait === undefined ? 'failed' : 'pending';
      await doc.ref.update({
        // Counted and logged where they are, since the account may ask for a redelivery meanwhile.
        attempts: FieldValue.increment(1),
        state,
        ...(state === 'pending' && wait !== undefined
          ? { nextAt: Timestamp.fromMillis(at.getTime() + wait * 60_000) }
          : {}),
        log: FieldValue.arrayUnion(attempt),
      });
      if (ok) counts.delivered += 1;
      else if (state === 'failed') counts.failed += 1;
    }),
  );
  return counts;
}

/**
 * A delivery of a new notice to an account, made and tried at once (a `webhook.test`, which the
 * account asks for): delivered or failed, never tried again by the schedule.
 * @param {Sender & { activity: import('firebase-admin/firestore').Firestore }} context
 * @param {{ account: string, webhook: StoredWebhook | undefined }} to
 * @param {Date} at
 * @returns {Promise<import('firebase-admin/firestore').DocumentSnapshot>} the delivery, as stored
 */
export async function sendTestNotice({ activity, ...sender }, { account, webhook }, at) {
  const id = randomUUID();
  const body = JSON.stringify({ type: testEvent, timestamp: at.toISOString(), data: {} });
  const attempt = await attemptNotice(sender, { account, webhook, id, body, attempt: 1 }, at);
  const ref = activity.collection(deliveriesCollection).doc(id);
  await ref.set({
    account,
    event: testEvent,
    body,
    attempts: 1,
    state: attempt.outcome,
    log: [attempt],
    createdAt: Timestamp.fromDate(at),
    deleteAt: Timestamp.fromMillis(at.getTime() + deliveryRetentionDays * 86_400_000),
  });
  return ref.get();
}

/**
 * A delivery's notice sent again at once, as a new attempt: the same body and `webhook-id` (so
 * a receiver that has it can tell), a new timestamp and signature. Delivered, it is delivered
 * (and not tried again); failed, it is as it was, its retries still to come.
 * @param {Sender & { activity: import('firebase-admin/firestore').Firestore }} context
 * @param {import('firebase-admin/firestore').DocumentSnapshot} delivery
 * @param {StoredWebhook | undefined} webhook the account's
 * @param {Date} at
 * @returns {Promise<import('firebase-admin/firestore').DocumentSnapshot>} the delivery, as stored
 */
export async function redeliver({ activity, ...sender }, delivery, webhook, at) {
  const attempt = await attemptNotice(
    sender,
    {
      account: String(delivery.get('account')),
      webhook,
      id: delivery.id,
      body: String(delivery.get('body')),
      attempt: Number(delivery.get('attempts')) + 1,
    },
    at,
  );
  await delivery.ref.update({
    attempts: FieldValue.increment(1),
    ...(attempt.outcome === 'delivered' ? { state: 'delivered' } : {}),
    log: FieldValue.arrayUnion(attempt),
  });
  return activity.collection(deliveriesCollection).doc(delivery.id).get();
}

/**
 * What the function's schedule does every five minutes (functions/index.js, `notices`), and
 * `npm start` every minute: every watched person's standing compared, then every notice due sent
 * to its account's webhook.
 * @param {{
 *   db: import('firebase-admin/firestore').Firestore,
 *   activity: import('firebase-admin/firestore').Firestore,
 *   now: () => Date,
 * } & Sender} context
 * @returns {Promise<{ queued: number, delivered: number, failed: number }>}
 */
export async function sendNotices({ db, activity, now, ...sender }) {
  const queued = await sweep({ db, activity, now });
  const sent = await deliver({
    activity,
    now,
    ...sender,
    accounts: async () =>
      /** @type {Map<string, { webhook?: StoredWebhook }>} */ (
        (await readRegister(db, employerRegister)).records
      ),
  });
  return { queued, ...sent };
}
