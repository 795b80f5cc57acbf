import { slotsOf } from '@/functions/answers.js';
import { consoleContent } from '@/content/console';
import { buttonClass, Card, Field, Problems, secondButtonClass } from '../portal/parts';
import { cell, linkClass, ListTable, PlanLines, ReasonField } from './parts';

const { provisional, paths } = consoleContent;

const slots = () => slotsOf('console-provisional');
type Rows = ReturnType<typeof slots>['results'];

/** A result's cells, after its box for a keeper: the operator (a link to their record), and the rest. */
function ResultCells({ f }: { f: Rows['fields'] }) {
  return (
    <>
      <td className={cell}>
        <a href={f.operatorHref} className={`${linkClass} font-mono`}>
          {f.operatorNumber}
        </a>
        <span className="block">{f.operatorName}</span>
      </td>
      <td className={cell}>{f.resultCategory}</td>
      <td className={cell}>{f.resultProvider}</td>
      <td className={`${cell} break-words`}>{f.resultWho}</td>
      <td className={cell}>{f.resultCounts}</td>
    </>
  );
}

/**
 * Providers' provisional results waiting for the scheme, oldest approval first, perhaps of one
 * provider; for a keeper, a box on each and the buttons that ask before confirming or refusing
 * those chosen (one form, a GET to the question).
 */
export function Provisional({ pageHeading }: { pageHeading: string }) {
  const s = slots();
  const kept = s.choosable.fields;
  return (
    <>
      <Problems slot={s.problems} heading={consoleContent.signIn.problemsHeading} />
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
      <Card heading={provisional.heading} id="provisional-heading" pageHeading={pageHeading}>
        <p>{provisional.intro}</p>
        <form method="get" action={paths.provisional} className="flex flex-wrap items-end gap-4">
          <Field
            id="provisional-provider"
            name="provider"
            label={provisional.provider}
            hint={provisional.providerHint}
            value={s.provider}
            className="min-w-60 flex-1"
          />
          <button type="submit" className={buttonClass}>
            {provisional.submit}
          </button>
        </form>
        <p role="status" className="font-bold empty:hidden">
          {s.count}
        </p>
        <form method="get" action={paths.settle} className="space-y-4">
          <input type="hidden" name="provider" value={s.provider} />
          <ListTable
            caption={provisional.results}
            columns={Object.values(provisional.columns)}
            wide
            className="hidden has-[tbody_tr]:block"
            headBefore={
              <>
                {s.mayKeep.start}
                <th scope="col" className={cell}>
                  {provisional.choose}
                  {s.mayKeep.item}
                </th>
                {s.mayKeep.end}
              </>
            }
          >
            {s.choosable.start}
            <tr>
              <td className={cell}>
                <input
                  type="checkbox"
                  name="id"
                  value={kept.resultId}
                  aria-label={`${provisional.choose} ${kept.operatorName} (${kept.resultCategory})`}
                  className="size-6"
                />
              </td>
              <ResultCells f={kept} />
            </tr>
            {s.choosable.end}
            {s.results.start}
            <tr>
              <ResultCells f={s.results.fields} />
            </tr>
            {s.results.end}
          </ListTable>
          {s.mayKeep.start}
          <p>
            {provisional.chooseHint}
            {s.mayKeep.item}
          </p>
          <div className="flex flex-wrap gap-4">
            <button type="submit" name="action" value="confirm" className={buttonClass}>
              {provisional.confirm}
            </button>
            <button type="submit" name="action" value="refuse" className={secondButtonClass}>
              {provisional.refuse}
            </button>
          </div>
          {s.mayKeep.end}
        </form>
      </Card>
    </>
  );
}

/**
 * The question before confirming or refusing the chosen results: what the command would change
 * (its dry run), and a reason to keep; the form's post is the answer. Shown without the form when
 * none of the chosen results is provisional now.
 */
export function ProvisionalQuestion({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('console-provisional-question');
  return (
    <>
      <Problems slot={s.problems} heading={consoleContent.done.problemsHeading} />
      <Card heading={s.question} id="question-heading" pageHeading={pageHeading}>
        <div className="hidden space-y-2 has-[li]:block">
          <PlanLines heading={provisional.plan} slot={s.plan} />
        </div>
        {/* The form only while a chosen result is provisional (one has its id in it). */}
        <form
          method="post"
          action={paths.settle}
          className="hidden space-y-6 has-[input[name=id]]:block"
        >
          <input type="hidden" name="action" value={s.action} />
          <input type="hidden" name="provider" value={s.provider} />
          {s.chosen.start}
          <input type="hidden" name="id" value={s.chosen.fields.resultId} />
          {s.chosen.end}
          <ReasonField
            id="provisional-reason"
            label={provisional.reason}
            hint={s.reasonHint}
            value={s.reason}
            required={false}
          />
          <button type="submit" className={buttonClass}>
            {s.actionLabel}
          </button>
        </form>
        <p>
          <a href={s.backHref} className={linkClass}>
            {provisional.back}
          </a>
        </p>
      </Card>
    </>
  );
}
