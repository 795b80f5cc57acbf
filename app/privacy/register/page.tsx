import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Privacy: the register');

export default function RegisterPrivacyPage() {
  return <SitePage name="Privacy: the register" />;
}
