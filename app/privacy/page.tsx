import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Privacy Policy');

export default function PrivacyPage() {
  return <SitePage name="Privacy Policy" />;
}
