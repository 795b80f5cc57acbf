import type { CallToActionContent } from '@/content/types';
import { ButtonLink } from './button-link';

/** A band that points the visitor to their next step. */
export function CallToActionSection({ heading, text, link }: CallToActionContent) {
  return (
    <section aria-label={heading} className="bg-secondary-400 print:hidden">
      <div className="page-container flex flex-col items-start justify-between gap-6 py-12 md:flex-row md:items-center">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-extrabold tracking-tight text-primary-900 sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-2 text-lg text-primary-900">{text}</p>
        </div>
        <ButtonLink href={link.href} className="shrink-0">
          {link.text}
        </ButtonLink>
      </div>
    </section>
  );
}
