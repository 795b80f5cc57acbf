import type { VerifyContent } from '@/content/types';
import { cn } from '@/lib/cn';
import { fieldClass } from '../person-check/check-field';

/** The textarea's id: the error summary links to it. */
export const receiptFieldId = 'verify-receipt';

/**
 * The verify page's form: a native GET to the function's verify address (a receipt in an address
 * is what a record's QR code holds too), which answers with a whole page. On an answer it holds
 * what the visitor typed (`typed`, a `{{slot}}`) and, when nothing was, says so.
 */
export function VerifyForm({
  content,
  heading,
  typed,
  error,
}: {
  content: Pick<VerifyContent, 'form' | 'errorPrefix'>;
  heading: string;
  typed?: string;
  /** The field's error message. */
  error?: string;
}) {
  const { form } = content;
  const id = receiptFieldId;
  return (
    <form
      method="post"
      action={form.action}
      aria-labelledby="verify-form-heading"
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8 print:hidden"
    >
      <h2 id="verify-form-heading" className="text-2xl font-extrabold text-primary-900">
        {heading}
      </h2>
      <div className="mt-6">
        <label htmlFor={id} className="block font-bold text-primary-900">
          {form.label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {form.hint}
        </p>
        {error && (
          <p id={`${id}-error`} className="mt-2 font-bold text-red-800">
            <span className="sr-only">{`${content.errorPrefix} `}</span>
            {error}
          </p>
        )}
        <textarea
          id={id}
          name="receipt"
          rows={6}
          required
          maxLength={form.maxLength}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          defaultValue={typed}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          className={cn(fieldClass(Boolean(error)), 'font-mono text-sm break-all')}
        />
      </div>
      <button
        type="submit"
        className="mt-8 inline-flex min-h-12 items-center justify-center rounded-md border-2 border-transparent bg-primary-700 px-5.5 py-2.5 text-base font-bold text-white transition-colors hover:bg-primary-800"
      >
        {form.submitLabel}
      </button>
    </form>
  );
}
