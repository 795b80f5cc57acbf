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

/**
 * The blocks whose form is why people come to their page: the register's finder and checks, the
 * receipt's verifier, the providers' portal, the staff console. A page that shows one keeps its header short on a
 * phone, so the form is on the first screen (components/inner-header.tsx).
 */
export const formFirstBlocks: readonly BlockConfig['type'][] = [
  'provider-finder',
  'person-check',
  'crew-check',
  'verify-receipt',
  'portal',
  'console',
  'card',
];

/** Whether a page's blocks open with a form people come for (`formFirstBlocks`). */
export const opensWithForm = (blocks: readonly Pick<BlockConfig, 'type'>[]) =>
  blocks.some((block) => formFirstBlocks.includes(block.type));
