// Told when it changes, against a real Firestore (the emulator) and a real HTTP receiver: an
// account watches an operator it matched through the API; a suspension made by the register's
// command is noticed by the sweep and delivered to the account's webhook, signed as Standard
// Webhooks sign (their own library verifies it); a receiver that fails is tried again after the
// back-off; every attempt is in the delivery log the account reads through the API, which says
// delivered or failed and never why. A webhook cannot reach inside: a name that resolves to
// loopback at delivery is refused with nothing connecting, a redirect is not followed, an endless
// answer does not hold the attempt; the secret is nowhere in the register.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { commandsOn, testWebhookSigningKey } from './testing/commands.js';
import { clearProject } from './testing/emulator.js';
import { answerKindNames } from './answers.js';
import { readRegister } from './catalogue.js';
import { activityDatabase } from './deployment.js';
import { deliveryRetentionDays } from './vocabulary/retention.js';
import { createCheckHandler } from './handler.js';
import { webhook } from './registers/commands/webhook.js';
import { RequestMistake } from './registers/commands/words.js';
import { registers } from './registers/registers.js';
import {
  deliver,
  deliveriesCollection,
  sendNotices,
  sweep,
  type StoredWebhook,
} from './watching.js';
import { retryMinutes } from './vocabulary/notices.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
const projectId = `demo-watch-${process.pid}`;
const app = initializeApp({ projectId }, projectId);
const db = getFirestore(app);
const activity = getFirestore(app, activityDatabase);
const webhookSigningKey = testWebhookSigningKey;
let folder: string;
let api: string;
let apiServer: http.Server;
let receiver: http.Server;
let receiverUrl: string;
let elsewhere: http.Server;
let elsewhereUrl: string;
let key: string;
let bareKey: string;
let secret: string;
/** What the receiver got, and how it answers. */
const received: { headers: Record<string, string>; body: string }[] = [];
let failures = 0;
let answer: 'ok' | 'redirect' | 'endless' = 'ok';
/** Whether the receiver's endless answer was cut off by the function. */
let endlessClosed = false;
/** What reached the redirect's target: nothing should. */
let reachedElsewhere = 0;
/** The function's own log lines. */
const logged: Record<string, unknown>[] = [];
const log = (entry: Record<string, unknown>) => void logged.push(entry);
/** Its security events (a delivery that failed, an address refused), as Cloud Logging reads them. */
const warnings = () => logged.filter((entry) => entry.severity === 'WARNING');

/** A DNS that answers each name as told, now. */
let answers: Record<string, string[]> = {};
const resolve = async (hostname: string) => {
  const found = answers[hostname];
  if (!found) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
  return found;
};

const run: ReturnType<typeof commandsOn> = (...asked) =>
  commandsOn({ db, activity, projectId, folder, resolve })(...asked);
const accounts = async () =>
  (await readRegister(db, { collection: 'employers', key: 'number' })).records as Map<
    string,
    { webhook?: StoredWebhook }
  >;
const sender = { webhookSigningKey, demonstration: true, resolve, log };

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'watch-'));
  elsewhere = http.createServer((request, response) => {
    reachedElsewhere += 1;
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      if (answer === 'redirect') return response.writeHead(302, { location: elsewhereUrl }).end();
      if (answer === 'endless') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const pump = () => {
          while (!response.destroyed && response.write(chunk));
          if (!response.destroyed) response.once('drain', pump);
        };
        response.on('close', () => (endlessClosed = true));
        return pump();
      }
      response.writeHead(failures-- > 0 ? 500 : 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/motas`;
  await sharp({ create: { width: 300, height: 375, channels: 3, background: '#8899aa' } })
    .png()
    .toFile(path.join(folder, 'ada.png'));
  await writeFile(
    path.join(folder, 'operators.csv'),
    'registration_number,given_names,surname,valid_until,status,categories,photo\r\nZZ600001,Ada,Lovelace,2030-03-31,current,CB,ada.png\r\n',
  );
  await run('operators', 'import', { file: 'operators.csv' });
  await writeFile(
    path.join(folder, 'employers.csv'),
    [
      'account_number,name,contact,daily_quota,status',
      'ZZ0601,Example Construction,site@example.com,1000,active',
      'ZZ0602,Example Rebinding,hr@example.com,1000,active',
      'ZZ0603,Example Without,gate@example.com,1000,active',
      '',
    ].join('\r\n'),
  );
  await run('employers', 'import', { file: 'employers.csv' });
  key = /(motas_\S+)/.exec(
    await run('employers', 'keys', { action: 'create', account: 'ZZ0601', reason: 'gate' }),
  )![1]!;
  bareKey = /(motas_\S+)/.exec(
    await run('employers', 'keys', { action: 'create', account: 'ZZ0603', reason: 'gate' }),
  )![1]!;
  secret = /(whsec_\S+)/.exec(
    await run('employers', 'webhook', {
      account: 'ZZ0601',
      url: receiverUrl,
      reason: 'their HR system',
    }),
  )![1]!;
  const handler = createCheckHandler({
    db,
    activity,
    answers: {
      pages: Object.fromEntries(answerKindNames.map((kind) => [kind, kind])),
      headers: {},
    },
    counterKey: 'counter',
    referenceKey: 'reference',
    registerCheckMs: 0,
    log,
    webhookSigningKey,
    resolve,
  });
  apiServer = http.createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => apiServer.close(resolve));
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await new Promise((resolve) => elsewhere.close(resolve));
  await deleteApp(app);
  await clearProject(host, projectId);
  await rm(folder, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  answer = 'ok';
  logged.length = 0;
});

const call = (method: string, address: string, body?: unknown, as = key) =>
  fetch(`${api}${address}`, {
    method,
    headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A notice as its receiver would check it: with the account's secret and the standard's library. */
const verified = ({ headers, body }: { headers: Record<string, string>; body: string }) =>
  new Webhook(secret).verify(body, headers);

/**
 * Lovelace watched by the account, then suspended, and the sweep queueing the one notice of it:
 * when that was. Nothing received before it.
 */
async function watchedAndSuspended() {
  received.length = 0;
  await call('POST', '/api/v1/checks', {
    checks: [{ number: 'ZZ600001', surname: 'Lovelace' }],
    watch: true,
  });
  const start = new Date();
  await run('operators', 'suspend', { numbers: ['ZZ600001'], reason: 'card reported stolen' });
  expect(await sweep({ db, activity, now: () => start })).toBe(1);
  return start;
}

/** Lovelace unwatched and reinstated, as the tests after find her. */
async function unwatchedAndReinstated() {
  expect(
    (await call('DELETE', '/api/v1/watchlist?register=operators&number=ZZ600001')).status,
  ).toBe(204);
  await run('operators', 'reinstate', { numbers: ['ZZ600001'], reason: 'card found' });
}

describe('an account watching the people it matched', () => {
  it('is told, by a signed webhook, when one is suspended, and again after a failure, each attempt logged', async () => {
    const checked = await call('POST', '/api/v1/checks', {
      checks: [
        { number: 'ZZ600001', surname: 'Lovelace' },
        { number: 'ZZ699999', surname: 'X' },
      ],
      watch: true,
    });
    expect(checked.status).toBe(200);
    const watching = await (await call('GET', '/api/v1/watchlist')).json();
    expect(watching.watching).toEqual([
      { register: 'operators', number: 'ZZ600001', standing: 'current', since: expect.any(String) },
    ]);
    const start = new Date();
    expect(await sweep({ db, activity, now: () => start })).toBe(0);
    await run('operators', 'suspend', { numbers: ['ZZ600001'], reason: 'card reported stolen' });
    expect(await sweep({ db, activity, now: () => start })).toBe(1);
    expect(await sweep({ db, activity, now: () => start })).toBe(0);
    // The receiver fails once: the notice is tried again after the first wait, not before.
    failures = 1;
    expect(await deliver({ activity, accounts, now: () => start, ...sender })).toEqual({
      delivered: 0,
      failed: 0,
    });
    const early = new Date(start.getTime() + 30_000);
    expect(await deliver({ activity, accounts, now: () => early, ...sender })).toEqual({
      delivered: 0,
      failed: 0,
    });
    const later = new Date(start.getTime() + (retryMinutes[0]! * 60 + 1) * 1000);
    // What the function's schedule runs: the sweep (nothing new) and the deliveries due, to the
    // webhooks the employers' register holds.
    expect(await sendNotices({ db, activity, now: () => later, ...sender })).toEqual({
      queued: 0,
      delivered: 1,
      failed: 0,
    });
    expect(received).toHaveLength(2);
    expect(received[0]!.headers['webhook-id']).toBe(received[1]!.headers['webhook-id']);
    // Verified as the account would, with its secret alone, by Standard Webhooks' own library.
    expect(verified(received[1]!)).toMatchObject({
      type: 'registration.suspended',
      data: { register: 'operators', number: 'ZZ600001', standing: 'suspended', was: 'current' },
    });
    const log = await (await call('GET', '/api/v1/deliveries')).json();
    expect(log.deliveries).toEqual([
      expect.objectContaining({
        id: received[1]!.headers['webhook-id'],
        event: 'registration.suspended',
        state: 'delivered',
        attempts: 2,
        log: [
          { at: start.toISOString(), outcome: 'failed', status: 500 },
          { at: later.toISOString(), outcome: 'delivered', status: 204 },
        ],
      }),
    ]);
    // The scheme's own log says why the first failed; the account's does not.
    expect(warnings()).toEqual([
      {
        severity: 'WARNING',
        message: 'A webhook notice was not delivered',
        event: 'webhook-failed',
        account: 'ZZ0601',
        delivery: received[0]!.headers['webhook-id'],
        attempt: 1,
        why: 'answered 500',
      },
    ]);
    // Unwatched, a further change is not told.
    expect(
      (await call('DELETE', '/api/v1/watchlist?register=operators&number=ZZ600001')).status,
    ).toBe(204);
    await run('operators', 'reinstate', { numbers: ['ZZ600001'], reason: 'card found' });
    expect(await sweep({ db, activity, now: () => later })).toBe(0);
  });

  it('tries a notice its receiver keeps failing again after each wait, not before, then gives up', async () => {
    const start = await watchedAndSuspended();
    failures = retryMinutes.length + 1;
    const none = { delivered: 0, failed: 0 };
    expect(await deliver({ activity, accounts, now: () => start, ...sender })).toEqual(none);
    let at = start;
    for (const [index, wait] of retryMinutes.entries()) {
      const due = new Date(at.getTime() + wait * 60_000);
      // A second before it is due, nothing is tried; when it is due, it is, and the last gives up.
      expect(
        await deliver({ activity, accounts, now: () => new Date(due.getTime() - 1000), ...sender }),
      ).toEqual(none);
      expect(received).toHaveLength(index + 1);
      const last = index === retryMinutes.length - 1;
      expect(await deliver({ activity, accounts, now: () => due, ...sender })).toEqual(
        last ? { delivered: 0, failed: 1 } : none,
      );
      expect(received).toHaveLength(index + 2);
      at = due;
    }
    // Given up: never tried again, and the account's log says so.
    expect(
      await deliver({
        activity,
        accounts,
        now: () => new Date(at.getTime() + 86_400_000),
        ...sender,
      }),
    ).toEqual(none);
    expect(received).toHaveLength(retryMinutes.length + 1);
    const log = await (await call('GET', '/api/v1/deliveries')).json();
    const delivery = log.deliveries.find(
      (each: { id: string }) => each.id === received[0]!.headers['webhook-id'],
    );
    expect(delivery).toMatchObject({ state: 'failed', attempts: retryMinutes.length + 1 });
    expect(delivery.log).toHaveLength(retryMinutes.length + 1);
    expect(delivery.log.at(-1)).toEqual({ at: at.toISOString(), outcome: 'failed', status: 500 });
    // Kept for the days the account may read it, from when it was queued.
    const stored = await activity.collection(deliveriesCollection).doc(delivery.id).get();
    expect(stored.get('deleteAt').toMillis()).toBe(
      start.getTime() + deliveryRetentionDays * 86_400_000,
    );
    failures = 0;
    await unwatchedAndReinstated();
  });
});

describe('an account no longer on the employers’ register', () => {
  it('has its notices failed as having no webhook, the sender going on', async () => {
    const start = await watchedAndSuspended();
    const gone = async () => new Map();
    expect(await deliver({ activity, accounts: gone, now: () => start, ...sender })).toEqual({
      delivered: 0,
      failed: 0,
    });
    expect(received).toHaveLength(0);
    expect(warnings()).toEqual([
      expect.objectContaining({ event: 'webhook-failed', why: 'the account has no webhook' }),
    ]);
    // Back on the register, the account is sent it at its next try.
    const next = new Date(start.getTime() + retryMinutes[0]! * 60_000);
    expect(await deliver({ activity, accounts, now: () => next, ...sender })).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(received).toHaveLength(1);
    await unwatchedAndReinstated();
  });
});

describe('a webhook that cannot reach inside', () => {
  it('keeps only the address and a salt: the secret is in no document of the registers', async () => {
    const stored = (await db.collection('employers').doc('ZZ0601').get()).data();
    expect(JSON.stringify(stored)).toContain('"salt"');
    const bytes = secret.slice('whsec_'.length);
    for (const collection of await db.listCollections())
      for (const doc of (await collection.get()).docs) {
        const text = JSON.stringify(doc.data());
        expect(text, doc.ref.path).not.toContain(bytes);
        expect(text, doc.ref.path).not.toContain('whsec_');
      }
  });

  it('is refused by the command when it is not https on 443 to a public address, or holds credentials', async () => {
    answers = { 'hooks.example.com': ['10.0.0.8'] };
    for (const [address, why] of [
      ['https://user:hunter2@example.com/hooks', 'it holds a user name or password'],
      ['https://hooks.example.com/', 'resolves to 10.0.0.8, not a public address (private)'],
      ['https://169.254.169.254/', 'is not a public address (linkLocal)'],
      ['https://metadata.google.internal/', "Google Cloud's metadata server"],
      ['http://example.com/', 'it is not an https: address'],
    ]) {
      const refused = await run('employers', 'webhook', {
        account: 'ZZ0603',
        url: address!,
        reason: 'x',
      }).catch((error: Error) => error);
      // A mistake the caller must correct (the command line shows its usage, exit code 2).
      expect(refused, address).toBeInstanceOf(RequestMistake);
      expect((refused as Error).message, address).toContain(why!);
      expect((refused as Error).message).not.toContain('hunter2');
    }
    expect((await accounts()).get('ZZ0603')?.webhook).toBeUndefined();
  });

  it('needs WEBHOOK_SIGNING_KEY on a real project to show the secret, and says how to get it', async () => {
    answers = { 'hooks.example.com': ['93.184.216.34'] };
    await expect(
      webhook({
        db,
        register: registers.employers,
        where: 'project motas-prod',
        now: () => new Date(),
        confirm: async () => true,
        by: 'Ada',
        dryRun: false,
        yes: true,
        account: 'ZZ0603',
        url: 'https://hooks.example.com/motas',
        reason: 'their HR system',
        demonstrationProject: false,
        resolve,
      }),
    ).rejects.toThrow(
      'WEBHOOK_SIGNING_KEY=$(npx firebase functions:secrets:access WEBHOOK_SIGNING_KEY) npm run employers -- webhook …',
    );
    expect((await accounts()).get('ZZ0603')?.webhook).toBeUndefined();
  });

  it('is refused at delivery when its name resolves to loopback now (DNS rebinding), with nothing connecting', async () => {
    answers = { 'hooks.rebind.test': ['93.184.216.34'] };
    await run('employers', 'webhook', {
      account: 'ZZ0602',
      url: 'https://hooks.rebind.test/motas',
      reason: 'HR',
    });
    expect((await accounts()).get('ZZ0602')?.webhook).toEqual({
      url: 'https://hooks.rebind.test/motas',
      salt: expect.any(String),
    });
    const at = new Date(Date.now() + 3_600_000);
    const id = 'rebinding-1';
    await activity
      .collection(deliveriesCollection)
      .doc(id)
      .set({
        account: 'ZZ0602',
        event: 'registration.suspended',
        body: '{}',
        attempts: 0,
        state: 'pending',
        nextAt: Timestamp.fromDate(at),
        log: [],
        createdAt: Timestamp.fromDate(at),
        deleteAt: Timestamp.fromMillis(at.getTime() + 86_400_000),
      });
    answers = { 'hooks.rebind.test': ['127.0.0.1'] };
    const connections = [vi.spyOn(https, 'request'), vi.spyOn(http, 'request')];
    expect(await deliver({ activity, accounts, now: () => at, ...sender })).toEqual({
      delivered: 0,
      failed: 0,
    });
    for (const spy of connections) expect(spy).not.toHaveBeenCalled();
    const stored = (await activity.collection(deliveriesCollection).doc(id).get()).data();
    expect(stored).toMatchObject({
      state: 'pending',
      attempts: 1,
      log: [{ at: at.toISOString(), outcome: 'failed' }],
    });
    expect(warnings()).toEqual([
      {
        severity: 'WARNING',
        message: 'A webhook address was refused at delivery',
        event: 'webhook-address-refused',
        account: 'ZZ0602',
        delivery: id,
        attempt: 1,
        why: 'hooks.rebind.test resolves to 127.0.0.1, not a public address (loopback)',
      },
    ]);
  });
});

describe('the account trying its webhook through the API', () => {
  it('sends a test notice at once, signed and logged, and answers with its delivery', async () => {
    received.length = 0;
    const response = await call('POST', '/api/v1/webhook/test');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const delivery = await response.json();
    expect(delivery).toEqual({
      id: expect.any(String),
      event: 'webhook.test',
      state: 'delivered',
      attempts: 1,
      body: expect.any(String),
      log: [{ at: expect.any(String), outcome: 'delivered', status: 204 }],
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['webhook-id']).toBe(delivery.id);
    expect(verified(received[0]!)).toEqual({
      type: 'webhook.test',
      timestamp: expect.any(String),
      data: {},
    });
    const log = await (await call('GET', '/api/v1/deliveries')).json();
    expect(log.deliveries.map((each: { id: string }) => each.id)).toContain(delivery.id);
    const stored = await activity.collection(deliveriesCollection).doc(delivery.id).get();
    expect(stored.get('deleteAt').toMillis() - stored.get('createdAt').toMillis()).toBe(
      deliveryRetentionDays * 86_400_000,
    );
  });

  it('sends a delivery again at once with the same webhook-id, as a new attempt', async () => {
    received.length = 0;
    const first = await (await call('POST', '/api/v1/webhook/test')).json();
    const response = await call('POST', `/api/v1/deliveries/${first.id}/redeliver`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: first.id,
      state: 'delivered',
      attempts: 2,
      log: [
        { outcome: 'delivered', status: 204 },
        { outcome: 'delivered', status: 204 },
      ],
    });
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['webhook-id']).toBe(first.id);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(verified(received[1]!)).toMatchObject({ type: 'webhook.test' });
    // Sent again and failed, it is still delivered, and the function's log counts the attempt.
    failures = 1;
    const again = await call('POST', `/api/v1/deliveries/${first.id}/redeliver`);
    expect(await again.json()).toMatchObject({ state: 'delivered', attempts: 3 });
    expect(warnings()).toEqual([
      expect.objectContaining({ event: 'webhook-failed', delivery: first.id, attempt: 3 }),
    ]);
  });

  it('answers problems: no webhook, another account’s delivery, no key', async () => {
    const problem = async (response: Response, status: number) => {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(response.headers.get('cache-control')).toBe('no-store');
      return response.json();
    };
    expect(
      await problem(await call('POST', '/api/v1/webhook/test', undefined, bareKey), 409),
    ).toMatchObject({ code: 'no-webhook' });
    for (const id of ['rebinding-1', 'no-such-delivery', 'a.b'])
      await problem(await call('POST', `/api/v1/deliveries/${id}/redeliver`), 404);
    for (const address of ['/api/v1/webhook/test', '/api/v1/deliveries/rebinding-1/redeliver'])
      await problem(await call('POST', address, undefined, 'motas_nothing'), 401);
    await problem(await call('GET', '/api/v1/deliveries', undefined, 'motas_nothing'), 401);
  });

  it('never follows a redirect: a 3xx is a failure', async () => {
    answer = 'redirect';
    const delivery = await (await call('POST', '/api/v1/webhook/test')).json();
    expect(delivery).toMatchObject({
      state: 'failed',
      log: [{ at: expect.any(String), outcome: 'failed', status: 302 }],
    });
    expect(reachedElsewhere).toBe(0);
    expect(warnings()).toEqual([
      expect.objectContaining({
        event: 'webhook-failed',
        delivery: delivery.id,
        why: 'answered 302, a redirect, not followed',
      }),
    ]);
    // Sent again, it stays failed while its receiver fails, and is delivered once it answers.
    const again = await call('POST', `/api/v1/deliveries/${delivery.id}/redeliver`);
    expect(await again.json()).toMatchObject({ state: 'failed', attempts: 2 });
    answer = 'ok';
    const last = await call('POST', `/api/v1/deliveries/${delivery.id}/redeliver`);
    expect(await last.json()).toMatchObject({ state: 'delivered', attempts: 3 });
    expect(reachedElsewhere).toBe(0);
  });

  it('ends an attempt whose receiver answers without end, once it has read a few KB', async () => {
    answer = 'endless';
    endlessClosed = false;
    // Delivered, not "no answer in 5000 ms": the attempt ended when its read was full.
    const delivery = await (await call('POST', '/api/v1/webhook/test')).json();
    expect(delivery).toMatchObject({
      state: 'delivered',
      log: [{ at: expect.any(String), outcome: 'delivered', status: 200 }],
    });
    await vi.waitFor(() => expect(endlessClosed).toBe(true));
  });

  it('tells the account delivered or failed, never why a connection failed', async () => {
    const log = await (await call('GET', '/api/v1/deliveries')).json();
    const attempts = log.deliveries.flatMap((each: { log: object[] }) => each.log);
    expect(attempts.length).toBeGreaterThan(0);
    for (const attempt of attempts)
      expect(
        Object.keys(attempt).filter((name) => !['at', 'outcome', 'status'].includes(name)),
      ).toEqual([]);
    expect(JSON.stringify(log)).not.toMatch(/connect|in time|refused|resolve/i);
  });
});
