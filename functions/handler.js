// The operator check's request handler: the Cloud Function's body (functions/index.js), and what
// `npm start` and the tests mount where firebase.json's rewrite points. It takes the form's POST,
// reads one Firestore document and answers with a whole page of the site, made from the answer
// pages the build rendered (functions/generated/answers.json: each a page of the site with
// {{placeholders}}, its inline CSS and the site's headers).
//
// What it promises (issue 25): no number, name or address in a log line or a URL; every answer
// `no-store` and `noindex`; an unknown number and a wrong surname get the same answer, made by the
// same work (one document read); tries from one client are counted in Firestore, so the limit
// holds across instances: slowed past `slowAfter`, refused past `perWindow`; a Firestore that is
// down or slow gets the "unavailable" page with status 503 within `deadlineMs`.
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import {
  categories,
  checkLimit,
  demonstrationPrefix,
  longDate,
  operatorsCollection,
  readCheckInput,
  registrationStatus,
  ukToday,
} from './records.js';

export const limitsCollection = 'checkLimits';

/** How long Firestore may take before the visitor is told the check is unavailable. */
export const defaultDeadlineMs = 2000;

/** The largest form body read: two short fields; anything longer is not a check. */
const maxBodyBytes = 4096;

const escapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text made safe for HTML, in element content and in quoted attributes alike. */
export const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => escapes[c]);

/**
 * An answer page with its placeholders filled: each `{{name}}` by the escaped value, and the one
 * `<li>` holding `{{category}}` once for each category.
 * @param {string} template
 * @param {Record<string, string>} values
 * @param {string[]} [items]
 */
export function fill(template, values, items = []) {
  const listed = template.replace(/<li\b[^>]*>\{\{category\}\}<\/li>/, (item) =>
    items.map((text) => item.replace('{{category}}', escapeHtml(text))).join(''),
  );
  return listed.replace(/\{\{(\w+)\}\}/g, (_, name) => escapeHtml(values[name] ?? ''));
}

/** The client a try is counted against: the address Firebase Hosting's CDN saw, else the socket's. */
export function clientAddress(request) {
  const forwarded = request.headers['fastly-client-ip'];
  if (typeof forwarded === 'string' && forwarded.trim()) return forwarded.trim();
  return request.socket?.remoteAddress ?? 'unknown';
}

/** The counter document of a client in a window: a hash, so no address is stored. */
const counterId = (address, window) =>
  createHash('sha256').update(`${window}:${address}`).digest('base64url').slice(0, 32);

/** Resolves to `fallback` after `ms` unless `promise` settles first (then its outcome). */
function within(promise, ms, fallback) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((resolve) => (timer = setTimeout(() => resolve(fallback), ms))),
  ]);
}

/** The form fields of a urlencoded body, from the Functions framework's `rawBody` or the stream. */
async function formFields(request) {
  let raw;
  if (Buffer.isBuffer(request.rawBody)) raw = request.rawBody;
  else {
    const chunks = [];
    let size = 0;
    for await (const chunk of request) {
      size += chunk.length;
      if (size > maxBodyBytes) return undefined;
      chunks.push(chunk);
    }
    raw = Buffer.concat(chunks);
  }
  if (raw.length > maxBodyBytes) return undefined;
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim();
  if (type !== 'application/x-www-form-urlencoded') return undefined;
  const params = new URLSearchParams(raw.toString('utf8'));
  return { number: params.get('number') ?? '', surname: params.get('surname') ?? '' };
}

/**
 * The handler.
 * @param {{
 *   db: import('firebase-admin/firestore').Firestore,
 *   answers: { pages: Record<string, string>, headers: Record<string, string> },
 *   now?: () => Date,
 *   deadlineMs?: number,
 *   limit?: typeof checkLimit,
 *   allowDemonstration?: boolean,
 *   log?: (entry: Record<string, unknown>) => void,
 * }} options `allowDemonstration`: match the ZZ demonstration records (only against the emulator)
 * @returns {(request: import('node:http').IncomingMessage & { rawBody?: Buffer }, response: import('node:http').ServerResponse) => Promise<void>}
 */
export function createCheckHandler({
  db,
  answers,
  now = () => new Date(),
  deadlineMs = defaultDeadlineMs,
  limit = checkLimit,
  allowDemonstration = false,
  log = (entry) => console.log(JSON.stringify(entry)),
}) {
  const send = (response, status, kind, values = {}, items = [], extraHeaders = {}) => {
    const body = fill(answers.pages[kind], values, items);
    response.writeHead(status, {
      ...answers.headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      ...extraHeaders,
    });
    response.end(body);
    // The outcome only: never the number, the name or the address.
    log({ check: kind, status });
  };

  /**
   * Counts this try; resolves to how many tries the client has made in this window. An increment
   * then a read, not a transaction: many tries at once from one client never contend and retry,
   * and each reads a count that includes its own.
   */
  const countTry = async (address, at) => {
    const windowMs = limit.windowMinutes * 60_000;
    const window = Math.floor(at.getTime() / windowMs);
    const ref = db.collection(limitsCollection).doc(counterId(address, window));
    const resetAt = new Date((window + 1) * windowMs);
    // `expiresAt` is the field of Firestore's TTL policy (firestore.indexes.json): once the window
    // has ended, Firestore deletes the counter (normally within a day).
    await ref.set({ tries: FieldValue.increment(1), expiresAt: resetAt }, { merge: true });
    const tries = (await ref.get()).get('tries');
    return { tries, resetAt };
  };

  return async function checkHandler(request, response) {
    const at = now();
    if (request.method !== 'POST') {
      send(response, 405, 'method', {}, [], { Allow: 'POST' });
      return;
    }
    const fields = await formFields(request).catch(() => undefined);
    if (!fields) {
      send(response, 400, 'invalid-number-format');
      return;
    }
    const typed = { number: fields.number.slice(0, 200), surname: fields.surname.slice(0, 200) };
    const input = readCheckInput(fields);
    if (!input.ok) {
      send(response, 400, `invalid-${input.field}-${input.problem}`, typed);
      return;
    }
    const unavailable = Symbol('unavailable');
    const address = clientAddress(request);
    // The count and the read run together: one round trip of waiting, whatever the answer.
    const [counted, snapshot] = await Promise.all([
      within(
        countTry(address, at).catch(() => unavailable),
        deadlineMs,
        unavailable,
      ),
      within(
        db
          .collection(operatorsCollection)
          .doc(input.number)
          .get()
          .catch(() => unavailable),
        deadlineMs,
        unavailable,
      ),
    ]);
    if (counted === unavailable || snapshot === unavailable) {
      send(response, 503, 'unavailable', typed, [], { 'Retry-After': '60' });
      return;
    }
    if (counted.tries > limit.perWindow) {
      const retryAt = new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/London',
      }).format(counted.resetAt);
      const seconds = Math.max(1, Math.ceil((counted.resetAt.getTime() - at.getTime()) / 1000));
      send(response, 429, 'limited', { ...typed, retryAt }, [], {
        'Retry-After': String(seconds),
      });
      return;
    }
    // Past `slowAfter`, each try waits a little longer than the one before.
    if (counted.tries > limit.slowAfter)
      await new Promise((resolve) =>
        setTimeout(resolve, (counted.tries - limit.slowAfter) * limit.delayStepMs),
      );
    const record = snapshot.exists ? snapshot.data() : undefined;
    const listed =
      record !== undefined && (allowDemonstration || !input.number.startsWith(demonstrationPrefix));
    // Compared whether or not there is a record, so the two "no match" answers cost the same.
    const surnameMatches = timingSafeEqualText(record?.surnameKey ?? '', input.surnameKey);
    if (!listed || !surnameMatches) {
      send(response, 200, 'no-match', typed);
      return;
    }
    const status = registrationStatus(record, ukToday(at));
    send(
      response,
      200,
      `match-${status}`,
      {
        ...typed,
        fullName: `${record.givenNames} ${record.surname}`,
        registrationNumber: record.registrationNumber,
        validUntil: longDate(record.validUntil),
        photo: Buffer.from(record.photo).toString('base64'),
      },
      record.categories.map((code) => categories[code] ?? code),
    );
  };
}

/** Two strings compared in time that depends on their lengths only, not on where they differ. */
function timingSafeEqualText(a, b) {
  const length = Math.max(a.length, b.length, 1);
  let difference = a.length ^ b.length;
  for (let i = 0; i < length; i++) difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return difference === 0;
}

export { checkFunction, checkLimit, checkPath } from './records.js';
