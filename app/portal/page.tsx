import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Providers’ portal');

export default function PortalPage() {
  return <SitePage name="Providers’ portal" />;
}
