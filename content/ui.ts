import type { UiText } from './types';

/**
 * The words of the interface itself: landmarks, controls and labels that are not page copy.
 * Components take these as props, so every word on the site lives in `content/`.
 */
export const uiText = {
  skipLink: 'Skip to main content',
  homeLinkSuffix: ' home page',
  newTab: '(opens in a new tab)',
  optionalField: '(optional)',
  lastUpdated: 'Last updated',
  onThisPage: 'On this page',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  openingHours: 'Opening hours',
  nav: { label: 'Main', menu: 'Menu', close: 'Close menu' },
  checks: 'Checks',
  breadcrumb: 'Breadcrumb',
  footer: {
    explore: 'Explore',
    sectors: 'Sectors',
    information: 'Information',
    contact: 'Contact',
    social: 'Social media',
    registeredIn: 'Registered in',
    companyNumber: 'company number',
    registeredOffice: 'Registered office',
    confirmRecord: 'To confirm a record or a check reference, contact the scheme:',
  },
  slides: {
    label: 'Highlights',
    position: (n, total) => `${n} of ${total}`,
    play: 'Play slides',
    pause: 'Pause slides',
    previous: 'Previous slide',
    next: 'Next slide',
  },
  logos: { label: 'Sectors', play: 'Play logos', pause: 'Pause logos', goTo: 'Show logo' },
  scrollToTop: 'Back to top',
} as const satisfies UiText;
