// Where the register commands write: the emulator, or a real project only when one is named.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getApps } from 'firebase-admin/app';
import { afterAll, afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { localProjectId, placeholderFirebaseProject, root } from '../project.mjs';
import { answers, firestoreTarget, withFirestore } from './firestore.mjs';

const folders: string[] = [];
afterEach(() => vi.unstubAllEnvs());
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
      for (const text of ['{"projects": {}}', '{}', 'null', '{"projects": {"default": ""}}']) {
        await writeFile(firebaserc, text);
        expect(() => firestoreTarget({ env: {}, firebaserc })).toThrow('No Firebase project');
      }
      // A .firebaserc that is not JSON is a mistake to correct, named, not a missing project.
      await writeFile(firebaserc, 'not JSON');
      expect(() => firestoreTarget({ env: {}, firebaserc })).toThrow(
        new RegExp(
          `^${firebaserc.replace(/[.\\]/g, '\\$&')} is not JSON \\(.+\\): correct it, or pass --project ID$`,
        ),
      );
      expect(firestoreTarget({ env: {}, firebaserc, project: 'motas-test' }).projectId).toBe(
        'motas-test',
      );
      // One that cannot be read says why, rather than that it names no project.
      expect(() => firestoreTarget({ env: {}, firebaserc: folder })).toThrow(/^EISDIR/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    expect(() => firestoreTarget({ env: {}, firebaserc })).toThrow('No Firebase project');
  });

  it('reads the project’s own .firebaserc unless given another', async () => {
    const named = JSON.parse(await readFile(path.join(root, '.firebaserc'), 'utf8')).projects
      .default;
    // Until the scheme names its own project, the placeholder, which no command writes to.
    const expected =
      named === placeholderFirebaseProject
        ? 'No Firebase project'
        : { projectId: named, description: `project ${named}` };
    const target = () => firestoreTarget({ env: {} });
    if (typeof expected === 'string') expect(target).toThrow(expected);
    else expect(target()).toEqual(expected);
  });
});

describe('withFirestore', () => {
  it('points the Admin SDK at the emulator, with no metadata server to ask, and at nothing else on a real project', async () => {
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', undefined);
    vi.stubEnv('METADATA_SERVER_DETECTION', undefined);
    const seen = () => ({
      emulator: process.env.FIRESTORE_EMULATOR_HOST,
      metadata: process.env.METADATA_SERVER_DETECTION,
    });
    expect(await withFirestore({ projectId: 'motas-live' }, async () => seen())).toEqual({
      emulator: undefined,
      metadata: undefined,
    });
    const emulator = { projectId: localProjectId, emulatorHost: '127.0.0.1:9' };
    expect(await withFirestore(emulator, async () => seen())).toEqual({
      emulator: '127.0.0.1:9',
      metadata: 'none',
    });
    // A setting of the machine's own is kept.
    vi.stubEnv('METADATA_SERVER_DETECTION', 'assume-present');
    expect((await withFirestore(emulator, async () => seen())).metadata).toBe('assume-present');
  });

  it('gives the registers’ and the activity databases, and Authentication only when asked', async () => {
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9');
    const target = { projectId: localProjectId, emulatorHost: '127.0.0.1:9' };
    const given = (options?: { database?: string; auth?: boolean }) =>
      withFirestore(
        target,
        async (db, activity, auth) => ({
          db: db.databaseId,
          activity: activity.databaseId,
          auth: auth !== undefined,
        }),
        options,
      );
    const apps = getApps().length;
    expect(await given()).toEqual({ db: '(default)', activity: 'activity', auth: false });
    // Closed after, failing or not: no app left behind holding a connection.
    expect(getApps()).toHaveLength(apps);
    await expect(
      withFirestore(target, async () => {
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(getApps()).toHaveLength(apps);
    expect(await given({ auth: true, database: 'other' })).toEqual({
      db: 'other',
      activity: 'activity',
      auth: true,
    });
    // On the emulator, Authentication is the Auth emulator's or none.
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', undefined);
    expect((await given({ auth: true })).auth).toBe(false);
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
    const started = performance.now();
    expect(await answers(host, 100)).toBe(false);
    // Within its own time, not Node's agent's five seconds of an idle connection.
    expect(performance.now() - started).toBeLessThan(4000);
  });
});
