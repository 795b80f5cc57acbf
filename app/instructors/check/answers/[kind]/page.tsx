import type { Metadata } from 'next';
import { metadataFor, SitePage } from '@/components/site-page';
import { checkAnswerTitle } from '@/content/checks';
import { type InstructorAnswerKind, instructorAnswerKinds } from '@/content/instructor-check';

// The instructor check's answers, rendered as pages of the site with {{placeholders}}. The build
// moves them out of the site into the Cloud Function (scripts/build/check-answers.mjs), which fills
// them per request: they are never deployed as pages.
export const dynamicParams = false;

export function generateStaticParams() {
  return instructorAnswerKinds.map((kind) => ({ kind }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ kind: InstructorAnswerKind }>;
}): Promise<Metadata> {
  const { kind } = await params;
  return {
    ...metadataFor('Check an instructor'),
    title: checkAnswerTitle(kind),
    robots: { index: false, follow: false },
  };
}

export default async function InstructorAnswerPage({
  params,
}: {
  params: Promise<{ kind: InstructorAnswerKind }>;
}) {
  const { kind } = await params;
  return <SitePage name="Check an instructor" checkAnswer={kind} />;
}
