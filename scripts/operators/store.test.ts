// Where the register commands write, and when two versions of a record say the same: the parts of
// store.mjs that need no Firestore (import.firestore.test.ts tests the rest on the emulator).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localProjectId } from '../project.mjs';
import { firestoreTarget, sameVersion } from './store.mjs';

describe('firestoreTarget', () => {
  it('writes to the emulator when FIRESTORE_EMULATOR_HOST is set, in the project asked for', () => {
    const env = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' };
    expect(firestoreTarget({ env })).toEqual({
      projectId: localProjectId,
      emulatorHost: '127.0.0.1:8085',
      description: 'the Firestore emulator at 127.0.0.1:8085',
    });
    expect(firestoreTarget({ env: { ...env, GCLOUD_PROJECT: 'demo-other' } }).projectId).toBe(
      'demo-other',
    );
    expect(
      firestoreTarget({ project: 'demo-mine', env: { ...env, GCLOUD_PROJECT: 'demo-other' } })
        .projectId,
    ).toBe('demo-mine');
  });

  it('writes to a real project only when one is named, never to the placeholder', () => {
    expect(firestoreTarget({ project: 'motas-live', env: {} })).toEqual({
      projectId: 'motas-live',
      description: 'project motas-live',
    });
    // .firebaserc holds the placeholder until the scheme puts its project in.
    expect(() => firestoreTarget({ env: {} })).toThrow(
      'No Firebase project: set projects.default in .firebaserc or pass --project ID (or set FIRESTORE_EMULATOR_HOST to write to an emulator)',
    );
    expect(() => firestoreTarget({ project: 'replace-with-your-project-id', env: {} })).toThrow(
      'No Firebase project',
    );
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

describe('sameVersion', () => {
  const version = { surname: 'Lovelace', suspended: false, categories: ['CB', 'RT'] };

  it('is true of the same fields and values, lists in the same order', () => {
    expect(sameVersion({ ...version, categories: ['CB', 'RT'] }, version)).toBe(true);
  });

  it('is false of a changed value, a list changed or reordered, or a field more or less', () => {
    for (const other of [
      undefined,
      { ...version, surname: 'Byron' },
      { ...version, suspended: true },
      { ...version, categories: ['CB'] },
      { ...version, categories: ['RT', 'CB'] },
      { ...version, categories: 'CB RT' },
      { ...version, photo: 'x' },
      { surname: 'Lovelace', suspended: false },
    ])
      expect(sameVersion(other, version), JSON.stringify(other)).toBe(false);
    expect(sameVersion(version, { ...version, categories: 'CB RT' })).toBe(false);
  });
});
