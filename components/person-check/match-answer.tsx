import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import type { PersonCheckContent } from '@/content/types';
import { type PersonRegister, personChecks } from '@/functions/answers.js';
import { cn } from '@/lib/cn';
import { AnswerHeading } from '../answer-heading';
import { Paragraphs } from '../paragraphs';
import type { Slots } from './slots';

const tones = {
  current: { band: 'bg-green-800', Icon: CircleCheck },
  expired: { band: 'bg-secondary-800', Icon: CircleAlert },
  suspended: { band: 'bg-red-800', Icon: CircleX },
} as const;

/** A match's machine categories: one item the function repeats for each (functions/answers.js). */
export function CategoryList({ slot }: { slot: { start: string; item: string; end: string } }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {slot.start}
      <li>{slot.item}</li>
      {slot.end}
    </ul>
  );
}

/** The frame of a match's answer, and of each row of what it found. */
export const matchFrame =
  'overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200 print:ring-2 print:ring-black';
export const matchRow = 'grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4';

/** The band across the top of a match: its colour and icon say the registration's state. */
export function MatchBand({
  status,
  heading,
  pageHeading,
}: {
  status: 'current' | 'expired' | 'suspended';
  heading: string;
  /** The page's h1, which the band's title may only repeat (components/answer-heading.tsx). */
  pageHeading?: string;
}) {
  const { band, Icon } = tones[status];
  return (
    <div
      className={cn(
        'flex items-center gap-3 px-6 py-4 text-white sm:px-8 print:border-b-2 print:border-black print:px-4 print:py-2',
        band,
      )}
    >
      <Icon aria-hidden="true" className="size-8 shrink-0 print:size-5" />
      <AnswerHeading pageHeading={pageHeading} className="text-2xl font-extrabold print:text-lg">
        {heading}
      </AnswerHeading>
    </div>
  );
}

/**
 * What a match's state means, a registration that ends soon, and what to do if in doubt: under
 * the record found.
 */
export function MatchNotes({
  text,
  ending,
  closing,
}: {
  text: string;
  /** Said when a current registration ends within 90 days. */
  ending?: string;
  closing: PersonCheckContent['match']['closing'];
}) {
  return (
    <div className="space-y-3 border-t border-slate-200 px-6 py-5 leading-relaxed text-slate-700 sm:px-8 print:px-4 print:py-3">
      <p className="font-semibold text-slate-900">{text}</p>
      {ending && (
        <p className="flex gap-3 rounded-lg border-l-8 border-secondary-500 bg-secondary-100/60 px-4 py-3 font-semibold text-slate-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-secondary-800" />
          {ending}
        </p>
      )}
      <Paragraphs items={closing} className="print:hidden" />
    </div>
  );
}

/**
 * What a match shows, on whichever register: the shared values, and a photograph where the
 * register holds one (functions/answers.js, `personChecks`).
 */
export type MatchSlots = Omit<Slots<'match-current'>, 'photo' | 'reportNumber' | 'reportName'> & {
  photo?: string;
};

/**
 * A match: the person's record (with the photograph where the register holds one), the
 * registration's state and what it means, and the accredited providers the person is tied to,
 * each linking to its page.
 */
export function MatchAnswer({
  content,
  register,
  status,
  slots,
  ending = false,
  pageHeading,
  since,
  why,
}: {
  content: PersonCheckContent;
  register: PersonRegister;
  status: 'current' | 'expired' | 'suspended';
  slots: MatchSlots;
  /** A current registration that ends within 90 days (functions/vocabulary/statuses.js, `endingWithinDays`). */
  ending?: boolean;
  /** The page's h1 (components/answer-heading.tsx). */
  pageHeading?: string;
  /** A suspension's day, where the register knows it: one row or none (functions/answers.js). */
  since?: Slots<'match-suspended'>['since'];
  /** Why, where a provider's records were suspended together: one row or none. */
  why?: Slots<'match-suspended'>['why'];
}) {
  const { match } = content;
  const state = match.statuses[status];
  const { providers: howMany, printsProviders } = personChecks[register];
  const row = matchRow;
  // Only a register that holds photographs has the slot (asking for one it lacks throws).
  const photo = 'photo' in slots ? slots.photo : undefined;
  if ((photo === undefined) !== (match.photoAlt === undefined))
    throw new Error(`${content.heading}: a photograph needs its alternative text, and only then`);
  const link = (
    <a
      href={slots.providers.fields.providerHref}
      className={cn(
        'text-primary-700 underline',
        printsProviders && 'print:text-black print:no-underline',
      )}
    >
      {slots.providers.fields.providerName}
    </a>
  );
  // Beside a provider that may not train now, its standing: "accreditation suspended".
  const linked = (
    <>
      {link}{' '}
      <span className="font-bold text-red-800 empty:hidden print:text-black">
        {slots.providers.fields.providerStanding}
      </span>
    </>
  );
  const record = (
    <>
      <div className={row}>
        <dt className="font-bold text-primary-900">{match.labels.name}</dt>
        <dd className="text-slate-800">{slots.fullName}</dd>
      </div>
      <div className={row}>
        <dt className="font-bold text-primary-900">{match.labels.number}</dt>
        <dd className="font-mono text-slate-800">{slots.registrationNumber}</dd>
      </div>
      <div className={row}>
        <dt className="font-bold text-primary-900">{match.labels.status}</dt>
        <dd className="font-bold text-slate-900">
          {/* "Suspended since 3 November 2026", or "Suspended" where the day is not known. */}
          {since && 'since' in state ? (
            <>
              {since.start}
              {state.since}
              {since.otherwise}
              {state.label}
              {since.end}
            </>
          ) : (
            state.label
          )}
        </dd>
      </div>
      {why && (
        <>
          {why.start}
          <div className={row}>
            <dt className="font-bold text-primary-900">{match.labels.why}</dt>
            <dd className="text-slate-800">{why.fields.whyText}</dd>
          </div>
          {why.end}
        </>
      )}
      <div className={row}>
        <dt className="font-bold text-primary-900">{match.labels.validUntil}</dt>
        <dd className="text-slate-800">{slots.validUntil}</dd>
      </div>
      <div className={cn(row, !printsProviders && 'print:hidden')}>
        <dt className="font-bold text-primary-900">{match.labels.providers}</dt>
        <dd className="text-slate-800">
          {howMany === 'one' ? (
            <>
              {slots.providers.start}
              {linked}
              {slots.providers.otherwise}
              {match.providersNone}
              {slots.providers.end}
            </>
          ) : (
            <ul className="space-y-1">
              {slots.providers.start}
              <li>{linked}</li>
              {slots.providers.otherwise}
              <li>{match.providersNone}</li>
              {slots.providers.end}
            </ul>
          )}
        </dd>
      </div>
      <div className={row}>
        <dt className="font-bold text-primary-900">{match.labels.categories}</dt>
        <dd className="text-slate-800">
          <CategoryList slot={slots.categories} />
        </dd>
      </div>
      {/* Each category a provider's results put on the record, counting until the scheme's day
          to confirm it or no longer: none on most records. */}
      {slots.provisional.start}
      <div className={row}>
        <dt className="font-bold text-primary-900">{match.labels.provisional}</dt>
        <dd className="text-slate-800">{slots.provisional.fields.provisionalText}</dd>
      </div>
      {slots.provisional.end}
    </>
  );
  return (
    <section aria-labelledby="answer-heading" className={matchFrame}>
      <MatchBand
        status={status}
        heading={`${match.heading}: ${state.label}`}
        pageHeading={pageHeading}
      />
      {photo === undefined ? (
        <dl className="space-y-3 p-6 text-lg sm:p-8 print:space-y-1 print:p-4 print:text-base">
          {record}
        </dl>
      ) : (
        <div className="flex flex-col gap-6 p-6 sm:flex-row sm:p-8 print:flex-row print:p-4">
          {/* The photograph travels inside the page: it has no address of its own. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={`data:image/jpeg;base64,${photo}`}
            alt={match.photoAlt}
            width={160}
            height={200}
            className="h-50 w-40 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-300 print:h-40 print:w-32"
          />
          <dl className="min-w-0 flex-1 space-y-3 text-lg print:space-y-1 print:text-base">
            {record}
          </dl>
        </div>
      )}
      <MatchNotes
        text={state.text}
        ending={ending ? match.ending : undefined}
        closing={match.closing}
      />
    </section>
  );
}
