import { notFoundPath, routes, expect, test, wcagViolations } from './fixtures';

// axe (WCAG 2.2 AA) on every page and the 404 page at 375 px; at 1280 px it runs inside each
// page's own test in e2e/site.spec.ts, on the page that test has open.
const targets = [
  ...routes.map(({ name, path }) => ({ name, path })),
  { name: '404', path: notFoundPath },
];

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  for (const { name, path } of targets) {
    test(`${name} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
});
