import type { PersonCheckContent } from '@/content/types';
import { CheckField, type CheckFieldName } from './check-field';

/**
 * The check's form: a native POST to the function, which answers with a whole page. On an answer
 * it holds what the visitor typed (`typed`) and, when a field must be corrected, says which.
 */
export function CheckForm({
  content,
  heading,
  typed,
  error,
}: {
  content: Pick<PersonCheckContent, 'form' | 'errorPrefix'>;
  heading: string;
  typed?: { number: string; surname: string };
  /** The field to correct, and why. */
  error?: { field: CheckFieldName; message: string };
}) {
  const { form } = content;
  const errorOf = (field: CheckFieldName) =>
    error?.field === field ? { prefix: content.errorPrefix, message: error.message } : undefined;
  return (
    <form
      method="post"
      action={form.action}
      aria-labelledby="check-form-heading"
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8 print:hidden"
    >
      <h2 id="check-form-heading" className="text-2xl font-extrabold text-primary-900">
        {heading}
      </h2>
      <div className="mt-6 space-y-6">
        <CheckField
          field="number"
          label={form.numberLabel}
          hint={form.numberHint}
          maxLength={form.numberMaxLength}
          value={typed?.number}
          error={errorOf('number')}
        />
        <CheckField
          field="surname"
          label={form.surnameLabel}
          hint={form.surnameHint}
          maxLength={form.surnameMaxLength}
          value={typed?.surname}
          error={errorOf('surname')}
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
