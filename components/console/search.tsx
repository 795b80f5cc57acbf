import { slotsOf } from '@/functions/answers.js';
import { consoleContent } from '@/content/console';
import { buttonClass, Card, Field, Problems } from '../portal/parts';
import { cell, linkClass, ListTable } from './parts';

const { search, paths } = consoleContent;

/** The console's home: one box for a number or a name, and the records found on the registers. */
export function Search({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('console-search');
  const f = s.records.fields;
  return (
    <>
      <Problems slot={s.problems} heading={consoleContent.signIn.problemsHeading} />
      <Card heading={search.heading} id="search-heading" pageHeading={pageHeading}>
        <form method="get" action={paths.home} className="flex flex-wrap items-end gap-4">
          <Field
            id="console-q"
            name="q"
            label={search.label}
            hint={search.hint}
            value={s.query}
            className="min-w-60 flex-1"
          />
          <button type="submit" className={buttonClass}>
            {search.submit}
          </button>
        </form>
        <p role="status" className="font-bold empty:hidden">
          {s.found}
        </p>
        <ListTable caption={search.results} columns={Object.values(search.columns)}>
          {s.records.start}
          <tr>
            <td className={`${cell} capitalize`}>{f.recordRegister}</td>
            <td className={`${cell} font-mono`}>
              <a href={f.recordHref} className={linkClass}>
                {f.recordNumber}
              </a>
            </td>
            <td className={cell}>{f.recordName}</td>
          </tr>
          {s.records.end}
        </ListTable>
      </Card>
    </>
  );
}
