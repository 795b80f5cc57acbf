import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The eyebrow, heading and intro that open most sections. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = 'left',
  tone = 'light',
  level = 2,
  className,
}: {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
  level?: 1 | 2;
  className?: string;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'mb-3 text-sm font-bold tracking-widest uppercase',
            tone === 'dark' ? 'text-secondary-300' : 'text-primary-600',
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={cn(
          'text-3xl font-extrabold tracking-tight text-balance sm:text-4xl',
          tone === 'dark' ? 'text-white' : 'text-primary-900',
        )}
      >
        {heading}
      </Heading>
      {intro && (
        <p
          className={cn(
            'mt-4 text-lg leading-relaxed text-pretty',
            tone === 'dark' ? 'text-primary-100' : 'text-slate-700',
          )}
        >
          {intro}
        </p>
      )}
    </div>
  );
}
