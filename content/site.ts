import type { DemonstrationDetail, InlineLink, SiteConfig } from './types';

/**
 * The scheme's identity and contact details, in one place
 * (docs/decisions.md, "Copy and the scheme's details"). Everything that names the scheme or the
 * company anywhere on the site reads from here.
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

/**
 * The demonstration details still in `site` (docs/decisions.md, "Nothing placeholder ships"), each
 * with the value it holds now. `npm run deploy:preflight` refuses to deploy while any of these
 * fields still holds its value. Replace a value above and its mark stops applying; the content
 * tests then ask you to remove the mark. A value that turns out to be right already (the county,
 * say): remove its mark.
 */
export const demonstrationDetails = [
  {
    field: 'name',
    value: 'Machine Operator Training Accreditation Scheme',
    replaceWith: "the scheme's full name",
  },
  { field: 'shortName', value: 'MOTAS', replaceWith: "the scheme's short name or initials" },
  {
    field: 'logo.alt',
    value: 'MOTAS',
    replaceWith: "the scheme's short name, the logo's text alternative",
  },
  {
    field: 'company.name',
    value: 'MOTAS Accreditation Ltd',
    replaceWith: 'the company name exactly as registered at Companies House',
  },
  {
    field: 'company.registrationNumber',
    value: '08123456',
    replaceWith: 'the company number from Companies House',
  },
  {
    field: 'contact.addressLine1',
    value: 'Unit 7, Riverside Business Park',
    replaceWith: "the first line of the scheme's postal address",
  },
  {
    field: 'contact.addressLine2',
    value: 'Lichfield Road, Stafford',
    replaceWith: "the second line of the scheme's postal address",
  },
  {
    field: 'contact.addressLine3',
    value: 'Staffordshire',
    replaceWith: "the third line of the scheme's postal address",
  },
  { field: 'contact.postcode', value: 'ST17 4LX', replaceWith: "the scheme's postcode" },
  {
    field: 'contact.email',
    value: 'enquiries@motas.org.uk',
    replaceWith: "the scheme's enquiries email address",
  },
  {
    field: 'contact.phone',
    value: '01632 960 123',
    replaceWith: "the scheme's published phone number",
  },
  {
    field: 'social[0].href',
    value: 'https://www.facebook.com/motasuk',
    replaceWith: "the address of the scheme's Facebook page",
  },
  {
    field: 'social[1].href',
    value: 'https://www.youtube.com/@motasuk',
    replaceWith: "the address of the scheme's YouTube channel",
  },
] as const satisfies readonly DemonstrationDetail[];

/** The scheme's email address as a link inside running text. */
export const emailLink = {
  text: site.contact.email,
  href: `mailto:${site.contact.email}`,
} as const satisfies InlineLink;
