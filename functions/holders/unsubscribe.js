// One-click unsubscribe (RFC 8058; docs/holders.md, "Told in time"): every email's
// List-Unsubscribe address carries a token naming the registration number, signed with a key only
// the scheme holds, so no one can stop another holder's emails by guessing: `NUMBER.MAC`, the MAC
// an HMAC-SHA-256 of the number (its first 128 bits, base64url) under a key derived (HKDF) from the
// portal's secret key (PORTAL_SECRET_KEY), which the portal's function, its schedule and the
// staff's command line already hold (docs/decisions.md, "Holders told in time"). It never expires:
// an unsubscribe link must work whenever it is used.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { emailsPaths } from '../vocabulary/paths.js';
import { numberPattern } from '../vocabulary/registration-numbers.js';

/** What the key is derived for: a key of its own, never the second factors' seal. */
const keyInfo = 'motas holders unsubscribe v1';

/** The portal's key on a `demo-` project when none is given (functions/handler.js, `portalOf`). */
export const demonstrationSecretKey = 'demonstration portal key';

/** Where a local site is served (`npm start`), when SITE_URL does not say. */
export const demonstrationOrigin = 'http://localhost:3000';

/**
 * The key the tokens are signed with, from the portal's secret key.
 * @param {string} secretKey
 */
const macKey = (secretKey) =>
  Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), keyInfo, 32));

/**
 * The MAC of a number.
 * @param {string} secretKey
 * @param {string} number
 */
const macOf = (secretKey, number) =>
  createHmac('sha256', macKey(secretKey)).update(number).digest().subarray(0, 16);

/**
 * The token that stops the emails about `number`.
 * @param {string} secretKey
 * @param {string} number normalised
 */
export const unsubscribeToken = (secretKey, number) =>
  `${number}.${macOf(secretKey, number).toString('base64url')}`;

/**
 * The number a token names, if the scheme signed it; else undefined.
 * @param {string} secretKey
 * @param {unknown} token
 * @returns {string | undefined}
 */
export function tokenNumber(secretKey, token) {
  if (typeof token !== 'string' || token.length > 100) return undefined;
  const [number = '', mac = '', ...more] = token.trim().split('.');
  if (more.length || !numberPattern.test(number) || !/^[\w-]{22}$/.test(mac)) return undefined;
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(secretKey, number);
  return given.length === expected.length && timingSafeEqual(given, expected) ? number : undefined;
}

/**
 * The one-click address of `number`'s emails, on the site at `origin`.
 * @param {{ origin: string, secretKey: string }} settings
 * @param {string} number
 */
export const unsubscribeHref = ({ origin, secretKey }, number) =>
  `${origin}${emailsPaths.unsubscribe}?${new URLSearchParams({ token: unsubscribeToken(secretKey, number) })}`;

/**
 * The key the unsubscribe tokens are signed and checked with: the portal's (PORTAL_SECRET_KEY), or
 * on a `demo-` project without one, the demonstration key; undefined where there is none.
 * @param {{ env?: Record<string, string | undefined>, demonstration: boolean }} options
 */
export const unsubscribeKey = ({ env = process.env, demonstration }) =>
  env.PORTAL_SECRET_KEY || (demonstration ? demonstrationSecretKey : undefined);

/**
 * What the emails are made with: the site's origin their links go to, and the key their
 * unsubscribe tokens are signed with. From the environment (SITE_URL, PORTAL_SECRET_KEY: a Cloud
 * Function is given its secrets there too); on a `demo-` project, the local site and the
 * demonstration key when it says nothing; otherwise the origin the build was made for, and no
 * email without the key.
 * @param {{ env?: Record<string, string | undefined>, demonstration: boolean, builtOrigin?: string }} options
 * @returns {{ origin: string, secretKey: string }}
 */
export function mailSettings({ env = process.env, demonstration, builtOrigin }) {
  const secretKey = unsubscribeKey({ env, demonstration });
  if (!secretKey)
    throw new Error(
      "The holders' emails need PORTAL_SECRET_KEY: their unsubscribe links are signed with it",
    );
  const origin = env.SITE_URL || (demonstration ? demonstrationOrigin : builtOrigin);
  if (!origin)
    throw new Error("The holders' emails need SITE_URL: the site's origin their links go to");
  return { origin: origin.replace(/\/+$/, ''), secretKey };
}
