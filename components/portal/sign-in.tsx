import { slotsOf } from '@/functions/answers.js';
import { type DoorWords, portalDoorWords } from './door-words';
import { buttonClass, Card, Field, Problems } from './parts';

/**
 * The sign-in form: an address a link is sent to. On the site's own landing page (`/portal`) and
 * on the function's pages that ask again (`portal-sign-in`), with what was typed and why.
 */
export function SignInForm({
  answer,
  door = portalDoorWords,
}: {
  answer?: 'portal-sign-in' | 'console-sign-in';
  door?: DoorWords;
}) {
  const { signIn, paths, idPrefix } = door;
  const slots = answer ? slotsOf(answer) : undefined;
  return (
    <>
      {slots && (
        <>
          {slots.signedOut.start}
          <p
            role="status"
            className="rounded-2xl bg-white p-5 font-bold text-primary-900 ring-1 ring-slate-200"
          >
            {slots.signedOut.item}
          </p>
          {slots.signedOut.end}
          <Problems slot={slots.problems} heading={signIn.problemsHeading} />
        </>
      )}
      <Card heading={signIn.heading} id="sign-in-heading">
        <form method="post" action={paths.signIn} className="space-y-6">
          <Field
            id={`${idPrefix}-email`}
            name="email"
            type="email"
            autoComplete="email"
            label={signIn.email}
            hint={signIn.emailHint}
            value={slots?.email}
          />
          <button type="submit" className={buttonClass}>
            {signIn.submit}
          </button>
        </form>
      </Card>
    </>
  );
}

/** The page after asking for a link: where it went, and that it works once. */
export function LinkSent({
  pageHeading,
  kind = 'portal-link-sent',
  door = portalDoorWords,
}: {
  pageHeading: string;
  kind?: 'portal-link-sent' | 'console-link-sent';
  door?: DoorWords;
}) {
  const { signIn } = door;
  const slots = slotsOf(kind);
  return (
    <Card heading={signIn.sent.heading} id="sent-heading" pageHeading={pageHeading}>
      <p role="status" className="text-lg">
        {signIn.sent.text.replace('{{email}}', slots.email)}
      </p>
    </Card>
  );
}

/** The link opened: the address typed again, and the link's code spent by this form's post. */
export function LinkForm({
  pageHeading,
  kind = 'portal-link',
  door = portalDoorWords,
}: {
  pageHeading: string;
  kind?: 'portal-link' | 'console-link';
  door?: DoorWords;
}) {
  const { signIn, paths, idPrefix } = door;
  const slots = slotsOf(kind);
  return (
    <>
      <Problems slot={slots.problems} heading={signIn.problemsHeading} />
      <Card heading={signIn.link.heading} id="link-heading" pageHeading={pageHeading}>
        <p>{signIn.link.text}</p>
        <form method="post" action={paths.link} className="space-y-6">
          <input type="hidden" name="oobCode" value={slots.oobCode} />
          <Field
            id={`${idPrefix}-link-email`}
            name="email"
            type="email"
            autoComplete="email"
            label={signIn.email}
          />
          <button type="submit" className={buttonClass}>
            {signIn.link.submit}
          </button>
        </form>
      </Card>
    </>
  );
}

/** Too many links asked for: when to come back. */
export function LimitedPage({
  pageHeading,
  kind = 'portal-limited',
  door = portalDoorWords,
}: {
  pageHeading: string;
  kind?: 'portal-limited' | 'console-limited';
  door?: DoorWords;
}) {
  const { signIn } = door;
  const slots = slotsOf(kind);
  return (
    <Card heading={signIn.limited.heading} id="limited-heading" pageHeading={pageHeading}>
      <p role="alert">{signIn.limited.text.replace('{{retryAt}}', slots.retryAt)}</p>
    </Card>
  );
}
