import { consoleAnswerHeading, type ConsoleAnswerKind, consoleContent } from '@/content/console';
import { slotsOf } from '@/functions/answers.js';
import { SectionHeadingOnAnswer } from '../answer-heading';
import { Paragraphs } from '../paragraphs';
import { SectionHeading } from '../section-heading';
import { consoleDoorWords } from '../portal/door-words';
import { Card, Problems } from '../portal/parts';
import { Enrol, SecondFactor } from '../portal/second-factor';
import { LimitedPage, LinkForm, LinkSent, SignInForm } from '../portal/sign-in';
import { ImportForm, ImportPlan } from './import';
import { StaffBar } from './parts';
import { Provisional, ProvisionalQuestion } from './provisional';
import { Question } from './question';
import { RecordPage } from './record';
import { ReportsPage } from './reports';
import { RunsPage, UndoQuestion } from './runs';
import { Search } from './search';
import { Done, StaffPage } from './staff';
import { Trail } from './trail';
import {
  AccountPage,
  EmployerQuestion,
  EmployersPage,
  ShownOnce,
  WebhookQuestion,
} from './employers';

const door = consoleDoorWords;

/** The pages behind the sign-in: each shows who is signed in, and the console's links. */
const behindSignIn = new Set<ConsoleAnswerKind>([
  'console-enrol',
  'console-second-factor',
  'console-search',
  'console-record',
  'console-question',
  'console-done',
  'console-trail',
  'console-staff',
  'console-import',
  'console-import-plan',
  'console-provisional',
  'console-provisional-question',
  'console-reports',
  'console-runs',
  'console-undo',
  'console-employers',
  'console-employer',
  'console-employer-question',
  'console-employer-webhook',
  'console-shown-once',
]);

/** A page that only says one thing. */
function Notice({ heading, text }: { heading: string; text: string }) {
  return (
    <Card heading={heading} id="notice-heading" pageHeading={heading}>
      <p>{text}</p>
      <p>
        <a href={consoleContent.paths.landing} className="font-bold text-primary-800 underline">
          {consoleContent.heading}
        </a>
      </p>
    </Card>
  );
}

/** Each page of the console by kind. */
function ConsoleAnswer({ kind }: { kind: ConsoleAnswerKind }) {
  const { refused, method, crossSite, unavailable } = consoleContent;
  const pageHeading = consoleAnswerHeading(kind);
  switch (kind) {
    case 'console-sign-in':
      return <SignInForm answer={kind} door={door} />;
    case 'console-link-sent':
      return <LinkSent pageHeading={pageHeading} kind={kind} door={door} />;
    case 'console-link':
      return <LinkForm pageHeading={pageHeading} kind={kind} door={door} />;
    case 'console-limited':
      return <LimitedPage pageHeading={pageHeading} kind={kind} door={door} />;
    case 'console-enrol':
      return <Enrol pageHeading={pageHeading} kind={kind} door={door} />;
    case 'console-second-factor':
      return <SecondFactor kind={kind} door={door} />;
    case 'console-search':
      return <Search pageHeading={pageHeading} />;
    case 'console-record':
      return <RecordPage />;
    case 'console-question':
      return <Question pageHeading={pageHeading} />;
    case 'console-done':
      return <Done />;
    case 'console-trail':
      return <Trail pageHeading={pageHeading} />;
    case 'console-staff':
      return <StaffPage pageHeading={pageHeading} />;
    case 'console-import':
      return <ImportForm pageHeading={pageHeading} />;
    case 'console-import-plan':
      return <ImportPlan pageHeading={pageHeading} />;
    case 'console-refused':
      return (
        <Problems
          slot={slotsOf('console-refused').problems}
          heading={refused.heading}
          pageHeading={refused.heading}
        />
      );
    case 'console-method':
      return <Notice heading={method.heading} text={method.text} />;
    case 'console-cross-site':
      return <Notice heading={crossSite.heading} text={crossSite.text} />;
    case 'console-unavailable':
      return <Notice heading={unavailable.heading} text={unavailable.text} />;
    case 'console-provisional':
      return <Provisional pageHeading={pageHeading} />;
    case 'console-provisional-question':
      return <ProvisionalQuestion pageHeading={pageHeading} />;
    case 'console-reports':
      return <ReportsPage pageHeading={pageHeading} />;
    case 'console-runs':
      return <RunsPage pageHeading={pageHeading} />;
    case 'console-undo':
      return <UndoQuestion pageHeading={pageHeading} />;
    case 'console-employers':
      return <EmployersPage pageHeading={pageHeading} />;
    case 'console-employer':
      return <AccountPage />;
    case 'console-employer-question':
      return <EmployerQuestion pageHeading={pageHeading} />;
    case 'console-employer-webhook':
      return <WebhookQuestion pageHeading={pageHeading} />;
    case 'console-shown-once':
      return <ShownOnce />;
  }
}

/**
 * The staff console (`/console`, docs/console.md): on the site's own page, what it is and the
 * sign-in form; on the pages the function answers with (app/console/answers/[kind]), that page.
 * Native forms only: every page works without JavaScript.
 */
export function ConsoleSection({ answer }: { answer?: ConsoleAnswerKind }) {
  return (
    <section aria-label={consoleContent.heading} className="bg-slate-50 py-12 sm:py-20">
      <div className="page-container max-w-5xl space-y-8">
        {answer ? (
          <SectionHeadingOnAnswer
            heading={consoleContent.heading}
            pageHeading={consoleAnswerHeading(answer)}
          />
        ) : (
          <div>
            <SectionHeading id="console-heading" heading={consoleContent.heading} />
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
              <Paragraphs items={consoleContent.intro} />
            </div>
          </div>
        )}
        {answer && behindSignIn.has(answer) && <StaffBar />}
        {answer ? <ConsoleAnswer kind={answer} /> : <SignInForm door={door} />}
      </div>
    </section>
  );
}
