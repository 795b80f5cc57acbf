import { metadataFor, SitePage } from '@/components/site-page';
import { pages } from '@/content/pages';
import { sectorPages } from '@/lib/pages';

/** The sector pages (content/pages.ts, `sector`), each at `/services/<sector>`. */
const sectors = sectorPages(pages);
const pageFor = (sector: string) => sectors.find((page) => page.pageUrl === `/services/${sector}`)!;

export const dynamicParams = false;

export function generateStaticParams() {
  return sectors.map((page) => ({ sector: page.pageUrl.split('/').pop()! }));
}

type Props = { params: Promise<{ sector: string }> };

export async function generateMetadata({ params }: Props) {
  return metadataFor(pageFor((await params).sector).pageName);
}

export default async function SectorPage({ params }: Props) {
  return <SitePage name={pageFor((await params).sector).pageName} />;
}
