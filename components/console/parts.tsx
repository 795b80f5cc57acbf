import type { ReactNode } from 'react';
import { slotsOf } from '@/functions/answers.js';
import { consoleContent } from '@/content/console';
import { cn } from '@/lib/cn';
import { fieldClass } from '../person-check/check-field';

const { frame, paths } = consoleContent;

/**
 * Only a role's links: shown when the roles the function fills in (`data-roles`) name it. Each
 * page is refused on the server to a role that may not use it all the same. Written whole, so
 * that Tailwind finds each class in the source.
 */
const onlyFor = {
  everyone: undefined,
  keeper: 'hidden group-data-[roles*=keeper]:list-item',
  administrator: 'hidden group-data-[roles*=administrator]:list-item',
} as const;

/** The console's pages, in its bar, and whose they are. */
const navLinks = [
  [paths.home, frame.nav.search, onlyFor.everyone],
  [paths.provisional, frame.nav.provisional, onlyFor.everyone],
  [paths.reports, frame.nav.reports, onlyFor.everyone],
  [paths.import, frame.nav.import, onlyFor.keeper],
  [paths.trail, frame.nav.trail, onlyFor.everyone],
  [paths.runs, frame.nav.runs, onlyFor.everyone],
  [paths.employers, frame.nav.employers, onlyFor.administrator],
  [paths.staff, frame.nav.staff, onlyFor.administrator],
] as const;

/** A table cell of the console's lists. */
export const cell = 'border-b border-slate-200 px-3 py-2 text-left align-top';

/** The link of the console's pages. */
export const linkClass = 'font-bold text-primary-800 underline';

/**
 * A list of the console as a table: its caption (read by a screen reader, and naming the region),
 * its columns, and its rows (a page's rows' markers around one row). Scrolled sideways on a phone
 * when `wide`: a region reached and scrolled by the keyboard too.
 */
export function ListTable({
  caption,
  columns,
  headBefore,
  wide = false,
  className,
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** A column's heading before the others, which a page may switch on (a box to choose by). */
  headBefore?: ReactNode;
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn('relative overflow-x-auto', className)}
    >
      <table className={cn('w-full text-sm', wide && 'min-w-3xl')}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {headBefore}
            {columns.map((name) => (
              <th key={name} scope="col" className={cell}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The plan a question shows: the command's dry run, line by line (`otherwise`: when it has none). */
export function PlanLines({
  heading,
  slot,
  otherwise,
}: {
  heading: string;
  slot: { start: string; otherwise: string; end: string; fields: { planLine: string } };
  otherwise?: string;
}) {
  return (
    <>
      <h3 className="text-lg font-bold text-primary-900">{heading}</h3>
      <ul className="space-y-1 font-mono text-sm break-words">
        {slot.start}
        <li>{slot.fields.planLine}</li>
        {otherwise !== undefined && (
          <>
            {slot.otherwise}
            <li className="font-sans">{otherwise}</li>
          </>
        )}
        {slot.end}
      </ul>
    </>
  );
}

/** The reason a change is kept in the trail with: its label, its hint, what was typed. */
export function ReasonField({
  id,
  label,
  hint,
  value,
  required = true,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  required?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-bold text-primary-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <textarea
        id={id}
        name="reason"
        rows={3}
        maxLength={500}
        required={required}
        aria-describedby={`${id}-hint`}
        defaultValue={value}
        className={fieldClass(false)}
      />
    </div>
  );
}

/** The signed-in member of staff, the console's links and signing out: atop every page behind the sign-in. */
export function StaffBar() {
  const slots = slotsOf('console-search');
  return (
    <nav
      aria-label={consoleContent.heading}
      data-roles={slots.roles}
      className="group flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-primary-100/70 p-4 sm:p-5"
    >
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-bold text-primary-900">{frame.signedInAs}</dt>
        <dd className="break-all">
          {slots.personEmail} ({slots.roles})
        </dd>
      </dl>
      <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 font-bold">
        {navLinks.map(([path, name, only]) => (
          <li key={path} className={only}>
            <a href={path} className="text-primary-800 underline">
              {name}
            </a>
          </li>
        ))}
        <li>
          <form method="post" action={paths.signOut}>
            <button type="submit" className="text-primary-800 underline">
              {frame.signOut}
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}
