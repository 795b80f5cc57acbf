import { test as base, expect } from '@playwright/test';
import { checkContent } from '@/content/check';
import { contactContent } from '@/content/contact';
import { instructorCheckContent } from '@/content/instructor-check';
import { finderContent } from '@/content/providers';
import { finderPaths, checkPath, instructorCheckPath } from '@/functions/vocabulary/paths.js';
import { uiText } from '@/content/ui';
import buildEnv from '../scripts/build/e2e-build-env.json' with { type: 'json' };
import { type Engine, type EngineName, launchEngine, waitFor } from './engines/drivers.mjs';
import { hiddenFormFields, routes, submissionsWith, widths } from './fixtures';
import { shownTexts } from '../scripts/test/in-page.mjs';
import { referenceWords } from './engines/references';
import { innerHeaderOnScreen, short, upright } from './inner-header';
import tailwindConfig from '../tailwind.config';

const fontStack = tailwindConfig.theme!.extend!.fontFamily!.sans as string[];

// The site in Firefox and WebKit (Safari's engine), besides the Chromium suite: only what can
// differ between engines, read from what each shows. On every route at a phone's and a desktop's
// width: no script error, failed request or policy violation (e2e/engines/watching-proxy.mjs puts
// a watcher first in each page); every word the page shows in Chromium shown; the text painted in
// the platform's font; each island answering as a visitor tries it. And the native contact form
// reaching the form service with every field. Each engine keeps one browser (one visit) per worker,
// so every page after a worker's first is a visit's later page.

/** The site behind the watching proxy (playwright.config.ts starts it). */
const watchedOrigin = 'http://127.0.0.1:4176';
const wordsWithinMs = 5_000;
const islandsWithinMs = 10_000;

const test = base.extend<object, { engineName: EngineName; engine: Engine }>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, provide) => {
      const engine = await launchEngine(engineName);
      await provide(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

// Self-contained functions the engines run in the page.

/**
 * Marks the first element of `selector` (inside `within`, if given) whose accessible name, as a
 * label or its text, is `name`, for a driver to click; whether
 * one was found.
 */
function markTarget(selector: string, name: string, within: string | null) {
  document.querySelector('[data-engine-target]')?.removeAttribute('data-engine-target');
  const scope = within ? document.querySelector(within) : document;
  const named = (element: Element) => {
    const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
    const text = label.replace(/\s+/g, ' ').trim();
    return text === name;
  };
  const target = [...(scope?.querySelectorAll(selector) ?? [])].find(named);
  target?.setAttribute('data-engine-target', '');
  target?.scrollIntoView({ block: 'center', behavior: 'instant' });
  return Boolean(target);
}

/** Whether `selector` matches an element that is laid out and visible. */
const shown = (selector: string) =>
  Boolean(
    document
      .querySelector(selector)
      ?.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
  );

/**
 * The font of the page's first paragraph: its stack as computed, the first family of it the engine
 * has (one it has changes a line's width from monospace's when monospace is its fallback), and the
 * width of a line as painted in the stack and in that family alone; the same font paints the same
 * width.
 */
function paintedFont() {
  const paragraph = document.querySelector('main p') ?? document.body;
  const stack = getComputedStyle(paragraph).fontFamily;
  const widthIn = (font: string) => {
    const probe = document.createElement('span');
    probe.textContent = 'Accredited training, verified instructors: 0123456789';
    probe.style.cssText = `position:absolute;white-space:nowrap;font-size:40px;font-family:${font}`;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  };
  const monospace = widthIn('monospace');
  const families = stack.split(',').map((family) => family.trim());
  const first = families.find((family) => widthIn(`${family}, monospace`) !== monospace) ?? 'none';
  return { stack, first, page: widthIn(stack), firstWidth: widthIn(first) };
}

const problems = () => (window as unknown as { pageProblems?: string[] }).pageProblems ?? null;

/** Clicks the element `markTarget` finds, or fails naming it. */
async function clickNamed(
  engine: Engine,
  name: string,
  { selector = 'button', within = null as string | null } = {},
) {
  const found = await engine.evaluate(markTarget, selector, name, within);
  expect(found, `a "${name}" control`).toBe(true);
  await engine.click('[data-engine-target]');
}

const until = (engine: Engine, check: () => Promise<boolean>, message: string, timeoutMs = 5_000) =>
  waitFor(check, { timeoutMs, message: `${engine.name}: ${message}` });

/** Each island of the page answers as a visitor tries it. */
async function tryIslands(engine: Engine, width: number) {
  const islands = await engine.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')].map((e) => e.dataset.island!),
  );
  await until(
    engine,
    () =>
      engine.evaluate(() =>
        [...document.querySelectorAll('[data-island]')].every((e) =>
          e.hasAttribute('data-hydrated'),
        ),
      ),
    `the islands (${islands.join(', ')}) hydrate`,
    islandsWithinMs,
  );

  // The logo strip moves by itself (every 2 s): note where it stands now, look again later.
  const strip = '[data-island="logo-carousel"]';
  /** The logo the strip is at (its current dot) and where its track stands. */
  const stripPosition = () =>
    engine.evaluate(
      (within: string) =>
        `${document.querySelector(`${within} button[aria-current="true"]`)?.textContent} ${
          getComputedStyle(document.querySelector(`${within} ul`)!).transform
        }`,
      strip,
    );
  let stripStart = '';
  if (islands.includes('logo-carousel')) {
    // Under reduced motion it waits for play: press it, as the visitor would.
    if (await engine.evaluate(markTarget, 'button', uiText.logos.play, strip))
      await engine.click('[data-engine-target]');
    stripStart = await stripPosition();
  }

  if (islands.includes('slide-carousel')) {
    const current = () =>
      engine.evaluate(
        () =>
          document
            .querySelector('[aria-roledescription="slide"]:not([inert])')
            ?.getAttribute('aria-label') ?? '',
      );
    await clickNamed(engine, uiText.slides.pause);
    await until(
      engine,
      () => engine.evaluate(markTarget, 'button', uiText.slides.play, null),
      'pause turns to play',
    );
    const before = await current();
    await clickNamed(engine, uiText.slides.next);
    await until(
      engine,
      async () => (await current()) !== before,
      `the next slide comes (was ${before})`,
    );
    await clickNamed(engine, uiText.slides.play);
    await until(
      engine,
      () => engine.evaluate(markTarget, 'button', uiText.slides.pause, null),
      'play turns to pause',
    );
  }

  if (islands.includes('mobile-menu') && width < 1024) {
    const link = '[data-island="mobile-menu"] a';
    await clickNamed(engine, uiText.nav.menu, { selector: 'summary' });
    await until(engine, () => engine.evaluate(shown, link), 'the phone menu opens');
    await engine.pressEscape();
    await until(
      engine,
      async () => !(await engine.evaluate(shown, link)),
      'the phone menu closes on Escape',
    );
  }

  if (islands.includes('logo-carousel'))
    await until(
      engine,
      async () => (await stripPosition()) !== stripStart,
      'the logo strip moves',
      10_000,
    );

  if (islands.includes('scroll-to-top')) {
    const scrollable = await engine.evaluate(
      () => document.documentElement.scrollHeight > innerHeight + 200,
    );
    if (scrollable) {
      await engine.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
      const button = '[data-island="scroll-to-top"] button';
      await until(engine, () => engine.evaluate(shown, button), 'back-to-top appears');
      await engine.click(button);
      await until(
        engine,
        async () => (await engine.evaluate(() => window.scrollY)) === 0,
        'back to the top',
      );
    }
  }
}

for (const width of widths)
  for (const route of routes)
    test(`${route.name} (${route.path}) at ${width} px: no problem, every word, the platform font, the islands`, async ({
      engine,
    }) => {
      // The words a visitor is given: the page in Chromium with everything in and JavaScript off.
      const words = referenceWords(route.path, width);
      await engine.resize(width, 800);
      await engine.open(new URL(route.path, watchedOrigin).href);
      expect(
        await engine.evaluate(() => document.documentElement.clientWidth),
        'the page is laid out at the width asked for',
      ).toBe(width);

      let missing: string[] = [];
      await until(
        engine,
        async () => {
          const left = new Map<string, number>();
          for (const text of await engine.evaluate(shownTexts))
            left.set(text, (left.get(text) ?? 0) + 1);
          missing = words.filter((text) => {
            const count = left.get(text) ?? 0;
            left.set(text, count - 1);
            return count <= 0;
          });
          return missing.length === 0;
        },
        `every word shown; missing: ${JSON.stringify(missing.slice(0, 5))}`,
        wordsWithinMs,
      ).catch((error) => {
        throw new Error(`${error.message}; missing ${JSON.stringify(missing.slice(0, 8))}`);
      });

      // The site's stack (tailwind.config.ts), painted in the first of its fonts the engine has.
      const font = await engine.evaluate(paintedFont);
      expect(font.stack.replaceAll('"', '').split(/,\s*/), 'the font stack').toEqual(
        fontStack.map((family) => family.replaceAll('"', '')),
      );
      expect(
        Math.abs(font.page - font.firstWidth),
        `the text painted in ${font.first}, the first of the stack ${engine.name} has`,
      ).toBeLessThan(0.5);

      await tryIslands(engine, width);

      expect(
        await engine.evaluate(problems),
        'script errors, failed requests, policy violations',
      ).toEqual([]);
    });

for (const width of widths)
  test(`the contact form at ${width} px reaches the form service with every field`, async ({
    engine,
  }) => {
    const message = `${engine.name} at ${width} px ${Date.now()}-${Math.random()}`;
    await engine.resize(width, 800);
    // Straight from the site: the form service sends the visitor back to the site's own origin.
    await engine.open(new URL('/contact', buildEnv.NEXT_PUBLIC_SITE_URL).href);
    const values: Record<string, string> = {
      'first-name': 'Ada',
      'last-name': 'Lovelace',
      email: 'ada@example.com',
      'phone-number': '01632 960 000',
      message,
    };
    for (const [name, value] of Object.entries(values))
      await engine.type(`form [name="${name}"]`, value);
    await clickNamed(engine, contactContent.form.submitLabel);
    await until(
      engine,
      async () => (await engine.evaluate(() => location.pathname)) === '/contact/thank-you',
      'the thank-you page comes',
    );
    const [mine] = await submissionsWith(message);
    expect(mine?.contentType).toBe('application/x-www-form-urlencoded');
    expect(mine?.fields).toEqual({ ...hiddenFormFields, ...values });
  });

test('the operator check: a match (reached by ?number=), a no-match, a wrong surname, a malformed number', async ({
  engine,
}) => {
  await engine.resize(375, 800);
  /** Fills in /check (the number already there when `prefilled`) and presses the button. */
  const check = async (number: string, surname: string, { prefilled = false } = {}) => {
    const query = prefilled ? `?number=${encodeURIComponent(number)}` : '';
    await engine.open(new URL(`/check${query}`, watchedOrigin).href);
    if (prefilled)
      await until(
        engine,
        () =>
          engine.evaluate(
            (expected: string) =>
              document.querySelector<HTMLInputElement>('#check-number')?.value === expected,
            number,
          ),
        `?number= fills in ${number}`,
      );
    else await engine.type('#check-number', number);
    await engine.type('#check-surname', surname);
    await clickNamed(engine, checkContent.form.submitLabel);
    await until(
      engine,
      () =>
        engine
          .evaluate(
            (path: string) => location.pathname === path && document.readyState === 'complete',
            checkPath,
          )
          // Asked while the form's page unloads, the driver may lose the answer: ask again.
          .catch(() => false),
      'the answer comes',
    );
    const texts = await engine.evaluate(shownTexts);
    expect(
      await engine.evaluate(problems),
      'script errors, failed requests, policy violations',
    ).toEqual([]);
    return texts;
  };

  const matched = await check('ZZ000002', "o'neill sample", { prefilled: true });
  for (const text of [
    `${checkContent.match.heading}: Current`,
    'Zoë O’Neill-Sample',
    'ZZ000002',
    '30 June 2029',
    '360° excavator',
    'Forward tipping dumper',
    'Ride-on roller',
  ])
    expect(matched.join('\n'), `the match shows ${text}`).toContain(text);
  // The photograph, from data in the page (the site's policy allows data: images), decoded.
  expect(
    await engine.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('main img[src^="data:image/jpeg"]');
      return img ? [img.complete, img.naturalWidth, img.naturalHeight] : null;
    }),
  ).toEqual([true, 300, 375]);

  /** What a page shows but what the visitor typed, and the time and reference made of it. */
  const masked = (texts: string[], number: string, surname: string) =>
    texts.map((text) =>
      text
        .replaceAll(number, 'NUMBER')
        .replaceAll(surname, 'SURNAME')
        .replace(/[0-9A-Z]{6,8}-[0-9A-Z]{8}/, 'REFERENCE')
        .replace(/\d\d:\d\d:\d\d/, 'TIME'),
    );
  const unknown = await check('ZZ999999', 'Example');
  const wrong = await check('ZZ000001', 'Smith');
  expect(unknown).toContain(checkContent.noMatch.heading);
  expect(
    masked(wrong, 'ZZ000001', 'Smith'),
    'a wrong surname gets what an unknown number gets',
  ).toEqual(masked(unknown, 'ZZ999999', 'Example'));

  const malformed = await check('12345', 'Example');
  expect(malformed).toContain(checkContent.errorSummaryHeading);
  expect(malformed).toContain(checkContent.messages.number.format);
  expect(
    await engine.evaluate(() => document.querySelector<HTMLInputElement>('#check-number')?.value),
    'the number typed is kept',
  ).toBe('12345');
});

test('the provider finder: a search, its results and a provider’s page; the instructor check: a match', async ({
  engine,
}) => {
  await engine.resize(375, 800);
  /** Waits for the page at `path` to have loaded, asking again if the driver lost the answer. */
  const loaded = (path: string, what: string) =>
    until(
      engine,
      () =>
        engine
          .evaluate(
            (at: string) => location.pathname === at && document.readyState === 'complete',
            path,
          )
          .catch(() => false),
      what,
    );
  const noProblems = async () =>
    expect(
      await engine.evaluate(problems),
      'script errors, failed requests, policy violations',
    ).toEqual([]);

  await engine.open(new URL('/providers', watchedOrigin).href);
  await engine.type('#finder-where', 'LS1 4AB');
  await clickNamed(engine, finderContent.form.submitLabel);
  await loaded(finderPaths.results, 'the results come');
  const results = (await engine.evaluate(shownTexts)).join('\n');
  expect(results).toContain('Example Forklift Training (Leeds)');
  expect(results).not.toContain('Placeholder Lift Trucks North West');
  await noProblems();
  await clickNamed(engine, 'Example Forklift Training (Leeds)', { selector: 'main a' });
  await loaded('/providers/ZZ0001', 'the provider’s page comes');
  const provider = (await engine.evaluate(shownTexts)).join('\n');
  for (const text of ['Example Forklift Training (Leeds)', 'Priya Example'])
    expect(provider, `the provider’s page shows ${text}`).toContain(text);
  await noProblems();

  await engine.open(new URL('/instructors/check', watchedOrigin).href);
  await engine.type('#check-number', 'ZZ100001');
  await engine.type('#check-surname', 'example');
  await clickNamed(engine, instructorCheckContent.form.submitLabel);
  await loaded(instructorCheckPath, 'the answer comes');
  const answer = (await engine.evaluate(shownTexts)).join('\n');
  for (const text of [
    `${instructorCheckContent.match.heading}: Current`,
    'Priya Example',
    'Example Forklift Training (Leeds)',
  ])
    expect(answer, `the answer shows ${text}`).toContain(text);
  await noProblems();
});

test("the inner header on a phone upright and on a short screen: its button on the first screen, scrolling to the content, or no button and no picture's height", async ({
  engine,
}) => {
  for (const [width, height] of [...upright, ...short]) {
    const where = `${engine.name} at ${width} x ${height}`;
    await engine.resize(width, height);
    await engine.open(new URL('/instructors', watchedOrigin).href);
    const header = await engine.evaluate(innerHeaderOnScreen);
    if (short.some(([w, h]) => w === width && h === height)) {
      expect(header.button, where).toBe('not shown');
      expect(header.aboveWords, where).toBeLessThanOrEqual(48);
      expect(header.contentTop, where).toBeLessThan(height * 2);
      continue;
    }
    expect(header.button, where).toBe('on the first screen');
    expect(header.picture, where).toBe(header.band);
    expect(header.band, where).toBeGreaterThanOrEqual(300);
    await engine.click('main a[href="#page-content"]');
    await until(
      engine,
      async () => {
        const top = (await engine.evaluate(innerHeaderOnScreen)).contentTop;
        return top >= 0 && top < 50;
      },
      `${where}: the button scrolls the content's start to the top`,
    );
  }
});
