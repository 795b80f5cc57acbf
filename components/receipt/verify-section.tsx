import { KeyRound } from 'lucide-react';
import type { VerifyContent } from '@/content/types';
import { type VerifyAnswerKind, verifyAnswerHeading } from '@/content/verify';
import { slotsOf } from '@/functions/answers.js';
import { jwksPath } from '@/functions/vocabulary/paths.js';
import { siteUrl } from '@/lib/config';
import { SectionHeadingOnAnswer } from '../answer-heading';
import { Paragraphs } from '../paragraphs';
import { SectionHeading } from '../section-heading';
import { FakeSitesWarning, VerifyAnswer } from './verify-answer';
import { VerifyForm } from './verify-form';

/**
 * The verify page (`/verify`, docs/receipts.md): what a receipt is and a native GET form, and, on
 * the pages the Cloud Function answers with (app/verify/answers/[kind]), the answer above it: what
 * a receipt certifies, or why it is not one of the scheme's. Beside them, where only to trust an
 * answer, and how to verify a receipt without this page. No script: it works with JavaScript off.
 */
export function VerifySection({
  content,
  answer,
}: {
  content: VerifyContent;
  answer?: VerifyAnswerKind;
}) {
  const typed = answer && answer !== 'receipt-method' ? slotsOf(answer).receipt : undefined;
  const invalid = answer?.startsWith('receipt-invalid-') && answer !== 'receipt-invalid-missing';
  const { offline } = content;
  const details = [
    [offline.labels.algorithm, offline.algorithm],
    [offline.labels.type, offline.type],
    [offline.labels.issuer, siteUrl],
  ] as const;
  return (
    <section aria-label={content.heading} className="bg-slate-50 py-12 sm:py-20 print:py-4">
      <div className="page-container grid gap-10 lg:grid-cols-[1.5fr_1fr] print:block">
        <div className="min-w-0 space-y-8 print:space-y-4">
          {answer ? (
            <SectionHeadingOnAnswer
              heading={content.heading}
              pageHeading={verifyAnswerHeading(answer)}
            />
          ) : (
            <div>
              <SectionHeading id="verify-heading" heading={content.heading} />
              <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
                <Paragraphs items={content.intro} />
              </div>
            </div>
          )}
          {answer && <VerifyAnswer content={content} kind={answer} />}
          <VerifyForm
            content={content}
            heading={
              answer && answer !== 'receipt-method'
                ? content.form.againHeading
                : content.form.heading
            }
            typed={typed}
            error={
              answer === 'receipt-invalid-missing' ? content.invalid.missing.heading : undefined
            }
          />
        </div>
        <aside
          aria-labelledby="verify-offline-heading"
          className="space-y-6 self-start print:hidden"
        >
          {!invalid && (
            <FakeSitesWarning
              content={content.fakeSites}
              className="rounded-2xl border-l-8 border-secondary-500 bg-white p-6 ring-1 ring-slate-200 sm:p-7"
            />
          )}
          <div className="rounded-2xl bg-primary-100/70 p-6 sm:p-7">
            <h2
              id="verify-offline-heading"
              className="flex items-center gap-3 text-xl font-extrabold text-primary-900"
            >
              <KeyRound aria-hidden="true" className="size-6 shrink-0 text-primary-600" />
              {offline.heading}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
              <Paragraphs items={offline.paragraphs} />
            </div>
            <dl className="mt-5 space-y-3">
              <div>
                <dt className="font-bold text-primary-900">{offline.labels.keys}</dt>
                <dd>
                  <a
                    href={jwksPath}
                    className="font-mono text-sm break-all text-primary-800 underline"
                  >
                    {`${siteUrl}${jwksPath}`}
                  </a>
                </dd>
              </div>
              {details.map(([label, value]) => (
                <div key={label}>
                  <dt className="font-bold text-primary-900">{label}</dt>
                  <dd className="font-mono text-sm break-all text-slate-800">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </aside>
      </div>
    </section>
  );
}
