import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Contact');

export default function ContactPage() {
  return <SitePage name="Contact" />;
}
