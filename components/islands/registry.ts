import type { LogoCarouselProps } from './logo-carousel';
import type { MobileMenuProps } from './mobile-menu';
import type { ScrollToTopProps } from './scroll-to-top';
import type { SlideCarouselProps } from './slide-carousel';

/**
 * The four client islands (docs/decisions.md, "Static pages, four islands"), by the name their HTML
 * carries in `data-island`, with the name a failure warning gives them. Their props are plain data
 * (they are written into the page as JSON), so an island renders the same markup on the server and
 * in the browser.
 */
export const islandLabels = {
  'slide-carousel': 'Slide carousel',
  'logo-carousel': 'Logo carousel',
  'mobile-menu': 'Mobile menu',
  'scroll-to-top': 'Scroll to top',
} as const;

export type IslandName = keyof typeof islandLabels;

export type IslandProps = {
  'slide-carousel': SlideCarouselProps;
  'logo-carousel': LogoCarouselProps;
  'mobile-menu': MobileMenuProps;
  'scroll-to-top': ScrollToTopProps;
};
