// Which Firestore a register command reads and writes, as the command line chooses it: the
// emulator when FIRESTORE_EMULATOR_HOST is set, otherwise a real project (`--project`, or the one
// .firebaserc names). The registers' layer (functions/registers/) takes the Firestore it is given
// and never chooses one itself.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { activityDatabase } from '../../functions/deployment.js';
import { localProjectId, placeholderFirebaseProject, root } from '../project.mjs';

/**
 * Whether something answers `GET /` at `host` ("127.0.0.1:8085") with 200, as the emulator does.
 * @param {string} host
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export function answers(host, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const request = http.get(`http://${host}/`, { timeout: timeoutMs }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => {
      request.destroy();
      resolve(false);
    });
  });
}

/**
 * Where the commands write: the emulator when FIRESTORE_EMULATOR_HOST is set, otherwise the
 * project named by `--project` or `.firebaserc` (with the credentials of `gcloud auth
 * application-default login`). Throws, saying what to do, when there is no real project.
 * @param {{ project?: string, env?: Record<string, string | undefined>, firebaserc?: string }} [options]
 *   `firebaserc`: the file that names the project (the project's own unless another is given)
 * @returns {{ projectId: string, emulatorHost?: string, description: string }}
 */
export function firestoreTarget({
  project,
  env = process.env,
  firebaserc = path.join(root, '.firebaserc'),
} = {}) {
  const emulatorHost = env.FIRESTORE_EMULATOR_HOST;
  if (emulatorHost) {
    const projectId = project ?? env.GCLOUD_PROJECT ?? localProjectId;
    return {
      projectId,
      emulatorHost,
      description: `project ${projectId} on the Firestore emulator at ${emulatorHost}`,
    };
  }
  const projectId = project ?? projectOf(firebaserc);
  if (!projectId || projectId === placeholderFirebaseProject)
    throw new Error(
      'No Firebase project: set projects.default in .firebaserc or pass --project ID (or set FIRESTORE_EMULATOR_HOST to write to an emulator)',
    );
  return { projectId, description: `project ${projectId}` };
}

/**
 * The project `.firebaserc` names as its default; undefined when there is no such file or it
 * names none. Throws, naming the file, when it is not JSON (firebase-tools would refuse it too).
 * @param {string} firebaserc
 * @returns {string | undefined}
 */
function projectOf(firebaserc) {
  let text;
  try {
    text = readFileSync(firebaserc, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text)?.projects?.default;
  } catch (error) {
    throw new Error(
      `${firebaserc} is not JSON (${/** @type {Error} */ (error).message}): correct it, or pass --project ID`,
    );
  }
}

/**
 * Runs `work` with a Firestore client for `target` (its registers' database, or `database`; and
 * the function's `activity` database, which the employers' accounts' days are kept in), and
 * closes it after. The Admin SDK is loaded only now (a command's usage never loads it), and its
 * Authentication only when `auth` is asked for (the portal's people).
 * @template T
 * @param {{ projectId: string, emulatorHost?: string }} target
 * @param {(db: import('firebase-admin/firestore').Firestore, activity: import('firebase-admin/firestore').Firestore, auth: import('firebase-admin/auth').Auth | undefined) => Promise<T>} work
 * @param {{ database?: string, auth?: boolean }} [options]
 * @returns {Promise<T>}
 */
export async function withFirestore(target, work, { database, auth = false } = {}) {
  if (target.emulatorHost) {
    process.env.FIRESTORE_EMULATOR_HOST = target.emulatorHost;
    // No credentials to find for the emulator: not Google Cloud's metadata server either.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  }
  const [{ deleteApp, initializeApp }, { getFirestore }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
  ]);
  const getAuth =
    auth && (!target.emulatorHost || process.env.FIREBASE_AUTH_EMULATOR_HOST)
      ? (await import('firebase-admin/auth')).getAuth
      : undefined;
  const app = initializeApp(
    { projectId: target.projectId },
    `operators-${process.pid}-${Math.random()}`,
  );
  try {
    return await work(
      database ? getFirestore(app, database) : getFirestore(app),
      getFirestore(app, activityDatabase),
      // Authentication (the portal's people): the emulator's beside Firestore's, or the project's.
      getAuth?.(app),
    );
  } finally {
    await deleteApp(app);
  }
}
