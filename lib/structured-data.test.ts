import { describe, expect, it } from 'vitest';
import { demoSite as site } from '@/lib/fixtures/demo-site';
import {
  breadcrumbSchema,
  faqPageSchema,
  jsonLdGraph,
  organizationSchema,
  serializeJsonLd,
  serviceSchema,
  websiteSchema,
} from './structured-data';
import { plainText } from './rich-text';

const origin = 'https://www.example.org.uk';

describe('organizationSchema', () => {
  const org = organizationSchema(site, origin, '/images/logo.svg') as unknown as Record<
    string,
    unknown
  >;

  it('names the organisation and links its logo, site and profiles absolutely', () => {
    expect(org).toMatchObject({
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: site.name,
      alternateName: site.shortName,
      legalName: site.company.name,
      url: `${origin}/`,
      logo: `${origin}/images/logo.svg`,
      foundingDate: '2012',
      email: site.contact.email,
      telephone: '+441632960123',
      sameAs: site.social.map((link) => link.href),
    });
  });

  it('gives the registered office as a postal address and the company number', () => {
    expect(org.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: `${site.contact.addressLine1}, ${site.contact.addressLine2}`,
      addressRegion: 'Staffordshire',
      postalCode: site.contact.postcode,
      addressCountry: 'GB',
    });
    expect(org.identifier).toMatchObject({ value: site.company.registrationNumber });
  });
});

describe('the other nodes', () => {
  it('publishes the website under the organisation', () => {
    expect(websiteSchema(site, origin)).toMatchObject({
      '@type': 'WebSite',
      url: `${origin}/`,
      inLanguage: 'en-GB',
      publisher: { '@id': `${origin}/#organization` },
    });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    expect(
      breadcrumbSchema(
        [
          { name: 'Home', path: '/' },
          { name: 'Contact', path: '/contact' },
        ],
        origin,
      ),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Contact', item: `${origin}/contact` },
      ],
    });
  });

  it('describes a service offered by the organisation across the UK', () => {
    expect(
      serviceSchema(
        {
          name: 'Accreditation',
          serviceType: 'Accreditation',
          description: 'd',
          path: '/accreditation',
        },
        origin,
      ),
    ).toMatchObject({
      '@type': 'Service',
      url: `${origin}/accreditation`,
      provider: { '@id': `${origin}/#organization` },
      areaServed: { '@type': 'Country', name: 'United Kingdom' },
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so the data cannot end its script element', () => {
    const text = serializeJsonLd(
      jsonLdGraph([{ '@type': 'Thing', name: '</script><script>alert(1)' }]),
    );
    expect(text).not.toContain('<');
    expect(JSON.parse(text)['@graph'][0].name).toBe('</script><script>alert(1)');
  });
});

describe('faqPageSchema', () => {
  it('gives each question its anchor and its answer in the words the page shows', () => {
    const faq = faqPageSchema(
      {
        intro: [],
        contentsHeading: 'Questions for',
        groups: [
          {
            id: 'employers',
            heading: 'Employers',
            questions: [
              {
                id: 'check',
                question: 'How do I check?',
                answer: [
                  'Ask for the number.',
                  ['Send it through ', { text: 'our contact page', href: '/contact' }, '.'],
                ],
              },
            ],
          },
        ],
      },
      '/questions',
      origin,
    );
    expect(faq).toEqual({
      '@type': 'FAQPage',
      url: `${origin}/questions`,
      inLanguage: 'en-GB',
      mainEntity: [
        {
          '@type': 'Question',
          '@id': `${origin}/questions#check`,
          name: 'How do I check?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'Ask for the number. Send it through our contact page.',
          },
        },
      ],
    });
    expect(plainText('plain')).toBe('plain');
  });
});
