import { blocks } from '@/content/blocks';
import { type PageName, pages } from '@/content/pages';
import { site } from '@/content/site';
import { slides } from '@/content/slides';
import { resolveBlocks } from '@/lib/blocks';
import { pageMetadata } from '@/lib/metadata';
import { getPage, headerTitle, navItems } from '@/lib/pages';
import type { Metadata } from 'next';
import { InnerHeader } from './inner-header';
import { PageBlocks } from './page-blocks';
import { SiteHeader } from './site-header';
import { SlideShow } from './slide-show';

export const mainContentId = 'main-content';

/** The metadata of the page with this name, for its route's `metadata` export. */
export function metadataFor(name: PageName): Metadata {
  return pageMetadata(getPage(pages, name), site.name);
}

/**
 * A whole page from the content model: the shared header (the slide carousel or the inner header,
 * as the page entry says), then the blocks the component configuration gives the page.
 */
export function SitePage({ name }: { name: PageName }) {
  const page = getPage(pages, name);
  return (
    <>
      <SiteHeader site={site} navItems={navItems(pages)} currentPath={page.pageUrl}>
        {page.headerProps.showCarousel ? (
          <SlideShow slides={slides} />
        ) : (
          <InnerHeader
            title={headerTitle(page)}
            bgImage={page.headerProps.bgImage}
            contentId={mainContentId}
          />
        )}
      </SiteHeader>
      <main id={mainContentId} tabIndex={-1} className="outline-none">
        <PageBlocks blocks={resolveBlocks(blocks, page.pageName)} />
      </main>
    </>
  );
}
