// `npm run serve` (and so `npm start`) says which Firestore it reads: the emulator
// FIRESTORE_EMULATOR_HOST or --firestore names, with its records as they are, so an administrator
// who loaded their own records knows the site shows them (docs/local.md, "Your own records on
// your own machine"); and which Auth emulator its users sign in on, one of its own when none is
// given, stopped with it.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { root } from '../project.mjs';
import { fileKinds, functionRule } from '../build/hosting.mjs';
import { privatePaths, rewriteSources } from '../../functions/vocabulary/paths.js';
import { freePort } from './firestore-emulator.mjs';
import { authAnswers } from './auth-emulator.mjs';

const host = inject('firestoreHost');
const authHost = inject('authHost');
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'serve-'));
  await writeFile(path.join(folder, 'firebase.json'), JSON.stringify({ hosting: { public: '.' } }));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The server, started as `npm run serve` starts it, on the given emulators. */
async function startServer(args: string[], env: Record<string, string>) {
  const [port, functionPort] = [await freePort(), await freePort()];
  return spawn(
    process.execPath,
    [
      path.join(root, 'scripts/serve/serve.mjs'),
      folder,
      '--config',
      path.join(folder, 'firebase.json'),
      '--port',
      String(port),
      '--function-port',
      String(functionPort),
      ...args,
    ],
    {
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

/** The first line a server prints that holds `word`, or all it printed until it served. */
function lineOf(server: ReturnType<typeof spawn>, word: string) {
  let output = '';
  return new Promise<string>((resolve, reject) => {
    server.stdout?.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((text) => text.includes(word));
      if (line) resolve(line);
      // Serving without a word of it: nothing more to wait for.
      else if (output.includes('Serving')) resolve(output);
    });
    server.on('exit', () => reject(new Error(`the server stopped first:\n${output}`)));
  });
}

/** The first line the server prints about `word` ("Firestore", "Auth emulator"). */
async function serverLine(args: string[], env: Record<string, string>, word = 'Firestore') {
  const server = await startServer(args, env);
  try {
    return await lineOf(server, word);
  } finally {
    server.kill();
  }
}

describe('npm run serve', () => {
  it('says it reads the emulator FIRESTORE_EMULATOR_HOST names, its records as they are', async () => {
    expect(await serverLine([], { FIRESTORE_EMULATOR_HOST: host })).toBe(
      `Reading the Firestore emulator at ${host}, from FIRESTORE_EMULATOR_HOST: its records as they are.`,
    );
  });

  it('says so of the one --firestore names', async () => {
    expect(await serverLine(['--firestore', host], {})).toBe(
      `Reading the Firestore emulator at ${host}, from --firestore: its records as they are.`,
    );
  });

  it('says it signs in on the Auth emulator FIREBASE_AUTH_EMULATOR_HOST names', async () => {
    const env = { FIRESTORE_EMULATOR_HOST: host, FIREBASE_AUTH_EMULATOR_HOST: authHost };
    expect(await serverLine([], env, 'Auth emulator')).toBe(
      `Signing in on the Auth emulator at ${authHost}, from FIREBASE_AUTH_EMULATOR_HOST.`,
    );
  });

  it('says so of the one --auth names', async () => {
    const args = ['--firestore', host, '--auth', authHost];
    expect(await serverLine(args, { FIREBASE_AUTH_EMULATOR_HOST: '' }, 'Auth emulator')).toBe(
      `Signing in on the Auth emulator at ${authHost}, from --auth.`,
    );
  });

  it('starts an Auth emulator of its own when none is given, and stops it with itself', async () => {
    const server = await startServer(['--firestore', host], { FIREBASE_AUTH_EMULATOR_HOST: '' });
    try {
      const line = await lineOf(server, 'Auth emulator');
      const own = /Auth emulator of its own on (127\.0\.0\.1:\d+) /.exec(line)?.[1];
      expect(own, line).toBeDefined();
      expect(own).not.toBe(authHost);
      expect(line).toContain(`http://${own}/emulator/v1/projects/demo-motas/oobCodes`);
      expect(await authAnswers(own as string)).toBe(true);
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      expect(await authAnswers(own as string)).toBe(false);
    } finally {
      server.kill();
    }
  }, 150_000);
});

/** One request written to the socket as it is; resolves to the answer's status line. */
function raw(port: number, text: string) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', () => resolve(answer.split('\r\n')[0] ?? ''));
  });
}

describe('a malformed request', () => {
  it('is answered 400, and the server goes on serving', async () => {
    await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>home</title>');
    // Redirects as the site's own: superstatic decodes every path to match them.
    const config = path.join(folder, 'redirects.json');
    await writeFile(
      config,
      JSON.stringify({
        hosting: { public: '.', redirects: [{ source: '/old', destination: '/', type: 301 }] },
      }),
    );
    const [port, functionPort] = [await freePort(), await freePort()];
    const server = spawn(
      process.execPath,
      [
        path.join(root, 'scripts/serve/serve.mjs'),
        folder,
        ...['--config', config, '--port', String(port)],
        ...['--function-port', String(functionPort), '--firestore', host],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', (chunk) => {
          output += chunk;
          if (output.includes('own address')) resolve();
        });
        server.on('exit', () => reject(new Error(`the server stopped first:\n${output}`)));
      });
      for (const to of [port, functionPort]) {
        // A path no URL decoder reads, a request line that is no HTTP, a header that is none.
        expect(await raw(to, 'GET /%%% HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(
          'HTTP/1.1 400 Bad Request',
        );
        expect(await raw(to, 'NOT HTTP AT ALL\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
        expect(await raw(to, 'GET / HTTP/1.1\r\nNo colon here\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
      }
      expect(server.exitCode).toBeNull();
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    } finally {
      server.kill();
    }
  });
});

describe('the function’s answers through Hosting', () => {
  it('are no-store whatever the trailing slash of their path', async () => {
    // The build's rewrites and header rules (scripts/build/hosting.mjs), as superstatic reads them.
    const config = path.join(folder, 'function.json');
    await writeFile(
      config,
      JSON.stringify({
        hosting: {
          public: '.',
          cleanUrls: true,
          trailingSlash: false,
          rewrites: rewriteSources().map((source) => ({
            source,
            function: { functionId: 'check', region: 'europe-west2' },
          })),
          headers: [...fileKinds, functionRule].map(({ regex, headers }) => ({
            regex,
            headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
          })),
        },
      }),
    );
    const [port, functionPort] = [await freePort(), await freePort()];
    const server = spawn(
      process.execPath,
      [
        path.join(root, 'scripts/serve/serve.mjs'),
        folder,
        ...['--config', config, '--port', String(port)],
        ...['--function-port', String(functionPort), '--firestore', host],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', (chunk) => {
          output += chunk;
          if (output.includes('own address')) resolve();
        });
        server.on('exit', () => reject(new Error(`the server stopped first:\n${output}`)));
      });
      for (const privatePath of privatePaths)
        for (const asked of [privatePath, `${privatePath}/`]) {
          const response = await fetch(`http://127.0.0.1:${port}${asked}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'number=ZZ000001&surname=Example',
            redirect: 'manual',
          });
          expect(response.headers.get('cache-control'), asked).toBe('no-store');
          expect(response.headers.get('x-robots-tag'), asked).toBe('noindex');
        }
    } finally {
      server.kill();
    }
  });
});
