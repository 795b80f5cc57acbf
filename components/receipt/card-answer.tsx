import { CircleX, Clock } from 'lucide-react';
import { type CardVerifyKind, cardVerifyContent } from '@/content/card';
import { verifyAnswerHeading } from '@/content/verify';
import { slotsOf } from '@/functions/answers.js';
import { AnswerHeading } from '../answer-heading';
import { ProviderName, Row } from '../card/record';
import { CategoryList, MatchBand, matchFrame } from '../person-check/match-answer';

/** A fresh code's answers: the holder on the register now, with a standing. */
type FreshKind = Extract<
  CardVerifyKind,
  'receipt-card-current' | 'receipt-card-ending' | 'receipt-card-expired' | 'receipt-card-suspended'
>;

/** Each fresh answer's standing, and its band's colour. */
const standings = {
  'receipt-card-current': { standing: 'current', tone: 'current' },
  'receipt-card-ending': { standing: 'ending', tone: 'current' },
  'receipt-card-expired': { standing: 'expired', tone: 'expired' },
  'receipt-card-suspended': { standing: 'suspended', tone: 'suspended' },
} as const;

/**
 * A genuine, fresh code: when it was made, and the holder as the register holds them now: their
 * photograph to compare, name, number, standing, valid-until date, categories and provider.
 */
function FreshAnswer({ kind }: { kind: FreshKind }) {
  const { fresh } = cardVerifyContent;
  const slots = slotsOf(kind);
  const suspended = kind === 'receipt-card-suspended' ? slotsOf(kind) : undefined;
  const { standing, tone } = standings[kind];
  const provider = slots.providers;
  return (
    <section aria-labelledby="answer-heading" className={matchFrame}>
      <MatchBand
        status={tone}
        heading={verifyAnswerHeading(kind)}
        pageHeading={verifyAnswerHeading(kind)}
      />
      <div className="space-y-4 px-6 pt-6 text-lg leading-relaxed text-slate-800 sm:px-8">
        <p className="font-semibold text-slate-900">{fresh.made}</p>
      </div>
      <div className="flex flex-col gap-6 p-6 sm:flex-row sm:p-8">
        {/* The photograph travels inside the page: it has no address of its own. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={`data:image/jpeg;base64,${slots.photo}`}
          alt={fresh.photoAlt}
          width={160}
          height={200}
          className="h-50 w-40 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-300"
        />
        <dl className="min-w-0 flex-1 space-y-3 text-lg">
          <Row label={fresh.labels.name}>{slots.fullName}</Row>
          <Row label={fresh.labels.number}>
            <span className="font-mono">{slots.number}</span>
          </Row>
          <Row label={fresh.labels.standing}>
            <span className="font-bold text-slate-900">{fresh.standings[standing]}</span>
            {suspended && (
              <>
                {suspended.since.start}
                <span className="block">{fresh.since}</span>
                {suspended.since.end}
                {suspended.why.start}
                <span className="block">{fresh.why}</span>
                {suspended.why.end}
              </>
            )}
          </Row>
          <Row label={fresh.labels.validUntil}>{slots.validUntil}</Row>
          <Row label={fresh.labels.categories}>
            <CategoryList slot={slots.categories} />
          </Row>
          {slots.provisional.start}
          <Row label={fresh.labels.provisional}>{slots.provisional.fields.provisionalText}</Row>
          {slots.provisional.end}
          <Row label={fresh.labels.provider}>
            {provider.start}
            <ProviderName fields={provider.fields} />
            {provider.otherwise}
            {fresh.noProvider}
            {provider.end}
          </Row>
        </dl>
      </div>
      <div className="space-y-3 border-t border-slate-200 px-6 py-5 leading-relaxed text-slate-700 sm:px-8">
        <p className="font-semibold text-slate-900">{fresh.compare}</p>
        <p className="text-base break-words">{fresh.signed}</p>
        <p>
          <a
            href={cardVerifyContent.checkHref}
            className="font-bold text-primary-700 underline decoration-2 underline-offset-2 hover:text-primary-800"
          >
            {fresh.checkAgain}
          </a>
        </p>
      </div>
    </section>
  );
}

/** A plain answer in a box: a code that says nothing of the holder, and why. */
function CodeNotice({
  kind,
  heading,
  paragraphs,
  tone,
  children,
}: {
  kind: CardVerifyKind;
  heading: string;
  paragraphs: readonly string[];
  tone: 'stale' | 'forged' | 'removed';
  children?: React.ReactNode;
}) {
  const Icon = tone === 'stale' ? Clock : CircleX;
  return (
    <section
      aria-labelledby="answer-heading"
      className={`rounded-2xl border-l-8 bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8 ${tone === 'stale' ? 'border-secondary-500' : 'border-red-800'}`}
    >
      <div className="flex items-center gap-3">
        <Icon
          aria-hidden="true"
          className={`size-8 shrink-0 ${tone === 'stale' ? 'text-secondary-800' : 'text-red-800'}`}
        />
        <AnswerHeading
          pageHeading={verifyAnswerHeading(kind)}
          className="text-2xl font-extrabold text-primary-900"
        >
          {heading}
        </AnswerHeading>
      </div>
      <div className="mt-4 space-y-4 text-lg leading-relaxed break-words text-slate-700">
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {children}
      </div>
      {tone !== 'stale' && (
        <p className="mt-4">
          <a
            href={cardVerifyContent.reportHref}
            className="font-bold text-primary-700 underline decoration-2 underline-offset-2 hover:text-primary-800"
          >
            {cardVerifyContent.report}
          </a>
        </p>
      )}
    </section>
  );
}

/** The verify page's answer to a card's code (functions/surfaces/receipts/card.js). */
export function CardVerifyAnswer({ kind }: { kind: CardVerifyKind }) {
  const { stale, forged, removed, unavailable } = cardVerifyContent;
  switch (kind) {
    case 'receipt-card-stale':
      return (
        <CodeNotice
          kind={kind}
          tone="stale"
          heading={stale.heading}
          paragraphs={[stale.text, stale.ask]}
        />
      );
    case 'receipt-card-forged':
      return (
        <CodeNotice
          kind={kind}
          tone="forged"
          heading={forged.heading}
          paragraphs={[forged.text, forged.ask]}
        />
      );
    case 'receipt-card-unavailable':
      return (
        <CodeNotice
          kind={kind}
          tone="stale"
          heading={unavailable.heading}
          paragraphs={[unavailable.text]}
        />
      );
    case 'receipt-card-removed': {
      const { on } = slotsOf(kind);
      return (
        <CodeNotice
          kind={kind}
          tone="removed"
          heading={removed.heading}
          paragraphs={[removed.text, cardVerifyContent.fresh.signed]}
        >
          {on.start}
          <p>{removed.on}</p>
          {on.end}
        </CodeNotice>
      );
    }
    default:
      return <FreshAnswer kind={kind} />;
  }
}
