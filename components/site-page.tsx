import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { blocks } from '@/content/blocks';
import { constants } from '@/content/constants';
import { notFoundContent } from '@/content/not-found';
import { type PageName, pages } from '@/content/pages';
import { site } from '@/content/site';
import { slides } from '@/content/slides';
import { uiText } from '@/content/ui';
import { resolveBlocks } from '@/lib/blocks';
import { pageMetadata } from '@/lib/metadata';
import { getPage, headerTitle, navItems } from '@/lib/pages';
import { InnerHeader } from './inner-header';
import { NotFoundSection } from './not-found-section';
import { PageBlocks } from './page-blocks';
import { SiteHeader } from './site-header';
import { SlideShow } from './slide-show';

export const mainContentId = 'main-content';

/** The metadata of the page with this name, for its route's `metadata` export. */
export function metadataFor(name: PageName): Metadata {
  return pageMetadata(getPage(pages, name), site.name);
}

/** The shared header (with the page's own header content), then the page's main content. */
function PageFrame({
  currentPath,
  header,
  children,
}: {
  currentPath: string;
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <SiteHeader site={site} navItems={navItems(pages)} currentPath={currentPath} ui={uiText}>
        {header}
      </SiteHeader>
      <main id={mainContentId} tabIndex={-1} className="outline-none">
        {children}
      </main>
    </>
  );
}

/**
 * A whole page from the content model: the slide carousel or the inner header, as the page entry
 * says, then the blocks the component configuration gives the page.
 */
export function SitePage({ name }: { name: PageName }) {
  const page = getPage(pages, name);
  const header = page.headerProps.showCarousel ? (
    <SlideShow slides={slides} intervalMs={constants.slideIntervalMs} labels={uiText.slides} />
  ) : (
    <InnerHeader
      title={headerTitle(page)}
      summary={page.description}
      bgImage={page.headerProps.bgImage}
      contentId={mainContentId}
      scrollLabel={uiText.scrollToContent}
    />
  );
  return (
    <PageFrame currentPath={page.pageUrl} header={header}>
      <PageBlocks blocks={resolveBlocks(blocks, page.pageName)} ui={uiText} />
    </PageFrame>
  );
}

/** The 404 page: the same frame, a plain explanation and the main routes. */
export function NotFoundPage() {
  return (
    <PageFrame
      currentPath=""
      header={
        <InnerHeader
          title={notFoundContent.title}
          summary={notFoundContent.description}
          bgImage={notFoundContent.bgImage}
          contentId={mainContentId}
          scrollLabel={uiText.scrollToContent}
        />
      }
    >
      <NotFoundSection {...notFoundContent} links={navItems(pages)} />
    </PageFrame>
  );
}
