import type { InstructorCheckContent } from '@/content/types';
import type { Slots } from '../operator-check/slots';
import {
  CategoryList,
  MatchBand,
  MatchNotes,
  matchFrame,
  matchRow,
} from '../operator-check/match-answer';

/**
 * An instructor found: the record (no photograph: the register holds none), the registration's
 * state, and the accredited providers the instructor teaches for, each linking to its page.
 */
export function InstructorMatch({
  content,
  status,
  slots,
  ending = false,
}: {
  content: InstructorCheckContent;
  status: 'current' | 'expired' | 'suspended';
  slots: Slots<'instructor-match-current'>;
  /** A current registration that ends within 90 days (functions/handler.js, `endingWithinDays`). */
  ending?: boolean;
}) {
  const { match } = content;
  const state = match.statuses[status];
  return (
    <section aria-labelledby="answer-heading" className={matchFrame}>
      <MatchBand status={status} heading={`${match.heading}: ${state.label}`} />
      <dl className="space-y-3 p-6 text-lg sm:p-8 print:space-y-1 print:p-4 print:text-base">
        <div className={matchRow}>
          <dt className="font-bold text-primary-900">{match.labels.name}</dt>
          <dd className="text-slate-800">{slots.fullName}</dd>
        </div>
        <div className={matchRow}>
          <dt className="font-bold text-primary-900">{match.labels.number}</dt>
          <dd className="font-mono text-slate-800">{slots.registrationNumber}</dd>
        </div>
        <div className={matchRow}>
          <dt className="font-bold text-primary-900">{match.labels.status}</dt>
          <dd className="font-bold text-slate-900">{state.label}</dd>
        </div>
        <div className={matchRow}>
          <dt className="font-bold text-primary-900">{match.labels.validUntil}</dt>
          <dd className="text-slate-800">{slots.validUntil}</dd>
        </div>
        <div className={matchRow}>
          <dt className="font-bold text-primary-900">{match.labels.teachesFor}</dt>
          <dd className="text-slate-800">
            <ul className="space-y-1">
              {slots.teachesFor.start}
              <li>
                <a
                  href={slots.teachesFor.fields.providerHref}
                  className="text-primary-700 underline print:text-black print:no-underline"
                >
                  {slots.teachesFor.fields.providerName}
                </a>
              </li>
              {slots.teachesFor.otherwise}
              <li>{match.teachesForNone}</li>
              {slots.teachesFor.end}
            </ul>
          </dd>
        </div>
        <div className={matchRow}>
          <dt className="font-bold text-primary-900">{match.labels.categories}</dt>
          <dd className="text-slate-800">
            <CategoryList slot={slots.categories} />
          </dd>
        </div>
      </dl>
      <MatchNotes
        text={state.text}
        ending={ending ? match.ending : undefined}
        closing={match.closing}
      />
    </section>
  );
}
