import type { BlockConfig } from '@/content/types';

/**
 * Whether a configuration entry shows on the named page (`activeOn`, `negativeSelection`:
 * docs/decisions.md, "Blocks on pages").
 */
export function isBlockActive(
  block: Pick<BlockConfig, 'activeOn' | 'negativeSelection'>,
  page: string,
) {
  const named = block.activeOn.includes(page);
  return block.negativeSelection ? !named : named;
}

/** The blocks a page shows, in configuration order. */
export function resolveBlocks<Block extends BlockConfig>(
  blocks: readonly Block[],
  page: string,
): Block[] {
  return blocks.filter((block) => isBlockActive(block, page));
}
