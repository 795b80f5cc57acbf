// Writing operator records to Firestore with the Admin SDK, for the import and remove commands and
// the demonstration seed: one document per registration number, replaced whole, so a record never
// keeps a field the file no longer gives.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { operatorsCollection } from '../../functions/records.js';
import { placeholderFirebaseProject } from '../deploy/check-production.mjs';
import { localProjectId } from '../serve/firestore-emulator.mjs';
import { root } from '../project.mjs';

/** Firestore's limit on the writes in one batch. */
const batchSize = 500;

/**
 * Where the commands write: the emulator when FIRESTORE_EMULATOR_HOST is set, otherwise the
 * project named by `--project` or `.firebaserc` (with the credentials of `gcloud auth
 * application-default login`). Throws, saying what to do, when there is no real project.
 * @param {{ project?: string, env?: Record<string, string | undefined> }} [options]
 * @returns {{ projectId: string, emulatorHost?: string, description: string }}
 */
export function firestoreTarget({ project, env = process.env } = {}) {
  const emulatorHost = env.FIRESTORE_EMULATOR_HOST;
  if (emulatorHost) {
    const projectId = project ?? env.GCLOUD_PROJECT ?? localProjectId;
    return { projectId, emulatorHost, description: `the Firestore emulator at ${emulatorHost}` };
  }
  let projectId = project;
  if (!projectId) {
    try {
      projectId = JSON.parse(readFileSync(path.join(root, '.firebaserc'), 'utf8')).projects
        ?.default;
    } catch {
      projectId = undefined;
    }
  }
  if (!projectId || projectId === placeholderFirebaseProject)
    throw new Error(
      'No Firebase project: set projects.default in .firebaserc or pass --project ID (or set FIRESTORE_EMULATOR_HOST to write to an emulator)',
    );
  return { projectId, description: `project ${projectId}` };
}

/**
 * Runs `work` with a Firestore client for `target`, and closes it after.
 * @template T
 * @param {{ projectId: string, emulatorHost?: string }} target
 * @param {(db: import('firebase-admin/firestore').Firestore) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withFirestore(target, work) {
  if (target.emulatorHost) {
    process.env.FIRESTORE_EMULATOR_HOST = target.emulatorHost;
    // No credentials to find for the emulator: not Google Cloud's metadata server either.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  }
  const app = initializeApp(
    { projectId: target.projectId },
    `operators-${process.pid}-${Math.random()}`,
  );
  try {
    return await work(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

/** Whether a stored document holds exactly `record`. */
function same(stored, record) {
  const keys = Object.keys(record);
  if (Object.keys(stored).length !== keys.length) return false;
  return keys.every((key) => {
    const [a, b] = [stored[key], record[key]];
    if (Buffer.isBuffer(b)) return Buffer.isBuffer(a) && a.equals(b);
    if (Array.isArray(b)) return Array.isArray(a) && a.join(' ') === b.join(' ');
    return a === b;
  });
}

/**
 * Stores `records`, each as the whole document `operators/{registrationNumber}`, writing only
 * those that are new or differ from what is stored.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly import('./records-file.mjs').OperatorRecord[]} records
 * @returns {Promise<{ added: number, updated: number, unchanged: number }>}
 */
export async function storeRecords(db, records) {
  const collection = db.collection(operatorsCollection);
  const counts = { added: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < records.length; start += batchSize) {
    const chunk = records.slice(start, start + batchSize);
    const stored = await db.getAll(...chunk.map((r) => collection.doc(r.registrationNumber)));
    const batch = db.batch();
    chunk.forEach((record, i) => {
      const snapshot = stored[i];
      if (snapshot.exists && same(snapshot.data(), record)) {
        counts.unchanged++;
        return;
      }
      counts[snapshot.exists ? 'updated' : 'added']++;
      batch.set(snapshot.ref, record);
    });
    await batch.commit();
  }
  return counts;
}

/**
 * Deletes the records of `numbers` (normalised). Returns which were there and which were not.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly string[]} numbers
 * @returns {Promise<{ removed: string[], missing: string[] }>}
 */
export async function removeRecords(db, numbers) {
  const collection = db.collection(operatorsCollection);
  const removed = [];
  const missing = [];
  for (let start = 0; start < numbers.length; start += batchSize) {
    const chunk = numbers.slice(start, start + batchSize);
    const stored = await db.getAll(...chunk.map((number) => collection.doc(number)));
    const batch = db.batch();
    for (const snapshot of stored) {
      (snapshot.exists ? removed : missing).push(snapshot.id);
      if (snapshot.exists) batch.delete(snapshot.ref);
    }
    await batch.commit();
  }
  return { removed, missing };
}
