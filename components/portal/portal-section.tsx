import { portalAnswerHeading, type PortalAnswerKind, portalContent } from '@/content/portal';
import { slotsOf } from '@/functions/answers.js';
import { SectionHeadingOnAnswer } from '../answer-heading';
import { Paragraphs } from '../paragraphs';
import { SectionHeading } from '../section-heading';
import { Home } from './home';
import { PeoplePage } from './people';
import { Card, Problems, SignedInBar } from './parts';
import { Done, Entered, FileProblems, Operators, ResultForm } from './results';
import { Enrol, SecondFactor } from './second-factor';
import { LimitedPage, LinkForm, LinkSent, SignInForm } from './sign-in';

/** The pages behind the sign-in: each shows who is signed in, and the portal's links. */
const behindSignIn = new Set<PortalAnswerKind>([
  'portal-enrol',
  'portal-second-factor',
  'portal-home',
  'portal-result',
  'portal-correct',
  'portal-entered',
  'portal-file-problems',
  'portal-done',
  'portal-operators',
  'portal-people',
]);

/** A page that only says one thing. */
function Notice({
  heading,
  text,
  problems,
}: {
  heading: string;
  text?: string;
  problems?: boolean;
}) {
  return (
    <>
      {problems && (
        <Problems
          slot={slotsOf('portal-refused').problems}
          heading={heading}
          pageHeading={heading}
        />
      )}
      {text && (
        <Card heading={heading} id="notice-heading" pageHeading={heading}>
          <p>{text}</p>
          <p>
            <a href={portalContent.paths.landing} className="font-bold text-primary-800 underline">
              {portalContent.heading}
            </a>
          </p>
        </Card>
      )}
    </>
  );
}

/** Each page of the portal by kind. */
function PortalAnswer({ kind }: { kind: PortalAnswerKind }) {
  const { refused, method, crossSite, unavailable } = portalContent;
  const pageHeading = portalAnswerHeading(kind);
  switch (kind) {
    case 'portal-sign-in':
      return <SignInForm answer={kind} />;
    case 'portal-link-sent':
      return <LinkSent pageHeading={pageHeading} />;
    case 'portal-link':
      return <LinkForm pageHeading={pageHeading} />;
    case 'portal-limited':
      return <LimitedPage pageHeading={pageHeading} />;
    case 'portal-enrol':
      return <Enrol pageHeading={pageHeading} />;
    case 'portal-second-factor':
      return <SecondFactor />;
    case 'portal-home':
      return <Home />;
    case 'portal-result':
      return <ResultForm pageHeading={pageHeading} />;
    case 'portal-correct':
      return <ResultForm correcting pageHeading={pageHeading} />;
    case 'portal-entered':
      return <Entered pageHeading={pageHeading} />;
    case 'portal-file-problems':
      return <FileProblems pageHeading={pageHeading} />;
    case 'portal-done':
      return <Done />;
    case 'portal-people':
      return <PeoplePage />;
    case 'portal-operators':
      return <Operators pageHeading={pageHeading} />;
    case 'portal-refused':
      return <Notice heading={refused.heading} problems />;
    case 'portal-method':
      return <Notice heading={method.heading} text={method.text} />;
    case 'portal-cross-site':
      return <Notice heading={crossSite.heading} text={crossSite.text} />;
    case 'portal-unavailable':
      return <Notice heading={unavailable.heading} text={unavailable.text} />;
  }
}

/**
 * The providers' portal (`/portal`, docs/portal.md): on the site's own page, what it is and the
 * sign-in form; on the pages the function answers with (app/portal/answers/[kind]), that page.
 * Native forms only: every page works without JavaScript.
 */
export function PortalSection({ answer }: { answer?: PortalAnswerKind }) {
  return (
    <section aria-label={portalContent.heading} className="bg-slate-50 py-12 sm:py-20">
      <div className="page-container max-w-5xl space-y-8">
        {answer ? (
          <SectionHeadingOnAnswer
            heading={portalContent.heading}
            pageHeading={portalAnswerHeading(answer)}
          />
        ) : (
          <div>
            <SectionHeading id="portal-heading" heading={portalContent.heading} />
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
              <Paragraphs items={portalContent.intro} />
            </div>
          </div>
        )}
        {answer && behindSignIn.has(answer) && <SignedInBar kind="portal-home" />}
        {answer ? <PortalAnswer kind={answer} /> : <SignInForm />}
      </div>
    </section>
  );
}
