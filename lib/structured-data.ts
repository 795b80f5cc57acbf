import type {
  BreadcrumbList,
  FAQPage,
  Graph,
  Organization,
  Service,
  Thing,
  WebSite,
} from 'schema-dts';
import type { QuestionsContent, SiteConfig } from '@/content/types';
import { addressLines } from '@/content/address';
import { absoluteUrl } from './config';
import { telHref } from './links';
import { plainText } from './rich-text';

export type Crumb = { name: string; path: string };

const ids = (origin: string) => ({
  organization: `${origin}/#organization`,
  website: `${origin}/#website`,
});

/** The scheme's organisation: names, logo, address, contact and social profiles. */
export function organizationSchema(
  site: SiteConfig,
  origin: string,
  logoPath: string,
): Organization {
  const { contact, company } = site;
  const lines = addressLines(contact);
  return {
    '@type': 'Organization',
    '@id': ids(origin).organization,
    name: site.name,
    alternateName: site.shortName,
    legalName: company.name,
    url: absoluteUrl('/', origin),
    logo: absoluteUrl(logoPath, origin),
    description: site.description,
    foundingDate: String(site.established),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [contact.addressLine1, contact.addressLine2].filter(Boolean).join(', '),
      addressRegion: lines.at(-1)!.replace(contact.postcode, '').trim(),
      postalCode: contact.postcode,
      addressCountry: 'GB',
    },
    telephone: telHref(contact.phone).replace('tel:', ''),
    email: contact.email,
    identifier: {
      '@type': 'PropertyValue',
      propertyID: 'Companies House company number',
      value: company.registrationNumber,
    },
    sameAs: site.social.map((link) => link.href),
  };
}

/**
 * The organisation as a page other than Home and About names it: who it is, by the `@id` under
 * which those two pages describe it whole. Search engines read an organisation's details from its
 * home page or its about page; repeating them on every page cost each 0.4 KB of its first round
 * trip (docs/performance.md).
 */
export function organizationReference(site: SiteConfig, origin: string): Organization {
  return {
    '@type': 'Organization',
    '@id': ids(origin).organization,
    name: site.name,
    url: absoluteUrl('/', origin),
  };
}

/** The website itself, published by the organisation. */
export function websiteSchema(site: SiteConfig, origin: string): WebSite {
  return {
    '@type': 'WebSite',
    '@id': ids(origin).website,
    url: absoluteUrl('/', origin),
    name: site.name,
    inLanguage: 'en-GB',
    publisher: { '@id': ids(origin).organization },
  };
}

/** The trail from Home to a page, as search engines show it. */
export function breadcrumbSchema(trail: readonly Crumb[], origin: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

/** A service the organisation offers across the UK (instructor registration, accreditation). */
export function serviceSchema(
  service: { name: string; serviceType: string; description: string; path: string },
  origin: string,
): Service {
  return {
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url: absoluteUrl(service.path, origin),
    provider: { '@id': ids(origin).organization },
    areaServed: { '@type': 'Country', name: 'United Kingdom' },
  };
}

/**
 * The common questions as a FAQPage: each question with its answer in the words the page shows
 * (paragraphs joined by a space).
 */
export function faqPageSchema(content: QuestionsContent, path: string, origin: string): FAQPage {
  return {
    '@type': 'FAQPage',
    url: absoluteUrl(path, origin),
    inLanguage: 'en-GB',
    mainEntity: content.groups.flatMap((group) =>
      group.questions.map((question) => ({
        '@type': 'Question' as const,
        '@id': `${absoluteUrl(path, origin)}#${question.id}`,
        name: question.question,
        acceptedAnswer: {
          '@type': 'Answer' as const,
          text: question.answer.map(plainText).join(' '),
        },
      })),
    ),
  };
}

export function jsonLdGraph(nodes: readonly Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * JSON-LD for a `<script type="application/ld+json">`. Every `<` is escaped, so no text in the
 * data can close the script element early.
 */
export function serializeJsonLd(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
