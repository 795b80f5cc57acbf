import { finderAnswerHeading } from '@/content/providers';
import type { FinderContent } from '@/content/types';
import { slotsOf } from '@/functions/answers.js';
import { AnswerHeading } from '../answer-heading';
import { NoticeAnswer } from '../person-check/notice-answer';

/**
 * The providers a search by name found, accredited first, each linking to its page with its
 * accreditation number and standing (accredited until when, suspended, withdrawn or ended). Every
 * value is a `{{slot}}` the function fills.
 */
export function FinderNamed({ content }: { content: FinderContent }) {
  const slots = slotsOf('finder-named');
  const row = slots.named.fields;
  const { named } = content;
  return (
    <section
      aria-labelledby="answer-heading"
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8"
    >
      <AnswerHeading
        pageHeading={finderAnswerHeading('finder-named')}
        className="text-2xl font-extrabold break-words text-primary-900"
      >
        {named.heading}
      </AnswerHeading>
      <p className="mt-2 text-lg text-slate-700">{named.found}</p>
      <ol className="mt-6 divide-y divide-slate-200">
        {slots.named.start}
        <li className="py-4 first:pt-0">
          <h3 className="text-xl font-extrabold text-primary-900">
            <a
              href={row.namedHref}
              className="underline decoration-2 underline-offset-2 hover:text-primary-700"
            >
              {row.namedName}
            </a>
          </h3>
          <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-bold text-slate-800">{named.labels.number}</dt>
            <dd className="font-mono text-slate-700">{row.namedNumber}</dd>
            <dt className="font-bold text-slate-800">{named.labels.standing}</dt>
            <dd className="text-slate-700">{row.namedStanding}</dd>
          </dl>
        </li>
        {slots.named.end}
      </ol>
    </section>
  );
}

/** No provider of that name or number: said plainly, the text typed kept in the form below. */
export function FinderNamedNone({ content }: { content: FinderContent }) {
  return (
    <NoticeAnswer
      notice={content.named.none}
      alert
      pageHeading={finderAnswerHeading('finder-named-none')}
    />
  );
}
