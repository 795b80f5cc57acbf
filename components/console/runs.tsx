import { slotsOf } from '@/functions/answers.js';
import { consoleContent } from '@/content/console';
import { consoleRegisters } from '@/functions/vocabulary/console.js';
import { buttonClass, Card, Problems, secondButtonClass } from '../portal/parts';
import { linkClass, PlanLines, ReasonField } from './parts';

const { runs, undo, trail, paths } = consoleContent;

/** A register's runs, newest first, as the runs command lists them; an administrator's each with its undoing. */
export function RunsPage({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('console-runs');
  const f = s.runs.fields;
  const term = 'font-bold text-slate-700';
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
      <Card heading={runs.heading} id="runs-heading" pageHeading={pageHeading}>
        <p>{runs.intro}</p>
        <nav aria-label={runs.register}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {consoleRegisters.map((name) => (
              <li key={name}>
                <a href={`${paths.runs}?register=${name}`} className={linkClass}>
                  {trail.registers[name]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="font-bold">{s.showing}</p>
        <ol className="space-y-5">
          {s.runs.start}
          <li className="border-t border-slate-200 pt-5">
            <h3 className="text-lg font-bold text-primary-900">
              {runs.run} {f.runNumber}: {f.runOutcome}
            </h3>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
              <dt className={term}>{runs.labels.at}</dt>
              <dd>{f.runAt}</dd>
              <dt className={term}>{runs.labels.by}</dt>
              <dd className="break-all">{f.runBy}</dd>
              <dt className={term}>{runs.labels.what}</dt>
              <dd className="break-words">{f.runWhat}</dd>
              <dt className={term}>{runs.labels.count}</dt>
              <dd className="break-words">{f.runCount}</dd>
            </dl>
            <p className="mt-2 text-sm font-bold break-words text-red-800 empty:hidden">
              {f.runNote}
            </p>
            <a href={f.undoHref} className={`${secondButtonClass} mt-3 empty:hidden`}>
              {f.undoLabel}
            </a>
          </li>
          {s.runs.end}
        </ol>
      </Card>
    </>
  );
}

/**
 * The question before undoing a run: the run, what would change (the command's dry run), the
 * records changed again since to tick, and the reason to keep; the form's post is the answer.
 */
export function UndoQuestion({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('console-undo');
  const checkbox = 'mt-2 flex items-center gap-3 font-mono';
  return (
    <>
      <Problems slot={s.problems} heading={consoleContent.done.problemsHeading} />
      <Card heading={s.question} id="undo-heading" pageHeading={pageHeading}>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-bold text-primary-900">{undo.run}</dt>
          <dd className="break-words">{s.runText}</dd>
        </dl>
        <PlanLines heading={undo.plan} slot={s.plan} />
        <form method="post" action={paths.undo} className="space-y-6">
          <input type="hidden" name="register" value={s.register} />
          <input type="hidden" name="run" value={s.runNumber} />
          <input type="hidden" name="generation" value={s.generation} />
          <input type="hidden" name="planned" value={s.planned} />
          {/* Shown only when records changed again since the run. */}
          <fieldset className="hidden space-y-2 has-[input]:block">
            <legend className="font-bold text-primary-900">{undo.later}</legend>
            <p className="text-sm text-slate-600">{undo.laterHint}</p>
            {s.ticked.start}
            <label className={checkbox}>
              <input
                type="checkbox"
                name="also"
                value={s.ticked.fields.alsoNumber}
                defaultChecked
                className="size-6"
              />
              {s.ticked.fields.alsoNumber}
            </label>
            {s.ticked.end}
            {s.unticked.start}
            <label className={checkbox}>
              <input
                type="checkbox"
                name="also"
                value={s.unticked.fields.alsoNumber}
                className="size-6"
              />
              {s.unticked.fields.alsoNumber}
            </label>
            {s.unticked.end}
            <button
              type="submit"
              name="intent"
              value="plan"
              formNoValidate
              className={`${secondButtonClass} mt-3`}
            >
              {undo.replan}
            </button>
          </fieldset>
          <ReasonField
            id="console-undo-reason"
            label={undo.reason}
            hint={undo.reasonHint}
            value={s.reason}
          />
          <div className="flex flex-wrap items-center gap-6">
            <button type="submit" className={buttonClass}>
              {s.undoLabel}
            </button>
            <a href={s.runsHref} className={linkClass}>
              {undo.cancel}
              <span className="sr-only"> ({s.registerName})</span>
            </a>
          </div>
        </form>
      </Card>
    </>
  );
}
