import { slotsOf } from '@/functions/answers.js';
import { type DoorWords, portalDoorWords } from './door-words';
import { buttonClass, Card, Field, Problems } from './parts';

/** The code's form: six digits from the person's authenticator app. */
function CodeForm({
  problems,
  door,
}: {
  problems: ReturnType<typeof slotsOf<'portal-second-factor'>>['problems'];
  door: DoorWords;
}) {
  const { secondFactor, paths, idPrefix } = door;
  return (
    <form method="post" action={paths.secondFactor} className="space-y-6">
      <Field
        id={`${idPrefix}-code`}
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
export function Enrol({
  pageHeading,
  kind = 'portal-enrol',
  door = portalDoorWords,
}: {
  pageHeading: string;
  kind?: 'portal-enrol' | 'console-enrol';
  door?: DoorWords;
}) {
  const { secondFactor, signIn } = door;
  const slots = slotsOf(kind);
  return (
    <>
      <Problems slot={slots.problems} heading={signIn.problemsHeading} />
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
        <CodeForm problems={slots.problems} door={door} />
      </Card>
    </>
  );
}

/** A code at each sign-in. */
export function SecondFactor({
  kind = 'portal-second-factor',
  door = portalDoorWords,
}: {
  kind?: 'portal-second-factor' | 'console-second-factor';
  door?: DoorWords;
}) {
  const { secondFactor } = door;
  const slots = slotsOf(kind);
  return (
    <Card heading={secondFactor.codeHeading} id="code-heading">
      <CodeForm problems={slots.problems} door={door} />
    </Card>
  );
}
