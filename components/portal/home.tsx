import { slotsOf } from '@/functions/answers.js';
import { portalContent } from '@/content/portal';
import { buttonClass, Card, secondButtonClass } from './parts';

const { home, paths } = portalContent;
const slots = () => slotsOf('portal-home');
const cell = 'border-b border-slate-200 px-3 py-2 text-left align-top';

/** A table of results with a box to choose each, in a form that approves or withdraws them. */
function ChooseForm({
  rows,
  action,
  submit,
  label,
  may,
  correct = false,
}: {
  rows: ReturnType<typeof slots>['awaiting'] | ReturnType<typeof slots>['open'];
  /** Each row links to its correction (the results still open). */
  correct?: boolean;
  action: string;
  submit: string;
  label: string;
  /** Shows the button only to whom may press it (an approver): one item, or none. */
  may?: ReturnType<typeof slots>['mayApprove'];
}) {
  const { columns } = home;
  const f = rows.fields;
  return (
    <form method="post" action={action} className="space-y-4">
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-lg text-sm">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {home.choose}
              </th>
              <th scope="col" className={cell}>
                {columns.name}
              </th>
              <th scope="col" className={cell}>
                {columns.category}
              </th>
              <th scope="col" className={cell}>
                {columns.testDate}
              </th>
              <th scope="col" className={cell}>
                {columns.who}
              </th>
              {correct && (
                <th scope="col" className={cell}>
                  <span className="sr-only">{portalContent.result.correctLink}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.start}
            <tr>
              <td className={cell}>
                <input
                  type="checkbox"
                  name="result"
                  value={f.resultId}
                  aria-label={`${home.choose} ${f.resultName}`}
                  className="size-6"
                />
              </td>
              <td className={cell}>{f.resultName}</td>
              <td className={cell}>{f.resultCategory}</td>
              <td className={cell}>{f.resultTestDate}</td>
              <td className={cell}>{f.resultWho}</td>
              {correct && (
                <td className={cell}>
                  <a
                    href={(rows as ReturnType<typeof slots>['open']).fields.correctHref}
                    className="font-bold text-primary-800 underline"
                  >
                    {portalContent.result.correctLink}
                    <span className="sr-only"> {f.resultName}</span>
                  </a>
                </td>
              )}
            </tr>
            {rows.end}
          </tbody>
        </table>
      </div>
      {may?.start}
      <button type="submit" className={action === paths.approve ? buttonClass : secondButtonClass}>
        {submit}
        {may?.item}
      </button>
      {may?.end}
    </form>
  );
}

/** The provider's accreditation as the register holds it. */
function Accreditation() {
  const s = slots();
  return (
    <Card heading={home.accreditationHeading} id="accreditation-heading">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-bold text-primary-900">{home.standing}</dt>
        <dd className="capitalize">{s.standing}</dd>
        <dt className="font-bold text-primary-900">{home.until}</dt>
        <dd>{s.accreditedUntil}</dd>
        <dt className="font-bold text-primary-900">{home.categories}</dt>
        <dd>
          <ul className="flex flex-wrap gap-2">
            {s.categories.start}
            <li className="rounded bg-slate-100 px-2 py-0.5">{s.categories.item}</li>
            {s.categories.end}
          </ul>
        </dd>
      </dl>
      {s.cannotSubmit.start}
      <p role="status" className="font-bold text-red-800">
        {s.cannotSubmit.item}
        {home.cannotSubmit}
      </p>
      {s.cannotSubmit.end}
    </Card>
  );
}

/** Every result, newest first, with its state and who did what. */
function AllResults() {
  const s = slots();
  const f = s.results.fields;
  const { columns } = home;
  return (
    <Card heading={home.resultsHeading} id="results-heading">
      <p className="text-sm text-slate-600">
        {home.resultsShown.replace('{{resultsShown}}', s.resultsShown)}
      </p>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-2xl text-sm">
          <caption className="sr-only">{home.resultsHeading}</caption>
          <thead>
            <tr>
              {[
                columns.name,
                columns.number,
                columns.category,
                columns.testDate,
                columns.state,
                columns.who,
              ].map((name) => (
                <th key={name} scope="col" className={cell}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {s.results.start}
            <tr>
              <td className={cell}>{f.resultName}</td>
              <td className={`${cell} font-mono`}>{f.resultNumber}</td>
              <td className={cell}>{f.resultCategory}</td>
              <td className={cell}>{f.resultTestDate}</td>
              <td className={cell}>{f.resultState}</td>
              <td className={cell}>{f.resultWho}</td>
            </tr>
            {s.results.otherwise}
            <tr>
              <td colSpan={6} className={cell}>
                {home.resultsNone}
              </td>
            </tr>
            {s.results.end}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** To an administrator, the way to their people; nothing for anyone else. */
function PeopleLink() {
  const s = slots();
  return (
    <>
      {s.mayInvite.start}
      <p className="font-bold">
        <a href={paths.people} className="text-primary-800 underline">
          {home.peopleHeading}
        </a>
        {s.mayInvite.item}
      </p>
      {s.mayInvite.end}
    </>
  );
}

/** The provider's instructors, as the register holds them. */
function Instructors() {
  const s = slots();
  const f = s.instructors.fields;
  const { instructorColumns: columns } = home;
  return (
    <Card heading={home.instructorsHeading} id="instructors-heading">
      <p className="text-sm text-slate-600">{home.instructorsHint}</p>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-lg text-sm">
          <caption className="sr-only">{home.instructorsHeading}</caption>
          <thead>
            <tr>
              {[columns.name, columns.number, columns.categories, columns.status].map((name) => (
                <th key={name} scope="col" className={cell}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {s.instructors.start}
            <tr>
              <td className={cell}>{f.instructorName}</td>
              <td className={`${cell} font-mono`}>{f.instructorNumber}</td>
              <td className={cell}>{f.instructorCategories}</td>
              <td className={`${cell} capitalize`}>{f.instructorStatus}</td>
            </tr>
            {s.instructors.end}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** The provider's own page (`portal-home`). */
export function Home() {
  const s = slots();
  return (
    <>
      <Accreditation />
      {s.mayEnter.start}
      <p>
        <a href={paths.newResult} className={buttonClass}>
          {s.mayEnter.item}
        </a>
      </p>
      {s.mayEnter.end}
      <Card heading={home.awaitingHeading} id="awaiting-heading">
        <p>{home.approveHint}</p>
        <ChooseForm
          rows={s.awaiting}
          action={paths.approve}
          submit={home.approve}
          label={home.awaitingHeading}
          may={s.mayApprove}
        />
      </Card>
      <Card heading={home.openHeading} id="open-heading">
        <p>{home.openHint}</p>
        <ChooseForm
          correct
          rows={s.open}
          action={paths.withdraw}
          submit={home.withdraw}
          label={home.openHeading}
        />
      </Card>
      <AllResults />
      <Instructors />
      <PeopleLink />
      {s.notices.start}
      <p role="status">{s.notices.item}</p>
      {s.notices.end}
    </>
  );
}
