import { existsSync, readFileSync } from 'node:fs';
import type { Browser, Page, Route } from '@playwright/test';
import { test as base } from '@playwright/test';
import { uiText } from '@/content/ui';
import { networkProfiles } from '@/scripts/bench/network-bench.mjs';
import { expect, routes } from './fixtures';
import {
  contrastProblems,
  expectIslandsWork,
  pageAsWritten,
  watchForWords,
  wordsShown,
} from './visitor';

// Robust in the field (docs/decisions.md, "Robust before fast"): whatever happens to a request
// other than the page's own HTML (it hangs, fails, the files of an older build are gone, the
// visitor presses Stop), every word of the page is shown within 3 s of DOMContentLoaded and
// readable (WCAG AA contrast), and the islands work within 10 s of it, or, where their own code is
// what failed, their static forms do. Each fault is tried on every page that makes the request it
// breaks, at a phone's width.

const width = 375;
const wordsWithinMs = 3_000;
const islandsWithinMs = 10_000;

/** The built page behind a route, as the server sends it. */
const builtHtml = (path: string) => {
  const file = `out/${path === '/' ? 'index' : path.slice(1)}.html`;
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
};

/** Whether a page names a stylesheet (linked, or for later in a `<noscript>`). */
const namesStylesheet = (html: string) => /\.css["']/.test(html);
/** Whether a page names a web font (a preload, or an `@font-face` in its CSS). */
const namesFont = (html: string) => /\.(woff2?|ttf|otf)\b/.test(html);
/** Whether a page has an image it loads at once. */
const hasEagerImage = (html: string) => /<img\b(?![^>]*\bloading="lazy")/.test(html);

/** What the same page shows with nothing wrong, and its eager images, at this width. */
type Reference = Awaited<ReturnType<typeof pageAsWritten>>;
const references = new Map<string, Promise<Reference>>();

function reference(browser: Browser, url: string): Promise<Reference> {
  if (!references.has(url)) references.set(url, pageAsWritten(browser, url, width));
  return references.get(url)!;
}

/** A request that never answers. */
const hang = () => new Promise<void>(() => {});
const notFound = (route: Route) => route.fulfill({ status: 404, body: 'Not Found' });

/** Chromium's own network throttling: latency on each request, throughput shared by all. */
async function throttle(
  page: Page,
  { latencyMs, downKbps, upKbps }: (typeof networkProfiles)['slow-4g'],
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: (downKbps * 1000) / 8,
    uploadThroughput: (upKbps * 1000) / 8,
  });
  return cdp;
}

const slow4g = networkProfiles['slow-4g'];

type Fault = {
  name: string;
  /** Whether the page makes the request this fault breaks, from its HTML. */
  applies: (html: string) => boolean;
  /** Where its HTML cannot tell: from the page as it lays out. */
  appliesTo?: (reference: Reference) => boolean;
  /** Breaks it; then loads the page up to its DOMContentLoaded. */
  visit: (page: Page, path: string, reference: Reference) => Promise<void>;
  /** `static` where the fault takes the islands' own code: their static forms must serve. */
  islands: 'work' | 'static';
};

const load = (page: Page, path: string, referer?: string) =>
  page.goto(path, { waitUntil: 'domcontentloaded', referer }).then(() => undefined);

const hangImages = (page: Page, urls: string[]) =>
  page.route((url) => urls.includes(url.href), hang);

const faults: Fault[] = [
  {
    name: 'a stylesheet that hangs',
    applies: namesStylesheet,
    visit: async (page, path) => {
      await page.route('**/*.css', hang);
      await load(page, path);
    },
    islands: 'work',
  },
  {
    name: 'a stylesheet that fails',
    applies: namesStylesheet,
    visit: async (page, path) => {
      await page.route('**/*.css', notFound);
      await load(page, path);
    },
    islands: 'work',
  },
  {
    name: 'the web font hanging on a first page',
    applies: namesFont,
    visit: async (page, path) => {
      await page.route('**/*.woff2', hang);
      await load(page, path);
    },
    islands: 'work',
  },
  {
    name: 'the web font hanging on a second page',
    applies: namesFont,
    visit: async (page, path) => {
      await page.route('**/*.woff2', hang);
      // Arriving from another page of the site, as a visitor's second page does.
      await load(page, path, new URL('/', test.info().project.use.baseURL).href);
    },
    islands: 'work',
  },
  {
    name: 'an eager image on the first screen that never answers',
    applies: hasEagerImage,
    appliesTo: ({ eagerImages }) => eagerImages.some((image) => image.onFirstScreen),
    visit: async (page, path, { eagerImages }) => {
      await hangImages(
        page,
        eagerImages.filter((image) => image.onFirstScreen).map((image) => image.url),
      );
      await load(page, path);
    },
    islands: 'work',
  },
  {
    name: 'an eager image off the first screen that never answers',
    applies: hasEagerImage,
    appliesTo: ({ eagerImages }) => eagerImages.some((image) => !image.onFirstScreen),
    visit: async (page, path, { eagerImages }) => {
      await hangImages(
        page,
        eagerImages.filter((image) => !image.onFirstScreen).map((image) => image.url),
      );
      await load(page, path);
    },
    islands: 'work',
  },
  {
    name: 'every hashed build file gone after a deploy',
    applies: (html) => html.includes('/_next/static/'),
    visit: async (page, path) => {
      await page.route('**/_next/static/**', notFound);
      await load(page, path);
    },
    islands: 'static',
  },
  {
    name: 'Stop pressed on a slow signal once the HTML is in, cutting off the islands’ file',
    applies: (html) => html.includes('data-island='),
    visit: async (page, path) => {
      const cdp = await throttle(page, slow4g);
      const islands = page.waitForRequest(/\/_next\/static\/islands\//);
      await load(page, path);
      // While the islands' file is on its way: the cut-off request must be made again.
      await islands;
      await cdp.send('Page.stopLoading');
    },
    islands: 'work',
  },
];

// The fixtures' `page` fails a test on any failed request; here requests fail on purpose.
const test = base.extend<{ uncaught: string[] }>({
  uncaught: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
  },
});

test.describe.configure({ timeout: 60_000 });
// Reduced motion: back to the top at once, so the islands' check takes no longer than it must.
test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

for (const fault of faults)
  test.describe(fault.name, () => {
    for (const { path } of routes)
      // A page that makes no such request is listed, as skipped, without loading it.
      (fault.applies(builtHtml(path)) ? test : test.skip)(
        path,
        async ({ page, browser, baseURL, uncaught }) => {
          const expected = await reference(browser, new URL(path, baseURL).href);
          test.skip(!(fault.appliesTo?.(expected) ?? true), 'the page makes no such request');
          await watchForWords(page, expected.words, wordsWithinMs);
          await fault.visit(page, path, expected);
          const contentLoaded = Date.now();

          const words = await wordsShown(page);
          expect(words.missing, `words not shown within ${wordsWithinMs} ms`).toEqual([]);
          expect(await page.evaluate(contrastProblems), 'text below WCAG AA contrast').toEqual([]);
          let islands = 'static forms';
          if (fault.islands === 'work') {
            const hydrated = await expectIslandsWork(page, contentLoaded + islandsWithinMs);
            islands = `working ${hydrated - contentLoaded} ms after DOMContentLoaded`;
          } else {
            // The islands' code is gone: the phone menu is still a disclosure that opens.
            await page.getByText(uiText.nav.menu, { exact: true }).click();
            await expect(page.getByRole('navigation').getByRole('link').first()).toBeVisible();
          }
          expect(uncaught, 'uncaught errors').toEqual([]);
          test
            .info()
            .annotations.push(
              { type: 'words shown', description: `${words.at} ms after DOMContentLoaded` },
              { type: 'islands', description: islands },
            );
          await page.unrouteAll({ behavior: 'ignoreErrors' });
        },
      );
  });
