import { type ComponentType, type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandTree } from './island-tree';

/** Marks the island's element `data-hydrated` once the island is interactive. */
function Hydrated({ element, children }: { element: Element; children: ReactNode }) {
  useEffect(() => element.setAttribute('data-hydrated', ''), [element]);
  return children;
}

/**
 * Hydrates one island in the browser with the tree the server rendered inside its element. In a
 * transition, so that React renders it in slices of a few milliseconds and a tap or a key press
 * meanwhile is answered between them (a plain `hydrateRoot` renders the whole island in one task).
 */
export function hydrateIsland<P extends object>(
  element: Element,
  label: string,
  Island: ComponentType<P>,
  Fallback: ComponentType<P> | undefined,
  props: P,
) {
  startTransition(() => {
    hydrateRoot(
      element,
      <Hydrated element={element}>{islandTree(label, Island, Fallback, props)}</Hydrated>,
    );
  });
}
