// What a manual WCAG 2.2 audit checks and axe cannot: focus kept in a moving strip, text spacing,
// non-text contrast, forced colours, the heading outline, names as Chrome computes them, focus
// appearance, landmark noise and print.
import type { Locator, Page } from '@playwright/test';
import { constants } from '@/content/constants';
import { contactContent } from '@/content/contact';
import { partnersContent } from '@/content/home';
import { slides } from '@/content/slides';
import { uiText } from '@/content/ui';
import { expect, test } from './fixtures';

const { autoplayIntervalMs, transitionSpeedMs } = constants.logoCarousel;
const logos = partnersContent.logos;
const strip = (page: Page) => page.getByRole('region', { name: uiText.logos.label });
const activeDot = (page: Page) => strip(page).locator('button[aria-current="true"]');
const dotName = (i: number) => `${uiText.logos.goTo} ${i + 1} (${logos[i]!.alt})`;

/** Any CSS colour (oklch, lab, hex…) as sRGB, through a canvas. */
async function rgb(page: Page, colour: string): Promise<[number, number, number]> {
  return page.evaluate((value) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  }, colour);
}

/** WCAG contrast ratio of two sRGB colours. */
function contrast(a: [number, number, number], b: [number, number, number]) {
  const luminance = ([r, g, b]: [number, number, number]) => {
    const [R, G, B] = [r, g, b].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The colour behind an element: the first opaque background among it and its ancestors. */
const backdrop = (locator: Locator) =>
  locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour)) return colour;
    }
    return 'rgb(255, 255, 255)';
  });

/** The accessible name Chrome itself computes, from its accessibility tree. */
async function chromeName(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector(${JSON.stringify(selector)})`,
  });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    objectId: result.objectId!,
    fetchRelatives: false,
  });
  await cdp.detach();
  return nodes[0]?.name?.value;
}

test.describe('the logo strip and keyboard focus', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T09:00:10Z'));
    await page.goto('/');
    await expect(strip(page).getByRole('button', { name: uiText.logos.pause })).toBeVisible();
  });

  test('puts the rotation control first, before the dots and the logos', async ({ page }) => {
    const controls = strip(page).locator('a, button');
    await expect(controls.first()).toHaveAccessibleName(uiText.logos.pause);
    await expect(controls.nth(1)).toHaveAccessibleName(dotName(0));
    await expect(controls.nth(logos.length + 1)).toHaveAttribute('href', logos[0]!.url);
  });

  test('keeps focus on a logo link across three steps, paused until the visitor plays', async ({
    page,
  }) => {
    const link = strip(page).getByRole('link').first();
    await link.focus();
    for (let step = 0; step < 3; step++) {
      await page.clock.runFor(autoplayIntervalMs + transitionSpeedMs);
      await expect(link).toBeFocused();
      await expect(link.locator('xpath=ancestor::li')).not.toHaveAttribute('inert', '');
      await expect(activeDot(page)).toHaveAccessibleName(dotName(0));
    }
    // Paused for good: the control now offers to play, and leaving does not restart it.
    const play = strip(page).getByRole('button', { name: uiText.logos.play });
    await expect(play).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(autoplayIntervalMs * 2);
    await expect(activeDot(page)).toHaveAccessibleName(dotName(0));
    await play.click();
    await page.clock.runFor(autoplayIntervalMs);
    await expect(activeDot(page)).toHaveAccessibleName(dotName(1));
  });

  test('holds still while the pointer rests on it, and moves on once it leaves', async ({
    page,
  }) => {
    await strip(page).getByRole('link').first().hover();
    await page.clock.runFor(autoplayIntervalMs * 3);
    await expect(activeDot(page)).toHaveAccessibleName(dotName(0));
    await page.mouse.move(5, 5);
    await page.clock.runFor(autoplayIntervalMs);
    await expect(activeDot(page)).toHaveAccessibleName(dotName(1));
  });

  test('never clips a focused logo’s outline', async ({ page }) => {
    await page.keyboard.press('Tab'); // the focus style is for keyboard focus
    const link = strip(page).getByRole('link').first();
    await link.focus();
    const [box, view] = await link.evaluate((a) => [
      a.getBoundingClientRect().toJSON(),
      a.closest('ul')!.parentElement!.getBoundingClientRect().toJSON(),
    ]);
    // Outline (2 px offset + 3 px) and ring (5 px) reach 5 px beyond the link.
    expect(box.top - 5).toBeGreaterThanOrEqual(view.top);
    expect(box.bottom + 5).toBeLessThanOrEqual(view.bottom);
    expect(box.left - 5).toBeGreaterThanOrEqual(view.left);
  });
});

test.describe('text spacing (WCAG 1.4.12) at 320 px', () => {
  // The override is an inline style sheet, as a bookmarklet or extension adds it: let it in.
  test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true });

  test('the inner header grows rather than clip its breadcrumb or its button', async ({ page }) => {
    await page.goto('/terms');
    await page.addStyleTag({
      content:
        '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    });
    // The band that holds the h1, first in <main> (class names are shortened in the build).
    const header = page.locator('main > div').filter({ has: page.locator('h1') });
    const clipped = await header.evaluate((band) => {
      const outer = band.getBoundingClientRect();
      return (
        [...band.querySelectorAll('nav, h1, p, a')]
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          // What is shown (the scroll button is left out at this width).
          .filter(({ box }) => box.width > 0 && box.height > 0)
          .filter(({ box }) => box.top < outer.top || box.bottom > outer.bottom)
          .map(({ element }) => element.outerHTML.slice(0, 80))
      );
    });
    expect(clipped).toEqual([]);
    expect(await header.evaluate((band) => band.scrollHeight <= band.clientHeight)).toBe(true);
  });
});

test.describe('non-text contrast (WCAG 1.4.11)', () => {
  test('form field borders have at least 3:1 against their background', async ({ page }) => {
    await page.goto('/contact');
    for (const field of contactContent.form.fields) {
      const input = page.locator(`[name="${field.name}"]`);
      const border = await rgb(
        page,
        await input.evaluate((e) => getComputedStyle(e).borderTopColor),
      );
      const behind = await rgb(page, await backdrop(input.locator('xpath=..')));
      expect(contrast(border, behind), field.name).toBeGreaterThanOrEqual(3);
    }
  });

  test('every logo dot has at least 3:1 against the band', async ({ page }) => {
    await page.goto('/');
    const dots = strip(page).locator('ol button > span[aria-hidden]');
    await expect(dots).toHaveCount(logos.length);
    const band = await rgb(page, await backdrop(strip(page)));
    for (const dot of await dots.all()) {
      const colour = await rgb(page, await dot.evaluate((e) => getComputedStyle(e).borderTopColor));
      expect(contrast(colour, band)).toBeGreaterThanOrEqual(3);
    }
  });
});

test.describe('in forced colours', () => {
  test.beforeEach(async ({ page }) => {
    // Reduced motion too, so that no colour is read halfway through a transition.
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  });

  test('the logo dots and the current dot stay visible and distinct', async ({ page }) => {
    await page.goto('/');
    const band = await rgb(page, await backdrop(strip(page)));
    const marks = await strip(page)
      .locator('ol button > span[aria-hidden]')
      .evaluateAll((spans) =>
        spans.map((span) => {
          const style = getComputedStyle(span);
          return {
            width: span.getBoundingClientRect().width,
            border: style.borderTopWidth,
            colour: style.borderTopColor,
          };
        }),
      );
    for (const mark of marks) {
      expect(parseFloat(mark.border)).toBeGreaterThanOrEqual(2);
      expect(contrast(await rgb(page, mark.colour), band)).toBeGreaterThanOrEqual(3);
    }
    // The current dot is a wider pill: told apart by shape, not only by colour.
    expect(marks[0]!.width).toBeGreaterThan(marks[1]!.width * 1.5);
  });

  test('the current page keeps its marker in the desktop navigation', async ({ page }) => {
    await page.goto('/about');
    const current = page
      .getByRole('navigation', { name: uiText.nav.label })
      .filter({ visible: true })
      .getByRole('link', { name: 'About' });
    const marker = await current.evaluate((a) => {
      const style = getComputedStyle(a, '::after');
      return {
        width: style.borderBottomWidth,
        colour: style.borderBottomColor,
        opacity: style.opacity,
      };
    });
    expect(parseFloat(marker.width)).toBeGreaterThanOrEqual(2);
    expect(marker.opacity).toBe('1');
    const behind = await rgb(page, await backdrop(current));
    expect(contrast(await rgb(page, marker.colour), behind)).toBeGreaterThanOrEqual(3);
  });

  test('the back-to-top button keeps its circle', async ({ page }) => {
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo(0, 600));
    const button = page.getByRole('button', { name: uiText.scrollToTop });
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS('border-top-width', '2px');
  });
});

test('the phone menu marks the current page by more than colour', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  await page.locator('summary', { hasText: uiText.nav.menu }).click();
  const links = page
    .getByRole('navigation', { name: uiText.nav.label })
    .filter({ visible: true })
    .getByRole('link');
  const lines = await links.evaluateAll((anchors) =>
    anchors.map((a) => [a.textContent, getComputedStyle(a).textDecorationLine]),
  );
  expect(lines.filter(([, line]) => line === 'underline')).toEqual([['About', 'underline']]);
});

test('Home’s heading outline starts with its h1', async ({ page }) => {
  await page.goto('/');
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((h) => h.tagName));
  expect(levels[0]).toBe('H1');
  expect(levels.filter((level) => level === 'H1')).toHaveLength(1);
});

test.describe('names as Chrome computes them', () => {
  test('each logo dot says which logo it shows', async ({ page }) => {
    await page.goto('/');
    // The controls are hidden until the island hydrates.
    await expect(page.locator('[data-island="logo-carousel"][data-hydrated]')).toBeAttached();
    for (let i = 0; i < logos.length; i++) {
      expect(
        await chromeName(page, `[data-island="logo-carousel"] ol li:nth-child(${i + 1}) button`),
      ).toBe(dotName(i));
    }
  });

  test('the optional phone field is named with a space before “(optional)”', async ({ page }) => {
    await page.goto('/contact');
    expect(await chromeName(page, '[name="phone-number"]')).toBe(
      `${contactContent.form.fields.find((f) => f.name === 'phone-number')!.label} ${uiText.optionalField}`,
    );
  });
});

test.describe('focus appearance (WCAG 2.4.13)', () => {
  const ring = (locator: Locator) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return { outline: style.outlineWidth, style: style.outlineStyle, shadow: style.boxShadow };
    });

  test('inputs, slide controls and back-to-top keep both rings when focused', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const targets = [
      page.getByRole('button', { name: uiText.slides.pause }),
      page.getByRole('button', { name: uiText.slides.next }),
    ];
    for (const target of targets) {
      await target.focus();
      const { outline, style, shadow } = await ring(target);
      expect([outline, style]).toEqual(['3px', 'solid']);
      // The dark ring: a 5 px spread that no control's own ring or shadow replaces.
      expect(shadow).toMatch(/0px 0px 0px 5px$/);
    }
    await page.goto('/contact');
    await page.keyboard.press('Tab');
    const input = page.locator('[name="email"]');
    await input.focus();
    expect((await ring(input)).shadow).toMatch(/0px 0px 0px 5px$/);
    await page.evaluate(() => window.scrollTo(0, 600));
    const back = page.getByRole('button', { name: uiText.scrollToTop });
    await back.focus();
    expect((await ring(back)).shadow).toMatch(/0px 0px 0px 5px$/);
  });
});

test('the legal pages’ sections are not region landmarks', async ({ page }) => {
  for (const path of ['/terms', '/privacy', '/accessibility']) {
    await page.goto(path);
    // At most the closing call to action; none of the document's own sections.
    expect(await page.getByRole('main').getByRole('region').count(), path).toBeLessThanOrEqual(1);
    for (const heading of await page.locator('[data-print-link-targets] h2').all())
      await expect(
        page.getByRole('region', { name: (await heading.textContent())!, exact: true }),
      ).toHaveCount(0);
  }
});

test.describe('in print', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ media: 'print' });
  });

  test('an inner page prints dark on white, without navigation, menu or controls', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/privacy');
    const h1 = page.getByRole('heading', { level: 1 });
    const colour = await rgb(page, await h1.evaluate((e) => getComputedStyle(e).color));
    expect(contrast(colour, [255, 255, 255])).toBeGreaterThanOrEqual(7);
    await expect(page.locator('summary', { hasText: uiText.nav.menu })).toBeHidden();
    await expect(page.getByRole('navigation', { name: uiText.nav.label })).toBeHidden();
    await expect(page.locator('a[href="#page-content"]')).toBeHidden();
    // External links show where they go.
    const external = page.getByRole('main').locator('a[href^="http"]').first();
    const href = await external.getAttribute('href');
    expect(href).toBeTruthy();
    expect(await external.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(
      `" (${href})"`,
    );
  });

  test('Home prints every slide’s text and every logo’s name', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-island="slide-carousel"][data-hydrated]')).toBeAttached();
    for (const slide of slides) {
      await expect(page.getByText(slide.title, { exact: true })).toBeVisible();
      await expect(page.getByText(slide.subtitle, { exact: true })).toBeVisible();
    }
    for (const logo of logos) {
      await expect(
        strip(page).getByText(logo.alt, { exact: true }).filter({ visible: true }),
      ).toHaveCount(1);
    }
    await expect(page.getByRole('button', { name: uiText.slides.pause })).toBeHidden();
    await expect(page.getByRole('button', { name: uiText.logos.pause })).toBeHidden();
  });
});
