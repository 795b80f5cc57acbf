import { cn } from '@/lib/cn';

export type CheckFieldName = 'number' | 'surname';

/** A text field's look in the site's forms, with its edge red when it is the one to correct. */
export const fieldClass = (wrong: boolean) =>
  cn(
    'mt-2 block w-full rounded-md border-2 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm transition-colors hover:border-primary-500 focus-visible:border-primary-700',
    wrong ? 'border-red-800 ring-2 ring-red-800/30' : 'border-slate-500',
  );

/** One field of the check's form: its label, hint, error (if it is the one to fix) and input. */
export function CheckField({
  field,
  label,
  hint,
  maxLength,
  value,
  error,
}: {
  field: CheckFieldName;
  label: string;
  hint: string;
  maxLength: number;
  /** What the visitor typed, on an answer (a `{{slot}}`); nothing on /check. */
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
        autoComplete="off"
        autoCapitalize={field === 'number' ? 'characters' : 'words'}
        spellCheck={false}
        defaultValue={value}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        autoFocus={error ? true : undefined}
        className={cn(fieldClass(Boolean(error)), field === 'number' && 'max-w-60 uppercase')}
      />
    </div>
  );
}
