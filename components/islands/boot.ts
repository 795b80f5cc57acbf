// The page's one inline script (scripts/islands.mjs bundles it and writes it into every page's
// <head>; its hash is in the security policy). Every word of the page is in its HTML and every
// rule of its CSS in its `<style>` (scripts/inline-css.mjs), so nothing here can hide or delay a
// word: this only keeps the font and the islands out of the way of the first paint, and never
// waits for the window's `load` event, which waits for every image and font and never comes if
// the visitor presses Stop (DESIGN.md §21).
//
// - Public Sans. On the first page of a visit (the visitor did not come from another page of the
//   site, so the font is unlikely to be in the browser's cache) this sets `data-font="deferred"`
//   on <html> before the first paint, and the stylesheet shows the metric-matched fallback
//   throughout (no swap, no shift); the font is fetched once the page has painted, for the next
//   page. On a later page it asks for the font at once, with a preload: Chromium then holds the
//   first paint for a preloaded `font-display: optional` font, at most 100 ms, so the font, a few
//   milliseconds away in the cache, is painted rather than missed. No cookie or storage is
//   involved: the referrer says where the visitor came from. Without JavaScript (and in
//   `next dev`) the font loads as `font-display: optional` has it.
// - The islands: their one file is added once the page is parsed and has painted. If its request is cut off
//   (Stop pressed while it was on its way) it is asked for again, under a new URL, as a browser
//   remembers a module that failed to load.
//
// `__ISLANDS_ENTRY__` and `__ISLANDS_ENTRY_INTEGRITY__` are the built entry's URL and its
// Subresource Integrity value, and `__FONT_URLS__` the web font files, filled in by
// scripts/islands.mjs.
declare const __ISLANDS_ENTRY__: string;
declare const __ISLANDS_ENTRY_INTEGRITY__: string;
declare const __FONT_URLS__: readonly string[];

/** How often the islands' file is asked for again after a failed request, and after how long. */
const retryDelaysMs = [500, 2000];

const root = document.documentElement;

/** Whether the visitor came here from another page of this site. */
function fromThisSite() {
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

const firstPage = !fromThisSite();
if (firstPage) root.dataset.font = 'deferred';
else
  for (const url of __FONT_URLS__) {
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'font';
    preload.type = 'font/woff2';
    preload.crossOrigin = '';
    preload.href = url;
    document.head.append(preload);
  }

/**
 * Resolves once the page has painted its first content. Where a browser cannot say, once it has
 * drawn a frame after the document was parsed.
 */
const painted = new Promise<void>((resolve) => {
  if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  else
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() => setTimeout(resolve)),
    );
});

/** Puts the web font in the browser's cache for the next page, as the font loader asks for it. */
function cacheFont() {
  // A plain fetch, not FontFace.load(): a face that loads makes the browser lay the whole page
  // out again, though nothing here uses it.
  for (const url of __FONT_URLS__)
    fetch(url, { credentials: 'same-origin' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
}

/** Adds the islands' file; asks again under a new URL if the request fails. Resolves when done. */
function addIslands(attempt = 0) {
  return new Promise<void>((resolve) => {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = attempt === 0 ? __ISLANDS_ENTRY__ : `${__ISLANDS_ENTRY__}?retry=${attempt}`;
    entry.integrity = __ISLANDS_ENTRY_INTEGRITY__;
    entry.onload = () => resolve();
    entry.onerror = () => {
      entry.remove();
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) resolve();
      else setTimeout(() => void addIslands(attempt + 1).then(resolve), delay);
    };
    document.head.append(entry);
  });
}

/** Resolves once the whole document is parsed: every island's element is in it. */
const parsed = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});

void Promise.all([parsed, painted]).then(async () => {
  // The islands first, the font for the next page after: on a poor signal they share it.
  if (document.querySelector('[data-island]')) await addIslands();
  if (firstPage) cacheFont();
});
