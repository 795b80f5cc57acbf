import type { ServicePageContent } from './types';

export const accreditationContent = {
  image: {
    src: '/images/pages/page-accreditation.svg',
    alt: 'A certificate of accreditation with a seal, in front of a forklift truck',
    width: 640,
    height: 480,
  },
  heading: 'Accreditation for training companies',
  intro: [
    'Accreditation shows employers and learners that your courses meet industry standards and that an independent scheme checks them.',
    'We accredit companies that train operators of forklift trucks, construction plant and lifting equipment, and we support them with resources and advice throughout the year.',
  ],
  benefitsHeading: 'Why accredit with us',
  benefits: [
    {
      title: 'A yearly certificate of accreditation',
      text: 'Show customers your annual certificate. Some insurers take accreditation into account, which may lower certain insurance costs.',
    },
    {
      title: 'Free training resources',
      text: 'Course materials, assessment guidance and updates when standards change, at no extra charge.',
    },
    {
      title: 'Low-cost national certification',
      text: 'Nationally recognised certificates for the operators you train, at a cost that keeps your courses competitive.',
    },
    {
      title: 'A database of instructors',
      text: 'Find registered instructors to cover courses, add new categories of machine or grow your team.',
    },
    {
      title: 'Realistic accreditation cost',
      text: 'Fees that reflect the size of your company, with no hidden charges.',
    },
  ],
  closingHeading: 'Apply for accreditation',
  closingText: [
    'Contact us to arrange a first conversation. We will explain the standards we assess against, how the audit works and what accreditation costs.',
    [
      'Before you do, our ',
      { text: 'common questions for training companies', href: '/questions#training-companies' },
      ' may already answer yours. Every company we accredit is listed in our ',
      { text: 'finder of accredited providers', href: '/providers' },
      ', with a page of its own that employers can check.',
    ],
    [
      'Already accredited? Your people put your operators’ results on the register in the ',
      { text: 'providers’ portal', href: '/portal' },
      '.',
    ],
  ],
  prompt: { text: 'Want to talk it through?', linkText: 'Get in touch', href: '/contact' },
} as const satisfies ServicePageContent;
