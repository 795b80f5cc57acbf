// Told when it changes, against a real Firestore (the emulator) and a real HTTP receiver: an
// account watches an operator it matched through the API; a suspension made by the register's
// command is noticed by the sweep and delivered to the account's webhook, signed with its secret;
// a receiver that fails is tried again after the back-off; every attempt is in the delivery log
// the account reads through the API.
import { createHmac } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerCommand } from '../scripts/registers/admin.mjs';
import { clearProject } from '../scripts/serve/firestore-emulator.mjs';
import { answerKindNames } from './answers.js';
import { readRegister } from './catalogue.js';
import { activityDatabase } from './deployment.js';
import { createCheckHandler } from './handler.js';
import { deliver, retryMinutes, sweep } from './watching.js';

const host = inject('firestoreHost');
const env = { FIRESTORE_EMULATOR_HOST: host };
process.env.FIRESTORE_EMULATOR_HOST = host;
const projectId = `demo-watch-${process.pid}`;
const app = initializeApp({ projectId }, projectId);
const db = getFirestore(app);
const activity = getFirestore(app, activityDatabase);
let folder: string;
let api: string;
let apiServer: http.Server;
let receiver: http.Server;
let receiverUrl: string;
let key: string;
let secret: string;
/** What the receiver got, and how many of its next answers fail. */
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let failures = 0;

const run = (name: 'operators' | 'employers', ...args: string[]) =>
  registerCommand(name, [...args, '--project', projectId, '--by', 'Ada', '--yes'], {
    env,
    cwd: folder,
  });
const accounts = async () =>
  (await readRegister(db, { collection: 'employers', key: 'number' })).records as Map<
    string,
    { webhook?: { url: string; secret: string } }
  >;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'watch-'));
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
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
  await run('operators', 'import', 'operators.csv');
  await writeFile(
    path.join(folder, 'employers.csv'),
    'account_number,name,contact,daily_quota,status\r\nZZ0601,Example Construction,site@example.com,1000,active\r\n',
  );
  await run('employers', 'import', 'employers.csv');
  key = /(motas_\S+)/.exec(
    await run('employers', 'keys', 'create', 'ZZ0601', '--reason', 'gate'),
  )![1]!;
  secret = /(whsec_\S+)/.exec(
    await run('employers', 'webhook', 'ZZ0601', receiverUrl, '--reason', 'their HR system'),
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
    log: () => {},
  });
  apiServer = http.createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => apiServer.close(resolve));
  await new Promise((resolve) => receiver.close(resolve));
  await deleteApp(app);
  await clearProject(host, projectId);
  await rm(folder, { recursive: true, force: true });
});

const call = (method: string, address: string, body?: unknown) =>
  fetch(`${api}${address}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

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
    await run('operators', 'suspend', 'ZZ600001', '--reason', 'card reported stolen');
    expect(await sweep({ db, activity, now: () => start })).toBe(1);
    expect(await sweep({ db, activity, now: () => start })).toBe(0);
    // The receiver fails once: the notice is tried again after the first wait, not before.
    failures = 1;
    expect(await deliver({ activity, accounts, now: () => start })).toEqual({
      delivered: 0,
      failed: 0,
    });
    const early = new Date(start.getTime() + 30_000);
    expect(await deliver({ activity, accounts, now: () => early })).toEqual({
      delivered: 0,
      failed: 0,
    });
    const later = new Date(start.getTime() + (retryMinutes[0]! * 60 + 1) * 1000);
    expect(await deliver({ activity, accounts, now: () => later })).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(received).toHaveLength(2);
    const { headers, body } = received[1]!;
    expect(JSON.parse(body)).toMatchObject({
      type: 'registration.suspended',
      data: { register: 'operators', number: 'ZZ600001', standing: 'suspended', was: 'current' },
    });
    // Verified as the account would, with its secret alone.
    const expected = createHmac('sha256', secret)
      .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
      .digest('base64');
    expect(headers['webhook-signature']).toBe(`v1,${expected}`);
    const log = await (await call('GET', '/api/v1/deliveries')).json();
    expect(log.deliveries).toEqual([
      expect.objectContaining({
        event: 'registration.suspended',
        state: 'delivered',
        attempts: 2,
        log: [
          { at: start.toISOString(), status: 500 },
          { at: later.toISOString(), status: 204 },
        ],
      }),
    ]);
    // Unwatched, a further change is not told.
    expect(
      (await call('DELETE', '/api/v1/watchlist?register=operators&number=ZZ600001')).status,
    ).toBe(204);
    await run('operators', 'reinstate', 'ZZ600001', '--reason', 'card found');
    expect(await sweep({ db, activity, now: () => later })).toBe(0);
  });
});
