import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Find a provider');

export default function ProvidersPage() {
  return <SitePage name="Find a provider" />;
}
