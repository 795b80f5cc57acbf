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
 * The one route list (docs/decisions.md, "Routes and navigation"). The header, mobile menu, footer,
 * sitemap and the end-to-end tests all read it. `index` orders the navigation and is unique across
 * pages.
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
    lastModified: '2026-11-28',
  },
  {
    pageName: 'Privacy: the register',
    pageUrl: '/privacy/register',
    description:
      'What the register holds about people, what its checks show and keep, and what employers’ accounts and the providers’ portal keep, and why.',
    headerProps: {
      showCarousel: false,
      overrideText: 'Privacy: the register and its checks',
      bgImage: documentHeader,
    },
    showInNav: false,
    showInFooter: false,
    index: 20,
    lastModified: '2026-11-28',
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
    pageName: 'Employers’ API',
    pageUrl: '/employers-api',
    description:
      'The employers’ API: check up to 100 operators at once from your own systems, with signed receipts, a daily quota and notices when a registration changes.',
    headerProps: {
      showCarousel: false,
      overrideText: 'The employers’ API',
      bgImage: documentHeader,
    },
    showInNav: false,
    showInFooter: true,
    index: 21,
    lastModified: '2026-11-26',
  },
  {
    pageName: 'Providers’ portal',
    pageUrl: '/portal',
    description:
      'The providers’ portal: accredited training providers sign in to put their operators’ results on the register, one at a time or as a file.',
    headerProps: {
      showCarousel: false,
      overrideText: 'The providers’ portal',
      bgImage: documentHeader,
    },
    showInNav: false,
    showInFooter: false,
    index: 24,
    lastModified: '2026-11-27',
  },
  {
    pageName: 'Staff console',
    pageUrl: '/console',
    description:
      'The staff console: the scheme’s staff sign in to search the registers, read a record and its history, change its standing with a reason, and read the trail.',
    headerProps: {
      showCarousel: false,
      overrideText: 'The staff console',
      plain: true,
    },
    showInNav: false,
    showInFooter: false,
    noindex: true,
    index: 25,
    lastModified: '2026-11-28',
  },
  {
    pageName: 'Verify a receipt',
    pageUrl: '/verify',
    description:
      'Verify a receipt of a check with the scheme: scan the QR code on a printed record, or paste its receipt, to see what our register said and when.',
    headerProps: {
      showCarousel: false,
      overrideText: 'Verify a check’s receipt',
      bgImage: documentHeader,
    },
    showInNav: false,
    showInFooter: true,
    index: 22,
    lastModified: '2026-11-26',
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
  {
    pageName: 'Check a crew',
    pageUrl: '/check/crew',
    description:
      'Check a whole crew at once with your employer’s account: paste up to 100 registration numbers and surnames, or upload a CSV, and keep one table of answers.',
    headerProps: {
      showCarousel: false,
      overrideText: 'Check a whole crew',
      bgImage: yardHeader,
    },
    showInNav: false,
    showInFooter: false,
    index: 23,
    serviceType: 'Operator registration check for employers',
    lastModified: '2026-11-26',
  },
  // The sectors the Company Services cards lead to (content/sectors.ts).
  {
    pageName: 'Distribution and logistics',
    pageUrl: '/services/distribution-and-logistics',
    description:
      'Accredited lift-truck operator training for warehouses and distribution: counterbalance and reach trucks, side-loaders and the duties that apply.',
    headerProps: {
      showCarousel: false,
      overrideText: 'Warehousing and logistics',
      bgImage: yardHeader,
    },
    showInNav: false,
    showInFooter: false,
    sector: true,
    index: 13,
    serviceType: 'Lift-truck operator training accreditation',
    lastModified: '2026-11-25',
  },
  {
    pageName: 'Construction',
    pageUrl: '/services/construction',
    description:
      'Accredited plant operator training for building and construction sites: excavators, dumpers, rollers and telehandlers, and the duties that apply.',
    headerProps: {
      showCarousel: false,
      overrideText: 'Building and construction',
      bgImage: plantHeader,
    },
    showInNav: false,
    showInFooter: false,
    sector: true,
    index: 14,
    serviceType: 'Construction plant operator training accreditation',
    lastModified: '2026-11-25',
  },
  {
    pageName: 'Landfill, recycling and quarries',
    pageUrl: '/services/landfill',
    description:
      'Accredited plant operator training for landfill, recycling and quarries: loading shovels, material handlers and dumpers, and the duties that apply.',
    headerProps: { showCarousel: false, bgImage: plantHeader },
    showInNav: false,
    showInFooter: false,
    sector: true,
    index: 15,
    serviceType: 'Waste, recycling and quarry plant operator training accreditation',
    lastModified: '2026-11-25',
  },
  {
    pageName: 'Timber yards',
    pageUrl: '/services/timber-yards',
    description:
      'Accredited lift-truck operator training for timber yards and merchants: side-loaders, rough-terrain trucks and telehandlers, and the duties that apply.',
    headerProps: {
      showCarousel: false,
      overrideText: 'Lumber and timber yards',
      bgImage: yardHeader,
    },
    showInNav: false,
    showInFooter: false,
    sector: true,
    index: 16,
    serviceType: 'Timber yard lift-truck operator training accreditation',
    lastModified: '2026-11-25',
  },
  {
    pageName: 'Lifting machinery',
    pageUrl: '/services/lifting-machinery',
    description:
      'Accredited operator training for mobile cranes, lorry loaders and heavy lifting: planned, supervised lifts under LOLER, and what the scheme gives.',
    headerProps: {
      showCarousel: false,
      overrideText: 'Transport and heavy lifting',
      bgImage: plantHeader,
    },
    showInNav: false,
    showInFooter: false,
    sector: true,
    index: 17,
    serviceType: 'Lifting machinery operator training accreditation',
    lastModified: '2026-11-25',
  },
  {
    pageName: 'Find a provider',
    pageUrl: '/providers',
    description:
      'Find a training provider accredited by the scheme near you: search by postcode or town for forklift, plant and lifting operator training.',
    headerProps: {
      showCarousel: false,
      overrideText: 'Find an accredited training provider',
      bgImage: yardHeader,
    },
    showInNav: true,
    showInFooter: false,
    index: 18,
    serviceType: 'Accredited operator training provider search',
    lastModified: '2026-11-26',
  },
  {
    pageName: 'Check an instructor',
    pageUrl: '/instructors/check',
    description:
      'Check an instructor’s registration: type the registration number and surname to see their status, machine categories and the providers they teach for.',
    headerProps: {
      showCarousel: false,
      overrideText: 'Check an instructor’s registration',
      bgImage: yardHeader,
    },
    showInNav: false,
    showInFooter: true,
    index: 19,
    serviceType: 'Instructor registration check',
    lastModified: '2026-11-26',
  },
  {
    pageName: 'Emails about your registration',
    pageUrl: '/emails',
    description:
      'The emails the scheme sends registered operators who gave their address: what we send and when, how to stop them in one click, and how long we keep it.',
    headerProps: {
      showCarousel: false,
      overrideText: 'Emails about your registration',
      bgImage: documentHeader,
    },
    showInNav: false,
    showInFooter: false,
    index: 27,
    lastModified: '2026-11-28',
  },
  {
    pageName: 'Your card',
    pageUrl: '/card',
    description:
      'Your card on your phone: a registered operator signs in with a link emailed to them to see their record and show their card, with a live code anyone can verify.',
    headerProps: {
      showCarousel: false,
      overrideText: 'Your card on your phone',
      plain: true,
    },
    showInNav: false,
    showInFooter: false,
    index: 26,
    lastModified: '2026-11-28',
  },
] as const satisfies readonly PageEntry[];

export type Page = (typeof pages)[number];
export type PageName = Page['pageName'];
export type PageUrl = Page['pageUrl'];
