// The feeds of the providers suspended or withdrawn, read through the handler from a register
// imported into a real Firestore (the emulator) as the import writes it: a provider suspended by
// one import and another withdrawn by the next, each dated by the run that changed it. The feeds'
// documents are tested on their own in feed-documents.test.ts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activityDatabase } from '../../deployment.js';
import { createCheckHandler } from '../../handler.js';
import { providerRegister, type ProviderVersion } from '../../providers.js';
import { generateReceiptKey } from '../../receipts.js';
import { storePlainRecords } from '../../registers/store.js';
import { clearProject } from '../../testing/emulator.js';
import { standInPages } from '../../testing/answer-pages.js';
import { finderPaths } from '../../vocabulary/paths.js';
import { publicCache } from './caching.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
/** Not a `demo-` project: to the handler, this is production (no demonstration providers). */
const projectId = `feeds-test-${process.pid}-${Date.now()}`;
const app = initializeApp({ projectId }, 'feeds-test');
const db = getFirestore(app);
const activity = getFirestore(app, activityDatabase);

const answers = {
  pages: standInPages(),
  headers: { 'Content-Security-Policy': "default-src 'none'" },
  siteUrl: 'https://scheme.example',
};
const clock = () => new Date('2026-11-25T12:00:00Z');
const keys = {
  counterKey: 'test-counter-key',
  referenceKey: 'test-reference-key',
  receiptKeys: JSON.stringify({ keys: [await generateReceiptKey()] }),
};
const deadlineMs = Number(process.env.CHECK_TEST_DEADLINE_MS ?? 20_000);

const provider = (
  number: string,
  name: string,
  more: Partial<ProviderVersion> = {},
): ProviderVersion => ({
  number,
  name,
  status: 'accredited',
  accreditedUntil: '2028-03-31',
  categories: ['CB'],
  centres: [],
  siteAreas: ['LS'],
  phone: '0113 496 0000',
  email: `${number.toLowerCase()}@example.com`,
  website: `https://${number.toLowerCase()}.example.com/`,
  ...more,
});

/** The register as each import has it: all accredited, then one suspended, then one withdrawn. */
const imports: [string, ProviderVersion[]][] = [
  ['2026-10-01T12:00:00Z', []],
  [
    '2026-11-03T12:00:00Z',
    [provider('TP0202', 'Smith & O’Neill <Plant>', { status: 'suspended' })],
  ],
  ['2026-11-10T12:00:00Z', [provider('TP0203', 'Withdrawn Cranes', { status: 'withdrawn' })]],
];
const accredited = [
  provider('TP0201', 'Leeds Lifts'),
  provider('TP0202', 'Smith & O’Neill <Plant>'),
  provider('TP0203', 'Withdrawn Cranes'),
  provider('TP0204', 'Lapsed Lifts', { accreditedUntil: '2026-11-24' }),
  // The demonstration series, suspended: never in a feed of a real project.
  provider('ZZ0201', 'Demonstration Suspended', { status: 'suspended' }),
];

/** Serves a handler on loopback; returns its origin and a way to stop it. */
async function serve(handler: ReturnType<typeof createCheckHandler>) {
  const server = http.createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let origin: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  // Each import the whole file, as the last one left it with its own change: the store dates a
  // change of status by the day of the run that made it.
  let register = accredited;
  for (const [at, changed] of imports) {
    register = register.map((p) => changed.find((c) => c.number === p.number) ?? p);
    await storePlainRecords(
      db,
      providerRegister,
      register.map((fields) => ({ fields })),
      { now: () => new Date(at) },
    );
  }
  ({ origin, stop } = await serve(
    createCheckHandler({ db, activity, answers, ...keys, now: clock, deadlineMs }),
  ));
});

afterAll(async () => {
  await stop();
  await deleteApp(app);
  await clearProject(host, projectId, ['(default)', activityDatabase]);
});

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${origin}${path}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(deadlineMs + 10_000),
    ...init,
  });

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];
const childrenOf = (element: { children: Element['children'] }, name: string) =>
  DomUtils.getElementsByTagName(name, element.children, false);
const textOf = (element: Element, name: string) =>
  DomUtils.textContent(childrenOf(element, name)[0]!);

describe('the feed in Atom', () => {
  it('lists the providers suspended or withdrawn, newest first, each with its page and since when', async () => {
    const response = await get(finderPaths.atomFeed);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const feed = childrenOf(parseDocument(await response.text(), { xmlMode: true }), 'feed')[0]!;
    expect(feed.attribs.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(textOf(feed, 'id')).toBe(`https://scheme.example${finderPaths.atomFeed}`);
    // Updated as its newest entry: the start of the UK day of the withdrawal.
    expect(textOf(feed, 'updated')).toBe('2026-11-10T00:00:00Z');
    const entries = childrenOf(feed, 'entry').map((entry) => ({
      id: textOf(entry, 'id'),
      title: textOf(entry, 'title'),
      updated: textOf(entry, 'updated'),
      link: childrenOf(entry, 'link')[0]!.attribs.href,
      summary: textOf(entry, 'summary'),
    }));
    expect(entries).toEqual([
      {
        id: 'https://scheme.example/providers/TP0203#withdrawn-2026-11-10',
        title: 'Withdrawn Cranes (TP0203): accreditation withdrawn',
        updated: '2026-11-10T00:00:00Z',
        link: 'https://scheme.example/providers/TP0203',
        summary: expect.stringContaining('accreditation withdrawn on 10 November 2026.'),
      },
      {
        id: 'https://scheme.example/providers/TP0202#suspended-2026-11-03',
        title: 'Smith & O’Neill <Plant> (TP0202): accreditation suspended',
        updated: '2026-11-03T00:00:00Z',
        link: 'https://scheme.example/providers/TP0202',
        summary: expect.stringContaining('accreditation suspended since 3 November 2026.'),
      },
    ]);
  });

  it('may be kept for five minutes at most, is not indexed, and any site may read it', async () => {
    const response = await get(finderPaths.atomFeed);
    expect({
      cache: response.headers.get('cache-control'),
      robots: response.headers.get('x-robots-tag'),
      origin: response.headers.get('access-control-allow-origin'),
      policy: response.headers.get('content-security-policy'),
    }).toEqual({
      cache: publicCache,
      robots: 'noindex',
      origin: '*',
      policy: "default-src 'none'; frame-ancestors 'none'",
    });
  });
});

describe('the feed in JSON Feed 1.1', () => {
  it('lists the same providers, in the same order, with their numbers and days as data', async () => {
    const response = await get(finderPaths.jsonFeed);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(publicCache);
    const feed = await response.json();
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      home_page_url: 'https://scheme.example/providers',
      feed_url: `https://scheme.example${finderPaths.jsonFeed}`,
    });
    expect(
      feed.items.map((item: { url: string; date_modified: string; _provider: object }) => [
        item.url,
        item.date_modified,
        item._provider,
      ]),
    ).toEqual([
      [
        'https://scheme.example/providers/TP0203',
        '2026-11-10T00:00:00Z',
        {
          accreditation_number: 'TP0203',
          name: 'Withdrawn Cranes',
          status: 'withdrawn',
          status_since: '2026-11-10',
        },
      ],
      [
        'https://scheme.example/providers/TP0202',
        '2026-11-03T00:00:00Z',
        {
          accreditation_number: 'TP0202',
          name: 'Smith & O’Neill <Plant>',
          status: 'suspended',
          status_since: '2026-11-03',
        },
      ],
    ]);
  });
});

describe('the feeds’ addresses', () => {
  it('are one each: a query or a trailing slash is sent to the plain address, and only GET is answered', async () => {
    for (const path of [finderPaths.atomFeed, finderPaths.jsonFeed]) {
      for (const asked of [`${path}?x=1`, `${path}?from=where%3DLS1`, `${path}/`]) {
        const response = await get(asked);
        expect([response.status, response.headers.get('location')], asked).toEqual([301, path]);
      }
      expect((await get(path, { method: 'POST' })).status).toBe(405);
    }
  });
});

describe('a Firestore that does not answer', () => {
  it('gets a plain refusal, to be read again in a minute', async () => {
    const offline = initializeApp({ projectId }, 'feeds-offline');
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:9';
    const down = getFirestore(offline);
    process.env.FIRESTORE_EMULATOR_HOST = host;
    const server = await serve(
      createCheckHandler({
        db: down,
        activity: down,
        answers,
        ...keys,
        now: clock,
        deadlineMs: 300,
      }),
    );
    try {
      for (const path of [finderPaths.atomFeed, finderPaths.jsonFeed]) {
        const response = await fetch(`${server.origin}${path}`);
        expect([response.status, response.headers.get('retry-after')], path).toEqual([503, '60']);
        expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      }
    } finally {
      await server.stop();
      await deleteApp(offline);
    }
  });
});
