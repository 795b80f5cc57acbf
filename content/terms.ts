import { addressOneLine } from './address';
import { emailLink, site } from './site';
import type { DocumentContent } from './types';

const registeredOffice = addressOneLine(site.contact);

export const termsContent = {
  lastUpdated: '2026-11-21',
  intro: [
    `These terms explain the rules for using the ${site.name} (${site.shortName}) website. Please read them before you use the site.`,
    `In these terms, “we”, “us” and “our” mean ${site.company.name}, the company that runs ${site.shortName}. “You” means anyone who uses this website.`,
  ],
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `This website is run by ${site.company.name}, a company registered in ${site.company.registeredIn} under company number ${site.company.registrationNumber}.`,
        `Our registered office is ${registeredOffice}.`,
        [
          'You can email us at ',
          emailLink,
          ` or phone us on ${site.contact.phone} (${site.contact.phoneHours}).`,
        ],
      ],
    },
    {
      heading: 'Agreeing to these terms',
      paragraphs: [
        'By using this website you agree to these terms. If you do not agree with them, please do not use the website.',
        [
          'Please also read our ',
          { text: 'privacy policy', href: '/privacy' },
          ', which explains how we use personal information.',
        ],
      ],
    },
    {
      heading: 'Copying our content',
      paragraphs: [
        `The text, images, logos and other content on this website belong to ${site.company.name} or to the people who have allowed us to use them.`,
        'You may view the pages and print or save a copy for your own use. You must not copy, reproduce, republish or share any of the content for any other purpose without our written consent.',
        ['To ask for permission, email us at ', emailLink, '.'],
      ],
    },
    {
      heading: 'Communicating with us electronically',
      paragraphs: [
        'When you use this website or send us an email, you are communicating with us electronically.',
        'You agree that notices, agreements and other messages we send you by email or publish on this website satisfy any legal requirement for those communications to be in writing.',
      ],
    },
    {
      heading: 'Buying goods or services',
      paragraphs: [
        'At the moment this website does not sell goods or services and does not take payments. This section applies if you buy goods or services from us, now or in the future.',
        'Any purchase of goods or services is made at your own risk. You agree to indemnify us (that is, to cover our losses) against claims, costs and damages that arise from your purchase or from your use of the goods or services, except where the loss was caused by our own fault.',
        'Nothing in this section affects your statutory rights as a consumer.',
      ],
    },
    {
      heading: 'Your personal and delivery details',
      paragraphs: [
        'We keep your personal details and delivery details confidential.',
        'If we need to send you something, we share only your delivery address and a contact phone number with the courier, so that they can deliver it.',
        'We never store your card details. If we take card payments in future, they will be handled by a payment provider and the card details will not be kept by us.',
        [
          'Our ',
          { text: 'privacy policy', href: '/privacy' },
          ' explains in full how we collect and use personal information.',
        ],
      ],
    },
    {
      heading: 'Limits to our responsibility',
      paragraphs: [
        'We are not liable for security problems on your own computer, phone or other device, such as viruses or malicious software. Please keep your device’s security software up to date.',
        'Where goods are delivered to you, we are not liable for their condition when they arrive. This does not affect your statutory rights under the Consumer Rights Act 2015 if you buy as a consumer: for example, goods must be as described, fit for purpose and of satisfactory quality, and they remain our responsibility until they are delivered to you.',
        'Nothing in these terms limits or excludes any liability that cannot be limited or excluded by law, such as liability for death or personal injury caused by negligence, or for fraud.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'This website links to other websites, such as our social media pages. We include these links for your information only.',
        'We do not control other websites and are not responsible for their content, their privacy practices or how available they are. A link does not mean we endorse the website or the organisation that runs it.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time, for example when the law changes or when we add new features to the website.',
        'The date at the top of this page shows when the terms were last updated. Please check this page each time you use the website. By carrying on using the website after a change, you accept the updated terms.',
      ],
    },
    {
      heading: 'The law that applies',
      paragraphs: [
        'These terms are governed by the law of England and Wales. Any dispute about them will be dealt with by the courts of England and Wales.',
        'If you live in Scotland or Northern Ireland, you may also bring proceedings in the courts where you live.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        [
          'If you have a question about these terms, email us at ',
          emailLink,
          `, phone us on ${site.contact.phone} (${site.contact.phoneHours}) or use our `,
          { text: 'contact form', href: '/contact' },
          '.',
        ],
        `You can also write to us at ${site.company.name}, ${registeredOffice}.`,
      ],
    },
  ],
} satisfies DocumentContent;
