import type { RichText as RichTextValue } from '@/content/types';
import { RichText } from './rich-text';

/** Paragraphs of running text from content, each a `<p>`. */
export function Paragraphs({
  items,
  className,
}: {
  items: readonly RichTextValue[];
  className?: string;
}) {
  return items.map((item, i) => (
    <p key={i} className={className}>
      <RichText value={item} />
    </p>
  ));
}
