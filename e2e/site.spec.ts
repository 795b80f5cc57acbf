import { uiText } from '@/content/ui';
import { constants } from '@/content/constants';
import { site } from '@/content/site';
import { headerTitle, navItems, footerItems, sectorItems } from '@/lib/pages';
import { pages } from '@/content/pages';
import { heroContent } from '@/content/home';
import { addressOneLine } from '@/content/address';
import { expect, notFoundPath, routes, test, wcagViolations } from './fixtures';
import { innerHeaderOnScreen, innerPages, short, upright } from './inner-header';

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

test('on a phone held upright, every inner page has its header: picture, title and the button, on the first screen', async ({
  page,
}) => {
  const seen: Record<string, unknown> = {};
  for (const [width, height] of upright) {
    await page.setViewportSize({ width, height });
    for (const path of innerPages) {
      await page.goto(path);
      const header = await page.evaluate(innerHeaderOnScreen);
      // 430 px where the screen has room for it below the site's header, less where it has not.
      if (
        header.button !== 'on the first screen' ||
        header.band < 300 ||
        header.picture !== header.band
      )
        seen[`${path} at ${width} x ${height}`] = header;
    }
  }
  expect(seen).toEqual({});
  // At 375 x 667 the header is the specification's 430 px.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/about');
  expect((await page.evaluate(innerHeaderOnScreen)).band).toBe(constants.innerHeaderHeightPx);
});

test("on a phone held upright, the header's button scrolls the content's start to the top", async ({
  page,
}) => {
  for (const [width, height] of upright) {
    await page.setViewportSize({ width, height });
    await page.goto('/instructors');
    await page.locator('main a[href="#page-content"]').click();
    const contentTop = async () => (await page.evaluate(innerHeaderOnScreen)).contentTop;
    await expect.poll(contentTop, { message: `${width} x ${height}` }).toBeLessThan(50);
    // At the top, not past it: the content's first line shows.
    expect(await contentTop()).toBeGreaterThanOrEqual(0);
  }
});

test('on a short screen (400 % zoom, a phone sideways), the inner header is only as high as its words', async ({
  page,
}) => {
  for (const [width, height] of short) {
    await page.setViewportSize({ width, height });
    for (const path of innerPages) {
      await page.goto(path);
      const header = await page.evaluate(innerHeaderOnScreen);
      const where = `${path} at ${width} x ${height}`;
      expect(header.button, where).toBe('not shown');
      // As high as its words and its padding (24 px above and below), no higher; the page's own
      // content starts within two screens.
      expect(header.aboveWords, where).toBeLessThanOrEqual(48);
      expect(header.contentTop, where).toBeLessThan(height * 2);
    }
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
