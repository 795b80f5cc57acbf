import type { MetadataRoute } from 'next';
import { absoluteUrl, siteUrl } from '@/lib/config';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml'),
    host: siteUrl,
  };
}
