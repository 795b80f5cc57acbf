import type { Metadata } from 'next';
import { metadataFor, SitePage } from '@/components/site-page';
import {
  type CardAnswerKind,
  cardAnswerKinds,
  cardAnswerTitles,
  cardAppName,
  cardManifestPath,
} from '@/content/card';

// The holder's card's pages, rendered as pages of the site with {{placeholders}}. The build moves
// them out of the site into the Cloud Function (scripts/build/check-answers.mjs), which fills them
// per request: they are never deployed as pages. Each names the card's web app manifest, so the
// card can be added to a phone's home screen and opens at the card.
export const dynamicParams = false;

export function generateStaticParams() {
  return cardAnswerKinds.map((kind) => ({ kind }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ kind: CardAnswerKind }>;
}): Promise<Metadata> {
  const { kind } = await params;
  return {
    ...metadataFor('Your card'),
    title: cardAnswerTitles[kind],
    robots: { index: false, follow: false },
    manifest: cardManifestPath,
    appleWebApp: { capable: true, title: cardAppName, statusBarStyle: 'default' },
  };
}

export default async function CardAnswerPage({
  params,
}: {
  params: Promise<{ kind: CardAnswerKind }>;
}) {
  const { kind } = await params;
  return <SitePage name="Your card" cardAnswer={kind} />;
}
