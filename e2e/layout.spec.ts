import { expect, test } from './fixtures';

// That no page scrolls sideways, from 320 to 1920 px: e2e/built-css.spec.ts.

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
