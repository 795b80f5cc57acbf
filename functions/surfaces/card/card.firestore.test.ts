// The holder's own card (docs/holders.md) on a real Firestore (the emulator) and a real SMTP server
// on loopback, through HTTP as a browser posts its forms: the sign-in link emailed only to the
// register's contact for the number, limited per address, per number and per client, expiring and
// working once; a session that shows its own number whatever the address says, ended by signing
// out; a suspended or removed holder's card said at once; every answer `no-store`; the card's code
// a JWS any JOSE library verifies with the published keys alone, fresh for 90 seconds, then stale;
// a changed number, or another key, forged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  SignJWT,
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
} from 'jose';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCheckHandler } from '../../handler.js';
import { linksCollection, newLink, sessionsCollection } from '../../holders/card-sessions.js';
import { saveContact } from '../../holders/contacts.js';
import { mailCollection } from '../../holders/outbox.js';
import { providerRegister, type ProviderVersion } from '../../providers.js';
import { generateReceiptKey } from '../../receipts.js';
import { removeRecords, storePlainRecords, storeRecords } from '../../registers/store.js';
import { standInPages } from '../../testing/answer-pages.js';
import { clearProject } from '../../testing/emulator.js';
import { forwarded } from '../../testing/front-end.js';
import { startMailbox } from '../../testing/mailbox.js';
import { surnameKey } from '../../vocabulary/check-input.js';
import {
  cardLimits,
  codeRefreshSeconds,
  codeSeconds,
  sessionDays,
  signInAnswerMs,
} from '../../vocabulary/card.js';
import { cardPaths, jwksPath } from '../../vocabulary/paths.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
/** Not a `demo-` project: to the handler, this is production. */
const projectId = `card-${process.pid}-${Date.now()}`;
const app = initializeApp({ projectId }, projectId);
const db = getFirestore(app);
const activity = getFirestore(app, 'activity');
const siteUrl = 'https://scheme.example';
/** The handler's clock, which the tests of expiry move on. */
let moment = Date.parse('2026-11-28T12:00:00Z');
const clock = () => new Date(moment);
const logs: Record<string, unknown>[] = [];
let origin: string;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
const server = http.createServer();

const provider: ProviderVersion = {
  number: 'TP0001',
  name: 'Leeds Lift Training',
  status: 'accredited',
  accreditedUntil: '2028-03-31',
  categories: ['CB', 'RT'],
  centres: [],
  siteAreas: ['LS'],
  phone: '0113 496 0000',
  email: 'tp0001@example.com',
  website: 'https://tp0001.example.com/',
};

/** The holders: each test signs in as one of its own, so one test's limits are not another's. */
const holders = [
  ['AB100001', 'Ada', 'Example'],
  ['AB100002', 'Bea', 'Other'],
  ['AB100003', 'Cy', 'Limited'],
  ['AB100004', 'Di', 'Suspendme'],
  ['AB100005', 'Ed', 'Removeme'],
  ['AB100006', 'Flo', 'Verify'],
  ['AB100007', 'Gus', 'Expiry'],
].map(([number, givenNames, surname]) => ({
  number: number!,
  givenNames: givenNames!,
  surname: surname!,
  email: `${givenNames!.toLowerCase()}.${surname!.toLowerCase()}@example.test`,
}));
const holder = (number: string) => holders.find((h) => h.number === number)!;

const photo = await sharp({
  create: { width: 300, height: 375, channels: 3, background: { r: 40, g: 90, b: 140 } },
})
  .jpeg()
  .toBuffer();

/** Stores the holders as the import does, `changed` in place of theirs. */
async function storeHolders(changed: Record<string, { suspended?: boolean }> = {}) {
  await storeRecords(
    db,
    holders.map(({ number, givenNames, surname }) => ({
      fields: {
        registrationNumber: number,
        givenNames,
        surname,
        surnameKey: surnameKey(surname),
        validUntil: '2030-12-31',
        suspended: changed[number]?.suspended ?? false,
        categories: ['CB', 'RT'],
        provider: 'TP0001',
      },
      photoSource: `source-of-${number}`,
      photo: async () => photo,
    })),
    { now: clock },
  );
}

let receiptKeys: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.url;
  await storePlainRecords(db, providerRegister, [{ fields: provider }]);
  await storeHolders();
  for (const { number, email } of holders)
    await saveContact(db, {
      number,
      email,
      consentAt: clock(),
      by: 'a test',
      via: 'import',
      validUntil: '2030-12-31',
    });
  receiptKeys = JSON.stringify({ keys: [await generateReceiptKey()] });
  const handler = createCheckHandler({
    db,
    activity,
    answers: { pages: standInPages(), headers: {}, siteUrl },
    counterKey: 'test-counter-key',
    referenceKey: 'test-reference-key',
    receiptKeys,
    now: clock,
    log: (entry) => logs.push(entry),
    deadlineMs: 20_000,
  });
  server.on('request', (request, response) => {
    const saw = request.headers['x-front-end-saw'];
    request.headers['x-forwarded-for'] = forwarded(request, {
      throughHosting: false,
      visitor: typeof saw === 'string' ? saw : undefined,
    });
    void handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await mailbox.stop();
  await deleteApp(app);
  await clearProject(host, projectId);
});

let machine = 0;
/** A machine of its own: an address the front end sees. */
const newMachine = () => `198.51.100.${++machine}`;

/** A request as a browser sends it; the answer's status, headers and text. */
async function send(
  path: string,
  {
    form,
    cookie,
    visitor = newMachine(),
  }: { form?: Record<string, string>; cookie?: string; visitor?: string } = {},
) {
  const response = await fetch(`${origin}${path}`, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      'x-front-end-saw': visitor,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(cookie ? { cookie: `__session=${cookie}` } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The stand-in page's kind (its title). */
const kindOf = (text: string) => /<title>([^<]+)<\/title>/.exec(text)?.[1];

/** Asks for a link for `number` at `email`. */
const askLink = (number: string, email: string, visitor?: string) =>
  send(cardPaths.signIn, { form: { number, email }, visitor });

/** The code of the newest link emailed to `email`, waiting for it. */
async function linkCodeFor(email: string, after = 0) {
  const arrived = await mailbox.next(
    (message) => message.to.includes(email) && mailbox.messages.indexOf(message) >= after,
  );
  const link = /https:\/\/scheme\.example\/card\/link\?code=([\w-]+)/.exec(arrived.text)?.[1];
  expect(link, 'the email holds the link').toBeTruthy();
  return link!;
}

/**
 * Signs `number`'s holder in with a link made as the sign-in makes one (the tests of asking for a
 * link ask; a holder asks only a few times an hour): the session's cookie.
 */
async function signIn(number: string) {
  const { code } = await newLink(db, { number, email: holder(number).email, now: clock() });
  const spent = await send(cardPaths.link, { form: { code } });
  expect(spent.status).toBe(303);
  const cookie = /__session=([\w-]+)/.exec(spent.headers.get('set-cookie') ?? '')?.[1];
  expect(cookie).toBeTruthy();
  return cookie!;
}

/** The data a stand-in page shows of `field`, as Handlebars escaped it, read back. */
const field = (text: string, name: string) =>
  new RegExp(`data-field="${name}">([^<]*)<`)
    .exec(text)?.[1]
    ?.replace(/&#x3D;/g, '=')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The QR code in the code's document, read from its pixels: the address it holds. */
async function codeAddress(text: string) {
  const svg = Buffer.from(/src="data:image\/svg\+xml;base64,([^"]+)"/.exec(text)![1]!, 'base64');
  const { data, info } = await sharp(svg, { density: 288 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '';
}

describe('the sign-in link', () => {
  it('goes only to the register’s contact for the number, and the page says the same either way', async () => {
    const ada = holder('AB100001');
    const before = mailbox.messages.length;
    const timed = async (answer: ReturnType<typeof askLink>) => {
      const started = performance.now();
      return { ...(await answer), ms: performance.now() - started };
    };
    const answers = await Promise.all([
      timed(askLink('ab 100001', 'ADA.example@example.test')),
      timed(askLink('AB100001', 'someone.else@example.test')),
      timed(askLink('AB100002', ada.email)),
      timed(askLink('AB999999', ada.email)),
    ]);
    expect(answers.map((a) => [a.status, kindOf(a.text)])).toEqual(
      Array(4).fill([200, 'card-link-sent']),
    );
    // Nor how long it took: a link made and emailed, or nothing done, each answered no sooner.
    for (const answer of answers) expect(answer.ms).toBeGreaterThanOrEqual(signInAnswerMs - 5);
    // The same page, word for word, whoever the address is.
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    const arrived = await mailbox.next((m) => mailbox.messages.indexOf(m) >= before);
    expect(arrived.to).toEqual([ada.email]);
    expect(arrived.text).toContain('AB100001');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailbox.messages.length - before).toBe(1);
    // The send's trail names the number and the kind, never the address; the link only its hash.
    const trail = await db.collection(mailCollection).where('number', '==', 'AB100001').get();
    expect(trail.docs.map((d) => d.get('kind'))).toEqual(['sign-in']);
    expect(JSON.stringify(trail.docs.map((d) => d.data()))).not.toContain(ada.email);
    const code = /code=([\w-]+)/.exec(arrived.text)![1]!;
    const links = await db.collection(linksCollection).where('number', '==', 'AB100001').get();
    expect(links.size).toBe(1);
    expect(links.docs[0]!.id).not.toBe(code);
    expect(JSON.stringify(links.docs[0]!.data())).not.toContain(code);
    expect(JSON.stringify(links.docs[0]!.data())).not.toContain(ada.email);
  });

  it('names the field to correct', async () => {
    const answer = await askLink('AB12', 'not an address');
    expect([answer.status, kindOf(answer.text)]).toEqual([400, 'card-sign-in']);
    expect(answer.text).toContain('A registration number is two letters and six digits');
    expect(answer.text).toContain('That is not an email address');
  });

  it('is limited per address and per number, matched or not, whoever asks', async () => {
    const { linksPerAddress, linksPerNumber, linksPerClient } = cardLimits;
    /** The statuses of asks made at once, in order: every answer waits `signInAnswerMs`. */
    const statuses = async (count: number, ask: (i: number) => ReturnType<typeof askLink>) =>
      (await Promise.all(Array.from({ length: count }, (_, i) => ask(i))))
        .map((answer) => answer.status)
        .sort();
    // One address, a new number and a new machine each time: refused past the address's limit.
    expect(
      await statuses(linksPerAddress.tries + 1, (i) =>
        askLink(`AB2000${10 + i}`, 'cy.limited@example.test'),
      ),
    ).toEqual([...Array(linksPerAddress.tries).fill(200), 429]);
    // One number, a new address and a new machine each time: refused past the number's limit.
    expect(
      await statuses(linksPerNumber.tries + 1, (i) =>
        askLink('AB100003', `guess${i}@example.test`),
      ),
    ).toEqual([...Array(linksPerNumber.tries).fill(200), 429]);
    const refused = await askLink('AB100003', 'cy.limited@example.test');
    expect([refused.status, kindOf(refused.text)]).toEqual([429, 'card-limited']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // And per client: one machine, new numbers and addresses.
    const visitor = newMachine();
    expect(
      await statuses(linksPerClient.tries + 1, (i) =>
        askLink(`AB3000${10 + i}`, `client${i}@example.test`, visitor),
      ),
    ).toEqual([...Array(linksPerClient.tries).fill(200), 429]);
  });

  it('opens a page that spends nothing; its post signs in once, and never again', async () => {
    const gus = holder('AB100007');
    const before = mailbox.messages.length;
    await askLink(gus.number, gus.email);
    const code = await linkCodeFor(gus.email, before);
    // A mail scanner that fetches the link, twice: a page with a button, and no session.
    for (let fetched = 0; fetched < 2; fetched++) {
      const opened = await send(`${cardPaths.link}?code=${code}`);
      expect([opened.status, kindOf(opened.text), field(opened.text, 'code')]).toEqual([
        200,
        'card-link',
        code,
      ]);
      expect(opened.headers.get('set-cookie')).toBeNull();
    }
    const first = await send(cardPaths.link, { form: { code } });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(cardPaths.card);
    expect(first.headers.get('set-cookie')).toMatch(
      new RegExp(
        `^__session=[\\w-]{43}; Path=/card; Max-Age=${sessionDays * 86_400}; HttpOnly; SameSite=Lax; Secure$`,
      ),
    );
    const again = await send(cardPaths.link, { form: { code } });
    expect([again.status, kindOf(again.text)]).toEqual([400, 'card-link']);
    expect(again.text).toContain('has been used');
    expect(again.headers.get('set-cookie')).toBeNull();
    // A code changed by a letter is no link at all.
    const changed = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    expect((await send(cardPaths.link, { form: { code: changed } })).text).toContain(
      'not one we sent',
    );
  });

  it('expires after 15 minutes', async () => {
    const gus = holder('AB100007');
    const before = mailbox.messages.length;
    await askLink(gus.number, gus.email);
    const code = await linkCodeFor(gus.email, before);
    moment += 15 * 60_000 + 1000;
    try {
      const late = await send(cardPaths.link, { form: { code } });
      expect([late.status, kindOf(late.text)]).toEqual([400, 'card-link']);
      expect(late.text).toContain('has expired');
    } finally {
      moment -= 15 * 60_000 + 1000;
    }
  });
});

describe('a session', () => {
  it('shows its own holder’s number, whatever the address names, and another holder’s its own', async () => {
    const ada = await signIn('AB100001');
    const bea = await signIn('AB100002');
    for (const path of [
      cardPaths.card,
      `${cardPaths.card}?number=AB100002`,
      `${cardPaths.card}/AB100002`,
      `${cardPaths.record}?number=AB100002&register=operators`,
    ]) {
      const answer = await send(path, { cookie: ada });
      if (answer.status === 404) continue;
      expect(field(answer.text, 'number')).toBe('AB100001');
      expect(answer.text).not.toContain('AB100002');
    }
    const card = await send(cardPaths.card, { cookie: bea });
    expect([kindOf(card.text), field(card.text, 'number'), field(card.text, 'fullName')]).toEqual([
      'card-show',
      'AB100002',
      'Bea Other',
    ]);
    expect(field(card.text, 'photo')).toBe(photo.toString('base64'));
    const record = await send(cardPaths.record, { cookie: ada });
    expect([kindOf(record.text), field(record.text, 'standing')]).toEqual([
      'card-record',
      'Current',
    ]);
    expect(record.text).toContain('0113 496 0000');
    expect(record.text).toContain('/providers/TP0001');
  });

  it('is refused without a live cookie, and ends when its holder signs out', async () => {
    expect((await send(cardPaths.card)).headers.get('location')).toBe(cardPaths.landing);
    const forged = await send(cardPaths.card, { cookie: 'A'.repeat(43) });
    expect([forged.status, forged.headers.get('location')]).toEqual([
      303,
      `${cardPaths.signIn}?ended`,
    ]);
    const here = await signIn('AB100002');
    const there = await signIn('AB100002');
    const out = await send(cardPaths.signOut, { form: {}, cookie: here });
    expect([out.status, out.headers.get('location')]).toEqual([303, `${cardPaths.signIn}?out`]);
    expect(out.headers.get('set-cookie')).toMatch(/^__session=; Path=\/card; Max-Age=0;/);
    expect((await send(cardPaths.card, { cookie: here })).status).toBe(303);
    expect((await send(cardPaths.card, { cookie: there })).status).toBe(200);
    // Everywhere: every session of the number.
    const third = await signIn('AB100002');
    await send(cardPaths.signOut, { form: { everywhere: 'yes' }, cookie: third });
    expect((await send(cardPaths.card, { cookie: there })).status).toBe(303);
    const left = await db.collection(sessionsCollection).where('number', '==', 'AB100002').get();
    expect(left.size).toBe(0);
    // The live code's frame says so, and asks for no more reloads.
    const code = await send(cardPaths.code, { cookie: there });
    expect([code.status, code.headers.get('refresh')]).toEqual([200, null]);
    expect(code.text).toContain('Signed out');
  });

  it(`lasts ${sessionDays} days from the sign-in, no longer`, async () => {
    const cookie = await signIn('AB100001');
    moment += sessionDays * 86_400_000 - 1000;
    try {
      expect((await send(cardPaths.card, { cookie })).status).toBe(200);
      moment += 2000;
      expect((await send(cardPaths.card, { cookie })).status).toBe(303);
    } finally {
      moment -= sessionDays * 86_400_000 + 1000;
    }
  });
});

describe('a card that cannot be shown', () => {
  it('says at once that it is suspended, then removed, with no code', async () => {
    const di = await signIn('AB100004');
    const ed = await signIn('AB100005');
    expect(kindOf((await send(cardPaths.card, { cookie: di })).text)).toBe('card-show');
    await storeHolders({ AB100004: { suspended: true } });
    const suspended = await send(cardPaths.card, { cookie: di });
    expect([suspended.status, kindOf(suspended.text)]).toEqual([200, 'card-suspended']);
    const code = await send(cardPaths.code, { cookie: di });
    expect(code.text).not.toContain('<img');
    expect(code.text).toContain('No code');
    await removeRecords(db, ['AB100005'], { now: clock, trail: { by: 'a test', reason: 'test' } });
    const removed = await send(cardPaths.card, { cookie: ed });
    expect([removed.status, kindOf(removed.text), field(removed.text, 'number')]).toEqual([
      200,
      'card-removed',
      'AB100005',
    ]);
    expect(removed.text).toContain('28 November 2026');
    expect((await send(cardPaths.code, { cookie: ed })).text).not.toContain('<img');
    await storeHolders();
  });
});

describe('every answer', () => {
  it('is never stored and never indexed, the live code’s too', async () => {
    const cookie = await signIn('AB100001');
    const answers = await Promise.all([
      send(cardPaths.signIn),
      send(`${cardPaths.link}?code=x`),
      send(cardPaths.card, { cookie }),
      send(cardPaths.record, { cookie }),
      send(cardPaths.code, { cookie }),
      send(`${cardPaths.landing}/nothing`),
      send(cardPaths.card),
    ]);
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      if (answer.status !== 303) expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    }
  });
});

describe('the card’s code', () => {
  it(`is a JWS any JOSE library verifies with the published keys, made again every ${codeRefreshSeconds} s and fresh for ${codeSeconds} s`, async () => {
    const cookie = await signIn('AB100006');
    const answer = await send(cardPaths.code, { cookie });
    expect(answer.headers.get('refresh')).toBe(String(codeRefreshSeconds));
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(answer.text).toContain(
      'Made at <time datetime="2026-11-28T12:00:00.000Z">12:00:00</time>',
    );
    const address = await codeAddress(answer.text);
    expect(address).toMatch(/^https:\/\/scheme\.example\/verify\/result\?receipt=/);
    const token = new URL(address).searchParams.get('receipt')!;
    expect(decodeProtectedHeader(token)).toEqual({
      alg: 'ES256',
      kid: JSON.parse(receiptKeys).keys[0].kid,
      typ: 'motas-card+jwt',
    });
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'iss', 'jti', 'sub']);
    expect(claims).toMatchObject({ iss: siteUrl, sub: 'AB100006', iat: moment / 1000 });
    expect(claims.exp! - claims.iat!).toBe(codeSeconds);
    expect(String(claims.jti)).toMatch(/^[\w-]{22}$/);
    // With jose alone: the published keys, fetched, then kept.
    const keys = new URL(jwksPath, origin);
    const options = {
      issuer: siteUrl,
      algorithms: ['ES256'],
      typ: 'motas-card+jwt',
      currentDate: clock(),
    };
    const remote = await jwtVerify(token, createRemoteJWKSet(keys), options);
    expect(remote.payload.sub).toBe('AB100006');
    const local = createLocalJWKSet(await (await fetch(keys)).json());
    expect((await jwtVerify(token, local, options)).payload.sub).toBe('AB100006');
    await expect(
      jwtVerify(token, local, { ...options, currentDate: new Date(moment + codeSeconds * 1000) }),
    ).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
    // Another code a moment later: another jti.
    moment += 1000;
    const next = new URL(await codeAddress((await send(cardPaths.code, { cookie })).text));
    moment -= 1000;
    expect(decodeJwt(next.searchParams.get('receipt')!).jti).not.toBe(claims.jti);
  });

  it('is answered by the verify page: fresh, then stale, and forged when changed or signed by another key', async () => {
    const cookie = await signIn('AB100006');
    const address = await codeAddress((await send(cardPaths.code, { cookie })).text);
    const token = new URL(address).searchParams.get('receipt')!;
    const verify = (text: string) => send(`/verify/result?receipt=${text}`);
    logs.length = 0;
    const fresh = await verify(token);
    expect([fresh.status, kindOf(fresh.text)]).toEqual([200, 'receipt-card-current']);
    expect([field(fresh.text, 'fullName'), field(fresh.text, 'number')]).toEqual([
      'Flo Verify',
      'AB100006',
    ]);
    expect(field(fresh.text, 'photo')).toBe(photo.toString('base64'));
    expect(field(fresh.text, 'madeAt')).toBe('12:00:00');
    expect(fresh.headers.get('cache-control')).toBe('no-store');
    expect(fresh.headers.get('x-robots-tag')).toBe('noindex');
    // Suspended now: the same code says so, read from the register now.
    await storeHolders({ AB100006: { suspended: true } });
    expect(kindOf((await verify(token)).text)).toBe('receipt-card-suspended');
    await storeHolders();
    // Past its life: stale, with when it was made, and nothing of the holder.
    moment += codeSeconds * 1000;
    try {
      const stale = await verify(token);
      expect([stale.status, kindOf(stale.text)]).toEqual([200, 'receipt-card-stale']);
      expect([field(stale.text, 'madeAt'), field(stale.text, 'madeAgo')]).toEqual([
        '12:00:00',
        '90 seconds ago',
      ]);
      expect(stale.text).not.toMatch(/AB100006|Flo|Verify/);
    } finally {
      moment -= codeSeconds * 1000;
    }
    // The number changed, the signature kept.
    const [header, payload, signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: 'AB100001' })).toString(
      'base64url',
    );
    expect(payload).not.toBe(changed);
    const edited = await verify(`${header}.${changed}.${signature}`);
    expect(kindOf(edited.text)).toBe('receipt-card-forged');
    expect(edited.text).not.toMatch(/Ada|Example/);
    // Signed again with another key, under the scheme's key id, and under its own.
    const other = await generateReceiptKey();
    for (const kid of [JSON.parse(receiptKeys).keys[0].kid, other.kid]) {
      const resigned = await new SignJWT({ ...decodeJwt(token), sub: 'AB100001' })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'motas-card+jwt' })
        .sign(await importJWK(other, 'ES256'));
      expect(kindOf((await verify(resigned)).text)).toBe('receipt-card-forged');
    }
    // Nothing logged but the answer.
    expect(JSON.stringify(logs)).not.toMatch(/AB1000|eyJ/);
    expect(logs.every((entry) => Object.keys(entry).join() === 'answer,status')).toBe(true);
  });
});
