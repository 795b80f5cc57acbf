import localFont from 'next/font/local';

/**
 * Public Sans, self-hosted from its variable Latin file (DESIGN.md §16): the build needs no network.
 * The file is cut down to the characters the site uses (scripts/font-subset.mjs, run before every
 * build), every weight kept.
 */
export const publicSans = localFont({
  src: './generated/public-sans-subset.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
});
