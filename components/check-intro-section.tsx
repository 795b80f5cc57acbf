import { ShieldCheck } from 'lucide-react';
import type { CheckIntroContent } from '@/content/types';
import { ButtonLink } from './button-link';
import { ContentImage } from './content-image';
import { Paragraphs } from './paragraphs';
import { SectionHeading } from './section-heading';

/**
 * The introduction to the registration check for employers, with the way to the operator check
 * (`/check`).
 */
export function CheckIntroSection({
  eyebrow,
  heading,
  paragraphs,
  points,
  image,
  checkLink,
}: CheckIntroContent) {
  return (
    <section aria-labelledby="check-intro-heading" className="bg-primary-100/60 py-16 sm:py-24">
      <div className="page-container grid items-center gap-12 lg:grid-cols-2">
        <ContentImage
          {...image}
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="mx-auto w-full max-w-lg rounded-2xl shadow-lg lg:order-last"
        />
        <div>
          <SectionHeading id="check-intro-heading" eyebrow={eyebrow} heading={heading} />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
            <Paragraphs items={paragraphs} />
          </div>
          <ul className="mt-8 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 font-semibold text-primary-900">
                <ShieldCheck
                  aria-hidden="true"
                  className="mt-0.5 size-6 shrink-0 text-primary-600"
                />
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink href={checkLink.href} className="mt-8">
            {checkLink.text}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
