import { Download, Printer } from 'lucide-react';
import type { CrewCheckContent } from '@/content/types';
import { slotsOf } from '@/functions/answers.js';
import { cn } from '@/lib/cn';
import { siteUrl } from '@/lib/config';
import { RecordReceipt } from '../receipt/record-receipt';
import { ScrollRegion } from '../scroll-region';
import { CrewCounts } from './crew-counts';

/**
 * The table's columns, in order: what a row says first, then what it checked, then where it was.
 * On paper each row's place in the crew (as the verify page numbers the rows its receipt covers)
 * stands first, and where it was in the list and its receipt's link are left out: the rows fit
 * the width of an A4 page one line each.
 */
const columnOrder = [
  'position',
  'outcome',
  'number',
  'surname',
  'name',
  'validUntil',
  'reference',
  'where',
  'verify',
] as const;

/** The columns printed: all but where the row was and its receipt's link. */
const printedColumns = columnOrder.length - 2;

/** Each column's own classes: shown only on paper, or only on screen, and its printed width. */
const columnClasses: Partial<Record<(typeof columnOrder)[number], string>> = {
  position: 'hidden max-sm:hidden print:table-cell print:pr-[1.5mm] print:text-right',
  outcome: 'print:w-[52mm]',
  where: 'print:hidden',
  verify: 'print:hidden',
};

/**
 * The printed record's pages: a page of its own kind (`crew-record`), with narrower margins and its
 * number in the margin ("Page 2 of 3", which only the page's margin can count), and without the
 * site's footer, so that the table, whose head and foot repeat on every page, is all there is.
 * A stylesheet React puts in the page's head, its words from content.
 */
function PrintedPages({ printed }: { printed: CrewCheckContent['results']['printed'] }) {
  const css = [
    `@page crew-record { margin: 10mm 12mm 12mm; @bottom-right { content: ${JSON.stringify(`${printed.page} `)} counter(page) ${JSON.stringify(` ${printed.of} `)} counter(pages); font: 8pt system-ui, sans-serif; } }`,
    '@media print { body:has([data-crew-record]) { page: crew-record; } body:has([data-crew-record]) > footer { display: none; } }',
  ].join('\n');
  return (
    <style href="crew-record-pages" precedence="default">
      {css}
    </style>
  );
}

/**
 * The crew check's answer: the counts (who may work, who may not and why, who was not checked),
 * then one table of every row in the order given, then the record to keep (when, how fresh the
 * register is), the crew's receipt (its QR code, a link to verify it, the receipt to copy) and
 * the table as a CSV to download. Each row's outcome styles it (`data-outcome`, which the
 * function fills): its words say it all the same, for a screen reader, a printer or a text
 * browser. Below `sm` each row is a block of its own, each value labelled, so a phone shows it
 * all without scrolling sideways; the table stays a table for a screen reader. On paper every
 * page carries the account, when, the crew's receipt as a QR code (the table's head, which
 * repeats), the scheme's phone, address and email (its foot) and its number.
 */
export function CrewResults({ content }: { content: Pick<CrewCheckContent, 'results'> }) {
  const { results } = content;
  const { printed } = results;
  const slots = slotsOf('crew-results');
  const { crew } = slots;
  const row = crew.fields;
  const host = new URL(siteUrl).host;
  const cell =
    'px-3 py-2.5 align-top max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-0.5 max-sm:has-[[data-value]:empty]:hidden print:px-[0.6mm] print:py-[0.4mm]';
  const label = 'w-28 shrink-0 font-semibold text-slate-600 sm:hidden print:hidden';
  const oneLine = 'whitespace-nowrap max-sm:whitespace-normal';
  return (
    <section
      aria-labelledby="answer-heading"
      data-crew-record=""
      className="rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:p-8 print:p-0 print:shadow-none print:ring-0"
    >
      <PrintedPages printed={printed} />
      <h2 id="answer-heading" className="text-2xl font-extrabold text-primary-900 print:hidden">
        {results.heading}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-slate-800 print:mt-1 print:text-[10pt]">
        {results.summary}
      </p>
      <CrewCounts content={results.counts} className="mt-5 print:mt-2" />
      {/* On paper what a match means comes before the rows: after them it could start a page of
          its own, without the table's head. */}
      <p className="mt-2 hidden text-[8pt] leading-snug print:block">{results.record[1]}</p>
      <ScrollRegion
        labelledBy="crew-caption"
        className="mt-6 rounded-lg ring-1 ring-slate-300 max-sm:ring-0 print:mt-2 print:overflow-visible print:ring-0"
      >
        <table className="w-full border-collapse text-left text-sm max-sm:block print:text-[8pt] print:leading-[1.2]">
          <caption
            id="crew-caption"
            className="px-3 py-2 text-left font-bold text-primary-900 max-sm:block max-sm:px-0 print:px-1 print:py-1"
          >
            {results.caption}
          </caption>
          <thead className="bg-primary-900 text-white max-sm:sr-only print:bg-white print:text-black">
            {/* What every printed page says above its rows. */}
            <tr className="hidden print:table-row">
              <td colSpan={printedColumns} className="px-1 pb-2">
                {/* Its width is the rows' (contained): its words never widen a column. */}
                <div className="flex items-start justify-between gap-4 border-b-2 border-black pb-2 [contain:inline-size]">
                  <div className="space-y-1 text-[8.5pt] leading-snug">
                    <p className="text-[11pt] font-extrabold">
                      {`${printed.title}: ${printed.account}`}
                    </p>
                    <p>{printed.checked}</p>
                    <p>
                      {printed.receipt} <span className="font-mono">{`${host}/verify`}</span>
                    </p>
                  </div>
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    src={slots.receiptQr}
                    alt={results.receipt.qrAlt}
                    width={136}
                    height={136}
                    className="size-[34mm] shrink-0"
                  />
                </div>
              </td>
            </tr>
            <tr>
              {columnOrder.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={cn(
                    'px-3 py-2.5 align-bottom print:px-[0.6mm] print:py-[0.4mm] print:text-[7.5pt]',
                    columnClasses[column],
                  )}
                >
                  {/* On paper a heading never widens its column (but the number's, to its longest
                      word): the rows' values set the widths, one line each. */}
                  <span
                    className={
                      column === 'number'
                        ? 'print:inline-block print:w-min'
                        : 'print:block print:[contain:inline-size]'
                    }
                  >
                    {results.columns[column]}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {crew.start}
            <tr
              data-outcome={row.outcome}
              className="group border-t border-slate-300 odd:bg-white even:bg-slate-50 max-sm:block max-sm:px-3 max-sm:py-3 print:break-inside-avoid"
            >
              <td className={cn(cell, columnClasses.position)}>{row.position}</td>
              <td className={`${cell} max-sm:pb-1.5 sm:min-w-44 print:min-w-0`}>
                <span aria-hidden="true" className={label}>
                  {results.columns.outcome}
                </span>
                <span data-value="" className="min-w-0">
                  <span className="inline-block rounded border-2 border-slate-500 px-2 py-0.5 font-bold text-slate-800 group-data-[outcome=current]:border-green-700 group-data-[outcome=current]:bg-green-50 group-data-[outcome=current]:text-green-900 group-data-[outcome=ending]:border-amber-600 group-data-[outcome=ending]:bg-amber-50 group-data-[outcome=ending]:text-amber-900 group-data-[outcome=expired]:border-red-800 group-data-[outcome=expired]:bg-red-50 group-data-[outcome=expired]:text-red-900 group-data-[outcome=no-match]:border-red-800 group-data-[outcome=no-match]:bg-red-50 group-data-[outcome=no-match]:text-red-900 group-data-[outcome=suspended]:border-red-800 group-data-[outcome=suspended]:bg-red-50 group-data-[outcome=suspended]:text-red-900 print:border-0 print:p-0">
                    {row.outcomeText}
                  </span>{' '}
                  {/* Why, where it says more; on paper only for a row not checked (the counts
                      above say what the others mean). */}
                  <span className="mt-1 block text-slate-700 print:mt-0 print:hidden print:text-[7pt] print:group-data-[outcome=invalid]:inline print:group-data-[outcome=limited]:inline">
                    {row.outcomeDetail}
                  </span>
                </span>
              </td>
              <td className={cell}>
                <span aria-hidden="true" className={label}>
                  {results.columns.number}
                </span>
                <span data-value="" className={`font-mono ${oneLine} max-sm:break-all`}>
                  {row.number}
                </span>
              </td>
              <td className={cell}>
                <span aria-hidden="true" className={label}>
                  {results.columns.surname}
                </span>
                <span data-value="" className="min-w-0 break-words">
                  {row.surname}
                </span>
              </td>
              <td className={cell}>
                <span aria-hidden="true" className={label}>
                  {results.columns.name}
                </span>
                <span data-value="" className="min-w-0 break-words">
                  {row.name}
                </span>
              </td>
              <td className={cell}>
                <span aria-hidden="true" className={label}>
                  {results.columns.validUntil}
                </span>
                <span data-value="" className={oneLine}>
                  {row.validUntil}
                </span>
              </td>
              <td className={cell}>
                <span aria-hidden="true" className={label}>
                  {results.columns.reference}
                </span>
                <span data-value="" className={`font-mono ${oneLine}`}>
                  {row.reference}
                </span>
              </td>
              <td className={cn(cell, 'text-slate-700', columnClasses.where)}>
                <span aria-hidden="true" className={label}>
                  {results.columns.where}
                </span>
                <span data-value="" className={`min-w-0 ${oneLine}`}>
                  {row.where}
                </span>
              </td>
              <td className={`${cell} max-sm:pt-1.5 print:hidden`}>
                <a
                  href={row.verifyHref}
                  aria-label={`${results.verifyLinkLabel} ${row.number}`}
                  className="font-bold text-primary-700 underline decoration-2 underline-offset-2 group-data-[outcome=invalid]:hidden group-data-[outcome=limited]:hidden"
                >
                  {results.verifyLink}
                </a>
              </td>
            </tr>
            {crew.end}
          </tbody>
          {/* What every printed page says below its rows: how to confirm the record. */}
          <tfoot className="hidden print:table-footer-group">
            <tr>
              <td colSpan={printedColumns} className="border-t border-black px-1 pt-1 text-[8pt]">
                <p className="[contain:inline-size]">
                  {`${printed.confirm.text} ${printed.confirm.phone}, ${host}, ${printed.confirm.email}.`}
                </p>
              </td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <div className="mt-6 space-y-3 leading-relaxed text-slate-700 print:hidden">
        {results.record.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <div className="mt-8 print:hidden">
        <h3 className="text-xl font-extrabold text-primary-900">{results.receipt.heading}</h3>
        <div className="mt-4">
          <RecordReceipt
            content={results.receipt}
            slots={{
              receipt: slots.receipt,
              receiptHref: slots.receiptHref,
              receiptQr: slots.receiptQr,
            }}
          />
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-3 print:hidden">
        <p>
          <a
            href={slots.csvHref}
            download={slots.csvName}
            className="inline-flex min-h-12 items-center gap-2 rounded-md border-2 border-primary-700 bg-white px-5 py-2.5 font-bold text-primary-800 transition-colors hover:bg-primary-100"
          >
            <Download aria-hidden="true" className="size-5 shrink-0" />
            {results.download}
          </a>
        </p>
        <p className="text-slate-700">{results.downloadNote}</p>
        <p className="flex items-center gap-2 text-slate-700">
          <Printer aria-hidden="true" className="size-5 shrink-0 text-primary-600" />
          {results.print}
        </p>
      </div>
    </section>
  );
}
