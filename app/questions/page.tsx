import { metadataFor, SitePage } from '@/components/site-page';

export const metadata = metadataFor('Common questions');

export default function QuestionsPage() {
  return <SitePage name="Common questions" />;
}
