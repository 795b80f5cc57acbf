import { slotsOf } from '@/functions/answers.js';
import { portalContent } from '@/content/portal';
import { portalRoles } from '@/functions/vocabulary/portal.js';
import { Field, secondButtonClass } from './parts';

const { home, paths } = portalContent;

/** An administrator's people (`portal-people`), and the forms to invite and remove them. */
export function PeoplePage() {
  const s = slotsOf('portal-people');
  const { invite } = home;
  return (
    <section
      aria-label={home.peopleHeading}
      className="space-y-4 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8"
    >
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
          {portalRoles.map((role) => (
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
    </section>
  );
}
