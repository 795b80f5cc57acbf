import { finderPaths } from '@/functions/vocabulary/paths.js';
import type { InlineLink, ServicePageContent } from './types';

// The sector pages the Company Services cards lead to (the specification's navigate targets,
// issue 26; docs/decisions.md, "Services and sector pages"), in the content view Instructors and
// Accreditation share. Every regulation, code of practice or guidance named links to its own page
// on legislation.gov.uk or hse.gov.uk, and says only what that page says; no statistic without its
// source and date; never "HSE approved" (docs/decisions.md, "Copy and the scheme's details": HSE
// approves no operator training scheme, as its own workplace transport FAQ says).

/** The sources the pages cite, each once, by what its publisher calls it. */
const source = {
  puwer9: {
    text: 'regulation 9 of the Provision and Use of Work Equipment Regulations 1998 (PUWER)',
    href: 'https://www.legislation.gov.uk/uksi/1998/2306/regulation/9',
  },
  puwer: {
    text: 'HSE’s guide to PUWER',
    href: 'https://www.hse.gov.uk/work-equipment-machinery/puwer.htm',
  },
  l117: {
    text: 'L117, Rider-operated lift trucks: operator training and safe use',
    href: 'https://www.hse.gov.uk/pubns/books/l117.htm',
  },
  transportFaq: {
    text: 'HSE’s workplace transport questions',
    href: 'https://www.hse.gov.uk/workplacetransport/faq.htm',
  },
  transportBasics: {
    text: 'HSE’s workplace transport guidance',
    href: 'https://www.hse.gov.uk/workplacetransport/about.htm',
  },
  cdm27: {
    text: 'regulation 27',
    href: 'https://www.legislation.gov.uk/uksi/2015/51/regulation/27',
  },
  cdm28: {
    text: 'regulation 28',
    href: 'https://www.legislation.gov.uk/uksi/2015/51/regulation/28',
  },
  cdm: {
    text: 'Construction (Design and Management) Regulations 2015',
    href: 'https://www.legislation.gov.uk/uksi/2015/51/contents',
  },
  loadingShovels: {
    text: 'HSE’s safety notice on wheeled loading shovels in waste and recycling',
    href: 'https://www.hse.gov.uk/safetybulletins/wheeled-loading-shovels.htm',
  },
  quarries: {
    text: 'Quarries Regulations 1999',
    href: 'https://www.legislation.gov.uk/uksi/1999/2024/contents',
  },
  quarryCompetence: {
    text: 'HSE’s guidance on competence in quarries',
    href: 'https://www.hse.gov.uk/quarries/competence.htm',
  },
  l118: {
    text: 'L118, Health and safety at quarries',
    href: 'https://www.hse.gov.uk/pubns/books/l118.htm',
  },
  woodworkingVehicles: {
    text: 'HSE’s guidance on vehicles in woodworking',
    href: 'https://www.hse.gov.uk/woodworking/vehicles.htm',
  },
  hsg172: {
    text: 'HSG172, Health and safety in sawmilling',
    href: 'https://www.hse.gov.uk/pubns/books/hsg172.htm',
  },
  loler8: {
    text: 'Regulation 8 of the Lifting Operations and Lifting Equipment Regulations 1998 (LOLER)',
    href: 'https://www.legislation.gov.uk/uksi/1998/2307/regulation/8',
  },
  loler9: {
    text: 'regulation 9',
    href: 'https://www.legislation.gov.uk/uksi/1998/2307/regulation/9',
  },
  loler: {
    text: 'HSE’s guide to LOLER',
    href: 'https://www.hse.gov.uk/work-equipment-machinery/loler.htm',
  },
  l113: {
    text: 'L113, Safe use of lifting equipment',
    href: 'https://www.hse.gov.uk/pubns/books/l113.htm',
  },
} as const satisfies Record<string, InlineLink>;

const check = { text: 'operator check', href: '/check' } as const;
const accreditation = { text: 'accreditation', href: '/accreditation' } as const;
const instructors = { text: 'registered instructors', href: '/instructors' } as const;

/** A sector page's image: the picture its card shows, larger. */
const sectorImage = (name: string, alt: string) =>
  ({ src: `/images/services/service-${name}.svg`, alt, width: 480, height: 320 }) as const;

/** The first item of every sector page: the machines the scheme covers there. */
const theMachines = (machines: string) =>
  ({
    title: 'The machines',
    text: [
      `${machines}. Each operator’s registration names the categories they trained on, and the `,
      check,
      ' shows them.',
    ],
  }) as const;

/**
 * The provider finder with a sector's machines chosen (functions/finder.js answers it).
 * @param codes the machine categories of functions/vocabulary/categories.js
 */
const finder = (codes: readonly string[]) =>
  ({
    text: 'find an accredited provider',
    href: `${finderPaths.results}?${codes.map((code) => `category=${code}`).join('&')}`,
  }) as const;

/** What every sector page says the scheme gives, in the sector's own words. */
const whatTheSchemeGives = (machines: string, codes: readonly string[]) =>
  ({
    title: 'What the scheme gives you',
    text: [
      'Training companies get ',
      accreditation,
      ` for their ${machines} courses and a yearly certificate; instructors have their qualifications recognised as `,
      instructors,
      '. Employers get operators trained by an accredited provider, each with a registration number our ',
      check,
      ' answers at once: name, photograph, status and the machines it covers. To train yours, ',
      finder(codes),
      ' near you.',
    ],
  }) as const;

const prompt = {
  text: 'Train operators in this sector?',
  linkText: 'Talk to our team',
  href: '/contact',
} as const;

export const distributionContent = {
  image: sectorImage(
    'warehousing',
    'A counterbalance lift truck moving a pallet between warehouse racks',
  ),
  heading: 'Lift-truck training for warehouses and distribution',
  intro: [
    'Warehouses, distribution centres and loading bays run on lift trucks. The scheme accredits the companies that train their operators, registers the instructors who teach them, and records every operator trained, so that an employer can check one in seconds.',
  ],
  benefitsHeading: 'Distribution and logistics: what applies',
  benefits: [
    theMachines('Counterbalance lift trucks, reach trucks, side-loaders and telescopic handlers'),
    {
      title: 'The duty to train',
      text: [
        'Every employer must make sure that everyone who uses work equipment has had adequate training for health and safety: ',
        source.puwer9,
        '. For stacking rider-operated lift trucks, HSE’s Approved Code of Practice ',
        source.l117,
        ', sets out what that training should cover. There is no government-issued licence to drive a lift truck at work (',
        source.transportFaq,
        ').',
      ],
    },
    {
      title: 'Safe site, safe vehicle, safe driver',
      text: [
        'These are the three areas ',
        source.transportBasics,
        ' asks employers to manage. Training is the driver’s part; the layout of the site and the upkeep of the trucks stay the employer’s.',
      ],
    },
    whatTheSchemeGives('lift-truck', ['CB', 'RT', 'SL', 'TH']),
  ],
  closingHeading: 'Accredited training for your warehouse',
  closingText: [
    'Whether you train operators for your own sites or for others’, tell us about your courses and we will explain how accreditation works and what it costs.',
  ],
  prompt,
} as const satisfies ServicePageContent;

export const constructionContent = {
  image: sectorImage('construction', 'An excavator and a dumper at work on a building site'),
  heading: 'Plant training for building and construction sites',
  intro: [
    'Excavators, dumpers, rollers and telehandlers do the heavy work of every building site, beside people on foot. The scheme accredits the companies that train their operators and registers the instructors who teach them.',
  ],
  benefitsHeading: 'Construction: what applies',
  benefits: [
    theMachines(
      '360° excavators, forward tipping dumpers, ride-on rollers and telescopic handlers',
    ),
    {
      title: 'The duty to train',
      text: [
        'Every employer must make sure that everyone who uses work equipment has had adequate training for health and safety: ',
        source.puwer9,
        '. ',
        source.puwer,
        ' explains what that means for the equipment and the people who use it.',
      ],
    },
    {
      title: 'Plant and people on one site',
      text: [
        'Under the ',
        source.cdm,
        ', a site must be organised so that people on foot and vehicles can move without risk (',
        source.cdm27,
        '), and steps must be taken to prevent or control the unintended movement of any vehicle (',
        source.cdm28,
        '). Trained operators are part of meeting both.',
      ],
    },
    whatTheSchemeGives('plant', ['EX', 'DU', 'RO', 'TH']),
  ],
  closingHeading: 'Accredited training for your sites',
  closingText: [
    'Tell us which machines you train operators on and we will explain how accreditation works and what it costs.',
  ],
  prompt,
} as const satisfies ServicePageContent;

export const landfillContent = {
  image: sectorImage(
    'landfill',
    'A loading shovel moving material at a recycling and landfill site',
  ),
  heading: 'Plant training for landfill, recycling and quarries',
  intro: [
    'Loading shovels, material handlers and dumpers move the material of landfill sites, recycling plants and quarries, often where people work on foot. The scheme accredits the companies that train their operators and registers the instructors who teach them.',
  ],
  benefitsHeading: 'Landfill, recycling and quarries: what applies',
  benefits: [
    theMachines('Loading shovels, material handlers, forward tipping dumpers and 360° excavators'),
    {
      title: 'Machines beside people in waste and recycling',
      text: [
        source.loadingShovels,
        ' reminds the industry to fully assess and actively manage the risk of collisions between vehicles and people on foot. Every operator must also have had adequate training: ',
        source.puwer9,
        '.',
      ],
    },
    {
      title: 'Competence in quarries',
      text: [
        'In quarries the ',
        source.quarries,
        ' apply, with HSE’s Approved Code of Practice ',
        source.l118,
        '. As ',
        source.quarryCompetence,
        ' puts it, no one can work in a quarry unless they are competent, or supervised by someone who is.',
      ],
    },
    whatTheSchemeGives('plant', ['LS', 'MH', 'DU', 'EX']),
  ],
  closingHeading: 'Accredited training for your sites',
  closingText: [
    'Tell us which machines you train operators on and we will explain how accreditation works and what it costs.',
  ],
  prompt,
} as const satisfies ServicePageContent;

export const timberContent = {
  image: sectorImage('timber', 'A side-loader carrying long lengths of timber in a yard'),
  heading: 'Lift-truck training for timber and builders’ merchants’ yards',
  intro: [
    'Long, heavy and awkward loads move through timber yards and merchants on side-loaders and rough-terrain lift trucks. The scheme accredits the companies that train their operators and registers the instructors who teach them.',
  ],
  benefitsHeading: 'Timber yards: what applies',
  benefits: [
    theMachines(
      'Side-loaders, counterbalance lift trucks (rough-terrain ones too) and telescopic handlers',
    ),
    {
      title: 'The duty to train',
      text: [
        'Every employer must make sure that everyone who uses work equipment has had adequate training for health and safety: ',
        source.puwer9,
        '. For stacking rider-operated lift trucks, side-loaders among them, HSE’s Approved Code of Practice ',
        source.l117,
        ', sets out what that training should cover.',
      ],
    },
    {
      title: 'Lorries, lift trucks and people in the yard',
      text: [
        'In woodworking premises the risks from vehicles are most likely to come from delivery lorries and lift trucks, and drivers should operate only the trucks they are trained and authorised to use (',
        source.woodworkingVehicles,
        '). For sawmills, see ',
        source.hsg172,
        '.',
      ],
    },
    whatTheSchemeGives('lift-truck', ['SL', 'CB', 'TH']),
  ],
  closingHeading: 'Accredited training for your yard',
  closingText: [
    'Tell us which trucks you train operators on and we will explain how accreditation works and what it costs.',
  ],
  prompt,
} as const satisfies ServicePageContent;

export const liftingContent = {
  image: sectorImage('lifting', 'A lorry loader crane lifting a load from a flatbed lorry'),
  heading: 'Training for cranes, lorry loaders and heavy lifting',
  intro: [
    'Every lift with a mobile crane or a lorry loader is an operation of its own: planned, supervised and done with equipment that has been examined. The scheme accredits the companies that train the people who operate them and registers the instructors who teach them.',
  ],
  benefitsHeading: 'Lifting machinery: what applies',
  benefits: [
    theMachines('Mobile cranes and lorry loaders, and the lifting accessories used with them'),
    {
      title: 'Every lift planned and supervised',
      text: [
        source.loler8,
        ' requires every lifting operation to be properly planned by a competent person, appropriately supervised and carried out in a safe manner. HSE’s Approved Code of Practice ',
        source.l113,
        ', explains how.',
      ],
    },
    {
      title: 'Equipment examined',
      text: [
        'Lifting equipment must be thoroughly examined at set intervals, or under a scheme of examination (LOLER ',
        source.loler9,
        '); ',
        source.loler,
        ' explains what that involves. And every operator must have had adequate training: ',
        source.puwer9,
        '.',
      ],
    },
    whatTheSchemeGives('lifting', ['MC', 'LL']),
  ],
  closingHeading: 'Accredited training for lifting operations',
  closingText: [
    'Tell us which machines you train operators on and we will explain how accreditation works and what it costs.',
  ],
  prompt,
} as const satisfies ServicePageContent;
