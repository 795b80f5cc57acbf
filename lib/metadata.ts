import type { Metadata } from 'next';
import type { PageEntry, SiteConfig } from '@/content/types';
import { headerTitle } from './pages';

/** The text alternative of the site's social sharing image (app/opengraph-image.png/route.tsx). */
export function socialImageAlt(site: Pick<SiteConfig, 'name' | 'strapLine'>): string {
  return `${site.name}: ${site.strapLine}`;
}

/**
 * The site's sharing image, named explicitly: a page that sets its own Open Graph text would
 * otherwise lose the image the root layout's file provides.
 */
function siteSocialImage(site: Pick<SiteConfig, 'name' | 'strapLine'>) {
  return {
    url: '/opengraph-image.png',
    width: 1200,
    height: 630,
    type: 'image/png',
    alt: socialImageAlt(site),
  };
}

/** Metadata every page shares, set once by the root layout; pages add their own. */
export function rootMetadata(site: SiteConfig, siteUrl: string): Metadata {
  return {
    metadataBase: new URL(siteUrl),
    title: { default: site.name, template: `%s | ${site.shortName}` },
    description: site.description,
    applicationName: site.name,
    openGraph: { type: 'website', locale: 'en_GB', siteName: site.name },
    twitter: { card: 'summary_large_image' },
    // Named here, not by Next's icon file conventions, so that every file has an extension
    // (app/apple-icon.png/route.tsx); naming one icon means naming both.
    icons: {
      icon: [{ url: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
      apple: [{ url: '/apple-icon.png', sizes: '180x180', type: 'image/png' }],
    },
  };
}

/**
 * A page's own metadata: its title (the root layout's template adds the scheme's short name; Home
 * uses the full name alone), description, canonical URL and social sharing text.
 */
export function pageMetadata(
  page: PageEntry,
  site: Pick<SiteConfig, 'name' | 'shortName' | 'strapLine'>,
): Metadata {
  const image = page.socialImage
    ? { ...siteSocialImage(site), url: page.socialImage.path, alt: page.socialImage.alt }
    : siteSocialImage(site);
  const title = page.pageUrl === '/' ? site.name : headerTitle(page);
  return {
    title: page.pageUrl === '/' ? { absolute: title } : title,
    description: page.description,
    alternates: { canonical: page.pageUrl },
    openGraph: {
      type: 'website',
      locale: 'en_GB',
      siteName: site.name,
      title,
      description: page.description,
      url: page.pageUrl,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: page.description,
      images: [image],
    },
    ...(page.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * A page's metadata with the feeds it names in its head, each a `<link rel="alternate">` of its
 * type and title, so that a feed reader given the page's address finds them.
 */
export function withFeeds(
  metadata: Metadata,
  feeds: readonly { type: string; href: string; title: string }[],
): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: Object.fromEntries(
        feeds.map(({ type, href, title }) => [type, [{ url: href, title }]]),
      ),
    },
  };
}
