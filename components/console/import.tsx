import { slotsOf } from '@/functions/answers.js';
import { consoleContent } from '@/content/console';
import { consoleRegisters } from '@/functions/vocabulary/console.js';
import { buttonClass, Card, Problems } from '../portal/parts';
import { fieldClass } from '../person-check/check-field';
import { cell, linkClass, ListTable, ReasonField } from './parts';

const { import: words, paths } = consoleContent;

const label = 'block font-bold text-primary-900';
const hint = 'mt-1 text-sm text-slate-600';

/** The upload's form: the register, its file, the operators' photographs, and whether to remove. */
export function ImportForm({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('console-import');
  return (
    <>
      <Problems slot={s.problems} heading={consoleContent.done.problemsHeading} />
      <div role="status" className="empty:hidden">
        {s.done.start}
        <p className="rounded-2xl bg-green-50 p-4 font-bold text-green-900 ring-1 ring-green-200">
          {words.done} {s.done.item}
        </p>
        {s.done.end}
      </div>
      <Card heading={words.heading} id="import-heading" pageHeading={pageHeading}>
        <div className="space-y-3 text-slate-700">
          {words.intro.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p>
            <a href={s.trailHref} className={linkClass}>
              {words.trail}
            </a>
          </p>
        </div>
        <form
          method="post"
          action={paths.import}
          encType="multipart/form-data"
          className="space-y-6"
        >
          <fieldset>
            <legend className={label}>{words.register}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {consoleRegisters.map((name) => (
                <label key={name} className="flex items-center gap-2">
                  <input type="radio" name="register" value={name} required className="size-5" />
                  {words.registers[name]}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="import-file" className={label}>
              {words.file}
            </label>
            <p id="import-file-hint" className={hint}>
              {words.fileHint}
            </p>
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              aria-describedby="import-file-hint"
              className="mt-2 block w-full max-w-full"
            />
          </div>
          <div>
            <label htmlFor="import-photos" className={label}>
              {words.photos}
            </label>
            <p id="import-photos-hint" className={hint}>
              {words.photosHint}
            </p>
            <input
              id="import-photos"
              name="photos"
              type="file"
              accept="image/*"
              multiple
              aria-describedby="import-photos-hint"
              className="mt-2 block w-full max-w-full"
            />
          </div>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="removeMissing" value="yes" className="size-5" />
            {words.removeMissing}
          </label>
          <button type="submit" className={buttonClass}>
            {words.submit}
          </button>
        </form>
      </Card>
    </>
  );
}

/**
 * The import's plan: the summary, every change of standing with how the record stands now, the
 * plan as the command line prints it, the warnings; then what it still asks, and the reason.
 */
export function ImportPlan({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('console-import-plan');
  const standing = s.standing.fields;
  return (
    <>
      <Problems slot={s.problems} heading={consoleContent.done.problemsHeading} />
      <Card heading={words.planHeading} id="plan-heading" pageHeading={pageHeading}>
        <p className="font-bold">{s.summary}</p>
        <h3 className="text-lg font-bold text-primary-900">{words.standing}</h3>
        <ListTable caption={words.standing} columns={Object.values(words.standingColumns)}>
          {s.standing.start}
          <tr>
            <td className={`${cell} font-mono`}>{standing.standingNumber}</td>
            <td className={cell}>{standing.standingChange}</td>
            <td className={`${cell} break-words`}>{standing.standingWhy}</td>
          </tr>
          {s.standing.otherwise}
          <tr>
            <td colSpan={3} className={cell}>
              {words.noStanding}
            </td>
          </tr>
          {s.standing.end}
        </ListTable>
        {/* Each part only where the plan has something for it: its heading with it. */}
        <div className="hidden has-[li]:block">
          <h3 className="text-lg font-bold text-primary-900">{words.warnings}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {s.warnings.start}
            <li className="break-words">{s.warnings.item}</li>
            {s.warnings.end}
          </ul>
        </div>
        <h3 className="text-lg font-bold text-primary-900">{words.lines}</h3>
        <ul className="space-y-1 font-mono text-sm break-words whitespace-pre-wrap">
          {s.lines.start}
          <li>{s.lines.item}</li>
          {s.lines.end}
        </ul>
        <form method="post" action={paths.importWrite} className="space-y-6">
          <input type="hidden" name="upload" value={s.uploadId} />
          <fieldset className="hidden has-[input]:block">
            <legend className={label}>{words.reinstate}</legend>
            {s.reinstate.start}
            <label className="mt-2 flex items-start gap-2">
              <input
                type="checkbox"
                name="named"
                value={s.reinstate.fields.reinstateNumber}
                className="mt-1 size-5 shrink-0"
              />
              <span className="break-words">
                <span className="font-mono">{s.reinstate.fields.reinstateNumber}</span>:{' '}
                {s.reinstate.fields.reinstateWhy}
              </span>
            </label>
            {s.reinstate.end}
          </fieldset>
          <fieldset className="hidden has-[input]:block">
            <legend className={label}>{words.earlier}</legend>
            {s.earlier.start}
            <label className="mt-2 flex items-start gap-2">
              <input
                type="checkbox"
                name="named"
                value={s.earlier.fields.earlierNumber}
                className="mt-1 size-5 shrink-0"
              />
              <span className="break-words">
                <span className="font-mono">{s.earlier.fields.earlierNumber}</span>:{' '}
                {s.earlier.fields.earlierChange}
              </span>
            </label>
            {s.earlier.end}
          </fieldset>
          {/* Asked only of a removal of more than 5 %: the question shows it (the server checks). */}
          <div className="hidden has-[p]:block">
            <label htmlFor="import-expect" className={label}>
              {words.expect}
            </label>
            <div id="import-expect-hint">
              {s.expect.start}
              <p className={hint}>{s.expect.item}</p>
              {s.expect.end}
            </div>
            <input
              id="import-expect"
              name="expect"
              inputMode="numeric"
              autoComplete="off"
              aria-describedby="import-expect-hint"
              className={`${fieldClass(false)} max-w-40`}
            />
          </div>
          <ReasonField
            id="import-reason"
            label={words.reason}
            hint={words.reasonHint}
            value={s.reason}
          />
          <div className="flex flex-wrap items-center gap-6">
            <button type="submit" className={buttonClass}>
              {words.write} {s.file}
            </button>
            <a href={paths.import} className={linkClass}>
              {words.again}
            </a>
          </div>
        </form>
      </Card>
    </>
  );
}
