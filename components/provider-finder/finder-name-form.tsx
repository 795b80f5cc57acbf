import type { FinderContent } from '@/content/types';
import { cn } from '@/lib/cn';
import { fieldClass } from '../person-check/check-field';

/**
 * The second form: a provider found by its name or accreditation number, a native GET to the
 * function (`/providers/named`), which goes straight to the page of a number it knows and lists
 * the providers of a name. On the function's answers to it, it holds the text typed (`name`) and,
 * when that must be corrected, says so.
 */
export function FinderNameForm({
  content,
  name,
  error,
}: {
  content: FinderContent;
  name?: string;
  error?: { prefix: string; message: string };
}) {
  const form = content.nameForm;
  return (
    <form
      method="get"
      action={form.action}
      aria-labelledby="finder-name-heading"
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8 print:hidden"
    >
      <h2 id="finder-name-heading" className="text-xl font-extrabold text-primary-900">
        {form.heading}
      </h2>
      <label htmlFor="finder-name" className="mt-4 block font-bold text-primary-900">
        {form.label}
      </label>
      <p id="finder-name-hint" className="mt-1 text-sm text-slate-600">
        {form.hint}
      </p>
      {error && (
        <p id="finder-name-error" className="mt-2 font-bold text-red-800">
          <span className="sr-only">{`${error.prefix} `}</span>
          {error.message}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          id="finder-name"
          name="name"
          type="text"
          required
          maxLength={form.maxLength}
          autoComplete="off"
          spellCheck={false}
          defaultValue={name}
          aria-describedby={error ? 'finder-name-error finder-name-hint' : 'finder-name-hint'}
          aria-invalid={error ? true : undefined}
          autoFocus={error ? true : undefined}
          className={cn(fieldClass(Boolean(error)), 'mt-0 max-w-md')}
        />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-md border-2 border-primary-700 bg-white px-5 py-2.5 text-base font-bold text-primary-700 transition-colors hover:bg-primary-100"
        >
          {form.submitLabel}
        </button>
      </div>
    </form>
  );
}
