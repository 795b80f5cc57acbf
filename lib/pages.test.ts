import { describe, expect, it } from 'vitest';
import type { PageEntry } from '@/content/types';
import {
  breadcrumbTrail,
  footerItems,
  getPage,
  headerTitle,
  navItems,
  normalisePath,
  pageForPath,
  sitemapEntries,
  sortByIndex,
} from './pages';

const page = (
  pageName: string,
  pageUrl: string,
  index: number,
  extra: Partial<PageEntry> = {},
): PageEntry => ({
  pageName,
  pageUrl,
  index,
  description: '',
  headerProps: { showCarousel: false },
  showInNav: true,
  showInFooter: false,
  lastModified: '2026-11-21',
  ...extra,
});

const pages = [
  page('Contact', '/contact', 5),
  page('Home', '/', 1),
  page('Terms', '/terms', 8, { showInNav: false, showInFooter: true }),
  page('About', '/about', 2, { headerProps: { showCarousel: false, overrideText: 'About us' } }),
  page('Thanks', '/contact/thank-you', 9, { showInNav: false }),
];

describe('normalisePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['/about/', '/about'],
    ['about', '/about'],
    ['/about?bookingId=4#top', '/about'],
    ['//', '/'],
  ])('%s → %s', (input, expected) => expect(normalisePath(input)).toBe(expected));
});

describe('pageForPath', () => {
  it('chooses the page by the last path segment, ignoring a trailing slash', () => {
    expect(pageForPath(pages, '')?.pageName).toBe('Home');
    expect(pageForPath(pages, '/')?.pageName).toBe('Home');
    expect(pageForPath(pages, '/about/')?.pageName).toBe('About');
    expect(pageForPath(pages, '/contact/thank-you')?.pageName).toBe('Thanks');
    expect(pageForPath(pages, '/contact?x=1')?.pageName).toBe('Contact');
  });

  it('finds nothing for an unknown path', () => {
    expect(pageForPath(pages, '/services/cranes')).toBeUndefined();
  });
});

describe('navigation lists', () => {
  it('orders navigation by index and keeps only nav pages', () => {
    expect(navItems(pages)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
    ]);
  });

  it('lists footer pages', () => {
    expect(footerItems(pages)).toEqual([{ label: 'Terms', href: '/terms' }]);
  });

  it('sorts without changing the input', () => {
    const copy = [...pages];
    sortByIndex(pages);
    expect(pages).toEqual(copy);
  });
});

describe('getPage and headerTitle', () => {
  it('finds a page by name and throws a clear error otherwise', () => {
    expect(getPage(pages, 'Terms').pageUrl).toBe('/terms');
    expect(() => getPage(pages, 'Nope')).toThrow('content/pages.ts: no page named "Nope"');
  });

  it('prefers the override text to the page name', () => {
    expect(headerTitle(getPage(pages, 'About'))).toBe('About us');
    expect(headerTitle(getPage(pages, 'Terms'))).toBe('Terms');
  });
});

describe('breadcrumbTrail', () => {
  it('runs from Home through every parent page', () => {
    expect(breadcrumbTrail(pages, '/contact/thank-you')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Contact', path: '/contact' },
      { name: 'Thanks', path: '/contact/thank-you' },
    ]);
    expect(breadcrumbTrail(pages, '/')).toEqual([{ name: 'Home', path: '/' }]);
  });
});

describe('sitemapEntries', () => {
  it('lists indexable pages with absolute URLs and their own dates', () => {
    const entries = sitemapEntries(
      [...pages, page('Hidden', '/hidden', 10, { noindex: true, lastModified: '2025-01-02' })],
      (path) => `https://x.uk${path}`,
    );
    expect(entries.map((e) => e.url)).toEqual([
      'https://x.uk/',
      'https://x.uk/about',
      'https://x.uk/contact',
      'https://x.uk/terms',
      'https://x.uk/contact/thank-you',
    ]);
    expect(entries[0]!.lastModified).toBe('2026-11-21');
  });
});
