import { slotsOf } from '@/functions/answers.js';
import { consoleContent } from '@/content/console';
import { consoleRegisters } from '@/functions/vocabulary/console.js';
import { buttonClass, Card, Field, Problems } from '../portal/parts';
import { cell, linkClass, ListTable } from './parts';

const { trail, paths } = consoleContent;

/** The trail of a register, filtered, and its CSV. */
export function Trail({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('console-trail');
  const f = s.entries.fields;
  return (
    <>
      <Problems slot={s.problems} heading={consoleContent.signIn.problemsHeading} />
      <Card heading={trail.heading} id="trail-heading" pageHeading={pageHeading}>
        <p>{trail.intro}</p>
        <nav aria-label={trail.register}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {consoleRegisters.map((name) => (
              <li key={name}>
                <a href={`${paths.trail}?register=${name}`} className={linkClass}>
                  {trail.registers[name]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <form method="get" action={paths.trail} className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="register" value={s.register} />
          <Field id="trail-from" name="from" type="date" label={trail.from} value={s.from} />
          <Field id="trail-to" name="to" type="date" label={trail.to} value={s.to} />
          <Field
            id="trail-person"
            name="person"
            label={trail.person}
            hint={trail.personHint}
            value={s.person}
          />
          <Field
            id="trail-action"
            name="action"
            label={trail.action}
            hint={trail.actionHint}
            value={s.action}
          />
          <div className="flex flex-wrap items-center gap-6 sm:col-span-2">
            <button type="submit" className={buttonClass}>
              {trail.submit}
            </button>
            <a href={s.csvHref} className={linkClass}>
              {trail.csv}
            </a>
          </div>
        </form>
        <p role="status" className="font-bold">
          {s.count}
        </p>
        <ListTable caption={trail.entries} columns={Object.values(trail.columns)} wide>
          {s.entries.start}
          <tr>
            <td className={`${cell} whitespace-nowrap`}>{f.entryAt}</td>
            <td className={`${cell} font-mono`}>{f.entryNumber}</td>
            <td className={cell}>{f.entryAction}</td>
            <td className={`${cell} break-all`}>{f.entryBy}</td>
            <td className={cell}>{f.entryReason}</td>
            <td className={cell}>{f.entryChanges}</td>
          </tr>
          {s.entries.end}
        </ListTable>
      </Card>
    </>
  );
}
