import { uiText } from '@/content/ui';
import { navItems } from '@/lib/pages';
import { pages } from '@/content/pages';
import { slides } from '@/content/slides';
import { expect, routes, test } from './fixtures';

test.use({ javaScriptEnabled: false });

for (const { name, path } of routes) {
  test(`${name} is complete and readable without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toBeVisible();
    // Every block renders real text, not an empty shell waiting for a script.
    expect((await main.innerText()).length).toBeGreaterThan(200);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('Home shows its first slide without JavaScript', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(slides[0].title, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: slides[0].buttonText })).toHaveAttribute(
    'href',
    slides[0].buttonAction,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens and every navigation link is reachable without JavaScript', async ({
    page,
  }) => {
    await page.goto('/terms');
    const nav = page.getByRole('navigation', { name: uiText.nav.label });
    await expect(nav.filter({ visible: true })).toHaveCount(0);
    await page.getByText(uiText.nav.menu, { exact: true }).click();
    const links = nav.filter({ visible: true }).getByRole('link');
    await expect(links).toHaveText(navItems(pages).map((item) => item.label));
    await links.filter({ hasText: 'Accreditation' }).click();
    await expect(page).toHaveURL(/\/accreditation$/);
  });

  test('the menu opens to every navigation link and no close button that could not work', async ({
    page,
  }) => {
    await page.goto('/about');
    const menu = page.locator('details', { has: page.getByText(uiText.nav.menu, { exact: true }) });
    await expect(menu).not.toHaveAttribute('open');
    await page.getByText(uiText.nav.menu, { exact: true }).click();
    await expect(menu).toHaveAttribute('open', '');
    const nav = page.getByRole('navigation', { name: uiText.nav.label }).filter({ visible: true });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(navItems(pages).map((item) => item.label));
    for (const link of await links.all()) await expect(link).toBeVisible();
    // Closing needs JavaScript; without it the menu button itself closes the menu.
    await expect(page.getByRole('button', { name: uiText.nav.close })).toHaveCount(0);
    await expect(page.getByText(uiText.nav.close)).toHaveCount(0);
    await page.getByText(uiText.nav.menu, { exact: true }).click();
    await expect(menu).not.toHaveAttribute('open');
    await expect(nav).toHaveCount(0);
  });
});
