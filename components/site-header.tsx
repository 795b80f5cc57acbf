import { Mail, Phone } from 'lucide-react';
import type { SiteConfig, UiText } from '@/content/types';
import { telHref } from '@/lib/links';
import { CheckLinks } from './check-links';
import { MainNav, type NavItem } from './main-nav';
import { SiteLogo } from './site-logo';

/**
 * The shared header: the checks and contact strip, then the logo and navigation. The page's own
 * header (its slides or inner header, with its h1) opens `<main>` instead (components/site-page.tsx).
 */
export function SiteHeader({
  site,
  navItems,
  checkItems,
  currentPath,
  ui,
}: {
  site: SiteConfig;
  navItems: readonly NavItem[];
  /** The operator and instructor checks, beside the navigation (issue 44). */
  checkItems: readonly NavItem[];
  currentPath: string;
  ui: UiText;
}) {
  return (
    <header>
      <div className="bg-primary-900 text-sm text-primary-100 print:hidden">
        <div className="page-container flex min-h-10 flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1">
          {/* Beside the checks and the contacts, only where there is room (the footer has it too). */}
          <p className="hidden 2xl:block">{site.strapLine}</p>
          <CheckLinks items={checkItems} label={ui.checks} />
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
            <li>
              <a
                href={telHref(site.contact.phone)}
                className="inline-flex items-center gap-2 py-1 hover:text-white"
              >
                <Phone aria-hidden="true" className="size-4 text-secondary-400" />
                <span className="sr-only">{ui.phone}: </span>
                {site.contact.phone}
              </a>
            </li>
            {/* Not on a phone: its line would push the page down (the footer and Contact have it). */}
            <li className="hidden sm:block">
              <a
                href={`mailto:${site.contact.email}`}
                className="inline-flex items-center gap-2 py-1 hover:text-white"
              >
                <Mail aria-hidden="true" className="size-4 text-secondary-400" />
                <span className="sr-only">{ui.email}: </span>
                {site.contact.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="relative border-b-4 border-secondary-500 bg-white">
        <div className="page-container flex min-h-20 items-center justify-between gap-4">
          <SiteLogo
            logo={site.logo}
            shortName={site.shortName}
            name={site.name}
            homeSuffix={ui.homeLinkSuffix}
          />
          <div className="contents print:hidden">
            <MainNav
              items={navItems}
              checks={checkItems}
              currentPath={currentPath}
              labels={ui.nav}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
