import type { MetadataRoute } from 'next';
import { absoluteUrl, siteUrl } from '@/lib/config';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    // The site's pages, and the accredited providers' pages the Cloud Function keeps current.
    sitemap: [absoluteUrl('/sitemap.xml'), absoluteUrl('/providers/sitemap')],
    host: siteUrl,
  };
}
