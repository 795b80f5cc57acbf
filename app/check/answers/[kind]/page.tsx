import type { Metadata } from 'next';
import { metadataFor, SitePage } from '@/components/site-page';
import { type CheckAnswerKind, checkAnswerKinds } from '@/content/check';
import { checkAnswerTitle } from '@/content/checks';

// The operator check's answers, rendered as pages of the site with {{placeholders}}. The build
// moves them out of the site into the Cloud Function (scripts/build/check-answers.mjs), which fills
// them per request: they are never deployed as pages.
export const dynamicParams = false;

export function generateStaticParams() {
  return checkAnswerKinds.map((kind) => ({ kind }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ kind: CheckAnswerKind }>;
}): Promise<Metadata> {
  const { kind } = await params;
  return {
    ...metadataFor('Check a registration'),
    title: checkAnswerTitle(kind),
    robots: { index: false, follow: false },
  };
}

export default async function CheckAnswerPage({
  params,
}: {
  params: Promise<{ kind: CheckAnswerKind }>;
}) {
  const { kind } = await params;
  return <SitePage name="Check a registration" checkAnswer={kind} />;
}
