import { ChevronDown, Flag } from 'lucide-react';
import type { ReportContent, ReportFieldName } from '@/content/types';
import { fieldClass } from './check-field';
import type { Slots } from './slots';

/**
 * "Report a suspected fake card", under a check's answer: a native POST (no script) to the check's
 * function, which keeps the report for the scheme's staff. Closed until opened, except when it is
 * the answer: the form again with one field to fix (`error`) and what was typed kept. Under a
 * match it holds the card's number and name; under a no-match, the number. Left out of print.
 */
export function ReportForm({
  content,
  values = {},
  error,
  open = false,
}: {
  content: { report: ReportContent };
  /** The fields filled in (each a `{{slot}}` the function fills). */
  values?: Partial<Record<ReportFieldName, string>>;
  /** The field to fix and the message, on a report the function could not accept. */
  error?: { field: ReportFieldName; message: string; prefix: string };
  open?: boolean;
}) {
  const { report } = content;
  const fields: { name: ReportFieldName; multiline?: boolean; autoComplete: string }[] = [
    { name: 'number', autoComplete: 'off' },
    { name: 'name', autoComplete: 'off' },
    { name: 'seen', multiline: true, autoComplete: 'off' },
    { name: 'where', autoComplete: 'off' },
    { name: 'reporter', autoComplete: 'name' },
    { name: 'contact', autoComplete: 'email' },
  ];
  const required = (name: ReportFieldName) => !['number', 'name'].includes(name);
  return (
    <details
      open={open || undefined}
      className="group rounded-2xl bg-white shadow-lg ring-1 ring-slate-200 print:hidden"
    >
      {/* A button-like opener: a border (which forced colours keep) and an arrow that turns when
          it opens; a native summary, so it is announced as expandable and opens without script. */}
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-2xl border-2 border-primary-700 px-6 py-4 text-xl font-extrabold text-primary-900 transition-colors hover:bg-primary-100/70 sm:px-8 [&::-webkit-details-marker]:hidden">
        <Flag aria-hidden="true" className="size-6 shrink-0 text-red-800" />
        <span className="grow">{report.summary}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-6 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <form
        method="post"
        action={report.action}
        aria-label={report.summary}
        className="space-y-6 px-6 pb-8 sm:px-8"
      >
        <p className="leading-relaxed text-slate-700">{report.intro}</p>
        {fields.map(({ name, multiline, autoComplete }) => {
          const id = `report-${name}`;
          const hint = report.hints[name];
          const fieldError = error?.field === name ? error : undefined;
          const described = [fieldError && `${id}-error`, hint && `${id}-hint`]
            .filter(Boolean)
            .join(' ');
          const common = {
            id,
            name,
            required: required(name),
            maxLength: report.maxLengths[name],
            autoComplete,
            'aria-describedby': described || undefined,
            'aria-invalid': fieldError ? true : undefined,
            autoFocus: fieldError ? true : undefined,
            className: fieldClass(Boolean(fieldError)),
          };
          const value = values[name];
          return (
            <div key={name}>
              <label htmlFor={id} className="block font-bold text-primary-900">
                {report.labels[name]}
              </label>
              {hint && (
                <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
                  {hint}
                </p>
              )}
              {fieldError && (
                <p id={`${id}-error`} className="mt-2 font-bold text-red-800">
                  <span className="sr-only">{`${fieldError.prefix} `}</span>
                  {fieldError.message}
                </p>
              )}
              {multiline ? (
                <textarea rows={5} defaultValue={value} {...common} />
              ) : (
                <input type="text" defaultValue={value} {...common} />
              )}
            </div>
          );
        })}
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-md border-2 border-transparent bg-red-800 px-5.5 py-2.5 text-base font-bold text-white transition-colors hover:bg-red-900"
        >
          {report.submitLabel}
        </button>
      </form>
    </details>
  );
}

/** The report form's fields as the visitor wrote them, on an answer that asks them to correct one. */
export const reportFormValues = ({
  reportNumber,
  reportName,
  reportSeen,
  reportWhere,
  reportReporter,
  reportContact,
}: Slots<'report-invalid-seen-missing'>): Record<ReportFieldName, string> => ({
  number: reportNumber,
  name: reportName,
  seen: reportSeen,
  where: reportWhere,
  reporter: reportReporter,
  contact: reportContact,
});
