// The providers' portal's second factor: a time-based one-time password (TOTP, RFC 6238) from an
// authenticator app, checked here on the server. Whoever can confirm results (approvers, and a
// provider's administrators) passes it after the email link. Firebase's own TOTP second factor
// is not used: the Auth emulator cannot do it (firebase-tools#6224), so it could not be tested in
// `npm test`, and its sign-in runs in the browser's JavaScript, which the portal's pages do not
// need (docs/decisions.md, "A second factor: TOTP checked on the server").
//
// What this module does: makes a secret, shows it to an authenticator (an otpauth:// address, its
// QR code, and the secret in groups for typing by hand), checks a code typed in, and seals the
// secret for Firestore, which holds only the sealed value. The codes themselves are otpauth's
// (hectorm/otpauth); the randomness and the sealing are node:crypto's. Pure but for the
// randomness: no Firestore, no clock of its own (the caller passes `at`), and no words a person
// reads but the QR code's accessible name: the site's content words the problems.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * The codes' settings: what every authenticator app takes (Google Authenticator ignores any
 * other algorithm, length or period, and shows wrong codes), and RFC 6238's own.
 */
export const totpSettings = Object.freeze({ algorithm: 'SHA1', digits: 6, period: 30 });

/**
 * How many steps either side of now a code may be from: one (30 s), for a phone's clock a little
 * fast or slow and a code typed as it turned over; no more, since each step is another million
 * codes an attacker's guess may match (RFC 6238, section 5.2).
 */
export const driftSteps = 1;

/** A secret's size: 160 bits, the size of SHA-1's output, which RFC 4226 recommends. */
const secretBytes = 20;

/** A fresh random secret, base32 (32 characters), as authenticator apps take it. */
export const newSecret = () => Secret.fromHex(randomBytes(secretBytes).toString('hex')).base32;

/**
 * The secret in groups of four, as a person types it into an app that has no camera.
 * @param {string} secret base32
 */
export const secretGroups = (secret) => secret.match(/.{1,4}/g) ?? [];

/**
 * `text` made safe inside an XML attribute's double quotes.
 * @param {string} text
 */
const attributeValue = (text) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The QR code of `uri` as an inline SVG, an image with a name for those who do not see it.
 * @param {string} uri
 * @param {string} name its accessible name
 */
async function qrSvgOf(uri, name) {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return svg.trim().replace(/^<svg\b/, `<svg role="img" aria-label="${attributeValue(name)}"`);
}

/**
 * What a person needs to add the account to an authenticator app: the otpauth:// address (the
 * issuer and account escaped in its label), its QR code, and the secret in groups of four.
 * The QR code's accessible name is what the app will list: the issuer and the account, unless
 * `qrName` words it otherwise; it never holds the secret, which a screen reader would read aloud.
 * @param {{ secret: string, account: string, issuer: string, qrName?: string }} options
 * @returns {Promise<{ uri: string, qrSvg: string, secretGroups: string[] }>}
 */
export async function enrolment({ secret, account, issuer, qrName = `${issuer}: ${account}` }) {
  const uri = new TOTP({
    ...totpSettings,
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
  }).toString();
  return { uri, qrSvg: await qrSvgOf(uri, qrName), secretGroups: secretGroups(secret) };
}

/** @typedef {'missing' | 'format' | 'wrong' | 'reused'} CodeProblem */

/**
 * A code as typed, reduced to its digits: spaces and hyphens people type between the digits (as
 * apps show them, "123 456") are dropped; anything else is left for the format check to refuse.
 * @param {string | undefined} code
 * @returns {{ digits: string } | { problem: CodeProblem }}
 */
function digitsOf(code) {
  const typed = (code ?? '').trim();
  if (typed === '') return { problem: 'missing' };
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? { digits } : { problem: 'format' };
}

/**
 * Whether `digits` is the code of time step `step`.
 * @param {string} secret base32
 * @param {string} digits
 * @param {number} step
 */
const isCodeOf = (secret, digits, step) =>
  TOTP.validate({
    ...totpSettings,
    token: digits,
    secret: Secret.fromBase32(secret),
    timestamp: step * totpSettings.period * 1000,
    window: 0,
  }) !== null;

/**
 * Checks a code typed in at `at`. A code is good for its own step and one either side; once a
 * step has signed someone in (`lastStep`, which the caller stored from the last good code), no
 * code of it or an earlier step does again, so a code seen over a shoulder or from a phishing page
 * cannot be used a second time (RFC 6238, section 5.2). Every step of the window is tried, so a
 * code that happens to be both a used step's and a later one's still signs in once.
 * @param {{ secret: string, code: string | undefined, at: Date, lastStep?: number | null }} options
 * @returns {{ ok: true, step: number } | { ok: false, problem: CodeProblem }}
 */
export function checkCode({ secret, code, at, lastStep }) {
  const typed = digitsOf(code);
  if ('problem' in typed) return { ok: false, problem: typed.problem };
  const now = TOTP.counter({ period: totpSettings.period, timestamp: at.getTime() });
  const matching = [];
  for (let step = now - driftSteps; step <= now + driftSteps; step++)
    if (isCodeOf(secret, typed.digits, step)) matching.push(step);
  const fresh = matching.find((step) => lastStep == null || step > lastStep);
  if (fresh !== undefined) return { ok: true, step: fresh };
  return { ok: false, problem: matching.length > 0 ? 'reused' : 'wrong' };
}

/** The sealed form's version: a later form (another cipher, say) is told from this one. */
const sealVersion = 'v1';

/** What the sealing key is derived for, so the same key string used elsewhere derives another. */
const sealInfo = 'portal second factor';

/** AES-256-GCM's recommended IV (12 bytes) and its full tag (16 bytes), never a shorter one. */
const ivBytes = 12;
const tagBytes = 16;

/**
 * The AES-256 key for sealing, derived from the key held as a secret (PORTAL_SECRET_KEY) with
 * HKDF-SHA-256, so the key as stored is never the cipher's key itself.
 * @param {string | Buffer} key
 */
function sealingKey(key) {
  if (key.length === 0) throw new Error('The portal’s sealing key is empty (PORTAL_SECRET_KEY).');
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), sealInfo, 32));
}

/**
 * Base64url of `bytes`.
 * @param {Buffer} bytes
 */
const b64url = (bytes) => bytes.toString('base64url');

/**
 * A second factor's secret sealed for storing (AES-256-GCM, a random IV each time):
 * `v1.<iv>.<tag>.<ciphertext>`, each part base64url. The version is authenticated with the
 * secret, so a value cannot be passed off as another version's.
 * @param {string} secret base32
 * @param {string | Buffer} key the key held as a secret (PORTAL_SECRET_KEY)
 */
export function sealSecret(secret, key) {
  if (secret.length === 0) throw new Error('There is no second-factor secret to seal.');
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(key), iv, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(sealVersion));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [sealVersion, b64url(iv), b64url(cipher.getAuthTag()), b64url(ciphertext)].join('.');
}

/**
 * The parts of a sealed value, or an Error saying it is not one.
 * @param {string} sealed
 */
function partsOf(sealed) {
  const [version, iv, tag, ciphertext, ...rest] = String(sealed).split('.');
  const bytes = [iv, tag, ciphertext].map((part) => Buffer.from(part ?? '', 'base64url'));
  const [ivBuffer, tagBuffer, ciphertextBuffer] = bytes;
  if (
    version !== sealVersion ||
    rest.length > 0 ||
    ivBuffer?.length !== ivBytes ||
    tagBuffer?.length !== tagBytes ||
    !ciphertextBuffer?.length
  )
    throw new Error(`Not a sealed second-factor secret (${sealVersion}.<iv>.<tag>.<ciphertext>).`);
  return { iv: ivBuffer, tag: tagBuffer, ciphertext: ciphertextBuffer };
}

/**
 * The secret a sealed value holds. Throws if the value was changed or the key is not the one it
 * was sealed with: GCM's tag fails either way, and nothing of a wrong secret is ever returned.
 * @param {string} sealed as `sealSecret` made it
 * @param {string | Buffer} key the key held as a secret (PORTAL_SECRET_KEY)
 * @returns {string} the secret, base32
 */
export function openSecret(sealed, key) {
  const { iv, tag, ciphertext } = partsOf(sealed);
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(key), iv, {
    authTagLength: tagBytes,
  });
  decipher.setAAD(Buffer.from(sealVersion));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch (cause) {
    throw new Error(
      'The sealed second-factor secret did not open: it was changed, or the key (PORTAL_SECRET_KEY) is not the one it was sealed with.',
      { cause },
    );
  }
}
