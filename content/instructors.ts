import type { ServicePageContent } from './types';

export const instructorsContent = {
  image: {
    src: '/images/pages/page-instructors.svg',
    alt: 'An instructor leading a practical forklift training session',
    width: 640,
    height: 480,
  },
  heading: 'Register as a machine operator instructor',
  intro: [
    'Instructors are at the heart of safe machine operation. Registering with the scheme gives your qualifications national recognition and connects you with accredited training companies across the UK.',
    'Whether you teach forklift, construction plant or lifting operations, we keep registration straightforward and its cost low.',
  ],
  benefitsHeading: 'What registration gives you',
  benefits: [
    {
      title: 'Recognition of your existing qualifications',
      text: 'If you already hold a recognised instructor qualification, we assess and recognise it, so you do not have to start again from scratch.',
    },
    {
      title: 'Free training advice',
      text: 'Our team gives free, impartial advice on course content, assessment and keeping your own skills current.',
    },
    {
      title: 'A network of instructors across the UK',
      text: 'Join registered instructors nationwide, share good practice and find work with accredited training companies.',
    },
    {
      title: 'Low registration cost',
      text: 'Registration is priced to be affordable for independent instructors as well as those employed by training companies.',
    },
  ],
  closingHeading: 'Ready to register?',
  closingText: [
    'Tell us about your experience and qualifications and we will explain the next steps and what registration costs.',
    [
      'Before you do, our ',
      { text: 'common questions for instructors', href: '/questions#instructors' },
      ' may already answer yours. To see the companies you could teach for, ',
      { text: 'find an accredited provider', href: '/providers' },
      '.',
    ],
    [
      'Employers and operators can confirm a registered instructor with our ',
      { text: 'instructor check', href: '/instructors/check' },
      ': the instructor’s registration number and surname are all it needs.',
    ],
  ],
  prompt: { text: 'Have a question first?', linkText: 'Contact our team', href: '/contact' },
} as const satisfies ServicePageContent;
