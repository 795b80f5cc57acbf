import { CircleCheck } from 'lucide-react';
import type { ThankYouContent } from '@/content/types';
import { ButtonLink } from './button-link';
import { Paragraphs } from './paragraphs';

/** Where the form service sends the visitor after a successful submission. */
export function ThankYouSection({ heading, paragraphs, links }: ThankYouContent) {
  return (
    <section aria-labelledby="thank-you-heading" className="py-16 sm:py-24">
      <div className="page-container max-w-3xl">
        <CircleCheck aria-hidden="true" className="size-14 text-green-700" />
        <h2
          id="thank-you-heading"
          className="mt-4 text-3xl font-extrabold text-primary-900 sm:text-4xl"
        >
          {heading}
        </h2>
        <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
          <Paragraphs items={paragraphs} />
        </div>
        <ul className="mt-8 flex flex-wrap gap-4">
          {links.map((link, i) => (
            <li key={link.href}>
              <ButtonLink href={link.href} variant={i === 0 ? 'blue' : 'outline-blue'}>
                {link.text}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
