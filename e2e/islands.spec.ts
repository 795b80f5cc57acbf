import type { Page, Route } from '@playwright/test';
import { constants } from '@/content/constants';
import { partnersContent } from '@/content/home';
import { pages } from '@/content/pages';
import { slides } from '@/content/slides';
import { uiText } from '@/content/ui';
import { checkItems, navItems } from '@/lib/pages';
import { expect, test, wcagViolations } from './fixtures';

const interval = constants.slideIntervalMs;

/** A logo dot's name: which logo it shows, by number and by name. */
const dotName = (n: number) => `${uiText.logos.goTo} ${n} (${partnersContent.logos[n - 1]!.alt})`;
const total = slides.length;

/** The slide in view: the only one that is not inert. */
const currentSlide = (page: Page) => page.locator('[aria-roledescription="slide"]:not([inert])');

/**
 * Fake timers, paused from the start: the page loads and hydrates on a frozen clock, so every
 * timer an island sets starts at a known instant and only `runFor` moves time on.
 */
async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T09:00:10Z'));
}

test.describe('the slides’ pictures', () => {
  const pictureOf = (i: number) => slides[i]!.imageUrl.replace(/\.\w+$/, '');

  test('only the first slide’s picture is eager; the hidden slides’ are lazy, behind it', async ({
    request,
  }) => {
    // Chrome still fetches a lazy picture near the view (a hidden slide is one screen aside), but
    // only once the page is laid out, after the first slide's and at low priority.
    const html = await (await request.get('/')).text();
    const pictures = [...html.matchAll(/<img\b[^>]*>/g)]
      .map(([img]) => img)
      .filter((img) => slides.some((_, i) => img.includes(pictureOf(i))));
    expect(pictures).toHaveLength(total);
    expect(pictures[0]).toMatch(/\bloading="eager"/);
    expect(pictures[0]).toMatch(/\bfetchPriority="high"/i);
    for (const picture of pictures.slice(1)) expect(picture).toMatch(/\bloading="lazy"/);
  });

  test('once the carousel works, every slide’s picture has loaded before its slide is shown', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: uiText.slides.pause })).toBeVisible();
    await page.getByRole('button', { name: uiText.slides.pause }).click();
    const pictures = page.locator('[aria-roledescription="slide"] img');
    await expect(pictures).toHaveCount(total);
    await expect
      .poll(() =>
        pictures.evaluateAll((images) =>
          (images as HTMLImageElement[]).map((image) => image.complete && image.naturalWidth > 0),
        ),
      )
      .toEqual(slides.map(() => true));
    for (let i = 1; i < total; i++) {
      await page.getByRole('button', { name: uiText.slides.next }).click();
      await page.clock.runFor(2000);
      await expect(currentSlide(page)).toHaveAttribute('aria-label', new RegExp(`^${i + 1}\\b`));
      const shown = currentSlide(page).locator('img');
      expect(
        await shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      ).toBe(true);
    }
  });
});

test.describe('slide carousel', () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: uiText.slides.pause })).toBeVisible();
  });

  test('is an ARIA carousel of labelled slides with the pause control first', async ({ page }) => {
    const carousel = page.getByRole('region', { name: uiText.slides.label });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = carousel.locator('[aria-roledescription="slide"]');
    await expect(groups).toHaveCount(total);
    for (let i = 0; i < total; i++) {
      await expect(groups.nth(i)).toHaveAttribute('role', 'group');
      await expect(groups.nth(i)).toHaveAttribute('aria-label', `${i + 1} of ${total}`);
    }
    const buttons = carousel.getByRole('button');
    await expect(buttons).toHaveText([
      uiText.slides.pause,
      uiText.slides.previous,
      uiText.slides.next,
    ]);
    // Focus order: the pause control comes before everything else in the carousel, right after
    // the navigation's last link.
    const lastInNav = navItems(pages).at(-1)!;
    await page.getByRole('link', { name: lastInNav.label, exact: true }).first().focus();
    await page.keyboard.press('Tab');
    await expect(buttons.first()).toBeFocused();
  });

  test(`advances every ${interval} ms, not before, and wraps to the first`, async ({ page }) => {
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${total}`);
    await page.clock.runFor(interval - 1);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${total}`);
    await page.clock.runFor(1);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `2 of ${total}`);
    for (let n = 3; n <= total; n++) {
      await page.clock.runFor(interval);
      await expect(currentSlide(page)).toHaveAttribute('aria-label', `${n} of ${total}`);
    }
    await page.clock.runFor(interval);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${total}`);
  });

  test('wraps both ways with the arrows and the arrow keys', async ({ page }) => {
    const carousel = page.getByRole('region', { name: uiText.slides.label });
    await carousel.getByRole('button', { name: uiText.slides.previous }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `${total} of ${total}`);
    await carousel.getByRole('button', { name: uiText.slides.next }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `${total} of ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${total}`);
  });

  test('pauses and plays, announcing slides politely only while paused', async ({ page }) => {
    const track = page.locator('[aria-live]').filter({ has: currentSlide(page) });
    await expect(track).toHaveAttribute('aria-live', 'off');
    await page.getByRole('button', { name: uiText.slides.pause }).click();
    await expect(page.getByRole('button', { name: uiText.slides.play })).toBeVisible();
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(interval * 3);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${total}`);
    await page.getByRole('button', { name: uiText.slides.play }).click();
    await page.clock.runFor(interval + 100);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `2 of ${total}`);
  });

  test('slide buttons are links', async ({ page }) => {
    await expect(
      currentSlide(page).getByRole('link', { name: slides[0].buttonText }),
    ).toHaveAttribute('href', slides[0].buttonAction);
  });
});

test('the slide carousel stays clean under axe while paused', async ({ page }) => {
  // axe needs real timers, so this test runs without the frozen clock.
  await page.goto('/');
  await page.getByRole('button', { name: uiText.slides.pause }).click();
  await expect(page.getByRole('button', { name: uiText.slides.play })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
});

test.describe('with reduced motion', () => {
  test.use({ colorScheme: 'light' });

  test('nothing moves until the visitor presses play, and slides change instantly', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: uiText.slides.play })).toBeVisible();
    await page.clock.runFor(interval * 3);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${total}`);
    await expect(page.getByRole('button', { name: uiText.logos.play })).toBeVisible();
    const activeDot = page.locator('button[aria-current="true"]');
    await expect(activeDot).toHaveText(dotName(1));

    // An instant jump: the slide is in place without running any animation frame.
    await page.getByRole('button', { name: uiText.slides.next }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `2 of ${total}`);
    const offset = await currentSlide(page).evaluate((el) => el.getBoundingClientRect().left);
    expect(Math.abs(offset)).toBeLessThan(1);
  });
});

test.describe('logo carousel', () => {
  const logos = partnersContent.logos;
  const strip = (page: Page) => page.getByRole('region', { name: uiText.logos.label });

  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await expect(strip(page).getByRole('button', { name: uiText.logos.pause })).toBeVisible();
  });

  test(`shows ${constants.logoCarousel.slidesToShow} logos on a desktop, with dots and no arrows`, async ({
    page,
  }) => {
    const visible = await strip(page)
      .locator('li:not([aria-hidden]) img')
      .evaluateAll((images) => {
        const view = images[0]!.closest('ul')!.parentElement!.getBoundingClientRect();
        return images.filter((img) => {
          const box = img.getBoundingClientRect();
          return box.left >= view.left - 1 && box.right <= view.right + 1;
        }).length;
      });
    expect(visible).toBe(constants.logoCarousel.slidesToShow);
    const dots = strip(page).getByRole('button', { name: new RegExp(`^${uiText.logos.goTo} `) });
    await expect(dots).toHaveCount(logos.length);
    await expect(strip(page).getByRole('button', { name: /previous|next/i })).toHaveCount(0);
  });

  test(`moves one logo every ${constants.logoCarousel.autoplayIntervalMs} ms with a linear ${constants.logoCarousel.transitionSpeedMs} ms transition, and loops`, async ({
    page,
  }) => {
    const active = strip(page).locator('button[aria-current="true"]');
    await expect(active).toHaveText(dotName(1));
    const track = strip(page).locator('ul').first();
    await expect(track).toHaveCSS('transition-timing-function', 'linear');
    await expect(track).toHaveCSS(
      'transition-duration',
      `${constants.logoCarousel.transitionSpeedMs / 1000}s`,
    );
    await page.clock.runFor(constants.logoCarousel.autoplayIntervalMs - 1);
    await expect(active).toHaveText(dotName(1));
    await page.clock.runFor(1);
    await expect(active).toHaveText(dotName(2));
    await page.clock.runFor(constants.logoCarousel.autoplayIntervalMs * (logos.length - 1));
    await expect(active).toHaveText(dotName(1));
  });

  test('pauses and goes to a logo from its dot', async ({ page }) => {
    await strip(page).getByRole('button', { name: uiText.logos.pause }).click();
    await page.clock.runFor(constants.logoCarousel.autoplayIntervalMs * 5);
    const active = strip(page).locator('button[aria-current="true"]');
    await expect(active).toHaveText(dotName(1));
    await strip(page)
      .getByRole('button', { name: dotName(3), exact: true })
      .click();
    await expect(active).toHaveText(dotName(3));
  });

  test('opens a logo’s link in a new tab and says so', async ({ page }) => {
    const first = logos[0];
    const link = strip(page).getByRole('link', { name: `${first.alt} ${uiText.newTab}` });
    await expect(link).toHaveAttribute('href', first.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

/** The phone menu's button: the `<summary>` of its native disclosure. */
const menuSelector = '[data-island="mobile-menu"] details > summary';

/**
 * The menu button as Chrome's accessibility tree gives it to assistive technology: its role, name
 * and expanded state. The `<summary>` carries no ARIA state of its own (HTML forbids it); the
 * browser exposes the `<details>` element's open state as the button's `expanded` property.
 */
async function menuButtonAx(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector(${JSON.stringify(menuSelector)})`,
    });
    if (!result.objectId) return undefined;
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const node = nodes[0];
    if (!node || node.ignored) return undefined;
    const expanded = node.properties?.find((property) => property.name === 'expanded');
    return {
      role: node.role?.value as string | undefined,
      name: node.name?.value as string | undefined,
      expanded: expanded?.value.value as boolean | undefined,
    };
  } finally {
    await cdp.detach();
  }
}

/** Waits until Chrome's accessibility tree says the menu button is expanded, or collapsed. */
async function expectMenuExpanded(page: Page, expanded: boolean) {
  await expect
    .poll(async () => (await menuButtonAx(page))?.expanded, {
      message: `the menu button's expanded state in Chrome's accessibility tree`,
    })
    .toBe(expanded);
}

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const menuButton = (page: Page) => page.locator(menuSelector);
  const menuLinks = (page: Page) =>
    page
      .getByRole('navigation', { name: uiText.nav.label })
      .filter({ visible: true })
      .getByRole('link');

  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('button', { name: uiText.slides.pause })).toHaveCount(0);
    await expect(page.locator('[data-island="mobile-menu"][data-hydrated]')).toBeAttached();
    await expectMenuExpanded(page, false);
  });

  test('is a disclosure button named Menu, with no ARIA of its own on the summary', async ({
    page,
  }) => {
    const button = menuButton(page);
    // HTML allows neither attribute on a <summary> that summarises its <details>.
    await expect(button).not.toHaveAttribute('aria-expanded');
    await expect(button).not.toHaveAttribute('aria-controls');
    const ax = await menuButtonAx(page);
    expect(ax?.name).toBe(uiText.nav.menu);
    // Chrome maps a details' summary to a button-like disclosure triangle.
    expect(ax?.role).toMatch(/^(DisclosureTriangle|button)$/);
    expect(ax?.expanded).toBe(false);
  });

  test('opens from its button and closes with Escape, returning focus', async ({ page }) => {
    const button = menuButton(page);
    await button.click();
    await expectMenuExpanded(page, true);
    await expect(menuLinks(page)).toHaveText(navItems(pages).map((item) => item.label));
    await expect(page.getByRole('button', { name: uiText.nav.close })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectMenuExpanded(page, false);
    await expect(menuLinks(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('works from the keyboard and closes from its close button', async ({ page }) => {
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expectMenuExpanded(page, true);
    for (let i = 0; i < navItems(pages).length; i++) await page.keyboard.press('Tab');
    await expect(menuLinks(page).last()).toBeFocused();
    // Then the checks, which the menu lists after the navigation (issue 44).
    for (const check of checkItems(pages)) {
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(check.label);
    }
    await page.keyboard.press('Tab');
    const close = page.getByRole('button', { name: uiText.nav.close });
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expectMenuExpanded(page, false);
    await expect(menuLinks(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('closes when focus or a click leaves it, and its links navigate', async ({ page }) => {
    const button = menuButton(page);
    await button.click();
    await expectMenuExpanded(page, true);
    // Somewhere the open panel (navigation and checks) does not cover.
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await expectMenuExpanded(page, false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await button.click();
    await expectMenuExpanded(page, true);
    await menuLinks(page).filter({ hasText: 'Instructors' }).click();
    await expect(page).toHaveURL(/\/instructors$/);
    await expect(page.locator('[data-island="mobile-menu"][data-hydrated]')).toBeAttached();
    await expectMenuExpanded(page, false);
  });

  test('stays clean under axe while open', async ({ page }) => {
    await menuButton(page).click();
    expect(await wcagViolations(page)).toEqual([]);
  });
});

/** Holds the islands' scripts until `release` is called: the page as it is before hydration. */
async function holdIslands(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/islands/**', (route) =>
    released ? route.continue() : void held.push(route),
  );
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

test('slides swiped before the islands hydrate stay where the visitor left them', async ({
  page,
}) => {
  const release = await holdIslands(page);
  // The held module script holds up the load events too: go on once the page is there.
  await page.goto('/', { waitUntil: 'commit' });
  // The row that scrolls: the slides' track's parent (class names are shortened in the build).
  const row = page.locator('[aria-roledescription="slide"]').first().locator('xpath=../..');
  await row.evaluate((element) =>
    element.scrollTo({ left: element.clientWidth, behavior: 'instant' }),
  );
  await release();
  await expect(page.locator('[data-island="slide-carousel"][data-hydrated]')).toBeAttached();
  // The carousel marks the slides out of view inert just after it hydrates: one slide is left.
  await expect(currentSlide(page)).toHaveCount(1);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `2 of ${total}`);
  // The slide in view is the second, squarely: not shifted by the old scroll position.
  const box = await currentSlide(page).boundingBox();
  expect(Math.abs(box!.x)).toBeLessThan(2);
});

test('logos scrolled before the islands hydrate stay where the visitor left them', async ({
  page,
}) => {
  await freezeClock(page);
  const release = await holdIslands(page);
  await page.goto('/', { waitUntil: 'commit' });
  const strip = page.getByRole('region', { name: uiText.logos.label });
  // The row that scrolls: the logos' list's parent (class names are shortened in the build).
  const row = strip.locator('ul').first().locator('xpath=..');
  // The whole row is parsed and laid out (the page is still loading) before the visitor scrolls.
  await expect(row.locator('li')).toHaveCount(partnersContent.logos.length * 2);
  await expect
    .poll(() =>
      row.evaluate((element) => {
        const logo = element.querySelector('li') as HTMLElement;
        element.scrollTo({ left: logo.offsetWidth * 2, behavior: 'instant' });
        return Math.round(element.scrollLeft / logo.offsetWidth);
      }),
    )
    .toBe(2);
  await release();
  await expect(page.locator('[data-island="logo-carousel"][data-hydrated]')).toBeAttached();
  await expect(strip.locator('button[aria-current="true"]')).toHaveText(dotName(3));
  // The third logo is first in view, squarely: not shifted by the old scroll position.
  const offset = await strip
    .locator('ul')
    .first()
    .evaluate(
      (track) =>
        (track.children[2] as HTMLElement).getBoundingClientRect().left -
        track.parentElement!.getBoundingClientRect().left,
    );
  expect(Math.abs(offset)).toBeLessThan(2);
});

test('the phone menu opened before the islands hydrate says it is open once they do', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // Hold the islands' scripts until the visitor has opened the menu.
  const release = await holdIslands(page);
  // The held module script holds up the load events too: go on once the page is there.
  await page.goto('/about', { waitUntil: 'commit' });
  const button = page.locator(menuSelector);
  const close = page.getByRole('button', { name: uiText.nav.close });
  await button.click();
  await expect(page.locator('details[open]')).toHaveCount(1);
  await expectMenuExpanded(page, true);
  // Before hydration the close button could do nothing, so the server's HTML has none.
  await expect(close).toHaveCount(0);
  await release();
  await expect(page.locator('[data-island="mobile-menu"][data-hydrated]')).toBeAttached();
  await expectMenuExpanded(page, true);
  await expect(page.locator('details[open]')).toHaveCount(1);
  await expect(close).toBeVisible();
  await page.keyboard.press('Escape');
  await expectMenuExpanded(page, false);
  await expect(page.locator('details[open]')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test.describe('scroll-to-top button', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  const threshold = constants.scrollTopThresholdPx;
  const button = (page: Page) => page.getByRole('button', { name: uiText.scrollToTop });

  test(`appears past ${threshold} px of scroll and hides again at ${threshold} px`, async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(button(page)).toBeHidden();
    await page.evaluate((y) => window.scrollTo(0, y), threshold + 1);
    await expect(button(page)).toBeVisible();
    await page.evaluate((y) => window.scrollTo(0, y), threshold);
    await expect(button(page)).toBeHidden();
  });

  test('scrolls to the top and moves focus to the start of the page', async ({ page }) => {
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await button(page).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('link', { name: uiText.skipLink })).toBeFocused();
  });

  test('scrolls instantly under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await button(page).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('never covers the last lines of a page at 320 px', async ({ page }) => {
    for (const path of ['/', '/terms', '/contact']) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(button(page)).toBeVisible();
      const covered = await button(page).evaluate((el) => {
        const b = el.getBoundingClientRect();
        const readable = [
          ...document.querySelectorAll('footer p, footer a, footer li, footer address'),
        ];
        return readable
          .filter((node) => {
            const r = node.getBoundingClientRect();
            return r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
          })
          .map((node) => node.textContent?.trim().slice(0, 40));
      });
      expect(covered, `${path}: the button covers footer content`).toEqual([]);
    }
  });
});

for (const width of [375, 1280]) {
  test(`Home does not shift when the islands hydrate at ${width} px (CLS < 0.01)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
    // Every shift so far, once two more frames have been drawn after the last island hydrated.
    const cls = await page.evaluate(async () => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
      let sum = 0;
      const add = (entries: PerformanceEntry[]) => {
        for (const entry of entries as Shift[]) if (!entry.hadRecentInput) sum += entry.value;
      };
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      await frame();
      await frame();
      add(observer.takeRecords());
      observer.disconnect();
      return sum;
    });
    expect(cls).toBeLessThan(0.01);
  });
}
