// The staff console's tests against the emulators share this: the function on a local server, as
// Hosting forwards a browser's requests to it (stand-in pages, functions/testing/answer-pages.js,
// whose values a test reads), and a member of staff signed in as a browser does: a link from the
// Auth emulator, then a TOTP code (their key set up the first time).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import * as OTPAuth from 'otpauth';
import { expect } from 'vitest';
import { createCheckHandler } from '../handler.js';
import { generateReceiptKey } from '../receipts.js';
import { instructorRegister, providerRegister } from '../providers.js';
import { storePlainRecords } from '../registers/store.js';
import { surnameKey } from '../vocabulary/check-input.js';
import { consolePaths, portalPaths } from '../vocabulary/paths.js';
import { standInPages } from './answer-pages.js';
import { testWebhookSigningKey } from './commands.js';
import { forwarded } from './front-end.js';

/** A form as a browser posts it: fields by name (each value of a list sent), or a body. */
export type Form = URLSearchParams | FormData | Record<string, string | readonly string[]>;

const bodyOf = (form: Form | undefined) => {
  if (!form || form instanceof URLSearchParams || form instanceof FormData) return form;
  const body = new URLSearchParams();
  for (const [field, value] of Object.entries(form))
    for (const each of [value].flat()) body.append(field, each);
  return body;
};

/** Text as Handlebars escaped it, back as the handler gave it. */
export const unescaped = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#x3D|#x60);/g, (_, entity: string) => {
    const characters: Record<string, string> = {
      amp: '&',
      lt: '<',
      gt: '>',
      quot: '"',
      '#x27': "'",
      '#x3D': '=',
      '#x60': '`',
    };
    return characters[entity] ?? '';
  });

/** What a request answered: its kind (the stand-in page's title), its body and its fields. */
export type Sent = Awaited<ReturnType<ConsoleServer['send']>>;
export type ConsoleServer = Awaited<ReturnType<typeof consoleServer>>;

/**
 * The function on a local server, and a browser's ways with it.
 * @param clock the function's clock; `advance` moves it on (for a new TOTP code)
 */
export async function consoleServer({
  db,
  activity,
  auth,
  authHost,
  projectId,
  clock,
  advance,
}: {
  db: Firestore;
  activity: Firestore;
  auth: Auth;
  authHost: string;
  projectId: string;
  clock: () => Date;
  advance: (ms: number) => void;
}) {
  const handler = createCheckHandler({
    db,
    activity,
    answers: { pages: standInPages(), headers: {}, siteUrl: 'https://scheme.example' },
    counterKey: 'test-counter-key',
    referenceKey: 'test-reference-key',
    receiptKeys: JSON.stringify({ keys: [await generateReceiptKey()] }),
    now: clock,
    auth,
    portalSecretKey: 'test portal key',
    // What an account's webhook secret is derived from, which the console shows once when set.
    webhookSigningKey: testWebhookSigningKey,
    deadlineMs: 20_000,
  });
  const server = http.createServer();
  let machine = 0;
  const newMachine = () => `198.51.${Math.floor(++machine / 250)}.${machine % 250}`;
  server.on('request', (request, response) => {
    const saw = request.headers['x-front-end-saw'];
    request.headers['x-forwarded-for'] = forwarded(request, {
      throughHosting: false,
      visitor: typeof saw === 'string' ? saw : undefined,
    });
    void handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A request as a browser makes it: its answer's kind and fields (stand-in pages). */
  async function send(path: string, { cookie, form }: { cookie?: string; form?: Form } = {}) {
    const response = await fetch(`${origin}${path}`, {
      method: form ? 'POST' : 'GET',
      body: bodyOf(form),
      redirect: 'manual',
      headers: {
        'x-front-end-saw': newMachine(),
        ...(cookie ? { cookie: `__session=${cookie}` } : {}),
      },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    return {
      status: response.status,
      body,
      headers: response.headers,
      location: response.headers.get('location') ?? '',
      setCookie: response.headers.get('set-cookie') ?? '',
      /** The page's text, unescaped. */
      text: unescaped(body),
      kind: /<title>(.*?)</.exec(body)?.[1],
      field: (name: string) =>
        new RegExp(`<p data-field="${name}">([\\s\\S]*?)</p>`).exec(body)?.[1] ?? '',
      /** A list's items, as the stand-in page shows them. */
      list: (name: string) =>
        [
          ...(
            new RegExp(`<ul data-list="${name}">([\\s\\S]*?)</ul>`).exec(body)?.[1] ?? ''
          ).matchAll(/<li>([\s\S]*?)<\/li>/g),
        ].map((match) => String(match[1])),
      /** Each row of `rows`, as its fields' text, unescaped. */
      rows: (rows: string) => {
        const list = new RegExp(`<ol data-rows="${rows}">([\\s\\S]*?)</ol>`).exec(body)?.[1] ?? '';
        return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)]
          .map(([, row = '']) =>
            Object.fromEntries(
              [...row.matchAll(/<span data-field="(\w+)">([\s\S]*?)<\/span>/g)].map(
                ([, key = '', value = '']) => [key, unescaped(value)],
              ),
            ),
          )
          .filter((row) => Object.keys(row).length);
      },
    };
  }

  /** The newest sign-in link the Auth emulator holds for an address: its code. */
  async function linkCode(address: string) {
    const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
    const { oobCodes } = (await response.json()) as {
      oobCodes: { email: string; oobCode: string }[];
    };
    return oobCodes.filter((code) => code.email === address).at(-1)?.oobCode;
  }

  /** When each address last signed in (ms). */
  const lastSignIn = new Map<string, number>();
  const secrets = new Map<string, string>();

  /**
   * Signs in by a link at a door (the console's unless told): the cookie, and where it goes next.
   * Firebase's tokens are made to the second: two sign-ins of one address in the same second get
   * the same session cookie, which is then both sessions; each sign-in here waits for a new second.
   */
  async function signIn(
    address: string,
    paths: typeof consolePaths | typeof portalPaths = consolePaths,
  ) {
    const wait = (lastSignIn.get(address) ?? 0) + 1100 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastSignIn.set(address, Date.now());
    const sent = await send(paths.signIn, { form: new URLSearchParams({ email: address }) });
    expect(sent.status).toBe(200);
    const oobCode = await linkCode(address);
    expect(oobCode).toBeTruthy();
    const finished = await send(paths.link, {
      form: new URLSearchParams({ email: address, oobCode: String(oobCode) }),
    });
    expect(finished.status).toBe(303);
    expect(finished.setCookie).toContain(`Path=${paths.landing};`);
    return {
      cookie: String(/__session=([^;]+)/.exec(finished.setCookie)?.[1]),
      next: finished.location,
    };
  }

  /** Signs in to the console with the second factor, enrolling the first time: the cookie. */
  async function signInWithCode(address: string) {
    const { cookie, next } = await signIn(address);
    // Every member of staff, whatever their role, signs in with the second factor.
    expect(next).toBe(consolePaths.secondFactor);
    expect((await send(consolePaths.home, { cookie })).location).toBe(consolePaths.secondFactor);
    const page = await send(consolePaths.secondFactor, { cookie });
    if (!secrets.has(address)) {
      expect(page.kind).toBe('console-enrol');
      secrets.set(address, page.field('secretGroups').replaceAll(' ', ''));
    } else expect(page.kind).toBe('console-second-factor');
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(String(secrets.get(address))),
    });
    advance(30_000);
    const passed = await send(consolePaths.secondFactor, {
      cookie,
      form: new URLSearchParams({ code: totp.generate({ timestamp: clock().getTime() }) }),
    });
    expect(passed.location).toBe(consolePaths.home);
    return cookie;
  }

  return { origin, send, signIn, signInWithCode, close: () => server.close() };
}

/**
 * What the console's tests read and change: provider TP0001 and its two instructors, Ivy Quill
 * (IN000001) and Ivy Quarry (IN000002), loaded with a trail.
 */
export async function storeProviderAndInstructors(db: Firestore) {
  await storePlainRecords(db, providerRegister, [
    {
      fields: {
        number: 'TP0001',
        name: 'Provider TP0001',
        status: 'accredited',
        accreditedUntil: '2028-03-31',
        categories: ['CB'],
        centres: [],
        siteAreas: ['LS'],
        phone: '0113 496 0000',
        email: 'tp0001@example.com',
        website: 'https://tp0001.example.com/',
      },
    },
  ]);
  await storePlainRecords(
    db,
    instructorRegister,
    ['Quill', 'Quarry'].map((surname, index) => ({
      fields: {
        registrationNumber: `IN00000${index + 1}`,
        givenNames: 'Ivy',
        surname,
        surnameKey: surnameKey(surname),
        validUntil: '2029-01-31',
        suspended: false,
        categories: ['CB'],
        providers: ['TP0001'],
        listed: true,
      },
    })),
    { trail: { by: 'the test', reason: 'loaded' } },
  );
}
