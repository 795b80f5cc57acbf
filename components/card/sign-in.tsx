import { cardAnswerHeading, cardContent } from '@/content/card';
import { slotsOf } from '@/functions/answers.js';
import { buttonClass, Card, Field, Problems } from '../portal/parts';

const { signIn, paths } = cardContent;

/**
 * The sign-in form: a registration number and an email address, a link sent if they match. On the
 * site's own page (`/card`) and on the function's page that asks again (`card-sign-in`), with what
 * was typed and each field's problem.
 */
export function CardSignIn({ answer }: { answer?: 'card-sign-in' }) {
  const slots = answer ? slotsOf(answer) : undefined;
  return (
    <>
      {slots && (
        <>
          {slots.notices.start}
          <p
            role="status"
            className="rounded-2xl bg-white p-5 font-bold text-primary-900 ring-1 ring-slate-200"
          >
            {slots.notices.item}
          </p>
          {slots.notices.end}
          <Problems slot={slots.problems} heading={signIn.problemsHeading} />
        </>
      )}
      <Card
        heading={signIn.heading}
        id="sign-in-heading"
        pageHeading={answer && cardAnswerHeading(answer)}
      >
        <form method="post" action={paths.signIn} className="space-y-6">
          <Field
            id="card-number"
            name="number"
            label={signIn.number}
            hint={signIn.numberHint}
            problem={slots?.numberProblem}
            value={slots?.number}
            autoComplete="off"
            className="max-w-xs"
          />
          <Field
            id="card-email"
            name="email"
            type="email"
            autoComplete="email"
            label={signIn.email}
            hint={signIn.emailHint}
            problem={slots?.emailProblem}
            value={slots?.email}
          />
          <button type="submit" className={buttonClass}>
            {signIn.submit}
          </button>
        </form>
        <p>
          {signIn.already}{' '}
          <a href={paths.card} className="font-bold text-primary-800 underline">
            {signIn.open}
          </a>
        </p>
      </Card>
    </>
  );
}

/** The page after asking for a link: the same whether or not the address is the register's. */
export function CardLinkSent({ pageHeading }: { pageHeading: string }) {
  return (
    <Card heading={signIn.sent.heading} id="sent-heading" pageHeading={pageHeading}>
      <p role="status" className="text-lg">
        {signIn.sent.text}
      </p>
      <p>{signIn.sent.none}</p>
    </Card>
  );
}

/** The link opened: one button, whose post spends the link's code. */
export function CardLink({ pageHeading }: { pageHeading: string }) {
  const slots = slotsOf('card-link');
  return (
    <>
      <Problems slot={slots.problems} heading={signIn.problemsHeading} />
      <Card heading={signIn.link.heading} id="link-heading" pageHeading={pageHeading}>
        <p>{signIn.link.text}</p>
        <form method="post" action={paths.link}>
          <input type="hidden" name="code" value={slots.code} />
          <button type="submit" className={buttonClass}>
            {signIn.link.submit}
          </button>
        </form>
        <p>
          <a href={paths.landing} className="font-bold text-primary-800 underline">
            {signIn.link.again}
          </a>
        </p>
      </Card>
    </>
  );
}

/** Too many links asked for: when to come back. */
export function CardLimited({ pageHeading }: { pageHeading: string }) {
  const slots = slotsOf('card-limited');
  return (
    <Card heading={signIn.limited.heading} id="limited-heading" pageHeading={pageHeading}>
      <p role="alert">{signIn.limited.text.replace('{{retryAt}}', slots.retryAt)}</p>
    </Card>
  );
}
