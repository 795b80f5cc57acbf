import { islandTree } from './island-tree';
import { islandParts, type Parts } from './parts';
import { islandLabels, type IslandName, type IslandProps } from './registry';

/**
 * A client island in the server's HTML: its markup inside an element (`display: contents`) that
 * names it and carries its props as JSON, from which `entry.ts` hydrates it in the
 * browser. Only these elements hydrate; the rest of the page stays the server's HTML.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps[N] }) {
  const { Island: Component, Fallback } = islandParts[name] as Parts<N>;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      {islandTree(islandLabels[name], Component, Fallback, props)}
    </div>
  );
}
