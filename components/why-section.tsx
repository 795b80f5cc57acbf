import type { WhyContent } from '@/content/types';
import { SectionHeading } from './section-heading';
import { TickList } from './tick-list';

/** Why the scheme exists: aims, benefits and objectives as three tick lists. */
export function WhySection({ heading, intro, columns }: WhyContent) {
  return (
    <section aria-labelledby="why-heading" className="py-16 sm:py-24">
      <div className="page-container">
        <SectionHeading id="why-heading" heading={heading} intro={intro} align="center" />
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          {columns.map((column) => (
            <div
              key={column.title}
              className="rounded-xl border-t-4 border-primary-600 bg-white p-7 shadow-sm ring-1 ring-slate-200"
            >
              <h3 className="text-xl font-bold text-primary-900">{column.title}</h3>
              <TickList items={column.items} className="mt-5 text-slate-700" />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
