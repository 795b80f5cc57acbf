import { socialCard } from '@/components/social-card';
import { site } from '@/content/site';
import { slides } from '@/content/slides';

export const dynamic = 'force-static';

/**
 * The site's sharing image, written to `out/opengraph-image.png` at build time. A route handler
 * rather than Next's `opengraph-image` file convention, whose exported file has no extension: the
 * hosting rules (scripts/build/hosting.mjs) tell files apart by their extension.
 */
export function GET() {
  return socialCard({
    title: site.name,
    text: site.strapLine,
    shortName: site.shortName,
    logo: site.logo.src,
    artwork: slides[0].imageUrl,
  });
}
