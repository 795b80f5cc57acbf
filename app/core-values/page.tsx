import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Core Values');

export default function CoreValuesPage() {
  return <SitePage name="Core Values" />;
}
