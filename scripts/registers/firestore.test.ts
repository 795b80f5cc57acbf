// Where the register commands write: the emulator, or a real project only when one is named.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { localProjectId, placeholderFirebaseProject } from '../project.mjs';
import { answers, firestoreTarget } from './firestore.mjs';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** A .firebaserc as this repository holds it until the scheme names its own project. */
async function placeholderFirebaserc() {
  const folder = await mkdtemp(path.join(tmpdir(), 'firebaserc-'));
  folders.push(folder);
  const file = path.join(folder, '.firebaserc');
  await writeFile(file, JSON.stringify({ projects: { default: placeholderFirebaseProject } }));
  return file;
}

describe('firestoreTarget', () => {
  it('writes to the emulator when FIRESTORE_EMULATOR_HOST is set, in the project asked for', () => {
    const env = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' };
    expect(firestoreTarget({ env })).toEqual({
      projectId: localProjectId,
      emulatorHost: '127.0.0.1:8085',
      description: `project ${localProjectId} on the Firestore emulator at 127.0.0.1:8085`,
    });
    expect(firestoreTarget({ env: { ...env, GCLOUD_PROJECT: 'demo-other' } }).projectId).toBe(
      'demo-other',
    );
    expect(
      firestoreTarget({ project: 'demo-mine', env: { ...env, GCLOUD_PROJECT: 'demo-other' } })
        .projectId,
    ).toBe('demo-mine');
  });

  it('writes to a real project only when one is named, never to the placeholder', async () => {
    expect(firestoreTarget({ project: 'motas-live', env: {} })).toEqual({
      projectId: 'motas-live',
      description: 'project motas-live',
    });
    // .firebaserc holds the placeholder until the scheme puts its project in: a copy of it as it
    // is now, not the repository's own, which the scheme's go-live edit changes.
    const firebaserc = await placeholderFirebaserc();
    expect(() => firestoreTarget({ env: {}, firebaserc })).toThrow(
      'No Firebase project: set projects.default in .firebaserc or pass --project ID (or set FIRESTORE_EMULATOR_HOST to write to an emulator)',
    );
    expect(() =>
      firestoreTarget({ project: placeholderFirebaseProject, env: {}, firebaserc }),
    ).toThrow('No Firebase project');
  });

  it('takes the project .firebaserc names, unless --project names another', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'firebaserc-'));
    const firebaserc = path.join(folder, '.firebaserc');
    try {
      await writeFile(firebaserc, JSON.stringify({ projects: { default: 'motas-live' } }));
      expect(firestoreTarget({ env: {}, firebaserc })).toEqual({
        projectId: 'motas-live',
        description: 'project motas-live',
      });
      expect(firestoreTarget({ env: {}, firebaserc, project: 'motas-test' }).projectId).toBe(
        'motas-test',
      );
      for (const text of ['{"projects": {}}', '{}', 'not JSON']) {
        await writeFile(firebaserc, text);
        expect(() => firestoreTarget({ env: {}, firebaserc })).toThrow('No Firebase project');
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('answers', () => {
  /** A server on loopback for one test: its host, closed after the test. */
  async function listening(server: net.Server) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return `127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('is true of a server answering 200, as the emulator does, and false of any other answer', async () => {
    let status = 200;
    const host = await listening(
      http.createServer((_request, response) => response.writeHead(status).end('Ok')),
    );
    expect(await answers(host)).toBe(true);
    status = 404;
    expect(await answers(host)).toBe(false);
    expect(await answers('127.0.0.1:9')).toBe(false);
  });

  it('gives up on a server that takes the connection but never answers', async () => {
    const sockets: net.Socket[] = [];
    const host = await listening(net.createServer((socket) => void sockets.push(socket)));
    onTestFinished(() => sockets.forEach((socket) => socket.destroy()));
    expect(await answers(host, 100)).toBe(false);
  });
});
