import { slotsOf } from '@/functions/answers.js';
import { consoleContent } from '@/content/console';
import { staffRoles } from '@/functions/vocabulary/console.js';
import { Card, Field, Problems, secondButtonClass } from '../portal/parts';
import { linkClass } from './parts';

const { staff, paths } = consoleContent;

/** An administrator's staff (`console-staff`), and the forms to invite and remove them. */
export function StaffPage({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('console-staff');
  const { invite } = staff;
  return (
    <Card heading={staff.heading} id="staff-heading" pageHeading={pageHeading}>
      {s.people.start}
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 py-2">
        <span className="break-all">
          {s.people.fields.email} ({s.people.fields.personRoles})
        </span>
        <form method="post" action={paths.remove}>
          <input type="hidden" name="email" value={s.people.fields.email} />
          <button type="submit" className="font-bold text-red-800 underline">
            {invite.remove}
            <span className="sr-only"> {s.people.fields.email}</span>
          </button>
        </form>
      </div>
      {s.people.end}
      <form method="post" action={paths.invite} className="space-y-4 pt-2">
        <h3 className="text-lg font-bold text-primary-900">{invite.heading}</h3>
        <Field id="invite-email" name="email" type="email" label={invite.email} />
        <fieldset>
          <legend className="font-bold text-primary-900">{invite.roles}</legend>
          {staffRoles.map((role) => (
            <label key={role} className="mt-2 flex items-center gap-3">
              <input type="checkbox" name="role" value={role} className="size-6" />
              {invite.roleNames[role]}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={secondButtonClass}>
          {invite.submit}
        </button>
      </form>
    </Card>
  );
}

/** What an administrator's form did. */
export function Done() {
  const s = slotsOf('console-done');
  return (
    <>
      <Problems slot={s.problems} heading={consoleContent.done.problemsHeading} />
      <Card heading={s.heading} id="done-heading">
        <div role="status">
          <ul className="list-disc space-y-1 pl-6">
            {s.done.start}
            <li>{s.done.item}</li>
            {s.done.end}
          </ul>
        </div>
        <p>
          <a href={paths.staff} className={linkClass}>
            {consoleContent.done.back}
          </a>
        </p>
      </Card>
    </>
  );
}
