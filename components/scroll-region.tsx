import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A region that scrolls sideways on its own, for a table wider than a narrow screen, so the page
 * does not (WCAG 1.4.10): named by the table's caption, and reachable by keyboard to scroll it.
 */
export function ScrollRegion({
  labelledBy,
  className,
  children,
}: {
  /** The id of what names the region: the table's caption. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={cn(
        'overflow-x-auto focus-visible:outline-3 focus-visible:outline-primary-700',
        className,
      )}
    >
      {children}
    </div>
  );
}
