// Firebase Authentication's sign-in by email link, done by the server so that no page needs the
// JavaScript SDK (docs/decisions.md, "The portal's sign-in"): the Identity Toolkit's REST calls
// that the SDK itself makes, sent to the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST names one
// (as firebase-admin does), to Google otherwise. Firebase mails the link; the emulator keeps it
// (docs/local.md says how to read it).

/**
 * @typedef {{ base: string, apiKey: string }} Identity
 * Where the Identity Toolkit answers, and the project's web API key (public: it names the
 * project, it grants nothing).
 */

/**
 * The Identity Toolkit for this process: the emulator's when FIREBASE_AUTH_EMULATOR_HOST is set.
 * The key is the portal function's parameter WEB_API_KEY (functions/index.js; not
 * FIREBASE_WEB_API_KEY: Firebase keeps the prefix FIREBASE_ of a function's settings for itself,
 * and `firebase deploy` refuses one).
 * @param {{ apiKey?: string, emulatorHost?: string }} [given]
 * @returns {Identity}
 */
export function identityOf({
  apiKey = process.env.WEB_API_KEY,
  emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST,
} = {}) {
  if (emulatorHost)
    return {
      base: `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`,
      apiKey: apiKey ?? 'fake-api-key',
    };
  if (!apiKey) throw new Error('The portal needs the project’s web API key: WEB_API_KEY');
  return { base: 'https://identitytoolkit.googleapis.com/v1', apiKey };
}

/**
 * A call of the Identity Toolkit: its JSON answer, or `{ error }` with the toolkit's code
 * (INVALID_OOB_CODE, EXPIRED_OOB_CODE, INVALID_EMAIL, …).
 * @param {Identity} identity
 * @param {string} method
 * @param {Record<string, unknown>} body
 * @returns {Promise<Record<string, any>>}
 */
async function call(identity, method, body) {
  const response = await fetch(
    `${identity.base}/accounts:${method}?key=${encodeURIComponent(identity.apiKey)}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    },
  );
  const answer = await response.json().catch(() => ({}));
  if (response.ok) return answer;
  return { error: String(answer?.error?.message ?? `HTTP ${response.status}`).split(' ')[0] };
}

/**
 * Asks Firebase to mail `email` a sign-in link that opens `continueUrl` with its code.
 * @param {Identity} identity
 * @param {string} email
 * @param {string} continueUrl
 */
export const sendSignInLink = (identity, email, continueUrl) =>
  call(identity, 'sendOobCode', {
    requestType: 'EMAIL_SIGNIN',
    email,
    continueUrl,
    canHandleCodeInApp: true,
  });

/**
 * Signs in with a link's code: the ID token to make a session of, or the toolkit's error. A code
 * works once, for the address it was sent to.
 * @param {Identity} identity
 * @param {string} email
 * @param {string} oobCode
 * @returns {Promise<{ idToken: string } | { error: string }>}
 */
export async function signInWithLink(identity, email, oobCode) {
  const answer = await call(identity, 'signInWithEmailLink', { email, oobCode });
  return answer.idToken ? { idToken: answer.idToken } : { error: answer.error ?? 'NO_TOKEN' };
}
