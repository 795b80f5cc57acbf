import { Info } from 'lucide-react';
import { type FinderAnswerKind, finderAnswerHeading } from '@/content/providers';
import type { FinderContent, FinderStanding } from '@/content/types';
import { slotsOf } from '@/functions/answers.js';
import { ErrorSummary } from '../person-check/error-summary';
import { NoticeAnswer } from '../person-check/notice-answer';
import { SectionHeadingOnAnswer } from '../answer-heading';
import { Paragraphs } from '../paragraphs';
import { RichText } from '../rich-text';
import { FinderForm, type FinderChoiceSlots } from './finder-form';
import { FinderNameForm } from './finder-name-form';
import { FinderNamed, FinderNamedNone } from './finder-named';
import { FinderChoosePlace, FinderNone, FinderSuggestion } from './finder-places';
import { FinderResults } from './finder-results';
import { BackToResults, ProviderDetails } from './provider-details';

/**
 * The message of a finder page that asks the visitor to correct the search, if it is one, and
 * the form it is in: the search by name's (`name`) or the search's.
 */
function problemOf(content: FinderContent, kind: FinderAnswerKind) {
  const [, field, problem] = /^finder-invalid-(\w+)-(\w+)$/.exec(kind) ?? [];
  if (!field || !problem) return undefined;
  const messages = content.messages as Record<string, Record<string, string>>;
  const message = messages[field]?.[problem];
  return message ? { message, byName: field === 'name' } : undefined;
}

/** The answers to a search by name or number, which show its form first, the text typed kept. */
const byNameAnswers: readonly FinderAnswerKind[] = [
  'finder-named',
  'finder-named-none',
  'finder-invalid-name-missing',
  'finder-invalid-name-tooLong',
];

/**
 * The provider finder (`/providers`: a native GET form) and the pages the Cloud Function answers
 * with: a page of results, no results, a search to correct, a provider's own page. Each is
 * rendered at build time with `{{slots}}` the function fills (functions/answers.js), so every
 * answer is a page of the site with its own inline CSS and headers. No script.
 */
export function ProviderFinderSection({
  content,
  answer,
}: {
  content: FinderContent;
  answer?: FinderAnswerKind;
}) {
  const standing = answer?.startsWith('provider-')
    ? (answer.slice('provider-'.length) as FinderStanding | 'unknown')
    : undefined;
  const formSlots =
    answer && answer.startsWith('finder-')
      ? (slotsOf(answer as Extract<FinderAnswerKind, `finder-${string}`>) as unknown as {
          where: string;
        } & FinderChoiceSlots)
      : undefined;
  const problem = answer ? problemOf(content, answer) : undefined;
  const error = (byName: boolean) =>
    problem && problem.byName === byName
      ? { prefix: content.errorPrefix, message: problem.message }
      : undefined;
  const byName = answer !== undefined && byNameAnswers.includes(answer);
  const form = (
    <FinderForm content={content} where={formSlots?.where} slots={formSlots} error={error(false)} />
  );
  // Beside the search on /providers and on every answer that shows it; on the answers to it, the
  // text typed kept.
  const nameForm = (
    <FinderNameForm
      content={content}
      name={byName ? slotsOf('finder-named').name : undefined}
      error={error(true)}
    />
  );
  const forms = byName ? (
    <>
      {nameForm}
      {form}
    </>
  ) : (
    <>
      {form}
      {nameForm}
    </>
  );
  return (
    <section
      aria-label={answer ? content.heading : undefined}
      aria-labelledby={answer ? undefined : 'finder-form-heading'}
      className="bg-slate-50 py-6 sm:py-20 print:py-4"
    >
      <div className="page-container grid gap-10 lg:grid-cols-[1.5fr_1fr] print:block">
        <div className="min-w-0 space-y-8">
          {answer && (
            <SectionHeadingOnAnswer
              heading={content.heading}
              pageHeading={finderAnswerHeading(answer)}
            />
          )}
          {standing === 'unknown' && (
            <BackToResults content={content} slots={slotsOf('provider-unknown').back} />
          )}
          {problem && answer === 'finder-invalid-page-pastEnd' ? (
            <div
              role="alert"
              aria-labelledby="answer-heading"
              className="rounded-2xl border-4 border-red-800 bg-white p-6 sm:p-8"
            >
              <h2 id="answer-heading" className="text-2xl font-extrabold text-primary-900">
                {content.errorSummaryHeading}
              </h2>
              <p className="mt-3">
                <a
                  href={slotsOf('finder-invalid-page-pastEnd').lastPageHref}
                  className="text-lg font-bold text-red-800 underline decoration-2 underline-offset-2"
                >
                  {problem.message}
                </a>
              </p>
            </div>
          ) : (
            problem && (
              <ErrorSummary
                heading={content.errorSummaryHeading}
                fieldId={problem.byName ? 'finder-name' : 'finder-where'}
                message={problem.message}
              />
            )
          )}
          {answer === 'finder-invalid-where-unknown' && <FinderSuggestion content={content} />}
          {answer === 'finder-choose-where' && <FinderChoosePlace content={content} />}
          {answer === 'finder-results' && <FinderResults content={content} />}
          {answer === 'finder-none' && <FinderNone content={content} />}
          {answer === 'finder-named' && <FinderNamed content={content} />}
          {answer === 'finder-named-none' && <FinderNamedNone content={content} />}
          {answer === 'finder-unavailable' && (
            <NoticeAnswer
              notice={content.unavailable}
              alert
              pageHeading={finderAnswerHeading(answer)}
            />
          )}
          {standing === 'unknown' && (
            <NoticeAnswer
              notice={content.provider.unknown}
              alert
              pageHeading={finderAnswerHeading('provider-unknown')}
            />
          )}
          {standing && standing !== 'unknown' && (
            <ProviderDetails content={content} standing={standing} />
          )}
          {(!answer || formSlots || standing === 'unknown') && forms}
          {/* On `/providers` the form comes first, within a phone's first screen; the page's h1
              already says what the page is for (issue 44). */}
          {!answer && (
            <div className="space-y-4 text-lg leading-relaxed text-slate-700">
              <Paragraphs items={content.intro} />
              {/* For employers and other schemes who follow the register: its links are the
                  intro's own, and the page's head names the same feeds (app/providers/page.tsx). */}
              <p className="text-base print:hidden">
                <RichText value={content.feeds.line} />
              </p>
            </div>
          )}
        </div>
        {/* Where distances are measured from: beside a search and its results only, not on a
            provider's page or a search by name, which show none (issue 44). */}
        {!standing && !byName && answer !== 'finder-unavailable' && (
          <aside aria-labelledby="finder-credit-heading" className="self-start print:hidden">
            <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-7">
              <h2
                id="finder-credit-heading"
                className="flex items-center gap-3 text-xl font-extrabold text-primary-900"
              >
                <Info aria-hidden="true" className="size-6 shrink-0 text-primary-600" />
                {content.creditHeading}
              </h2>
              <p className="mt-4 text-sm leading-relaxed text-slate-700">{content.credit}</p>
            </div>
          </aside>
        )}
      </div>
    </section>
  );
}
