// `npm run serve` (and so `npm start`) says which Firestore it reads: the emulator
// FIRESTORE_EMULATOR_HOST or --firestore names, with its records as they are, so an administrator
// who loaded their own records knows the site shows them (docs/local.md, "Your own records on
// your own machine").
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { root } from '../project.mjs';
import { freePort } from './firestore-emulator.mjs';

const host = inject('firestoreHost');
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'serve-'));
  await writeFile(path.join(folder, 'firebase.json'), JSON.stringify({ hosting: { public: '.' } }));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The first line the server prints about Firestore, started as `npm run serve` starts it. */
async function firestoreLine(args: string[], env: Record<string, string>) {
  const [port, functionPort] = [await freePort(), await freePort()];
  const server = spawn(
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
  try {
    let output = '';
    return await new Promise<string>((resolve, reject) => {
      server.stdout.on('data', (chunk) => {
        output += chunk;
        const line = output.split('\n').find((text) => text.includes('Firestore'));
        if (line) resolve(line);
        // Serving without a word of Firestore: nothing more to wait for.
        else if (output.includes('Serving')) resolve(output);
      });
      server.on('exit', () => reject(new Error(`the server stopped first:\n${output}`)));
    });
  } finally {
    server.kill();
  }
}

describe('npm run serve', () => {
  it('says it reads the emulator FIRESTORE_EMULATOR_HOST names, its records as they are', async () => {
    expect(await firestoreLine([], { FIRESTORE_EMULATOR_HOST: host })).toBe(
      `Reading the Firestore emulator at ${host}, from FIRESTORE_EMULATOR_HOST: its records as they are.`,
    );
  });

  it('says so of the one --firestore names', async () => {
    expect(await firestoreLine(['--firestore', host], {})).toBe(
      `Reading the Firestore emulator at ${host}, from --firestore: its records as they are.`,
    );
  });
});
