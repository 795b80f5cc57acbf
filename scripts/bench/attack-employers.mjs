// The employers' access attacked (issue 50), on the local stack `npm run attack` starts: a key
// guessing surnames through the API and the crew check, an account listing the register, webhook
// addresses inside, the daily quota across two instances, a report repeated, spreadsheet formulas
// in the record's CSV, a retired receipt key, and the API's conventions. Each try says what got
// through, in a form that reads the same before and after: it uses the stack over HTTP and the
// tree's own commands and modules, so the same file run in an older checkout (copied there) gives
// the "before" column.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT, importJWK } from 'jose';
import sharp from 'sharp';
import { checkPath, crewCheckPath, reportPath } from '../../functions/vocabulary/paths.js';
import * as receipts from '../../functions/receipts.js';
import { root } from '../project.mjs';
import { registerCommand } from '../registers/admin.mjs';
import { freePort } from '../serve/firestore-emulator.mjs';

/**
 * One request of any kind; resolves to its status, headers, body and how long it took (status 0:
 * it failed).
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string | number>, body?: string | Buffer, localAddress?: string }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, text: string, ms: number }>}
 */
export function send(url, { method = 'GET', headers = {}, body, localAddress } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(url, { method, headers, localAddress }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: /** @type {number} */ (response.statusCode),
          headers: response.headers,
          text,
          ms: performance.now() - started,
        }),
      );
    });
    request.on('error', () => resolve({ status: 0, headers: {}, text: '', ms: 0 }));
    request.end(body);
  });
}

/**
 * Surnames of letters only (Guessa, Guessb, … Guessba, …), the right one `at` (0-based).
 * @param {string} right
 * @param {number} at
 * @param {number} count
 */
const guesses = (right, at, count) =>
  Array.from({ length: count }, (_, i) =>
    i === at
      ? right
      : `Guess${i.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)))}`,
  );

/**
 * The tries, on the stack at `origin` (through Hosting) and `functionOrigin` (the function's own
 * address), whose Firestore emulator is at `firestore`.
 * @param {{ origin: string, functionOrigin?: string, firestore: string }} stack
 * @returns {Promise<{ tries: { name: string, run: () => Promise<string> }[], done: () => Promise<void> }>}
 */
export async function employersTries(stack) {
  const folder = await mkdtemp(path.join(tmpdir(), 'attack-employers-'));
  const env = {
    FIRESTORE_EMULATOR_HOST: stack.firestore,
    // The scheme's key of the webhooks' secrets, as a real project's staff would give it.
    WEBHOOK_SIGNING_KEY: 'attack-webhook-signing-key',
  };
  const origin = stack.origin.replace('[::1]', '127.0.0.1');
  /**
   * A register's command on the stack's project (or `project`).
   * @param {'operators' | 'employers'} name
   * @param {string[]} args
   * @param {string} [project]
   */
  const command = (name, args, project) =>
    registerCommand(
      name,
      [...args, ...(project ? ['--project', project] : []), '--by', 'the attack', '--yes'],
      { env, cwd: folder },
    );
  // A person of the attack's own on the register, so a right surname can be found.
  await sharp({ create: { width: 300, height: 375, channels: 3, background: '#889900' } })
    .png()
    .toFile(path.join(folder, 'target.png'));
  await writeFile(
    path.join(folder, 'operators.csv'),
    'registration_number,given_names,surname,valid_until,status,categories,photo\r\n' +
      ['ZZ800001,Terry,Target', 'ZZ800002,Crewe,Member', 'ZZ800003,Other,Person']
        .map((row) => `${row},2030-03-31,current,CB,target.png\r\n`)
        .join(''),
  );
  await command('operators', ['import', 'operators.csv', '--photos', folder]);
  const accounts = {
    guesser: 'ZZ0801',
    lister: 'ZZ0802',
    quota: 'ZZ0803',
    integrator: 'ZZ0804',
    hooked: 'ZZ0805',
  };
  await writeFile(
    path.join(folder, 'employers.csv'),
    'account_number,name,contact,daily_quota,status\r\n' +
      Object.entries(accounts)
        .map(
          ([name, number]) =>
            `${number},Attack ${name},site@example.com,${name === 'quota' ? 100 : 10000},active\r\n`,
        )
        .join(''),
  );
  await command('employers', ['import', 'employers.csv']);
  /** @type {Record<string, string>} */
  const keys = {};
  for (const number of Object.values(accounts))
    keys[number] = String(
      /(motas_\S+)/.exec(
        await command('employers', ['keys', 'create', number, '--reason', 'x']),
      )?.[1],
    );

  /**
   * A POST of the API's checks for `account`.
   * @param {string} account
   * @param {unknown} body
   * @param {{ at?: string, headers?: Record<string, string>, method?: string }} [options]
   */
  const api = (account, body, { at = origin, headers = {}, method = 'POST' } = {}) =>
    send(new URL('/api/v1/checks', at).href, {
      method,
      headers: {
        authorization: `Bearer ${keys[account]}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: JSON.stringify(body),
    });
  /** @param {string} text */
  const results = (text) => {
    try {
      return /** @type {{ outcome: string, name?: string }[]} */ (JSON.parse(text).results ?? []);
    } catch {
      return [];
    }
  };

  const tries = [
    {
      name: 'a key guessing one number’s surname: 100 surnames in one API request (the right one 50th), then the web check',
      run: async () => {
        const answer = await api(accounts.guesser, {
          checks: guesses('Target', 49, 100).map((surname) => ({ number: 'ZZ800001', surname })),
        });
        const got = results(answer.text);
        const answered = got.filter((r) => ['match', 'no-match'].includes(r.outcome)).length;
        const found = got.some((r) => r.outcome === 'match');
        const web = await send(new URL(checkPath, origin).href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ number: 'ZZ800001', surname: 'Target' }).toString(),
          localAddress: '127.20.0.1',
        });
        return `${answered} of 100 answered, right surname ${found ? 'found' : 'not found'}; the web check of it then: ${web.status}`;
      },
    },
    {
      name: 'a key guessing through the crew check: 100 rows of one number (the right one 50th)',
      run: async () => {
        const form = new FormData();
        form.set('key', keys[accounts.guesser] ?? '');
        form.set(
          'list',
          guesses('Member', 49, 100)
            .map((surname) => `ZZ800002 ${surname}`)
            .join('\n'),
        );
        const body = new Response(form);
        const answer = await send(new URL(crewCheckPath, origin).href, {
          method: 'POST',
          headers: { 'content-type': String(body.headers.get('content-type')) },
          body: Buffer.from(await body.arrayBuffer()),
        });
        const rows = (answer.text.match(/data-outcome="([\w-]+)"/g) ?? []).map((m) =>
          m.slice(14, -1),
        );
        const answered = rows.filter((o) => o !== 'invalid').length;
        return `${answer.status}: ${answered} of ${rows.length} rows answered, right surname ${rows.includes('current') ? 'found' : 'not found'}`;
      },
    },
    {
      name: 'an account listing the register: 400 unknown numbers through the API, 4 requests of 100',
      run: async () => {
        let answered = 0;
        /** @type {number[]} */
        const statuses = [];
        for (let i = 0; i < 4; i++) {
          const answer = await api(accounts.lister, {
            checks: Array.from({ length: 100 }, (_, j) => ({
              number: `ZZ81${String(i * 100 + j).padStart(4, '0')}`,
              surname: 'Nobody',
            })),
          });
          statuses.push(answer.status);
          answered += results(answer.text).filter((r) => r.outcome === 'no-match').length;
        }
        return `${answered} no-matches answered (statuses ${statuses.join(', ')})`;
      },
    },
    {
      name: 'the quota across two instances: 100 requests of 5 pairs at once, half to each, quota 100',
      run: async () => {
        // A second instance of the function on the same Firestore.
        const port = await freePort();
        const second = spawn(
          'node',
          [
            path.join(root, 'scripts/serve/serve.mjs'),
            '--port',
            String(port),
            '--function-port',
            '0',
            '--firestore',
            stack.firestore,
          ],
          { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] },
        );
        await new Promise((resolve) => {
          let output = '';
          second.stdout.on('data', (data) => {
            output += data;
            if (output.includes('Serving')) resolve(undefined);
          });
        });
        try {
          const answers = await Promise.all(
            Array.from({ length: 100 }, (_, i) =>
              api(
                accounts.quota,
                {
                  checks: Array.from({ length: 5 }, (__, j) => ({
                    number: `bad${j}`,
                    surname: 'X',
                  })),
                },
                { at: i % 2 ? `http://127.0.0.1:${port}` : origin },
              ),
            ),
          );
          return `${answers.filter((a) => a.status === 200).length * 5} pairs answered`;
        } finally {
          second.kill();
        }
      },
    },
    {
      name: 'webhook addresses inside, registered on a real project (9 addresses)',
      run: async () => {
        const project = 'motas-attack';
        await command('employers', ['import', 'employers.csv'], project);
        let accepted = 0;
        for (const address of [
          'https://127.0.0.1/',
          'https://[::1]/',
          'https://0x7f000001/',
          'https://10.0.0.1/',
          'https://192.168.0.1/',
          'https://169.254.169.254/',
          'https://metadata.google.internal/',
          'https://user:secret@example.com/',
          'https://example.com:8443/',
        ])
          accepted += await command(
            'employers',
            ['webhook', accounts.hooked, address, '--reason', 'attack'],
            project,
          ).then(
            () => 1,
            () => 0,
          );
        return `${accepted} accepted`;
      },
    },
    {
      name: 'a notice delivered to a name that resolves to loopback, on a real project; the log’s words for an address that does not answer',
      run: async () => {
        const received = [];
        const receiver = http.createServer((request, response) => {
          received.push(request.url);
          response.writeHead(204).end();
        });
        await new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve(undefined)));
        const port = /** @type {import('node:net').AddressInfo} */ (receiver.address()).port;
        try {
          // Registered where loopback is allowed (the emulator's own project), delivered by the
          // function as it runs on a real one: the name is "localhost".
          await command('employers', [
            'webhook',
            accounts.hooked,
            `http://localhost:${port}/hook`,
            '--reason',
            'attack',
          ]);
          const { getFirestore } = await import('firebase-admin/firestore');
          const { initializeApp, deleteApp } = await import('firebase-admin/app');
          const watching = await import('../../functions/watching.js');
          const { readRegister } = await import('../../functions/catalogue.js');
          const { employerRegister } = await import('../../functions/register.js');
          const { localProjectId } = await import('../project.mjs');
          process.env.FIRESTORE_EMULATOR_HOST = stack.firestore;
          const app = initializeApp({ projectId: localProjectId }, `attack-${Math.random()}`);
          const db = getFirestore(app);
          const activity = getFirestore(app, 'activity');
          const queue = async (/** @type {string} */ id) =>
            activity
              .collection(watching.deliveriesCollection)
              .doc(id)
              .set({
                account: accounts.hooked,
                event: 'registration.suspended',
                body: '{"type":"registration.suspended"}',
                attempts: 0,
                state: 'pending',
                nextAt: new Date(0),
                log: [],
                createdAt: new Date(),
                deleteAt: new Date(Date.now() + 86_400_000),
              });
          const deliverAll = () =>
            watching.deliver({
              activity,
              now: () => new Date(),
              accounts: async () =>
                /** @type {any} */ ((await readRegister(db, employerRegister)).records),
              // As on a real project (the demonstration's loopback not allowed).
              webhookSigningKey: env.WEBHOOK_SIGNING_KEY,
              demonstration: false,
              log: () => {},
            });
          await queue('attack-loopback');
          await deliverAll();
          const loopback = received.length;
          // An address where nothing answers.
          await command('employers', [
            'webhook',
            accounts.hooked,
            'http://127.0.0.1:1/hook',
            '--reason',
            'attack',
          ]);
          await queue('attack-closed');
          await deliverAll();
          const log =
            (
              await activity.collection(watching.deliveriesCollection).doc('attack-closed').get()
            ).get('log') ?? [];
          await deleteApp(app);
          return `${loopback ? 'delivered to loopback' : 'not delivered'}; the log said ${JSON.stringify(log.map((/** @type {Record<string, unknown>} */ entry) => entry.error ?? entry.outcome))}`;
        } finally {
          receiver.close();
        }
      },
    },
    {
      name: 'spreadsheet formulas in the record’s CSV, and how much of the record one CSV holds',
      run: async () => {
        await api(accounts.integrator, {
          checks: [{ number: '=HYPERLINK("http://evil.example","x")', surname: 'X' }],
        });
        const csv = await send(new URL('/api/v1/checks?format=csv&limit=1', origin).href, {
          headers: { authorization: `Bearer ${keys[accounts.integrator]}` },
        });
        const formulas = csv.text.split('\r\n').filter((line) => /,"?=/.test(line)).length;
        const all = await send(new URL('/api/v1/checks?format=csv', origin).href, {
          headers: { authorization: `Bearer ${keys[accounts.lister]}` },
        });
        return `${formulas} cell(s) that would run; the lister's CSV held ${all.text.trim().split('\r\n').length - 1} rows in one answer (at most 10,000 after)`;
      },
    },
    {
      name: 'a retired receipt key signing a receipt dated today',
      run: async () => {
        const issuer = 'https://www.motas.org.uk';
        const retired = await receipts.generateReceiptKey({ from: new Date('2025-01-01') });
        // Rotated as the scheme rotates: the tree's own rotation, or (before periods) a new key
        // put in front of the old, whole.
        /** @type {((kept: object[], at: Date) => Promise<object[]>) | undefined} */
        const rotate = /** @type {any} */ (receipts).rotateReceiptKeys;
        const keys = rotate
          ? await rotate([retired], new Date('2026-01-01'))
          : [await receipts.generateReceiptKey(), retired];
        const published = await receipts.createReceipts(JSON.stringify({ keys }), { issuer });
        const forged = await new SignJWT({
          register: 'operators',
          number: 'MO123456',
          outcome: 'match',
          status: 'current',
          validUntil: '2030-01-01',
        })
          .setProtectedHeader({ alg: 'ES256', kid: String(retired.kid), typ: 'motas-receipt+jwt' })
          .setIssuer(issuer)
          .setIssuedAt()
          .setJti('FORGED-0000000')
          .sign(await importJWK(retired, 'ES256'));
        const checked = await receipts.verifyReceipt(forged, published.jwks, { issuer });
        return checked.ok ? 'verified as genuine' : `refused (${checked.problem})`;
      },
    },
    {
      name: 'the API as an integrator meets it: PUT, an unknown path, a key percent-encoded in the address, one Idempotency-Key sent twice, a brand-new key, headers at the function’s own address',
      run: async () => {
        const put = await api(accounts.integrator, {}, { method: 'PUT' });
        const unknown = await send(new URL('/api/v1/nothing', origin).href, {
          headers: { authorization: `Bearer ${keys[accounts.integrator]}` },
        });
        const encoded = await send(
          new URL(
            `/api/v1/checks?key=${encodeURIComponent(String(keys[accounts.integrator])).replace(/_/g, '%5F')}`,
            origin,
          ).href,
          { headers: { authorization: `Bearer ${keys[accounts.integrator]}` } },
        );
        const body = { checks: [{ number: 'ZZ800003', surname: 'Person' }] };
        const once = { 'idempotency-key': `attack-${Date.now()}` };
        const first = await api(accounts.integrator, body, { headers: once });
        const again = await api(accounts.integrator, body, { headers: once });
        const charged =
          Number(first.headers['ratelimit-remaining']) -
          Number(again.headers['ratelimit-remaining']);
        const made = /(motas_\S+)/.exec(
          await command('employers', ['keys', 'create', accounts.integrator, '--reason', 'new']),
        )?.[1];
        const fresh = await send(new URL('/api/v1/checks', origin).href, {
          headers: { authorization: `Bearer ${made}` },
        });
        const own = stack.functionOrigin
          ? await send(
              new URL('/.well-known/jwks.json', stack.functionOrigin.replace('[::1]', '127.0.0.1'))
                .href,
            )
          : undefined;
        return [
          `PUT ${put.status}`,
          `unknown path ${unknown.status} ${String(unknown.headers['content-type']).split(';')[0]}`,
          `encoded key ${encoded.status}`,
          `second charge ${charged === 0 ? 'none' : `${charged} pair`}`,
          `new key ${fresh.status}`,
          own
            ? `own address HSTS ${own.headers['strict-transport-security'] ? 'yes' : 'no'}, nosniff ${own.headers['x-content-type-options'] ? 'yes' : 'no'}`
            : 'own address not given',
        ].join('; ');
      },
    },
    {
      name: 'a report repeated 100 times from 100 addresses, then a genuine one',
      run: async () => {
        const report = {
          number: 'ZZ800003',
          name: 'Other Person',
          seen: 'The same report, again and again.',
          where: 'A site in Hull',
          reporter: 'Pat',
          contact: 'pat@example.com',
        };
        const post = (/** @type {Record<string, string>} */ fields, /** @type {number} */ i) =>
          send(new URL(reportPath, origin).href, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(fields).toString(),
            localAddress: `127.30.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          });
        for (let i = 0; i < 100; i++) await post(report, i);
        const genuine = await post(
          { ...report, number: 'ZZ800001', seen: 'A genuine report of another card.' },
          200,
        );
        return `the genuine report answered ${genuine.status}`;
      },
    },
  ];
  return { tries, done: () => rm(folder, { recursive: true, force: true }) };
}
