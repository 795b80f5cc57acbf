import type { DocumentContent } from '@/content/types';
import { formatLongDate } from '@/lib/dates';
import { Paragraphs } from './paragraphs';
import { RichText } from './rich-text';

/** A long-form document page: terms, privacy, accessibility. */
export function DocumentSection({
  heading,
  lastUpdated,
  intro,
  sections,
  lastUpdatedLabel,
}: DocumentContent & { lastUpdatedLabel: string }) {
  return (
    <article aria-labelledby="document-heading" className="py-16 sm:py-20">
      <div className="page-container">
        <div className="max-w-3xl text-lg leading-relaxed text-slate-700">
          <h2
            id="document-heading"
            className="text-3xl font-extrabold tracking-tight text-primary-900 sm:text-4xl"
          >
            {heading}
          </h2>
          <p className="mt-3 text-base text-slate-600">
            {lastUpdatedLabel} <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
          </p>
          <div className="mt-8 space-y-4">
            <Paragraphs items={intro} />
          </div>
          {sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h3 className="text-2xl font-bold text-primary-900">{section.heading}</h3>
              {section.paragraphs && <Paragraphs items={section.paragraphs} className="mt-4" />}
              {section.list && (
                <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary-600">
                  {section.list.map((item, i) => (
                    <li key={i}>
                      <RichText value={item} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
