// The page's one inline script (scripts/islands.mjs bundles it and writes it into every page's
// <head>; its hash is in the security policy). It keeps everything but the page itself out of the
// way of the first paint, so that a visitor on a poor signal sees the page after one round trip:
//
// - Public Sans: on the first page of a visit (the visitor did not come from another page of the
//   site, so the font is unlikely to be in the browser's cache) this sets `data-font="deferred"` on
//   <html> before the first paint, and the stylesheet then shows the metric-matched fallback
//   throughout (no swap, no shift). Once the page has painted, the font is fetched for the next
//   page, which finds it cached and shows it from its first paint. No cookie or storage is
//   involved: the referrer says where the visitor came from. Without JavaScript (and in
//   `next dev`) the attribute is never set and the font loads as `font-display: optional` has it.
// - The islands entry: added once the page has loaded and painted, so the islands never hold up
//   the first paint.
//
// `__ISLANDS_ENTRY__` and `__ISLANDS_ENTRY_INTEGRITY__` are the built entry's URL and its
// Subresource Integrity value, and `__FONT_URLS__` the web font files, filled in by
// scripts/islands.mjs.
declare const __ISLANDS_ENTRY__: string;
declare const __ISLANDS_ENTRY_INTEGRITY__: string;
declare const __FONT_URLS__: readonly string[];

const root = document.documentElement;

/** Whether the visitor came here from another page of this site. */
function fromThisSite() {
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

if (!fromThisSite()) root.dataset.font = 'deferred';

/** Resolves once the page has painted its first content (at once where browsers cannot say). */
const painted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

void Promise.all([loaded, painted]).then(() => {
  // Put the web font in the browser's cache for the next page, as the font loader would request
  // it (CORS, same-origin credentials). A plain fetch, not FontFace.load(): a face that loads
  // makes the browser lay the whole page out again, though nothing here uses it.
  if (root.dataset.font === 'deferred')
    for (const url of __FONT_URLS__)
      fetch(url, { credentials: 'same-origin' })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
  if (!document.querySelector('[data-island]')) return;
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.src = __ISLANDS_ENTRY__;
  entry.integrity = __ISLANDS_ENTRY_INTEGRITY__;
  document.head.append(entry);
});
