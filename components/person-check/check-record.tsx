import { Printer } from 'lucide-react';
import type { PersonCheckContent } from '@/content/types';
import { RecordReceipt } from '../receipt/record-receipt';
import type { Slots } from './slots';

/**
 * What a check's answer gives an employer to keep: when the check was made (UK time), its
 * reference, and how recently the register was brought up to date, with the number and surname
 * checked, and its receipt (a QR code anyone can verify it with). It prints with the answer.
 */
export function CheckRecord({
  content,
  slots,
}: {
  content: Pick<PersonCheckContent, 'record'>;
  /** The values it shows, as every result of either check has them. */
  slots: Pick<
    Slots<'no-match'>,
    'checkedNumber' | 'surname' | 'reference' | 'receipt' | 'receiptHref' | 'receiptQr'
  >;
}) {
  const { record } = content;
  const row =
    'grid gap-1 sm:grid-cols-[14rem_1fr] sm:gap-4 print:grid-cols-[11rem_1fr] print:gap-4';
  return (
    <section
      aria-labelledby="check-record-heading"
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8 print:p-0 print:ring-0"
    >
      <h2
        id="check-record-heading"
        className="flex items-center gap-3 text-xl font-extrabold text-primary-900"
      >
        <Printer aria-hidden="true" className="size-6 shrink-0 text-primary-600 print:hidden" />
        {record.heading}
      </h2>
      <div className="mt-4 space-y-6 print:mt-2 print:flex print:items-start print:gap-6 print:space-y-0">
        <dl className="space-y-2 print:min-w-0 print:flex-1 print:space-y-0 print:text-[10pt]">
          <div className={row}>
            <dt className="font-bold text-primary-900">{record.labels.number}</dt>
            <dd className="font-mono text-slate-800">{slots.checkedNumber}</dd>
          </div>
          <div className={row}>
            <dt className="font-bold text-primary-900">{record.labels.surname}</dt>
            <dd className="text-slate-800">{slots.surname}</dd>
          </div>
          <div className={row}>
            <dt className="font-bold text-primary-900">{record.labels.checkedAt}</dt>
            <dd className="text-slate-800">{record.checkedAt}</dd>
          </div>
          <div className={row}>
            <dt className="font-bold text-primary-900">{record.labels.reference}</dt>
            <dd className="font-mono text-lg font-bold tracking-wide text-slate-900">
              {slots.reference}
            </dd>
          </div>
          <div className={row}>
            <dt className="font-bold text-primary-900">{record.labels.registerUpdated}</dt>
            <dd className="text-slate-800">{record.registerUpdated}</dd>
          </div>
        </dl>
        <RecordReceipt content={record.receipt} slots={slots} />
      </div>
      <p className="mt-4 leading-relaxed text-slate-700 print:hidden">{record.note}</p>
    </section>
  );
}
