// The demonstration records as `npm start` loads them (demo.mjs): the demonstration employer's
// published key opens the crew check on a demo- project, and nothing on a real one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, inject, it } from 'vitest';
import { activityDatabase } from '../../functions/deployment.js';
import { createCheckHandler } from '../../functions/handler.js';
import { generateReceiptKey } from '../../functions/receipts.js';
import { standInPages } from '../../functions/testing/answer-pages.js';
import { clearProject } from '../../functions/testing/emulator.js';
import { crewCheckPath } from '../../functions/vocabulary/paths.js';
import { demonstrationAccount, seedDemonstrationRecords } from './demo.mjs';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
const siteUrl = 'https://scheme.example';

/** The kind of answer the crew check of a handler on `project`, seeded, gives the published key. */
async function kindOn(project: string) {
  await seedDemonstrationRecords(host, project);
  const projectApp = initializeApp({ projectId: project }, project);
  const handler = createCheckHandler({
    db: getFirestore(projectApp),
    activity: getFirestore(projectApp, activityDatabase),
    answers: { pages: standInPages(), headers: {}, siteUrl },
    counterKey: 'counter',
    referenceKey: 'reference',
    receiptKeys: JSON.stringify({ keys: [await generateReceiptKey()] }),
    registerCheckMs: 0,
    log: () => {},
  });
  const server = http.createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const form = new FormData();
    form.set('key', demonstrationAccount.key);
    form.set('list', 'ZZ000001 Example');
    const response = await fetch(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}${crewCheckPath}`,
      { method: 'POST', body: form },
    );
    return /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await deleteApp(projectApp);
    await clearProject(host, project);
  }
}

it('opens the demonstration account with its published key on a demo- project only', async () => {
  expect(await kindOn(`demo-crew-seeded-${process.pid}`)).toBe('crew-results');
  expect(await kindOn(`crew-real-${process.pid}`)).toBe('crew-invalid-key-unknown');
});
