// The built site under firebase-tools' own Hosting and Functions emulators (`emulators:exec`), as
// close to production as this machine comes: the headers a POST to the check gets there are the
// headers Hosting sends, function and header rules together. Firestore is the emulator `npm test`
// started (FIRESTORE_EMULATOR_HOST); the emulators' UI is off, so nothing is downloaded.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPath } from '../../functions/vocabulary/paths.js';
import { seedDemonstrationRecords } from '../operators/demo.mjs';
import { freePort } from '../serve/firestore-emulator.mjs';
import { localKeys, root } from '../project.mjs';

const firestore = process.env.FIRESTORE_EMULATOR_HOST;
/** The emulators' configuration: the build's firebase.json, with the emulators' own ports. */
const configFile = path.join(root, 'firebase.emulators.json');
/** The secrets the function declares, as the Functions emulator reads them. */
const secretsFile = path.join(root, 'functions/.secret.local');
/** The parameters it declares (the portal's web API key), as the Functions emulator reads them. */
const paramsFile = path.join(root, 'functions/.env.local');
const resultFile = path.join(root, 'node_modules/.cache/emulated-headers.json');
/** A `demo-` project of this run's own, so no other run's tries count against it. */
const projectId = `demo-emulators-${Date.now()}`;

afterAll(() => {
  for (const file of [configFile, secretsFile, paramsFile, resultFile])
    rmSync(file, { force: true });
});

/** Runs `script` (a module's text, run by Node) inside `firebase emulators:exec`. */
async function underEmulators(script: string) {
  const ports = Object.fromEntries(
    await Promise.all(
      ['hosting', 'functions', 'hub', 'logging', 'eventarc', 'tasks'].map(async (name) => [
        name,
        { host: '127.0.0.1', port: await freePort() },
      ]),
    ),
  );
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  writeFileSync(
    configFile,
    JSON.stringify({
      ...config,
      emulators: { ...ports, singleProjectMode: true, ui: { enabled: false } },
    }),
  );
  writeFileSync(
    secretsFile,
    `CHECK_COUNTER_KEY=${localKeys.counterKey}\nCHECK_REFERENCE_KEY=${localKeys.referenceKey}\nWEBHOOK_SIGNING_KEY=${localKeys.webhookSigningKey}\nPORTAL_SECRET_KEY=emulated portal key\n`,
  );
  // Asked for at a deploy; the emulator must have it to load the functions at all.
  writeFileSync(paramsFile, 'WEB_API_KEY=fake-api-key\n');
  const scriptFile = path.join(root, 'node_modules/.cache/under-emulators.mjs');
  writeFileSync(scriptFile, script.replaceAll('HOSTING', `http://127.0.0.1:${ports.hosting.port}`));
  const child = spawn(
    path.join(root, 'node_modules/.bin/firebase'),
    [
      'emulators:exec',
      '--config',
      configFile,
      '--only',
      'hosting,functions',
      '--project',
      projectId,
      `node ${scriptFile}`,
    ],
    // CI=true: no "message of the day" from the network. FUNCTIONS_DISCOVERY_TIMEOUT: seconds the
    // Functions emulator gives the function's code to load (10 by default), for a busy machine.
    {
      cwd: root,
      env: { ...process.env, CI: 'true', FUNCTIONS_DISCOVERY_TIMEOUT: '60' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  rmSync(scriptFile, { force: true });
  return { code, output };
}

describe('under firebase-tools’ Hosting and Functions emulators', () => {
  it.runIf(firestore)(
    'a POST of the check, a match with its name and photograph, comes back no-store and noindex, each header once',
    { timeout: 120_000 },
    async () => {
      await seedDemonstrationRecords(firestore!, projectId);
      // node:http, whose rawHeaders keep a header sent twice as two.
      const { code, output } = await underEmulators(`
        import { writeFileSync } from 'node:fs';
        import http from 'node:http';
        const form = 'number=ZZ000001&surname=Example';
        const answer = await new Promise((resolve, reject) => {
          const request = http.request('HOSTING${checkPath}', {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'content-length': Buffer.byteLength(form),
            },
          }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve({ response, body }));
          });
          request.on('error', reject);
          request.end(form);
        });
        const raw = answer.response.rawHeaders;
        writeFileSync(${JSON.stringify(resultFile)}, JSON.stringify({
          status: answer.response.statusCode,
          headers: raw.filter((_, i) => i % 2 === 0).map((name, i) => [name.toLowerCase(), raw[2 * i + 1]]),
          match: answer.body.includes('Ada Example') && answer.body.includes('data:image/jpeg;base64,'),
        }));
      `);
      expect(code, output).toBe(0);
      expect(output).not.toMatch(/download/i);
      expect(existsSync(resultFile), output).toBe(true);
      const result = JSON.parse(readFileSync(resultFile, 'utf8'));
      expect(result.status, output).toBe(200);
      expect(result.match, 'the answer names Ada Example and holds her photograph').toBe(true);
      const names = result.headers.map(([name]: [string]) => name);
      expect(names.filter((name: string, i: number) => names.indexOf(name) !== i)).toEqual([]);
      const headers = Object.fromEntries(result.headers);
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['x-robots-tag']).toBe('noindex');
      expect(headers['content-security-policy']).toMatch(/^default-src 'none';/);
      expect(headers['x-frame-options']).toBe('DENY');
    },
  );
});
