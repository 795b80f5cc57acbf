import type { Metadata } from 'next';
import { metadataFor, SitePage } from '@/components/site-page';
import { cardManifestPath } from '@/content/card';

export const metadata: Metadata = { ...metadataFor('Your card'), manifest: cardManifestPath };

export default function CardPage() {
  return <SitePage name="Your card" />;
}
