import type { ComponentType } from 'react';
import { LogoCarousel, StaticLogos } from './logo-carousel';
import { MobileMenu, StaticMobileMenu } from './mobile-menu';
import type { IslandName, IslandProps } from './registry';
import { ScrollToTop } from './scroll-to-top';
import { SlideCarousel, StaticSlides } from './slide-carousel';

export type Parts<N extends IslandName> = {
  Island: ComponentType<IslandProps[N]>;
  /** What stays on the page if the island fails: its content without the behaviour, or nothing. */
  Fallback?: ComponentType<IslandProps[N]>;
};

/**
 * Each island of the list (registry.ts) and the static form it falls back to: the server renders
 * them (island.tsx) and the browser hydrates them (entry.ts) from this one map.
 */
export const islandParts: { [N in IslandName]: Parts<N> } = {
  'slide-carousel': { Island: SlideCarousel, Fallback: StaticSlides },
  'logo-carousel': { Island: LogoCarousel, Fallback: StaticLogos },
  'mobile-menu': { Island: MobileMenu, Fallback: StaticMobileMenu },
  'scroll-to-top': { Island: ScrollToTop },
};
