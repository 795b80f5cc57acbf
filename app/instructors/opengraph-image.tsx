import { socialCard, socialImageSize } from '@/components/social-card';
import { instructorsContent } from '@/content/instructors';
import { site } from '@/content/site';

export const dynamic = 'force-static';
export const alt = instructorsContent.image.alt;
export const size = socialImageSize;
export const contentType = 'image/png';

export default function InstructorsOpenGraphImage() {
  return socialCard({
    title: instructorsContent.heading,
    text: site.name,
    shortName: site.shortName,
    logo: site.logo.src,
    artwork: instructorsContent.image.src,
  });
}
