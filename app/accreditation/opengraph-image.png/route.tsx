import { socialCard } from '@/components/social-card';
import { accreditationContent } from '@/content/accreditation';
import { site } from '@/content/site';

export const dynamic = 'force-static';

/** The Accreditation page's sharing image (see app/opengraph-image.png/route.tsx). */
export function GET() {
  return socialCard({
    title: accreditationContent.heading,
    text: site.name,
    shortName: site.shortName,
    logo: site.logo.src,
    artwork: accreditationContent.image.src,
  });
}
