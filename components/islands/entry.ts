// The only script file a page loads in production (scripts/build/islands.mjs bundles it, with React and
// every island, into one file; the page's inline boot script, boot.ts, adds it once the page has
// painted): it hydrates the page's client islands and nothing else. The rest of the page is the
// server's HTML and needs no JavaScript. One file, not one per island: a browser that fails to
// load a module remembers the failure (Firefox does), so only a file that imports nothing can be
// asked for again after a cut-off request; and a visitor's second page finds it all in the cache.
import { hydrateIsland } from './island-runtime';
import { nextTask } from './next-task';
import { islandParts, type Parts } from './parts';
import { prefillCheckNumber } from './prefill';
import { islandLabels, type IslandName, type IslandProps } from './registry';

function start<N extends IslandName>(element: HTMLElement) {
  const name = element.dataset.island as N;
  const label = islandLabels[name] ?? name;
  try {
    if (!(name in islandParts)) throw new Error(`no island is called "${name}"`);
    const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps[N];
    const { Island, Fallback } = islandParts[name] as Parts<N>;
    hydrateIsland(element, label, Island, Fallback, props);
  } catch (error) {
    // The server's HTML stays as it is: content and links without the island's behaviour.
    console.warn(`${label} failed and was left out of the page.`, error);
  }
}

prefillCheckNumber();

// Each island hydrates in a task of its own, so that no one task holds the main thread for all.
void (async () => {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    await nextTask();
    start(element);
  }
})();
