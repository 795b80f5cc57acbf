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
// - The rest of the CSS: a page too large to carry all its CSS and still paint after one round
//   trip carries its first screen's (scripts/inline-css.mjs) and names the stylesheet with all
//   its rules in a `<noscript data-stylesheet>`. This sets `data-css="later"` before the first
//   paint, which keeps the page's later parts (below the first screen) hidden, and loads that
//   stylesheet once the page has loaded and painted; when it is in, they appear. Without
//   JavaScript the `<noscript>` links it as any stylesheet.
// - The islands entry: added once the page has loaded and painted (and any rest of its CSS is in),
//   so the islands never hold up the first paint.
//
// `__ISLANDS_ENTRY__` and `__ISLANDS_ENTRY_INTEGRITY__` are the built entry's URL and its
// Subresource Integrity value, and `__FONT_URLS__` the web font files, filled in by
// scripts/islands.mjs.
import { laterPartSelectors, shownAttribute, waitingAttribute } from '../../lib/later-parts.mjs';
import { nextTask } from './next-task';

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

const laterCss = document.querySelector<HTMLElement>('noscript[data-stylesheet]')?.dataset
  .stylesheet;
if (laterCss) root.setAttribute(waitingAttribute, 'later');

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

/**
 * Loads the stylesheet with the rest of the page's rules, then shows the page's later parts one
 * at a time, each styled and laid out in a task of its own, so that no one task holds the main
 * thread for the whole rest of the page (they are shown if the stylesheet fails too: the first
 * screen's CSS styles much of them). Resolves once all are shown.
 */
async function showLaterParts(href: string) {
  await new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  for (const part of document.querySelectorAll<HTMLElement>(laterPartSelectors.join(','))) {
    part.setAttribute(shownAttribute, '');
    void part.offsetHeight;
    await nextTask();
  }
  root.removeAttribute(waitingAttribute);
}

void Promise.all([loaded, painted]).then(async () => {
  // Put the web font in the browser's cache for the next page, as the font loader would request
  // it (CORS, same-origin credentials). A plain fetch, not FontFace.load(): a face that loads
  // makes the browser lay the whole page out again, though nothing here uses it.
  if (root.dataset.font === 'deferred')
    for (const url of __FONT_URLS__)
      fetch(url, { credentials: 'same-origin' })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
  // The islands after the rest of the CSS: what they render may need rules only it has.
  if (laterCss) await showLaterParts(laterCss);
  if (!document.querySelector('[data-island]')) return;
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.src = __ISLANDS_ENTRY__;
  entry.integrity = __ISLANDS_ENTRY_INTEGRITY__;
  document.head.append(entry);
});
