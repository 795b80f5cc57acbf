import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Staff console');

export default function ConsolePage() {
  return <SitePage name="Staff console" />;
}
