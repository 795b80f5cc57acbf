import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Check a crew');

export default function CrewCheckPage() {
  return <SitePage name="Check a crew" />;
}
