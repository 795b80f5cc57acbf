import { expect, routes, test } from './fixtures';

for (const width of [320, 1920]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path } of routes)
      test(`${path} does not scroll sideways`, async ({ page }) => {
        await page.goto(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} is ${overflow} px wider than the window`).toBe(0);
      });
  });
}

test('keyboard focus is always visible', async ({ page }) => {
  await page.goto('/contact');
  const focusStyles = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    focusStyles.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          element: `${element.tagName} ${element.textContent?.trim().slice(0, 30)}`,
          visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        };
      }),
    );
  }
  expect(focusStyles.filter((style) => !style.visible)).toEqual([]);
});
