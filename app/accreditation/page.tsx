import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Accreditation');

export default function AccreditationPage() {
  return <SitePage name="Accreditation" />;
}
