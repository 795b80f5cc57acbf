import { ShieldCheck } from 'lucide-react';
import type { IdentityCheckContent, OperatorCheck, OperatorCheckForm } from '@/content/types';
import { ContentImage } from './content-image';
import { Paragraphs } from './paragraphs';
import { SectionHeading } from './section-heading';

/**
 * The operator check: a native GET form that hands the registration number to the scheme's
 * look-up portal. No script: it works as the browser has it, JavaScript or not.
 */
function OperatorCheckFormView({
  portal,
  form,
}: {
  portal: OperatorCheck;
  form: OperatorCheckForm;
}) {
  return (
    <form
      method="get"
      action={portal.action}
      aria-labelledby="operator-check-heading"
      className="mt-10 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8"
    >
      <h3 id="operator-check-heading" className="text-xl font-extrabold text-primary-900">
        {form.heading}
      </h3>
      {portal.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="operator-check-number" className="mt-4 block font-bold text-primary-900">
        {form.label}
      </label>
      <p id="operator-check-hint" className="mt-1.5 text-sm text-slate-600">
        {form.hint}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <input
          id="operator-check-number"
          name={portal.parameter}
          type="text"
          required
          maxLength={form.maxLength}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode={form.inputMode}
          aria-describedby="operator-check-hint"
          className="block w-full min-w-0 rounded-md border-2 border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm transition-colors user-invalid:border-red-700 hover:border-primary-500 focus-visible:border-primary-700 sm:flex-1"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-md bg-primary-700 px-6 py-3 text-base font-bold text-white transition-colors hover:bg-primary-800"
        >
          {form.submitLabel}
        </button>
      </div>
    </form>
  );
}

/**
 * The identity-check service for employers: with the scheme's look-up portal configured, a form
 * that checks a registration number there; without it, how to ask the scheme instead.
 */
export function IdentityCheckSection({
  eyebrow,
  heading,
  paragraphs,
  portalParagraphs,
  points,
  image,
  checkForm,
  portal,
}: IdentityCheckContent) {
  return (
    <section aria-labelledby="identity-heading" className="bg-primary-100/60 py-16 sm:py-24">
      <div className="page-container grid items-center gap-12 lg:grid-cols-2">
        <ContentImage
          {...image}
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="mx-auto w-full max-w-lg rounded-2xl shadow-lg lg:order-last"
        />
        <div>
          <SectionHeading id="identity-heading" eyebrow={eyebrow} heading={heading} />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
            <Paragraphs items={portal ? portalParagraphs : paragraphs} />
          </div>
          <ul className="mt-8 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 font-semibold text-primary-900">
                <ShieldCheck
                  aria-hidden="true"
                  className="mt-0.5 size-6 shrink-0 text-primary-600"
                />
                {point}
              </li>
            ))}
          </ul>
          {portal && <OperatorCheckFormView portal={portal} form={checkForm} />}
        </div>
      </div>
    </section>
  );
}
