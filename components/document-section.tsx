import type { DocumentContent } from '@/content/types';
import { formatLongDate } from '@/lib/dates';
import { slugify } from '@/lib/slug';
import { ContentsNav } from './contents-nav';
import { Paragraphs } from './paragraphs';
import { RichText } from './rich-text';

/**
 * A long-form document page (terms, privacy, accessibility): the date it was last updated, an
 * intro, a contents list and the sections. The page's header carries its title.
 */
export function DocumentSection({
  lastUpdated,
  intro,
  sections,
  labels,
}: DocumentContent & { labels: { lastUpdated: string; onThisPage: string } }) {
  return (
    <div className="page-container grid gap-x-16 gap-y-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,48rem)_16rem]">
      <ContentsNav
        headingId="contents-heading"
        heading={labels.onThisPage}
        links={sections.map((section) => ({
          href: `#${slugify(section.heading)}`,
          text: section.heading,
        }))}
        ordered
      />
      <div className="text-lg leading-relaxed text-slate-700" data-print-link-targets>
        <p className="text-base text-slate-600">
          {labels.lastUpdated} <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
        </p>
        <div className="mt-6 space-y-4">
          <Paragraphs items={intro} />
        </div>
        {sections.map((section) => (
          // A plain section, not a labelled region: a dozen region landmarks would drown the
          // page's few real ones.
          <section key={section.heading} className="mt-12">
            <h2
              id={slugify(section.heading)}
              className="text-2xl font-bold wrap-anywhere text-primary-900"
            >
              {section.heading}
            </h2>
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
  );
}
