import { describe, expect, it } from 'vitest';
import { assetUrl } from './assets';
import { cn } from './cn';
import { absoluteUrl, trimTrailingSlash } from './config';
import { formatLongDate } from './dates';
import { isWebHref, telHref } from './links';
import { pageMetadata } from './metadata';
import { slugify } from './slug';

describe('assetUrl', () => {
  it('serves from public/ without a base and from the base with one', () => {
    expect(assetUrl('/images/a.svg', '')).toBe('/images/a.svg');
    expect(assetUrl('/images/a.svg', 'https://cdn.example.com/site')).toBe(
      'https://cdn.example.com/site/images/a.svg',
    );
  });

  it('rejects a relative path', () => {
    expect(() => assetUrl('images/a.svg', '')).toThrow('must start with "/"');
  });
});

describe('config helpers', () => {
  it('trims trailing slashes and builds absolute URLs', () => {
    expect(trimTrailingSlash('https://x.uk///')).toBe('https://x.uk');
    expect(absoluteUrl('/contact/thank-you', 'https://x.uk')).toBe(
      'https://x.uk/contact/thank-you',
    );
    expect(absoluteUrl('/', 'https://x.uk')).toBe('https://x.uk/');
  });
});

describe('links', () => {
  it('tells external links from routes', () => {
    expect(isWebHref('https://hse.gov.uk')).toBe(true);
    expect(isWebHref('/about')).toBe(false);
    expect(isWebHref('mailto:a@b.uk')).toBe(false);
  });

  it('writes UK numbers as international tel links', () => {
    expect(telHref('01632 960 123')).toBe('tel:+441632960123');
    expect(telHref('+44 1632 960123')).toBe('tel:+441632960123');
  });
});

describe('formatLongDate', () => {
  it('writes dates the UK way', () => {
    expect(formatLongDate('2026-11-21')).toBe('21 November 2026');
  });

  it('rejects anything that is not an ISO date', () => {
    expect(() => formatLongDate('21/11/2026')).toThrow('is not an ISO date');
  });
});

describe('cn', () => {
  it('lets later utilities win', () => {
    expect(cn('px-2 py-1', false && 'hidden', 'px-4')).toBe('py-1 px-4');
  });
});

describe('pageMetadata', () => {
  const siteNames = { name: 'Scheme', shortName: 'S', strapLine: 'Since 2012' };
  const base = {
    pageName: 'About',
    pageUrl: '/about',
    description: 'About the scheme',
    headerProps: { showCarousel: false, overrideText: 'About us' },
    showInNav: true,
    showInFooter: false,
    index: 2,
    lastModified: '2026-11-21' as const,
  };

  it('titles inner pages by their header title and Home by the site name', () => {
    expect(pageMetadata(base, siteNames).title).toBe('About us');
    expect(pageMetadata({ ...base, pageUrl: '/' }, siteNames).title).toEqual({
      absolute: 'Scheme',
    });
    expect(pageMetadata(base, siteNames).alternates).toEqual({ canonical: '/about' });
    expect(pageMetadata(base, siteNames).openGraph).toMatchObject({
      title: 'About us',
      url: '/about',
      siteName: 'Scheme',
      locale: 'en_GB',
    });
  });

  it('keeps noindex pages out of search engines', () => {
    expect(pageMetadata(base, siteNames).robots).toBeUndefined();
    expect(pageMetadata({ ...base, noindex: true }, siteNames).robots).toEqual({
      index: false,
      follow: true,
    });
  });
});

describe('slugify', () => {
  it('turns headings into fragments', () => {
    expect(slugify('Who we are')).toBe('who-we-are');
    expect(slugify('Terms & Conditions')).toBe('terms-and-conditions');
    expect(slugify('  Cookies – and “trackers”  ')).toBe('cookies-and-trackers');
  });
});
