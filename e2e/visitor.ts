import type { Browser, Page } from '@playwright/test';
import { uiText } from '@/content/ui';
import { expect } from './fixtures';

// What a visitor gets, read from what the browser shows: the words on screen, their contrast
// against what is behind them, and islands that answer a tap. The fault spec judges a page by
// these, never by an attribute or a class that holds whether or not the thing happened. The
// functions that run in the page are self-contained (no closures), so any driver can send them.

/**
 * The texts of the page that are shown, in document order: laid out with a size, and neither
 * under `display: none`, `visibility: hidden`, `content-visibility: hidden` nor `opacity: 0`.
 * Given `expected`, waits in the page's own time until it shows every text of it (as often as
 * `expected` has it) or `withinMs` have passed since its DOMContentLoaded, and returns when they
 * were all shown (ms after DOMContentLoaded) or the texts still missing at the deadline. Runs in
 * the page.
 */
export async function readWords({
  expected,
  withinMs = 0,
}: { expected?: string[]; withinMs?: number } = {}): Promise<{
  shown: string[];
  at?: number;
  missing: string[];
}> {
  const shownTexts = () => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) texts.push(text);
    }
    return texts;
  };
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const start = navigation?.domContentLoadedEventStart || performance.now();
  for (;;) {
    const shown = shownTexts();
    const left = new Map<string, number>();
    for (const text of shown) left.set(text, (left.get(text) ?? 0) + 1);
    const missing = (expected ?? []).filter((text) => {
      const count = left.get(text) ?? 0;
      left.set(text, count - 1);
      return count <= 0;
    });
    const at = performance.now() - start;
    if (missing.length === 0) return { shown, at: Math.max(0, Math.round(at)), missing };
    if (at > withinMs) return { shown, missing };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Every text in `<main>` and the footer whose contrast with what is behind it is below WCAG AA
 * (4.5:1; 3:1 for large text: 24 px, or 18.66 px bold), from the computed colours: the text's
 * colour over the backgrounds of the element and its ancestors, composited from the page's
 * white. An image never counts as a background: images may fail to arrive, so text that needs
 * one to be readable is reported, as is text over a gradient. Runs in the page.
 */
export function contrastProblems(): string[] {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  /** Any CSS colour (oklch, rgb, a name…) as sRGB 0–255 and alpha 0–1, as the browser paints it. */
  const rgba = (colour: string) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return { r: r!, g: g!, b: b!, a: a! / 255 };
  };
  type Rgba = ReturnType<typeof rgba>;
  const over = (top: Rgba, below: Rgba): Rgba => ({
    r: top.r * top.a + below.r * (1 - top.a),
    g: top.g * top.a + below.g * (1 - top.a),
    b: top.b * top.a + below.b * (1 - top.a),
    a: 1,
  });
  const luminance = ({ r, g, b }: Rgba) => {
    const linear = (v: number) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const problems: string[] = [];
  const seen = new Set<Element>();
  for (const area of document.querySelectorAll('main, body > footer')) {
    const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!text || !element || seen.has(element)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      // Visually hidden text (a screen reader's label) has no contrast to keep.
      if (box.width <= 1 || box.height <= 1) continue;
      seen.add(element);
      const style = getComputedStyle(element);
      // The backgrounds behind the text, nearest first, down to the page's white.
      const layers: Rgba[] = [];
      let image: string | undefined;
      for (let e: Element | null = element; e; e = e.parentElement) {
        const background = getComputedStyle(e);
        if (background.backgroundImage !== 'none') image ??= background.backgroundImage;
        const colour = rgba(background.backgroundColor);
        if (colour.a > 0) layers.push(colour);
        if (colour.a === 1) break;
      }
      const behind = layers.reduceRight<Rgba>((below, layer) => over(layer, below), {
        r: 255,
        g: 255,
        b: 255,
        a: 1,
      });
      const colour = over(rgba(style.color), behind);
      const [light, dark] = [luminance(colour), luminance(behind)].sort((x, y) => y - x);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      const label = `"${text.slice(0, 40)}" (${element.tagName.toLowerCase()})`;
      if (image) problems.push(`${label}: over a background image (${image.slice(0, 40)})`);
      else if (ratio < needed)
        problems.push(`${label}: ${ratio.toFixed(2)}:1, needs ${needed}:1 (${style.color})`);
    }
  }
  return problems;
}

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
  const words = (await page.evaluate(readWords, {})).shown;
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

/** Waits for the page to show every word of `expected`, up to `withinMs` after DOMContentLoaded. */
export const wordsShown = (page: Page, expected: string[], withinMs: number) =>
  page.evaluate(readWords, { expected, withinMs });

/** The client islands a page carries, by `data-island` name. */
export const islandsOn = (page: Page) =>
  page
    .locator('[data-island]')
    .evaluateAll((elements) => [
      ...new Set(elements.map((e) => (e as HTMLElement).dataset.island!)),
    ]);

/**
 * Each island of the page answers as a visitor would try it: the next slide, a logo from its dot,
 * the phone menu opening and closing with Escape (a script's doing: a bare disclosure ignores
 * Escape), and back to the top. All of it by `deadline` (an instant in the test's clock).
 */
export async function expectIslandsWork(page: Page, deadline: number) {
  const timeout = () => Math.max(1, deadline - Date.now());
  const islands = await islandsOn(page);
  // A tap before an island has hydrated is lost: wait for each, then try it.
  for (const name of islands)
    await page
      .locator(`[data-island="${name}"][data-hydrated]`)
      .waitFor({ state: 'attached', timeout: timeout() });
  if (islands.includes('slide-carousel')) {
    await page.getByRole('button', { name: uiText.slides.next }).click({ timeout: timeout() });
    await expect(
      page.locator('[aria-roledescription="slide"]:not([inert])'),
      'the slide carousel moves on',
    ).toHaveAttribute('aria-label', /^2 of /, { timeout: timeout() });
  }
  if (islands.includes('logo-carousel')) {
    const strip = page.getByRole('region', { name: uiText.logos.label });
    const dot = strip.getByRole('button', { name: new RegExp(`^${uiText.logos.goTo} 3 `) });
    await dot.click({ timeout: timeout() });
    await expect(dot, 'the logo strip goes to a logo').toHaveAttribute('aria-current', 'true', {
      timeout: timeout(),
    });
  }
  if (islands.includes('mobile-menu') && (page.viewportSize()?.width ?? 1280) < 1024) {
    const menu = page.locator('[data-island="mobile-menu"]');
    await menu.getByText(uiText.nav.menu, { exact: true }).click({ timeout: timeout() });
    const link = menu.getByRole('link').first();
    await expect(link, 'the phone menu opens').toBeVisible({ timeout: timeout() });
    await page.keyboard.press('Escape');
    await expect(link, 'the phone menu closes on Escape').toBeHidden({ timeout: timeout() });
  }
  if (islands.includes('scroll-to-top')) {
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await page.getByRole('button', { name: uiText.scrollToTop }).click({ timeout: timeout() });
    await expect
      .poll(() => page.evaluate(() => window.scrollY), {
        message: 'back to the top',
        timeout: timeout(),
      })
      .toBe(0);
  }
}
