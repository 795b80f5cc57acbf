import { cardAnswerHeading, type CardAnswerKind, cardContent } from '@/content/card';
import { SectionHeadingOnAnswer } from '../answer-heading';
import { Paragraphs } from '../paragraphs';
import { SectionHeading } from '../section-heading';
import { Card, Problems } from '../portal/parts';
import { slotsOf } from '@/functions/answers.js';
import { HolderCard } from './holder-card';
import { CardExpired, CardRemoved, CardSuspended, HolderRecord } from './record';
import { CardLimited, CardLink, CardLinkSent, CardSignIn } from './sign-in';

const { frame, paths } = cardContent;

/** The pages behind the sign-in: each has the card's links and signing out. */
const behindSignIn = new Set<CardAnswerKind>([
  'card-record',
  'card-show',
  'card-suspended',
  'card-expired',
  'card-removed',
]);

/** The holder's links, and signing out here or on every device: atop each page behind the sign-in. */
function CardBar() {
  const link = 'text-primary-800 underline';
  return (
    <nav
      aria-label={frame.label}
      className="mx-auto flex max-w-md flex-wrap items-center gap-x-5 gap-y-2 rounded-2xl bg-primary-100/70 p-4 font-bold"
    >
      <a href={paths.card} className={link}>
        {frame.card}
      </a>
      <a href={paths.record} className={link}>
        {frame.record}
      </a>
      <form method="post" action={paths.signOut}>
        <button type="submit" className={link}>
          {frame.signOut}
        </button>
      </form>
      <form method="post" action={paths.signOut}>
        <input type="hidden" name="everywhere" value="yes" />
        <button type="submit" className={link}>
          {frame.everywhere}
        </button>
      </form>
    </nav>
  );
}

/** A page that only says one thing. */
function Notice({ heading, text }: { heading: string; text: string }) {
  return (
    <Card heading={heading} id="notice-heading" pageHeading={heading}>
      <p>{text}</p>
      <p>
        <a href={paths.landing} className="font-bold text-primary-800 underline">
          {cardContent.heading}
        </a>
      </p>
    </Card>
  );
}

/** Each page of the card by kind. */
function CardAnswer({ kind }: { kind: CardAnswerKind }) {
  const pageHeading = cardAnswerHeading(kind);
  const { method, crossSite, unavailable, refused } = cardContent;
  switch (kind) {
    case 'card-sign-in':
      return <CardSignIn answer={kind} />;
    case 'card-link-sent':
      return <CardLinkSent pageHeading={pageHeading} />;
    case 'card-link':
      return <CardLink pageHeading={pageHeading} />;
    case 'card-limited':
      return <CardLimited pageHeading={pageHeading} />;
    case 'card-record':
      return <HolderRecord pageHeading={pageHeading} />;
    case 'card-show':
      return <HolderCard />;
    case 'card-suspended':
      return <CardSuspended pageHeading={pageHeading} />;
    case 'card-expired':
      return <CardExpired pageHeading={pageHeading} />;
    case 'card-removed':
      return <CardRemoved pageHeading={pageHeading} />;
    case 'card-refused':
      return (
        <Problems
          slot={slotsOf('card-refused').problems}
          heading={refused.heading}
          pageHeading={refused.heading}
        />
      );
    case 'card-method':
      return <Notice heading={method.heading} text={method.text} />;
    case 'card-cross-site':
      return <Notice heading={crossSite.heading} text={crossSite.text} />;
    case 'card-unavailable':
      return <Notice heading={unavailable.heading} text={unavailable.text} />;
  }
}

/**
 * The holder's own card (`/card`, docs/holders.md): on the site's own page, what it is and the
 * sign-in form; on the pages the function answers with (app/card/answers/[kind]), that page.
 * Native forms only, and the live code's frame reloads itself: every page works without JavaScript.
 */
export function CardSection({ answer }: { answer?: CardAnswerKind }) {
  return (
    <section aria-label={cardContent.heading} className="bg-slate-50 py-12 sm:py-20">
      <div className="page-container max-w-5xl space-y-8">
        {answer ? (
          <SectionHeadingOnAnswer
            heading={cardContent.heading}
            pageHeading={cardAnswerHeading(answer)}
          />
        ) : (
          <div>
            <SectionHeading id="card-heading" heading={cardContent.heading} />
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
              <Paragraphs items={cardContent.intro} />
            </div>
          </div>
        )}
        {answer && behindSignIn.has(answer) && <CardBar />}
        {answer ? <CardAnswer kind={answer} /> : <CardSignIn />}
      </div>
    </section>
  );
}
