import { ChevronLeft, ChevronRight, Mail, MapPin, Phone, Globe } from 'lucide-react';
import { finderAnswerHeading } from '@/content/providers';
import type { FinderContent } from '@/content/types';
import { slotsOf } from '@/functions/answers.js';
import { AnswerHeading } from '../answer-heading';

/**
 * A page of the finder's results: how many, and for which machines; the providers found, nearest
 * first, each with the town of its nearest centre and how far it is (or that it trains on your
 * site), its machines and contact, and a link to its page that leads back here; then the links to
 * the other pages. Every value is a `{{slot}}` the function fills.
 */
export function FinderResults({ content }: { content: FinderContent }) {
  const slots = slotsOf('finder-results');
  const provider = slots.providers.fields;
  const { labels } = content.results;
  return (
    <section
      aria-labelledby="answer-heading"
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8"
    >
      <AnswerHeading
        pageHeading={finderAnswerHeading('finder-results')}
        className="text-2xl font-extrabold text-primary-900"
      >
        {content.results.heading}
      </AnswerHeading>
      <p className="mt-2 text-lg text-slate-700">
        {content.results.found} <span className="text-slate-600">({content.results.pageOf})</span>
      </p>
      <p className="mt-1 text-lg font-bold text-slate-800">{content.results.machines}</p>
      <ol className="mt-6 divide-y divide-slate-200">
        {slots.providers.start}
        <li className="py-5 first:pt-0">
          <h3 className="text-xl font-extrabold text-primary-900">
            <a
              href={provider.href}
              className="underline decoration-2 underline-offset-2 hover:text-primary-700"
            >
              {provider.name}
            </a>
          </h3>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="flex items-center gap-2 font-bold text-slate-800">
              <MapPin aria-hidden="true" className="size-4 text-primary-600" />
              {labels.distance}
            </dt>
            <dd className="text-slate-700">{provider.distance}</dd>
            <dt className="font-bold text-slate-800 sm:pl-6">{labels.until}</dt>
            <dd className="text-slate-700">{provider.until}</dd>
            <dt className="font-bold text-slate-800 sm:pl-6">{labels.categories}</dt>
            <dd className="text-slate-700">{provider.categories}</dd>
            <dt className="flex items-center gap-2 font-bold text-slate-800">
              <Phone aria-hidden="true" className="size-4 text-primary-600" />
              {labels.phone}
            </dt>
            <dd>
              <a href={provider.phoneHref} className="text-primary-700 underline">
                {provider.phone}
              </a>
            </dd>
            <dt className="flex items-center gap-2 font-bold text-slate-800">
              <Mail aria-hidden="true" className="size-4 text-primary-600" />
              {labels.email}
            </dt>
            <dd className="break-all">
              <a href={provider.emailHref} className="text-primary-700 underline">
                {provider.email}
              </a>
            </dd>
            <dt className="flex items-center gap-2 font-bold text-slate-800">
              <Globe aria-hidden="true" className="size-4 text-primary-600" />
              {labels.website}
            </dt>
            <dd className="break-all">
              <a href={provider.website} rel="nofollow" className="text-primary-700 underline">
                {provider.website}
              </a>
            </dd>
          </dl>
        </li>
        {slots.providers.end}
      </ol>
      <nav aria-label={content.results.pagination} className="mt-6 print:hidden">
        <ul className="flex flex-wrap items-center gap-2">
          {slots.previous.start}
          <li>
            <a
              href={slots.previous.fields.pageHref}
              className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-bold text-primary-700 underline"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {content.results.previous}
            </a>
          </li>
          {slots.previous.end}
          {slots.pages.start}
          <li>
            <a
              href={slots.pages.fields.pageHref}
              aria-current={slots.pages.fields.pageCurrent as 'page'}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 font-bold text-primary-700 underline aria-[current=page]:border-2 aria-[current=page]:border-primary-700 aria-[current=page]:bg-primary-700 aria-[current=page]:text-white aria-[current=page]:no-underline"
            >
              {slots.pages.fields.pageLabel}
            </a>
          </li>
          {slots.pages.end}
          {slots.next.start}
          <li>
            <a
              href={slots.next.fields.pageHref}
              className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-bold text-primary-700 underline"
            >
              {content.results.next}
              <ChevronRight aria-hidden="true" className="size-4" />
            </a>
          </li>
          {slots.next.end}
        </ul>
      </nav>
    </section>
  );
}
