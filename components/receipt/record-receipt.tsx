import { ShieldCheck } from 'lucide-react';
import type { ReceiptRecordContent } from '@/content/types';
import { siteUrl } from '@/lib/config';

/**
 * A check's receipt on its record (docs/receipts.md): the QR code of the verify page's address for
 * it, with a line saying what it is and that address, which print with the record; on screen, the
 * link to that answer and the receipt itself, to copy. The QR code is a `data:` URI the function
 * makes per check (functions/receipt-links.js): it travels inside the page, as a photograph does.
 */
export function RecordReceipt({
  content,
  slots,
}: {
  content: ReceiptRecordContent;
  /** The receipt, the verify page's address for it and its QR code (`{{slots}}`). */
  slots: { receipt: string; receiptHref: string; receiptQr: string };
}) {
  const address = `${new URL(siteUrl).host}/verify`;
  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-start sm:gap-6 print:w-36 print:shrink-0 print:flex-col print:gap-1 print:border-0 print:pt-0">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={slots.receiptQr}
        alt={content.qrAlt}
        width={160}
        height={160}
        className="size-40 shrink-0 bg-white print:size-36"
      />
      <div className="min-w-0 flex-1 space-y-3 print:space-y-0">
        <p className="font-semibold text-slate-900 print:text-[10px] print:leading-tight print:font-normal">
          {content.scan} <span className="font-mono break-words">{address}</span>
        </p>
        <p className="print:hidden">
          <a
            href={slots.receiptHref}
            className="inline-flex items-center gap-2 font-bold text-primary-700 underline decoration-2 underline-offset-2 hover:text-primary-800"
          >
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
            {content.link}
          </a>
        </p>
        <details className="print:hidden">
          <summary className="-mx-2 w-fit cursor-pointer rounded-md border-2 border-transparent px-2 py-1 font-semibold text-primary-800 forced-colors:border-[ButtonText]">
            {content.show}
          </summary>
          <p className="mt-2 text-sm leading-relaxed text-slate-700">{content.about}</p>
          <p className="mt-2 rounded-md bg-slate-100 p-3 font-mono text-xs leading-relaxed break-all text-slate-900">
            {slots.receipt}
          </p>
        </details>
      </div>
    </div>
  );
}
