import type { ReactNode } from 'react';
import { slotsOf } from '@/functions/answers.js';
import { portalContent } from '@/content/portal';
import { cn } from '@/lib/cn';
import { fieldClass } from '../person-check/check-field';
import { AnswerHeading } from '../answer-heading';

/** A list slot: its start, end and item, as the function repeats it (functions/answers.js). */
export type ListSlot = { start: string; item: string; end: string };

/** The portal's button, as the site's forms have it. */
export const buttonClass =
  'inline-flex min-h-12 items-center justify-center rounded-md border-2 border-transparent bg-primary-700 px-5.5 py-2.5 text-base font-bold text-white transition-colors hover:bg-primary-800';

/** A quieter button, for an action beside the main one. */
export const secondButtonClass =
  'inline-flex min-h-12 items-center justify-center rounded-md border-2 border-primary-700 bg-white px-5 py-2.5 text-base font-bold text-primary-800 transition-colors hover:bg-primary-50';

/** A card of the portal's pages. */
export function Card({
  heading,
  id,
  children,
  className,
  pageHeading,
}: {
  heading: string;
  id: string;
  children: ReactNode;
  className?: string;
  /** The page's h1: a card's title that only repeats it is text, not a second heading. */
  pageHeading?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8', className)}
    >
      <AnswerHeading
        pageHeading={pageHeading}
        className="text-2xl font-extrabold text-primary-900"
        id={id}
      >
        {heading}
      </AnswerHeading>
      <div className="mt-4 space-y-4 text-slate-800">{children}</div>
    </section>
  );
}

/**
 * The problems a page names, in a box a screen reader announces: shown only when it lists any
 * (the list is the function's; the box and its heading are the page's, once).
 */
export function Problems({
  slot,
  heading,
  pageHeading,
}: {
  slot: ListSlot;
  heading?: string;
  pageHeading?: string;
}) {
  return (
    <div
      role="alert"
      className="hidden rounded-2xl border-4 border-red-800 bg-white p-6 has-[li]:block sm:p-8"
    >
      <AnswerHeading
        pageHeading={pageHeading}
        id="problems-heading"
        className="text-xl font-extrabold text-primary-900"
      >
        {heading ?? portalContent.signIn.problemsHeading}
      </AnswerHeading>
      <ul className="mt-2 space-y-1 font-bold text-red-800">
        {slot.start}
        <li>{slot.item}</li>
        {slot.end}
      </ul>
    </div>
  );
}

/** One field of a portal form: label, hint, its problem when it has one, and the input. */
export function Field({
  id,
  name,
  label,
  hint,
  problem,
  value,
  type = 'text',
  autoComplete = 'off',
  list,
  className,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  problem?: ListSlot;
  value?: string;
  type?: 'text' | 'email' | 'date' | 'file';
  autoComplete?: string;
  list?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-bold text-primary-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {problem && (
        <div id={`${id}-error`} className="empty:hidden">
          {problem.start}
          <p className="mt-2 font-bold text-red-800">{problem.item}</p>
          {problem.end}
        </div>
      )}
      <input
        id={id}
        name={name}
        type={type}
        list={list}
        {...(type === 'file' ? { accept: 'image/*' } : { defaultValue: value, autoComplete })}
        aria-describedby={
          [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ') || undefined
        }
        className={fieldClass(false)}
      />
    </div>
  );
}

/** The signed-in person, their provider, the portal's links and signing out: atop every page behind the sign-in. */
export function SignedInBar({ kind }: { kind: 'portal-home' }) {
  const slots = slotsOf(kind);
  const { frame, paths } = portalContent;
  return (
    <nav
      aria-label={portalContent.heading}
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-primary-100/70 p-4 sm:p-5"
    >
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-bold text-primary-900">{frame.provider}</dt>
        <dd>
          {slots.providerName} ({slots.providerNumber})
        </dd>
        <dt className="font-bold text-primary-900">{frame.signedInAs}</dt>
        <dd className="break-all">
          {slots.personEmail} ({slots.roles})
        </dd>
      </dl>
      <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 font-bold">
        <li>
          <a href={paths.home} className="text-primary-800 underline">
            {frame.nav.home}
          </a>
        </li>
        <li>
          <a href={paths.newResult} className="text-primary-800 underline">
            {frame.nav.newResult}
          </a>
        </li>
        <li>
          <a href={paths.operators} className="text-primary-800 underline">
            {frame.nav.operators}
          </a>
        </li>
        <li>
          <form method="post" action={paths.signOut}>
            <button type="submit" className="text-primary-800 underline">
              {frame.signOut}
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}
