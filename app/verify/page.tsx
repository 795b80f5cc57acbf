import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Verify a receipt');

export default function VerifyPage() {
  return <SitePage name="Verify a receipt" />;
}
