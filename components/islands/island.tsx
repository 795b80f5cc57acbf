import type { ComponentType } from 'react';
import { islandTree } from './island-tree';
import { islandLabels, type IslandName, type IslandProps } from './registry';
import { LogoCarousel, StaticLogos } from './logo-carousel';
import { MobileMenu, StaticMobileMenu } from './mobile-menu';
import { ScrollToTop } from './scroll-to-top';
import { SlideCarousel, StaticSlides } from './slide-carousel';

type Parts<N extends IslandName> = {
  Island: ComponentType<IslandProps[N]>;
  /** What stays on the page if the island fails: its content without the behaviour, or nothing. */
  Fallback?: ComponentType<IslandProps[N]>;
};

const parts: { [N in IslandName]: Parts<N> } = {
  'slide-carousel': { Island: SlideCarousel, Fallback: StaticSlides },
  'logo-carousel': { Island: LogoCarousel, Fallback: StaticLogos },
  'mobile-menu': { Island: MobileMenu, Fallback: StaticMobileMenu },
  'scroll-to-top': { Island: ScrollToTop },
};

/**
 * A client island in the server's HTML: its markup inside an element (`display: contents`) that
 * names it and carries its props as JSON, from which `entry.ts` hydrates it in the
 * browser. Only these elements hydrate; the rest of the page stays the server's HTML.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps[N] }) {
  const { Island: Component, Fallback } = parts[name] as Parts<N>;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      {islandTree(islandLabels[name], Component, Fallback, props)}
    </div>
  );
}
