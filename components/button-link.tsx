import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SmartLink } from './smart-link';

const variants = {
  /** Amber on any dark background. */
  amber: 'bg-secondary-400 text-primary-900 hover:bg-secondary-300',
  /** Deep blue on any light background. */
  blue: 'bg-primary-700 text-white hover:bg-primary-800',
  /** White outline on dark backgrounds. */
  outline: 'border-2 border-white/80 text-white hover:bg-white hover:text-primary-900',
  /** Deep blue outline on light backgrounds. */
  'outline-blue':
    'border-2 border-primary-700 text-primary-800 hover:bg-primary-700 hover:text-white',
} as const;

export function ButtonLink({
  href,
  children,
  variant = 'blue',
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  className?: string;
}) {
  return (
    <SmartLink
      href={href}
      className={cn(
        'group inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-transparent px-5 py-2.5 text-base font-bold transition-colors',
        variants[variant],
        className,
      )}
    >
      {children}
      <ArrowRight
        aria-hidden="true"
        className="size-5 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
      />
    </SmartLink>
  );
}
