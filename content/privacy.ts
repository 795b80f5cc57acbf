import { contactRetentionDays } from '@/functions/holders/contacts.js';
import { checkLimits } from '@/functions/vocabulary/limits.js';
import { checkRecordRetentionDays, reportRetentionDays } from '@/functions/vocabulary/retention.js';
import { addressOneLine } from './address';
import { emailLink, site } from './site';
import type { DocumentContent, InlineLink } from './types';

const registeredOffice = addressOneLine(site.contact);

const icoComplaintLink: InlineLink = {
  text: 'make a complaint on the ICO website',
  href: 'https://ico.org.uk/make-a-complaint/',
};

export const privacyContent = {
  lastUpdated: '2026-11-28',
  intro: [
    `This policy explains what personal information the ${site.name} (${site.shortName}) collects, why we collect it, who we share it with, how long we keep it and what your rights are.`,
    `In this policy, “we”, “us” and “our” mean ${site.company.name}, the company that runs ${site.shortName}.`,
  ],
  sections: [
    {
      heading: 'Who we are and how to contact us',
      paragraphs: [
        `${site.company.name} is the controller of your personal information. This means we decide how and why it is used, and we are responsible for looking after it under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
        `We are a company registered in ${site.company.registeredIn} under company number ${site.company.registrationNumber}. Our registered office is ${registeredOffice}.`,
        [
          'If you have a question about this policy or your personal information, email us at ',
          emailLink,
          `, phone us on ${site.contact.phone} (${site.contact.phoneHours}) or write to us at our registered office.`,
        ],
      ],
    },
    {
      heading: 'What information we collect',
      paragraphs: [
        'We collect your name, phone number and postal address when we need them to contact you or to identify you – for example, when you write to us or when your organisation applies for accreditation.',
        ['When you use our ', { text: 'contact form', href: '/contact' }, ', we collect:'],
      ],
      list: [
        'your first name and last name',
        'your email address',
        'your phone number',
        'your message and anything you choose to include in it',
      ],
    },
    {
      heading: 'Why we use your information and our lawful basis',
      paragraphs: [
        'We use the information you send us to read and answer your enquiry, and to keep a record of what we told you.',
        'Our lawful basis is our legitimate interests in answering enquiries about the scheme and running it properly. We only rely on this where it does not override your own interests and rights.',
        'If you ask about accreditation or registering instructors, we use your information to take the steps you have asked for before entering into a contract with you, and to carry out that contract if you go ahead.',
        'You do not have to give us your details, but we cannot reply to you without a way to contact you. Please do not send us more personal information than we need to answer your enquiry.',
        'We do not sell your information, we do not use it for advertising, and we do not make decisions about you by automated means alone.',
      ],
    },
    {
      heading: 'The register and its checks',
      paragraphs: [
        [
          `${site.shortName} keeps a register of operators, instructors and training providers that anyone can check. What it holds, what its checks show, what employers’ accounts and the providers’ portal keep, and why, is in our `,
          { text: 'privacy notice for the register', href: '/privacy/register' },
          '.',
        ],
      ],
    },
    {
      heading: 'Information recorded when you visit this website',
      paragraphs: [
        'Like most websites, our hosting provider automatically records some information, known as log data, whenever someone visits.',
        'Log data is used to keep the website secure and working properly, which is our legitimate interest. We do not use it to identify you or to build a profile of you.',
        'The log data includes:',
      ],
      list: [
        'your device’s Internet Protocol (IP) address',
        'your browser type and version',
        'the pages of our website you visit',
        'the time and date of your visit',
        'the time you spend on those pages',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Cookies are small files that a website can save on your device.',
        'Our public pages set no cookies, and this website uses no analytics or advertising trackers, so we show no cookie banner. The providers’ portal sets one cookie, which keeps a person signed in.',
        'Websites we link to, such as our social media pages, may set their own cookies when you visit them. Their own cookie and privacy policies apply.',
      ],
    },
    {
      heading: 'Who we share your information with',
      paragraphs: [
        'We share your information only with the service providers we need to run this website, and only so they can do that work for us:',
      ],
      list: [
        'the external form-handling service that takes messages sent through our contact form and delivers them to us by email',
        'our hosting provider (Google Firebase Hosting), which stores and delivers the website and records the log data described above',
      ],
    },
    {
      heading: 'Transfers outside the UK',
      paragraphs: [
        'Some of our service providers may store or process information outside the UK.',
        'When that happens, we make sure your information is protected to UK standards. For example, the transfer is to a country the UK has found to have adequate data protection laws (an adequacy decision), or it is covered by the UK International Data Transfer Agreement or a similar approved safeguard.',
        ['To find out more about these safeguards, email us at ', emailLink, '.'],
      ],
    },
    {
      heading: 'How long we keep your information',
      paragraphs: ['We keep information only for as long as we need it. Our policy is:'],
      list: [
        'we keep enquiry messages for up to 24 months and then delete them',
        'if your enquiry leads to a contract, we keep the information we need for as long as the contract lasts and afterwards for as long as the law requires',
        'we keep a person’s entry on the register while their registration with the scheme is current, and for as long afterwards as we need to confirm whether a registration was valid, and the record of changes to it as long',
        `an employer’s record of its own checks, and a crew check’s rows, for ${checkRecordRetentionDays} days`,
        'log data is kept by our hosting provider for a limited time for security and to keep the website running',
        `the counts of checks are deleted once their ${checkLimits.perClient.windowMinutes} minutes are over, normally within a day`,
        `reports of suspected fake cards are deleted ${reportRetentionDays} days after we receive them`,
        `an operator’s email address, given with their consent, while their registration is on the register and for a year after it ends (${contactRetentionDays} days), and then it is deleted automatically`,
      ],
    },
    {
      heading: 'How we keep your information safe',
      paragraphs: [
        'We use appropriate technical and organisational measures to protect your information against loss, misuse and unauthorised access.',
        'This website is delivered over an encrypted (HTTPS) connection. Only people who need your information to do their work can see it, and access to the register is limited to our system administrators.',
        'No method of sending information over the internet is completely secure, so please do not send us sensitive information, such as health details, through the contact form.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: ['Under data protection law you have the right to:'],
      list: [
        'ask for a copy of the personal information we hold about you (access)',
        'ask us to correct information that is wrong or incomplete (rectification)',
        'ask us to delete your information (erasure)',
        'ask us to limit how we use your information (restriction)',
        'object to us using your information, including where we rely on our legitimate interests (objection)',
        'ask us to send your information to you or another organisation in a format that can be easily reused (portability)',
      ],
    },
    {
      heading: 'How to use your rights or make a complaint',
      paragraphs: [
        [
          'To use any of your rights, email us at ',
          emailLink,
          ` or write to us at ${site.company.name}, ${registeredOffice}.`,
        ],
        'There is usually no charge. We may need to check your identity first. We will reply within one month.',
        'If you are unhappy with how we have used your information, please tell us first so that we can try to put things right.',
        [
          'You also have the right to complain to the Information Commissioner’s Office (ICO), the UK’s independent regulator for data protection. You can ',
          icoComplaintLink,
          '.',
        ],
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy from time to time, for example if we start using a new service provider or the law changes.',
        'The date at the top of this page shows when the policy was last updated. If we make an important change, we will say so clearly on this page.',
        [
          'If you have any questions about this policy, email us at ',
          emailLink,
          ' or use our ',
          { text: 'contact form', href: '/contact' },
          '.',
        ],
      ],
    },
  ],
} satisfies DocumentContent;
