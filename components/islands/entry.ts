// The only script file a page loads in production (scripts/islands.mjs bundles it; the page's
// inline boot script, boot.ts, adds it once the page has loaded and painted): it hydrates the
// page's client islands and nothing else. The rest of the page is the server's HTML and needs no
// JavaScript.
import type { ComponentType } from 'react';
import { nextTask } from './next-task';
import { islandLabels, type IslandName, type IslandProps } from './registry';

type Loaded<N extends IslandName> = [ComponentType<IslandProps[N]>, ComponentType<IslandProps[N]>?];

/** Each island's code, fetched only by the pages that carry it. */
const load: { [N in IslandName]: () => Promise<Loaded<N>> } = {
  'slide-carousel': () => import('./slide-carousel').then((m) => [m.SlideCarousel, m.StaticSlides]),
  'logo-carousel': () => import('./logo-carousel').then((m) => [m.LogoCarousel, m.StaticLogos]),
  'mobile-menu': () => import('./mobile-menu').then((m) => [m.MobileMenu, m.StaticMobileMenu]),
  'scroll-to-top': () => import('./scroll-to-top').then((m) => [m.ScrollToTop]),
};

let previous: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` in a task of its own, after the work queued before it: each island hydrates in its
 * own task, so that no one task holds the main thread for all of them.
 */
function inTaskOfItsOwn<T>(work: () => T): Promise<T> {
  const result = previous.then(nextTask).then(work);
  previous = result.catch(() => undefined);
  return result;
}

async function start<N extends IslandName>(
  element: HTMLElement,
  runtime: Promise<typeof import('./island-runtime')>,
) {
  const name = element.dataset.island as N;
  const label = islandLabels[name] ?? name;
  try {
    if (!(name in load)) throw new Error(`no island is called "${name}"`);
    const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps[N];
    const [{ hydrateIsland }, [Island, Fallback]] = await Promise.all([runtime, load[name]()]);
    await inTaskOfItsOwn(() => hydrateIsland(element, label, Island, Fallback, props));
  } catch (error) {
    // The server's HTML stays as it is: content and links without the island's behaviour.
    console.warn(`${label} failed and was left out of the page.`, error);
  }
}

function startAll() {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  if (elements.length === 0) return;
  const runtime = import('./island-runtime');
  for (const element of elements) void start(element, runtime);
}

startAll();
