import type { CoreValuesContent } from './types';

export const coreValuesContent = {
  heading: 'Core Values: Guiding Principles of the scheme',
  intro:
    'Everything the scheme does, from accrediting a training company to answering an employer’s enquiry, is guided by six core values.',
  values: [
    {
      name: 'Safety First',
      description:
        'We promote a strong safety culture among machine operators and make sure the training programmes we accredit meet industry standards.',
    },
    {
      name: 'Professionalism',
      description:
        'We act with integrity, competence and courtesy in every assessment, audit and conversation, and expect the same of those we accredit.',
    },
    {
      name: 'Neutrality and Transparency',
      description:
        'We show no bias toward any course or training provider, and we give accurate and unbiased information to everyone who asks.',
    },
    {
      name: 'Continuous Improvement',
      description:
        'We review our standards, processes and resources regularly, learning from feedback, incidents and changes in regulation.',
    },
    {
      name: 'Fairness and Inclusivity',
      description:
        'We champion equal opportunities for everyone who wants to train and work as a machine operator.',
    },
    {
      name: 'Empowerment',
      description:
        'We give operators, instructors and employers the tools, knowledge and resources to build their skills and make informed career choices.',
    },
  ],
  closing:
    'These values guide our mission of raising industry standards and promoting safety and competence among machine operators.',
} as const satisfies CoreValuesContent;
