import type { Slide } from './types';

/** The Home header's slides, shown in `index` order. The first is the page's main image. */
export const slides = [
  {
    index: 1,
    imageName: 'warehouse',
    imageUrl: '/images/slides/slide-warehouse.svg',
    imageAlt: 'A forklift truck lifting a pallet between tall racks in a warehouse',
    title: 'Operator training you can check',
    subtitle:
      'We register and accredit the companies and instructors who train forklift, plant and lifting operators across the UK.',
    buttonText: 'Accredit your company',
    buttonAction: '/accreditation',
  },
  {
    index: 2,
    imageName: 'construction',
    imageUrl: '/images/slides/slide-construction.svg',
    imageAlt: 'An excavator and a dumper working on a construction site under a tower crane',
    title: 'Become a registered instructor',
    subtitle:
      'Have your existing qualifications recognised and join a network of instructors across the UK.',
    buttonText: 'Instructor registration',
    buttonAction: '/instructors',
  },
  {
    index: 3,
    imageName: 'training',
    imageUrl: '/images/slides/slide-training.svg',
    imageAlt: 'An instructor with a clipboard beside a telehandler on a coned training course',
    title: 'Is their training genuine?',
    subtitle:
      'Employers can confirm an operator’s accredited training with a valid registration number.',
    buttonText: 'Check an operator',
    buttonAction: '/contact',
  },
] as const satisfies readonly Slide[];
