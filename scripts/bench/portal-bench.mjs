// The providers' portal under load (docs/portal.md, issue 52 item 7): the local stack
// (scripts/serve/local-stack.mjs: serve.mjs with the function's handler on a Firestore emulator
// and an Auth emulator of its own, the demonstration records and people loaded), a register of
// `registerSize` operators, half of them the demonstration provider's. A submitter and an approver
// sign in as people do (a link read from the Auth emulator; the approver's TOTP code); then:
// - a file of `fileSize` results, each with its photograph, checked and entered, and approved;
// - the portal's pages (the provider's results, a page of its operators, a search of them) at
//   `--rate` requests a second for `--seconds`, each request a signed-in person's.
// Prints each step's time and each page's p50, p95 and p99. Run after a build:
//   npm run bench -- --portal [--rate 20] [--seconds 10] [--file 500]
import http from 'node:http';
import { parseArgs } from 'node:util';
import * as OTPAuth from 'otpauth';
import sharp from 'sharp';
import { portalPaths } from '../../functions/vocabulary/paths.js';
import { surnameKey } from '../../functions/vocabulary/check-input.js';
import { storeRecords } from '../../functions/registers/store.js';
import { demonstrationPeople } from '../registers/demo-training.mjs';
import { withFirestore } from '../registers/firestore.mjs';
import { startLocalStack } from '../serve/local-stack.mjs';
import { localProjectId } from '../project.mjs';

const registerSize = 2000;
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--portal'),
  options: {
    rate: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    file: { type: 'string', default: '500' },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const fileSize = Number(values.file);
const visitorHeader = 'x-bench-visitor';
const provider = 'ZZ0001';

const stack = await startLocalStack({ functionPort: false, visitorHeader });
const port = Number(new URL(stack.origin).port);
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
let visitor = 0;

/**
 * One request on loopback, timed to the whole answer.
 * @param {{ path: string, method?: string, body?: Buffer | string, type?: string, cookie?: string }} asked
 * @returns {Promise<{ ms: number, status: number, text: string, headers: http.IncomingHttpHeaders }>}
 */
function send({ path, method = 'GET', body, type, cookie }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const n = visitor++;
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: {
          ...(type
            ? { 'content-type': type, 'content-length': Buffer.byteLength(body ?? '') }
            : {}),
          ...(cookie ? { cookie: `__session=${cookie}` } : {}),
          [visitorHeader]: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
      },
      (response) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
      },
    );
    request.on('error', () =>
      resolve({ ms: performance.now() - started, status: 0, text: '', headers: {} }),
    );
    request.end(body);
  });
}

/** A form's fields, urlencoded. */
const form = (/** @type {Record<string, string>} */ fields) => ({
  method: 'POST',
  type: 'application/x-www-form-urlencoded',
  body: new URLSearchParams(fields).toString(),
});

/**
 * Signs in by a link read from the Auth emulator, as a person does: the session cookie.
 * @param {string} email
 */
async function signIn(email) {
  await send({ path: portalPaths.signIn, ...form({ email }) });
  const codes = await fetch(
    `http://${stack.auth}/emulator/v1/projects/${localProjectId}/oobCodes`,
  ).then((response) => response.json());
  const { oobCode } = codes.oobCodes.filter((/** @type {any} */ c) => c.email === email).at(-1);
  const done = await send({ path: portalPaths.link, ...form({ email, oobCode }) });
  const cookie = /__session=([^;]+)/.exec(String(done.headers['set-cookie']))?.[1];
  if (!cookie) throw new Error(`${email} did not sign in: ${done.status}`);
  return { cookie, next: String(done.headers.location) };
}

/**
 * The approver's second factor, set up from the key its page shows.
 * @param {string} cookie
 */
async function passSecondFactor(cookie) {
  const page = await send({ path: portalPaths.secondFactor, cookie });
  const key = /((?:[A-Z2-7]{4} ){7}[A-Z2-7]{4})/.exec(page.text)?.[1]?.replaceAll(' ', '');
  if (!key) throw new Error('no key on the second factor’s page');
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate();
  const passed = await send({ path: portalPaths.secondFactor, cookie, ...form({ code }) });
  if (passed.status !== 303) throw new Error(`the code was refused: ${passed.status}`);
}

/**
 * A multipart body of a file of results and their photographs.
 * @param {string} csv
 * @param {Buffer[]} photos
 */
function multipart(csv, photos) {
  const boundary = `bench${Date.now()}`;
  const part = (
    /** @type {string} */ name,
    /** @type {string} */ file,
    /** @type {string} */ type,
    /** @type {Buffer} */ bytes,
  ) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const body = Buffer.concat([
    part('file', 'results.csv', 'text/csv', Buffer.from(csv)),
    ...photos.map((photo, i) => part('photos', `p${i}.jpg`, 'image/jpeg', photo)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { method: 'POST', type: `multipart/form-data; boundary=${boundary}`, body };
}

/** The p50, p95 and p99 of some times, in ms. */
const percentiles = (/** @type {number[]} */ times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (/** @type {number} */ p) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return [50, 95, 99].map((p) => at(p).toFixed(1));
};

/**
 * `path` at `rate` a second for `seconds`, each a signed-in person's: the row of the table.
 * @param {string} name
 * @param {(n: number) => string} path
 * @param {string} cookie
 */
async function load(name, path, cookie) {
  const answers = [];
  const started = performance.now();
  for (let n = 0; n < rate * seconds; n += 1) {
    const due = started + (n * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    answers.push(send({ path: path(n), cookie }));
  }
  const done = await Promise.all(answers);
  const elapsed = (performance.now() - started) / 1000;
  const wrong = done.filter((answer) => answer.status !== 200).length;
  return `| ${name} | ${rate} | ${(done.length / elapsed).toFixed(1)} | ${percentiles(done.map((a) => a.ms)).join(' | ')} | ${wrong} |`;
}

try {
  const jpeg = await sharp({
    create: { width: 300, height: 375, channels: 3, background: '#336699' },
  })
    .jpeg()
    .toBuffer();
  await withFirestore({ projectId: localProjectId, emulatorHost: stack.firestore }, (db) =>
    storeRecords(
      db,
      Array.from({ length: registerSize }, (_, i) => ({
        fields: {
          registrationNumber: `ZZ3${String(i).padStart(5, '0')}`,
          givenNames: 'Bench',
          surname: `Operator`,
          surnameKey: surnameKey('Operator'),
          validUntil: '2030-12-31',
          suspended: false,
          categories: ['CB'],
          ...(i % 2 ? { provider } : {}),
        },
        photoSource: `bench-${i}`,
        photo: async () => jpeg,
      })),
    ),
  );
  const submitter = demonstrationPeople.find(
    (p) => p.roles.includes('submitter') && p.provider === provider,
  );
  const approver = demonstrationPeople.find((p) => p.roles.includes('approver'));
  const sub = await signIn(String(submitter?.email));
  // Photographs as a phone takes them, each its own (a different colour), to re-encode.
  const photos = await Promise.all(
    Array.from({ length: fileSize }, (_, i) =>
      sharp({
        create: {
          width: 900,
          height: 1200,
          channels: 3,
          background: { r: i % 256, g: (i * 7) % 256, b: 120 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
  const letters = (/** @type {number} */ n) =>
    [...String(n)].map((d) => 'abcdefghij'[Number(d)]).join('');
  const csv = [
    'given_names,surname,test_date,category,instructor,registration_number,photo',
    ...photos.map((_, i) => `Bench,Result${letters(i)},2026-11-20,CB,ZZ100001,new,p${i}.jpg`),
  ].join('\n');
  const upload = multipart(csv, photos);
  const file = await send({ path: portalPaths.file, cookie: sub.cookie, ...upload });
  const entered = /<title>/.test(file.text) && file.status === 200;
  const app = await signIn(String(approver?.email));
  await passSecondFactor(app.cookie);
  const home = await send({ path: portalPaths.home, cookie: app.cookie });
  const ids = [...home.text.matchAll(/name="result" value="([A-Za-z0-9]+)"/g)].map((m) => m[1]);
  const waiting = [...new Set(ids)];
  const approve = await send({
    path: portalPaths.approve,
    cookie: app.cookie,
    ...form({}),
    body: waiting.map((id) => `result=${id}`).join('&'),
  });
  const rows = [
    await load('the provider’s results', () => portalPaths.home, app.cookie),
    await load(
      'a page of its operators',
      (n) => `${portalPaths.operators}?page=${1 + (n % 40)}`,
      app.cookie,
    ),
    await load(
      'a search of its operators',
      (n) => `${portalPaths.operators}?q=ZZ3${String(n % 1000).padStart(3, '0')}`,
      app.cookie,
    ),
  ];
  console.log(
    [
      `A file of ${fileSize} results with their photographs (${(upload.body.length / 1e6).toFixed(1)} MB sent): ${entered ? 'entered' : `NOT entered (${file.status})`} in ${(file.ms / 1000).toFixed(1)} s.`,
      `Approving the ${waiting.length} results the page lists (the newest ${waiting.length}): ${approve.status} in ${(approve.ms / 1000).toFixed(1)} s.`,
      '',
      `The portal's pages, a register of ${registerSize} operators (${registerSize / 2} the provider's) and ${fileSize} results:`,
      '',
      '| page | target rps | achieved rps | p50 ms | p95 ms | p99 ms | wrong status |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows,
    ].join('\n'),
  );
} finally {
  await stack.stop();
}
