import { site } from './site';
import type { ImageRef } from './types';

/** The 404 page: what went wrong and where to go instead. */
export const notFoundContent = {
  title: 'Page not found',
  description: 'The page you were looking for is not on this website.',
  bgImage: {
    src: '/images/headers/header-grid.svg',
    alt: '',
    decorative: true,
    width: 1920,
    height: 430,
  } satisfies ImageRef,
  heading: 'We cannot find that page',
  paragraphs: [
    'If you typed the web address, check it is correct. If you pasted it, check you copied the whole address.',
    'The page may have moved. These pages are a good place to start:',
  ],
  help: {
    text: 'Still cannot find what you need?',
    linkText: `Contact the ${site.shortName} team`,
    href: '/contact',
  },
} as const;
