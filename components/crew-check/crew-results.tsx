import { Download, Printer } from 'lucide-react';
import type { CrewCheckContent } from '@/content/types';
import { slotsOf } from '@/functions/answers.js';
import { ScrollRegion } from '../scroll-region';

/** The table's columns, in order: what a row says first, then what it checked, then where it was. */
const columnOrder = [
  'outcome',
  'number',
  'surname',
  'name',
  'validUntil',
  'reference',
  'where',
  'verify',
] as const;

/**
 * The crew check's answer: the counts, then one table of every row in the order given, then the
 * record to keep (when, how fresh the register is) and the table as a CSV to download. Each row's
 * outcome styles it (`data-outcome`, which the function fills): its words say it all the same,
 * for a screen reader, a printer or a text browser.
 */
export function CrewResults({ content }: { content: Pick<CrewCheckContent, 'results'> }) {
  const { results } = content;
  const slots = slotsOf('crew-results');
  const { crew } = slots;
  const row = crew.fields;
  const cell = 'px-3 py-2.5 align-top print:px-1.5 print:py-1';
  return (
    <section
      aria-labelledby="answer-heading"
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8 print:p-0 print:shadow-none print:ring-0"
    >
      <h2 id="answer-heading" className="text-2xl font-extrabold text-primary-900">
        {results.heading}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-slate-800">{results.summary}</p>
      <ScrollRegion
        labelledBy="crew-caption"
        className="mt-6 rounded-lg ring-1 ring-slate-300 print:overflow-visible print:ring-0"
      >
        <table className="w-full border-collapse text-left text-sm print:text-[9pt]">
          <caption id="crew-caption" className="px-3 py-2 text-left font-bold text-primary-900">
            {results.caption}
          </caption>
          <thead className="bg-primary-900 text-white print:bg-white print:text-black">
            <tr>
              {columnOrder.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={column === 'verify' ? `${cell} print:hidden` : cell}
                >
                  {results.columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {crew.start}
            <tr
              data-outcome={row.outcome}
              className="group border-t border-slate-300 odd:bg-white even:bg-slate-50 print:break-inside-avoid"
            >
              <td className={`${cell} min-w-44`}>
                <span className="inline-block rounded border-2 border-slate-500 px-2 py-0.5 font-bold text-slate-800 group-data-[outcome=current]:border-green-700 group-data-[outcome=current]:bg-green-50 group-data-[outcome=current]:text-green-900 group-data-[outcome=ending]:border-amber-600 group-data-[outcome=ending]:bg-amber-50 group-data-[outcome=ending]:text-amber-900 group-data-[outcome=expired]:border-red-800 group-data-[outcome=expired]:bg-red-50 group-data-[outcome=expired]:text-red-900 group-data-[outcome=no-match]:border-red-800 group-data-[outcome=no-match]:bg-red-50 group-data-[outcome=no-match]:text-red-900 group-data-[outcome=suspended]:border-red-800 group-data-[outcome=suspended]:bg-red-50 group-data-[outcome=suspended]:text-red-900 print:border print:px-1">
                  {row.outcomeText}
                </span>
              </td>
              <td className={`${cell} font-mono whitespace-nowrap`}>{row.number}</td>
              <td className={cell}>{row.surname}</td>
              <td className={cell}>{row.name}</td>
              <td className={`${cell} whitespace-nowrap`}>{row.validUntil}</td>
              <td className={`${cell} font-mono whitespace-nowrap`}>{row.reference}</td>
              <td className={`${cell} whitespace-nowrap text-slate-700`}>{row.where}</td>
              <td className={`${cell} print:hidden`}>
                <a
                  href={row.verifyHref}
                  aria-label={`${results.verifyLinkLabel} ${row.number}`}
                  className="font-bold text-primary-700 underline decoration-2 underline-offset-2 group-data-[outcome=invalid]:hidden"
                >
                  {results.verifyLink}
                </a>
              </td>
            </tr>
            {crew.end}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="mt-6 space-y-3 leading-relaxed text-slate-700">
        {results.record.map((text) => (
          <p key={text}>{text}</p>
        ))}
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
