import localFont from 'next/font/local';

/**
 * Public Sans, self-hosted from its variable Latin file (DESIGN.md §16): the build needs no network.
 * The file is cut down to the characters the site uses (scripts/font-subset.mjs, run before every
 * build), every weight kept, and preloaded. `optional`: where it has not arrived within the first
 * moments (a first visit on a poor signal), the page keeps its metric-matched fallback (Arial, or a
 * metric clone of it, with Public Sans's size and line metrics: app/globals.css) rather than swapping fonts and moving text under a reader;
 * the next page finds it cached.
 */
export const publicSans = localFont({
  src: './generated/public-sans-subset.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-sans',
  // The metric-matched fallback is declared in app/globals.css, to name Arial's metric clones too.
  adjustFontFallback: false,
  fallback: ['Public Sans Fallback'],
});
