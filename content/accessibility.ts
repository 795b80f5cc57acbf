import { emailLink, site } from './site';
import type { DocumentContent } from './types';

export const accessibilityContent = {
  lastUpdated: '2026-11-23',
  intro: [
    `This statement applies to the ${site.name} (${site.shortName}) website.`,
    `The website is run by ${site.company.name}. We want as many people as possible to be able to use it, and we have tried to make the text as simple as possible to understand.`,
    [
      {
        text: 'AbilityNet has advice on making your device easier to use if you have a disability',
        href: 'https://mcmw.abilitynet.org.uk/',
      },
      '.',
    ],
  ],
  sections: [
    {
      heading: 'Using this website',
      paragraphs: ['You should be able to:'],
      list: [
        'zoom in up to 400% without the text spilling off the screen',
        'get around the website using just a keyboard',
        'get around the website using speech recognition software',
        'listen to the website using a screen reader',
        'reduce movement – if you have asked your device to reduce motion, the website respects that setting',
        'pause the carousels that move on their own – they also stop while your keyboard focus or mouse pointer is on them',
        'change the spacing of text, line height and paragraphs without losing any content',
        'use a high contrast or forced colours mode, such as Windows contrast themes, and still see every control and which page you are on',
        'print any page as a plain document, without menus or controls – on our terms, privacy and accessibility pages, links to other websites print with their address',
      ],
    },
    {
      heading: 'The standard we aim to meet',
      paragraphs: [
        'We aim to meet the Web Content Accessibility Guidelines version 2.2 (WCAG 2.2) at level AA. These are the international guidelines for making websites accessible.',
      ],
    },
    {
      heading: 'How we tested this website',
      paragraphs: [
        'We test the website ourselves, in the Chrome browser, every time we change it. Our testing includes:',
      ],
      list: [
        'automated checks with axe-core on every page, at phone and desktop screen widths, and with the W3C HTML checker',
        'a manual check against WCAG 2.2, which covers what automated tools cannot see: using the website with a keyboard only, at 320 pixels wide and at 400% zoom, with the WCAG text spacing settings, in forced colours mode, with reduced motion and in print',
        'checking the names, states, headings and landmarks that the browser gives to assistive technology',
        'checking pages with JavaScript turned off',
      ],
    },
    {
      heading: 'Known limitations',
      paragraphs: ['We know some parts of the website are not perfect for everyone:'],
      list: [
        'the illustrations are either decorative, so screen readers skip them, or have only short descriptions – the information they show is always in the text as well',
        'the carousel of sector logos moves automatically: it has a pause button, and it stops while your keyboard focus or mouse pointer is on it',
        'we have not yet had the website tested by disabled people, or by a specialist with screen readers such as NVDA, JAWS and VoiceOver – we plan to, and we will update this statement with what they find',
        'websites we link to, such as our social media pages, are run by other organisations and are not covered by this statement',
      ],
    },
    {
      heading: 'If you cannot access something or find a problem',
      paragraphs: [
        'If you need information on this website in a different format, or you find a problem that is not listed on this page, please tell us.',
        [
          'Email us at ',
          emailLink,
          ` or phone ${site.contact.phone} (${site.contact.phoneHours}). You can also use our `,
          { text: 'contact form', href: '/contact' },
          '.',
        ],
        'Please tell us the web address of the page, what the problem is, and the format you need, if any. We aim to reply within 5 working days.',
      ],
    },
    {
      heading: 'If you are not happy with our response',
      paragraphs: [
        [
          'If you contact us about a problem and you are not happy with how we respond, ',
          {
            text: 'contact the Equality Advisory and Support Service (EASS)',
            href: 'https://www.equalityadvisoryservice.com/',
          },
          '.',
        ],
        [
          'If you live in Northern Ireland, you can contact the ',
          { text: 'Equality Commission for Northern Ireland', href: 'https://www.equalityni.org/' },
          ' instead.',
        ],
      ],
    },
    {
      heading: 'How we are improving the website',
      paragraphs: [
        'We aim to fix accessibility problems as soon as we find them, and to test new pages in the same way before we publish them.',
        'Your feedback helps us find problems we might miss, so please get in touch if anything makes the website hard for you to use.',
      ],
    },
    {
      heading: 'When this statement was prepared',
      paragraphs: [
        'This statement was prepared in November 2026. It is based on our own testing of the website.',
        'We will review this statement every 12 months, and sooner if we make major changes to the website.',
      ],
    },
  ],
} satisfies DocumentContent;
