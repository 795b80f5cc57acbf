import type { Metadata } from 'next';
import { metadataFor, SitePage } from '@/components/site-page';
import { type EmailsAnswerKind, emailsAnswerKinds, emailsAnswerTitles } from '@/content/holders';

// The pages of the holders' one-click unsubscribe, rendered as pages of the site with
// {{placeholders}}. The build moves them out of the site into the Cloud Function
// (scripts/build/check-answers.mjs), which fills them per request: they are never deployed as pages.
export const dynamicParams = false;

export function generateStaticParams() {
  return emailsAnswerKinds.map((kind) => ({ kind }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ kind: EmailsAnswerKind }>;
}): Promise<Metadata> {
  const { kind } = await params;
  return {
    ...metadataFor('Emails about your registration'),
    title: emailsAnswerTitles[kind],
    robots: { index: false, follow: false },
  };
}

export default async function EmailsAnswerPage({
  params,
}: {
  params: Promise<{ kind: EmailsAnswerKind }>;
}) {
  const { kind } = await params;
  return <SitePage name="Emails about your registration" emailsAnswer={kind} />;
}
