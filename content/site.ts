import type { InlineLink, SiteConfig } from './types';

/**
 * The scheme's identity and contact details, in one place (DESIGN.md §11). Everything that names
 * the scheme or the company anywhere on the site reads from here.
 */
export const site = {
  name: 'Machine Operator Training Accreditation Scheme',
  shortName: 'MOTAS',
  strapLine: 'Registering and accrediting operator training across the UK since 2012',
  description:
    'The national scheme that registers and accredits training companies and instructors for forklift, construction plant and lifting operators.',
  established: 2012,
  logo: {
    src: '/images/brand/logo-mark.svg',
    alt: 'MOTAS',
    width: 48,
    height: 48,
  },
  company: {
    name: 'MOTAS Accreditation Ltd',
    registrationNumber: '08123456',
    registeredIn: 'England and Wales',
  },
  contact: {
    addressLine1: 'Unit 7, Riverside Business Park',
    addressLine2: 'Lichfield Road, Stafford',
    addressLine3: 'Staffordshire',
    postcode: 'ST17 4LX',
    email: 'enquiries@motas.org.uk',
    phone: '01632 960 123',
    phoneHours: 'Monday to Friday, 9am to 5pm',
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/motasuk' },
    { name: 'YouTube', href: 'https://www.youtube.com/@motasuk' },
  ],
} as const satisfies SiteConfig;

/** The scheme's email address as a link inside running text. */
export const emailLink = {
  text: site.contact.email,
  href: `mailto:${site.contact.email}`,
} as const satisfies InlineLink;
