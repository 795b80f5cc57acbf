import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Terms & Conditions');

export default function TermsPage() {
  return <SitePage name="Terms & Conditions" />;
}
