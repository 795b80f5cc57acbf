import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Check an instructor');

export default function InstructorCheckPage() {
  return <SitePage name="Check an instructor" />;
}
