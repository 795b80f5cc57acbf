import type { Browser, Page } from '@playwright/test';
import { uiText } from '@/content/ui';
import { expect } from './fixtures';
import { shownTexts, watchWordsScript } from '../scripts/test/in-page.mjs';

export { contrastProblems, shownTexts } from '../scripts/test/in-page.mjs';

// What a visitor gets, read from what the browser shows: the words on screen, their contrast
// against what is behind them, and islands that answer a tap. The fault spec judges a page by
// these, never by an attribute or a class that holds whether or not the thing happened. What runs
// in the page is in scripts/test/in-page.mjs, which the bench uses too.

/** One page per worker for the pages as they should be, with JavaScript off. */
const plainPages = new WeakMap<Browser, Promise<Page>>();

/**
 * A page when nothing goes wrong, as the server wrote it, with every stylesheet, font and image
 * in (JavaScript off, so `<noscript>` links any stylesheet the page names, and no island changes
 * a word): the words it shows, and its eager images with whether each is on the first screen.
 */
export async function pageAsWritten(browser: Browser, url: string, width: number) {
  if (!plainPages.has(browser))
    plainPages.set(
      browser,
      browser.newContext({ javaScriptEnabled: false }).then((context) => context.newPage()),
    );
  const page = await plainPages.get(browser)!;
  await page.setViewportSize({ width, height: 800 });
  await page.goto(url, { waitUntil: 'load' });
  const words = await page.evaluate(shownTexts);
  const eagerImages = await page.locator('img:not([loading="lazy"])').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => {
      const box = image.getBoundingClientRect();
      const onFirstScreen =
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        box.right > 0 &&
        box.left < innerWidth;
      return { url: image.currentSrc || image.src, onFirstScreen };
    }),
  );
  return { words, eagerImages };
}

/**
 * Has the page, once loaded, keep when it first showed every word of `expected`, up to `withinMs`
 * after its DOMContentLoaded (`watchWords`). Call before loading it; `wordsShown` reads the result.
 */
export const watchForWords = (page: Page, expected: string[], withinMs: number) =>
  page.addInitScript({ content: watchWordsScript(expected, withinMs) });

/** When the page showed every word `watchForWords` asked for, or the words it still lacked. */
export async function wordsShown(page: Page) {
  const handle = await page.waitForFunction(
    () => (window as unknown as { wordsShown?: object }).wordsShown,
  );
  return (await handle.jsonValue()) as { at?: number; missing: string[] };
}

/** The client islands a page carries, by `data-island` name. */
export const islandsOn = (page: Page) =>
  page
    .locator('[data-island]')
    .evaluateAll((elements) => [
      ...new Set(elements.map((e) => (e as HTMLElement).dataset.island!)),
    ]);

/**
 * Each island of the page hydrates by `deadline` (an instant in the test's clock), then answers as
 * a visitor would try it: the next slide, a logo from its dot, the phone menu opening and closing
 * with Escape (a script's doing: a bare disclosure ignores Escape), and back to the top. Returns
 * when the last island had hydrated, in the test's clock.
 */
export async function expectIslandsWork(page: Page, deadline: number) {
  const islands = await islandsOn(page);
  // A tap before an island has hydrated is lost: wait for each, then try it.
  for (const name of islands)
    await page
      .locator(`[data-island="${name}"][data-hydrated]`)
      .waitFor({ state: 'attached', timeout: Math.max(1, deadline - Date.now()) });
  const hydrated = Date.now();
  if (islands.includes('slide-carousel')) {
    await page.getByRole('button', { name: uiText.slides.next }).click();
    await expect(
      page.locator('[aria-roledescription="slide"]:not([inert])'),
      'the slide carousel moves on',
    ).toHaveAttribute('aria-label', /^2 of /);
  }
  if (islands.includes('logo-carousel')) {
    const strip = page.getByRole('region', { name: uiText.logos.label });
    const dot = strip.getByRole('button', { name: new RegExp(`^${uiText.logos.goTo} 3 `) });
    await dot.click();
    await expect(dot, 'the logo strip goes to a logo').toHaveAttribute('aria-current', 'true');
  }
  if (islands.includes('mobile-menu') && (page.viewportSize()?.width ?? 1280) < 1024) {
    const menu = page.locator('[data-island="mobile-menu"]');
    await menu.getByText(uiText.nav.menu, { exact: true }).click();
    const link = menu.getByRole('link').first();
    await expect(link, 'the phone menu opens').toBeVisible();
    await page.keyboard.press('Escape');
    await expect(link, 'the phone menu closes on Escape').toBeHidden();
  }
  if (islands.includes('scroll-to-top')) {
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await page.getByRole('button', { name: uiText.scrollToTop }).click();
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message: 'back to the top' })
      .toBe(0);
  }
  return hydrated;
}
