// The operator check under load: the local stack (scripts/serve/local-stack.mjs: serve.mjs with the
// Cloud Function's handler, on a Firestore emulator of its own with the demonstration records)
// answering clients on loopback at a fixed rate, for a match, the two kinds of no-match (an unknown
// number, a wrong surname) and a malformed number in turn. Prints, for each, the requests per
// second it kept up and the p50, p95 and p99 latency of the answers.
//
// Every limit does its work as in production (each try counted in the instance and in Firestore,
// per client and per number, and the service's no-match count shared), as 100 employers a second
// checking 100 different cards would meet them: the bench loads a register of its own (`registerSize`
// operators) and checks each number a few times at most, each request a visitor of its own. As
// Google's front end does for the function, the requests share a few kept-alive connections and
// name their visitor's address in a header (serve.mjs, `--visitor-header`). Only the service's
// ceiling on no-match answers is raised, since a hundred a second is past it by design, and each
// number's limit: its tries are counted whichever way they come (the web check, the crew check,
// the API), and the API's and the crew check's hundred pairs a request check the register's
// numbers many times over in 15 minutes, so that every pair is answered (and measured) rather
// than refused. `npm run attack` measures what the limits refuse.
//
// Beside the operator check, the registers of accredited training at the size the scheme expects
// (`providerCount` providers with one to three centres each, across the United Kingdom's postcode
// districts, and `instructorCount` instructors): a search of the provider finder from a district
// chosen in turn, a provider's page, and an instructor check that matches. Every request reaches
// the function, as if Hosting's CDN kept nothing.
//
// And the employers' API (functions/surfaces/api/), as an account's systems call it: a request
// of 100 pairs at a tenth of the rate (a crew's check, or a gate system's batch), and of one pair
// at the full rate, each with its receipts signed, its quota counted and its record kept; and the
// same 100 pairs through the crew check's form, answered as a page with its CSV.
// Run after a build:
//   npm run bench -- --check [--rate 100] [--seconds 10]
import http from 'node:http';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { checkPath, instructorCheckPath } from '../../functions/handler.js';
import { finderPaths, crewCheckPath } from '../../functions/vocabulary/paths.js';
import { readPlaces } from '../../functions/places.js';
import { instructorRegister, providerRegister } from '../../functions/providers.js';
import { categories } from '../../functions/vocabulary/categories.js';
import { surnameKey } from '../../functions/vocabulary/check-input.js';
import { makeKey } from '../../functions/registers/keys.js';
import { registers } from '../../functions/registers/registers.js';
import { storePlainRecords, storeRecords } from '../../functions/registers/store.js';
import { withFirestore } from '../registers/firestore.mjs';
import { startLocalStack } from '../serve/local-stack.mjs';
import { localProjectId } from '../project.mjs';

/** How many operators the bench's register holds, each checked at most a few times a run. */
const registerSize = 2000;

/** The registers of accredited training at the scheme's expected size. */
const providerCount = 2000;
const instructorCount = 10_000;

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--check'),
  options: {
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);

const visitorHeader = 'x-bench-visitor';
const stack = await startLocalStack({
  functionPort: false,
  visitorHeader,
  limits: { service: { noMatchesPerMinute: 1_000_000 }, perNumber: { tries: 1_000_000 } },
});
// The register: one photograph (a 300 × 375 JPEG, as stored) shared by every record.
const jpeg = await sharp({
  create: { width: 300, height: 375, channels: 3, background: '#336699' },
})
  .jpeg({ quality: 80 })
  .toBuffer();
await withFirestore({ projectId: localProjectId, emulatorHost: stack.firestore }, (db) =>
  storeRecords(
    db,
    Array.from({ length: registerSize }, (_, i) => ({
      fields: {
        registrationNumber: `ZZ1${String(i).padStart(5, '0')}`,
        givenNames: 'Bench',
        surname: `Operator`,
        surnameKey: surnameKey('Operator'),
        validUntil: '2030-12-31',
        suspended: false,
        categories: ['CB', 'RT'],
      },
      photoSource: `bench-${i}`,
      photo: async () => jpeg,
    })),
  ),
);
// The providers, spread over the postcode districts (every few districts one centre), and the
// instructors, each teaching for one or two of them.
const districts = [...readPlaces().districts.keys()];
const codes = Object.keys(categories);
/** @param {number} n */
const providerNumber = (n) => `ZZ${String(5000 + (n % providerCount)).padStart(4, '0')}`;
await withFirestore({ projectId: localProjectId, emulatorHost: stack.firestore }, async (db) => {
  await storePlainRecords(
    db,
    providerRegister,
    Array.from({ length: providerCount }, (_, i) => {
      const centres = Array.from({ length: 1 + (i % 3) }, (_, c) => {
        const district = /** @type {string} */ (districts[(i * 7 + c * 401) % districts.length]);
        return { address: `${c + 1} Bench Road`, postcode: `${district} 1AA`, district };
      });
      return {
        fields: {
          number: providerNumber(i),
          name: `Bench Training ${i}`,
          status: i % 50 === 0 ? 'suspended' : 'accredited',
          accreditedUntil: '2030-12-31',
          categories: [codes[i % codes.length], codes[(i * 3 + 1) % codes.length]],
          centres,
          siteAreas: i % 10 === 0 ? [centres[0]?.district.replace(/[0-9].*$/, '')] : [],
          phone: '0113 496 0000',
          email: `bench${i}@example.com`,
          website: `https://bench${i}.example.com/`,
        },
      };
    }),
  );
  await storePlainRecords(
    db,
    instructorRegister,
    Array.from({ length: instructorCount }, (_, i) => ({
      fields: {
        registrationNumber: instructorNumber(i),
        givenNames: 'Bench',
        surname: 'Instructor',
        surnameKey: surnameKey('Instructor'),
        validUntil: '2030-12-31',
        suspended: false,
        categories: [codes[i % codes.length]],
        providers: [providerNumber(i), providerNumber(i * 7 + 3)],
        listed: i % 3 !== 0,
      },
    })),
  );
});

// An employer's account with a key, and a quota no bench run spends.
const apiKey = await withFirestore(
  { projectId: localProjectId, emulatorHost: stack.firestore },
  async (db) => {
    const { key, stored } = makeKey({ at: new Date(), by: 'the bench' });
    await storePlainRecords(db, registers.employers.shape, [
      {
        fields: {
          number: 'ZZ0900',
          name: 'Bench Employer',
          contact: 'bench@example.com',
          dailyQuota: 10_000_000,
          status: 'active',
          keys: [stored],
        },
      },
    ]);
    return key;
  },
);

/** The nth instructor's number. */
function instructorNumber(/** @type {number} */ n) {
  return `ZZ5${String(n % instructorCount).padStart(5, '0')}`;
}

/** The nth number of the bench's register, and the nth one no register holds. */
const listed = (/** @type {number} */ n) => `ZZ1${String(n % registerSize).padStart(5, '0')}`;
const unlisted = (/** @type {number} */ n) => `ZZ9${String(n % 100_000).padStart(5, '0')}`;

/**
 * One answer: how long it took, and its status (0: the request failed).
 * @typedef {{ ms: number, status: number | undefined }} Answer
 */
/**
 * A request: a form or JSON posted to `path`, or a GET of it.
 * @typedef {{ path: string, form?: string, json?: string }} Sent
 */
/**
 * A kind of request: its name, its nth request, the status it should get, and its rate if not
 * the bench's.
 * @typedef {[name: string, request: (n: number) => Sent, expected: number, rate?: number]} Kind
 */
const port = Number(new URL(stack.origin).port);
const stop = () => stack.stop();
try {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let client = 0;
  /**
   * One request, timed from the request to the whole answer.
   * @param {Sent} sent
   * @returns {Promise<Answer>}
   */
  const send = ({ path, form, json }) =>
    new Promise((resolve) => {
      const started = performance.now();
      const n = client++;
      const body = form ?? json;
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: body === undefined ? 'GET' : 'POST',
          agent,
          headers: {
            ...(body === undefined
              ? {}
              : {
                  'content-type':
                    json === undefined ? 'application/x-www-form-urlencoded' : 'application/json',
                  'content-length': Buffer.byteLength(body),
                }),
            ...(json === undefined ? {} : { authorization: `Bearer ${apiKey}` }),
            [visitorHeader]: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ ms: performance.now() - started, status: response.statusCode }),
          );
        },
      );
      request.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
      request.end(body);
    });
  /** @param {string} form */
  const check = (form) => ({ path: checkPath, form });
  /** @type {Kind[]} */
  const kinds = [
    // The two ways to get "no match", which must cost the same (functions/handler.js).
    ['no match: unknown number', (n) => check(`number=${unlisted(n)}&surname=Operator`), 200],
    ['no match: wrong surname', (n) => check(`number=${listed(n)}&surname=Smith`), 200],
    ['match', (n) => check(`number=${listed(n)}&surname=Operator`), 200],
    ['malformed', () => check('number=12345&surname=Operator'), 400],
    [
      'finder: search',
      (n) => ({
        path: `${finderPaths.results}?${new URLSearchParams({
          // In the order of the finder's one address for a search (functions/surfaces/finder/),
          // which any other order is redirected to.
          where: /** @type {string} */ (districts[(n * 13) % districts.length]),
          ...(n % 2 ? { category: /** @type {string} */ (codes[n % codes.length]) } : {}),
          within: '50',
        })}`,
      }),
      200,
    ],
    // Past the suspended ones (every 50th), each an accredited provider's page.
    [
      'finder: provider page',
      (n) => ({ path: `${finderPaths.provider}${providerNumber(n * 50 + 1)}` }),
      200,
    ],
    [
      'API: 100 pairs',
      (n) => ({
        path: '/api/v1/checks',
        json: JSON.stringify({
          checks: Array.from({ length: 100 }, (_, i) => ({
            number: i % 4 ? listed(n * 100 + i) : unlisted(n * 100 + i),
            surname: 'Operator',
          })),
        }),
      }),
      200,
      Math.max(1, Math.round(rate / 10)),
    ],
    [
      // The same 100 pairs through the crew check's form: the page and its CSV made too.
      'crew check: 100 rows',
      (n) => ({
        path: crewCheckPath,
        form: new URLSearchParams({
          key: apiKey,
          list: Array.from(
            { length: 100 },
            (_, i) => `${i % 4 ? listed(n * 100 + i) : unlisted(n * 100 + i)} Operator`,
          ).join('\n'),
        }).toString(),
      }),
      200,
      Math.max(1, Math.round(rate / 10)),
    ],
    [
      'API: 1 pair',
      (n) => ({
        path: '/api/v1/checks',
        json: JSON.stringify({ checks: [{ number: listed(n), surname: 'Operator' }] }),
      }),
      200,
    ],
    [
      'instructor check: match',
      (n) => ({
        path: instructorCheckPath,
        form: `number=${instructorNumber(n)}&surname=Instructor`,
      }),
      200,
    ],
  ];
  let sent = 0;
  // Warm up: connections, Node's JIT and the emulator's (a JVM), at the target rate for 15 s.
  const warmUp = [];
  for (let i = 0; i < rate * 15; i++) {
    const [, request] = /** @type {Kind} */ (kinds[i % kinds.length]);
    warmUp.push(send(request(sent++)));
    await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
  }
  await Promise.all(warmUp);
  const rows = [];
  for (const [name, request, expected, kindRate = rate] of kinds) {
    /** @type {Answer[]} */
    const results = [];
    const started = performance.now();
    const total = kindRate * seconds;
    const pending = [];
    // Open loop: requests leave on schedule whether or not earlier ones have been answered.
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / kindRate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(send(request(sent++)).then((result) => results.push(result)));
    }
    await Promise.all(pending);
    const elapsed = (performance.now() - started) / 1000;
    const ms = results.map((r) => r.ms).sort((a, b) => a - b);
    // Every kind sends `total` requests, so there are answers to rank.
    const at = (/** @type {number} */ q) =>
      /** @type {number} */ (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]).toFixed(1);
    const wrong = results.filter((r) => r.status !== expected).length;
    if (wrong)
      console.error(`${name}: statuses ${[...new Set(results.map((r) => r.status))].join(', ')}`);
    rows.push(
      `| ${name} | ${kindRate} | ${(results.length / elapsed).toFixed(1)} | ${at(0.5)} | ${at(0.95)} | ${at(0.99)} | ${/** @type {number} */ (ms.at(-1)).toFixed(1)} | ${wrong} |`,
    );
  }
  console.log(
    `\nThe checks and the finder (${registerSize} operators, ${providerCount} providers, ${instructorCount} instructors), ${seconds} s per kind, open loop on loopback (${stack.how}):\n`,
  );
  console.log(
    '| request | target rps | achieved rps | p50 ms | p95 ms | p99 ms | max ms | wrong status |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  await stop();
}
