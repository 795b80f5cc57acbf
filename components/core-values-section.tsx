import type { CoreValuesContent } from '@/content/types';
import { SectionHeading } from './section-heading';

/** The Core Values page body: intro, six values in three columns, closing paragraph. */
export function CoreValuesSection({ heading, intro, values, closing }: CoreValuesContent) {
  return (
    <section aria-labelledby="values-heading" className="py-16 sm:py-24">
      <div className="page-container">
        <SectionHeading id="values-heading" heading={heading} intro={intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {values.map((value, i) => (
            <li
              key={value.name}
              className="rounded-xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
            >
              <p
                aria-hidden="true"
                className="text-sm font-black tracking-widest text-secondary-800"
              >
                {String(i + 1).padStart(2, '0')}
              </p>
              <h3 className="mt-2 text-xl font-bold text-primary-900">{value.name}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{value.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-12 max-w-3xl border-l-4 border-secondary-500 pl-5 text-lg leading-relaxed font-medium text-primary-900">
          {closing}
        </p>
      </div>
    </section>
  );
}
