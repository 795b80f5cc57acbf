// The portal's second factor: codes as an authenticator app makes them are accepted for their own
// 30 s and one step either side, once; what is typed is read as people type it; the library is
// set up as RFC 6238 says (its own test vectors); the secret is sealed so that only the key opens
// it; and what an app is shown (the address, its QR code, the secret in groups) is whole.
import { parseDocument } from 'htmlparser2';
import jsQR from 'jsqr';
import { Secret, TOTP, URI } from 'otpauth';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  checkCode,
  enrolment,
  newSecret,
  openSecret,
  sealSecret,
  totpSettings,
} from './second-factor.js';

/** A fixed secret and time, so every run checks the same codes (none of them by chance another's). */
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const otherSecret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
/** A fixed time, in the middle of its 30 s step (so ±30 s is exactly one step either side). */
const T = new Date('2027-03-01T09:15:12Z');
const seconds = (s: number) => new Date(T.getTime() + s * 1000);

/** The code an authenticator app shows at `at`, made by otpauth itself with the app's settings. */
const appCode = (at: Date, key = secret) =>
  TOTP.generate({ ...totpSettings, secret: Secret.fromBase32(key), timestamp: at.getTime() });

const stepOf = (at: Date) => Math.floor(at.getTime() / 30_000);

describe('a new secret', () => {
  it('is 160 random bits in base32, another each time', () => {
    const made = newSecret();
    expect(made).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(made).bytes.length).toBe(20);
    expect(newSecret()).not.toBe(made);
  });
});

describe('a code checked', () => {
  it('is accepted at its time and one step (30 s) either side, with the step it was of', () => {
    const code = appCode(T);
    for (const at of [T, seconds(-30), seconds(30)])
      expect(checkCode({ secret, code, at }), at.toISOString()).toEqual({
        ok: true,
        step: stepOf(T),
      });
  });

  it('is refused as wrong two or three steps away (60 s, 90 s), or from another secret', () => {
    const code = appCode(T);
    for (const at of [seconds(-90), seconds(90), seconds(-60), seconds(60)])
      expect(checkCode({ secret, code, at }), at.toISOString()).toEqual({
        ok: false,
        problem: 'wrong',
      });
    expect(checkCode({ secret: otherSecret, code, at: T })).toEqual({
      ok: false,
      problem: 'wrong',
    });
  });

  it('is refused as reused once its step, or a later one, has signed in', () => {
    const code = appCode(T);
    const first = checkCode({ secret, code, at: T });
    expect(first).toEqual({ ok: true, step: stepOf(T) });
    const lastStep = first.ok ? first.step : -1;
    expect(checkCode({ secret, code, at: seconds(5), lastStep })).toEqual({
      ok: false,
      problem: 'reused',
    });
    expect(checkCode({ secret, code, at: T, lastStep: lastStep + 1 })).toEqual({
      ok: false,
      problem: 'reused',
    });
    // The next step's code still signs in, even typed early, and is then used in turn.
    const next = appCode(seconds(30));
    expect(checkCode({ secret, code: next, at: seconds(5), lastStep })).toEqual({
      ok: true,
      step: lastStep + 1,
    });
    expect(checkCode({ secret, code: next, at: seconds(30), lastStep: lastStep + 1 })).toEqual({
      ok: false,
      problem: 'reused',
    });
  });

  it('is read as people type it: spaces and hyphens between digits ignored', () => {
    const code = appCode(T);
    for (const typed of [
      `${code.slice(0, 3)} ${code.slice(3)}`,
      `${code.slice(0, 2)} ${code.slice(2, 4)} ${code.slice(4)}`,
      `${code.slice(0, 3)}-${code.slice(3)}`,
      `  ${code}\n`,
    ])
      expect(checkCode({ secret, code: typed, at: T }), typed).toEqual({
        ok: true,
        step: stepOf(T),
      });
  });

  it('is refused for its form before it is checked: missing, or not six digits', () => {
    for (const typed of ['', '   ', undefined])
      expect(checkCode({ secret, code: typed, at: T }), String(typed)).toEqual({
        ok: false,
        problem: 'missing',
      });
    for (const typed of ['abc', '12345', '1234567', '12345a', '123.456', '１２３４５６'])
      expect(checkCode({ secret, code: typed, at: T }), typed).toEqual({
        ok: false,
        problem: 'format',
      });
    // Spaced as some apps show a code, it is read as the six digits it is.
    expect(checkCode({ secret, code: '12 34 56', at: T })).toEqual(
      checkCode({ secret, code: '123456', at: T }),
    );
    expect(checkCode({ secret, code: '12 34 56', at: T })).toEqual({ ok: false, problem: 'wrong' });
  });
});

describe('the codes as RFC 6238 makes them', () => {
  // RFC 6238, appendix B: SHA-1's key is the 20 ASCII characters "12345678901234567890".
  const rfcSecret = Secret.fromLatin1('12345678901234567890').base32;
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];

  it.each(vectors)('at %i s the 8-digit code is %s, and its last 6 are accepted', (t, code) => {
    const at = new Date(t * 1000);
    expect(
      TOTP.generate({
        ...totpSettings,
        digits: 8,
        secret: Secret.fromBase32(rfcSecret),
        timestamp: at.getTime(),
      }),
    ).toBe(code);
    expect(checkCode({ secret: rfcSecret, code: code.slice(2), at })).toEqual({
      ok: true,
      step: Math.floor(t / 30),
    });
  });

  it('is SHA-1, 6 digits, 30 s: at 59 s the code is 287082', () => {
    expect(totpSettings).toEqual({ algorithm: 'SHA1', digits: 6, period: 30 });
    expect(checkCode({ secret: rfcSecret, code: '287082', at: new Date(59_000) })).toEqual({
      ok: true,
      step: 1,
    });
  });
});

describe('a secret sealed for Firestore', () => {
  const key = 'a-test-key-of-the-portal-0123456789abcdef';

  it('opens with its key, and is another value each time it is sealed', () => {
    const sealed = sealSecret(secret, key);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(openSecret(sealed, key)).toBe(secret);
    expect(openSecret(sealed, Buffer.from(key))).toBe(secret);
    expect(sealSecret(secret, key)).not.toBe(sealed);
  });

  it('is refused changed: its tag, its ciphertext, its IV or its form', () => {
    const [version, iv, tag, ciphertext] = sealSecret(secret, key).split('.') as [
      string,
      string,
      string,
      string,
    ];
    // The first character of each part: the last carries bits base64url leaves unused.
    const flip = (part: string) => `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;
    for (const changed of [
      [version, iv, flip(tag), ciphertext],
      [version, iv, tag, flip(ciphertext)],
      [version, flip(iv), tag, ciphertext],
    ])
      expect(() => openSecret(changed.join('.'), key)).toThrow(/did not open: it was changed/);
    for (const changed of [
      ['v2', iv, tag, ciphertext],
      [version, iv, tag.slice(0, 16), ciphertext],
      [version, iv, tag],
      [version, iv, tag, ciphertext, ciphertext],
    ])
      expect(() => openSecret(changed.join('.'), key)).toThrow(/Not a sealed second-factor secret/);
  });

  it('is refused with a key that is not its own, and never sealed with an empty key', () => {
    const sealed = sealSecret(secret, key);
    expect(() => openSecret(sealed, `${key}x`)).toThrow(/key \(PORTAL_SECRET_KEY\) is not/);
    expect(() => sealSecret(secret, '')).toThrow(/empty/);
    expect(() => sealSecret('', key)).toThrow(/no second-factor secret/);
  });
});

describe('what an authenticator app is shown', () => {
  const account = 'Jo O’Neil+portal@example.org';
  const issuer = 'MOTAS Providers & Co';

  it('is an otpauth:// address with the issuer and account escaped, and the app’s settings', async () => {
    const { uri } = await enrolment({ secret, account, issuer });
    const url = new URL(uri);
    expect(url.protocol).toBe('otpauth:');
    expect(uri).toMatch(
      /^otpauth:\/\/totp\/MOTAS%20Providers%20%26%20Co:Jo%20O%E2%80%99Neil%2Bportal%40example\.org\?/,
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer,
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // And it is what the library reads back, as an app would.
    const read = URI.parse(uri);
    expect([read.issuer, read.label, read.secret.base32]).toEqual([issuer, account, secret]);
  });

  it('shows the secret in groups of four, for typing by hand', async () => {
    const { secretGroups } = await enrolment({ secret, account, issuer });
    expect(secretGroups).toHaveLength(8);
    expect(secretGroups.every((group) => group.length === 4)).toBe(true);
    expect(secretGroups.join('')).toBe(secret);
  });

  it('is a QR code of the address: an SVG image with a name, read back whole', async () => {
    const { uri, qrSvg } = await enrolment({ secret, account, issuer });
    const document = parseDocument(qrSvg, { xmlMode: true });
    const [svg, ...others] = document.children;
    expect(others).toEqual([]);
    expect(svg).toMatchObject({ type: 'tag', name: 'svg' });
    const { attribs } = svg as unknown as { attribs: Record<string, string> };
    expect(attribs).toMatchObject({
      xmlns: 'http://www.w3.org/2000/svg',
      role: 'img',
      'aria-label': `${issuer}: ${account}`,
    });
    expect(attribs['aria-label']).not.toContain(secret);
    expect(qrSvg).toContain('aria-label="MOTAS Providers &#38; Co: Jo O’Neil+portal@example.org"');
    const { data, info } = await sharp(Buffer.from(qrSvg), { density: 288 })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(uri);
    const named = await enrolment({ secret, account, issuer, qrName: 'A "QR" code' });
    expect(named.qrSvg).toContain('aria-label="A &#34;QR&#34; code"');
  });
});
