import { servicesContent } from '@/content/home';
import { pages } from '@/content/pages';
import { sectorPages } from '@/lib/pages';
import { expect, test } from './fixtures';

// The sector pages and the Company Services cards that lead to them (issue 26). What every page
// gets (headers, axe, first paint, faults, engines, SEO) the route-wide specs check; here, what is
// particular to these: their sources, the cards as links, and the Instructors card's redirect.

const sectors = sectorPages(pages);
/** Where the pages' sources may live: the regulator's and the legislation's own sites. */
const sourceHosts = ['www.hse.gov.uk', 'www.legislation.gov.uk'];

test('five sector pages, each citing its sources on hse.gov.uk and legislation.gov.uk only', async ({
  page,
}) => {
  expect(sectors.map((p) => p.pageUrl)).toEqual([
    '/services/distribution-and-logistics',
    '/services/construction',
    '/services/landfill',
    '/services/timber-yards',
    '/services/lifting-machinery',
  ]);
  for (const sector of sectors) {
    await page.goto(sector.pageUrl);
    const main = page.getByRole('main');
    const external = await main
      .locator('a[href^="http"]')
      .evaluateAll((links) =>
        links.map((a) => ({ href: (a as HTMLAnchorElement).href, text: a.textContent!.trim() })),
      );
    expect(external.length, `${sector.pageUrl} cites at least two sources`).toBeGreaterThanOrEqual(
      2,
    );
    for (const { href, text } of external) {
      const url = new URL(href);
      expect(url.protocol, href).toBe('https:');
      expect(sourceHosts, `${sector.pageUrl}: "${text}" links to ${href}`).toContain(url.host);
      expect(text.length, href).toBeGreaterThan(3);
    }
    // The scheme never claims HSE's approval (docs/decisions.md, "Copy and the scheme's details").
    await expect(main).not.toContainText(/HSE[- ]approved/i);
    // Home, then the page: no "Services" page stands between.
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
    ).toHaveText(['Home', sector.pageName]);
  }
});

test('a service card leads to its page: by a click anywhere on it, or by the keyboard, with a visible focus ring and no shift', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const cards = page.locator('section[aria-labelledby="services-heading"] li');
  const boxes = () =>
    cards.evaluateAll((items) => items.map((i) => i.getBoundingClientRect().toJSON()));

  // Keyboard: Tab from one card's link to the next; the card around the focused link is ringed.
  const card = cards.nth(1);
  await card.scrollIntoViewIfNeeded();
  const before = await boxes();
  const box = (await card.boundingBox())!;
  // The 8 px around the card, outside it: where the card's own ring is painted, and nothing else.
  const around = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: 8 };
  const unfocused = await page.screenshot({ clip: around });
  await cards.nth(0).getByRole('link').focus();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('link')).toBeFocused();
  const focused = await page.screenshot({ clip: around });
  expect(focused.equals(unfocused), 'a ring is painted around the focused card').toBe(false);
  expect(await boxes(), 'focus moves no card').toEqual(before);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${servicesContent.services[1].navigate}$`));

  // Pointer: a click on the card's picture, far from its title, follows the link too.
  await page.goto('/');
  await cards.nth(2).scrollIntoViewIfNeeded();
  const picture = (await cards.nth(2).locator('img').boundingBox())!;
  // The mouse itself, at that point: whatever is on top there must take the click to the page.
  await page.mouse.click(picture.x + 20, picture.y + 20);
  await expect(page).toHaveURL(new RegExp(`${servicesContent.services[2].navigate}$`));
});

test('/services/instructors is the Instructors page: a permanent redirect, no copy', async ({
  request,
}) => {
  const response = await request.get('/services/instructors', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/instructors');
  expect(servicesContent.services[0].navigate).toBe('/instructors');
});
