import { CircleAlert, CircleCheck, CircleX, ShieldCheck } from 'lucide-react';
import { type CheckAnswerKind, checkProblem, reportProblem } from '@/content/check';
import type { CheckContent, CheckNotice } from '@/content/types';
import { cn } from '@/lib/cn';
import { CheckRecord } from './check-record';
import { Paragraphs } from './paragraphs';
import { ReportForm } from './report-form';
import { SectionHeading } from './section-heading';

/**
 * The operator check (DESIGN.md §18): a native POST form, and, on the pages the Cloud Function
 * answers with, the answer above it. Answer pages are rendered at build time with `{{name}}`
 * placeholders that functions/handler.js fills (escaped) per request, so every answer is a page
 * of the site with its own inline CSS and headers. No script: it works with JavaScript off.
 */

const inputClass =
  'mt-2 block w-full rounded-md border-2 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm transition-colors hover:border-primary-500 focus-visible:border-primary-700';

type Field = 'number' | 'surname';

function CheckField({
  field,
  label,
  hint,
  maxLength,
  autoComplete,
  value,
  error,
}: {
  field: Field;
  label: string;
  hint: string;
  maxLength: number;
  autoComplete: string;
  value?: string;
  /** The error shown under the label, with its visually hidden prefix. */
  error?: { prefix: string; message: string };
}) {
  const id = `check-${field}`;
  return (
    <div>
      <label htmlFor={id} className="block font-bold text-primary-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-2 font-bold text-red-800">
          <span className="sr-only">{`${error.prefix} `}</span>
          {error.message}
        </p>
      )}
      <input
        id={id}
        name={field}
        type="text"
        required
        maxLength={maxLength}
        autoComplete={autoComplete}
        autoCapitalize={field === 'number' ? 'characters' : 'words'}
        spellCheck={false}
        defaultValue={value}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        autoFocus={error ? true : undefined}
        className={cn(
          inputClass,
          error ? 'border-red-800 ring-2 ring-red-800/30' : 'border-slate-500',
          field === 'number' && 'max-w-60 uppercase',
        )}
      />
    </div>
  );
}

function CheckForm({
  content,
  answer,
}: {
  content: CheckContent;
  answer: CheckAnswerKind | undefined;
}) {
  const { form } = content;
  const problem = answer && checkProblem(answer);
  const invalid = problem?.field;
  // On an answer, the form holds what the visitor typed; on /check, nothing.
  const kept =
    answer &&
    !['method', 'cross-site', 'report-received'].includes(answer) &&
    !reportProblem(answer);
  const error = (field: Field) =>
    problem?.field === field
      ? { prefix: content.errorPrefix, message: problem.message }
      : undefined;
  return (
    <form
      method="post"
      action={form.action}
      aria-labelledby="check-form-heading"
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8 print:hidden"
    >
      <h2 id="check-form-heading" className="text-2xl font-extrabold text-primary-900">
        {answer && !invalid && !['method', 'cross-site'].includes(answer)
          ? form.againHeading
          : form.heading}
      </h2>
      <div className="mt-6 space-y-6">
        <CheckField
          field="number"
          label={form.numberLabel}
          hint={form.numberHint}
          maxLength={form.numberMaxLength}
          autoComplete="off"
          value={kept ? '{{number}}' : undefined}
          error={error('number')}
        />
        <CheckField
          field="surname"
          label={form.surnameLabel}
          hint={form.surnameHint}
          maxLength={form.surnameMaxLength}
          autoComplete="off"
          value={kept ? '{{surname}}' : undefined}
          error={error('surname')}
        />
      </div>
      <button
        type="submit"
        className="mt-8 inline-flex min-h-12 items-center justify-center rounded-md bg-primary-700 px-6 py-3 text-base font-bold text-white transition-colors hover:bg-primary-800"
      >
        {form.submitLabel}
      </button>
    </form>
  );
}

/** The "There is a problem" box that names the field to fix and links to it. */
function ErrorSummary({
  content,
  fieldId,
  message,
}: {
  content: CheckContent;
  /** The id of the field to fix. */
  fieldId: string;
  message: string;
}) {
  return (
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
          href={`#${fieldId}`}
          className="text-lg font-bold text-red-800 underline decoration-2 underline-offset-2"
        >
          {message}
        </a>
      </p>
    </div>
  );
}

const tones = {
  current: { band: 'bg-green-800', Icon: CircleCheck },
  expired: { band: 'bg-secondary-800', Icon: CircleAlert },
  suspended: { band: 'bg-red-800', Icon: CircleX },
} as const;

function MatchAnswer({
  content,
  status,
  ending = false,
}: {
  content: CheckContent;
  status: 'current' | 'expired' | 'suspended';
  /** A current registration that ends within 90 days. */
  ending?: boolean;
}) {
  const { match } = content;
  const { band, Icon } = tones[status];
  const state = match.statuses[status];
  const row = 'grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4';
  return (
    <section
      aria-labelledby="answer-heading"
      className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200 print:ring-2 print:ring-black"
    >
      <div
        className={cn(
          'flex items-center gap-3 px-6 py-4 text-white sm:px-8 print:border-b-2 print:border-black print:px-4 print:py-2',
          band,
        )}
      >
        <Icon aria-hidden="true" className="size-8 shrink-0" />
        <h2 id="answer-heading" className="text-2xl font-extrabold">
          {`${match.heading}: ${state.label}`}
        </h2>
      </div>
      <div className="flex flex-col gap-6 p-6 sm:flex-row sm:p-8 print:flex-row print:p-4">
        {/* The photograph travels inside the page: it has no address of its own. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src="data:image/jpeg;base64,{{photo}}"
          alt={match.photoAlt}
          width={160}
          height={200}
          className="h-50 w-40 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-300 print:h-40 print:w-32"
        />
        <dl className="min-w-0 flex-1 space-y-3 text-lg print:space-y-1 print:text-base">
          <div className={row}>
            <dt className="font-bold text-primary-900">{match.labels.name}</dt>
            <dd className="text-slate-800">{'{{fullName}}'}</dd>
          </div>
          <div className={row}>
            <dt className="font-bold text-primary-900">{match.labels.number}</dt>
            <dd className="font-mono text-slate-800">{'{{registrationNumber}}'}</dd>
          </div>
          <div className={row}>
            <dt className="font-bold text-primary-900">{match.labels.status}</dt>
            <dd className="font-bold text-slate-900">{state.label}</dd>
          </div>
          <div className={row}>
            <dt className="font-bold text-primary-900">{match.labels.validUntil}</dt>
            <dd className="text-slate-800">{'{{validUntil}}'}</dd>
          </div>
          <div className={row}>
            <dt className="font-bold text-primary-900">{match.labels.categories}</dt>
            <dd className="text-slate-800">
              <ul className="list-disc space-y-1 pl-5">
                <li>{'{{category}}'}</li>
              </ul>
            </dd>
          </div>
        </dl>
      </div>
      <div className="space-y-3 border-t border-slate-200 px-6 py-5 leading-relaxed text-slate-700 sm:px-8 print:px-4 print:py-3">
        <p className="font-semibold text-slate-900">{state.text}</p>
        {ending && (
          <p className="flex gap-3 rounded-lg border-l-8 border-secondary-500 bg-secondary-100/60 px-4 py-3 font-semibold text-slate-900">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-secondary-800" />
            {match.ending}
          </p>
        )}
        <Paragraphs items={match.closing} className="print:hidden" />
      </div>
    </section>
  );
}

function NoticeAnswer({ notice, alert = false }: { notice: CheckNotice; alert?: boolean }) {
  return (
    <section
      aria-labelledby="answer-heading"
      className={cn(
        'rounded-2xl border-l-8 bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8',
        alert ? 'border-red-800' : 'border-secondary-500',
      )}
    >
      <h2 id="answer-heading" className="text-2xl font-extrabold text-primary-900">
        {notice.heading}
      </h2>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
        <Paragraphs items={notice.paragraphs} />
      </div>
    </section>
  );
}

function Answer({ content, answer }: { content: CheckContent; answer: CheckAnswerKind }) {
  const problem = checkProblem(answer);
  if (problem)
    return (
      <ErrorSummary
        content={content}
        fieldId={`check-${problem.field}`}
        message={problem.message}
      />
    );
  const reported = reportProblem(answer);
  if (reported)
    return (
      <ErrorSummary
        content={content}
        fieldId={`report-${reported.field}`}
        message={reported.message}
      />
    );
  switch (answer) {
    case 'match-current':
      return <MatchAnswer content={content} status="current" />;
    case 'match-ending':
      return <MatchAnswer content={content} status="current" ending />;
    case 'match-expired':
      return <MatchAnswer content={content} status="expired" />;
    case 'match-suspended':
      return <MatchAnswer content={content} status="suspended" />;
    case 'no-match':
      return <NoticeAnswer notice={content.noMatch} alert />;
    default:
      return undefined;
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
  }
}

/** Whether an answer is a check's result: a match or a no-match, which an employer may keep. */
const isResult = (answer: CheckAnswerKind) => answer.startsWith('match-') || answer === 'no-match';

/** `/check`, or one of its answers. */
export function OperatorCheckSection({
  content,
  answer,
}: {
  content: CheckContent;
  answer?: CheckAnswerKind;
}) {
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
          {answer && <Answer content={content} answer={answer} />}
          {answer && isResult(answer) && <CheckRecord content={content} />}
          {answer && isResult(answer) && <ReportForm content={content} />}
          {answer && reportProblem(answer) ? (
            <ReportForm
              content={content}
              open
              error={{ ...reportProblem(answer)!, prefix: content.errorPrefix }}
            />
          ) : (
            <CheckForm content={content} answer={answer} />
          )}
        </div>
        <aside
          aria-labelledby="check-privacy-heading"
          className="space-y-6 self-start print:hidden"
        >
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
      </div>
    </section>
  );
}
