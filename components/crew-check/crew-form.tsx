import type { CrewCheckContent } from '@/content/types';
import { cn } from '@/lib/cn';
import { fieldClass } from '../person-check/check-field';

export type CrewFieldName = 'key' | 'list' | 'file';

/** A field's label, hint and error, and the attributes its input takes from them. */
function fieldParts(
  field: CrewFieldName,
  error: { field: CrewFieldName; message: string; prefix: string } | undefined,
) {
  const id = `crew-${field}`;
  const wrong = error?.field === field;
  return {
    id,
    wrong,
    error: wrong ? (
      <p id={`${id}-error`} className="mt-2 font-bold text-red-800">
        <span className="sr-only">{`${error.prefix} `}</span>
        {error.message}
      </p>
    ) : null,
    input: {
      id,
      name: field,
      'aria-describedby': wrong ? `${id}-error ${id}-hint` : `${id}-hint`,
      'aria-invalid': wrong ? true : undefined,
      autoFocus: wrong ? true : undefined,
    },
  };
}

/**
 * The crew check's form: a native POST (multipart, for the file) to the function, which answers
 * with a whole page. The key is never filled in again; the list is, on an answer that asks for
 * something to be corrected (`list`, a `{{slot}}`).
 */
export function CrewForm({
  content,
  heading,
  list,
  error,
}: {
  content: Pick<CrewCheckContent, 'form'>;
  heading: string;
  list?: string;
  /** The field to correct, why, and the prefix screen readers hear before it. */
  error?: { field: CrewFieldName; message: string; prefix: string };
}) {
  const { form } = content;
  const key = fieldParts('key', error);
  const rows = fieldParts('list', error);
  const file = fieldParts('file', error);
  return (
    <form
      method="post"
      action={form.action}
      encType="multipart/form-data"
      aria-labelledby="crew-form-heading"
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8 print:hidden"
    >
      <h2 id="crew-form-heading" className="text-2xl font-extrabold text-primary-900">
        {heading}
      </h2>
      <div className="mt-6 space-y-6">
        <div>
          <label htmlFor={key.id} className="block font-bold text-primary-900">
            {form.keyLabel}
          </label>
          <p id={`${key.id}-hint`} className="mt-1 text-sm text-slate-600">
            {form.keyHint}
          </p>
          {key.error}
          <input
            {...key.input}
            type="password"
            required
            autoComplete="off"
            spellCheck={false}
            className={cn(fieldClass(key.wrong), 'font-mono')}
          />
        </div>
        <div>
          <label htmlFor={rows.id} className="block font-bold text-primary-900">
            {form.listLabel}
          </label>
          <p id={`${rows.id}-hint`} className="mt-1 text-sm text-slate-600">
            {form.listHint}
          </p>
          {rows.error}
          <textarea
            {...rows.input}
            rows={8}
            spellCheck={false}
            autoComplete="off"
            defaultValue={list}
            className={cn(fieldClass(rows.wrong), 'font-mono')}
          />
        </div>
        <div>
          <label htmlFor={file.id} className="block font-bold text-primary-900">
            {form.fileLabel}
          </label>
          <p id={`${file.id}-hint`} className="mt-1 text-sm text-slate-600">
            {form.fileHint}
          </p>
          {file.error}
          <input
            {...file.input}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className={cn(
              'hover:file:bg-primary-50 mt-2 block w-full text-base text-slate-900 file:mr-4 file:rounded-md file:border-2 file:border-primary-700 file:bg-white file:px-4 file:py-2 file:font-bold file:text-primary-800',
              file.wrong && 'rounded-md ring-2 ring-red-800',
            )}
          />
        </div>
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
