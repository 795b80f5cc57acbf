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

test('the axe the suite runs finds what WCAG forbids, and refuses a page with a frame', async ({
  page,
}) => {
  await page.setContent(
    `<!doctype html><html lang="en"><title>Broken</title><main>
      <p style="color:#aaa;background:#fff">Grey on white</p><img src="data:," width="10" height="10">
      <a href="/"></a></main></html>`,
  );
  const found = (await wcagViolations(page)).map((line) => line.split(' ')[0]);
  expect(found).toEqual(expect.arrayContaining(['color-contrast', 'image-alt', 'link-name']));
  await page.setContent('<!doctype html><html lang="en"><title>Framed</title><iframe></iframe>');
  await expect(wcagViolations(page)).rejects.toThrow('frames, which axe would skip');
});
