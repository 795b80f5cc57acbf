import { BadgeCheck, Ban, ChevronLeft, Globe, Mail, Phone } from 'lucide-react';
import type { FinderContent, FinderStanding } from '@/content/types';
import { slotsOf } from '@/functions/answers.js';
import { cn } from '@/lib/cn';
import { ScrollRegion } from '../scroll-region';
import { RichText } from '../rich-text';

/**
 * The way back to the search a provider's page was reached from, its terms kept: shown only when
 * the function gives it (a `from` in the page's address).
 */
export function BackToResults({
  content,
  slots,
}: {
  content: FinderContent;
  slots: ReturnType<typeof slotsOf<'provider-unknown'>>['back'];
}) {
  return (
    <>
      {slots.start}
      <p className="print:hidden">
        <a
          href={slots.fields.backHref}
          className="inline-flex min-h-11 items-center gap-1 text-lg font-bold text-primary-700 underline decoration-2 underline-offset-2 hover:text-primary-900"
        >
          <ChevronLeft aria-hidden="true" className="size-5 shrink-0" />
          {content.provider.back}
        </a>
      </p>
      {slots.end}
    </>
  );
}

/**
 * A provider's page: its standing (accredited, or plainly not), accreditation number and date,
 * machines, centres, the areas where it trains on employers' sites, contact, and the instructors
 * who agreed to be named. Every value is a `{{slot}}` the function fills.
 */
export function ProviderDetails({
  content,
  standing,
}: {
  content: FinderContent;
  standing: FinderStanding;
}) {
  const slots = slotsOf(`provider-${standing}`);
  // What only an accredited provider's page shows: its date and where it trains.
  const current = slotsOf('provider-accredited');
  const words = content.provider;
  const good = standing === 'accredited';
  const Icon = good ? BadgeCheck : Ban;
  // Since when a suspension or a withdrawal holds, where the register knows the day.
  const since =
    standing === 'suspended' || standing === 'withdrawn'
      ? { slot: slotsOf(`provider-${standing}`).since, text: words.standings[standing].since }
      : undefined;
  return (
    <div className="space-y-8">
      <BackToResults content={content} slots={slots.back} />
      <section
        aria-labelledby="answer-heading"
        className={cn(
          'rounded-2xl border-l-8 bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8',
          good ? 'border-green-700' : 'border-red-800',
        )}
      >
        <h2
          id="answer-heading"
          className="flex items-center gap-3 text-2xl font-extrabold text-primary-900"
        >
          <Icon
            aria-hidden="true"
            className={cn('size-7 shrink-0', good ? 'text-green-700' : 'text-red-800')}
          />
          {words.standings[standing].label}
        </h2>
        {since && (
          <>
            {since.slot.start}
            <p className="mt-3 text-lg font-bold text-red-800">
              {/* The words hold the slot: "Accreditation suspended since {{sinceDate}}." */}
              {since.text}
            </p>
            {since.slot.end}
          </>
        )}
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          {words.standings[standing].text}
        </p>
        <dl className="mt-5 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-bold text-slate-800">{words.numberLabel}</dt>
          <dd className="font-mono text-slate-900">{slots.providerNumber}</dd>
          {/* A date "until" reads as current: shown only while it is. */}
          {good && (
            <>
              <dt className="font-bold text-slate-800">{words.untilLabel}</dt>
              <dd className="text-slate-900">{current.accreditedUntil}</dd>
            </>
          )}
        </dl>
        <p className="mt-5 text-sm text-slate-600">{words.registerUpdated}</p>
      </section>

      <section aria-labelledby="provider-categories" className="space-y-3">
        <h2 id="provider-categories" className="text-xl font-extrabold text-primary-900">
          {good ? words.categoriesHeading : words.pastCategoriesHeading}
        </h2>
        <ul className="grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-2">
          {slots.categories.start}
          <li>{slots.categories.item}</li>
          {slots.categories.end}
        </ul>
      </section>

      {/* Where it trains is news only while it may: not shown for a provider that may not. */}
      {good && (
        <section aria-labelledby="provider-centres" className="space-y-3">
          <h2 id="provider-centres" className="text-xl font-extrabold text-primary-900">
            {words.centresHeading}
          </h2>
          <ul className="space-y-2 text-slate-700">
            {current.centres.start}
            <li>
              {current.centres.fields.address},{' '}
              <span className="whitespace-nowrap">{current.centres.fields.postcode}</span>
            </li>
            {current.centres.otherwise}
            <li>{words.noCentres}</li>
            {current.centres.end}
          </ul>
          <h3 className="pt-2 font-bold text-slate-800">{words.siteAreasHeading}</h3>
          <ul className="flex flex-wrap gap-2">
            {current.siteAreas.start}
            <li className="rounded bg-slate-100 px-2 py-0.5 font-mono text-slate-800">
              {current.siteAreas.item}
            </li>
            {current.siteAreas.end}
          </ul>
        </section>
      )}

      <section
        aria-labelledby="provider-contact"
        className={cn('space-y-3', !good && 'text-sm text-slate-600')}
      >
        <h2
          id="provider-contact"
          className={cn(
            'font-extrabold',
            good ? 'text-xl text-primary-900' : 'text-base text-slate-700',
          )}
        >
          {good ? words.contactHeading : words.pastContactHeading}
        </h2>
        {!good && <p>{words.pastContactNote}</p>}
        <ul className="space-y-2">
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 text-primary-600" />
            <a
              href={slots.phoneHref}
              className={good ? 'text-primary-700 underline' : 'text-slate-700 underline'}
            >
              {slots.phone}
            </a>
          </li>
          <li className="flex items-center gap-2 break-all">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-primary-600" />
            <a
              href={slots.emailHref}
              className={good ? 'text-primary-700 underline' : 'text-slate-700 underline'}
            >
              {slots.email}
            </a>
          </li>
          <li className="flex items-center gap-2 break-all">
            <Globe aria-hidden="true" className="size-4 shrink-0 text-primary-600" />
            <a
              href={slots.website}
              rel="nofollow"
              className={good ? 'text-primary-700 underline' : 'text-slate-700 underline'}
            >
              {slots.website}
            </a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="provider-instructors" className="space-y-3">
        <h2 id="provider-instructors" className="text-xl font-extrabold text-primary-900">
          {words.instructorsHeading}
        </h2>
        <p className="text-slate-700">
          <RichText value={words.instructorsIntro} />
        </p>
        <ScrollRegion labelledBy="provider-instructors-caption">
          <table className="w-full text-left text-slate-700">
            <caption id="provider-instructors-caption" className="sr-only">
              {words.instructorsCaption}
            </caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  {words.instructorLabels.name}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {words.instructorLabels.number}
                </th>
                <th scope="col" className="py-2">
                  {words.instructorLabels.categories}
                </th>
              </tr>
            </thead>
            <tbody>
              {slots.instructors.start}
              <tr className="border-b border-slate-200">
                <td className="py-2 pr-4">{slots.instructors.fields.instructorName}</td>
                <td className="py-2 pr-4 font-mono">{slots.instructors.fields.instructorNumber}</td>
                <td className="py-2">{slots.instructors.fields.instructorCategories}</td>
              </tr>
              {slots.instructors.otherwise}
              <tr>
                <td colSpan={3} className="py-2">
                  {words.noInstructors}
                </td>
              </tr>
              {slots.instructors.end}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <p className="rounded-2xl bg-primary-100/70 p-6 leading-relaxed text-slate-700">
        <RichText value={words.checkOperators} />
      </p>
    </div>
  );
}
