import type { ReactNode } from 'react';

/** The same words, whatever their case: "Registration found: Current" repeats "…: current". */
const sameWords = (a: ReactNode, b: string | undefined) =>
  typeof a === 'string' && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * An answer's title at the top of its box. On an answer page the page's h1 already says what the
 * answer is, so a title that only repeats it is not a second heading (a screen reader's list of
 * headings would read it twice): it keeps its look and still names the box (`answer-heading`), as
 * text. A title that says more than the h1 stays a heading (issue 45).
 */
export function AnswerHeading({
  pageHeading,
  className,
  children,
  id = 'answer-heading',
}: {
  /** What names the box it heads (`answer-heading` unless a page has several). */
  id?: string;
  /** The page's h1 on this answer, from the same content (`checkAnswerHeading` and the like). */
  pageHeading?: string;
  className: string;
  children: ReactNode;
}) {
  const Tag = sameWords(children, pageHeading) ? 'p' : 'h2';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/**
 * A check's own title above its answer, for screen readers (the page's h1 is the answer's): left
 * out where it would only repeat that h1. The section is named by `aria-label`, so it keeps its
 * name either way.
 */
export function SectionHeadingOnAnswer({
  heading,
  pageHeading,
}: {
  heading: string;
  pageHeading: string;
}) {
  return sameWords(heading, pageHeading) ? null : <h2 className="sr-only">{heading}</h2>;
}
