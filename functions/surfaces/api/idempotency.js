// Stripe's `Idempotency-Key` for the API's one request that charges (POST /api/v1/checks): a
// client that sends a key with a request may send it again, after a timeout or a dropped
// connection, and for 24 hours gets the first answer again, charged once. The same key with a
// different request is refused (422), and one whose first request is still being answered waits
// (409): a retry never runs a check twice. Only an answer that charged the quota is kept; one that
// charged nothing (a refusal) leaves the key free to try again.
//
//   apiIdempotency/{sha256(account, key)}   { account, request, state: 'running' | 'done',
//                                             status, headers, body, expiresAt }
//
// `request` is a hash of what was asked; `body` is the answer's JSON as sent, but for the
// photographs, which are kept by their ids and read again for a replay (a photograph is at most
// 60 KB: 100 of them would not fit in a document).
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { readPhotos } from '../../registers/lookup.js';
import { idempotencyHours } from '../../vocabulary/retention.js';

/** The answers kept for a key, deleted by a TTL on `expiresAt`. */
export const idempotencyCollection = 'apiIdempotency';

/** How long a first request may be "still being answered" before a retry may take its place. */
const runningForMs = 30_000;

/**
 * An answer of the route, as it is sent and kept: its status, headers and JSON body, its results
 * holding each photograph's id (`photoId`) beside the photograph.
 * @typedef {{ status: number, headers: Record<string, string>, body: Record<string, any>, charged: boolean }} Answer
 */

/**
 * The answer as sent: photographs in place, their ids gone.
 * @param {Answer['body']} body
 * @param {Map<string, string>} photos
 */
const sent = (body, photos) => ({
  ...body,
  ...(body.results
    ? {
        results: body.results.map(
          (/** @type {Record<string, unknown>} */ { photoId, ...result }) =>
            typeof photoId === 'string' && photos.has(photoId)
              ? { ...result, photo: photos.get(photoId) }
              : result,
        ),
      }
    : {}),
});

/**
 * The answer as kept: the photographs' ids without the photographs.
 * @param {Answer['body']} body
 */
const kept = (body) => ({
  ...body,
  ...(body.results
    ? {
        results: body.results.map((/** @type {Record<string, unknown>} */ result) =>
          Object.fromEntries(Object.entries(result).filter(([field]) => field !== 'photo')),
        ),
      }
    : {}),
});

/**
 * An answer as a Response.
 * @param {Answer} answer
 */
const responseOf = (answer) =>
  Response.json(sent(answer.body, new Map(collectPhotos(answer.body))), {
    status: answer.status,
    headers: answer.headers,
  });

/** @param {unknown} value */
const hashOf = (value) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/**
 * What a request with a key finds: the key its own (`take`), or the first request's answer to
 * send again (`replay`), or a refusal (409: still being answered; 422: another request's key).
 * @param {import('firebase-admin/firestore').DocumentReference} ref
 * @param {Record<string, unknown> & { request: string }} claim what the key's document says of this request
 * @param {Date} at
 * @returns {Promise<{ take: true } | { replay: Record<string, any> } | { refuse: 409 | 422 }>}
 */
async function claimKey(ref, claim, at) {
  const created = await ref.create(claim).then(
    () => true,
    (error) => {
      // ALREADY_EXISTS: the key has been sent before.
      if (error?.code !== 6) throw error;
      return false;
    },
  );
  if (created) return { take: true };
  const earlier = await ref.get();
  const data = earlier.data();
  const over = !data || data.expiresAt.toMillis() <= at.getTime();
  if (!over && data.request !== claim.request) return { refuse: 422 };
  if (!over && data.state === 'done') return { replay: data };
  const stalled =
    data?.state === 'running' && data.startedAt.toMillis() + runningForMs <= at.getTime();
  if (!over && !stalled) return { refuse: 409 };
  // Expired, or its first request never finished: this one takes the key, if no other retry
  // took it first.
  const taken = await ref
    .update(claim, { lastUpdateTime: /** @type {Timestamp} */ (earlier.updateTime) })
    .then(
      () => true,
      () => false,
    );
  return taken ? { take: true } : { refuse: 409 };
}

/**
 * @param {{
 *   db: import('firebase-admin/firestore').Firestore,
 *   activity: import('firebase-admin/firestore').Firestore,
 * }} options `db`: the registers (the photographs); `activity`: where the answers are kept
 */
export function createIdempotency({ db, activity }) {
  const answers = activity.collection(idempotencyCollection);

  /**
   * The first request's answer, sent again: its photographs read again by their ids.
   * @param {Record<string, any>} data the key's document
   */
  async function replayOf(data) {
    const body = JSON.parse(data.body);
    const photos = await readPhotos(
      db,
      (body.results ?? []).flatMap((/** @type {{ photoId?: string }} */ result) =>
        result.photoId ? [result.photoId] : [],
      ),
    );
    return Response.json(sent(body, photos), {
      status: data.status,
      headers: { ...data.headers, 'Idempotent-Replayed': 'true' },
    });
  }

  return {
    /**
     * Answers a request: by `answer` (and kept, if it charged) unless the account sent `key` with
     * the same request within `idempotencyHours`, whose first answer is then sent again.
     * @param {{ account: string, key: string | undefined, request: unknown, at: Date }} asked
     * @param {() => Promise<Answer>} answer
     * @param {(status: 409 | 422) => Response} refuse the refusal of a key in use or reused
     * @returns {Promise<Response>}
     */
    async answer({ account, key, request, at }, answer, refuse) {
      if (key === undefined) return responseOf(await answer());
      const ref = answers.doc(hashOf([account, key]));
      const found = await claimKey(
        ref,
        {
          account,
          request: hashOf(request),
          state: 'running',
          startedAt: Timestamp.fromDate(at),
          expiresAt: Timestamp.fromMillis(at.getTime() + idempotencyHours * 3_600_000),
        },
        at,
      );
      if ('refuse' in found) return refuse(found.refuse);
      if ('replay' in found) return replayOf(found.replay);
      let answered;
      try {
        answered = await answer();
      } catch (error) {
        await ref.delete().catch(() => {});
        throw error;
      }
      if (answered.charged)
        await ref.update({
          state: 'done',
          status: answered.status,
          headers: answered.headers,
          body: JSON.stringify(kept(answered.body)),
        });
      else await ref.delete();
      return responseOf(answered);
    },
  };
}

/**
 * The photographs an answer holds, by their ids.
 * @param {Answer['body']} body
 * @returns {[string, string][]}
 */
function collectPhotos(body) {
  return (body.results ?? []).flatMap(
    (/** @type {{ photoId?: string, photo?: string }} */ { photoId, photo }) =>
      photoId && photo ? [[photoId, photo]] : [],
  );
}
