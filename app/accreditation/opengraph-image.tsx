import { socialCard, socialImageSize } from '@/components/social-card';
import { accreditationContent } from '@/content/accreditation';
import { site } from '@/content/site';

export const dynamic = 'force-static';
export const alt = accreditationContent.image.alt;
export const size = socialImageSize;
export const contentType = 'image/png';

export default function AccreditationOpenGraphImage() {
  return socialCard({
    title: accreditationContent.heading,
    text: site.name,
    shortName: site.shortName,
    logo: site.logo.src,
    artwork: accreditationContent.image.src,
  });
}
