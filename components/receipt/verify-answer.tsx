import { TriangleAlert } from 'lucide-react';
import type { ReceiptProblemName, VerifyContent } from '@/content/types';
import { type VerifyAnswerKind, verifyAnswerHeading } from '@/content/verify';
import { slotsOf } from '@/functions/answers.js';
import { siteUrl } from '@/lib/config';
import { AnswerHeading } from '../answer-heading';
import { Paragraphs } from '../paragraphs';
import { MatchBand, matchFrame } from '../person-check/match-answer';
import { NoticeAnswer } from '../person-check/notice-answer';

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
  if (kind === 'receipt-valid-match') return <ValidAnswer content={content} match />;
  if (kind === 'receipt-valid-no-match') return <ValidAnswer content={content} match={false} />;
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
