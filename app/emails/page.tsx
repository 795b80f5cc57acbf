import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Emails about your registration');

export default function EmailsPage() {
  return <SitePage name="Emails about your registration" />;
}
