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
 * Runs in the page.
 */
export function shownTexts(): string[] {
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
}

/**
 * Installed before the page loads: from DOMContentLoaded on, looks at every frame for when the
 * page first shows every text of `expected` (as often as `expected` has it), and keeps in
 * `window.wordsShown` how long after DOMContentLoaded that was, or the texts still missing once
 * `withinMs` have passed. Runs in the page, given `shownTexts`.
 */
export function watchWords(
  { expected, withinMs }: { expected: string[]; withinMs: number },
  shown: () => string[],
) {
  const state = window as unknown as { wordsShown?: { at?: number; missing: string[] } };
  document.addEventListener('DOMContentLoaded', () => {
    const start = performance.now();
    const look = () => {
      const left = new Map<string, number>();
      for (const text of shown()) left.set(text, (left.get(text) ?? 0) + 1);
      const missing = expected.filter((text) => {
        const count = left.get(text) ?? 0;
        left.set(text, count - 1);
        return count <= 0;
      });
      const at = performance.now() - start;
      if (missing.length === 0) state.wordsShown = { at: Math.round(at), missing };
      else if (at > withinMs) state.wordsShown = { missing };
      // A frame, or a moment where no frame comes (a page in the background).
      else requestAnimationFrame(() => setTimeout(look));
    };
    look();
  });
}

/**
 * Every text of the page whose contrast with what is behind it is below WCAG AA (4.5:1; 3:1 for
 * large text: 24 px, or 18.66 px bold), from the computed colours: the text's colour over the
 * backgrounds of its element and its ancestors, composited from the page's white. Images never
 * count (they may not arrive: text must be readable without them); a gradient counts at its worst
 * colour stop for the text. Runs in the page.
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
  const contrast = (x: Rgba, y: Rgba) => {
    const [light, dark] = [luminance(x), luminance(y)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  };
  /** The colour stops of a gradient, as computed (`rgb(…)`, `oklab(…)`, …). */
  const gradientStops = (image: string) =>
    image.includes('gradient(')
      ? (image.match(/(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^)]*\)/g) ?? [])
      : [];
  const problems: string[] = [];
  const seen = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = (node.textContent ?? '').trim();
    if (!text || !element || seen.has(element)) continue;
    if (element.closest('script, style, noscript, template')) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    // Visually hidden text (a screen reader's label) has no contrast to keep.
    if (box.width <= 1 || box.height <= 1) continue;
    seen.add(element);
    // The backgrounds behind the text, nearest first, down to the first opaque colour.
    const layers: { colour: Rgba; stops: Rgba[] }[] = [];
    for (let e: Element | null = element; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      const colour = rgba(style.backgroundColor);
      const stops = gradientStops(style.backgroundImage).map(rgba);
      if (colour.a > 0 || stops.length > 0) layers.push({ colour, stops });
      if (colour.a === 1) break;
    }
    const style = getComputedStyle(element);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const needed = large ? 3 : 4.5;
    // Every way the layers can stand behind the text: each gradient at each of its stops.
    let behind: Rgba[] = [{ r: 255, g: 255, b: 255, a: 1 }];
    for (const { colour, stops } of layers.reverse())
      behind = behind.flatMap((below) => {
        const filled = over(colour, below);
        return stops.length ? stops.map((stop) => over(stop, filled)) : [filled];
      });
    const worst = Math.min(
      ...behind.map((background) => contrast(over(rgba(style.color), background), background)),
    );
    if (worst < needed)
      problems.push(
        `"${text.slice(0, 40)}" (${element.tagName.toLowerCase()}): ${worst.toFixed(2)}:1, needs ${needed}:1 (${style.color})`,
      );
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
  page.addInitScript({
    content: `(${watchWords})(${JSON.stringify({ expected, withinMs })}, ${shownTexts});`,
  });

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
