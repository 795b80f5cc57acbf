// `npm run bench -- --network slow-4g` (or `poor-3g`): every page on a real slow network, as a
// visitor on a poor signal meets it. Chromium's own network stack throttles every request (the
// DevTools protocol's Network.emulateNetworkConditions: latency on each request, throughput shared
// by all), with its cache off, at a phone's 375 px, the files compressed as Firebase Hosting
// serves them (the bench's HTTPS fronts). For each page it reads what the visitor gets, in the
// page: when it first painted, when every word of it was shown (scripts/test/in-page.mjs: the
// texts a JavaScript-off load of the page shows, all of them laid out and visible), when the
// window's `load` event came, and when the last of its islands was working. Medians of the runs, which
// are interleaved (every page once, then every page again) so that a noisy spell falls on all.
import { chromium } from 'playwright';
import { shownTexts, watchIslands, watchWordsScript } from '../test/in-page.mjs';
import { quietChromiumFlags } from '../test/chromium.mjs';

/** @typedef {import('../test/in-page.mjs').WatchedWindow} WatchedWindow */
/** @typedef {import('../test/in-page.mjs').WordsShown} WordsShown */

/**
 * A signal: latency per request, throughput each way.
 * @typedef {{ latencyMs: number, downKbps: number, upKbps: number }} NetworkProfile
 */

/**
 * What one load of a page measured, ms from the start of the navigation (NaN: not measured).
 * @typedef {{ firstPaint: number, words: number, load: number, islands: number, kb: number }} PageTimings
 */

/**
 * The two signals the bench can throttle to: latency per request, throughput each way.
 * @satisfies {Record<string, NetworkProfile>}
 */
export const networkProfiles = {
  'slow-4g': { latencyMs: 150, downKbps: 1600, upKbps: 750 },
  'poor-3g': { latencyMs: 400, downKbps: 400, upKbps: 400 },
};

/** What the network bench holds a page to on poor 3G (issue 19). */
export const poor3gTargets = { wordsAfterPaintMs: 1000, islandsMs: 6000 };

/** How long one page may take to finish on the slowest signal before its run is given up. */
const pageTimeoutMs = 90_000;

const phone = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  ignoreHTTPSErrors: true,
};

/** @param {number[]} values */
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  // The middle value, and the one below it (there when the count is even).
  const [below, middle] = /** @type {[number, number]} */ ([sorted[mid - 1], sorted[mid]]);
  return sorted.length % 2 ? middle : (below + middle) / 2;
};

/**
 * The words a page shows with JavaScript off and nothing throttled: what "every word" means.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 */
async function expectedWords(browser, url) {
  const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const words = await page.evaluate(shownTexts);
  await context.close();
  return words;
}

/**
 * One load of a page on the throttled network, from a cold cache.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @param {string[]} expected the texts `expectedWords` found
 * @param {NetworkProfile} profile
 * @returns {Promise<PageTimings>}
 */
async function measureOnce(browser, url, expected, { latencyMs, downKbps, upKbps }) {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: watchWordsScript(expected, pageTimeoutMs) });
    await page.addInitScript(watchIslands);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: (downKbps * 1000) / 8,
      uploadThroughput: (upKbps * 1000) / 8,
    });
    let bytes = 0;
    cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (bytes += encodedDataLength));
    await page.goto(url, { waitUntil: 'commit', timeout: pageTimeoutMs });
    await page.waitForFunction(
      () => {
        const watched = /** @type {WatchedWindow} */ (window);
        const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
          performance.getEntriesByType('navigation')[0]
        );
        return (
          watched.wordsShown !== undefined &&
          watched.islandsWorking !== undefined &&
          (navigation?.loadEventEnd ?? 0) > 0
        );
      },
      undefined,
      { timeout: pageTimeoutMs, polling: 100 },
    );
    // All there now (the wait above).
    const timings = await page.evaluate(() => {
      const watched = /** @type {WatchedWindow} */ (window);
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        words: /** @type {WordsShown} */ (watched.wordsShown).sinceStart ?? NaN,
        load: /** @type {PerformanceNavigationTiming} */ (
          performance.getEntriesByType('navigation')[0]
        ).loadEventStart,
        islands: watched.islandsWorking ?? NaN,
      };
    });
    return { ...timings, kb: bytes / 1024 };
  } catch (error) {
    console.warn(`  ${url}: ${/** @type {Error} */ (error).message.split('\n')[0]}`);
    return { firstPaint: NaN, words: NaN, load: NaN, islands: NaN, kb: NaN };
  } finally {
    await context.close();
  }
}

/**
 * Measures `targets` ([name, url] pairs) on `profile` (a key of `networkProfiles`), `runs` times
 * each, interleaved, and prints the table of medians and whether each page meets the poor-3G
 * targets. Returns the rows.
 * @param {{ chromePath: string, targets: [string, string][], profile: string, runs: number }} options
 */
export async function measureOnNetwork({ chromePath, targets, profile, runs }) {
  const conditions = /** @type {Record<string, NetworkProfile | undefined>} */ (networkProfiles)[
    profile
  ];
  if (!conditions)
    throw new Error(
      `--network ${profile}: no such profile (${Object.keys(networkProfiles).join(', ')})`,
    );
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--ignore-certificate-errors', ...quietChromiumFlags],
  });
  try {
    /** @type {string[][]} */
    const expected = [];
    for (const [, url] of targets) expected.push(await expectedWords(browser, url));
    // Each page's runs, and its expected words, at its index in `targets`.
    /** @type {PageTimings[][]} */
    const results = targets.map(() => []);
    for (let run = 1; run <= runs; run++) {
      console.log(`Network run ${run} of ${runs} (${profile}): ${targets.length} pages…`);
      for (const [i, [, url]] of targets.entries())
        /** @type {PageTimings[]} */ (results[i]).push(
          await measureOnce(browser, url, /** @type {string[]} */ (expected[i]), conditions),
        );
    }
    const rows = targets.map(([name], i) => {
      /** @param {keyof PageTimings} key */
      const of = (key) => median(/** @type {PageTimings[]} */ (results[i]).map((r) => r[key]));
      const m = {
        firstPaint: of('firstPaint'),
        words: of('words'),
        load: of('load'),
        islands: of('islands'),
        kb: of('kb'),
      };
      // A word laid out before the first frame is seen with it.
      return { name, ...m, wordsAfterPaint: Math.max(0, m.words - m.firstPaint) };
    });
    const ms = (/** @type {number} */ value) =>
      Number.isFinite(value) ? String(Math.round(value)) : '–';
    const header = [
      'page',
      'first paint ms',
      'every word shown ms',
      'words after first paint ms',
      'load ms',
      'islands working ms',
      'KB transferred',
    ];
    const table = [
      header,
      header.map(() => '---'),
      ...rows.map((r) => [
        r.name,
        ms(r.firstPaint),
        ms(r.words),
        ms(r.wordsAfterPaint),
        ms(r.load),
        ms(r.islands),
        Number.isFinite(r.kb) ? r.kb.toFixed(0) : '–',
      ]),
    ].map((cells) => `| ${cells.join(' | ')} |`);
    const { latencyMs, downKbps, upKbps } = conditions;
    console.log(
      `\n${profile}: ${latencyMs} ms round trips, ${downKbps} kbit/s down, ${upKbps} kbit/s up (Chromium's network throttling), cache off, 375 px; medians of ${runs} interleaved runs, ms from the start of the navigation\n`,
    );
    console.log(table.join('\n'));
    const missed = rows.flatMap((r) => [
      ...(r.wordsAfterPaint > poor3gTargets.wordsAfterPaintMs || !Number.isFinite(r.words)
        ? [`${r.name}: every word ${ms(r.wordsAfterPaint)} ms after the first paint`]
        : []),
      ...(r.islands > poor3gTargets.islandsMs
        ? [`${r.name}: islands working at ${ms(r.islands)} ms`]
        : []),
    ]);
    console.log(
      `\nTargets on poor 3G: every word within ${poor3gTargets.wordsAfterPaintMs} ms of the first paint, islands working by ${poor3gTargets.islandsMs} ms. ${
        missed.length === 0
          ? `Every page is within them${profile === 'poor-3g' ? '' : ' on this signal too'}.`
          : `Over them${profile === 'poor-3g' ? '' : ' (on this signal)'}:\n  ${missed.join('\n  ')}`
      }`,
    );
    return rows;
  } finally {
    await browser.close();
  }
}
