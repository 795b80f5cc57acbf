import { type PersonCheckAnswerKind, checkAnswerHeading } from '@/content/checks';
import type { PersonCheckContent } from '@/content/types';
import { type AnswerKind, personAnswerOf, problemOf, slotsOf } from '@/functions/answers.js';
import { ErrorSummary } from './error-summary';
import { MatchAnswer } from './match-answer';
import { NoticeAnswer } from './notice-answer';

/** The message that says what is wrong with a field, from the content's messages. */
export function problemMessage(content: PersonCheckContent, kind: AnswerKind) {
  const problem = problemOf(kind);
  if (!problem) return undefined;
  const messages: Record<string, Record<string, string>> | undefined =
    problem.form === 'check' ? content.messages : content.report?.messages;
  const message = messages?.[problem.field]?.[problem.problem];
  if (!message)
    throw new Error(`${content.heading}: no message for ${problem.field} ${problem.problem}`);
  return { ...problem, message };
}

/** The answer at the top of an answer page: what the check found, or what went wrong. */
export function Answer({ content, kind }: { content: PersonCheckContent; kind: AnswerKind }) {
  const problem = problemMessage(content, kind);
  if (problem)
    return (
      <ErrorSummary
        heading={content.errorSummaryHeading}
        fieldId={`${problem.form}-${problem.field}`}
        message={problem.message}
      />
    );
  // The page's h1 on this answer, which an answer's title must not repeat as a heading.
  const pageHeading = checkAnswerHeading(kind as PersonCheckAnswerKind);
  if (kind === 'report-received' && content.report)
    return <NoticeAnswer notice={content.report.received} pageHeading={pageHeading} />;
  const person = personAnswerOf(kind);
  if (!person) return undefined;
  // The same component for every register: its answers' values say what it shows.
  const slots = slotsOf(kind as Parameters<typeof slotsOf<'match-current'>>[0]);
  switch (person.answer) {
    case 'match-current':
    case 'match-expired':
      return (
        <MatchAnswer
          content={content}
          register={person.register}
          status={person.answer.slice('match-'.length) as 'current' | 'expired'}
          slots={slots}
          pageHeading={pageHeading}
        />
      );
    case 'match-suspended':
      return (
        <MatchAnswer
          content={content}
          register={person.register}
          status="suspended"
          slots={slots}
          pageHeading={pageHeading}
          since={slotsOf(kind as Parameters<typeof slotsOf<'match-suspended'>>[0]).since}
          why={slotsOf(kind as Parameters<typeof slotsOf<'match-suspended'>>[0]).why}
        />
      );
    case 'match-ending':
      return (
        <MatchAnswer
          content={content}
          register={person.register}
          status="current"
          slots={slots}
          ending
          pageHeading={pageHeading}
        />
      );
    case 'no-match':
      return <NoticeAnswer notice={content.noMatch} alert pageHeading={pageHeading} />;
    case 'limited':
      return <NoticeAnswer notice={content.limited} pageHeading={pageHeading} />;
    case 'number-limited':
      return <NoticeAnswer notice={content.numberLimited} pageHeading={pageHeading} />;
    case 'unavailable':
      return <NoticeAnswer notice={content.unavailable} pageHeading={pageHeading} />;
    case 'method':
      return <NoticeAnswer notice={content.method} pageHeading={pageHeading} />;
    case 'cross-site':
      return <NoticeAnswer notice={content.crossSite} alert pageHeading={pageHeading} />;
    default:
      return undefined;
  }
}
