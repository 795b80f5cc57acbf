import { checkPath } from '@/functions/vocabulary/paths.js';

/** The page a card's QR code leads to: `/check?number=…` (content/pages.ts). */
export const checkPagePath = '/check';

/**
 * `/check?number=MO123456`, as a QR code on an operator's card leads to it: the number typed in
 * for the visitor, who adds the surname. Only on that page: an answer reached at its own address
 * (a GET of `/check/result?number=…`) shows the form empty, as it says. The islands' file runs it;
 * with JavaScript off the field is simply empty. The number only ever becomes the field's value,
 * never markup.
 */
export function prefillCheckNumber(
  doc: Document = document,
  { pathname, search } = location as Pick<Location, 'pathname' | 'search'>,
) {
  if (pathname.replace(/\/+$/, '') !== checkPagePath) return;
  const number = new URLSearchParams(search).get('number');
  const field = doc.querySelector<HTMLInputElement>(
    `form[action="${checkPath}"] input[name="number"]`,
  );
  if (!number || !field || field.value) return;
  field.value = number.slice(0, field.maxLength > 0 ? field.maxLength : undefined);
}
