import type { Metadata } from 'next';
import { metadataFor, SitePage } from '@/components/site-page';
import { type VerifyAnswerKind, verifyAnswerKinds, verifyAnswerTitles } from '@/content/verify';

// The verify page's answers, rendered as pages of the site with {{placeholders}}. The build moves
// them out of the site into the Cloud Function (scripts/build/check-answers.mjs), which fills them
// per request: they are never deployed as pages.
export const dynamicParams = false;

export function generateStaticParams() {
  return verifyAnswerKinds.map((kind) => ({ kind }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ kind: VerifyAnswerKind }>;
}): Promise<Metadata> {
  const { kind } = await params;
  return {
    ...metadataFor('Verify a receipt'),
    title: verifyAnswerTitles[kind],
    robots: { index: false, follow: false },
  };
}

export default async function VerifyAnswerPage({
  params,
}: {
  params: Promise<{ kind: VerifyAnswerKind }>;
}) {
  const { kind } = await params;
  return <SitePage name="Verify a receipt" verifyAnswer={kind} />;
}
