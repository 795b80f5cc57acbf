import { type ComponentType, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandBoundary } from './island-boundary';

/** Marks the island's element `data-hydrated` once the island is interactive. */
function Hydrated({ element, children }: { element: Element; children: ReactNode }) {
  useEffect(() => element.setAttribute('data-hydrated', ''), [element]);
  return children;
}

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
    <Hydrated element={element}>
      <IslandBoundary name={label} fallback={Fallback ? <Fallback {...props} /> : null}>
        <Island {...props} />
      </IslandBoundary>
    </Hydrated>,
  );
}
