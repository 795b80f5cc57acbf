import type { ComponentType } from 'react';
import { IslandBoundary } from './island-boundary';

/**
 * The tree an island renders, in the server's HTML (`island.tsx`) and when it hydrates in the
 * browser (`island-runtime.tsx`): the two must match, so both build it here. The boundary, then
 * the island with its props; if the island fails, its fallback or nothing.
 */
export function islandTree<P extends object>(
  label: string,
  Island: ComponentType<P>,
  Fallback: ComponentType<P> | undefined,
  props: P,
) {
  return (
    <IslandBoundary name={label} fallback={Fallback ? <Fallback {...props} /> : null}>
      <Island {...props} />
    </IslandBoundary>
  );
}
