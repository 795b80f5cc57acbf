import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Island } from '@/components/islands/island';
import { SiteFooter } from '@/components/site-footer';
import { SkipLink } from '@/components/skip-link';
import { mainContentId } from '@/components/site-page';
import { constants } from '@/content/constants';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { themeColours } from '@/content/theme';
import { uiText } from '@/content/ui';
import { siteUrl } from '@/lib/config';
import { rootMetadata } from '@/lib/metadata';
import { footerItems, navItems, sectorItems } from '@/lib/pages';
import './globals.css';

const skipLinkId = 'skip-link';

export const metadata: Metadata = rootMetadata(site, siteUrl);

export const viewport: Viewport = {
  themeColor: themeColours.primary[900],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body className="flex min-h-dvh flex-col">
        <SkipLink id={skipLinkId} href={`#${mainContentId}`} label={uiText.skipLink} />
        <div className="flex-1">{children}</div>
        <SiteFooter
          site={site}
          navItems={navItems(pages)}
          infoItems={footerItems(pages)}
          sectorItems={sectorItems(pages)}
          year={new Date().getFullYear()}
          ui={uiText}
        />
        <Island
          name="scroll-to-top"
          props={{
            thresholdPx: constants.scrollTopThresholdPx,
            label: uiText.scrollToTop,
            focusTargetId: skipLinkId,
          }}
        />
      </body>
    </html>
  );
}
