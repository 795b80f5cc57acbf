import { slotsOf } from '@/functions/answers.js';
import { consoleContent } from '@/content/console';
import { buttonClass, Card, Problems } from '../portal/parts';
import { linkClass, PlanLines, ReasonField } from './parts';

const { question, paths } = consoleContent;

/**
 * The question before a change of standing: how the record stands now (who, when, why), what the
 * command would change, and the reason to keep; the form's post is the answer.
 */
export function Question({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('console-question');
  return (
    <>
      <Problems slot={s.problems} heading={consoleContent.done.problemsHeading} />
      <Card heading={s.question} id="question-heading" pageHeading={pageHeading}>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-bold text-primary-900">{question.standing}</dt>
          <dd className="break-words">{s.standingText}</dd>
        </dl>
        <PlanLines heading={question.plan} slot={s.plan} />
        <form method="post" action={paths.change} className="space-y-6">
          <input type="hidden" name="register" value={s.register} />
          <input type="hidden" name="number" value={s.number} />
          <input type="hidden" name="action" value={s.action} />
          <input type="hidden" name="generation" value={s.generation} />
          <ReasonField
            id="console-reason"
            label={question.reason}
            hint={question.reasonHint}
            value={s.reason}
          />
          <div className="flex flex-wrap items-center gap-6">
            <button type="submit" className={buttonClass}>
              {s.actionLabel}
            </button>
            <a href={s.recordHref} className={linkClass}>
              {question.cancel}
              <span className="sr-only"> ({s.registerName})</span>
            </a>
          </div>
        </form>
      </Card>
    </>
  );
}
