// The operator check under load: the local stack (scripts/serve/serve.mjs with the Cloud Function's
// handler, on a Firestore emulator of its own with the demonstration records) answering clients
// on loopback at a fixed rate, for a match, the two kinds of no-match (an unknown number, a wrong
// surname) and a malformed number in turn. Prints,
// for each, the requests per second it kept up and the p50, p95 and p99 latency of the answers.
// Each request comes from a client address of its own, so the try limit never answers instead.
// Run after a build:
//   npm run bench -- --check [--rate 100] [--seconds 10]
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkPath } from '../../functions/handler.js';
import { freePort, startFirestoreEmulator } from '../serve/firestore-emulator.mjs';
import { root } from '../project.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--check'),
  options: {
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);

const emulator = await startFirestoreEmulator();
const port = await freePort();
const server = spawn(
  'node',
  [
    path.join(root, 'scripts/serve/serve.mjs'),
    '--port',
    String(port),
    '--firestore',
    emulator.host,
    '--seed',
  ],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
);
const stop = async () => {
  server.kill();
  await emulator.stop();
};
try {
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (data) => String(data).includes('Serving') && resolve(undefined));
    server.on('exit', () => reject(new Error('scripts/serve/serve.mjs stopped')));
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let client = 0;
  /** One check, timed from the request to the whole answer. */
  const post = (body) =>
    new Promise((resolve) => {
      const started = performance.now();
      const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`;
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: checkPath,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
            'fastly-client-ip': address,
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
  const kinds = [
    ['match', 'number=ZZ000001&surname=Example', 200],
    // The two ways to get "no match", which must cost the same (functions/handler.js).
    ['no match: unknown number', 'number=ZZ999999&surname=Example', 200],
    ['no match: wrong surname', 'number=ZZ000001&surname=Smith', 200],
    ['malformed', 'number=12345&surname=Example', 400],
  ];
  // Warm up: connections, Node's JIT and the emulator's (a JVM), at the target rate for 5 s.
  const warmUp = [];
  for (let i = 0; i < rate * 5; i++) {
    warmUp.push(post(kinds[i % kinds.length][1]));
    await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
  }
  await Promise.all(warmUp);
  const rows = [];
  for (const [name, body, expected] of kinds) {
    const results = [];
    const started = performance.now();
    const total = rate * seconds;
    const pending = [];
    // Open loop: requests leave on schedule whether or not earlier ones have been answered.
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(post(body).then((result) => results.push(result)));
    }
    await Promise.all(pending);
    const elapsed = (performance.now() - started) / 1000;
    const ms = results.map((r) => r.ms).sort((a, b) => a - b);
    const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
    const wrong = results.filter((r) => r.status !== expected).length;
    rows.push(
      `| ${name} | ${rate} | ${(results.length / elapsed).toFixed(1)} | ${at(0.5)} | ${at(0.95)} | ${at(0.99)} | ${ms.at(-1).toFixed(1)} | ${wrong} |`,
    );
  }
  console.log(
    `\nOperator check, ${seconds} s per kind, open loop on loopback (${emulator.how}):\n`,
  );
  console.log(
    '| request | target rps | achieved rps | p50 ms | p95 ms | p99 ms | max ms | wrong status |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  await stop();
}
