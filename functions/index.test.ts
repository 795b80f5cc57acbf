// The Cloud Functions as functions/index.js declares them, each made with the Functions SDK's
// declarations stood in for (what `firebase deploy` reads: the account, the secrets, the limits)
// and its handler answering real HTTP requests: the public check runs as its read-only account
// and never answers the portal's routes, which only the portal's function, whose account may
// write the registers, answers. No Firestore is reached: no answer here reads any.
import { writeFileSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkFunction,
  checkFunctionAccount,
  portalFunction,
  portalFunctionAccount,
} from './deployment.js';
import { generateReceiptKey } from './receipts.js';
import { standInPages } from './testing/answer-pages.js';
import { checkPath, portalPaths, routes } from './vocabulary/paths.js';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;
type Declared = { options: Record<string, unknown>; handler: Handler };

/** What each secret and parameter holds at run time, as Secret Manager and the .env file would. */
const values: Record<string, string> = {
  CHECK_COUNTER_KEY: 'test-counter-key',
  CHECK_REFERENCE_KEY: 'test-reference-key',
  WEBHOOK_SIGNING_KEY: 'test-webhook-key',
  PORTAL_SECRET_KEY: 'test portal key',
  WEB_API_KEY: 'test-web-api-key',
};

// The answer pages the build would have written: stand-ins, in a folder of the test's own.
const answersFile = path.join(mkdtempSync(path.join(tmpdir(), 'index-')), 'answers.json');
writeFileSync(answersFile, JSON.stringify({ pages: standInPages(), headers: {} }));

vi.mock('./answers-file.js', () => ({ answersFileUrl: pathToFileURL(answersFile) }));
vi.mock('firebase-functions/v2/https', () => ({
  onRequest: (options: Record<string, unknown>, handler: Handler) => ({ options, handler }),
}));
vi.mock('firebase-functions/v2/scheduler', () => ({
  onSchedule: (options: Record<string, unknown>, handler: unknown) => ({ options, handler }),
}));
vi.mock('firebase-functions/params', () => {
  const param = (name: string) => ({ name, value: () => values[name] ?? '' });
  return { defineSecret: param, defineString: param };
});
// An emulator's project (`demo-`): its receipts could sign with a key of their own.
vi.mock('firebase-admin/app', async (original) => {
  const actual = await original<typeof import('firebase-admin/app')>();
  return {
    ...actual,
    initializeApp: () => actual.initializeApp({ projectId: 'demo-index' }, `index-${process.pid}`),
  };
});

let declared: Record<'check' | 'portal' | 'notices', Declared>;
const servers: http.Server[] = [];

/** The origin of a server that answers with `declared`'s handler. */
async function serve({ handler }: Declared) {
  const server = http.createServer((request, response) => void handler(request, response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What a function answers `path` with: its status and the stand-in page's kind, or its text. */
async function answer(origin: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${path}`, init);
  const text = await response.text();
  return { status: response.status, kind: /<title>(.*?)</.exec(text)?.[1] ?? text.trim() };
}

beforeAll(async () => {
  values.RECEIPT_SIGNING_KEYS = JSON.stringify({ keys: [await generateReceiptKey()] });
  declared = (await import('./index.js')) as unknown as typeof declared;
});

afterAll(() => {
  for (const server of servers) server.close();
});

describe('the functions functions/index.js declares', () => {
  it('runs the check as its own account, with its secrets', () => {
    expect(declared.check.options).toMatchObject({
      region: checkFunction.region,
      invoker: 'public',
      serviceAccount: checkFunctionAccount.shorthand,
    });
    expect((declared.check.options.secrets as { name: string }[]).map((s) => s.name)).toEqual(
      Object.values(checkFunctionAccount.secrets),
    );
  });

  it('runs the portal as an account of its own, with its secrets, room for photographs and time for a file', () => {
    expect(declared.portal.options).toMatchObject({
      region: portalFunction.region,
      invoker: 'public',
      serviceAccount: portalFunctionAccount.shorthand,
      memory: '512MiB',
      timeoutSeconds: 60,
    });
    expect((declared.portal.options.secrets as { name: string }[]).map((s) => s.name)).toEqual(
      Object.values(portalFunctionAccount.secrets),
    );
    expect(portalFunctionAccount.shorthand).not.toBe(checkFunctionAccount.shorthand);
  });

  it('exports a function by the name of each that a route’s rewrite names', () => {
    for (const route of Object.values(routes))
      expect(Object.keys(declared), route.path).toContain(
        'function' in route ? route.function : checkFunction.name,
      );
  });
});

describe('what each function answers', () => {
  it('the check: its own routes, and none of the portal’s', async () => {
    const check = await serve(declared.check);
    expect(await answer(check, checkPath)).toEqual({ status: 405, kind: 'method' });
    for (const portalPath of [portalPaths.signIn, portalPaths.home, `${portalPaths.signIn}/`])
      expect(await answer(check, portalPath), portalPath).toEqual({
        status: 404,
        kind: 'Not found.',
      });
    expect(
      await answer(check, portalPaths.signIn, { method: 'POST', body: 'email=a%40b.co' }),
    ).toEqual({ status: 404, kind: 'Not found.' });
  });

  it('the portal: its own routes, signed in with Authentication, and none of the check’s', async () => {
    const portal = await serve(declared.portal);
    // Authentication given: the sign-in form, not "not available".
    expect(await answer(portal, portalPaths.signIn)).toEqual({
      status: 200,
      kind: 'portal-sign-in',
    });
    for (const checkRoute of [checkPath, '/providers/ZZ0001', '/api/v1/checks', '/verify/result'])
      expect(await answer(portal, checkRoute), checkRoute).toEqual({
        status: 404,
        kind: 'Not found.',
      });
  });
});
