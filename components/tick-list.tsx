import { Check } from 'lucide-react';
import type { RichText as RichTextValue } from '@/content/types';
import { cn } from '@/lib/cn';
import { RichText } from './rich-text';

/** A list whose items each start with a tick. */
export function TickList({
  items,
  className,
}: {
  items: readonly RichTextValue[];
  className?: string;
}) {
  return (
    <ul className={cn('space-y-4', className)}>
      {items.map((item, i) => (
        <li key={i} className="flex items-start gap-3 leading-relaxed">
          <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-secondary-400 text-primary-900">
            <Check aria-hidden="true" strokeWidth={3} className="size-4" />
          </span>
          <span>
            <RichText value={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
