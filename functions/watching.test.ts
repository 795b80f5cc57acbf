// A notice's signature, as Standard Webhooks' own library verifies it; the account's secret,
// derived from the scheme's key and a salt rather than stored; and the post itself, pinned to the
// address checked for it, on loopback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  type Sender,
  type StoredWebhook,
  attemptNotice,
  postWebhook,
  standingOf,
  webhookSecret,
  webhookSignature,
} from './watching.js';
import { expiringWithinDays } from './vocabulary/notices.js';

const body = JSON.stringify({
  type: 'webhook.test',
  timestamp: '2026-11-26T10:00:00.000Z',
  data: {},
});

describe('standingOf', () => {
  const today = '2026-11-28';
  const pointer = { current: 2, abandoned: [] };
  /** A stored record whose newest version (generation 2) is `version`. */
  const record = (version: object) => ({
    versions: { 1: { suspended: false, validUntil: '2030-01-01' }, 2: version },
  });

  it('tells a person current, expiring within the days, expired or suspended, by the newest version', () => {
    expect(expiringWithinDays).toBe(30);
    const standing = (validUntil: string, suspended = false) =>
      standingOf(record({ suspended, validUntil }), pointer, today);
    expect(standing('2027-06-30')).toBe('current');
    // 30 days from 28 November is 28 December: that day is "about to expire", the next is not.
    expect(standing('2026-12-29')).toBe('current');
    expect(standing('2026-12-28')).toBe('expiring');
    expect(standing(today)).toBe('expiring');
    expect(standing('2026-11-27')).toBe('expired');
    expect(standing('2027-06-30', true)).toBe('suspended');
    expect(standing('2026-11-27', true)).toBe('suspended');
  });

  it('tells a person removed whose newest version is a removal, or who has no version at all', () => {
    expect(standingOf(record({ removed: true }), pointer, today)).toBe('removed');
    expect(standingOf({ versions: {} }, pointer, today)).toBe('removed');
    expect(standingOf(undefined, pointer, today)).toBe('removed');
    // A removal in a generation not yet current, or abandoned, does not count.
    expect(standingOf(record({ removed: true }), { current: 1, abandoned: [] }, today)).toBe(
      'current',
    );
    expect(standingOf(record({ removed: true }), { current: 2, abandoned: [2] }, today)).toBe(
      'current',
    );
  });
});

describe('webhookSignature', () => {
  it('signs as Standard Webhooks do: their library verifies a notice with the secret alone', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const headers = webhookSignature(secret, 'msg_1', new Date(), body);
    expect(headers['webhook-id']).toBe('msg_1');
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    // And refuses one signed with another secret, or changed on the way.
    const other = webhookSignature('whsec_dGhlIG90aGVyIGFjY291bnQ=', 'msg_1', new Date(), body);
    expect(() => new Webhook(secret).verify(body, other)).toThrow('No matching signature found');
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow(
      'No matching signature found',
    );
  });
});

describe('webhookSecret', () => {
  it('derives 32 bytes, written as Standard Webhooks write a secret, from the key, account and salt', () => {
    const secret = webhookSecret('key', 'EM1042', 'salt');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(webhookSecret('key', 'EM1042', 'salt')).toBe(secret);
    // Another salt, account or key is another secret.
    for (const other of [
      webhookSecret('key', 'EM1042', 'pepper'),
      webhookSecret('key', 'EM1043', 'salt'),
      webhookSecret('another key', 'EM1042', 'salt'),
    ])
      expect(other).not.toBe(secret);
    const headers = webhookSignature(secret, 'msg_2', new Date(), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });
});

/** A server on loopback for one test, closed after it: its port. */
async function serve(server: http.Server | tls.Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

describe('postWebhook', () => {
  const notice = { headers: { 'content-type': 'application/json' }, body, timeoutMs: 2000 };

  it('connects to the address checked, not where the name points now, and sends the name as Host', async () => {
    const seen: { method?: string; type?: string; host?: string; body: string }[] = [];
    const port = await serve(
      http.createServer((request, response) => {
        let text = '';
        request.on('data', (chunk) => (text += chunk));
        request.on('end', () => {
          seen.push({
            method: request.method,
            type: request.headers['content-type'],
            host: request.headers.host,
            body: text,
          });
          response.writeHead(204).end();
        });
      }),
    );
    // `.invalid` never resolves (RFC 6761): only the address checked can be reached.
    const url = new URL(`http://hooks.invalid:${port}/motas`);
    expect(await postWebhook({ url, address: '127.0.0.1', family: 4 }, notice)).toEqual({
      status: 204,
    });
    expect(seen).toEqual([
      { method: 'POST', type: 'application/json', host: `hooks.invalid:${port}`, body },
    ]);
  });

  it('gives TLS the address’s own name, so its certificate is checked against it', async () => {
    const named: string[] = [];
    const port = await serve(
      tls.createServer({
        SNICallback: (servername, callback) => {
          named.push(servername);
          callback(new Error('no certificate here'));
        },
      }),
    );
    const url = new URL(`https://hooks.invalid:${port}/motas`);
    expect(await postWebhook({ url, address: '127.0.0.1', family: 4 }, notice)).toEqual({
      error: expect.any(String),
    });
    expect(named).toEqual(['hooks.invalid']);
  });

  it('takes the status of an answer cut off part way, without waiting for the rest', async () => {
    const port = await serve(
      http.createServer((request, response) => {
        request.resume();
        request.on('end', () => {
          response.writeHead(202, { 'content-length': '1000' });
          response.write('accepted', () => response.socket?.destroy());
        });
      }),
    );
    const url = new URL(`http://127.0.0.1:${port}/`);
    expect(
      await postWebhook({ url, address: '127.0.0.1', family: 4 }, { ...notice, timeoutMs: 60_000 }),
    ).toEqual({ status: 202 });
  });

  it('ends an attempt that gets no answer, and says so only to the function', async () => {
    let closed = false;
    const port = await serve(
      http.createServer((request) => request.socket.on('close', () => (closed = true))),
    );
    const url = new URL(`http://127.0.0.1:${port}/`);
    expect(
      await postWebhook({ url, address: '127.0.0.1', family: 4 }, { ...notice, timeoutMs: 100 }),
    ).toEqual({ error: 'no answer in 100 ms' });
    await vi.waitFor(() => expect(closed).toBe(true));
  });
});

// Each case below was a mutant of watching.js no test told apart (issue 56's run).
describe('attemptNotice', () => {
  const notice = { account: 'ZZ0301', id: 'msg_1', body: '{}', attempt: 1 };
  const at = new Date('2026-11-28T10:00:00Z');
  const sent = async (webhook: StoredWebhook | undefined, given: Partial<Sender> = {}) => {
    const logged: Record<string, unknown>[] = [];
    const attempt = await attemptNotice(
      { webhookSigningKey: 'k', log: (entry) => logged.push(entry), ...given },
      { ...notice, webhook },
      at,
    );
    return { attempt, logged };
  };

  it('fails, saying why only to the function, without a webhook or its salt', async () => {
    for (const [webhook, why] of [
      [undefined, 'the account has no webhook'],
      [{ url: '', salt: 's' }, 'the account has no webhook'],
      [
        { url: 'https://hooks.example.com/', salt: '' },
        'the webhook was set before its secret was derived: set it again',
      ],
    ] as const)
      expect(await sent(webhook)).toEqual({
        attempt: { at: at.toISOString(), outcome: 'failed' },
        logged: [
          {
            severity: 'WARNING',
            message: 'A webhook notice was not delivered',
            event: 'webhook-failed',
            account: 'ZZ0301',
            delivery: 'msg_1',
            attempt: 1,
            why,
          },
        ],
      });
  });

  it('logs to the function’s output, one JSON line as Cloud Logging reads it, unless told otherwise', async () => {
    const lines: unknown[] = [];
    vi.spyOn(console, 'log').mockImplementation((line) => lines.push(line));
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    await attemptNotice({ webhookSigningKey: 'k' }, { ...notice, webhook: undefined }, at);
    expect(lines.map((line) => JSON.parse(String(line)))).toEqual([
      expect.objectContaining({ severity: 'WARNING', event: 'webhook-failed', account: 'ZZ0301' }),
    ]);
  });

  it('gives up on an address that does not resolve within the attempt’s time', async () => {
    const { attempt, logged } = await sent(
      { url: 'https://hooks.example.com/', salt: 's' },
      { resolve: () => new Promise(() => {}), timeoutMs: 50 },
    );
    expect(attempt).toEqual({ at: at.toISOString(), outcome: 'failed' });
    expect(logged).toEqual([
      expect.objectContaining({ event: 'webhook-address-refused', why: 'no address in 50 ms' }),
    ]);
  });

  it('leaves no timer behind once the address is known, however long the attempt could wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { logged } = await sent(
      { url: 'https://hooks.example.com/', salt: 's' },
      { resolve: async () => ['10.0.0.1'], timeoutMs: 60_000 },
    );
    expect(logged).toEqual([expect.objectContaining({ event: 'webhook-address-refused' })]);
    expect(vi.getTimerCount()).toBe(0);
  });

  /** A receiver on loopback answering each notice with the status asked, closed after the test. */
  async function receiver() {
    const answer = { status: 204 };
    const seen: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((request, response) => {
      seen.push(request.headers);
      request.resume();
      request.on('end', () => response.writeHead(answer.status).end());
    });
    const url = `http://127.0.0.1:${await serve(server)}/hooks`;
    return { answer, seen, webhook: { url, salt: 's' } };
  }

  it('counts any 2xx as delivered, and tells the function a redirect is not followed', async () => {
    const { answer, seen, webhook } = await receiver();
    for (const [status, why] of [
      [200, undefined],
      [299, undefined],
      [300, 'answered 300, a redirect, not followed'],
      [399, 'answered 399, a redirect, not followed'],
      [400, 'answered 400'],
      [503, 'answered 503'],
    ] as const) {
      answer.status = status;
      const { attempt, logged } = await sent(webhook, { demonstration: true });
      expect(attempt, String(status)).toEqual({
        at: at.toISOString(),
        outcome: why ? 'failed' : 'delivered',
        status,
      });
      expect(logged, String(status)).toEqual(
        why ? [expect.objectContaining({ event: 'webhook-failed', why })] : [],
      );
    }
    // Each a JSON notice, signed.
    for (const headers of seen)
      expect(headers).toMatchObject({
        'content-type': 'application/json',
        'webhook-id': 'msg_1',
        'webhook-signature': expect.stringMatching(/^v1,/),
      });
    expect(seen).toHaveLength(6);
  });

  it('fails where nothing answers, saying why only to the function', async () => {
    const closed = { url: 'http://127.0.0.1:9/hooks', salt: 's' };
    const { attempt, logged } = await sent(closed, { demonstration: true });
    expect(attempt).toEqual({ at: at.toISOString(), outcome: 'failed' });
    expect(logged).toEqual([
      expect.objectContaining({ event: 'webhook-failed', why: 'ECONNREFUSED' }),
    ]);
  });

  it('gives the post only what is left of the attempt’s time once the address is checked', async () => {
    const port = await serve(http.createServer(() => {}));
    // The clock moves 4.9 s of the 5 s while the address is looked up.
    let clock = 1_000_000;
    const now = vi.spyOn(Date, 'now').mockImplementation(() => clock);
    onTestFinished(() => now.mockRestore());
    const { logged } = await sent(
      { url: `http://localhost:${port}/`, salt: 's' },
      {
        demonstration: true,
        timeoutMs: 5000,
        resolve: async () => {
          clock += 4900;
          return ['127.0.0.1'];
        },
      },
    );
    expect(logged).toEqual([
      expect.objectContaining({ event: 'webhook-failed', why: 'no answer in 100 ms' }),
    ]);
  });

  it('refuses a loopback receiver unless the project is a demonstration', async () => {
    const webhook = { url: 'http://127.0.0.1:9/', salt: 's' };
    const { logged } = await sent(webhook);
    expect(logged).toEqual([expect.objectContaining({ event: 'webhook-address-refused' })]);
    const demo = await sent(webhook, { demonstration: true, timeoutMs: 2000 });
    // Allowed, it is tried (nothing answers there: a failure, or whatever does answer).
    expect(demo.logged).not.toContainEqual(
      expect.objectContaining({ event: 'webhook-address-refused' }),
    );
  });
});
