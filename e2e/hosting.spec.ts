import { createHash } from 'node:crypto';
import { contactContent } from '@/content/contact';
import { slides } from '@/content/slides';
import { uiText } from '@/content/ui';
import { navItems } from '@/lib/pages';
import { pages } from '@/content/pages';
import { islandLabels } from '@/components/islands/registry';
import { routes as functionRoutes } from '@/functions/vocabulary/paths.js';
import buildEnv from '../scripts/build/e2e-build-env.json' with { type: 'json' };
import { expect, notFoundPath, routes, test } from './fixtures';

/** A Content-Security-Policy as directive → sources. */
const directivesOf = (policy: string) =>
  Object.fromEntries(policy.split(/;\s*/).map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

/** A CSP hash source for an inline element's text. */
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The texts of a page's inline elements of one kind (`<script>` without src, or `<style>`). */
const inlineTexts = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))]
    .filter(([, attributes = '']) => !/\b(src|type)=/.test(attributes))
    .map(([, , text]) => text!);

test.describe('headers', () => {
  let sitePolicy: string | undefined;

  for (const { path } of [...routes, { path: notFoundPath }]) {
    test(`${path} carries the security headers and its own policy`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(path === notFoundPath ? 404 : 200);
      const headers = response.headers();
      expect(headers).toMatchObject({
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-resource-policy': 'same-origin',
        'x-frame-options': 'DENY',
        'cache-control': 'no-cache',
      });
      expect(headers['permissions-policy']).toMatch(
        /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
      );
      expect(headers['set-cookie']).toBeUndefined();
      // Left out on purpose (scripts/build/hosting.mjs says why): it would cost every first visit a new
      // renderer process.
      expect(headers['cross-origin-opener-policy']).toBeUndefined();

      const policy = headers['content-security-policy']!;
      // One header, not two rules' values joined.
      expect(policy).not.toContain(',');
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);
      // Inline: the boot script, the one script the site allows by its hash, and the page's CSS
      // where it fits in the first round trip; each by its hash.
      const html = await response.text();
      const [boot, ...otherScripts] = inlineTexts(html, 'script');
      expect(otherScripts).toEqual([]);
      const directives = directivesOf(policy);
      // Its own styles' hashes and no other page's: a policy of every page's hashes cost Home and
      // About a round trip before their first paint (docs/performance.md).
      const styles = inlineTexts(html, 'style');
      expect(styles.length).toBeGreaterThan(0);
      expect(directives['style-src']).toEqual(["'self'", ...styles.map(hashOf).sort()]);
      expect(directives).toEqual({
        'default-src': ["'none'"],
        'script-src': ["'self'", hashOf(boot!)],
        'style-src': directives['style-src'],
        // data: for the one image that must have no address: the operator's photograph on a check
        // answer (functions/handler.js), which shares this policy.
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'manifest-src': ["'self'"],
        // The form service, and the site it sends visitors back to.
        'form-action': [
          "'self'",
          ...[
            new URL(buildEnv.NEXT_PUBLIC_CONTACT_FORM_ENDPOINT).origin,
            new URL(buildEnv.NEXT_PUBLIC_SITE_URL).origin,
          ].sort(),
        ],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        // No upgrade-insecure-requests: this build is served over http, as `npm start` is
        // (scripts/build/content-security-policy.mjs, `servedOverHttps`).
      });
      // The same policy on every page but for the hashes.
      const withoutStyles = policy.replace(/style-src [^;]*/, 'style-src');
      sitePolicy ??= withoutStyles;
      expect(withoutStyles).toBe(sitePolicy);
    });
  }

  for (const address of ['/about.html', '/about/', '/index.html'])
    test(`${address} redirects with its page's own policy`, async ({ request }) => {
      const page = address.startsWith('/index') ? '/' : '/about';
      const policyOf = async (path: string) =>
        (await request.get(path, { maxRedirects: 0 })).headers()['content-security-policy'];
      expect(await policyOf(address)).toBe(await policyOf(page));
    });

  test('an answer of the function carries its own page’s policy, and breaks none of it', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    // A verify answer (no receipt given): one of the build's answer pages, filled by the function.
    const response = (await page.goto(functionRoutes.verify.path))!;
    expect(response.status()).toBe(400);
    const html = await response.text();
    const styles = inlineTexts(html, 'style');
    expect(styles).toHaveLength(1);
    const policy = (await response.allHeaders())['content-security-policy']!;
    expect(policy).not.toContain(',');
    expect(directivesOf(policy)['style-src']).toEqual(["'self'", hashOf(styles[0]!)]);
    await expect(page.locator('main')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual([]);
  });

  test('the islands’ file is cached for a year and kept to the site; images may be shared', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    // The islands' one file, which the boot script adds once the page has painted: the only file
    // under /_next/static/ a page asks for (its CSS is in it, its text in the platform's font).
    const script = page.locator('script[src^="/_next/static/islands/"]');
    await expect(script).toHaveCount(1);
    const src = (await script.getAttribute('src'))!;
    expect((await request.get(src)).headers(), src).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'same-origin',
    });
    const image = await page.locator('main img').first().getAttribute('src');
    const shared = [image!, '/opengraph-image.png', '/apple-icon.png', '/icon.svg'];
    for (const file of shared) {
      expect((await request.get(file)).headers(), file).toMatchObject({
        'cache-control': 'public, max-age=86400',
        'cross-origin-resource-policy': 'cross-origin',
      });
    }
    for (const file of ['/about', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest']) {
      expect((await request.get(file)).headers(), file).toMatchObject({
        'cache-control': 'no-cache',
        'cross-origin-resource-policy': 'same-origin',
      });
    }
  });

  test('the islands entry carries the integrity of the bytes served', async ({ page, request }) => {
    for (const path of ['/', '/about', '/contact']) {
      await page.goto(path);
      // Added by the boot script once the page has painted.
      const entry = page.locator('script[type="module"][src^="/_next/static/islands/"]');
      await expect(entry).toHaveCount(1);
      const bytes = await (await request.get((await entry.getAttribute('src'))!)).body();
      await expect(entry).toHaveAttribute(
        'integrity',
        `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
      );
    }
  });
});

test.describe('clean URLs', () => {
  for (const from of ['/about/', '/about.html', '/contact/thank-you/', '/index.html']) {
    test(`${from} redirects to its clean URL`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const clean = from.replace(/(\.html|\/)$/, '').replace(/^\/index$/, '/') || '/';
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(clean);
    });
  }

  test('an unknown path gets the 404 page with status 404', async ({ request }) => {
    const response = await request.get('/services/cranes');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });
});

for (const { path } of [...routes, { path: notFoundPath }])
  test(`${path} loads with no policy violation, and only the four islands hydrate, from their one file`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    // The islands hydrated under the policy: the back-to-top button answers to scrolling.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.getByRole('button', { name: uiText.scrollToTop })).toBeVisible();
    if (path === '/') {
      await expect(page.getByRole('button', { name: uiText.slides.pause })).toBeVisible();
      await expect(page.getByRole('button', { name: uiText.logos.pause })).toBeVisible();
    }
    await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual([]);
    // One script file, the islands'; no whole-page hydration payload; every island one of the four.
    expect(scripts).toEqual([expect.stringMatching(/^\/_next\/static\/islands\/islands-\w+\.js$/)]);
    expect(await page.evaluate(() => '__next_f' in self)).toBe(false);
    const names = await page
      .locator('[data-island]')
      .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-island')));
    expect(names.filter((name) => !Object.keys(islandLabels).includes(name!))).toEqual([]);
  });

test.describe('with every script blocked', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort('blockedbyclient'));
  });

  // Every page's words and contrast with its scripts gone: e2e/faults.spec.ts.

  test('the menu still opens on a phone and the form still sends', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/contact');
    await page.locator('summary', { hasText: uiText.nav.menu }).click();
    await expect(
      page
        .getByRole('navigation', { name: uiText.nav.label })
        .filter({ visible: true })
        .getByRole('link'),
    ).toHaveCount(navItems(pages).length);
    // Closed as it opened, natively: the open panel covers the top of the page.
    await page.locator('summary', { hasText: uiText.nav.menu }).click();

    const message = `Sent with scripts blocked ${Date.now()}`;
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email address').fill('grace@example.com');
    await page.getByLabel('Your message').fill(message);
    await page.getByRole('button', { name: contactContent.form.submitLabel }).click();
    await expect(page).toHaveURL(`${buildEnv.NEXT_PUBLIC_SITE_URL}/contact/thank-you`);
    const captured = await (
      await fetch(new URL('/submissions', buildEnv.NEXT_PUBLIC_CONTACT_FORM_ENDPOINT))
    ).json();
    expect(
      captured.some((s: { fields: { message: string } }) => s.fields.message === message),
    ).toBe(true);
  });
});

test.describe('with one island failing', () => {
  // React reports the error the island's boundary caught; the boundary itself only warns.
  test.use({ expectedConsoleErrors: [/ResizeObserver is switched off/] });

  test('the page keeps everything else and logs a warning', async ({ page }) => {
    await page.addInitScript(() => {
      // The slide carousel (Embla) needs ResizeObserver; nothing else on the page does.
      window.ResizeObserver = class {
        constructor() {
          throw new Error('ResizeObserver is switched off for this test');
        }
      } as unknown as typeof ResizeObserver;
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');
    await expect.poll(() => warnings.join('\n')).toContain('Slide carousel failed');
    // The slides are still there, as static content.
    await expect(
      page
        .getByRole('region', { name: uiText.slides.label })
        .getByText(slides[0]!.title, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: uiText.slides.pause })).toHaveCount(0);
    // The other islands still work.
    await expect(page.getByRole('button', { name: uiText.logos.pause })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.getByRole('button', { name: uiText.scrollToTop })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
