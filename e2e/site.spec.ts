import { uiText } from '@/content/ui';
import { constants } from '@/content/constants';
import { site } from '@/content/site';
import { headerTitle, navItems, footerItems, sectorItems } from '@/lib/pages';
import { pages } from '@/content/pages';
import { heroContent } from '@/content/home';
import { addressOneLine } from '@/content/address';
import { expect, notFoundPath, routes, test, wcagViolations } from './fixtures';

const expectedNav = navItems(pages);
const expectedFooterLinks = footerItems(pages);
const expectedSectorLinks = sectorItems(pages);

for (const { name, path, page } of routes) {
  test(`${name} (${path}) answers with its header, navigation, content and footer, and passes axe at 1280 px`, async ({
    page: browser,
  }) => {
    const response = await browser.goto(path);
    expect(response?.status()).toBe(200);

    const h1 = browser.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(
      page.headerProps.showCarousel ? heroContent.heading : headerTitle(page),
    );

    // Header first, then main, then footer.
    const order = await browser.evaluate(() =>
      ['header', 'main', 'footer'].map(
        (tag) => document.querySelector(`body ${tag}`)?.getBoundingClientRect().top ?? -1,
      ),
    );
    expect(order[0]).toBeLessThan(order[1]!);
    expect(order[1]).toBeLessThan(order[2]!);

    const nav = browser
      .getByRole('navigation', { name: uiText.nav.label })
      .filter({ visible: true });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(expectedNav.map((item) => item.label));
    for (const [i, item] of expectedNav.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', item.href);
    }
    const current = nav.locator('[aria-current="page"]');
    if (page.showInNav) await expect(current).toHaveAttribute('href', path);
    else await expect(current).toHaveCount(0);

    const footer = browser.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.company.name}`);
    await expect(footer).toContainText(`company number ${site.company.registrationNumber}`);
    await expect(footer).toContainText(`Registered in ${site.company.registeredIn}`);
    await expect(footer).toContainText(`Registered office: ${addressOneLine(site.contact)}`);
    await expect(footer).toContainText(site.strapLine);
    for (const item of expectedFooterLinks) {
      await expect(footer.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
        'href',
        item.href,
      );
    }
    // The sector pages, under their own heading, in order.
    const sectors = footer.getByRole('navigation', { name: uiText.footer.sectors });
    await expect(sectors.getByRole('link')).toHaveText(expectedSectorLinks.map((i) => i.label));
    for (const [i, item] of expectedSectorLinks.entries())
      await expect(sectors.getByRole('link').nth(i)).toHaveAttribute('href', item.href);
    for (const social of site.social) {
      await expect(
        footer.getByRole('link', { name: `${site.shortName} on ${social.name}` }),
      ).toHaveAttribute('href', social.href);
    }
    await expect(browser).toHaveTitle(
      page.pageUrl === '/' ? site.name : `${headerTitle(page)} | ${site.shortName}`,
    );
    // WCAG 2.2 AA at this width (1280 px); e2e/accessibility.spec.ts runs axe at 375 px.
    expect(await wcagViolations(browser)).toEqual([]);
  });
}

test('an unknown path gets the helpful 404 page with status 404, which passes axe at 1280 px', async ({
  page,
}) => {
  const response = await page.goto(notFoundPath);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const main = page.getByRole('main');
  for (const item of expectedNav) {
    await expect(main.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
      'href',
      item.href,
    );
  }
  await expect(main.getByRole('link', { name: /Contact the .* team/ })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
});

test('inner headers are 430 px high and their button scrolls to the content', async ({ page }) => {
  await page.goto('/instructors');
  // The band that holds the h1, the first thing in <main> (class names are shortened in the build).
  const band = page.locator('main > div').filter({ has: page.locator('h1') });
  expect((await band.boundingBox())?.height).toBe(constants.innerHeaderHeightPx);
  // A button for the pointer: the skip link is the one way past the header for a keyboard or a
  // screen reader, so this one is neither announced nor in the tab order.
  const scroll = band.locator('a[href="#page-content"]');
  await expect(scroll).toBeVisible();
  await expect(scroll).toHaveAttribute('aria-hidden', 'true');
  await expect(scroll).toHaveAttribute('tabindex', '-1');
  await scroll.click();
  await expect(page).toHaveURL(/#page-content$/);
  await expect
    .poll(() =>
      page.evaluate(() => document.getElementById('page-content')!.getBoundingClientRect().top),
    )
    .toBeLessThan(50);
});

test('on a phone, and at 400 % zoom, the inner header leaves the content on the first screens', async ({
  page,
}) => {
  // 375 x 667: a phone; 320 x 256: a 1280 x 1024 screen at 400 % zoom (WCAG's reflow width).
  for (const [width, height, screens] of [
    [375, 667, 1],
    [320, 256, 2],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/instructors');
    const band = page.locator('main > div').filter({ has: page.locator('h1') });
    await expect(band.locator('a[href="#page-content"]')).toBeHidden();
    // The top of the page's own content, below its header.
    const contentTop = await page.evaluate(
      () => document.getElementById('page-content')!.getBoundingClientRect().top,
    );
    expect(contentTop, `${width} x ${height}`).toBeLessThan(height * screens);
  }
});

test("on a phone, the finder's search box is on the first screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/providers');
  const box = await page.getByRole('textbox', { name: /Postcode/ }).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(667);
});

test("the page's h1 is inside <main>, the one target of the one skip link", async ({ page }) => {
  for (const path of ['/', '/about', '/providers', '/check', '/verify']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^skip/i })).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^skip/i })).toHaveAttribute(
      'href',
      '#main-content',
    );
  }
});

test('the skip link is the first thing a keyboard reaches and jumps to the content', async ({
  page,
}) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: uiText.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});
