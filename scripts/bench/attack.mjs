// The operator check attacked, on loopback: a caller that knows a registration number and guesses
// surnames as fast as it can, escaping the limits every way a caller can. Each way runs for a fixed
// time against a number of its own; the table says how many guesses got an answer (a match or "no
// match": anything but a refusal) and what that is per minute, and whether the right surname,
// 200th in the list, was reached.
//   npm run attack [-- --seconds 20] [--concurrency 40] [--holes-only] [--employers-only]
// starts the local stack itself (a Firestore emulator of its own and `scripts/serve/serve.mjs`,
// listening on IPv6 and IPv4, with the function on its own port as run.app is), after a build. To
// measure another stack (an older commit's, say), start it and pass its addresses:
//   npm run attack -- --site http://[::1]:3000 [--function http://[::1]:3001]
//
// The ways, as a caller can try them:
// - forged Fastly-Client-IP: a new value on every request, through Hosting;
// - forged X-Forwarded-For: a new chain on every request, through Hosting;
// - a thousand addresses of one IPv6 /64, each request from the next (real source addresses:
//   as root it routes 2001:db8:a77::/64 to loopback and allows binding to it);
// - a thousand IPv4 addresses (127.0.0.0/8 is all loopback), as a caller with many machines;
// - straight to the function's own address, headers forged;
// - from a page of another site (Sec-Fetch-Site: cross-site), as a visitor's browser would send it.
// Then the employers' access is attacked (issue 50: attack-employers.mjs; --employers-only: just
// that), and each hole the review of issue 43 found is tried once (`holes`; --holes-only: those
// and the employers'). As root, the attack lets itself bind the /64's addresses (a kernel setting
// and a route), and puts both back as they were when it ends, however it ends.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { Tally } from '../../functions/counting/tally.js';
import {
  checkPath,
  crewCheckPath,
  reportPath,
  finderPaths,
} from '../../functions/vocabulary/paths.js';
import { demonstrationAccount } from '../operators/demo.mjs';
import { reportsCommand } from '../operators/reports.mjs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerCommand } from '../registers/admin.mjs';
import { startLocalStack } from '../serve/local-stack.mjs';
import { employersTries, send } from './attack-employers.mjs';

const usage = `Usage: npm run attack [-- OPTIONS]

Tries every way round the operator check's limits and the employers' access on the local stack
(built first: npm run build), and prints what got through (docs/check-security.md).

  --seconds N        how long each way of guessing surnames runs (default 20)
  --concurrency N    requests at a time (default 40)
  --holes-only       skip the ways of guessing; try the employers' access and the holes
  --employers-only   try the employers' access alone (issue 50)
  --site URL         attack a stack already running there instead of starting one
  --function URL     with --site: the function's own address
  --help             this`;

const options = /** @type {const} */ ({
  seconds: { type: 'string', default: '20' },
  concurrency: { type: 'string', default: '40' },
  site: { type: 'string' },
  function: { type: 'string' },
  'holes-only': { type: 'boolean', default: false },
  'employers-only': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
});

/** The options given, or the usage and exit 2 for a mistake in them. */
function readOptions() {
  try {
    return parseArgs({ options }).values;
  } catch (error) {
    console.error(`${/** @type {Error} */ (error).message}\n\n${usage}`);
    return process.exit(2);
  }
}
const values = readOptions();
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
if (!(seconds > 0) || !(concurrency > 0)) {
  console.error(`--seconds and --concurrency take a number above 0\n\n${usage}`);
  process.exit(2);
}

/** The /64 the attacker holds, and whether this machine lets it use its addresses. */
const network = '2001:db8:a77::';

/** What the attack changed of the machine, to put back: the kernel setting, and the route. */
const changed = { nonlocalBind: /** @type {string | undefined} */ (undefined), route: false };

/**
 * @param {string} command
 * @param {string[]} args
 */
const quietly = (command, args) =>
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();

function claimNetwork() {
  try {
    const before = quietly('sysctl', ['-n', 'net.ipv6.ip_nonlocal_bind']);
    if (before !== '1') {
      quietly('sysctl', ['-q', '-w', 'net.ipv6.ip_nonlocal_bind=1']);
      changed.nonlocalBind = before;
    }
    const routed = quietly('ip', ['-6', 'route', 'show', 'table', 'local', `${network}/64`]);
    if (!routed) {
      quietly('ip', ['-6', 'route', 'add', 'local', `${network}/64`, 'dev', 'lo']);
      changed.route = true;
    }
    return true;
  } catch {
    return false;
  }
}

/** Puts back what `claimNetwork` changed; safe to call twice. */
function releaseNetwork() {
  try {
    if (changed.route) quietly('ip', ['-6', 'route', 'del', 'local', `${network}/64`, 'dev', 'lo']);
    changed.route = false;
    if (changed.nonlocalBind !== undefined)
      quietly('sysctl', ['-q', '-w', `net.ipv6.ip_nonlocal_bind=${changed.nonlocalBind}`]);
    changed.nonlocalBind = undefined;
  } catch (error) {
    console.error(`Could not put the machine back: ${/** @type {Error} */ (error).message}`);
  }
}
process.on('exit', releaseNetwork);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => {
    releaseNetwork();
    process.exit(130);
  });

const stack = values.site
  ? {
      origin: values.site,
      functionOrigin: values.function,
      firestore: process.env.FIRESTORE_EMULATOR_HOST,
      stop: async () => {},
    }
  : await startLocalStack({ host: '::' });

/**
 * The fields of one guess: a registration number (undefined: the way sends its own) and a surname.
 * @typedef {{ number: string | undefined, surname: string }} Guess
 */

/**
 * One answer: its status (0: the request failed) and whether it was a match.
 * @typedef {{ status: number, matched: boolean }} Answer
 */

/**
 * One POST of the check; resolves to its status and what kind of answer it was.
 * @param {string} base the origin to send it to
 * @param {Guess} fields
 * @param {{ headers?: Record<string, string>, localAddress?: string }} [options]
 * @returns {Promise<Answer>}
 */
function post(base, fields, { headers = {}, localAddress } = {}) {
  if (fields.number === undefined) throw new Error('post: a guess with no registration number');
  const body = new URLSearchParams({ ...fields, number: fields.number }).toString();
  return new Promise((resolve) => {
    const request = http.request(
      new URL(checkPath, base),
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({
            // A client's response always has its status.
            status: /** @type {number} */ (response.statusCode),
            matched: /Registration found/.test(text),
          }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, matched: false }));
    request.end(body);
  });
}

const random = () => Math.floor(Math.random() * 256);
const randomIpv4 = () => `${random() || 1}.${random()}.${random()}.${random() || 1}`;

/**
 * A surname of letters for each number: Guessa, Guessb, … Guessba, …
 * @param {number} i
 */
const lettered = (i) => {
  let name = '';
  do {
    name = String.fromCharCode(97 + (i % 26)) + name;
    i = Math.floor(i / 26);
  } while (i > 0);
  return `Guess${name}`;
};

/**
 * The surnames the attacker tries, the right one 200th.
 * @param {string} right
 */
const guesses = (right) =>
  Array.from({ length: 200_000 }, (_, i) => (i === 199 ? right : lettered(i)));

const canUseNetwork = claimNetwork();
/**
 * A way of escaping the limits.
 * @typedef {object} Way
 * @property {string} name
 * @property {string | undefined} number the registration number it guesses at (undefined: a new
 *   one each time, which `send` makes)
 * @property {string} surname the right surname
 * @property {string | false} [skip] why it cannot run here
 * @property {(fields: Guess, i: number) => Promise<Answer>} send the `i`th guess
 */

/**
 * The ways, each against a registration number of its own (of the demonstration records).
 * @type {Way[]}
 */
const ways = [
  {
    name: 'forged Fastly-Client-IP, through Hosting',
    number: 'ZZ000001',
    surname: 'Example',
    send: (fields) => post(stack.origin, fields, { headers: { 'fastly-client-ip': randomIpv4() } }),
  },
  {
    name: 'forged X-Forwarded-For, through Hosting',
    number: 'ZZ000002',
    surname: 'O’Neill-Sample',
    send: (fields) =>
      post(stack.origin, fields, {
        headers: { 'x-forwarded-for': `${randomIpv4()}, ${randomIpv4()}` },
      }),
  },
  {
    name: 'a thousand addresses of one IPv6 /64, through Hosting',
    number: 'ZZ000003',
    surname: 'Placeholder',
    skip: !canUseNetwork && 'this machine would not route the /64 to loopback (run as root)',
    send: (fields, i) =>
      post(stack.origin.replace('127.0.0.1', '[::1]'), fields, {
        localAddress: `${network}${((i % 1000) + 1).toString(16)}`,
      }),
  },
  {
    name: 'a thousand IPv4 addresses, through Hosting',
    number: 'ZZ000004',
    surname: 'Specimen',
    send: (fields, i) =>
      post(stack.origin.replace('[::1]', '127.0.0.1'), fields, {
        localAddress: `127.0.${Math.floor((i % 1000) / 250) + 1}.${(i % 250) + 1}`,
      }),
  },
  {
    name: 'straight to the function’s own address, headers forged',
    number: 'ZZ000005',
    surname: 'Sample',
    skip: !stack.functionOrigin && 'no address of the function’s own given',
    send: (fields) =>
      // Skipped without it.
      post(/** @type {string} */ (stack.functionOrigin), fields, {
        headers: {
          'fastly-client-ip': randomIpv4(),
          'x-forwarded-for': `${randomIpv4()}, 151.101.${random()}.${random()}`,
        },
      }),
  },
  {
    // Not a guess at one number's surname but the whole register listed: a new number each time,
    // from a thousand addresses, which the per-number and per-client limits do not stop. The
    // service's ceiling on no-match answers a minute slows it.
    name: 'a new number every time, from a thousand IPv4 addresses (listing the register)',
    number: undefined,
    surname: 'Example',
    send: (fields, i) =>
      post(
        stack.origin.replace('[::1]', '127.0.0.1'),
        { ...fields, number: `ZZ5${String(i).padStart(5, '0')}` },
        { localAddress: `127.1.${Math.floor((i % 1000) / 250) + 1}.${(i % 250) + 1}` },
      ),
  },
  {
    name: 'from a page of another site (Sec-Fetch-Site: cross-site)',
    number: 'ZZ000006',
    surname: 'Nobody',
    send: (fields) =>
      post(stack.origin, fields, {
        headers: { 'sec-fetch-site': 'cross-site', 'fastly-client-ip': randomIpv4() },
      }),
  },
];

/**
 * A form's POST.
 * @param {string} url
 * @param {Record<string, string>} fields
 * @param {{ headers?: Record<string, string | number>, localAddress?: string }} [options]
 */
const postForm = (url, fields, { headers = {}, localAddress } = {}) => {
  const body = new URLSearchParams(fields).toString();
  return send(url, {
    method: 'POST',
    body,
    localAddress,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': Buffer.byteLength(body),
      ...headers,
    },
  });
};

const ipv4Origin = stack.origin.replace('[::1]', '127.0.0.1');
/** The `i`th of a thousand loopback addresses of a block of its own (`block`: 2 to 9). */
const address = (/** @type {number} */ block, /** @type {number} */ i) =>
  `127.${block}.${Math.floor((i % 1000) / 250) + 1}.${(i % 250) + 1}`;
const aReport = {
  number: 'ZZ000001',
  name: 'Demo Example',
  seen: 'The photograph was of someone else.',
  where: 'A site in Leeds',
  reporter: 'Pat Manager',
  contact: 'pat@example.com',
};
const reportReference = (/** @type {string} */ text) => /R-[0-9A-Z]{8}/.exec(text)?.[0];

/**
 * The review's holes (issue 43), each tried once more: what got through. The reports go first
 * one with escapes, then one repeated, then many different ones, as the service's ceiling of
 * reports in an hour counts them all.
 * @type {{ name: string, run: () => Promise<string> }[]}
 */
const holes = [
  {
    name: 'b. a report with terminal escapes, as `npm run reports` shows it',
    run: async () => {
      const seen =
        'Looked fine.\x1b[2J\x1b]8;;https://evil.example\x07click\x1b]8;;\x07\x1b]52;c;ZXZpbA==\x07\u202eevil';
      const answer = await postForm(
        new URL(reportPath, ipv4Origin).href,
        { ...aReport, seen },
        {
          localAddress: address(4, 1),
        },
      );
      const shown = await reportsCommand(['list'], {
        env: { FIRESTORE_EMULATOR_HOST: stack.firestore ?? '' },
      });
      const raw = (
        shown.match(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g) ?? []
      ).length;
      return `answered ${answer.status}; ${raw} raw control characters printed`;
    },
  },
  {
    name: 'a. the same report 50 times from 50 addresses',
    run: async () => {
      const answers = [];
      for (let i = 0; i < 50; i++)
        answers.push(
          await postForm(new URL(reportPath, ipv4Origin).href, aReport, {
            localAddress: address(3, i),
          }),
        );
      const references = new Set(answers.map((answer) => reportReference(answer.text)));
      references.delete(undefined);
      return `${references.size} reports kept (${answers.filter((a) => a.status === 200).length} answered 200)`;
    },
  },
  {
    name: 'a. 300 different reports from 300 addresses',
    run: async () => {
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          postForm(
            new URL(reportPath, ipv4Origin).href,
            { ...aReport, seen: `Report ${i}: the photograph was of someone else.` },
            { localAddress: address(2, i) },
          ),
        ),
      );
      const stored = answers.filter((answer) => answer.status === 200).length;
      return `${stored} stored, ${answers.filter((a) => a.status === 429).length} refused`;
    },
  },
  {
    name: 'c. a genuine visitor’s check while the register is listed',
    run: async () => {
      let listing = true;
      let i = 0;
      const lister = async () => {
        while (listing)
          await postForm(
            new URL(checkPath, ipv4Origin).href,
            { number: `ZZ6${String(i++).padStart(5, '0')}`, surname: 'Example' },
            { localAddress: address(5, i) },
          );
      };
      const listers = Array.from({ length: concurrency }, lister);
      // Past the ceiling first: it is counted a minute at a time.
      while (i < 400) await new Promise((resolve) => setTimeout(resolve, 100));
      const genuine = await postForm(
        new URL(checkPath, ipv4Origin).href,
        { number: 'ZZ000008', surname: 'Nobody' },
        { localAddress: '127.10.0.1' },
      );
      listing = false;
      await Promise.all(listers);
      return `its first check answered ${genuine.status} in ${(genuine.ms / 1000).toFixed(1)} s`;
    },
  },
  {
    name: 'd. 2,000 searches from one client, a throwaway parameter each',
    run: async () => {
      const statuses = new Map();
      let next = 0;
      const worker = async () => {
        while (next < 2000) {
          const i = next++;
          const { status } = await send(
            new URL(`${finderPaths.results}?where=LS1&within=25&nocache=${i}`, ipv4Origin).href,
            { localAddress: '127.11.0.1' },
          );
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ');
    },
  },
  {
    name: 'e. POST /check/result/ (a trailing slash) through Hosting',
    run: async () => {
      const answer = await postForm(
        new URL(`${checkPath}/`, ipv4Origin).href,
        { number: 'ZZ000007', surname: 'Nobody' },
        { localAddress: '127.12.0.1' },
      );
      return `${answer.status}, Cache-Control: ${answer.headers['cache-control'] ?? '(none)'}`;
    },
  },
  {
    name: 'f. a check declaring a 32 MB body, to the function’s own address',
    run: async () => {
      if (!stack.functionOrigin) return 'skipped: no address of the function’s own';
      const { hostname, port } = new URL(stack.functionOrigin);
      const started = performance.now();
      const status = await new Promise((resolve) => {
        const socket = net.connect(Number(port), hostname.replace(/^\[|\]$/g, ''), () =>
          socket.write(
            `POST ${checkPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${32 * 1024 * 1024}\r\n\r\nnumber=ZZ000007&surname=`,
          ),
        );
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk;
          if (text.includes('\r\n')) {
            resolve(text.split(' ')[1]);
            socket.destroy();
          }
        });
        socket.setTimeout(5000, () => {
          resolve('no answer in 5 s (still reading)');
          socket.destroy();
        });
        socket.on('error', () => resolve('connection failed'));
      });
      return `${status} after ${((performance.now() - started) / 1000).toFixed(1)} s`;
    },
  },
  {
    name: 'g. the in-instance tally, 100,000 distinct clients in one window',
    run: async () => {
      const tally = new Tally();
      const endsAt = new Date(Date.now() + 900_000);
      for (let i = 0; i < 100_000; i++) tally.add(`client-${i}`, endsAt);
      return `${tally.size.toLocaleString('en-GB')} entries held`;
    },
  },
  {
    name: 'h. a POST with a foreign Origin, no Sec-Fetch-Site',
    run: async () => {
      const answer = await postForm(
        new URL(checkPath, ipv4Origin).href,
        { number: 'ZZ000007', surname: 'Nobody' },
        { headers: { origin: 'https://evil.example' }, localAddress: '127.13.0.1' },
      );
      return `answered ${answer.status}`;
    },
  },
  {
    name: 'i. a malformed request line, then a page',
    run: async () => {
      const { hostname, port } = new URL(ipv4Origin);
      const reply = await new Promise((resolve) => {
        const socket = net.connect(Number(port), hostname, () =>
          socket.write('GET /%%% HTTP/1.1\r\nHost: x\r\n\r\n'),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk));
        socket.on('close', () => resolve(text.split('\r\n')[0] || '(closed)'));
        socket.on('error', () => resolve('(connection failed)'));
        socket.setTimeout(3000, () => socket.destroy());
      });
      const after = await send(new URL('/', ipv4Origin).href);
      return `${reply}; the home page then: ${after.status || 'no answer'}`;
    },
  },
  {
    name: 'j. the crew check posted by a page of another site, with a live key in it',
    run: async () => {
      const form = new FormData();
      form.set('key', demonstrationAccount.key);
      form.set('list', 'ZZ000001 Example');
      const body = new Response(form);
      const answer = await send(new URL(crewCheckPath, ipv4Origin).href, {
        method: 'POST',
        headers: {
          'content-type': String(body.headers.get('content-type')),
          'sec-fetch-site': 'cross-site',
          origin: 'https://evil.example',
        },
        body: Buffer.from(await body.arrayBuffer()),
      });
      return `answered ${answer.status}`;
    },
  },
  {
    name: 'k. a crew check declaring a 32 MB body, to the function’s own address',
    run: async () => {
      if (!stack.functionOrigin) return 'skipped: no address of the function’s own';
      const { hostname, port } = new URL(stack.functionOrigin);
      const started = performance.now();
      const status = await new Promise((resolve) => {
        const socket = net.connect(Number(port), hostname.replace(/^\[|\]$/g, ''), () =>
          socket.write(
            `POST ${crewCheckPath} HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${32 * 1024 * 1024}\r\n\r\n--x\r\n`,
          ),
        );
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk;
          if (text.includes('\r\n')) {
            resolve(text.split('\r\n')[0]);
            socket.destroy();
          }
        });
        socket.on('error', () => resolve('connection failed'));
        socket.setTimeout(10_000, () => {
          resolve('no answer in 10 s (waiting for the body)');
          socket.destroy();
        });
      });
      return `${status} after ${((performance.now() - started) / 1000).toFixed(1)} s`;
    },
  },
  {
    name: 'a stolen API key: 100-pair requests until refused, then revoked',
    run: async () => {
      const env = { FIRESTORE_EMULATOR_HOST: stack.firestore ?? '' };
      const folder = await mkdtemp(path.join(tmpdir(), 'attack-'));
      const account = `ZZ09${String(process.pid % 100).padStart(2, '0')}`;
      /** @param {string[]} args */
      const employers = (...args) =>
        registerCommand('employers', [...args, '--by', 'the attack', '--yes'], {
          env,
          cwd: folder,
        });
      await writeFile(
        path.join(folder, 'employers.csv'),
        `account_number,name,contact,daily_quota,status\r\n${account},Attacked Employer,site@example.com,1000,active\r\n`,
      );
      await employers('import', 'employers.csv');
      const key = /(motas_\S+)/.exec(
        await employers('keys', 'create', account, '--reason', 'x'),
      )?.[1];
      const call = () =>
        send(new URL('/api/v1/checks', ipv4Origin).href, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            checks: Array.from({ length: 100 }, (_, i) => ({
              number: `ZZ${String(800000 + i).padStart(6, '0')}`,
              surname: 'Guess',
            })),
          }),
        });
      let pairs = 0;
      let refusedAt = 0;
      for (let i = 1; i <= 20 && !refusedAt; i++) {
        const answer = await call();
        // A pair answered is a match or a no-match: one not answered (`limited`) told nothing.
        /** @type {{ outcome: string }[]} */
        const results = answer.status === 200 ? (JSON.parse(answer.text).results ?? []) : [];
        if (answer.status === 200)
          pairs += results.filter((result) =>
            ['match', 'no-match'].includes(result.outcome),
          ).length;
        else refusedAt = i;
      }
      const revokedAt = performance.now();
      await employers('keys', 'revoke', account, String(key?.split('_')[1]), '--reason', 'stolen');
      // The function reads the accounts again every 30 s: polled, not waited for.
      let status = 0;
      while (performance.now() - revokedAt < 65_000) {
        status = (await call()).status;
        if (status === 401) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await rm(folder, { recursive: true, force: true });
      return `${pairs} pairs answered of a 1,000-pair quota (${refusedAt ? `refused from request ${refusedAt}, 429` : 'never refused in 20 requests'}); once revoked, ${status === 401 ? `401 after ${((performance.now() - revokedAt) / 1000).toFixed(0)} s` : `still ${status} after 65 s`}`;
    },
  },
];

const rows = [];
const holeRows = [];
const employerRows = [];
const onlySome = values['holes-only'] || values['employers-only'];
try {
  // The employers' access first: the issue-43 holes use up the hour's ceiling of reports.
  const employers = await employersTries({
    origin: stack.origin,
    functionOrigin: stack.functionOrigin,
    firestore: String(stack.firestore),
  });
  try {
    for (const attempt of employers.tries) {
      employerRows.push(
        `| ${attempt.name} | ${await attempt.run().catch((error) => `failed: ${error.message.split('\n')[0]}`)} |`,
      );
      console.error(employerRows.at(-1));
    }
  } finally {
    await employers.done();
  }
  for (const way of onlySome ? [] : ways) {
    if (way.skip) {
      rows.push(`| ${way.name} | skipped: ${way.skip} | | | | |`);
      continue;
    }
    const list = guesses(way.surname);
    let sent = 0;
    let answered = 0;
    let refused = 0;
    let failed = 0;
    let foundAfter;
    const until = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < until && sent < list.length) {
        const i = sent++;
        const result = await way.send(
          { number: way.number, surname: /** @type {string} */ (list[i]) },
          i,
        );
        if (result.status === 200) {
          answered++;
          if (result.matched) foundAfter ??= i + 1;
        } else if ([403, 429].includes(result.status)) refused++;
        else failed++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    rows.push(
      `| ${way.name} | ${sent} | ${answered} | ${((answered / seconds) * 60).toFixed(0)} | ${refused}${failed ? ` (+${failed} failed)` : ''} | ${foundAfter ? `yes, guess ${foundAfter}` : 'no'} |`,
    );
    console.error(rows.at(-1));
  }
  for (const hole of values['employers-only'] ? [] : holes) {
    holeRows.push(`| ${hole.name} | ${await hole.run()} |`);
    console.error(holeRows.at(-1));
  }
} finally {
  await stack.stop();
  releaseNetwork();
}
if (rows.length) {
  console.log(
    `\nSurname guesses on one number, ${seconds} s each, ${concurrency} at a time, on loopback:\n`,
  );
  console.log(
    '| way | sent | answered | answered per minute | refused | right surname (200th) reached |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) console.log(row);
}
console.log('\nThe employers’ access (issue 50), each tried:\n');
console.log('| tried | what got through |');
console.log('| --- | --- |');
for (const row of employerRows) console.log(row);
if (holeRows.length) {
  console.log('\nThe review’s holes (issue 43), each tried:\n');
  console.log('| tried | what got through |');
  console.log('| --- | --- |');
  for (const row of holeRows) console.log(row);
}
