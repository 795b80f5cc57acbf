// Every control in forced colours (Windows High Contrast), read from what is painted, and each
// page as it reads without sight: the breadcrumb a list of links, no heading that repeats the
// page's h1, every table with a caption (issue 45). Forced colours drop backgrounds and shadows
// and paint borders and outlines in the system's colours, so a control keeps its edge only if it
// has a border or an outline of its own.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { checkContent } from '@/content/check';
import { contactContent } from '@/content/contact';
import { crewCheckContent } from '@/content/crew-check';
import { instructorCheckContent } from '@/content/instructor-check';
import { finderContent } from '@/content/providers';
import { uiText } from '@/content/ui';
import { verifyContent } from '@/content/verify';
import { checkPath, finderPaths } from '@/functions/vocabulary/paths.js';
import { expect, newVisitor, test, visitorHeader } from './fixtures';

type Pixel = [number, number, number];

/** WCAG contrast ratio of two sRGB colours. */
function contrast(a: Pixel, b: Pixel) {
  const luminance = (pixel: Pixel) => {
    const [r, g, b] = pixel.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** An element as painted: its own screenshot, pixel by pixel. */
async function painted(locator: Locator) {
  const png = await locator.screenshot({ animations: 'disabled' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Pixel => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { width: info.width, height: info.height, at, png };
}

/**
 * Whether the element's edge is painted apart from its inside: at the middle of each side, a pixel
 * of its outer two from a pixel five in, at 3:1 or more (WCAG 1.4.11). A control whose box is
 * drawn only by its background or a shadow has the same colour at both in forced colours.
 */
async function edgeShows(locator: Locator) {
  const { width, height, at } = await painted(locator);
  const [midX, midY] = [(width - 1) / 2, (height - 1) / 2];
  const sides = [
    { edge: [at(midX, 0), at(midX, 1)], inside: at(midX, 5) },
    { edge: [at(midX, height - 1), at(midX, height - 2)], inside: at(midX, height - 6) },
    { edge: [at(0, midY), at(1, midY)], inside: at(5, midY) },
    { edge: [at(width - 1, midY), at(width - 2, midY)], inside: at(width - 6, midY) },
  ];
  return sides.every(({ edge, inside }) => edge.some((pixel) => contrast(pixel, inside) >= 3));
}

/** Every control a visitor can see in `scope`: buttons, disclosures, fields, boxes and buttons. */
const controls = (scope: Locator | Page) =>
  scope
    .locator(
      'button, summary, input:not([type="hidden"]):not([type="file"]), textarea, select, main a[aria-current="page"][href]',
    )
    .filter({ visible: true });

/** Asserts every visible control in `scope` keeps its edge, naming those that do not. */
async function expectEdges(scope: Locator | Page, except?: Locator) {
  const skipped = except ? await except.elementHandles() : [];
  const bare: string[] = [];
  for (const control of await controls(scope).all()) {
    if (await control.evaluate((element, others) => others.includes(element), skipped)) continue;
    if (!(await edgeShows(control))) {
      bare.push(
        await control.evaluate(
          (element) =>
            `<${element.localName}${element.getAttribute('type') ? ` type=${element.getAttribute('type')}` : ''}> ${(element.textContent || element.getAttribute('aria-label') || element.id).trim().slice(0, 40)}`,
        ),
      );
    }
  }
  expect(bare, 'controls painted without an edge in forced colours').toEqual([]);
}

/**
 * The page as it reads without sight: its breadcrumb an ordered list of links with no separator in
 * its text, no h2 that repeats the h1, every table with a caption.
 */
async function expectReadsWell(page: Page) {
  const h1 = (await page.locator('h1').innerText()).trim().toLowerCase();
  const h2s = await page.locator('h2').allTextContents();
  expect(
    h2s.filter((text) => text.trim().toLowerCase() === h1),
    'h2s that repeat the h1',
  ).toEqual([]);
  const crumbs = page.getByRole('navigation', { name: uiText.breadcrumb });
  if (await crumbs.count()) {
    const items = crumbs.locator('ol > li');
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    // Every crumb but the page itself is a link; the text has no separator to read out.
    expect(await crumbs.locator('ol > li > a[href]').count()).toBe(count - 1);
    expect(await crumbs.textContent()).not.toMatch(/[/›>|»]/);
  }
  for (const table of await page.locator('table').all())
    expect((await table.locator('caption').textContent())?.trim()).toBeTruthy();
}

test.beforeEach(async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ [visitorHeader]: newVisitor() });
  // Reduced motion too, so that no colour is read halfway through a transition.
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
});

test('Home: the slides’ and the logo strip’s controls keep their edges', async ({ page }) => {
  await page.goto('/');
  // The logo strip's dots are drawn by a ring inside each button (accessibility-manual.spec.ts).
  const dots = page.getByRole('region', { name: uiText.logos.label }).locator('ol button');
  await expectEdges(page, dots);
});

test('the phone menu’s button and its close button keep their edges', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/contact');
  await page.locator('summary', { hasText: uiText.nav.menu }).click();
  await expect(page.getByRole('button', { name: uiText.nav.close })).toBeVisible();
  await expectEdges(page.locator('header'));
});

test('Contact: the fields and Send message keep their edges', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: contactContent.form.submitLabel })).toBeVisible();
  await expectReadsWell(page);
  await expectEdges(page.locator('main'));
});

test('/providers: the place, the machines and the distances keep their edges and their state', async ({
  page,
}) => {
  await page.goto('/providers');
  await expectReadsWell(page);
  await expectEdges(page.locator('main'));
  // A chosen distance is painted unlike one not chosen.
  const [chosen, other] = [
    page.getByRole('radio', { checked: true }),
    page.getByRole('radio', { checked: false }).first(),
  ];
  const [a, b] = [await painted(chosen), await painted(other)];
  expect(
    contrast(a.at(a.width / 2, a.height / 2), b.at(b.width / 2, b.height / 2)),
  ).toBeGreaterThanOrEqual(3);
});

test('the finder’s results: the current page of results keeps its box', async ({ page }) => {
  await page.goto(`${finderPaths.results}?where=Birmingham&within=100`);
  const pages = page.getByRole('navigation', { name: finderContent.results.pagination });
  await expect(pages.locator('a[aria-current="page"]')).toBeVisible();
  await expectReadsWell(page);
  await expectEdges(page.locator('main'));
});

test('a provider’s page reads well: its instructors’ table has a caption', async ({ page }) => {
  await page.goto(`${finderPaths.provider}ZZ0001`);
  await expect(page.locator('table')).toHaveCount(1);
  await expectReadsWell(page);
});

test('an operator check’s match: the report opener looks openable, and its form keeps its edges', async ({
  page,
}) => {
  await page.goto('/check');
  await expectReadsWell(page);
  await expectEdges(page.locator('main'));
  await page.getByRole('textbox', { name: checkContent.form.numberLabel }).fill('ZZ000001');
  await page.getByRole('textbox', { name: checkContent.form.surnameLabel }).fill('Example');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === checkPath);
  await page.getByRole('button', { name: checkContent.form.submitLabel }).click();
  expect((await answered).status()).toBe(200);
  await page.waitForLoadState('domcontentloaded');
  await expectReadsWell(page);
  const opener = page.locator('summary', { hasText: checkContent.report.summary });
  const closed = (await painted(opener)).png;
  await opener.click();
  await expect(page.getByRole('button', { name: checkContent.report.submitLabel })).toBeVisible();
  // Opened, it is painted otherwise (its arrow turns), and it keeps its edge.
  expect((await painted(opener)).png.equals(closed)).toBe(false);
  await expectEdges(page.locator('main'));
});

test('the instructor check, the crew check and the verify page keep their buttons’ edges', async ({
  page,
}) => {
  for (const [path, button] of [
    ['/instructors/check', instructorCheckContent.form.submitLabel],
    ['/check/crew', crewCheckContent.form.submitLabel],
    ['/verify', verifyContent.form.submitLabel],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    await expectReadsWell(page);
    await expectEdges(page.locator('main'));
  }
});
