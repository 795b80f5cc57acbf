import type { InstructorAnswerKind } from '@/content/instructor-check';
import type { InstructorCheckContent } from '@/content/types';
import { isResult, problemOf, slotsOf } from '@/functions/answers.js';
import { Paragraphs } from '../paragraphs';
import { SectionHeading } from '../section-heading';
import type { CheckFieldName } from '../operator-check/check-field';
import { CheckAside } from '../operator-check/check-aside';
import { CheckForm } from '../operator-check/check-form';
import { CheckRecord } from '../operator-check/check-record';
import { ErrorSummary } from '../operator-check/error-summary';
import { NoticeAnswer } from '../operator-check/notice-answer';
import { shows } from '../operator-check/slots';
import { InstructorMatch } from './instructor-match';

/** The field an answer asks the visitor to correct, with the content's message for it. */
function problemMessage(content: InstructorCheckContent, kind: InstructorAnswerKind) {
  const problem = problemOf(kind);
  if (!problem) return undefined;
  const messages: Record<string, Record<string, string>> = content.messages;
  const message = messages[problem.field]?.[problem.problem];
  if (!message)
    throw new Error(
      `content/instructor-check.ts has no message for ${problem.field} ${problem.problem}`,
    );
  return { field: problem.field as CheckFieldName, message };
}

/** The answer at the top of an answer page: what the check found, or what went wrong. */
function InstructorAnswer({
  content,
  kind,
}: {
  content: InstructorCheckContent;
  kind: InstructorAnswerKind;
}) {
  const problem = problemMessage(content, kind);
  if (problem)
    return (
      <ErrorSummary
        heading={content.errorSummaryHeading}
        fieldId={`check-${problem.field}`}
        message={problem.message}
      />
    );
  switch (kind) {
    case 'instructor-match-current':
    case 'instructor-match-expired':
    case 'instructor-match-suspended':
      return (
        <InstructorMatch
          content={content}
          status={kind.slice('instructor-match-'.length) as 'current' | 'expired' | 'suspended'}
          slots={slotsOf(kind)}
        />
      );
    case 'instructor-match-ending':
      return <InstructorMatch content={content} status="current" slots={slotsOf(kind)} ending />;
    case 'instructor-no-match':
      return <NoticeAnswer notice={content.noMatch} alert />;
    case 'instructor-limited':
      return <NoticeAnswer notice={content.limited} />;
    case 'instructor-number-limited':
      return <NoticeAnswer notice={content.numberLimited} />;
    case 'instructor-unavailable':
      return <NoticeAnswer notice={content.unavailable} />;
    case 'instructor-method':
      return <NoticeAnswer notice={content.method} />;
    case 'instructor-cross-site':
      return <NoticeAnswer notice={content.crossSite} alert />;
    default:
      return undefined;
  }
}

/**
 * The instructor check (docs/decisions.md, "The instructor check"): the operator check's native
 * POST form and record of the check, with answers of its own, each rendered at build time as a
 * page the Cloud Function fills (functions/answers.js). No script: it works with JavaScript off.
 */
export function InstructorCheckSection({
  content,
  answer,
}: {
  content: InstructorCheckContent;
  answer?: InstructorAnswerKind;
}) {
  const problem = answer && problemMessage(content, answer);
  const again =
    answer && !problem && answer !== 'instructor-method' && answer !== 'instructor-cross-site';
  return (
    <section aria-labelledby="check-heading" className="bg-slate-50 py-12 sm:py-20 print:py-4">
      <div className="page-container grid gap-10 lg:grid-cols-[1.5fr_1fr] print:block">
        <div className="min-w-0 space-y-8 print:space-y-4">
          {answer ? (
            <h2 id="check-heading" className="sr-only">
              {content.heading}
            </h2>
          ) : (
            <div>
              <SectionHeading id="check-heading" heading={content.heading} />
              <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
                <Paragraphs items={content.intro} />
              </div>
            </div>
          )}
          {answer && <InstructorAnswer content={content} kind={answer} />}
          {answer && isResult(answer) && shows(answer, 'checkedNumber') && (
            <CheckRecord content={content} slots={slotsOf(answer)} />
          )}
          <CheckForm
            content={content}
            heading={again ? content.form.againHeading : content.form.heading}
            typed={answer && shows(answer, 'number') ? slotsOf(answer) : undefined}
            error={problem}
          />
        </div>
        <CheckAside content={content} />
      </div>
    </section>
  );
}
