import localFont from 'next/font/local';

/** Public Sans, self-hosted from its variable Latin file (DESIGN.md §16): the build needs no network. */
export const publicSans = localFont({
  src: '../node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
});
