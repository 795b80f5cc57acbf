import type { Page } from '@playwright/test';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { uiText } from '@/content/ui';
import { telHref } from '@/lib/links';
import { breadcrumbTrail } from '@/lib/pages';
import buildEnv from '../scripts/build/e2e-build-env.json' with { type: 'json' };
import { expect, notFoundPath, routes, test } from './fixtures';

const origin = buildEnv.NEXT_PUBLIC_SITE_URL;
const absolute = (path: string) => (path === '/' ? `${origin}/` : `${origin}${path}`);

const meta = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).first().getAttribute('content');

type Node = Record<string, unknown> & { '@type': string };
async function structuredData(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0]!);
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}

test('every page has its own title and a description of 50 to 160 characters', async ({
  request,
}) => {
  // The pages' HTML, fetched one by one: a second each, however many pages there are.
  test.setTimeout(10_000 + routes.length * 1_000);
  const titles: string[] = [];
  const descriptions: string[] = [];
  for (const { path } of routes) {
    const html = await (await request.get(path)).text();
    titles.push(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.length, path).toBeGreaterThanOrEqual(50);
    expect(description.length, path).toBeLessThanOrEqual(160);
    descriptions.push(description);
    expect(html, path).toMatch(/^<!DOCTYPE html><html lang="en-GB"/);
  }
  expect(new Set(titles).size).toBe(titles.length);
  expect(new Set(descriptions).size).toBe(descriptions.length);
});

for (const { name, path, page: entry } of routes) {
  test(`${name} has an absolute canonical URL, Open Graph and Twitter tags, and JSON-LD`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    // Next writes the home page's URL without its trailing slash; both name the same page.
    const url = new RegExp(`^${absolute(path).replace(/\/$/, '')}/?$`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', url);
    expect(await meta(page, 'meta[property="og:url"]')).toMatch(url);
    expect(await meta(page, 'meta[property="og:title"]')).toBeTruthy();
    expect(await meta(page, 'meta[property="og:description"]')).toBe(entry.description);
    expect(await meta(page, 'meta[property="og:site_name"]')).toBe(site.name);
    expect(await meta(page, 'meta[property="og:locale"]')).toBe('en_GB');
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    const image = (await meta(page, 'meta[property="og:image"]'))!;
    expect(image.startsWith(`${origin}/`)).toBe(true);
    const response = await request.get(new URL(image).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(await meta(page, 'meta[property="og:image:width"]')).toBe('1200');
    expect(await meta(page, 'meta[property="og:image:height"]')).toBe('630');

    // Every robots tag on the page, joined ('' where there is none).
    const robots = (
      await page
        .locator('head meta[name="robots"]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')))
    ).join(',');
    if (entry.noindex) expect(robots).toContain('noindex');
    else expect(robots).not.toContain('noindex');

    // The organisation as JSON-LD: whole on Home and About, by its @id elsewhere; the website on
    // Home; and the breadcrumb.
    const graph = await structuredData(page);
    const org = graph.find((node) => node['@type'] === 'Organization')!;
    expect(org).toMatchObject({ '@id': `${origin}/#organization`, name: site.name });
    if (['/', '/about'].includes(entry.pageUrl))
      expect(org).toMatchObject({
        name: site.name,
        url: `${origin}/`,
        logo: `${origin}${site.logo.src}`,
        telephone: telHref(site.contact.phone).replace('tel:', ''),
        email: site.contact.email,
        foundingDate: '2012',
        sameAs: site.social.map((link) => link.href),
        address: {
          '@type': 'PostalAddress',
          postalCode: site.contact.postcode,
          addressCountry: 'GB',
        },
      });
    else expect(Object.keys(org).sort()).toEqual(['@id', '@type', 'name', 'url']);
    const website = graph.find((node) => node['@type'] === 'WebSite');
    if (entry.pageUrl === '/') expect(website).toMatchObject({ url: `${origin}/` });
    else expect(website).toBeUndefined();

    const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList');
    if (entry.pageUrl === '/') {
      expect(crumbs).toBeUndefined();
      return;
    }
    // The visible breadcrumb matches the structured one.
    const trail = breadcrumbTrail(pages, path);
    const visible = page.getByRole('navigation', { name: uiText.breadcrumb }).getByRole('listitem');
    // The mark between crumbs is drawn, not written (components/breadcrumbs.tsx).
    await expect(visible).toHaveText(trail.map((crumb) => crumb.name));
    expect(crumbs).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        item: absolute(crumb.path),
      })),
    });
  });
}

test('the 404 page is kept out of search engines', async ({ page }) => {
  await page.goto(notFoundPath);
  await expect(page.locator('head meta[name="robots"]').first()).toHaveAttribute(
    'content',
    /noindex/,
  );
});

test('the sitemap lists every indexable page with its last change, and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(urls.sort()).toEqual(
    routes
      .map(({ page }) => page)
      .filter((p) => !p.noindex)
      .map((p) => absolute(p.pageUrl))
      .sort(),
  );
  expect(urls).not.toContain(absolute('/contact/thank-you'));
  expect(sitemap).toContain(`<lastmod>${pages[0].lastModified}</lastmod>`);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/User-Agent: \*\s+Allow: \//i);
  expect(robots).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
  // The index lists the pages' sitemap and the providers' one, each of which answers.
  const index = await (await request.get('/sitemap-index.xml')).text();
  expect(index).toMatch(/^<\?xml[^>]*>\s*<sitemapindex /);
  const listed = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(listed).toEqual([absolute('/sitemap.xml'), absolute('/providers/sitemap')]);
  for (const url of listed) {
    const answer = await request.get(new URL(url).pathname);
    expect(answer.status(), url).toBe(200);
    expect(await answer.text(), url).toMatch(/<urlset /);
  }
});

for (const path of pages.filter((p) => 'serviceType' in p && p.serviceType).map((p) => p.pageUrl)) {
  test(`${path} is described as a Service the organisation offers`, async ({ page }) => {
    await page.goto(path);
    const service = (await structuredData(page)).find((node) => node['@type'] === 'Service');
    expect(service).toMatchObject({
      url: absolute(path),
      provider: { '@id': `${origin}/#organization` },
      areaServed: { name: 'United Kingdom' },
    });
  });
}

test('the web app manifest and icons load', async ({ page, request }) => {
  await page.goto('/');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(manifestUrl!)).json();
  expect(manifest).toMatchObject({ name: site.name, short_name: site.shortName, start_url: '/' });
  for (const icon of manifest.icons) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
  for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]']) {
    const href = await page.locator(selector).getAttribute('href');
    expect((await request.get(href!)).status(), href!).toBe(200);
  }
});
