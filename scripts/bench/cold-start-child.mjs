// One cold start (scripts/bench/cold-start.mjs): loads the handler of the functions/ folder given,
// with its answers, as functions/index.js does, answers one check of a demonstration record, and
// prints when each was done, in ms from the process's start.
//   node scripts/bench/cold-start-child.mjs FIRESTORE_HOST FUNCTIONS_DIR
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [host, dir] = process.argv.slice(2);
if (!host || !dir) throw new Error('Usage: cold-start-child.mjs FIRESTORE_HOST FUNCTIONS_DIR');
process.env.FIRESTORE_EMULATOR_HOST = host;
process.env.METADATA_SERVER_DETECTION = 'none';
const load = (/** @type {string} */ file) => import(pathToFileURL(path.join(dir, file)).href);
const [
  { initializeApp },
  { getFirestore },
  { createCheckHandler },
  { activityDatabase },
  { checkLimits },
] = await Promise.all([
  import('firebase-admin/app'),
  import('firebase-admin/firestore'),
  load('handler.js'),
  load('deployment.js'),
  load('vocabulary/limits.js'),
]);
const answers = JSON.parse(readFileSync(path.join(dir, 'generated/answers.json'), 'utf8'));
const app = initializeApp({ projectId: 'demo-motas' });
const handler = createCheckHandler({
  db: getFirestore(app),
  activity: getFirestore(app, activityDatabase),
  answers,
  counterKey: 'cold-start',
  referenceKey: 'cold-start',
  log: () => {},
  // Every run checks the same record: no limit may refuse it.
  limits: {
    ...checkLimits,
    perClient: { ...checkLimits.perClient, tries: 1e9 },
    perNumber: { ...checkLimits.perNumber, tries: 1e9 },
  },
  // Measured, not held to production's 2 s: a first connection to the emulator can take longer.
  deadlineMs: 30_000,
});
const loaded = performance.now();
const server = http.createServer(handler);
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const body = 'number=ZZ000001&surname=Example';
const status = await new Promise((resolve, reject) => {
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      path: '/check/result',
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
      },
    },
    (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    },
  );
  request.on('error', reject);
  request.end(body);
});
const answered = performance.now();
if (status !== 200) throw new Error(`the check answered ${status}`);
console.log(JSON.stringify({ loaded, answered }));
server.close();
process.exit(0);
