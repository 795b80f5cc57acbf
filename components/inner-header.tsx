import { ChevronDown } from 'lucide-react';
import type { ImageRef } from '@/content/types';
import type { Crumb } from '@/lib/structured-data';
import { Breadcrumbs } from './breadcrumbs';
import { InlineSvg } from './inline-svg';

/**
 * An inner page's header (docs/decisions.md, "Page headers"): a background image 430 px high (less
 * on a phone whose screen is shorter, so that the header ends on the first screen), the page's
 * title as its h1 with a one-line summary, and a control that takes the visitor down to the
 * content (a plain link, so it works without JavaScript).
 *
 * On a short screen (a phone turned sideways, a page at 400 % zoom) it is only as high as its
 * words, so the page's content starts within the first two screens, and the scroll button is left
 * out. A page whose form is why people come (`formFirst`: the finder, the checks) is short on a
 * phone too, so that the form is on the first screen.
 * The button is for the pointer only: hidden from assistive technology and out of the tab order,
 * because the skip link already goes to `<main>`, which this header opens (issue 45).
 */
export function InnerHeader({
  title,
  summary,
  bgImage,
  contentId,
  breadcrumbs,
  formFirst = false,
  plain = false,
}: {
  title: string;
  summary?: string;
  bgImage?: ImageRef;
  contentId: string;
  breadcrumbs?: { trail: readonly Crumb[]; label: string };
  /** The page's form comes first: no picture-high header on a phone. */
  formFirst?: boolean;
  /** A back office's: only as high as its words on every screen, no button (`HeaderProps`). */
  plain?: boolean;
}) {
  // Written whole, so that Tailwind finds each class in the source.
  const tall = plain
    ? undefined
    : formFirst
      ? { height: 'sm:tall:min-h-inner-header', button: 'sm:tall:flex' }
      : { height: 'tall:min-h-inner-header', button: 'tall:flex' };
  return (
    <div
      className={`relative isolate flex flex-col justify-center overflow-hidden bg-primary-900 py-5 sm:py-6 print:min-h-0 print:bg-transparent print:py-0 ${tall?.height ?? ''}`}
    >
      {bgImage && (
        // Written into the HTML: the header paints with the page, not after a fetch.
        <InlineSvg
          src={bgImage.src}
          alt=""
          className="absolute inset-0 -z-10 size-full print:hidden"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-primary-900/90 via-primary-900/70 to-primary-900/20 print:hidden"
      />
      <div className="page-container">
        {breadcrumbs ? (
          <Breadcrumbs {...breadcrumbs} />
        ) : (
          <div className="mb-5 h-1.5 w-16 rounded-full bg-secondary-500" aria-hidden="true" />
        )}
        <h1
          className={`max-w-3xl font-black tracking-tight text-balance text-white print:text-3xl ${plain ? 'text-2xl sm:text-4xl' : 'text-3xl sm:text-5xl lg:text-6xl'}`}
        >
          {title}
        </h1>
        {summary && (
          <p className="mt-3 max-w-2xl text-base leading-relaxed text-pretty text-primary-100 sm:mt-4 sm:text-lg sm:text-xl">
            {summary}
          </p>
        )}
        {tall && (
          <a
            href={`#${contentId}`}
            aria-hidden="true"
            tabIndex={-1}
            className={`mt-7 hidden size-12 items-center justify-center rounded-full border-2 border-white/70 text-white transition-colors hover:border-secondary-400 hover:bg-secondary-400 hover:text-primary-900 print:hidden ${tall.button}`}
          >
            <ChevronDown className="size-6" />
          </a>
        )}
      </div>
    </div>
  );
}
