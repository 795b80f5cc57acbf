import type { FinderContent } from '@/content/types';
import { cn } from '@/lib/cn';
import { fieldClass } from '../person-check/check-field';

/**
 * Where each box and button of the form is, on a page the function fills: each is in the page
 * twice, ticked and not, each inside a list the function shows with the label as its one item
 * (functions/answers.js, `finderChoices`). Undefined on `/providers`, where nothing is chosen yet.
 */
export type FinderChoiceSlots = Record<string, { start: string; item: string; end: string }>;

const boxClass =
  'size-5 shrink-0 rounded border-2 border-slate-500 text-primary-700 accent-primary-700';

/** One category's box or one distance's button, ticked or not, with its label. */
function Choice({
  type,
  name,
  value,
  label,
  checked,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  value: string;
  label: string;
  checked: boolean;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 py-1 text-slate-800">
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={checked || undefined}
        className={boxClass}
      />
      {label}
    </label>
  );
}

/**
 * A choice as the page holds it: plain on `/providers`; on a page the function fills, in both its
 * states, each inside its list.
 */
function Choices({
  slots,
  id,
  ...choice
}: {
  slots?: FinderChoiceSlots;
  id: string;
  type: 'checkbox' | 'radio';
  name: string;
  value: string;
  label: string;
  checked: boolean;
}) {
  const chosen = slots?.[`chosen${id}`];
  const unchosen = slots?.[`unchosen${id}`];
  if (!chosen || !unchosen) return <Choice {...choice} />;
  return (
    <>
      {chosen.start}
      <Choice {...choice} label={chosen.item} checked />
      {chosen.end}
      {unchosen.start}
      <Choice {...choice} label={unchosen.item} checked={false} />
      {unchosen.end}
    </>
  );
}

/**
 * The finder's form: a native GET to the function, so a search is an address that can be shared
 * and bookmarked. On the function's pages it holds the visitor's search (`where`, `slots`) and,
 * when the place must be corrected, says so.
 */
export function FinderForm({
  content,
  where,
  slots,
  error,
}: {
  content: FinderContent;
  where?: string;
  slots?: FinderChoiceSlots;
  error?: { prefix: string; message: string };
}) {
  const { form } = content;
  return (
    <form
      method="get"
      action={form.action}
      aria-labelledby="finder-form-heading"
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8 print:hidden"
    >
      <h2 id="finder-form-heading" className="text-2xl font-extrabold text-primary-900">
        {form.heading}
      </h2>
      <div className="mt-6 space-y-6">
        <div>
          <label htmlFor="finder-where" className="block font-bold text-primary-900">
            {form.whereLabel}
          </label>
          <p id="finder-where-hint" className="mt-1 text-sm text-slate-600">
            {form.whereHint}
          </p>
          {error && (
            <p id="finder-where-error" className="mt-2 font-bold text-red-800">
              <span className="sr-only">{`${error.prefix} `}</span>
              {error.message}
            </p>
          )}
          <input
            id="finder-where"
            name="where"
            type="text"
            required
            maxLength={form.whereMaxLength}
            autoComplete="postal-code"
            spellCheck={false}
            defaultValue={where}
            aria-describedby={error ? 'finder-where-error finder-where-hint' : 'finder-where-hint'}
            aria-invalid={error ? true : undefined}
            autoFocus={error ? true : undefined}
            className={cn(fieldClass(Boolean(error)), 'max-w-md')}
          />
        </div>
        <fieldset aria-describedby="finder-categories-hint">
          <legend className="font-bold text-primary-900">{form.categoriesLegend}</legend>
          <p id="finder-categories-hint" className="mt-1 text-sm text-slate-600">
            {form.categoriesHint}
          </p>
          <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
            {content.categories.map(({ code, name }) => (
              <Choices
                key={code}
                slots={slots}
                id={code}
                type="checkbox"
                name="category"
                value={code}
                label={name}
                checked={false}
              />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="font-bold text-primary-900">{form.radiusLegend}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6">
            {content.radii.map(({ miles, label, chosen }) => (
              <Choices
                key={miles}
                slots={slots}
                id={String(miles)}
                type="radio"
                name="within"
                value={String(miles)}
                label={label}
                checked={chosen}
              />
            ))}
          </div>
        </fieldset>
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
