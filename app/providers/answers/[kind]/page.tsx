import type { Metadata } from 'next';
import { metadataFor, SitePage } from '@/components/site-page';
import {
  type FinderAnswerKind,
  finderAnswerKinds,
  finderAnswerTitles,
  providerDescription,
} from '@/content/providers';

// The provider finder's pages and the providers' own, rendered as pages of the site with
// {{placeholders}}. The build moves them out of the site into the Cloud Function
// (scripts/build/check-answers.mjs), which fills them per request: they are never deployed as
// pages. A provider's page may be indexed (the function says so in its headers); the others not.
export const dynamicParams = false;

export function generateStaticParams() {
  return finderAnswerKinds.map((kind) => ({ kind }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ kind: FinderAnswerKind }>;
}): Promise<Metadata> {
  const { kind } = await params;
  const indexed = kind.startsWith('provider-') && kind !== 'provider-unknown';
  const page = metadataFor('Find a provider');
  if (!indexed)
    return { ...page, title: finderAnswerTitles[kind], robots: { index: false, follow: true } };
  // A provider's own address, and what search engines and link previews show of it.
  const path = '/providers/{{providerNumber}}';
  const description = providerDescription;
  return {
    ...page,
    title: finderAnswerTitles[kind],
    description,
    alternates: { canonical: path },
    openGraph: { ...page.openGraph, url: path, title: finderAnswerTitles[kind], description },
  };
}

export default async function FinderAnswerPage({
  params,
}: {
  params: Promise<{ kind: FinderAnswerKind }>;
}) {
  const { kind } = await params;
  return <SitePage name="Find a provider" finderAnswer={kind} />;
}
