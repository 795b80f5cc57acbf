import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Home');

export default function HomePage() {
  return <SitePage name="Home" />;
}
