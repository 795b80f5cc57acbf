import { slotsOf } from '@/functions/answers.js';
import { consoleContent } from '@/content/console';
import { Card, secondButtonClass } from '../portal/parts';
import { ListTable, cell } from './parts';

const { record } = consoleContent;

/** A record as its register holds it, why it stands as it does, its history, and its actions. */
export function RecordPage() {
  const s = slotsOf('console-record');
  return (
    <>
      <div
        role="status"
        className="hidden rounded-2xl bg-white p-5 ring-1 ring-slate-200 has-[li]:block"
      >
        <ul className="list-disc space-y-1 pl-6 font-bold text-primary-900">
          {s.notices.start}
          <li>{s.notices.item}</li>
          {s.notices.end}
        </ul>
      </div>
      <Card heading={`${s.number} (${s.registerName})`} id="record-heading">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-bold text-primary-900">{record.standing}</dt>
          <dd className="break-words">{s.standingText}</dd>
        </dl>
        <h3 className="text-lg font-bold text-primary-900">{record.recordHeading}</h3>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
          {s.fields.start}
          <dt className="font-bold text-slate-700">{s.fields.fields.fieldName}</dt>
          <dd className="break-words">{s.fields.fields.fieldValue}</dd>
          {s.fields.end}
        </dl>
        {s.reports.start}
        <p>
          <a href={s.reports.fields.reportsHref} className="font-bold text-red-800 underline">
            {s.reports.fields.reportsText}
          </a>
        </p>
        {s.reports.end}
        <p className="text-sm text-slate-600">{record.viewed}</p>
      </Card>
      <section
        aria-labelledby="actions-heading"
        className="hidden rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 has-[a]:block sm:p-8"
      >
        <h2 id="actions-heading" className="text-2xl font-extrabold text-primary-900">
          {record.actionsHeading}
        </h2>
        <p className="mt-2">{record.actionsHint}</p>
        <ul className="mt-4 flex flex-wrap gap-4">
          {s.actions.start}
          <li>
            <a href={s.actions.fields.actionHref} className={secondButtonClass}>
              {s.actions.fields.actionLabel}
            </a>
          </li>
          {s.actions.end}
        </ul>
      </section>
      <Card heading={record.historyHeading} id="history-heading">
        <ol className="space-y-2 font-mono text-sm break-words">
          {s.history.start}
          <li>{s.history.fields.historyLine}</li>
          {s.history.otherwise}
          <li className="font-sans">{record.historyNone}</li>
          {s.history.end}
        </ol>
      </Card>
      <Card heading={record.emailsHeading} id="emails-heading">
        <p className="text-sm text-slate-600">{record.emailsHint}</p>
        <ListTable caption={record.emailsTable} columns={Object.values(record.emailsColumns)}>
          {s.emails.start}
          <tr>
            <td className={`${cell} font-mono`}>{s.emails.fields.emailKind}</td>
            <td className={cell}>{s.emails.fields.emailAt}</td>
            <td className={cell}>{s.emails.fields.emailState}</td>
          </tr>
          {s.emails.otherwise}
          <tr>
            <td className={cell} colSpan={3}>
              {record.emailsNone}
            </td>
          </tr>
          {s.emails.end}
        </ListTable>
      </Card>
    </>
  );
}
