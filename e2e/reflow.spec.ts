import { readFileSync } from 'node:fs';
import { answerKindNames, createRenderer } from '@/functions/answers.js';
import { answersFileUrl } from '@/functions/answers-file.js';
import { sampleAnswerData } from '../functions/testing/answer-pages.js';
import { expect, notFoundPath, routes, test } from './fixtures';

// WCAG 1.4.10 (reflow): at 320 CSS px wide, what a 1280 px screen shows at 400 % zoom, nothing
// scrolls sideways but a wide table, inside a labelled region of its own (issue 45).
test.use({ viewport: { width: 320, height: 256 } });

/**
 * What, on the open page, reaches beyond the window's width: the page's own sideways scroll, and
 * each element whose right edge passes it that is not inside a region that scrolls on its own.
 */
const sidewaysOf = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      // Inside a region that scrolls on its own, or clipped by an ancestor: not the page's width.
      let inside = element.parentElement;
      let contained = false;
      while (inside && inside !== document.body) {
        const style = getComputedStyle(inside);
        if (style.overflowX !== 'visible' && inside.getBoundingClientRect().right <= width + 0.5) {
          contained = true;
          break;
        }
        inside = inside.parentElement;
      }
      if (!contained)
        found.push(`${element.outerHTML.slice(0, 90)} reaches ${Math.round(box.right)} px`);
    }
    return found.slice(0, 5);
  });

test('no page scrolls sideways at 320 px', async ({ page }) => {
  const found: Record<string, string[]> = {};
  for (const path of [...routes.map((route) => route.path), notFoundPath]) {
    await page.goto(path);
    const sideways = await sidewaysOf(page);
    if (sideways.length) found[path] = sideways;
  }
  expect(found).toEqual({});
});

test.describe("the function's answers", () => {
  test.use({ bypassCSP: true });
  test('no answer of the function scrolls sideways at 320 px, with long values in every slot', async ({
    page,
  }) => {
    // Every answer page the function fills, filled as the HTML check fills it (long addresses, a
    // receipt of 450 characters with no space), served at an address of the site so it has its CSS.
    const { pages } = JSON.parse(readFileSync(answersFileUrl, 'utf8'));
    const render = createRenderer(pages);
    const found: Record<string, string[]> = {};
    // Written into a page of the site, so that its pictures load from the site, with no navigation
    // each (and that page's security policy, which names its own styles only, set aside).
    await page.goto('/terms');
    for (const kind of answerKindNames) {
      await page.setContent(render(kind, sampleAnswerData(kind)));
      const sideways = await sidewaysOf(page);
      if (sideways.length) found[kind] = sideways;
    }
    expect(found).toEqual({});
  });
});

test('a provider page at 320 px: its instructors table scrolls in a labelled region of its own', async ({
  page,
}) => {
  // ZZ0001, a demonstration provider with instructors.
  await page.goto('/providers/ZZ0001');
  expect(await sidewaysOf(page)).toEqual([]);
  const table = page.getByRole('main').getByRole('table');
  await expect(table).toHaveCount(1);
  // The region a keyboard can scroll: named, focusable, holding the table.
  const region = table.locator('xpath=..');
  await expect(region).toHaveAttribute('role', 'region');
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region).toHaveAccessibleName(await table.locator('caption').innerText());
});
