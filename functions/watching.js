// Told when it changes: an employer account watches the people it matched through the API (while
// it wants them), and is sent a notice when one is suspended, expires, is about to expire or is
// removed: a webhook to the account's address, signed with a secret of the account's as Standard
// Webhooks sign theirs (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<HMAC-SHA256 of
// "id.timestamp.body", base64>`), retried with back-off, each attempt in a delivery log the
// account reads through the API.
//
// Nothing hooks the register's writes: a sweep (every few minutes, functions/index.js) compares
// each watched person's standing now with the last one noticed, so a change made by any command,
// and a date passing, are noticed alike.
//
//   watchlist/{account}-{register}-{number}   { account, register, number, standing, since }
//   webhookDeliveries/{id}                    { account, event, body, attempts, state, nextAt,
//                                               log: [{ at, status, error? }], deleteAt }
import { createHmac, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { readRegister } from './catalogue.js';
import { instructorsCollection } from './providers.js';
import { operatorsCollection, registrationStatus, ukToday } from './records.js';
import { newestAt, pointerOf, registersCollection } from './register.js';

export const watchCollection = 'watchlist';
export const deliveriesCollection = 'webhookDeliveries';

/** A current registration is "about to expire" this many days before its valid-until date. */
export const expiringWithinDays = 30;

/** When each retry is made after a failed attempt, in minutes: six tries over about a day. */
export const retryMinutes = [1, 5, 30, 120, 720];

/** How long a delivery and its log are kept. */
export const deliveryRetentionDays = 30;

const collections = { operators: operatorsCollection, instructors: instructorsCollection };

/** @typedef {'current' | 'expiring' | 'expired' | 'suspended' | 'removed'} Standing */

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

/** The events a change of standing is told as. */
const events = /** @type {const} */ ({
  expiring: 'registration.expiring',
  expired: 'registration.expired',
  suspended: 'registration.suspended',
  removed: 'registration.removed',
  current: 'registration.current',
});

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
        type: events[standing],
        timestamp: at.toISOString(),
        data: { register, number: doc.get('number'), standing, was: doc.get('standing') },
      });
      batch.set(activity.collection(deliveriesCollection).doc(id), {
        account: doc.get('account'),
        event: events[standing],
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
 * The headers that sign a webhook's body with the account's secret.
 * @param {string} secret
 * @param {string} id
 * @param {Date} at
 * @param {string} body
 */
export function webhookSignature(secret, id, at, body) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signature = createHmac('sha256', secret)
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}

/**
 * Sends every notice that is due to its account's address, signed; a failure is tried again
 * after the next wait of `retryMinutes`, and given up after the last. Each attempt is logged.
 * @param {{
 *   activity: import('firebase-admin/firestore').Firestore,
 *   accounts: () => Promise<Map<string, { webhook?: { url: string, secret: string } }>>,
 *   now: () => Date,
 *   post?: (url: string, init: RequestInit) => Promise<{ status: number }>,
 *   timeoutMs?: number,
 * }} context `accounts`: the employers' register, by number
 * @returns {Promise<{ delivered: number, failed: number }>}
 */
export async function deliver({ activity, accounts, now, post = fetch, timeoutMs = 5000 }) {
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
      const webhook = byNumber.get(doc.get('account'))?.webhook;
      const body = String(doc.get('body'));
      let status = 0;
      let error = '';
      if (!webhook) error = 'the account has no webhook address';
      else
        try {
          status = (
            await post(webhook.url, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                ...webhookSignature(webhook.secret, doc.id, at, body),
              },
              body,
              signal: AbortSignal.timeout(timeoutMs),
              redirect: 'manual',
            })
          ).status;
        } catch (caught) {
          error =
            /** @type {Error} */ (caught).name === 'TimeoutError'
              ? 'no answer in time'
              : 'could not connect';
        }
      const ok = status >= 200 && status < 300;
      const attempts = Number(doc.get('attempts')) + 1;
      const wait = retryMinutes[attempts - 1];
      const state = ok ? 'delivered' : wait === undefined ? 'failed' : 'pending';
      await doc.ref.update({
        attempts,
        state,
        ...(state === 'pending' && wait !== undefined
          ? { nextAt: Timestamp.fromMillis(at.getTime() + wait * 60_000) }
          : {}),
        log: [
          ...(doc.get('log') ?? []),
          { at: at.toISOString(), status, ...(error ? { error } : {}) },
        ],
      });
      if (ok) counts.delivered += 1;
      else if (state === 'failed') counts.failed += 1;
    }),
  );
  return counts;
}

/**
 * What the function's schedule does every five minutes (functions/index.js, `notices`), and
 * `npm start` every minute: every watched person's standing compared, then every notice due sent
 * to its account's webhook.
 * @param {{ db: import('firebase-admin/firestore').Firestore, activity: import('firebase-admin/firestore').Firestore, now: () => Date }} context
 * @returns {Promise<{ queued: number, delivered: number, failed: number }>}
 */
export async function sendNotices({ db, activity, now }) {
  const queued = await sweep({ db, activity, now });
  const sent = await deliver({
    activity,
    now,
    accounts: async () =>
      /** @type {Map<string, { webhook?: { url: string, secret: string } }>} */ (
        (await readRegister(db, { collection: 'employers', key: 'number' })).records
      ),
  });
  return { queued, ...sent };
}
