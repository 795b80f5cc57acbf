import { slotsOf } from '@/functions/answers.js';
import { consoleContent } from '@/content/console';

const { frame, paths } = consoleContent;

/** A table cell of the console's lists. */
export const cell = 'border-b border-slate-200 px-3 py-2 text-left align-top';

/** The link of the console's pages. */
export const linkClass = 'font-bold text-primary-800 underline';

/** The signed-in member of staff, the console's links and signing out: atop every page behind the sign-in. */
export function StaffBar() {
  const slots = slotsOf('console-search');
  return (
    <nav
      aria-label={consoleContent.heading}
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-primary-100/70 p-4 sm:p-5"
    >
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-bold text-primary-900">{frame.signedInAs}</dt>
        <dd className="break-all">
          {slots.personEmail} ({slots.roles})
        </dd>
      </dl>
      <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 font-bold">
        <li>
          <a href={paths.home} className="text-primary-800 underline">
            {frame.nav.search}
          </a>
        </li>
        <li>
          <a href={paths.trail} className="text-primary-800 underline">
            {frame.nav.trail}
          </a>
        </li>
        <li>
          <a href={paths.import} className="text-primary-800 underline">
            {frame.nav.import}
          </a>
        </li>
        <li>
          <a href={paths.staff} className="text-primary-800 underline">
            {frame.nav.staff}
          </a>
        </li>
        <li>
          <a href={paths.provisional} className="text-primary-800 underline">
            {frame.nav.provisional}
          </a>
        </li>
        <li>
          <a href={paths.reports} className="text-primary-800 underline">
            {frame.nav.reports}
          </a>
        </li>
        <li>
          <a href={paths.runs} className="text-primary-800 underline">
            {frame.nav.runs}
          </a>
        </li>
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
