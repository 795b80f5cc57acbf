import { expect, routes, test } from './fixtures';

// What stands before a page's first paint (issue 12): the page itself, and on the first page of
// a visit nothing else: no stylesheet where the page can carry its own CSS, no web font, no script.

/** The family the page's text is set in, as the browser resolves the first name of the list. */
const bodyFont = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]!.trim());

test('the first page of a visit paints in the fallback and fetches Public Sans only after it has painted', async ({
  page,
}) => {
  const requests: { url: string; at: number }[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), at: Date.now() }));
  await page.goto('/core-values');
  await expect(page.locator('html')).toHaveAttribute('data-font', 'deferred');
  expect(await bodyFont(page)).toMatch(/Public Sans Fallback/);
  // Nothing but the page itself before the first paint: the CSS is in the page.
  expect(await page.locator('link[rel="stylesheet"], link[rel="preload"]').count()).toBe(0);
  expect(await page.locator('style').count()).toBe(1);
  // After the load and the first paint: the islands entry and the font, for the next page.
  await expect(page.locator('script[src^="/_next/static/islands/"]')).toHaveCount(1);
  await expect
    .poll(() => requests.some(({ url }) => url.endsWith('.woff2')), { timeout: 5000 })
    .toBe(true);
  const firstPaint = await page.evaluate(
    () =>
      performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
  );
  for (const { url, at } of requests.filter((r) => /\.woff2$|\/islands\//.test(r.url)))
    expect(at, `${url} was requested before the first paint`).toBeGreaterThan(firstPaint);
  // Fetched but not applied: the page keeps the font it painted in.
  expect(await bodyFont(page)).toMatch(/Public Sans Fallback/);
});

test('the pages after it show Public Sans from their first paint, from the cache', async ({
  page,
}) => {
  const fetched = page.waitForResponse((response) => response.url().endsWith('.woff2'));
  await page.goto('/core-values');
  await (await fetched).finished();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-font');
  expect(await bodyFont(page)).toMatch(/publicSans/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('1em publicSans'))).toBe(true);
  // From the browser's cache: no byte of it crossed the network again.
  const transferred = await page.evaluate(
    () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        entry.name.endsWith('.woff2'),
      )?.transferSize,
  );
  expect(transferred).toBe(0);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the fallback takes the room Public Sans takes: blocks keep their heights`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // Each page in each font, measured: a block may differ only where a line wraps a word sooner.
    const heights = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, h3, p, li')].map(
          (e) => e.getBoundingClientRect().height,
        ),
      );
    for (const path of ['/', '/about', '/instructors', '/terms']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-font', 'deferred');
      // Once the islands have hydrated, so that only the font changes.
      await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
      const fallback = await heights();
      await page.evaluate(async () => {
        delete document.documentElement.dataset.font;
        await document.fonts.load('1em publicSans');
        await document.fonts.ready;
      });
      await expect
        .poll(() => page.evaluate(() => document.fonts.check('1em publicSans')))
        .toBe(true);
      const publicSans = await heights();
      const moved = fallback.filter((height, i) => Math.abs(height - publicSans[i]!) > 1);
      expect(
        moved.length,
        `${path}: ${moved.length} of ${fallback.length} blocks change height`,
      ).toBeLessThanOrEqual(Math.ceil(fallback.length * 0.05));
    }
  });
}

test('every page carries its CSS, or its first screen’s with the rest named for later', async ({
  request,
}) => {
  for (const { path } of routes) {
    const html = await (await request.get(path)).text();
    const withScripting = html.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/g, '');
    // No stylesheet stands before the first paint: one <style>, no link (outside <noscript>).
    expect(withScripting.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [], path).toEqual([]);
    expect((html.match(/<style>/g) ?? []).length, path).toBe(1);
    const later =
      /<noscript data-stylesheet="([^"]+)"><link rel="stylesheet" href="\1"\/><\/noscript>/.exec(
        html,
      );
    if (later) {
      const css = await request.get(later[1]!);
      expect(css.status(), later[1]).toBe(200);
      expect(css.headers()['content-type'], later[1]).toMatch(/^text\/css/);
    }
  }
});

test('a page that carries its first screen’s CSS hides the rest until its stylesheet is in, then the islands start', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/css/*.css', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const later = page.locator('main > section').nth(1);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-css', 'later');
  // The first screen is styled and shown; the later parts wait, and so do the islands.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(later).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  expect(await page.locator('script[src^="/_next/static/islands/"]').count()).toBe(0);
  release();
  await expect(html).not.toHaveAttribute('data-css');
  await expect(later).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('[data-island="slide-carousel"][data-hydrated]')).toBeAttached();
});
