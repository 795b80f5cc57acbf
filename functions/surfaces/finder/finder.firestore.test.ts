// The provider finder and the providers' pages against a real Firestore (the emulator): what an
// employer gets for each search, a provider's page in each of its states, bad input, and what
// everyone gets when Firestore is down. The pages here are small stand-ins with the values, lists
// and rows of the built ones (functions/answers.js); e2e/provider-finder.spec.ts tests the built
// pages in browsers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clearProject } from '../../testing/emulator.js';
import { storePlainRecords } from '../../registers/store.js';
import { activityDatabase } from '../../deployment.js';
import { publicCache } from './caching.js';
import { finderPaths } from '../../vocabulary/paths.js';
import { createCheckHandler } from '../../handler.js';
import {
  centreOf,
  instructorRegister,
  providerRegister,
  resultsPerPage,
  type ProviderVersion,
} from '../../providers.js';
import { checkLimits } from '../../vocabulary/limits.js';
import { surnameKey } from '../../vocabulary/check-input.js';
import { generateReceiptKey } from '../../receipts.js';
import { standInPages } from '../../testing/answer-pages.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
/** Not a `demo-` project: to the handler, this is production. */
const projectId = `finder-test-${process.pid}-${Date.now()}`;
const app = initializeApp({ projectId }, 'finder-test');
const db = getFirestore(app);
const activity = getFirestore(app, activityDatabase);

/** The answer pages as stand-ins (scripts/test/answer-samples.mjs, `standInPages`). */
const answers = {
  pages: standInPages(),
  headers: { 'Content-Security-Policy': "default-src 'none'" },
  siteUrl: 'https://scheme.example',
};

const clock = () => new Date('2026-11-25T12:00:00Z');

/** The town of each postcode area the providers' centres are in, as their addresses end. */
const towns: Record<string, string> = {
  LS: 'Leeds, West Yorkshire',
  BD: 'Bradford',
  YO: 'York',
  E: 'London',
  BT: 'Belfast',
  M: 'Manchester',
};

/** Providers around Leeds and elsewhere, in every state. */
const provider = (
  number: string,
  name: string,
  centres: string[],
  more: Partial<ProviderVersion> = {},
): ProviderVersion => ({
  number,
  name,
  status: 'accredited',
  accreditedUntil: '2028-03-31',
  categories: ['CB', 'RT'],
  // Each centre in the town of its postcode area (`towns`), with the county after it where one.
  centres: centres.map((postcode) =>
    centreOf({
      address: `Unit 1, ${name} Road, ${towns[postcode.replace(/[0-9].*$/, '')] ?? 'Nowhere'}`,
      postcode,
    })!,
  ),
  siteAreas: [],
  phone: '0113 496 0000',
  email: `${number.toLowerCase()}@example.com`,
  website: `https://${number.toLowerCase()}.example.com/`,
  ...more,
});

const providers = [
  provider('TP0001', 'Leeds Centre Training', ['LS1 4AB']),
  provider('TP0002', 'Bradford Lift Trucks', ['BD1 1AA'], { categories: ['CB'] }),
  provider('TP0003', 'York Plant', ['YO1 7HH'], { categories: ['EX', 'DU'] }),
  provider('TP0004', 'On Site Only', [], { siteAreas: ['LS'], categories: ['TH'] }),
  provider('TP0005', 'Suspended Leeds', ['LS2 7AA'], { status: 'suspended' }),
  provider('TP0006', 'Withdrawn Leeds', ['LS3 1AA'], { status: 'withdrawn' }),
  provider('TP0007', 'Lapsed Leeds', ['LS4 2AA'], { accreditedUntil: '2026-11-24' }),
  provider('TP0008', 'London Docks Training', ['E16 2AB']),
  provider('TP0009', 'Belfast Quay Training', ['BT3 9AB'], { siteAreas: ['BT'] }),
  provider('ZZ0001', 'Demonstration Leeds', ['LS1 1AA']),
  // Enough around Manchester for three pages of results.
  ...Array.from({ length: resultsPerPage * 2 + 3 }, (_, i) =>
    provider(`TP1${String(i).padStart(3, '0')}`, `Manchester ${i}`, ['M1 1AA']),
  ),
];

const instructors = [
  ['IN000001', 'Priya', 'Listed', ['TP0001'], true, false, '2029-01-31'],
  ['IN000002', 'Tom', 'Unlisted', ['TP0001'], false, false, '2029-01-31'],
  ['IN000003', 'Ann', 'Suspended', ['TP0001'], true, true, '2029-01-31'],
  ['IN000004', 'Bob', 'Expired', ['TP0001'], true, false, '2026-01-31'],
  ['IN000005', 'Cat', '<b>Markup</b>', ['TP0001', 'TP0002'], true, false, '2029-01-31'],
  // Valid until the day of the test (the clock's): still current.
  ['IN000006', 'Dee', 'Today', ['TP0001'], true, false, '2026-11-25'],
].map(([registrationNumber, givenNames, surname, teaches, listed, suspended, validUntil]) => ({
  registrationNumber: registrationNumber as string,
  givenNames: givenNames as string,
  surname: surname as string,
  surnameKey: surnameKey(surname as string),
  validUntil: validUntil as string,
  suspended: suspended as boolean,
  categories: ['CB'],
  providers: teaches as string[],
  listed: listed as boolean,
}));

const keys = {
  counterKey: 'test-counter-key',
  referenceKey: 'test-reference-key',
  receiptKeys: JSON.stringify({ keys: [await generateReceiptKey()] }),
};
const testDeadlineMs = Number(process.env.CHECK_TEST_DEADLINE_MS ?? 20_000);

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
  // Loaded on the day the suspended and withdrawn providers took their status, as the store dates it.
  await storePlainRecords(
    db,
    providerRegister,
    providers.map((fields) => ({ fields })),
    { now: () => new Date('2026-11-03T12:00:00Z') },
  );
  // A provider stored before the registers kept that day: suspended, without a date.
  await db
    .collection(providerRegister.collection)
    .doc('TP0098')
    .set({
      latest: 1,
      versions: {
        1: provider('TP0098', 'Old Suspension Leeds', ['LS4 2AA'], { status: 'suspended' }),
      },
    });
  await storePlainRecords(
    db,
    instructorRegister,
    instructors.map((fields) => ({ fields })),
  );
  ({ origin, stop } = await serve(
    createCheckHandler({ db, activity, answers, ...keys, now: clock, deadlineMs: testDeadlineMs }),
  ));
});

afterAll(async () => {
  await stop();
  await deleteApp(app);
  await clearProject(host, projectId, ['(default)', activityDatabase]);
});

/** A GET of the function, and what the page says. */
async function get(path: string) {
  const response = await fetch(`${origin}${path}`, {
    signal: AbortSignal.timeout(testDeadlineMs + 10_000),
  });
  const body = await response.text();
  const kind = /<title>(.*?)<\/title>/.exec(body)?.[1];
  const field = (name: string) =>
    [...body.matchAll(new RegExp(`data-field="${name}">(.*?)<`, 'g'))].map((m) => m[1]);
  const list = (name: string) =>
    [
      ...(new RegExp(`data-list="${name}">(.*?)</ul>`).exec(body)?.[1] ?? '').matchAll(
        /<li>(.*?)<\/li>/g,
      ),
    ].map((m) => m[1]);
  return { response, body, kind, field, list };
}

const search = (query: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const one of [value].flat()) params.append(name, one);
  return get(`${finderPaths.results}?${params}`);
};

describe('a search', () => {
  it('finds accredited providers nearest first, on-site trainers before them', async () => {
    const { response, kind, field } = await search({ where: 'LS1 4AB', within: '25' });
    expect(response.status).toBe(200);
    expect(kind).toBe('finder-results');
    expect(field('name')).toEqual([
      'On Site Only',
      'Leeds Centre Training',
      'Bradford Lift Trucks',
      'York Plant',
    ]);
    // Where each trains: the town of its nearest centre and how far, or employers' sites only.
    expect(field('distance')[0]).toBe(
      'Trains on employers’ sites only, yours included: no training centre',
    );
    expect(field('distance')[1]).toBe('Nearest centre: Leeds, under 1 mile');
    expect(field('distance')[2]).toMatch(/^Nearest centre: Bradford, \d+ miles$/);
    expect(field('place')).toEqual(['LS1 4AB']);
    // Each links to its page with the search's terms, so that the page leads back to them.
    expect(field('href')[1]).toBe('/providers/TP0001?from&#x3D;where%3DLS1%2B4AB%26within%3D25');
    expect(field('machines')).toEqual(['all machines']);
    expect(field('phoneHref')[1]).toBe('tel:+441134960000');
    expect(field('emailHref')[1]).toBe('mailto:tp0001@example.com');
    // Each result says until when its accreditation runs.
    expect(field('until')[1]).toBe('31 March 2028');
    expect(field('until')).toHaveLength(4);
  });

  it('never finds a suspended, withdrawn or lapsed provider, or a demonstration one', async () => {
    const { body } = await search({ where: 'Leeds', within: '100' });
    for (const hidden of ['Suspended Leeds', 'Withdrawn Leeds', 'Lapsed Leeds', 'Demonstration'])
      expect(body).not.toContain(hidden);
  });

  it('reads a district and a town as a postcode', async () => {
    for (const where of ['LS1', 'leeds', 'Leeds'])
      expect((await search({ where })).field('name')).toContain('Leeds Centre Training');
    const belfast = await search({ where: 'Belfast' });
    expect(belfast.field('name')).toEqual(['Belfast Quay Training']);
    expect(belfast.field('place')).toEqual(['Belfast, Northern Ireland']);
  });

  it('keeps only providers of a machine chosen, and shows the boxes as chosen', async () => {
    const { field, list } = await search({ where: 'LS1', category: ['EX', 'th'] });
    expect(field('name')).toEqual(['On Site Only', 'York Plant']);
    expect(field('machines')).toEqual(['360° excavator, Telescopic handler']);
    expect(list('chosenEX')).toEqual(['360° excavator']);
    expect(list('unchosenEX')).toEqual([]);
    expect(list('chosenCB')).toEqual([]);
    expect(list('unchosenCB')).toEqual(['Counterbalance lift truck']);
  });

  it('looks as far as asked, 50 miles unless told', async () => {
    const near = await search({ where: 'LS1', within: '10' });
    expect(near.field('name')).toEqual([
      'On Site Only',
      'Leeds Centre Training',
      'Bradford Lift Trucks',
    ]);
    expect(near.field('found')).toEqual([
      '3 accredited providers within 10 miles, or training on employers’ sites in the LS postcode area',
    ]);
    // Each distance's button is in the page twice, ticked and not: one of the two shows.
    expect(
      [10, 25, 50, 100].map((miles) => [
        near.list(`chosen${miles}`),
        near.list(`unchosen${miles}`),
      ]),
    ).toEqual([
      [['Within 10 miles'], []],
      [[], ['Within 25 miles']],
      [[], ['Within 50 miles']],
      [[], ['Within 100 miles']],
    ]);
    const usual = await search({ where: 'LS1', within: 'nonsense' });
    expect(usual.list('chosen50')).toEqual(['Within 50 miles']);
    expect(usual.list('unchosen10')).toEqual(['Within 10 miles']);
    const one = await search({ where: 'BT3 9AB', within: '10' });
    expect(one.field('found')).toEqual([
      '1 accredited provider within 10 miles, or training on employers’ sites in the BT postcode area',
    ]);
    expect([one.field('categories'), one.field('distance')]).toEqual([
      ['Counterbalance lift truck, Reach truck'],
      ['Trains on your site; nearest centre: Belfast, under 1 mile'],
    ]);
  });

  it('pages its results, with links that keep the search', async () => {
    const first = await search({ where: 'M1 1AA', category: 'CB', within: '10' });
    expect(first.field('name')).toHaveLength(resultsPerPage);
    expect(first.field('pageOf')).toEqual(['page 1 of 3']);
    expect(first.field('pageCurrent')).toEqual(['page', 'false', 'false']);
    const next = first.field('pageHref').at(-1)!;
    // Handlebars escapes "=" and "&" in the address; a browser reads them back.
    expect(next).toBe(
      '/providers/results?where&#x3D;M1+1AA&amp;category&#x3D;CB&amp;within&#x3D;10&amp;page&#x3D;2',
    );
    expect(first.field('pageLabel')).toEqual(['1', '2', '3']);
    // Rows of one field each: the previous and next pages' links.
    const links = (page: Awaited<ReturnType<typeof get>>, rows: string) =>
      [
        ...(new RegExp(`data-rows="${rows}">(.*?)</ol>`).exec(page.body)?.[1] ?? '').matchAll(
          /data-field="pageHref">(.*?)</g,
        ),
      ].map((m) => /page&#x3D;(\d+)$/.exec(m[1]!)?.[1] ?? m[1]);
    expect([links(first, 'previous'), links(first, 'next')]).toEqual([[], ['2']]);
    const middle = await get(`${finderPaths.results}?where=M1+1AA&category=CB&within=10&page=2`);
    expect([links(middle, 'previous'), links(middle, 'next')]).toEqual([['1'], ['3']]);
    expect(middle.field('pageCurrent')).toEqual(['false', 'page', 'false']);
    const last = await get(`${finderPaths.results}?where=M1+1AA&category=CB&within=10&page=3`);
    expect(last.field('name')).toHaveLength(3);
    expect([links(last, 'previous'), links(last, 'next')]).toEqual([['2'], []]);
    // A page that is not a number of one to four digits is the first.
    for (const page of ['0', '02', '2x', '12345', ''])
      expect(
        (await get(`${finderPaths.results}?where=M1+1AA&category=CB&within=10&page=${page}`)).field(
          'pageOf',
        ),
        page,
      ).toEqual(['page 1 of 3']);
    const past = await get(`${finderPaths.results}?where=M1+1AA&category=CB&within=10&page=4`);
    expect(past.response.status).toBe(404);
    expect(past.kind).toBe('finder-invalid-page-pastEnd');
    expect(past.field('lastPageHref')).toEqual([
      '/providers/results?where&#x3D;M1+1AA&amp;category&#x3D;CB&amp;within&#x3D;10&amp;page&#x3D;3',
    ]);
  });

  it('says when nothing is near, and where it looked', async () => {
    const { response, kind, field } = await search({ where: 'Penzance', within: '25' });
    expect(response.status).toBe(200);
    expect(kind).toBe('finder-none');
    expect(field('place')).toEqual(['Penzance, England']);
    expect(field('radius')).toEqual(['25 miles']);
    expect(field('machines')).toEqual(['all machines']);
  });

  it('shows the nearest providers at any distance when none is near, and names no machines unless chosen', async () => {
    const far = await search({ where: 'Kirkwall', within: '50' });
    expect(far.kind).toBe('finder-none');
    expect(far.field('nearestName')).toHaveLength(3);
    expect(far.field('nearestName')[0]).toBe('Belfast Quay Training');
    expect(far.field('nearestDistance')[0]).toMatch(/^Belfast, \d+ miles$/);
    expect(far.field('nearestHref')[0]).toBe(
      '/providers/TP0009?from&#x3D;where%3DKirkwall%26within%3D50',
    );
    expect(far.field('machineNames')).toEqual([]);
    const chosen = await search({ where: 'Kirkwall', category: 'EX', within: '50' });
    expect(chosen.field('nearestName')).toEqual(['York Plant']);
    expect(chosen.field('machineNames')).toEqual(['360° excavator']);
    expect(chosen.field('machines')).toEqual(['360° excavator']);
  });

  it('offers the places a name may mean, each a search that keeps the machines and distance', async () => {
    const { response, kind, field } = await search({
      where: 'Newcastle',
      category: 'CB',
      within: '25',
    });
    expect(response.status).toBe(200);
    expect(kind).toBe('finder-choose-where');
    expect(field('placeLabel')).toEqual([
      'Newcastle upon Tyne, England',
      'Newcastle under Lyme, England',
      'Newcastle, Northern Ireland',
    ]);
    expect(field('placeHref')[0]).toBe(
      '/providers/results?where&#x3D;Newcastle+upon+Tyne&amp;category&#x3D;CB&amp;within&#x3D;25',
    );
  });

  it('suggests the place meant by a name spelt nearly right', async () => {
    const { response, kind, field } = await search({ where: 'Edinbrugh' });
    expect(response.status).toBe(400);
    expect(kind).toBe('finder-invalid-where-unknown');
    expect(field('suggestionLabel')).toEqual(['Edinburgh, Scotland']);
    expect(field('suggestionHref')).toEqual([
      '/providers/results?where&#x3D;Edinburgh&amp;within&#x3D;50',
    ]);
    expect((await search({ where: 'Atlantis' })).field('suggestionLabel')).toEqual([]);
  });

  it('may be kept by Hosting’s CDN for at most five minutes, and is not indexed', async () => {
    const { response } = await search({ where: 'LS1' });
    expect(response.headers.get('cache-control')).toBe(publicCache);
    expect(publicCache).toMatch(/s-maxage=(\d+)/);
    expect(Number(/s-maxage=(\d+)/.exec(publicCache)![1]) + 30).toBeLessThanOrEqual(300);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
  });
});

describe('bad input', () => {
  it.each([
    [{ where: '' }, 'finder-invalid-where-missing'],
    [{ where: 'x'.repeat(61) }, 'finder-invalid-where-tooLong'],
    [{ where: 'Atlantis' }, 'finder-invalid-where-unknown'],
    [{ where: '<script>alert(1)</script>' }, 'finder-invalid-where-unknown'],
    [{ where: 'LS1', category: 'QQ' }, 'finder-invalid-category-unknown'],
    [{ where: 'IM1 1AA' }, 'finder-invalid-where-crownDependency'],
    [{ where: 'Jersey' }, 'finder-invalid-where-crownDependency'],
    [{ where: 'BFPO 105' }, 'finder-invalid-where-bfpo'],
  ])('%o gets the form again, the input kept, and one message', async (query, expected) => {
    const { response, kind, field, body } = await search(query);
    expect(response.status).toBe(400);
    expect(kind).toBe(expected);
    expect(field('where')[0]).toBe(
      query.where.slice(0, 200).replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    );
    expect(body).not.toContain('<script>');
  });

  it('shows the form with the machines chosen when no place was typed (a sector page’s link)', async () => {
    const { response, kind, list } = await get(`${finderPaths.results}?category=EX&category=DU`);
    expect(response.status).toBe(200);
    expect(kind).toBe('finder-start');
    expect(list('chosenEX')).toEqual(['360° excavator']);
    expect(list('chosenDU')).toEqual(['Forward tipping dumper']);
  });
});

describe('a provider’s page', () => {
  it('shows an accredited provider, its centres and the instructors who agreed to be named', async () => {
    const { response, kind, field, list } = await get('/providers/TP0001');
    expect(response.status).toBe(200);
    expect(kind).toBe('provider-accredited');
    expect(field('providerName')).toEqual(['Leeds Centre Training']);
    expect(field('accreditedUntil')).toEqual(['31 March 2028']);
    expect(list('categories')).toEqual(['Counterbalance lift truck', 'Reach truck']);
    expect(field('postcode')).toEqual(['LS1 4AB']);
    // Listed, current and not suspended only; markup escaped.
    expect(field('instructorName')).toEqual([
      'Cat &lt;b&gt;Markup&lt;/b&gt;',
      'Priya Listed',
      'Dee Today',
    ]);
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect(response.headers.get('cache-control')).toBe(publicCache);
  });

  it.each([
    ['TP0005', 'provider-suspended'],
    ['TP0006', 'provider-withdrawn'],
    ['TP0007', 'provider-lapsed'],
  ])('says plainly that %s is not accredited, and is not indexed', async (number, expected) => {
    const { response, kind } = await get(`/providers/${number}`);
    expect(response.status).toBe(200);
    expect(kind).toBe(expected);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('gives the page of a provider that may not train no date that reads as current, nor where it trains', async () => {
    for (const number of ['TP0005', 'TP0006']) {
      const { field } = await get(`/providers/${number}`);
      expect(field('accreditedUntil'), number).toEqual([]);
      expect(field('postcode'), number).toEqual([]);
      expect(field('providerNumber'), number).toEqual([number]);
    }
    // A suspension and a withdrawal say since when; one stored before the day was kept, nothing.
    for (const number of ['TP0005', 'TP0006'])
      expect((await get(`/providers/${number}`)).field('sinceDate'), number).toEqual([
        '3 November 2026',
      ]);
    expect((await get('/providers/TP0098')).field('sinceDate')).toEqual([]);
    // A lapsed provider's page says when its accreditation ended.
    const lapsed = await get('/providers/TP0007');
    expect(lapsed.field('accreditedUntil')).toHaveLength(1);
    expect(lapsed.field('postcode')).toEqual([]);
  });

  it('answers a number no provider has, or a demonstration one in production, with 404', async () => {
    for (const number of ['TP9999', 'ZZ0001', 'nonsense', '%E0%A4%A', `TP0001${'1'.repeat(30)}`])
      expect((await get(`/providers/${number}`)).response.status, number).toBe(404);
    expect((await get('/providers/tp0001')).kind).toBe('provider-accredited');
    expect((await get('/providers/tp%200001')).kind).toBe('provider-accredited');
    // What the visitor asked for is said back, as far as it can be read, cut at 20 characters.
    expect((await get('/providers/%E0%A4%A')).field('providerNumber')).toEqual(['%E0%A4%A']);
    expect((await get(`/providers/TP${'9'.repeat(30)}`)).field('providerNumber')).toEqual([
      `TP${'9'.repeat(18)}`,
    ]);
  });

  it('leads back to the search it was reached from, its terms kept, and is indexed only at its plain address', async () => {
    const from = 'where=LS1+4AB&category=CB&category=RT&within=25&page=1';
    const reached = await get(`/providers/TP0001?${new URLSearchParams({ from })}`);
    expect(reached.kind).toBe('provider-accredited');
    expect(reached.field('backHref')).toEqual([
      '/providers/results?where&#x3D;LS1+4AB&amp;category&#x3D;CB&amp;category&#x3D;RT&amp;within&#x3D;25&amp;page&#x3D;1',
    ]);
    expect(reached.response.headers.get('x-robots-tag')).toBe('noindex');
    expect(reached.response.headers.get('cache-control')).toBe(publicCache);
    const plain = await get('/providers/TP0001');
    expect(plain.field('backHref')).toEqual([]);
    expect(plain.body).toContain('<li>none</li>');
    // Every standing's page leads back alike.
    const suspended = await get(`/providers/TP0005?${new URLSearchParams({ from })}`);
    expect(suspended.field('backHref')).toHaveLength(1);
  });

  it('sends a page whose `from` is not a search as the finder writes it to its plain address', async () => {
    for (const from of [
      '',
      'where=',
      'within=10&where=LS1',
      'where=LS1&nocache=1',
      'where=LS1&category=QQ',
      'where=LS1&within=11',
      'where=LS1&page=0',
      'where=LS1%201AA',
      `where=${'L'.repeat(61)}`,
      'https://elsewhere.example/',
    ]) {
      const response = await fetch(`${origin}/providers/TP0001?${new URLSearchParams({ from })}`, {
        redirect: 'manual',
      });
      expect([response.status, response.headers.get('location')], from).toEqual([
        301,
        '/providers/TP0001',
      ]);
      expect(response.headers.get('cache-control')).toBe(publicCache);
    }
    // With another parameter beside a good one, only the good one is kept.
    const beside = await fetch(`${origin}/providers/TP0001?x=1&from=where%3DLS1`, {
      redirect: 'manual',
    });
    expect(beside.headers.get('location')).toBe('/providers/TP0001?from=where%3DLS1');
  });

  it('lists every accredited provider’s page in the providers’ sitemap', async () => {
    const { response, body } = await get(finderPaths.sitemap);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(publicCache);
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n {2}<url>/,
    );
    // In number order, one of each.
    const listed = [...body.matchAll(/providers\/(\w+)<\/loc>/g)].map((m) => m[1]);
    expect(listed).toEqual([...listed].sort());
    expect(listed.slice(0, 5)).toEqual(['TP0001', 'TP0002', 'TP0003', 'TP0004', 'TP0008']);
    expect(body).toContain('<loc>https://scheme.example/providers/TP0001</loc>');
    for (const hidden of ['TP0005', 'TP0006', 'TP0007', 'ZZ0001'])
      expect(body).not.toContain(hidden);
  });
});

describe('a search by name or number', () => {
  const named = (name: string) =>
    fetch(`${origin}${finderPaths.named}?${new URLSearchParams({ name })}`, {
      redirect: 'manual',
    });

  it('goes straight to the page of a provider whose number is typed, however written', async () => {
    for (const typed of ['TP0001', 'tp 0001', ' Tp-0001 ', 'TP0005']) {
      const response = await named(typed);
      expect([response.status, response.headers.get('location')], typed).toEqual([
        303,
        `/providers/${typed.includes('5') ? 'TP0005' : 'TP0001'}`,
      ]);
      expect(response.headers.get('cache-control')).toBe(publicCache);
    }
  });

  it('lists the providers whose names hold every word typed, each with its standing', async () => {
    const { response, kind, field } = await get(
      `${finderPaths.named}?${new URLSearchParams({ name: '  LEEDS ' })}`,
    );
    expect(response.status).toBe(200);
    expect(kind).toBe('finder-named');
    expect(response.headers.get('cache-control')).toBe(publicCache);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    // Accredited first; a demonstration provider never in production.
    expect(field('namedName')).toEqual([
      'Leeds Centre Training',
      'Lapsed Leeds',
      'Old Suspension Leeds',
      'Suspended Leeds',
      'Withdrawn Leeds',
    ]);
    // Each standing in the words a match uses, with its day where the register knows it.
    expect(field('namedStanding')).toEqual([
      'Accredited until 31 March 2028',
      'Accreditation ended on 24 November 2026',
      'Accreditation suspended',
      'Accreditation suspended since 3 November 2026',
      'Accreditation withdrawn on 3 November 2026',
    ]);
    expect(field('namedHref')[0]).toBe('/providers/TP0001');
    expect(field('namedNumber')[0]).toBe('TP0001');
    expect(field('namedFound')).toEqual(['5 providers found']);
    expect(field('name')).toEqual(['  LEEDS ']);
    const many = await get(`${finderPaths.named}?name=manchester`);
    expect(many.field('namedName')).toHaveLength(20);
    expect(many.field('namedFound')).toEqual([
      '23 providers found: the first 20 are shown. Type more of the name to find fewer.',
    ]);
  });

  it('says when no provider has that name or number, the text kept', async () => {
    for (const typed of ['Cranes R Us', 'TP9999', 'ZZ0001', '&&']) {
      const { response, kind, field } = await get(
        `${finderPaths.named}?${new URLSearchParams({ name: typed })}`,
      );
      expect([response.status, kind], typed).toEqual([200, 'finder-named-none']);
      expect(field('name')).toEqual([typed.replace(/&/g, '&amp;')]);
    }
  });

  it('asks for a name when none is typed, and for a shorter one past 120 characters', async () => {
    for (const [typed, expected] of [
      ['', 'finder-invalid-name-missing'],
      ['   ', 'finder-invalid-name-missing'],
      ['L'.repeat(121), 'finder-invalid-name-tooLong'],
    ]) {
      const { response, kind } = await get(
        `${finderPaths.named}?${new URLSearchParams({ name: typed! })}`,
      );
      expect([response.status, kind], typed).toEqual([400, expected]);
    }
    expect((await get(finderPaths.named)).kind).toBe('finder-invalid-name-missing');
    const long = await get(`${finderPaths.named}?name=${'L'.repeat(120)}`);
    expect(long.kind).toBe('finder-named-none');
  });

  it('has one address: the name once, nothing else', async () => {
    const response = await fetch(`${origin}${finderPaths.named}?x=1&name=a&name=b`, {
      redirect: 'manual',
    });
    expect([response.status, response.headers.get('location')]).toEqual([
      301,
      `${finderPaths.named}?name=a`,
    ]);
  });
});

describe('what else a caller may send', () => {
  it('answers only GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await fetch(`${origin}/providers/TP0001`, { method });
      expect([response.status, response.headers.get('allow')], method).toEqual([405, 'GET, HEAD']);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe('Use GET.\n');
    }
    const head = await fetch(`${origin}/providers/TP0001`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('reads no more of a long address than a search needs', async () => {
    const padded = `${finderPaths.results}?where=LS1&x=${'y'.repeat(1000)}&within=10`;
    // Past the first 1,000 characters nothing is read: the distance is the usual 50 miles.
    expect((await get(padded)).list('chosen50')).toEqual(['Within 50 miles']);
    expect((await get(`${finderPaths.results}?where=${'L'.repeat(300)}`)).field('where')).toEqual([
      'L'.repeat(200),
    ]);
  });
});

describe('what a caller may add to an address', () => {
  it('sends a search with parameters it does not read, or in another order, to its one address, which a cache may keep', async () => {
    for (const [asked, canonical] of [
      ['where=LS1&within=10&nocache=1', 'where=LS1&within=10'],
      [
        'within=10&category=CB&where=LS1&category=RT',
        'where=LS1&category=CB&category=RT&within=10',
      ],
      ['where=LS1&where=M1&page=2&page=3&utm_source=x', 'where=LS1&page=2'],
      ['where=LS1%201AA', 'where=LS1+1AA'],
      ['junk=1', ''],
    ]) {
      const response = await fetch(`${origin}${finderPaths.results}?${asked}`, {
        redirect: 'manual',
      });
      expect([response.status, response.headers.get('location')], asked).toEqual([
        301,
        `${finderPaths.results}${canonical ? `?${canonical}` : ''}`,
      ]);
      expect(response.headers.get('cache-control')).toBe(publicCache);
    }
    // Its own address, as the form sends it, is answered.
    const own = await fetch(`${origin}${finderPaths.results}?where=LS1&category=CB&within=10`, {
      redirect: 'manual',
    });
    expect(own.status).toBe(200);
    for (const [path, to] of [
      [`${finderPaths.provider}TP0001?x=1`, `${finderPaths.provider}TP0001`],
      [`${finderPaths.sitemap}?x=1`, finderPaths.sitemap],
      [`${finderPaths.provider}TP0001/`, `${finderPaths.provider}TP0001`],
      [`${finderPaths.results}/?where=LS1`, `${finderPaths.results}?where=LS1`],
    ]) {
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
      expect([response.status, response.headers.get('location')], path).toEqual([301, to]);
    }
  });

  it('limits each client’s pages, with a budget of their own, and refuses the rest until the window ends', async () => {
    const limited = await serve(
      createCheckHandler({
        db,
        activity,
        answers,
        ...keys,
        now: clock,
        deadlineMs: testDeadlineMs,
        limits: { ...checkLimits, pages: { tries: 3, windowMinutes: 5 } },
      }),
    );
    try {
      const from = (client: string, path: string) =>
        fetch(`${limited.origin}${path}`, {
          headers: { 'x-forwarded-for': client },
          redirect: 'manual',
        });
      const pages = [
        `${finderPaths.results}?where=LS1`,
        `${finderPaths.provider}TP0001`,
        `${finderPaths.results}?where=LS1&junk=1`,
      ];
      for (const path of pages) expect((await from('198.51.100.1', path)).status).toBeLessThan(400);
      const refused = await from('198.51.100.1', `${finderPaths.results}?where=LS2`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(/<title>(.*?)</.exec(await refused.text())?.[1]).toBe('limited');
      // Another client's budget is its own.
      expect((await from('198.51.100.2', pages[0]!)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

describe('a Firestore that does not answer', () => {
  it('gets the unavailable page with 503 within the deadline, never cached', async () => {
    const deadlineMs = 300;
    const offline = initializeApp({ projectId }, 'finder-offline');
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
        deadlineMs,
      }),
    );
    try {
      const started = Date.now();
      const response = await fetch(`${server.origin}${finderPaths.results}?where=LS1`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('<title>finder-unavailable</title>');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(Date.now() - started).toBeLessThan(deadlineMs + 2000);
      // A provider's page: the finder's form, empty, to search instead.
      const page = await fetch(`${server.origin}/providers/TP0001`);
      const text = await page.text();
      expect([page.status, page.headers.get('cache-control')]).toEqual([503, 'no-store']);
      expect(text).toContain('<title>finder-unavailable</title>');
      expect(text).toContain('<p data-field="where"></p>');
      expect(text).toContain('<ul data-list="chosen50"><li>Within 50 miles</li></ul>');
      // The sitemap: a plain refusal, to be read again in a minute.
      const sitemap = await fetch(`${server.origin}${finderPaths.sitemap}`);
      expect([sitemap.status, sitemap.headers.get('retry-after')]).toEqual([503, '60']);
      expect(sitemap.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await sitemap.text()).toBe('The register is unavailable: try again in a minute.\n');
    } finally {
      await server.stop();
      await deleteApp(offline);
    }
  });
});
