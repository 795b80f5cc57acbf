// A machine category is defined once (`categories` in functions/vocabulary/categories.js) and everything else
// follows from it. This test adds one there alone, as the scheme would (MW, a mobile elevating work
// platform), and follows it through: a provider offers it and an operator holds it, both imported
// from their files by the register commands; the finder's form shows its box, ticked after a
// search for it; the operator check names it; and both registers export and import back unchanged.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { FinderForm } from '@/components/provider-finder/finder-form';
import { finderContent } from '@/content/providers';
import { commandsOn } from '../../functions/testing/commands.js';
import { clearProject } from '../../functions/testing/emulator.js';
import { standInPages } from '../../functions/testing/answer-pages.js';
import { slotsOf } from '../../functions/answers.js';
import { activityDatabase } from '../../functions/deployment.js';
import { createCheckHandler } from '../../functions/handler.js';

// The one change: MW added to the categories, where the scheme would add it.
vi.mock('../../functions/vocabulary/categories.js', async (original) => {
  const vocabulary = await original<typeof import('../../functions/vocabulary/categories.js')>();
  return {
    ...vocabulary,
    categories: { ...vocabulary.categories, MW: 'Mobile elevating work platform' },
  };
});

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
const projectId = `demo-category-${process.pid}`;
const app = initializeApp({ projectId }, projectId);
const db = getFirestore(app);
let folder: string;
let base: string;
let server: http.Server;

/** `npm run NAME -- …` on this test's project, as the staff member Ada. */
const run: ReturnType<typeof commandsOn> = (...asked) =>
  commandsOn({ db, activity: getFirestore(app, activityDatabase), projectId, folder })(...asked);

/**
 * The answer pages as stand-ins (scripts/test/answer-samples.mjs), but for the finder's results,
 * which hold the finder's real form as the site renders it.
 */
function answerPages() {
  const pages = standInPages();
  const slots = slotsOf('finder-results') as unknown as { where: string } & Record<
    string,
    { start: string; item: string; end: string }
  >;
  const form = renderToStaticMarkup(
    createElement(FinderForm, { content: finderContent, where: slots.where, slots }),
  );
  pages['finder-results'] =
    `<!doctype html><title>results</title>${form}<p>{{place}} {{found}} {{pageOf}}</p>` +
    `<ol>{{#each providers}}<li>{{name}} {{href}} {{distance}} {{categories}} {{phone}} {{phoneHref}} {{email}} {{emailHref}} {{website}}</li>{{/each}}</ol>` +
    `{{#each pages}}{{pageHref}}{{pageLabel}}{{pageCurrent}}{{/each}}{{#each previous}}{{pageHref}}{{/each}}{{#each next}}{{pageHref}}{{/each}}`;
  return pages;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'category-'));
  const handler = createCheckHandler({
    db,
    activity: getFirestore(app, activityDatabase),
    answers: { pages: answerPages(), headers: {} },
    counterKey: 'counter',
    referenceKey: 'reference',
  });
  server = http.createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await deleteApp(app);
  await clearProject(host, projectId);
  await rm(folder, { recursive: true, force: true });
});

describe('a machine category added in one place', () => {
  it('is offered by a provider and held by an operator, from their files', async () => {
    await writeFile(
      path.join(folder, 'providers.csv'),
      'accreditation_number,name,status,accredited_until,categories,centres,site_areas,phone,email,website\r\n' +
        'ZZ0001,Example Access Training,accredited,2030-01-31,CB MW,"Unit 1, Canal Road, Leeds, LS1 4AB",LS,0113 496 0000,info@example.com,https://example.com/\r\n',
    );
    expect(await run('providers', 'import', { file: 'providers.csv' })).toContain(
      'added (1): ZZ0001',
    );
    await sharp({ create: { width: 300, height: 375, channels: 3, background: '#8899aa' } })
      .png()
      .toFile(path.join(folder, 'ada.png'));
    await writeFile(
      path.join(folder, 'operators.csv'),
      'registration_number,given_names,surname,valid_until,status,categories,photo,provider\r\n' +
        'ZZ000001,Ada,Lovelace,2030-03-31,current,MW,ada.png,ZZ0001\r\n',
    );
    expect(await run('operators', 'import', { file: 'operators.csv' })).toContain(
      'added (1): ZZ000001',
    );
  });

  it('is a box of the finder’s form, ticked after a search for it, and the provider is found', async () => {
    const response = await fetch(`${base}/providers/results?where=LS1+4AB&category=MW`);
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain('Example Access Training');
    const boxes = [...page.matchAll(/<input[^>]*value="(\w+)"[^>]*>/g)];
    const ticked = boxes.filter(([box]) => / checked/.test(box)).map(([, value]) => value);
    expect(ticked).toEqual(['MW', '50']);
    expect(boxes.map(([, value]) => value)).toContain('CB');
    expect(page).toContain('Mobile elevating work platform');
  });

  it('is named by the operator check', async () => {
    const response = await fetch(`${base}/check/result`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'number=ZZ000001&surname=Lovelace',
    });
    const page = await response.text();
    expect(page).toContain('<title>match-current</title>');
    expect(page).toContain(
      '<ul data-list="categories"><li>Mobile elevating work platform</li></ul>',
    );
  });

  it('survives an export and an import of both registers', async () => {
    for (const name of ['providers', 'operators'] as const) {
      // The operators' photographs are exported to a folder beside the file.
      const photos =
        name === 'operators' ? path.join(folder, 'operators-export-photos') : undefined;
      const file = `${name}-export.csv`;
      expect(await run(name, 'export', { file, cwd: folder, force: false, photos })).toContain(
        `1 ${name.slice(0, -1)} →`,
      );
      expect(await readFile(path.join(folder, file), 'utf8')).toMatch(
        name === 'providers' ? /,CB MW,/ : /,MW,/,
      );
      const back = await run(name, 'import', { file, photos });
      expect(back).toContain('unchanged: 1');
      expect(back).not.toMatch(/added|changed \(/);
    }
  });
});
