import { metadataFor, SitePage } from '@/components/site-page';
import { pages } from '@/content/pages';

/** The sector pages (content/pages.ts, `sector`), each at `/services/<sector>`. */
const sectorPages = pages.filter((page) => 'sector' in page && page.sector);
const pageFor = (sector: string) =>
  sectorPages.find((page) => page.pageUrl === `/services/${sector}`)!;

export const dynamicParams = false;

export function generateStaticParams() {
  return sectorPages.map((page) => ({ sector: page.pageUrl.split('/').pop()! }));
}

type Props = { params: Promise<{ sector: string }> };

export async function generateMetadata({ params }: Props) {
  return metadataFor(pageFor((await params).sector).pageName);
}

export default async function SectorPage({ params }: Props) {
  return <SitePage name={pageFor((await params).sector).pageName} />;
}
