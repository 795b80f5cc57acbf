import localFont from 'next/font/local';

/**
 * Public Sans, self-hosted from its variable Latin file (DESIGN.md §16): the build needs no network.
 * The file is cut down to the characters the site uses (scripts/font-subset.mjs, run before every
 * build), every weight kept. The first page of a visit shows the metric-matched fallback (Arial, a
 * metric clone of it, or Roboto, with Public Sans's size and line metrics: app/globals.css) and
 * fetches the font after its first paint (components/islands/boot.ts); the pages after it find the
 * font cached and show it from their first paint. `optional`: where it is still not there within
 * the first moments, the page keeps the fallback rather than swapping fonts and moving text under a
 * reader.
 */
export const publicSans = localFont({
  src: './generated/public-sans-subset.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-sans',
  // The metric-matched fallback is declared in app/globals.css, to name Arial's metric clones too.
  adjustFontFallback: false,
  fallback: ['Public Sans Fallback', 'Public Sans Fallback Roboto'],
  // Not preloaded: the first page of a visit paints in the fallback and fetches the font after its
  // first paint (components/islands/boot.ts); later pages find it cached.
  preload: false,
});
