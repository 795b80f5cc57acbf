import type { Metadata } from 'next';
import { metadataFor, SitePage } from '@/components/site-page';
import { type CrewAnswerKind, crewAnswerKinds, crewAnswerTitles } from '@/content/crew-check';

// The crew check's answers, rendered as pages of the site with {{placeholders}}. The build moves
// them out of the site into the Cloud Function (scripts/build/check-answers.mjs), which fills them
// per request: they are never deployed as pages.
export const dynamicParams = false;

export function generateStaticParams() {
  return crewAnswerKinds.map((kind) => ({ kind }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ kind: CrewAnswerKind }>;
}): Promise<Metadata> {
  const { kind } = await params;
  return {
    ...metadataFor('Check a crew'),
    title: crewAnswerTitles[kind],
    robots: { index: false, follow: false },
  };
}

export default async function CrewAnswerPage({
  params,
}: {
  params: Promise<{ kind: CrewAnswerKind }>;
}) {
  const { kind } = await params;
  return <SitePage name="Check a crew" crewAnswer={kind} />;
}
