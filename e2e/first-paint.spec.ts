import type { Page } from '@playwright/test';
import { expect, routes, test } from './fixtures';

// What stands before a page's first paint (issue 12): the page itself, and nothing else. Its CSS is
// in it, its text is set in the platform's own font, and its one script file comes after the first
// paint. So nothing but the page's own HTML can hold up or hide a word
// (docs/decisions.md, "Robust before fast"; e2e/faults.spec.ts breaks every other request and
// checks).

for (const { path } of routes)
  test(`${path} carries all of its CSS and names no stylesheet, script preload or font`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html.match(/<style>/g) ?? []).toHaveLength(1);
    // An image preload (the page's main image) is all that may stand in the head.
    expect(html.match(/<link[^>]*rel="(stylesheet|preload|modulepreload)"[^>]*>/g) ?? []).toEqual(
      html.match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g) ?? [],
    );
    expect(html).not.toMatch(/<noscript|\.woff2?\b|@font-face/);
  });

test('a page asks for its islands’ file only after its first paint, and for no font', async ({
  page,
}) => {
  const requests: { url: string; at: number }[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), at: Date.now() }));
  await page.goto('/');
  await expect(page.locator('[data-island="slide-carousel"][data-hydrated]')).toBeAttached();
  const firstPaint = await page.evaluate(
    () =>
      performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
  );
  const scripts = requests.filter(({ url }) => url.includes('/_next/static/'));
  expect(scripts.map(({ url }) => new URL(url).pathname)).toEqual([
    expect.stringMatching(/^\/_next\/static\/islands\/islands-\w+\.js$/),
  ]);
  expect(scripts[0]!.at, 'the islands’ file is asked for after the first paint').toBeGreaterThan(
    firstPaint,
  );
  expect(requests.filter(({ url }) => /\.(woff2?|ttf|otf)$/.test(url))).toEqual([]);
});

/**
 * The fonts Chromium painted a node's text with (DevTools' "Rendered Fonts"), and whether each is
 * a downloaded web font or one of the platform's.
 */
async function paintedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
}

for (const { path } of routes)
  test(`${path} paints its text in the platform’s interface font from the first paint`, async ({
    page,
  }) => {
    // What `system-ui` is on this machine, read from a probe set in it alone.
    await page.setContent('<p style="font-family: system-ui">Operator training</p>');
    const [platform] = await paintedFonts(page, 'p');
    expect(platform?.isCustomFont).toBe(false);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    for (const selector of ['h1', 'main p', 'body > footer p']) {
      const painted = await paintedFonts(page, selector);
      expect(painted, selector).toContainEqual(platform);
      expect(
        painted.filter((font) => font.isCustomFont),
        `${selector}: a web font`,
      ).toEqual([]);
    }
  });
