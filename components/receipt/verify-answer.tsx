import { TriangleAlert } from 'lucide-react';
import type { ReceiptProblemName, VerifyContent } from '@/content/types';
import { type VerifyAnswerKind, verifyAnswerHeading } from '@/content/verify';
import { slotsOf } from '@/functions/answers.js';
import { siteUrl } from '@/lib/config';
import { AnswerHeading } from '../answer-heading';
import { Paragraphs } from '../paragraphs';
import { CrewCounts } from '../crew-check/crew-counts';
import { MatchBand, matchFrame } from '../person-check/match-answer';
import { NoticeAnswer } from '../person-check/notice-answer';
import type { CardVerifyKind } from '@/content/card';
import { CardVerifyAnswer } from './card-answer';

/** The verify page's own address, as a browser's address bar shows it. */
export const verifyAddress = () => `${new URL(siteUrl).host}/verify`;

/**
 * The warning against look-alike verify pages: a fake record's QR code can lead to one that calls
 * any receipt genuine, so only an answer at the scheme's own address counts.
 */
export function FakeSitesWarning({
  content,
  level = 2,
  className,
}: {
  content: VerifyContent['fakeSites'];
  level?: 2 | 3;
  className?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={className}>
      <Heading className="flex items-center gap-3 text-xl font-extrabold text-primary-900">
        <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-secondary-800" />
        {content.heading}
      </Heading>
      <p className="mt-3 leading-relaxed text-slate-700">
        {content.text}{' '}
        <a href="/verify" className="font-mono font-bold break-words text-primary-800 underline">
          {verifyAddress()}
        </a>
      </p>
    </div>
  );
}

/**
 * A receipt whose signature holds: what it certifies, in words (the function fills the
 * `{{slots}}` of the content's sentences), what it does not, and the link to check the number
 * again today.
 */
function ValidAnswer({ content, match }: { content: VerifyContent; match: boolean }) {
  const { valid } = content;
  const slots = slotsOf(match ? 'receipt-valid-match' : 'receipt-valid-no-match');
  return (
    <section aria-labelledby="answer-heading" className={matchFrame}>
      <MatchBand status="current" heading={valid.heading} />
      <div className="space-y-4 p-6 text-lg leading-relaxed text-slate-800 sm:p-8 print:p-4">
        <p className="font-semibold text-slate-900">{match ? valid.match : valid.noMatch}</p>
        <p className="text-base break-words">{valid.signed}</p>
      </div>
      <div className="space-y-3 border-t border-slate-200 px-6 py-5 leading-relaxed text-slate-700 sm:px-8 print:px-4 print:py-3">
        <h3 className="text-lg font-extrabold text-primary-900">{valid.notCertifiedHeading}</h3>
        <ul className="list-disc space-y-2 pl-5">
          {valid.notCertified.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          <a
            href={slots.checkAgainHref}
            className="font-bold text-primary-700 underline decoration-2 underline-offset-2 hover:text-primary-800 print:hidden"
          >
            {valid.checkAgain}
          </a>
        </p>
      </div>
    </section>
  );
}

/** The answers of a crew's receipt whose signature holds. */
type CrewAnswerKind = Extract<VerifyAnswerKind, `receipt-valid-crew${string}`>;

/**
 * A crew's receipt whose signature holds: what it certifies (the account, when, its counts), then
 * its rows as kept, each as the crew check's table showed it, or why they are not listed; what it
 * does not certify; and the link to check a crew again today.
 */
function CrewAnswer({ content, kind }: { content: VerifyContent; kind: CrewAnswerKind }) {
  const { valid, crew } = content;
  const rows = kind === 'receipt-valid-crew' ? slotsOf(kind).crewRows : undefined;
  const notice =
    kind === 'receipt-valid-crew-altered'
      ? crew.altered
      : kind === 'receipt-valid-crew-gone'
        ? crew.gone
        : kind === 'receipt-valid-crew-unavailable'
          ? crew.unavailable
          : undefined;
  const cell =
    'px-3 py-2 align-top max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-0.5 max-sm:has-[[data-value]:empty]:hidden';
  const label = 'w-32 shrink-0 font-semibold text-slate-600 sm:hidden';
  const columns = ['position', 'number', 'outcome', 'validUntil', 'reference'] as const;
  return (
    <section aria-labelledby="answer-heading" className={matchFrame}>
      <MatchBand status="current" heading={valid.heading} />
      <div className="space-y-4 p-6 text-lg leading-relaxed text-slate-800 sm:p-8 print:p-4">
        <p className="font-semibold text-slate-900">{crew.certified}</p>
        {/* One group a line: beside the verify page's aside, three side by side would wrap. */}
        <CrewCounts content={crew.counts} className="sm:grid-cols-1" />
        <p className="text-base break-words">{valid.signed}</p>
      </div>
      {rows && (
        <div className="border-t border-slate-200 px-6 py-5 sm:px-8">
          <table className="w-full border-collapse text-left text-sm max-sm:block">
            <caption
              id="crew-rows-caption"
              className="pb-2 text-left text-lg font-extrabold text-primary-900 max-sm:block"
            >
              {crew.caption}
            </caption>
            <thead className="bg-primary-900 text-white max-sm:sr-only">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 align-bottom">
                    {crew.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {rows.start}
              <tr className="border-t border-slate-300 odd:bg-white even:bg-slate-50 max-sm:block max-sm:py-2">
                <td className={cell}>
                  <span aria-hidden="true" className={label}>
                    {crew.columns.position}
                  </span>
                  <span data-value="">{rows.fields.position}</span>
                </td>
                <td className={cell}>
                  <span aria-hidden="true" className={label}>
                    {crew.columns.number}
                  </span>
                  <span data-value="" className="font-mono">
                    {rows.fields.number}
                  </span>
                </td>
                <td className={cell}>
                  <span aria-hidden="true" className={label}>
                    {crew.columns.outcome}
                  </span>
                  <span data-value="" className="font-bold">
                    {rows.fields.outcomeText}
                  </span>
                </td>
                <td className={cell}>
                  <span aria-hidden="true" className={label}>
                    {crew.columns.validUntil}
                  </span>
                  <span data-value="" className="whitespace-nowrap">
                    {rows.fields.validUntil}
                  </span>
                </td>
                <td className={cell}>
                  <span aria-hidden="true" className={label}>
                    {crew.columns.reference}
                  </span>
                  <span data-value="" className="font-mono whitespace-nowrap">
                    {rows.fields.reference}
                  </span>
                </td>
              </tr>
              {rows.end}
            </tbody>
          </table>
          <p className="mt-3 text-sm leading-relaxed text-slate-700">{crew.rowsNote}</p>
        </div>
      )}
      {notice && (
        <div className="space-y-3 border-t border-slate-200 px-6 py-5 leading-relaxed text-slate-700 sm:px-8">
          <h3 className="text-lg font-extrabold text-primary-900">{notice.heading}</h3>
          <Paragraphs items={notice.paragraphs} />
        </div>
      )}
      <div className="space-y-3 border-t border-slate-200 px-6 py-5 leading-relaxed text-slate-700 sm:px-8 print:px-4 print:py-3">
        <h3 className="text-lg font-extrabold text-primary-900">{valid.notCertifiedHeading}</h3>
        <ul className="list-disc space-y-2 pl-5">
          {crew.notCertified.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          <a
            href={crew.checkAgainHref}
            className="font-bold text-primary-700 underline decoration-2 underline-offset-2 hover:text-primary-800 print:hidden"
          >
            {crew.checkAgain}
          </a>
        </p>
      </div>
    </section>
  );
}

/** Text that is not a receipt of the scheme's: why, and where only to trust an answer. */
function InvalidAnswer({
  content,
  problem,
}: {
  content: VerifyContent;
  problem: Exclude<ReceiptProblemName, 'missing'>;
}) {
  const notice = content.invalid[problem];
  return (
    <section
      aria-labelledby="answer-heading"
      className="rounded-2xl border-l-8 border-red-800 bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8"
    >
      <AnswerHeading
        pageHeading={verifyAnswerHeading(`receipt-invalid-${problem}` as VerifyAnswerKind)}
        className="text-2xl font-extrabold text-primary-900"
      >
        {notice.heading}
      </AnswerHeading>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
        <Paragraphs items={notice.paragraphs} />
      </div>
      <FakeSitesWarning
        content={content.fakeSites}
        level={3}
        className="mt-6 rounded-lg bg-secondary-100/60 p-4 sm:p-5"
      />
    </section>
  );
}

/** The answer at the top of a verify answer page. */
export function VerifyAnswer({
  content,
  kind,
}: {
  content: VerifyContent;
  kind: `receipt-${string}`;
}) {
  if (kind.startsWith('receipt-card-')) return <CardVerifyAnswer kind={kind as CardVerifyKind} />;
  if (kind === 'receipt-valid-match') return <ValidAnswer content={content} match />;
  if (kind === 'receipt-valid-no-match') return <ValidAnswer content={content} match={false} />;
  if (kind.startsWith('receipt-valid-crew'))
    return <CrewAnswer content={content} kind={kind as CrewAnswerKind} />;
  if (kind === 'receipt-method')
    return <NoticeAnswer notice={content.method} pageHeading={verifyAnswerHeading(kind)} />;
  if (kind === 'receipt-invalid-missing')
    return (
      <NoticeAnswer
        notice={content.invalid.missing}
        alert
        pageHeading={verifyAnswerHeading(kind)}
      />
    );
  const problem = kind.slice('receipt-invalid-'.length) as Exclude<ReceiptProblemName, 'missing'>;
  if (!(problem in content.invalid)) throw new Error(`The verify page has no words for ${kind}`);
  return <InvalidAnswer content={content} problem={problem} />;
}
