import type { RichText } from '@/content/types';

/** Running text as a reader sees it: strings and links' words, in order. */
export function plainText(value: RichText): string {
  return typeof value === 'string'
    ? value
    : value.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}
