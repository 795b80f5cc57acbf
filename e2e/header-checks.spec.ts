import { uiText } from '@/content/ui';
import { pages } from '@/content/pages';
import { checkItems, navItems } from '@/lib/pages';
import { expect, test, widths } from './fixtures';

// Issue 44: the checks one tap away from every page, in the header and the phone menu, with and
// without JavaScript, beside the five navigation items SPEC orders (which stay as they are).
const expectedChecks = checkItems(pages);
const expectedNav = navItems(pages);
const samplePaths = ['/', '/about', '/terms', '/providers', '/check'];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    for (const width of widths) {
      test.describe(`at ${width} px`, () => {
        test.use({ viewport: { width, height: width < 1024 ? 667 : 800 } });

        test('every page’s header shows the checks, one tap away, within the first screen', async ({
          page,
        }) => {
          expect(expectedChecks.map((item) => item.href)).toEqual(['/check', '/instructors/check']);
          for (const path of samplePaths) {
            await page.goto(path);
            const checks = page
              .getByRole('banner')
              .getByRole('navigation', { name: uiText.checks, exact: true });
            const links = checks.getByRole('link');
            await expect(links).toHaveText(expectedChecks.map((item) => item.label));
            for (const [i, item] of expectedChecks.entries()) {
              const link = links.nth(i);
              await expect(link).toBeVisible();
              await expect(link).toHaveAttribute('href', item.href);
              const box = (await link.boundingBox())!;
              expect(box.y + box.height).toBeLessThanOrEqual(width < 1024 ? 667 : 800);
              // A target a thumb can hit (WCAG 2.5.8's 24 px at the least).
              expect(box.height).toBeGreaterThanOrEqual(24);
            }
            // The five navigation items are untouched.
            if (width >= 1024) {
              const nav = page.getByRole('navigation', { name: uiText.nav.label, exact: true });
              await expect(nav.getByRole('link')).toHaveText(expectedNav.map((item) => item.label));
            }
          }
          await page
            .getByRole('navigation', { name: uiText.checks, exact: true })
            .getByRole('link', { name: expectedChecks[1]!.label })
            .click();
          await expect(page).toHaveURL(/\/instructors\/check$/);
        });

        if (width < 1024) {
          test('the phone menu holds the five navigation items, then the checks', async ({
            page,
          }) => {
            await page.goto('/terms');
            await page.getByText(uiText.nav.menu, { exact: true }).click();
            const nav = page
              .getByRole('navigation', { name: uiText.nav.label, exact: true })
              .filter({ visible: true });
            await expect(nav.getByRole('link')).toHaveText(expectedNav.map((item) => item.label));
            const menu = page.locator('details', {
              has: page.getByText(uiText.nav.menu, { exact: true }),
            });
            const checks = menu.getByRole('link', { name: /^Check / });
            await expect(checks).toHaveText(expectedChecks.map((item) => item.label));
            for (const link of await checks.all()) await expect(link).toBeVisible();
            await checks.first().click();
            await expect(page).toHaveURL(/\/check$/);
          });
        }
      });
    }
  });
}
