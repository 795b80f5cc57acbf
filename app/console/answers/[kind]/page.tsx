import type { Metadata } from 'next';
import { metadataFor, SitePage } from '@/components/site-page';
import { type ConsoleAnswerKind, consoleAnswerKinds, consoleAnswerTitles } from '@/content/console';

// The staff console's pages, rendered as pages of the site with {{placeholders}}. The build moves
// them out of the site into the Cloud Function (scripts/build/check-answers.mjs), which fills them
// per request: they are never deployed as pages.
export const dynamicParams = false;

export function generateStaticParams() {
  return consoleAnswerKinds.map((kind) => ({ kind }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ kind: ConsoleAnswerKind }>;
}): Promise<Metadata> {
  const { kind } = await params;
  return {
    ...metadataFor('Staff console'),
    title: consoleAnswerTitles[kind],
    robots: { index: false, follow: false },
  };
}

export default async function ConsoleAnswerPage({
  params,
}: {
  params: Promise<{ kind: ConsoleAnswerKind }>;
}) {
  const { kind } = await params;
  return <SitePage name="Staff console" consoleAnswer={kind} />;
}
