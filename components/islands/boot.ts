// The page's one inline script (scripts/build/islands.mjs bundles it and writes it into every
// page's <head>; its hash is in the security policy). Every word of the page is in its HTML and
// every rule of its CSS in its `<style>` (scripts/build/inline-css.mjs), and its text is set in the
// platform's own font, so nothing can hide or delay a word: this only adds the islands' one file
// once the page is parsed and has painted, so that they never stand in the way of the first paint.
// It never waits for the window's `load` event, which waits for every image and never comes if the
// visitor presses Stop (docs/decisions.md, "Robust before fast"). If the file's request is cut off
// (Stop pressed while it was on its way) it is asked for again, under a new URL, as a browser
// remembers a module that failed to load.
//
// `__ISLANDS_ENTRY__` and `__ISLANDS_ENTRY_INTEGRITY__` are the built entry's URL and its
// Subresource Integrity value, filled in by scripts/islands.mjs.
declare const __ISLANDS_ENTRY__: string;
declare const __ISLANDS_ENTRY_INTEGRITY__: string;

/** How often the islands' file is asked for again after a failed request, and after how long. */
const retryDelaysMs = [500, 2000];

/**
 * Resolves once the page has painted its first content; where a browser cannot say, once it has
 * drawn a frame.
 */
const painted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return void requestAnimationFrame(() => setTimeout(resolve));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});

/** Adds the islands' file; asks again under a new URL if the request fails. */
function addIslands(attempt = 0) {
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.src = attempt === 0 ? __ISLANDS_ENTRY__ : `${__ISLANDS_ENTRY__}?retry=${attempt}`;
  entry.integrity = __ISLANDS_ENTRY_INTEGRITY__;
  entry.onerror = () => {
    entry.remove();
    const delay = retryDelaysMs[attempt];
    if (delay !== undefined) setTimeout(() => addIslands(attempt + 1), delay);
  };
  document.head.append(entry);
}

/** Resolves once the whole document is parsed: every island's element is in it. */
const parsed = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});

void Promise.all([parsed, painted]).then(() => {
  if (document.querySelector('[data-island]')) addIslands();
});
