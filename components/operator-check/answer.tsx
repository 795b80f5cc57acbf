import type { CheckContent } from '@/content/types';
import { type AnswerKind, problemOf, slotsOf } from '@/functions/answers.js';
import { ErrorSummary } from './error-summary';
import { MatchAnswer } from './match-answer';
import { NoticeAnswer } from './notice-answer';

/** The message that says what is wrong with a field, from the content's messages. */
export function problemMessage(content: CheckContent, kind: AnswerKind) {
  const problem = problemOf(kind);
  if (!problem) return undefined;
  const messages: Record<string, Record<string, string>> = problem.form === 'check'
    ? content.messages
    : content.report.messages;
  const message = messages[problem.field]?.[problem.problem];
  if (!message)
    throw new Error(`content/check.ts has no message for ${problem.field} ${problem.problem}`);
  return { ...problem, message };
}

/** The answer at the top of an answer page: what the check found, or what went wrong. */
export function Answer({ content, kind }: { content: CheckContent; kind: AnswerKind }) {
  const problem = problemMessage(content, kind);
  if (problem)
    return (
      <ErrorSummary
        heading={content.errorSummaryHeading}
        fieldId={`${problem.form}-${problem.field}`}
        message={problem.message}
      />
    );
  switch (kind) {
    case 'match-current':
    case 'match-expired':
    case 'match-suspended':
      return (
        <MatchAnswer
          content={content}
          status={kind.slice('match-'.length) as 'current' | 'expired' | 'suspended'}
          slots={slotsOf(kind)}
        />
      );
    case 'match-ending':
      return <MatchAnswer content={content} status="current" slots={slotsOf(kind)} ending />;
    case 'no-match':
      return <NoticeAnswer notice={content.noMatch} alert />;
    case 'limited':
      return <NoticeAnswer notice={content.limited} />;
    case 'number-limited':
      return <NoticeAnswer notice={content.numberLimited} />;
    case 'unavailable':
      return <NoticeAnswer notice={content.unavailable} />;
    case 'method':
      return <NoticeAnswer notice={content.method} />;
    case 'cross-site':
      return <NoticeAnswer notice={content.crossSite} alert />;
    case 'report-received':
      return <NoticeAnswer notice={content.report.received} />;
    default:
      return undefined;
  }
}
