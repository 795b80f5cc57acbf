import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('About');

export default function AboutPage() {
  return <SitePage name="About" />;
}
