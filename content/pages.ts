import { accreditationContent } from './accreditation';
import { instructorsContent } from './instructors';
import type { PageEntry } from './types';

const yardHeader = {
  src: '/images/headers/header-yard.svg',
  alt: '',
  decorative: true,
  width: 1920,
  height: 430,
} as const;

const plantHeader = { ...yardHeader, src: '/images/headers/header-plant.svg' } as const;
const documentHeader = { ...yardHeader, src: '/images/headers/header-grid.svg' } as const;

/**
 * The one route list (DESIGN.md §1). The header, mobile menu, footer, sitemap and the end-to-end
 * tests all read it. `index` orders the navigation and is unique across pages.
 */
export const pages = [
  {
    pageName: 'Home',
    pageUrl: '/',
    description:
      'The UK scheme that registers and accredits training companies and instructors for forklift, construction plant and lifting operators.',
    headerProps: { showCarousel: true },
    showInNav: true,
    showInFooter: false,
    index: 1,
    lastModified: '2026-11-21',
  },
  {
    pageName: 'About',
    pageUrl: '/about',
    description:
      'Why the scheme exists, what it checks and how employers verify an operator’s training with a registration number.',
    headerProps: { showCarousel: false, overrideText: 'About the scheme', bgImage: yardHeader },
    showInNav: true,
    showInFooter: false,
    index: 2,
    lastModified: '2026-11-21',
  },
  {
    pageName: 'Instructors',
    pageUrl: '/instructors',
    description:
      'Register as a machine operator instructor: recognition of your existing qualifications, free advice and a UK-wide network.',
    headerProps: { showCarousel: false, bgImage: plantHeader },
    showInNav: true,
    showInFooter: false,
    index: 3,
    serviceType: 'Machine operator instructor registration',
    socialImage: { path: '/instructors/opengraph-image.png', alt: instructorsContent.image.alt },
    lastModified: '2026-11-21',
  },
  {
    pageName: 'Accreditation',
    pageUrl: '/accreditation',
    description:
      'Accreditation for operator training companies: a yearly certificate, free training resources and low-cost national certification.',
    headerProps: { showCarousel: false, bgImage: yardHeader },
    showInNav: true,
    showInFooter: false,
    index: 4,
    serviceType: 'Operator training provider accreditation',
    socialImage: {
      path: '/accreditation/opengraph-image.png',
      alt: accreditationContent.image.alt,
    },
    lastModified: '2026-11-21',
  },
  {
    pageName: 'Contact',
    pageUrl: '/contact',
    description:
      'Contact the scheme about accreditation, instructor registration or checking an operator’s training record.',
    headerProps: { showCarousel: false, overrideText: 'Contact us', bgImage: plantHeader },
    showInNav: true,
    showInFooter: false,
    index: 5,
    lastModified: '2026-11-21',
  },
  {
    pageName: 'Core Values',
    pageUrl: '/core-values',
    description:
      'The six principles that guide the scheme: safety first, professionalism, neutrality, improvement, fairness and empowerment.',
    headerProps: { showCarousel: false, bgImage: documentHeader },
    showInNav: false,
    showInFooter: true,
    index: 6,
    lastModified: '2026-11-21',
  },
  {
    pageName: 'Privacy Policy',
    pageUrl: '/privacy',
    description:
      'How the scheme collects, uses and protects personal information, and your rights under UK data protection law.',
    headerProps: { showCarousel: false, overrideText: 'Privacy policy', bgImage: documentHeader },
    showInNav: false,
    showInFooter: true,
    index: 7,
    lastModified: '2026-11-21',
  },
  {
    pageName: 'Terms & Conditions',
    pageUrl: '/terms',
    description:
      'The terms and conditions that apply when you use this website, including copyright, notices and liability.',
    headerProps: {
      showCarousel: false,
      overrideText: 'Website terms and conditions of use',
      bgImage: documentHeader,
    },
    showInNav: false,
    showInFooter: true,
    index: 8,
    lastModified: '2026-11-21',
  },
  {
    pageName: 'Accessibility',
    pageUrl: '/accessibility',
    description:
      'How accessible this website is, how we test it against WCAG 2.2 AA and how to tell us about a problem.',
    headerProps: {
      showCarousel: false,
      overrideText: 'Accessibility statement',
      bgImage: documentHeader,
    },
    showInNav: false,
    showInFooter: true,
    index: 9,
    lastModified: '2026-11-21',
  },
  {
    pageName: 'Message sent',
    pageUrl: '/contact/thank-you',
    description:
      'Thank you for contacting the scheme. Your message has been sent and we aim to reply within two working days.',
    headerProps: { showCarousel: false, overrideText: 'Thank you', bgImage: plantHeader },
    showInNav: false,
    showInFooter: false,
    index: 10,
    lastModified: '2026-11-21',
    noindex: true,
  },
  {
    pageName: 'Common questions',
    pageUrl: '/questions',
    description:
      'Answers for employers, training companies, instructors and operators: checking training, HSE’s role, accreditation and registration.',
    headerProps: { showCarousel: false, bgImage: documentHeader },
    showInNav: false,
    showInFooter: true,
    index: 11,
    lastModified: '2026-11-23',
  },
  {
    pageName: 'Check a registration',
    pageUrl: '/check',
    description:
      'Check an operator’s registration with the scheme: type the registration number and surname to see the operator’s name, photograph and status.',
    headerProps: {
      showCarousel: false,
      overrideText: 'Check an operator’s registration',
      bgImage: yardHeader,
    },
    showInNav: false,
    showInFooter: true,
    index: 12,
    serviceType: 'Operator registration check',
    lastModified: '2026-11-25',
  },
] as const satisfies readonly PageEntry[];

export type Page = (typeof pages)[number];
export type PageName = Page['pageName'];
export type PageUrl = Page['pageUrl'];
