import { type PersonCheckAnswerKind, checkAnswerHeading } from '@/content/checks';
import type { PersonCheckContent, ReportFieldName } from '@/content/types';
import { type AnswerKind, isResult, personAnswerOf, slotsOf } from '@/functions/answers.js';
import { Paragraphs } from '../paragraphs';
import { SectionHeadingOnAnswer } from '../answer-heading';
import { Answer, problemMessage } from './answer';
import { CheckAside } from './check-aside';
import type { CheckFieldName } from './check-field';
import { CheckForm } from './check-form';
import { CheckRecord } from './check-record';
import { ReportForm, reportFormValues } from './report-form';
import { shows } from './slots';

/** The words of the report form, which answers that show one need. */
function reportContent({ report, errorPrefix, heading }: PersonCheckContent) {
  if (!report) throw new Error(`${heading}: an answer shows the report form, which has no words`);
  return { report, errorPrefix };
}

/**
 * A person check (docs/decisions.md, "The operator check", "The instructor check"): a native POST
 * form, and, on the pages the Cloud Function answers with, the answer above it. One component for
 * every register: what a register's answers show beyond the shared ones (an operator's photograph
 * and report form) follows from their values (functions/answers.js, `personChecks`). Each answer kind is rendered at build
 * time as a page of its own, its values written as `{{slots}}` (functions/answers.js) that the
 * function fills, escaped, per request: every answer is a page of the site with its own inline CSS
 * and headers. No script: it works with JavaScript off.
 */
export function PersonCheckSection({
  content,
  answer,
}: {
  content: PersonCheckContent;
  answer?: AnswerKind;
}) {
  const problem = answer && problemMessage(content, answer);
  const reportProblem = problem?.form === 'report' ? problem : undefined;
  const checkProblem =
    problem?.form === 'check'
      ? { field: problem.field as CheckFieldName, message: problem.message }
      : undefined;
  const refusal = answer && personAnswerOf(answer)?.answer;
  const again = answer && !checkProblem && refusal !== 'method' && refusal !== 'cross-site';
  return (
    <section aria-label={content.heading} className="bg-slate-50 py-12 sm:py-20 print:py-4">
      <div className="page-container grid gap-10 lg:grid-cols-[1.5fr_1fr] print:block">
        <div className="min-w-0 space-y-8 print:space-y-4">
          {/* On the check's own page its title is the page's h1, in the header just above: the
              section does not say it again (issue 45). */}
          {answer ? (
            <SectionHeadingOnAnswer
              heading={content.heading}
              pageHeading={checkAnswerHeading(answer as PersonCheckAnswerKind)}
            />
          ) : (
            <div className="space-y-4 text-lg leading-relaxed text-slate-700">
              <Paragraphs items={content.intro} />
            </div>
          )}
          {answer && <Answer content={content} kind={answer} />}
          {answer && shows(answer, 'checkedNumber') && (
            <CheckRecord content={content} slots={slotsOf(answer)} />
          )}
          {answer && isResult(answer) && shows(answer, 'reportNumber') && (
            <ReportForm
              content={reportContent(content)}
              values={{
                number: slotsOf(answer).reportNumber,
                name: shows(answer, 'reportName') ? slotsOf(answer).reportName : undefined,
              }}
            />
          )}
          {answer && reportProblem && shows(answer, 'reportSeen') ? (
            <ReportForm
              content={reportContent(content)}
              open
              values={reportFormValues(slotsOf(answer))}
              error={{
                field: reportProblem.field as ReportFieldName,
                message: reportProblem.message,
                prefix: content.errorPrefix,
              }}
            />
          ) : (
            <CheckForm
              content={content}
              heading={again ? content.form.againHeading : content.form.heading}
              // What was typed comes back to be corrected or tried again; after a result, the
              // form starts empty for the next check.
              typed={
                answer && !isResult(answer) && shows(answer, 'number') ? slotsOf(answer) : undefined
              }
              error={checkProblem}
            />
          )}
        </div>
        <CheckAside content={content} />
      </div>
    </section>
  );
}
