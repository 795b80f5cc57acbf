import { ShieldCheck } from 'lucide-react';
import type { PersonCheckContent } from '@/content/types';
import { Paragraphs } from '../paragraphs';

/**
 * Beside a check (an operator's, an instructor's): what the check shows and why, and the machine
 * categories on the register. Not printed: the kept answer is the check's alone.
 */
export function CheckAside({
  content,
}: {
  content: Pick<PersonCheckContent, 'privacy' | 'categoriesHeading' | 'categories'>;
}) {
  return (
    <aside aria-labelledby="check-privacy-heading" className="space-y-6 self-start print:hidden">
      <div className="rounded-2xl bg-primary-100/70 p-6 sm:p-7">
        <h2
          id="check-privacy-heading"
          className="flex items-center gap-3 text-xl font-extrabold text-primary-900"
        >
          <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-primary-600" />
          {content.privacy.heading}
        </h2>
        <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
          <Paragraphs items={content.privacy.paragraphs} />
        </div>
      </div>
      <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-7">
        <h2 className="text-xl font-extrabold text-primary-900">{content.categoriesHeading}</h2>
        <ul className="mt-4 grid gap-x-6 gap-y-1.5 text-slate-700 sm:grid-cols-2 lg:grid-cols-1">
          {content.categories.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
