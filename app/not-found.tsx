import type { Metadata } from 'next';
import { NotFoundSection } from '@/components/not-found-section';
import { InnerHeader } from '@/components/inner-header';
import { SiteHeader } from '@/components/site-header';
import { mainContentId } from '@/components/site-page';
import { notFoundContent } from '@/content/not-found';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { navItems } from '@/lib/pages';

export const metadata: Metadata = {
  title: notFoundContent.title,
  description: notFoundContent.description,
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <>
      <SiteHeader site={site} navItems={navItems(pages)} currentPath="">
        <InnerHeader
          title={notFoundContent.title}
          bgImage={notFoundContent.bgImage}
          contentId={mainContentId}
        />
      </SiteHeader>
      <main id={mainContentId} tabIndex={-1} className="outline-none">
        <NotFoundSection {...notFoundContent} links={navItems(pages)} />
      </main>
    </>
  );
}
