import { slotsOf } from '@/functions/answers.js';
import { consoleContent } from '@/content/console';
import { reportOutcomeMaxLength } from '@/functions/vocabulary/console.js';
import { fieldClass } from '../person-check/check-field';
import { Card, Problems, secondButtonClass } from '../portal/parts';
import { linkClass } from './parts';

const { reports, paths } = consoleContent;

type ReportSlots = ReturnType<typeof slotsOf<'console-reports'>>['reports']['fields'];

/** What a report says: its reference, when, the card, where, who sent it, what they saw, how it was handled. */
function Report({ f }: { f: ReportSlots }) {
  const { labels } = reports;
  const term = 'font-bold text-slate-700';
  return (
    <>
      <h3 className="font-mono text-lg font-bold text-primary-900">{f.reference}</h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(9rem,auto)_1fr]">
        <dt className={term}>{labels.received}</dt>
        <dd>{f.receivedAt}</dd>
        <dt className={term}>{labels.number}</dt>
        <dd className="font-mono break-words">
          {/* Linked to its record where a register holds it; one of the two is empty. */}
          <a href={f.cardHref} className={`${linkClass} empty:hidden`}>
            {f.cardLinked}
          </a>
          <span className="empty:hidden">{f.cardPlain}</span>
        </dd>
        <dt className={term}>{labels.name}</dt>
        <dd className="break-words">{f.cardName}</dd>
        <dt className={term}>{labels.where}</dt>
        <dd className="break-words">{f.reportWhere}</dd>
        <dt className={term}>{labels.reporter}</dt>
        <dd className="break-words">{f.reporter}</dd>
        <dt className={term}>{labels.contact}</dt>
        <dd className="break-all">{f.contact}</dd>
        <dt className={term}>{labels.seen}</dt>
        <dd className="break-words whitespace-pre-line">{f.seen}</dd>
        <dt className={term}>{labels.sent}</dt>
        <dd>{f.sent}</dd>
        <dt className={term}>{labels.handled}</dt>
        <dd className="break-words">{f.handled}</dd>
      </dl>
    </>
  );
}

const item = 'border-t border-slate-200 pt-5';

/**
 * The reports of suspected fake cards, newest first: a keeper's not yet handled each with the
 * form that marks it handled with an outcome; the others (every report, for a reader) as read.
 */
export function ReportsPage({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('console-reports');
  const h = s.toHandle.fields;
  return (
    <>
      <Problems slot={s.problems} heading={consoleContent.done.problemsHeading} />
      <div
        role="status"
        className="hidden rounded-2xl bg-white p-5 ring-1 ring-slate-200 has-[li]:block"
      >
        <ul className="list-disc space-y-1 pl-6 font-bold text-primary-900">
          {s.notices.start}
          <li>{s.notices.item}</li>
          {s.notices.end}
        </ul>
      </div>
      <Card heading={reports.heading} id="reports-heading" pageHeading={pageHeading}>
        <p>{reports.intro}</p>
        <p className="font-bold">{s.showing}</p>
        <p>
          <a href={s.otherHref} className={linkClass}>
            {s.otherLabel}
          </a>
        </p>
        <ol className="space-y-5">
          {s.toHandle.start}
          <li className={item}>
            <Report f={h} />
            <form
              method="post"
              action={paths.handleReport}
              className="mt-4 flex flex-wrap items-end gap-4"
            >
              <input type="hidden" name="reference" value={h.reference} />
              <label className="block min-w-0 grow basis-64 font-bold text-primary-900">
                {reports.outcome}
                <span className="sr-only"> ({h.reference})</span>
                <span className="mt-1 block text-sm font-normal text-slate-600">
                  {reports.outcomeHint}
                </span>
                <input
                  name="outcome"
                  type="text"
                  required
                  maxLength={reportOutcomeMaxLength}
                  autoComplete="off"
                  defaultValue={h.outcomeTyped}
                  className={`${fieldClass(false)} font-normal`}
                />
              </label>
              <button type="submit" className={secondButtonClass}>
                {reports.submit}
                <span className="sr-only"> {h.reference}</span>
              </button>
            </form>
          </li>
          {s.toHandle.end}
          {s.reports.start}
          <li className={item}>
            <Report f={s.reports.fields} />
          </li>
          {s.reports.end}
        </ol>
      </Card>
    </>
  );
}
