import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Employers’ API');

export default function EmployersApiPage() {
  return <SitePage name="Employers’ API" />;
}
