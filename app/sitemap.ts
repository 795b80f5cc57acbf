import type { MetadataRoute } from 'next';
import { pages } from '@/content/pages';
import { absoluteUrl } from '@/lib/config';
import { sitemapEntries } from '@/lib/pages';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(pages, (path) => absoluteUrl(path));
}
