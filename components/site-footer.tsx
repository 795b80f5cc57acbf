import { Mail, MapPin, Phone } from 'lucide-react';
import type { SiteConfig, UiText } from '@/content/types';
import { addressOneLine } from '@/content/address';
import { siteUrl } from '@/lib/config';
import { telHref } from '@/lib/links';
import type { NavItem } from './main-nav';
import { PostalAddress } from './postal-address';
import { SiteLogo } from './site-logo';
import { SocialIcon } from './social-icon';

const headingClass = 'text-sm font-bold tracking-widest text-white uppercase';

/** A titled column of footer links. */
function FooterLinks({
  id,
  heading,
  items,
}: {
  id: string;
  heading: string;
  items: readonly NavItem[];
}) {
  return (
    <nav aria-labelledby={id} className="print:hidden">
      <h2 id={id} className={headingClass}>
        {heading}
      </h2>
      <ul className="mt-4 space-y-1">
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} className={linkClass}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const linkClass =
  'inline-block py-1 text-primary-100 underline-offset-4 hover:text-white hover:underline';

/**
 * The shared footer (docs/decisions.md, "The footer"): what a UK company website must show
 * (registered name, number, place of registration and office), plus navigation, contact and social
 * links.
 */
export function SiteFooter({
  site,
  navItems,
  infoItems,
  sectorItems,
  year,
  ui,
}: {
  site: SiteConfig;
  navItems: readonly NavItem[];
  infoItems: readonly NavItem[];
  sectorItems: readonly NavItem[];
  year: number;
  ui: UiText;
}) {
  const { company, contact } = site;
  return (
    <footer className="border-t-4 border-secondary-500 bg-primary-900 text-primary-100">
      {/* In print, only the company's name, number and registered office: the header names the scheme. */}
      <div className="page-container grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.1fr_1fr_1.3fr] print:hidden">
        <div>
          <SiteLogo
            logo={site.logo}
            shortName={site.shortName}
            name={site.name}
            homeSuffix={ui.homeLinkSuffix}
            tone="dark"
          />
          <p className="mt-5 max-w-xs leading-relaxed">{site.strapLine}</p>
          <ul className="mt-6 flex gap-3 print:hidden" aria-label={ui.footer.social}>
            {site.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  rel="noopener"
                  className="flex size-11 items-center justify-center rounded-full bg-primary-800 text-white transition-colors hover:bg-secondary-400 hover:text-primary-900"
                >
                  <SocialIcon name={social.name} className="size-5" />
                  <span className="sr-only">
                    {site.shortName} on {social.name}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks id="footer-explore" heading={ui.footer.explore} items={navItems} />
        <FooterLinks id="footer-sectors" heading={ui.footer.sectors} items={sectorItems} />
        <FooterLinks id="footer-information" heading={ui.footer.information} items={infoItems} />
        <div>
          <h2 className={headingClass}>{ui.footer.contact}</h2>
          <ul className="mt-4 space-y-3">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-secondary-400" />
              <PostalAddress contact={contact} />
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-secondary-400" />
              <a href={telHref(contact.phone)} className={linkClass}>
                <span className="sr-only">{ui.phone}: </span>
                {contact.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-secondary-400" />
              <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
                <span className="sr-only">{ui.email}: </span>
                {contact.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      {/* Room at the bottom on phones so the back-to-top button never covers the last lines. */}
      <div className="border-t border-primary-800">
        <div className="page-container space-y-2 pt-6 pb-24 text-sm text-primary-200 sm:pb-6 print:space-y-0.5 print:py-2 print:text-[8pt]">
          <p>
            © {year} {company.name}. {ui.footer.registeredIn} {company.registeredIn},{' '}
            {ui.footer.companyNumber} {company.registrationNumber}.
          </p>
          <p>
            {ui.footer.registeredOffice}: {addressOneLine(contact)}.
          </p>
          {/* On paper, how whoever holds a printed record reaches the scheme to confirm it. */}
          <p className="hidden print:block">
            {ui.footer.confirmRecord} {contact.phone}, {new URL(siteUrl).host}, {contact.email}.
          </p>
        </div>
      </div>
    </footer>
  );
}
