import { socialCard } from '@/components/social-card';
import { instructorsContent } from '@/content/instructors';
import { site } from '@/content/site';

export const dynamic = 'force-static';

/** The Instructors page's sharing image (see app/opengraph-image.png/route.tsx). */
export function GET() {
  return socialCard({
    title: instructorsContent.heading,
    text: site.name,
    shortName: site.shortName,
    logo: site.logo.src,
    artwork: instructorsContent.image.src,
  });
}
