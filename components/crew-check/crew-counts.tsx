import type { CrewCountsContent } from '@/content/types';
import { cn } from '@/lib/cn';

/** Each group's edge: who may work, who may not, who was not checked. */
const tones = {
  good: 'border-green-700',
  bad: 'border-red-800',
  neutral: 'border-slate-500',
} as const;

/**
 * How many of a crew's rows had each outcome, in three groups, each count apart: who may work,
 * who may not and why, who was not checked. The crew check's answer and a crew's receipt on the
 * verify page show the same; the words carry `{{slots}}` the function fills.
 */
export function CrewCounts({
  content,
  className,
}: {
  content: CrewCountsContent;
  className?: string;
}) {
  return (
    <ul
      aria-label={content.label}
      className={cn('grid gap-3 sm:grid-cols-3 print:grid-cols-3 print:gap-2', className)}
    >
      {content.groups.map((group) => (
        <li
          key={group.label}
          className={cn(
            'rounded-lg border-l-8 bg-slate-50 px-4 py-3 ring-1 ring-slate-200 print:border-l-4 print:px-2 print:py-1 print:ring-0',
            tones[group.tone],
          )}
        >
          <p className="text-lg font-extrabold text-primary-900 print:text-[10pt]">
            {`${group.label}: ${group.count}`}
          </p>
          <p className="mt-1 text-sm leading-snug text-slate-700 print:mt-0 print:text-[8pt]">
            {group.detail}
          </p>
        </li>
      ))}
    </ul>
  );
}
