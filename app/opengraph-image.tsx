import { socialCard, socialImageSize } from '@/components/social-card';
import { site } from '@/content/site';
import { slides } from '@/content/slides';
import { socialImageAlt } from '@/lib/metadata';

export const dynamic = 'force-static';
export const alt = socialImageAlt(site);
export const size = socialImageSize;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return socialCard({
    title: site.name,
    text: site.strapLine,
    shortName: site.shortName,
    logo: site.logo.src,
    artwork: slides[0].imageUrl,
  });
}
