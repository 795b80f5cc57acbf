import type { InlineLink, QuestionsContent } from './types';

// The common questions page (/questions). Every answer states only what the specification says
// of the scheme or what the Health and Safety Executive's public guidance says; where only the
// scheme can answer (fees, how long a registration lasts, renewal, complaints and appeals), the
// answer says so and points to the contact page. Each question's `id` is its anchor: keep it when
// the wording changes, so links to it keep working.

const contactLink: InlineLink = { text: 'our contact page', href: '/contact' };
const privacyLink: InlineLink = { text: 'our privacy policy', href: '/privacy' };
const l117Link: InlineLink = {
  text: 'L117, Rider-operated lift trucks: operator training and safe use',
  href: 'https://www.hse.gov.uk/pubns/books/l117.htm',
};
const puwerLink: InlineLink = {
  text: 'the Provision and Use of Work Equipment Regulations 1998',
  href: 'https://www.hse.gov.uk/work-equipment-machinery/puwer.htm',
};

/** How an employer checks a number: on the operator check. */
const checkAnswer = [
  'Type it and the operator’s surname into our ',
  { text: 'operator check', href: '/check' },
  ', which answers at once with the operator’s name and photograph, whether the registration is current, expired or suspended, its valid-until date and the machine categories it covers. Anyone with both the number and the surname can make the check; nothing you type is kept. If the answer surprises you, tell us through ',
  contactLink,
  '.',
] as const;

export const questionsContent = {
  intro: [
    [
      'Answers to the questions employers, training companies, instructors and operators ask us most. If yours is not here, ask us through ',
      contactLink,
      '.',
    ],
  ],
  contentsHeading: 'Questions for',
  groups: [
    {
      id: 'employers',
      heading: 'Employers',
      questions: [
        {
          id: 'check-an-operator',
          question: 'How do I check that an operator’s training is genuine?',
          answer: [
            'Ask the operator for their registration number. Every operator trained by an accredited training company is added to our nationwide database, and a valid registration number lets us confirm who the operator is and the accredited training they have completed.',
            checkAnswer,
          ],
        },
        {
          id: 'find-a-provider',
          question: 'How do I find an accredited training provider?',
          answer: [
            [
              'Search our ',
              { text: 'finder of accredited providers', href: '/providers' },
              ' by postcode, postcode district or town, and choose the machines you need. It lists every provider the scheme accredits near you, nearest first, with the machines each may train and test for and how to contact it. Each provider has a page of its own that shows whether its accreditation is current.',
            ],
          ],
        },
        {
          id: 'approved-by-hse',
          question: 'Is training accredited by the scheme approved by the HSE?',
          answer: [
            'No training course, training company or accreditation scheme is approved by the Health and Safety Executive (HSE): HSE does not approve or accredit training providers or schemes. Treat any claim of approval by HSE with care.',
            'What HSE sets out is what the law asks of employers (see the next question). One of the scheme’s objectives is to keep all the training it accredits up to date with the regulatory standards HSE endorses.',
          ],
        },
        {
          id: 'employer-duties',
          question: 'What does the law ask of an employer?',
          answer: [
            [
              'Employers must make sure that the people who operate their machines are trained and competent to do so. Under ',
              puwerLink,
              ', employers must make sure that everyone who uses work equipment has had adequate training.',
            ],
            [
              'For forklift trucks and other rider-operated lift trucks, HSE’s Approved Code of Practice and guidance, ',
              l117Link,
              ', sets out the training operators should receive.',
            ],
          ],
        },
        {
          id: 'forklift-licence',
          question: 'Is there a forklift licence?',
          answer: [
            'No. There is no government-issued licence to operate a forklift truck. What matters is that the operator has been trained and is competent, as the previous answer explains. A certificate of accredited training is a record of that training, not a licence.',
          ],
        },
      ],
    },
    {
      id: 'training-companies',
      heading: 'Training companies',
      questions: [
        {
          id: 'how-accreditation-works',
          question: 'How does accreditation work?',
          answer: [
            'We accredit companies that train operators of forklift trucks, construction plant and lifting equipment, and we monitor accredited companies so that they keep to industry standards. An accredited company receives a certificate of accreditation every year.',
            [
              'What applies in each sector, and which machines, is on its own page: ',
              { text: 'warehousing and logistics', href: '/services/distribution-and-logistics' },
              ', ',
              { text: 'construction', href: '/services/construction' },
              ', ',
              { text: 'landfill, recycling and quarries', href: '/services/landfill' },
              ', ',
              { text: 'timber yards', href: '/services/timber-yards' },
              ' and ',
              { text: 'lifting machinery', href: '/services/lifting-machinery' },
              '.',
            ],
            [
              'To apply, contact us through ',
              contactLink,
              '. We will explain the standards we assess against and how the assessment works.',
            ],
          ],
        },
        {
          id: 'accreditation-benefits',
          question: 'What does accreditation give a training company?',
          answer: [
            [
              'A yearly certificate of accreditation, which may lower some insurance costs; free training resources; low-cost national certification for the operators you train; and our database of instructors. The ',
              { text: 'accreditation page', href: '/accreditation' },
              ' describes each.',
            ],
          ],
        },
        {
          id: 'accreditation-cost',
          question: 'What does accreditation cost, and how is it renewed?',
          answer: [
            [
              'Only the scheme can tell you what accreditation will cost your company and how renewal works. Ask us through ',
              contactLink,
              '.',
            ],
          ],
        },
      ],
    },
    {
      id: 'instructors',
      heading: 'Instructors',
      questions: [
        {
          id: 'register-as-an-instructor',
          question: 'How do I register as an instructor?',
          answer: [
            [
              'Tell us about your experience and the instructor qualifications you hold through ',
              contactLink,
              ', and we will explain the next steps. The scheme recognises existing qualifications, so you do not start again from scratch.',
            ],
          ],
        },
        {
          id: 'instructor-registration-cost',
          question: 'What does registration cost, and how long does it last?',
          answer: [
            [
              'The scheme keeps the cost of registration low. For the current fee, how long a registration lasts and how to renew it, ask us through ',
              contactLink,
              '.',
            ],
          ],
        },
        {
          id: 'check-an-instructor',
          question: 'How can I check that an instructor is registered?',
          answer: [
            [
              'Use our ',
              { text: 'instructor check', href: '/instructors/check' },
              ' with the instructor’s registration number and surname. It shows whether the registration is current, the machines the instructor may train and test on, and the accredited providers they teach for.',
            ],
          ],
        },
        {
          id: 'instructor-advice',
          question: 'Can I get advice before I register?',
          answer: [
            [
              'Yes. Free training advice is one of the things the scheme offers instructors; ask us through ',
              contactLink,
              '.',
            ],
          ],
        },
      ],
    },
    {
      id: 'operators',
      heading: 'Operators',
      questions: [
        {
          id: 'what-the-register-holds',
          question: 'What does the register hold about me?',
          answer: [
            [
              'Only your full name and photograph. Your details are shown only when a valid registration number is entered, and the stored data can be accessed only by our system administrators. See ',
              privacyLink,
              ' for more.',
            ],
          ],
        },
        {
          id: 'lost-registration-number',
          question: 'I have lost my registration number. What should I do?',
          answer: [
            [
              'Contact us through ',
              contactLink,
              ' with your full name and the training company that trained you, and we will tell you what we need to help.',
            ],
          ],
        },
        {
          id: 'complaints-and-appeals',
          question: 'How do I make a complaint or appeal a decision?',
          answer: [
            [
              'Contact us through ',
              contactLink,
              ' and we will explain how the scheme handles complaints and appeals. For a complaint about how we handle your personal information, see ',
              privacyLink,
              '.',
            ],
          ],
        },
      ],
    },
  ],
} as const satisfies QuestionsContent;
