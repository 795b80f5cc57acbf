import type { CheckNotice } from '@/content/types';
import { cn } from '@/lib/cn';
import { AnswerHeading } from '../answer-heading';
import { Paragraphs } from '../paragraphs';

/** An answer that is a notice: no match, a limit, the check unavailable, a report received. */
export function NoticeAnswer({
  notice,
  alert = false,
  pageHeading,
}: {
  notice: CheckNotice;
  alert?: boolean;
  /** The page's h1, which the notice's title may only repeat (components/answer-heading.tsx). */
  pageHeading?: string;
}) {
  return (
    <section
      aria-labelledby="answer-heading"
      className={cn(
        'rounded-2xl border-l-8 bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8',
        alert ? 'border-red-800' : 'border-secondary-500',
      )}
    >
      <AnswerHeading pageHeading={pageHeading} className="text-2xl font-extrabold text-primary-900">
        {notice.heading}
      </AnswerHeading>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
        <Paragraphs items={notice.paragraphs} />
      </div>
    </section>
  );
}
