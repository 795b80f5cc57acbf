import { cardContent } from '@/content/card';
import { slotsOf } from '@/functions/answers.js';
import { cardPaths } from '@/functions/vocabulary/paths.js';
import { CategoryList } from '../person-check/match-answer';

const { card } = cardContent;

/** The provider that trained the holder, linking to its page: one row, or none. */
function ProviderLine({ slot }: { slot: ReturnType<typeof slotsOf<'card-show'>>['providers'] }) {
  return (
    <>
      {slot.start}
      <a href={slot.fields.providerHref} className="font-bold text-white underline">
        {slot.fields.providerName}
      </a>{' '}
      <span className="font-bold text-secondary-100 empty:hidden">
        {slot.fields.providerStanding}
      </span>
      {slot.otherwise}
      {card.noProvider}
      {slot.end}
    </>
  );
}

/**
 * The holder's card (`card-show`): the scheme's colours with a slow shine crossing them (off when
 * the holder asks for less motion, or ticks the box under the card: a screenshot's shine stands
 * still, and so does its code's time), the photograph, what the register holds, and the live
 * code: a frame of the function's little document, which reloads itself every 30 seconds
 * (functions/surfaces/card/code.js) with no script, and without reloading this page.
 */
export function HolderCard() {
  const slots = slotsOf('card-show');
  return (
    <div className="group space-y-6">
      <section
        aria-labelledby="card-name"
        className="relative mx-auto max-w-md overflow-hidden rounded-3xl bg-linear-135 from-primary-900 via-primary-800 to-primary-700 p-4 text-white shadow-xl ring-1 ring-primary-900 sm:p-6"
      >
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 -left-1/2 w-1/2 -skew-x-12 bg-linear-to-r from-transparent via-white/15 to-transparent group-has-[#card-still:checked]:animate-none motion-safe:animate-card-shine"
        />
        <div className="relative space-y-4">
          <p className="flex flex-wrap justify-between gap-x-4 text-sm font-bold tracking-wide uppercase">
            <span>{card.scheme}</span>
            <span className="text-secondary-100">{card.schemeLine}</span>
          </p>
          <div className="flex gap-4">
            {/* The photograph travels inside the page: it has no address of its own. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={`data:image/jpeg;base64,${slots.photo}`}
              alt={card.photoAlt}
              width={96}
              height={120}
              className="h-30 w-24 shrink-0 rounded-lg bg-white object-cover ring-2 ring-white"
            />
            <div className="min-w-0 space-y-1">
              <h2 id="card-name" className="text-2xl font-extrabold break-words">
                {slots.fullName}
              </h2>
              <p className="font-mono text-lg">{slots.number}</p>
              <p>
                {card.labels.validUntil}: <span className="font-bold">{slots.validUntil}</span>
              </p>
            </div>
          </div>
          <dl className="space-y-2">
            <div>
              <dt className="text-sm font-bold tracking-wide text-secondary-100 uppercase">
                {card.labels.categories}
              </dt>
              <dd>
                <CategoryList slot={slots.categories} />
                {slots.provisional.start}
                <p className="mt-1 text-sm">{slots.provisional.fields.provisionalText}</p>
                {slots.provisional.end}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-bold tracking-wide text-secondary-100 uppercase">
                {card.labels.provider}
              </dt>
              <dd>
                <ProviderLine slot={slots.providers} />
              </dd>
            </div>
          </dl>
          <div className="rounded-2xl bg-white p-2 text-slate-900 sm:p-3">
            <h3 className="px-1 text-sm font-extrabold tracking-wide text-primary-900 uppercase">
              {card.codeHeading}
            </h3>
            <iframe
              src={cardPaths.code}
              title={card.codeFrameTitle}
              className="mx-auto mt-1 block aspect-[10/11.5] w-full max-w-72 border-0"
            />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-md space-y-4 text-slate-800">
        {slots.ending.start}
        <p className="rounded-lg border-l-8 border-secondary-500 bg-secondary-100/60 px-4 py-3 font-semibold text-slate-900">
          {slots.ending.item}
        </p>
        {slots.ending.end}
        <p>{card.codeText}</p>
        <div className="flex items-start gap-3">
          <input
            id="card-still"
            type="checkbox"
            aria-describedby="card-still-hint"
            className="mt-1 size-5 shrink-0 accent-primary-700"
          />
          <div>
            <label htmlFor="card-still" className="font-bold text-primary-900">
              {card.still}
            </label>
            <p id="card-still-hint" className="text-sm text-slate-600">
              {card.stillHint}
            </p>
          </div>
        </div>
      </div>
      <section
        aria-labelledby="home-heading"
        className="mx-auto max-w-md rounded-2xl bg-primary-100/70 p-5"
      >
        <h2 id="home-heading" className="text-lg font-extrabold text-primary-900">
          {card.homeHeading}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {card.home.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
