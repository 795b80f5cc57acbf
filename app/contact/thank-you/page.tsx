import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Message sent');

export default function ThankYouPage() {
  return <SitePage name="Message sent" />;
}
