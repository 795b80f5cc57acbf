import type { MetadataRoute } from 'next';
import { absoluteUrl, siteUrl } from '@/lib/config';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    // The sitemap index: the site's pages, and the accredited providers' pages the Cloud
    // Function keeps current (app/sitemap-index.xml).
    sitemap: absoluteUrl('/sitemap-index.xml'),
    host: siteUrl,
  };
}
