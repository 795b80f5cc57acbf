import { slotsOf } from '@/functions/answers.js';
import { portalContent } from '@/content/portal';
import { AnswerHeading } from '../answer-heading';
import { buttonClass, Card, Field, Problems, secondButtonClass } from './parts';

const { result, paths, done: doneContent } = portalContent;

/**
 * One operator's result, with their photograph; and below it, a file of many. Or (`correcting`) a
 * result entered already, its fields again, to correct within its days.
 */
export function ResultForm({
  correcting = false,
  pageHeading,
}: {
  correcting?: boolean;
  pageHeading: string;
}) {
  const s = slotsOf(correcting ? 'portal-correct' : 'portal-result');
  const { fields } = result;
  return (
    <>
      <Problems slot={s.problems} />
      <Card
        heading={correcting ? result.correctHeading : result.heading}
        id="result-heading"
        pageHeading={pageHeading}
      >
        <p>{correcting ? result.correctIntro : result.intro}</p>
        <form
          method="post"
          action={correcting ? paths.correct : paths.newResult}
          encType="multipart/form-data"
          className="space-y-6"
        >
          {correcting && (
            <input type="hidden" name="result" value={slotsOf('portal-correct').resultId} />
          )}
          <div className="grid gap-6 sm:grid-cols-2">
            <Field
              id="result-given"
              name="given_names"
              label={fields.givenNames}
              value={s.givenNames}
              problem={s.givenNamesProblem}
            />
            <Field
              id="result-surname"
              name="surname"
              label={fields.surname}
              value={s.surname}
              problem={s.surnameProblem}
            />
          </div>
          <Field
            id="result-date"
            name="test_date"
            label={fields.testDate}
            hint={fields.testDateHint}
            value={s.testDate}
            problem={s.testDateProblem}
            className="max-w-80"
          />
          <Field
            id="result-category"
            name="category"
            label={fields.category}
            hint={fields.categoryHint}
            value={s.category}
            problem={s.categoryProblem}
            list="result-categories"
            className="max-w-80"
          />
          <datalist id="result-categories">
            {s.categoryChoices.start}
            <option value={s.categoryChoices.fields.code}>{s.categoryChoices.fields.name}</option>
            {s.categoryChoices.end}
          </datalist>
          <Field
            id="result-instructor"
            name="instructor"
            label={fields.instructor}
            hint={fields.instructorHint}
            value={s.instructor}
            problem={s.instructorProblem}
            list="result-instructors"
            className="max-w-80"
          />
          <datalist id="result-instructors">
            {s.instructorChoices.start}
            <option value={s.instructorChoices.fields.number}>
              {s.instructorChoices.fields.name}
            </option>
            {s.instructorChoices.end}
          </datalist>
          <Field
            id="result-number"
            name="registration_number"
            label={fields.registrationNumber}
            hint={fields.registrationNumberHint}
            value={s.registrationNumber}
            problem={s.registrationNumberProblem}
            className="max-w-80"
          />
          <Field
            id="result-photo"
            name="photo"
            type="file"
            label={fields.photo}
            hint={fields.photoHint}
            problem={s.photoProblem}
          />
          <ContactFields correcting={correcting} />
          <button type="submit" className={buttonClass}>
            {correcting ? result.correctSubmit : result.submit}
          </button>
        </form>
      </Card>
      {!correcting && <FileForm />}
    </>
  );
}

/**
 * The operator's email address and their consent, both optional (docs/holders.md): the box is in
 * the page twice, ticked and not, each in a list the function shows with one item or none.
 */
function ContactFields({ correcting }: { correcting: boolean }) {
  const s = slotsOf(correcting ? 'portal-correct' : 'portal-result');
  const { fields } = result;
  const box = (checked: boolean) => (
    <label className="flex items-start gap-3 text-slate-800">
      <input
        type="checkbox"
        name="consent"
        value="yes"
        defaultChecked={checked || undefined}
        aria-describedby="result-consent-error"
        className="mt-0.5 size-6 shrink-0 accent-primary-700"
      />
      <span>{fields.consent}</span>
    </label>
  );
  return (
    <fieldset className="space-y-4 rounded-xl border-2 border-slate-200 p-4 sm:p-5">
      <legend className="px-1 font-bold text-primary-900">{fields.contactLegend}</legend>
      <p className="text-sm text-slate-600">{fields.contactHint}</p>
      <Field
        id="result-email"
        name="email"
        type="email"
        label={fields.email}
        hint={fields.emailHint}
        value={s.email}
        problem={s.emailProblem}
        className="max-w-md"
      />
      <div>
        <div id="result-consent-error" className="empty:hidden">
          {s.consentProblem.start}
          <p className="mb-2 font-bold text-red-800">{s.consentProblem.item}</p>
          {s.consentProblem.end}
        </div>
        {s.consentTicked.start}
        {s.consentTicked.item}
        {box(true)}
        {s.consentTicked.end}
        {s.consentUnticked.start}
        {s.consentUnticked.item}
        {box(false)}
        {s.consentUnticked.end}
      </div>
    </fieldset>
  );
}

/** A file of many results, with the photographs it names. */
function FileForm() {
  return (
    <>
      <Card heading={result.fileHeading} id="file-heading">
        <p>{result.fileIntro}</p>
        <form method="post" action={paths.file} encType="multipart/form-data" className="space-y-6">
          <div>
            <label htmlFor="results-file" className="block font-bold text-primary-900">
              {result.file}
            </label>
            <input
              id="results-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              className="mt-2 block w-full max-w-full"
            />
          </div>
          <div>
            <label htmlFor="results-photos" className="block font-bold text-primary-900">
              {result.photos}
            </label>
            <input
              id="results-photos"
              name="photos"
              type="file"
              accept="image/*"
              multiple
              className="mt-2 block w-full max-w-full"
            />
          </div>
          <button type="submit" className={secondButtonClass}>
            {result.fileSubmit}
          </button>
        </form>
      </Card>
    </>
  );
}

/** What was entered. */
export function Entered({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('portal-entered');
  const f = s.entered.fields;
  return (
    <Card heading={result.enteredHeading} id="entered-heading" pageHeading={pageHeading}>
      <p role="status">{result.enteredText.replace('{{count}}', s.count)}</p>
      <ul className="list-disc space-y-1 pl-6">
        {s.entered.start}
        <li>
          {f.resultName}: {f.resultCategory}, {f.resultTestDate}
        </li>
        {s.entered.end}
      </ul>
      {s.notices.start}
      <p>{s.notices.item}</p>
      {s.notices.end}
      <p>
        <a href={paths.home} className="font-bold text-primary-800 underline">
          {portalContent.frame.nav.home}
        </a>
      </p>
    </Card>
  );
}

/** A file not entered, with every problem by line. */
export function FileProblems({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('portal-file-problems');
  return (
    <div role="alert" className="rounded-2xl border-4 border-red-800 bg-white p-6 sm:p-8">
      <AnswerHeading
        pageHeading={pageHeading}
        id="file-problems-heading"
        className="text-2xl font-extrabold text-primary-900"
      >
        {result.fileProblemsHeading}
      </AnswerHeading>
      <p className="mt-3 font-bold">
        {result.fileProblemsText.replace('{{fileName}}', s.fileName).replace('{{count}}', s.count)}
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-red-800">
        {s.problems.start}
        <li>{s.problems.item}</li>
        {s.problems.end}
      </ul>
      <p className="mt-4">
        <a href={paths.newResult} className="font-bold text-primary-800 underline">
          {result.fileHeading}
        </a>
      </p>
    </div>
  );
}

/** What an approval, a withdrawal, an invitation or a removal did, and did not. */
export function Done() {
  const s = slotsOf('portal-done');
  return (
    <>
      <Problems slot={s.problems} heading={doneContent.problemsHeading} />
      <Card heading={s.heading} id="done-heading">
        <div role="status">
          <ul className="list-disc space-y-1 pl-6">
            {s.done.start}
            <li>{s.done.item}</li>
            {s.done.end}
          </ul>
        </div>
        <p>
          <a href={paths.home} className="font-bold text-primary-800 underline">
            {portalContent.frame.nav.home}
          </a>
        </p>
      </Card>
    </>
  );
}

/** The provider's operators, searched and paged, and as a file. */
export function Operators({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('portal-operators');
  const { operators } = portalContent;
  const f = s.operators.fields;
  const cell = 'border-b border-slate-200 px-3 py-2 text-left align-top';
  return (
    <Card heading={operators.heading} id="operators-heading" pageHeading={pageHeading}>
      <p>{operators.intro}</p>
      <form method="get" action={paths.operators} className="flex flex-wrap items-end gap-4">
        <Field
          id="operators-q"
          name="q"
          label={operators.search}
          value={s.query}
          className="min-w-60 flex-1"
        />
        <button type="submit" className={buttonClass}>
          {operators.submit}
        </button>
      </form>
      <p role="status">{s.shown}</p>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-xl text-sm">
          <caption className="sr-only">{operators.heading}</caption>
          <thead>
            <tr>
              {Object.values(operators.columns).map((name) => (
                <th key={name} scope="col" className={cell}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {s.operators.start}
            <tr>
              <td className={`${cell} font-mono`}>{f.number}</td>
              <td className={cell}>{f.name}</td>
              <td className={cell}>{f.categories}</td>
              <td className={cell}>{f.validUntil}</td>
              <td className={`${cell} capitalize`}>{f.status}</td>
            </tr>
            {s.operators.end}
          </tbody>
        </table>
      </div>
      <p className="flex flex-wrap gap-6 font-bold">
        {s.previous.start}
        <a href={s.previous.fields.href} className="text-primary-800 underline">
          {operators.previous}
        </a>
        {s.previous.end}
        {s.next.start}
        <a href={s.next.fields.href} className="text-primary-800 underline">
          {operators.next}
        </a>
        {s.next.end}
        <a href={s.csvHref} className="text-primary-800 underline">
          {operators.csv}
        </a>
      </p>
    </Card>
  );
}
