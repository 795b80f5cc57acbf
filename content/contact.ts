import { telHref } from '@/functions/vocabulary/phones.js';
import { site } from './site';
import type { ContactContent, ThankYouContent } from './types';

/**
 * The form service's submit endpoint (docs/decisions.md, "The contact form"), unless the build
 * configures another.
 */
export const defaultFormEndpoint = 'https://api.web3forms.com/submit';

export const contactContent = {
  details: site.contact,
  detailsHeading: 'Contact details',
  detailsIntro: [
    'Call, email or write to us. We aim to reply to every enquiry within two working days. You may find your answer sooner in our ',
    { text: 'common questions', href: '/questions' },
    '.',
  ],
  form: {
    heading: 'Get in touch',
    intro:
      'Send us a message and we will get back to you. All fields are required unless marked optional.',
    endpoint: process.env.NEXT_PUBLIC_CONTACT_FORM_ENDPOINT || defaultFormEndpoint,
    accessKey: process.env.NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY ?? '',
    subject: `New enquiry from the ${site.shortName} website`,
    fromName: `${site.shortName} website`,
    redirectPath: '/contact/thank-you',
    fields: [
      {
        name: 'first-name',
        label: 'First name',
        type: 'text',
        autoComplete: 'given-name',
        required: true,
        maxLength: 60,
      },
      {
        name: 'last-name',
        label: 'Last name',
        type: 'text',
        autoComplete: 'family-name',
        required: true,
        maxLength: 60,
      },
      {
        name: 'email',
        label: 'Email address',
        type: 'email',
        autoComplete: 'email',
        required: true,
        maxLength: 254,
        hint: 'We will only use this to reply to you.',
      },
      {
        name: 'phone-number',
        label: 'Phone number',
        type: 'tel',
        autoComplete: 'tel',
        required: false,
        maxLength: 20,
      },
      {
        name: 'message',
        label: 'Your message',
        type: 'textarea',
        autoComplete: 'off',
        required: true,
        maxLength: 2000,
        hint: 'Up to 2,000 characters.',
      },
    ],
    honeypotLabel: 'Leave this box unticked',
    submitLabel: 'Send message',
    privacyNotice: [
      'We use your details only to answer your enquiry. Our ',
      { text: 'privacy policy', href: '/privacy' },
      ' explains how we look after them.',
    ],
    unavailableText:
      'Our online form is not available at the moment. Please email or call us instead and we will be glad to help.',
  },
} as const satisfies ContactContent;

export const thankYouContent = {
  heading: 'Your message has been sent',
  paragraphs: [
    'Thank you for getting in touch. A member of our team will reply within two working days.',
    [
      'If your enquiry is urgent, call us on ',
      { text: site.contact.phone, href: telHref(site.contact.phone) },
      '.',
    ],
  ],
  links: [
    { text: 'Back to the home page', href: '/' },
    { text: 'Read about accreditation', href: '/accreditation' },
  ],
} as const satisfies ThankYouContent;
