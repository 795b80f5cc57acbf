import { MapPin } from 'lucide-react';
import { finderAnswerHeading } from '@/content/providers';
import type { FinderContent } from '@/content/types';
import { slotsOf } from '@/functions/answers.js';
import { NoticeAnswer } from '../person-check/notice-answer';

/**
 * A name several places share: each place, linking to its own search (the machines and distance
 * kept), the most populous first. Every value is a `{{slot}}` the function fills.
 */
export function FinderChoosePlace({ content }: { content: FinderContent }) {
  const slots = slotsOf('finder-choose-where');
  return (
    <section
      aria-labelledby="choose-heading"
      className="rounded-2xl border-l-8 border-secondary-500 bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8"
    >
      <p className="text-lg leading-relaxed text-slate-700">{content.choose.intro}</p>
      <h2 id="choose-heading" className="sr-only">
        {content.choose.label}
      </h2>
      <ul className="mt-4 space-y-2">
        {slots.places.start}
        <li>
          <a
            href={slots.places.fields.placeHref}
            className="inline-flex min-h-11 items-center gap-2 text-lg font-bold text-primary-700 underline decoration-2 underline-offset-2 hover:text-primary-900"
          >
            <MapPin aria-hidden="true" className="size-5 shrink-0" />
            {slots.places.fields.placeLabel}
          </a>
        </li>
        {slots.places.end}
      </ul>
    </section>
  );
}

/** "Did you mean …?": a link to the search for the place nearest in spelling, if there is one. */
export function FinderSuggestion({ content }: { content: FinderContent }) {
  const slots = slotsOf('finder-invalid-where-unknown');
  return (
    <>
      {slots.suggestions.start}
      <p className="text-lg font-bold text-slate-800">
        {content.suggestion.before}
        <a
          href={slots.suggestions.fields.suggestionHref}
          className="text-primary-700 underline decoration-2 underline-offset-2"
        >
          {slots.suggestions.fields.suggestionLabel}
        </a>
        {content.suggestion.after}
      </p>
      {slots.suggestions.end}
    </>
  );
}

/**
 * No provider within the distance: the notice, with the machines searched for, then the nearest
 * providers at any distance, each with the town of its nearest centre and how far it is.
 */
export function FinderNone({ content }: { content: FinderContent }) {
  const slots = slotsOf('finder-none');
  const nearest = slots.nearest.fields;
  return (
    <>
      {/* The machines searched for first, as on a page of results. */}
      <NoticeAnswer
        notice={{
          ...content.none,
          paragraphs: [content.results.machines, ...content.none.paragraphs],
        }}
        pageHeading={finderAnswerHeading('finder-none')}
      />
      <section
        aria-labelledby="nearest-heading"
        className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8"
      >
        <h2 id="nearest-heading" className="text-2xl font-extrabold text-primary-900">
          {content.nearest.heading}
        </h2>
        <ol className="mt-4 divide-y divide-slate-200">
          {slots.nearest.start}
          <li className="py-4 first:pt-0">
            <h3 className="text-xl font-extrabold text-primary-900">
              <a
                href={nearest.nearestHref}
                className="underline decoration-2 underline-offset-2 hover:text-primary-700"
              >
                {nearest.nearestName}
              </a>
            </h3>
            <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt className="flex items-center gap-2 font-bold text-slate-800">
                <MapPin aria-hidden="true" className="size-4 text-primary-600" />
                {content.nearest.distance}
              </dt>
              <dd className="text-slate-700">{nearest.nearestDistance}</dd>
              <dt className="font-bold text-slate-800 sm:pl-6">{content.nearest.categories}</dt>
              <dd className="text-slate-700">{nearest.nearestCategories}</dd>
            </dl>
          </li>
          {slots.nearest.otherwise}
          <li className="text-lg text-slate-700">{content.nearest.nowhere}</li>
          {slots.nearest.end}
        </ol>
      </section>
    </>
  );
}
