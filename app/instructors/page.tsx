import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Instructors');

export default function InstructorsPage() {
  return <SitePage name="Instructors" />;
}
