import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Check a registration');

export default function CheckPage() {
  return <SitePage name="Check a registration" />;
}
