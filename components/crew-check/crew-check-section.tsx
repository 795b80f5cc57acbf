import { type CrewAnswerKind, crewAnswerHeading } from '@/content/crew-check';
import type { CheckNotice, CrewCheckContent } from '@/content/types';
import { slotsOf } from '@/functions/answers.js';
import { ErrorSummary } from '../person-check/error-summary';
import { NoticeAnswer } from '../person-check/notice-answer';
import { Paragraphs } from '../paragraphs';
import { SectionHeadingOnAnswer } from '../answer-heading';
import { CrewForm, type CrewFieldName } from './crew-form';
import { CrewResults } from './crew-results';

/** The field an answer asks the visitor to correct, and the message for it, if it is one. */
function problemOf(content: CrewCheckContent, kind: CrewAnswerKind) {
  const [, field, problem] = /^crew-invalid-(\w+)-(\w+)$/.exec(kind) ?? [];
  if (!field || !problem) return undefined;
  // "rows": how many the list and the file gave, corrected in the list.
  const formField: CrewFieldName = field === 'rows' ? 'list' : (field as CrewFieldName);
  const messages = content.messages as Record<string, Record<string, string>>;
  const message = messages[formField]?.[problem];
  if (!message) throw new Error(`content/crew-check.ts: no message for the answer "${kind}"`);
  return { field: formField, message };
}

/**
 * The crew check (`/check/crew`: a native POST form, no script) and the pages the Cloud Function
 * answers with: the crew's table, a field to correct, today's checks used up, the check
 * unavailable, a refusal. Each is rendered at build time with `{{slots}}` the function fills
 * (functions/answers.js), so every answer is a page of the site with its own inline CSS and
 * headers.
 */
export function CrewCheckSection({
  content,
  answer,
}: {
  content: CrewCheckContent;
  answer?: CrewAnswerKind;
}) {
  const problem = answer && problemOf(content, answer);
  const list =
    answer && answer !== 'crew-results' && answer !== 'crew-method' && answer !== 'crew-cross-site'
      ? slotsOf(answer).list
      : undefined;
  const notices: Partial<Record<CrewAnswerKind, CheckNotice>> = {
    'crew-limited': content.limited,
    'crew-refused': content.refused,
    'crew-unavailable': content.unavailable,
    'crew-method': content.method,
    'crew-cross-site': content.crossSite,
  };
  const notice = answer && notices[answer];
  const refusal = answer === 'crew-method' || answer === 'crew-cross-site';
  return (
    <section aria-label={content.heading} className="bg-slate-50 py-12 sm:py-20 print:py-0">
      <div className="page-container space-y-8 print:space-y-4 print:px-0">
        {/* On the check's own page its title is the page's h1, in the header just above: the
            section does not say it again (issue 45). */}
        {answer ? (
          <SectionHeadingOnAnswer
            heading={content.heading}
            pageHeading={crewAnswerHeading(answer)}
          />
        ) : (
          <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
            <Paragraphs items={content.intro} />
          </div>
        )}
        {problem && (
          <ErrorSummary
            heading={content.errorSummaryHeading}
            fieldId={`crew-${problem.field}`}
            message={problem.message}
          />
        )}
        {notice && (
          <NoticeAnswer
            notice={notice}
            alert={answer !== 'crew-limited'}
            pageHeading={answer && crewAnswerHeading(answer)}
          />
        )}
        {answer === 'crew-results' && <CrewResults content={content} />}
        {!refusal && (
          <div className="max-w-3xl">
            <CrewForm
              content={content}
              heading={answer === 'crew-results' ? content.form.againHeading : content.form.heading}
              list={list}
              error={problem && { ...problem, prefix: content.errorPrefix }}
            />
          </div>
        )}
      </div>
    </section>
  );
}
