import { slotsOf } from '@/functions/answers.js';
import { portalContent } from '@/content/portal';
import { buttonClass, Card, Field, Problems } from './parts';

const { secondFactor, paths } = portalContent;

/** The code's form: six digits from the person's authenticator app. */
function CodeForm({
  problems,
}: {
  problems: ReturnType<typeof slotsOf<'portal-second-factor'>>['problems'];
}) {
  return (
    <form method="post" action={paths.secondFactor} className="space-y-6">
      <Field
        id="portal-code"
        name="code"
        label={secondFactor.code}
        hint={secondFactor.codeHint}
        problem={problems}
        autoComplete="one-time-code"
        className="max-w-60"
      />
      <button type="submit" className={buttonClass}>
        {secondFactor.submit}
      </button>
    </form>
  );
}

/** The first sign-in of someone who needs a second step: a new key, as a QR code and as text. */
export function Enrol({ pageHeading }: { pageHeading: string }) {
  const slots = slotsOf('portal-enrol');
  return (
    <>
      <Problems slot={slots.problems} />
      <Card heading={secondFactor.enrolHeading} id="enrol-heading" pageHeading={pageHeading}>
        {secondFactor.enrolText.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          {/* The QR code travels inside the page: it has no address of its own. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={slots.qrCode}
            alt={secondFactor.qrAlt}
            width={200}
            height={200}
            className="size-50 shrink-0 bg-white"
          />
          <dl>
            <dt className="font-bold text-primary-900">{secondFactor.keyLabel}</dt>
            <dd className="mt-1 font-mono text-lg break-words">{slots.secretGroups}</dd>
          </dl>
        </div>
        <CodeForm problems={slots.problems} />
      </Card>
    </>
  );
}

/** A code at each sign-in. */
export function SecondFactor() {
  const slots = slotsOf('portal-second-factor');
  return (
    <Card heading={secondFactor.codeHeading} id="code-heading">
      <CodeForm problems={slots.problems} />
    </Card>
  );
}
