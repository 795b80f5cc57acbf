import { metadataFor, SitePage } from '@/components/site-page';
import { finderContent } from '@/content/providers';
import { withFeeds } from '@/lib/metadata';

// The finder's head names the feeds of providers suspended or withdrawn, as its page links to them.
export const metadata = withFeeds(metadataFor('Find a provider'), finderContent.feeds.alternates);

export default function ProvidersPage() {
  return <SitePage name="Find a provider" />;
}
