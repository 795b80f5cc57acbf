import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { siteStylesheetsPath } from '@/scripts/build/built-files.mjs';
import { expect, routes, test } from './fixtures';

// The CSS step (scripts/build/inline-css.mjs) writes into each page only the rules it judges the page
// can use. Proven here, page by page: each page as built, and the same page with the whole
// stylesheet it linked before the step, lay out every element in the same box with the same
// colours from a small phone's width to a wide screen's. A rule the step drops wrongly (a
// selector it misreads) shows as an element that moves, grows or changes colour. And at none of
// those widths does a page scroll sideways.

const linked = JSON.parse(readFileSync(`out/${siteStylesheetsPath}`, 'utf8')) as {
  stylesheets: Record<string, string>;
  pages: Record<string, string[]>;
};

/** A small phone, a phone, a tablet, a laptop and a wide screen. */
const widths = [320, 375, 768, 1280, 1920];

/**
 * Every element of the page, in document order: where it is, its size, and its colours as a screen
 * shows them in sRGB (a canvas's pixel: the page's CSS writes a colour inside sRGB once, in hex,
 * where the whole stylesheet also has it in lab(): scripts/build/srgb-colours.mjs).
 */
function layout() {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  // A page has a few colours and many elements: each colour is painted once, each path built on
  // its parent's.
  const painted = new Map<string, number[]>();
  const srgb = (colour: string) => {
    if (!painted.has(colour)) {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      painted.set(colour, [...context.getImageData(0, 0, 1, 1).data]);
    }
    return painted.get(colour)!;
  };
  const paths = new Map<Element, string>();
  const describe = (element: Element): string => {
    if (element === document.body) return '';
    if (!paths.has(element)) {
      const parent = element.parentElement!;
      const step = `${element.tagName.toLowerCase()}:nth-child(${[...parent.children].indexOf(element) + 1})`;
      const above = describe(parent);
      paths.set(element, above ? `${above} > ${step}` : step);
    }
    return paths.get(element)!;
  };
  return [...document.body.querySelectorAll('*')].map((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      element: describe(element),
      box: [box.x, box.y + scrollY, box.width, box.height].map((v) => Math.round(v * 10) / 10),
      colour: srgb(style.color),
      background: srgb(style.backgroundColor),
    };
  });
}

/** Two sRGB colours a screen shows alike: each channel within rounding (a semi-transparent
 * colour's canvas pixel rounds twice). */
const sameColour = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 2);

/** Opens the page as built or, given `css`, with that in place of its own CSS, at `width`. */
async function open(context: BrowserContext, url: string, css?: string) {
  const page = await context.newPage();
  if (css !== undefined)
    await page.route(url, async (route) => {
      const html = await (await route.fetch()).text();
      // No policy header: the whole stylesheet is not one the policy names.
      await route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: html.replace(/<style>[\s\S]*?<\/style>/, () => `<style>${css}</style>`),
      });
    });
  await page.goto(url);
  await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
  return page;
}

for (const { path } of routes)
  test(`${path} as built lays out like the page with the whole stylesheet, and never scrolls sideways`, async ({
    browser,
    baseURL,
  }) => {
    const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
    const hrefs = linked.pages[file];
    expect(hrefs, `${file} linked no stylesheet before the CSS step`).toBeDefined();
    const whole = hrefs!.map((href) => linked.stylesheets[href]).join('\n');
    const url = new URL(path, baseURL).href;
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    try {
      const [built, reference] = await Promise.all([open(context, url), open(context, url, whole)]);
      for (const width of widths) {
        for (const page of [built, reference]) await page.setViewportSize({ width, height: 900 });
        const [a, b] = await Promise.all([built.evaluate(layout), reference.evaluate(layout)]);
        const overflow = await built.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${width} px: the page is ${overflow} px wider than the window`).toBe(0);
        expect(a.length, `${width} px: the same elements`).toBe(b.length);
        const differences = a
          .map((element, i) => [element, b[i]!] as const)
          .filter(
            ([x, y]) =>
              JSON.stringify([x.element, x.box]) !== JSON.stringify([y.element, y.box]) ||
              !sameColour(x.colour, y.colour) ||
              !sameColour(x.background, y.background),
          )
          .map(
            ([x, y]) =>
              `${x.element}: box ${x.box.join(',')} vs ${y.box.join(',')}, colour ${x.colour} vs ${y.colour}, background ${x.background} vs ${y.background}`,
          );
        expect(
          differences.slice(0, 8),
          `${width} px: ${differences.length} elements differ`,
        ).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
