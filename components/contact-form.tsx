import type { ContactFormField, ContactFormSettings } from '@/content/types';
import { absoluteUrl } from '@/lib/config';
import { RichText } from './rich-text';

const inputClass =
  'mt-2 block w-full rounded-md border-2 border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm transition-colors hover:border-primary-500 focus-visible:border-primary-700 user-invalid:border-red-700';

function Field({ field, optionalLabel }: { field: ContactFormField; optionalLabel: string }) {
  const id = `contact-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    maxLength: field.maxLength,
    autoComplete: field.autoComplete,
    'aria-describedby': hintId,
    className: inputClass,
  };
  return (
    <div className={field.type === 'textarea' ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="block font-bold text-primary-900">
        {field.label}
        {/*
         * One text node, space included: Chrome drops a separate space next to the comment React
         * writes between text nodes, and would name the field "Phone number(optional)".
         */}
        {!field.required && (
          <span className="font-normal text-slate-600">{` ${optionalLabel}`}</span>
        )}
      </label>
      {field.type === 'textarea' ? (
        <textarea rows={6} {...common} />
      ) : (
        <input type={field.type} {...common} />
      )}
      {field.hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {field.hint}
        </p>
      )}
    </div>
  );
}

/**
 * The contact form (docs/decisions.md, "The contact form"): a native POST to the form service,
 * which redirects to the thank-you page. No script touches it, so it works with JavaScript off.
 */
export function ContactForm({
  form,
  optionalLabel,
}: {
  form: ContactFormSettings;
  optionalLabel: string;
}) {
  return (
    <form method="post" action={form.endpoint} aria-labelledby="contact-form-heading">
      <input type="hidden" name="access_key" value={form.accessKey} />
      <input type="hidden" name="subject" value={form.subject} />
      <input type="hidden" name="from_name" value={form.fromName} />
      <input type="hidden" name="redirect" value={absoluteUrl(form.redirectPath)} />
      {/* Spam trap: hidden from people and assistive technology, ticked only by bots. */}
      <div hidden>
        <label>
          <input type="checkbox" name="botcheck" tabIndex={-1} />
          {form.honeypotLabel}
        </label>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {form.fields.map((field) => (
          <Field key={field.name} field={field} optionalLabel={optionalLabel} />
        ))}
      </div>
      <p className="mt-6 text-sm leading-relaxed text-slate-600">
        <RichText value={form.privacyNotice} />
      </p>
      <button
        type="submit"
        className="mt-6 inline-flex min-h-12 items-center justify-center rounded-md border-2 border-transparent bg-primary-700 px-5.5 py-2.5 text-base font-bold text-white transition-colors hover:bg-primary-800"
      >
        {form.submitLabel}
      </button>
    </form>
  );
}
