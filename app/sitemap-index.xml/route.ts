import { finderPaths } from '@/functions/vocabulary/paths.js';
import { absoluteUrl } from '@/lib/config';

// The site's sitemap index, which robots.txt names: the site's own pages (/sitemap.xml, made at
// build time) and the accredited providers' pages (/providers/sitemap, which the Cloud Function
// keeps current with the register).
export const dynamic = 'force-static';

/** The sitemaps the index lists. */
export const sitemaps = ['/sitemap.xml', finderPaths.sitemap];

export function GET() {
  const entries = sitemaps.map((path) => `  <sitemap><loc>${absoluteUrl(path)}</loc></sitemap>`);
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
    { headers: { 'Content-Type': 'application/xml; charset=utf-8' } },
  );
}
