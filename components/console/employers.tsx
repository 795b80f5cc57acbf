import { slotsOf } from '@/functions/answers.js';
import { consoleContent } from '@/content/console';
import { fieldClass } from '../person-check/check-field';
import { buttonClass, Card, Field, Problems, secondButtonClass } from '../portal/parts';
import { cell, linkClass, PlanLines } from './parts';

const { employers, paths } = consoleContent;
const { account, question } = employers;
const term = 'font-bold text-slate-700';

/** The employers' accounts, perhaps those a search names, each linking to its page. */
export function EmployersPage({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('console-employers');
  const f = s.accounts.fields;
  return (
    <>
      <Problems slot={s.problems} heading={consoleContent.signIn.problemsHeading} />
      <Card heading={employers.heading} id="employers-heading" pageHeading={pageHeading}>
        <p>{employers.intro}</p>
        <form method="get" action={paths.employers} className="flex flex-wrap items-end gap-4">
          <Field
            id="employers-q"
            name="q"
            label={employers.label}
            hint={employers.hint}
            value={s.query}
            className="min-w-60 flex-1"
          />
          <button type="submit" className={buttonClass}>
            {employers.submit}
          </button>
        </form>
        <p role="status" className="font-bold empty:hidden">
          {s.found}
        </p>
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{employers.heading}</caption>
            <thead>
              <tr>
                {Object.values(employers.columns).map((name) => (
                  <th key={name} scope="col" className={cell}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {s.accounts.start}
              <tr>
                <td className={`${cell} font-mono`}>
                  <a href={f.accountHref} className={linkClass}>
                    {f.accountNumber}
                  </a>
                </td>
                <td className={`${cell} break-words`}>{f.accountName}</td>
                <td className={cell}>{f.accountStatus}</td>
                <td className={cell}>{f.accountKeys}</td>
                <td className={cell}>{f.accountWebhook}</td>
              </tr>
              {s.accounts.otherwise}
              <tr>
                <td colSpan={5} className={cell}>
                  {employers.none}
                </td>
              </tr>
              {s.accounts.end}
            </tbody>
          </table>
        </div>
      </Card>
    </>
  );
}

/** An account: as the register holds it, its standing, its keys and its webhook, with their changes. */
export function AccountPage() {
  const s = slotsOf('console-employer');
  const k = s.keys.fields;
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
      <Card heading={`${s.number} ${s.accountName}`} id="account-heading">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-bold text-primary-900">{account.standing}</dt>
          <dd className="break-words">{s.standingText}</dd>
        </dl>
        <p className="text-sm text-slate-600">{account.standingHint}</p>
        <h3 className="text-lg font-bold text-primary-900">{account.recordHeading}</h3>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
          {s.fields.start}
          <dt className={term}>{s.fields.fields.fieldName}</dt>
          <dd className="break-words">{s.fields.fields.fieldValue}</dd>
          {s.fields.end}
        </dl>
        <p className="text-sm text-slate-600">{account.viewed}</p>
      </Card>
      <Card heading={account.keysHeading} id="keys-heading">
        <p>{account.keysHint}</p>
        <p className="font-bold">{s.keysNote}</p>
        <ul className="space-y-4">
          {s.keys.start}
          <li className="border-t border-slate-200 pt-4">
            <h3 className="font-mono text-lg font-bold break-all text-primary-900">{k.keyId}</h3>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(6rem,auto)_1fr]">
              <dt className={term}>{account.keyLabels.made}</dt>
              <dd className="break-words">{k.keyMade}</dd>
              <dt className={term}>{account.keyLabels.state}</dt>
              <dd className="break-words">{k.keyState}</dd>
            </dl>
            <a href={k.revokeHref} className={`${secondButtonClass} mt-3 empty:hidden`}>
              {k.revokeLabel}
            </a>
          </li>
          {s.keys.otherwise}
          <li>{account.keysNone}</li>
          {s.keys.end}
        </ul>
        {s.newKey.start}
        <p>
          <a href={s.newKey.fields.newKeyHref} className={buttonClass}>
            {s.newKey.fields.newKeyLabel}
          </a>
        </p>
        {s.newKey.end}
      </Card>
      <Card heading={account.webhookHeading} id="webhook-heading">
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(6rem,auto)_1fr]">
          <div className="contents">
            <dt className={term}>{account.webhookLabels.address}</dt>
            <dd className="break-all">{s.webhookAddress}</dd>
          </div>
          <div className="contents">
            <dt className={term}>{account.webhookLabels.events}</dt>
            <dd className="break-words">{account.events}</dd>
          </div>
          {/* When it was set, by whom and why: none while there is no webhook. */}
          <div className="contents has-[dd:empty]:hidden">
            <dt className={term}>{account.webhookLabels.set}</dt>
            <dd className="break-words">{s.webhookSet}</dd>
          </div>
        </dl>
        <ul className="flex flex-wrap gap-4">
          <li className="has-[a:empty]:hidden">
            <a href={s.webhookHref} className={secondButtonClass}>
              {s.webhookLabel}
            </a>
          </li>
          {s.removeWebhook.start}
          <li>
            <a href={s.removeWebhook.fields.removeHref} className={secondButtonClass}>
              {s.removeWebhook.fields.removeLabel}
            </a>
          </li>
          {s.removeWebhook.end}
        </ul>
      </Card>
      <Card heading={account.historyHeading} id="history-heading">
        <ol className="space-y-2 font-mono text-sm break-words">
          {s.history.start}
          <li>{s.history.fields.historyLine}</li>
          {s.history.otherwise}
          <li className="font-sans">{account.historyNone}</li>
          {s.history.end}
        </ol>
      </Card>
    </>
  );
}

/** The reason's box of an account's questions. */
function Reason({ value }: { value: string }) {
  return (
    <div>
      <label htmlFor="employer-reason" className="block font-bold text-primary-900">
        {question.reason}
      </label>
      <p id="employer-reason-hint" className="mt-1 text-sm text-slate-600">
        {question.reasonHint}
      </p>
      <textarea
        id="employer-reason"
        name="reason"
        rows={3}
        maxLength={500}
        required
        aria-describedby="employer-reason-hint"
        defaultValue={value}
        className={fieldClass(false)}
      />
    </div>
  );
}

/** The question before a key is made or revoked, or the webhook removed. */
export function EmployerQuestion({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('console-employer-question');
  return (
    <>
      <Problems slot={s.problems} heading={consoleContent.done.problemsHeading} />
      <Card heading={s.question} id="employer-question-heading" pageHeading={pageHeading}>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-bold text-primary-900">{question.standing}</dt>
          <dd className="break-words">{s.standingText}</dd>
        </dl>
        <PlanLines heading={question.plan} slot={s.plan} />
        <form method="post" action={paths.employerChange} className="space-y-6">
          <input type="hidden" name="number" value={s.number} />
          <input type="hidden" name="action" value={s.action} />
          <input type="hidden" name="key" value={s.keyId} />
          <Reason value={s.reason} />
          <div className="flex flex-wrap items-center gap-6">
            <button type="submit" className={buttonClass}>
              {s.actionLabel}
            </button>
            <a href={s.accountHref} className={linkClass}>
              {question.cancel}
            </a>
          </div>
        </form>
      </Card>
    </>
  );
}

/** The question before the webhook is set: the address, checked, then the plan, and a reason. */
export function WebhookQuestion({ pageHeading }: { pageHeading: string }) {
  const s = slotsOf('console-employer-webhook');
  return (
    <>
      <Problems slot={s.problems} heading={consoleContent.done.problemsHeading} />
      <Card heading={s.question} id="webhook-question-heading" pageHeading={pageHeading}>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-bold text-primary-900">{question.standing}</dt>
          <dd className="break-words">{s.standingText}</dd>
          <dt className="font-bold text-primary-900">{question.webhookNow}</dt>
          <dd className="break-all">{s.webhookNow}</dd>
        </dl>
        <PlanLines heading={question.plan} slot={s.plan} otherwise={question.planHint} />
        <form method="post" action={paths.employerChange} className="space-y-6">
          <input type="hidden" name="number" value={s.number} />
          <input type="hidden" name="action" value="webhook-set" />
          <input type="hidden" name="planned" value={s.planned} />
          <Field
            id="employer-url"
            name="url"
            label={question.address}
            hint={question.addressHint}
            problem={s.urlProblems}
            value={s.url}
            autoComplete="url"
          />
          <Reason value={s.reason} />
          <div className="flex flex-wrap items-center gap-6">
            <button type="submit" className={buttonClass}>
              {s.actionLabel}
            </button>
            <a href={s.accountHref} className={linkClass}>
              {question.cancel}
            </a>
          </div>
        </form>
      </Card>
    </>
  );
}

/** A new key, or a webhook's new signing secret: shown this once. */
export function ShownOnce() {
  const s = slotsOf('console-shown-once');
  return (
    <Card heading={s.heading} id="shown-once-heading">
      <div role="status" className="space-y-2">
        <p className="font-bold text-primary-900">{s.secretLabel}</p>
        <p className="rounded-md bg-slate-100 p-4 font-mono text-base break-all select-all">
          {s.secret}
        </p>
      </div>
      <ul className="list-disc space-y-1 pl-6">
        {s.advice.start}
        <li>{s.advice.item}</li>
        {s.advice.end}
      </ul>
      <p>
        <a href={s.accountHref} className={linkClass}>
          {employers.shownOnce.back}
        </a>
      </p>
    </Card>
  );
}
