import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Accessibility');

export default function AccessibilityPage() {
  return <SitePage name="Accessibility" />;
}
