import type { RichText as RichTextValue } from '@/content/types';
import { SmartLink } from './smart-link';

/** Renders running text from content: plain strings and inline links, in order. */
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === 'string') return value;
  return value.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <SmartLink
        key={i}
        href={part.href}
        className="font-semibold text-primary-600 underline decoration-2 underline-offset-2 hover:text-primary-800"
      >
        {part.text}
      </SmartLink>
    ),
  );
}
