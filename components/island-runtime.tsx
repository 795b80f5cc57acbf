import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandBoundary } from './island-boundary';

/**
 * Hydrates one island in the browser with the same tree the server rendered inside its element
 * (`island.tsx`): the boundary, then the island with its props.
 */
export function hydrateIsland<P extends object>(
  element: Element,
  label: string,
  Island: ComponentType<P>,
  Fallback: ComponentType<P> | undefined,
  props: P,
) {
  hydrateRoot(
    element,
    <IslandBoundary name={label} fallback={Fallback ? <Fallback {...props} /> : null}>
      <Island {...props} />
    </IslandBoundary>,
  );
}
