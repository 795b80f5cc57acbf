// The operator check as `npm start` and the tests serve it: functions/handler.js, the Cloud
// Function's own handler, on the Firestore emulator, answering where firebase.json's rewrite
// points (functions/handler.js, `checkPath`). It reads the answer pages each build writes
// (functions/generated/answers.json) afresh when they change, as scripts/serve/serve.mjs reads
// firebase.json.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { checkPath, createCheckHandler } from '../../functions/handler.js';
import { answersFile } from '../build/check-answers.mjs';
import { localProjectId } from './firestore-emulator.mjs';

export { checkPath };

/**
 * A request handler for the check, on the emulator at `host`.
 * @param {string} host FIRESTORE_EMULATOR_HOST
 * @param {{ projectId?: string, log?: (entry: object) => void }} [options]
 */
export function localCheckHandler(host, { projectId = localProjectId, log } = {}) {
  // The Admin SDK finds the emulator through the environment, as in the Functions emulator.
  process.env.FIRESTORE_EMULATOR_HOST = host;
  // No credentials to find for the emulator: not Google Cloud's metadata server either.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId }, `check-${host}-${projectId}`);
  const db = getFirestore(app);
  let loaded;
  let handler;
  return (request, response) => {
    if (!existsSync(answersFile)) {
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('The operator check has not been built: run `npm run build`.');
      return;
    }
    const modified = statSync(answersFile).mtimeMs;
    if (modified !== loaded) {
      const answers = JSON.parse(readFileSync(answersFile, 'utf8'));
      handler = createCheckHandler({ db, answers, allowDemonstration: true, log });
      loaded = modified;
    }
    return handler(request, response);
  };
}
