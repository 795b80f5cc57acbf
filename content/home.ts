import { constants } from './constants';
import { site } from './site';
import type {
  CallToActionContent,
  CheckIntroContent,
  HeroContent,
  MissionContent,
  PartnersContent,
  ServicesContent,
  WhyContent,
} from './types';

const hse = { text: 'Health and Safety Executive', href: 'https://www.hse.gov.uk/' } as const;
const l117 = {
  text: 'Approved Code of Practice L117',
  href: 'https://www.hse.gov.uk/pubns/books/l117.htm',
} as const;

const heroImage = (name: string, alt: string) =>
  ({ src: `/images/hero/hero-${name}.svg`, alt, width: 400, height: 560 }) as const;

export const heroContent = {
  eyebrow: `Established ${site.established}`,
  heading: 'The national register for machine operator training',
  mainText: [
    `Since ${site.established} we have registered and accredited the training companies and instructors who teach people to operate forklift trucks, construction plant and lifting equipment. We keep a nationwide database of accredited operators, so an employer can check that an operator’s training is genuine.`,
    [
      'Forklift training we accredit follows the HSE’s ',
      l117,
      ', and we monitor every accredited provider to make sure their courses keep to industry standards.',
    ],
  ],
  images: [
    heroImage('forklift', 'A counterbalance forklift truck lifting a pallet of boxes'),
    heroImage('excavator', 'A tracked excavator digging'),
    heroImage('crane', 'A crane lifting a slung load'),
    heroImage('telehandler', 'A telehandler placing a pallet on scaffolding'),
    heroImage('instructor', 'An instructor taking a trainee through a checklist by a forklift'),
  ],
} as const satisfies HeroContent;

/** A sector badge, linking to the HSE's guidance for that sector. */
const sector = (name: string, label: string, url: `https://${string}`) =>
  ({
    src: `/images/sectors/sector-${name}.svg`,
    alt: `${label}: HSE guidance`,
    width: 240,
    height: 120,
    url,
  }) as const;

export const partnersContent = {
  heading: 'Accredited training across UK industry',
  intro:
    'Our accredited training companies and instructors work with operators in every sector that lifts and moves with machinery. Each sector links to the HSE’s guidance for it.',
  logos: [
    sector('warehousing', 'Warehousing', 'https://www.hse.gov.uk/pubns/books/hsg76.htm'),
    sector('construction', 'Construction', 'https://www.hse.gov.uk/construction/'),
    sector('quarrying', 'Quarrying', 'https://www.hse.gov.uk/quarries/'),
    sector('recycling', 'Recycling', 'https://www.hse.gov.uk/waste/'),
    sector('timber', 'Timber', 'https://www.hse.gov.uk/woodworking/'),
    sector('lifting', 'Lifting', 'https://www.hse.gov.uk/work-equipment-machinery/loler.htm'),
    sector('ports', 'Ports', 'https://www.hse.gov.uk/ports/'),
    sector('agriculture', 'Agriculture', 'https://www.hse.gov.uk/agriculture/'),
  ],
} as const satisfies PartnersContent;

const service = (image: string, title: string, subtitle: string, navigate: string) =>
  ({
    title,
    subtitle,
    imageUrl: `/images/services/service-${image}.svg`,
    imageAlt: '',
    decorative: true,
    navigate,
  }) as const;

export const servicesContent = {
  heading: 'Company Services',
  intro: 'Accredited training for the machines and sectors where safe operation matters most.',
  columns: constants.servicesGrid.homeColumns,
  services: [
    service(
      'instructors',
      'Instructors',
      'Registration, recognition and support for qualified instructors',
      // The specification's /services/instructors is this page: firebase.json redirects it here
      // (docs/decisions.md, "Services and sector pages").
      '/instructors',
    ),
    service(
      'warehousing',
      'Warehousing / Logistics',
      'Counterbalance, reach and pallet trucks in warehouses and distribution centres',
      '/services/distribution-and-logistics',
    ),
    service(
      'construction',
      'Building / Construction',
      'Excavators, dumpers, telehandlers and other site plant',
      '/services/construction',
    ),
    service(
      'landfill',
      'Landfill / Recycling / Quarries',
      'Loading shovels, dump trucks and material handlers',
      '/services/landfill',
    ),
    service(
      'timber',
      'Lumber / Timber Yards',
      'Sideloaders and rough-terrain forklifts for long and heavy loads',
      '/services/timber-yards',
    ),
    service(
      'lifting',
      'Transport / Heavy lifting',
      'Lorry loaders, cranes and heavy lifting machinery',
      '/services/lifting-machinery',
    ),
  ],
} as const satisfies ServicesContent;

export const checkIntroContent = {
  eyebrow: 'For employers',
  heading: 'Check that an operator’s training is genuine',
  paragraphs: [
    'Every operator trained by an accredited provider is added to our nationwide database. Type the operator’s registration number and surname into our check and it answers at once: the operator’s name and photograph, whether the registration is current, and the machines it covers.',
    [
      'Our identity check protects you from forged certificates and protects operators who have trained properly. Questions about a result? ',
      { text: 'Contact our team', href: '/contact' },
      '.',
    ],
    [
      'Need operators trained? ',
      { text: 'Find an accredited training provider', href: '/providers' },
      ' near you, by postcode or town.',
    ],
  ],
  points: [
    'Checks are made with a valid registration number',
    'The only personal data we hold on an operator is their full name and photograph',
    'Stored records can only be accessed by our system administrators',
  ],
  image: {
    src: '/images/pages/identity-check.svg',
    alt: 'A verification screen confirming an operator’s registration with a green tick',
    width: 560,
    height: 420,
  },
  checkLink: { text: 'Check a registration', href: '/check' },
} as const satisfies CheckIntroContent;

export const whyContent = {
  heading: 'Why the scheme exists',
  intro:
    'Operating machinery safely starts with training that is done properly and can be proved. The scheme exists to make sure of both.',
  columns: [
    {
      title: 'Our Aims',
      items: [
        'Monitor training companies so that they keep to industry standards',
        'Maintain safety standards and reduce workplace incidents',
        'Provide an accessible portal for instant enquiry results',
      ],
    },
    {
      title: 'Benefits',
      items: [
        'Registration and accreditation that comply with industry standards',
        'A quick turnaround',
        'A cost-effective registration scheme',
      ],
    },
    {
      title: 'Objectives',
      items: [
        ['Keep all training up to date with the regulatory standards of the ', hse],
        'Constantly monitor training providers',
        'Give employers a secure way to verify accredited training',
      ],
    },
  ],
} as const satisfies WhyContent;

export const missionContent = {
  eyebrow: 'Our mission',
  heading: 'Raising the standard of machine operator training',
  statement:
    'We want every machine operator in the UK to be trained properly, by instructors and companies who are held to account, and every employer to be able to prove it.',
  pillars: [
    {
      title: 'Training Excellence',
      text: 'We accredit only training that meets industry standards, and we keep checking that it still does.',
    },
    {
      title: 'Industry Neutrality',
      text: 'We are independent of any course, manufacturer or provider, so the information we give is accurate and unbiased.',
    },
    {
      title: 'Safety and Fairness',
      text: 'Safer workplaces come from fair, consistent standards applied to every provider and every operator alike.',
    },
  ],
  quote: {
    text: 'Good training is the first line of defence on any site. Our job is to make sure it is good, and that anyone can check it.',
    attribution: `${site.shortName}, founding principle`,
  },
} as const satisfies MissionContent;

export const coreValuesLink = {
  heading: 'The principles behind our work',
  text: 'Six core values guide how we accredit, monitor and support training providers.',
  link: { text: 'Read our core values', href: '/core-values' },
} as const satisfies CallToActionContent;

export const contactPrompt = {
  heading: 'Questions about accreditation or registration?',
  text: 'Our team can explain how the scheme works, what it costs and how to apply.',
  link: { text: 'Get in touch', href: '/contact' },
} as const satisfies CallToActionContent;
