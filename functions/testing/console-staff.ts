// The staff console as its Firestore tests serve it, beside each page's module
// (functions/surfaces/console/*.firestore.test.ts): databases of the test file's own on the
// Firestore emulator, the Auth emulator's users, the handler behind a stand-in for Google's front
// end, and members of staff of each role signed in by a link and a TOTP code as a browser does;
// requests answered with the stand-in pages (answer-pages.js), whose fields a test reads.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { inviteStaff } from '../console/staff.js';
import { createCheckHandler } from '../handler.js';
import { generateReceiptKey } from '../receipts.js';
import { consolePaths } from '../vocabulary/paths.js';
import type { StaffRole } from '../vocabulary/console.js';
import { standInPages } from './answer-pages.js';
import { forwarded } from './front-end.js';

/** The members of staff each test file invites: one of each role. */
const staffRolesOf = { reader: ['reader'], keeper: ['keeper'], admin: ['administrator'] } as const;

export type StaffWho = keyof typeof staffRolesOf;

/** Text as Handlebars escaped it, back as the handler gave it. */
const unescaped = (html: string) =>
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

/**
 * A test file's console, named for `name`: its hooks make the databases, invite one member of
 * staff of each role and start the server before the file's tests (then `ready`, given the
 * databases, stores what the tests read), and stop it after.
 */
export function consoleTest(
  name: string,
  ready: (stores: {
    db: FirebaseFirestore.Firestore;
    activity: FirebaseFirestore.Firestore;
  }) => Promise<void> = async () => {},
) {
  process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
  const authHost = inject('authHost');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  const projectId = inject('authProject');
  const app = initializeApp({ projectId }, `console-${name}-${process.pid}`);
  const db = getFirestore(app, `console-${name}-${process.pid}-${Date.now()}`);
  const activity = getFirestore(app, `console-${name}-activity-${process.pid}-${Date.now()}`);
  const auth = getAuth(app);
  const clock = { moment: Date.parse('2026-11-28T10:00:00Z') };
  const now = () => new Date(clock.moment);
  const secrets = new Map<string, string>();
  const run = `${name}${process.pid}${Date.now()}`;
  const email = (who: string) => `${who}-${run}@example.org`;
  let machine = 0;
  const server = http.createServer();
  let origin = '';

  beforeAll(async () => {
    await ready({ db, activity });
    for (const [who, roles] of Object.entries(staffRolesOf))
      await inviteStaff(
        { db, auth },
        { email: email(who), roles: [...roles] as StaffRole[], by: 'test', at: now() },
      );
    const handler = createCheckHandler({
      db,
      activity,
      answers: { pages: standInPages(), headers: {}, siteUrl: 'https://scheme.example' },
      counterKey: 'test-counter-key',
      referenceKey: 'test-reference-key',
      receiptKeys: JSON.stringify({ keys: [await generateReceiptKey()] }),
      now,
      auth,
      portalSecretKey: 'test portal key',
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
    await deleteApp(app);
  });

  /** A request as a browser makes it: its answer's kind and fields (stand-in pages). */
  async function send(
    path: string,
    { cookie, form }: { cookie?: string; form?: Record<string, string | string[]> } = {},
  ) {
    const body = form && new URLSearchParams();
    for (const [field, value] of Object.entries(form ?? {}))
      for (const each of [value].flat()) body?.append(field, each);
    const machineNow = ++machine;
    const response = await fetch(`${origin}${path}`, {
      method: form ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: {
        'x-front-end-saw': `198.51.${Math.floor(machineNow / 250)}.${machineNow % 250}`,
        ...(cookie ? { cookie: `__session=${cookie}` } : {}),
      },
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text,
      /** The page's text, unescaped. */
      text: unescaped(text),
      location: response.headers.get('location') ?? '',
      setCookie: response.headers.get('set-cookie') ?? '',
      kind: /<title>(.*?)</.exec(text)?.[1],
      field: (field: string) =>
        unescaped(new RegExp(`<p data-field="${field}">([\\s\\S]*?)</p>`).exec(text)?.[1] ?? ''),
      /** Each row of `rows`, as its fields' text. */
      rows: (rows: string) => {
        const list = new RegExp(`<ol data-rows="${rows}">([\\s\\S]*?)</ol>`).exec(text)?.[1] ?? '';
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

  const cookies = new Map<StaffWho, string>();

  /**
   * Signs a member of staff in with a link and the second factor (enrolling them): the cookie,
   * which the file's later tests carry on with.
   */
  async function signIn(who: StaffWho) {
    const kept = cookies.get(who);
    if (kept) return kept;
    const address = email(who);
    expect((await send(consolePaths.signIn, { form: { email: address } })).status).toBe(200);
    const oobCode = String(await linkCode(address));
    const finished = await send(consolePaths.link, { form: { email: address, oobCode } });
    expect(finished.location).toBe(consolePaths.secondFactor);
    const cookie = String(/__session=([^;]+)/.exec(finished.setCookie)?.[1]);
    const page = await send(consolePaths.secondFactor, { cookie });
    if (!secrets.has(who)) secrets.set(who, page.field('secretGroups').replaceAll(' ', ''));
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(String(secrets.get(who))) });
    clock.moment += 30_000;
    const passed = await send(consolePaths.secondFactor, {
      cookie,
      form: { code: totp.generate({ timestamp: clock.moment }) },
    });
    expect(passed.location).toBe(consolePaths.home);
    cookies.set(who, cookie);
    return cookie;
  }

  return { db, activity, clock, now, email, send, signIn };
}
