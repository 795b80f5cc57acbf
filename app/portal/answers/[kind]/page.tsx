import type { Metadata } from 'next';
import { metadataFor, SitePage } from '@/components/site-page';
import { type PortalAnswerKind, portalAnswerKinds, portalAnswerTitles } from '@/content/portal';

// The providers' portal's pages, rendered as pages of the site with {{placeholders}}. The build
// moves them out of the site into the Cloud Function (scripts/build/check-answers.mjs), which fills
// them per request: they are never deployed as pages.
export const dynamicParams = false;

export function generateStaticParams() {
  return portalAnswerKinds.map((kind) => ({ kind }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ kind: PortalAnswerKind }>;
}): Promise<Metadata> {
  const { kind } = await params;
  return {
    ...metadataFor('Providers’ portal'),
    title: portalAnswerTitles[kind],
    robots: { index: false, follow: false },
  };
}

export default async function PortalAnswerPage({
  params,
}: {
  params: Promise<{ kind: PortalAnswerKind }>;
}) {
  const { kind } = await params;
  return <SitePage name="Providers’ portal" portalAnswer={kind} />;
}
