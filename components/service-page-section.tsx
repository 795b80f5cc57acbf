import { MessageCircle } from 'lucide-react';
import type { ServicePageContent } from '@/content/types';
import { ContentImage } from './content-image';
import { Paragraphs } from './paragraphs';
import { RichText } from './rich-text';
import { SectionHeading } from './section-heading';
import { ButtonLink } from './button-link';

/**
 * The content view Instructors and Accreditation share
 * (docs/decisions.md, "The shared content view"): a single-image hero, intro, titled benefits, a
 * closing heading and text, and a prompt to get in touch.
 */
export function ServicePageSection({
  image,
  heading,
  intro,
  benefitsHeading,
  benefits,
  closingHeading,
  closingText,
  prompt,
}: ServicePageContent) {
  return (
    <>
      <section aria-labelledby="service-heading" className="py-16 sm:py-24">
        <div className="page-container grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="service-heading" heading={heading} />
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
              <Paragraphs items={intro} />
            </div>
          </div>
          <ContentImage
            {...image}
            load="eager"
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="w-full rounded-2xl shadow-lg"
          />
        </div>
      </section>
      <section aria-labelledby="benefits-heading" className="bg-slate-50 py-16 sm:py-24">
        <div className="page-container">
          <SectionHeading id="benefits-heading" heading={benefitsHeading} />
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {benefits.map((benefit, i) => (
              <li
                key={benefit.title}
                className="flex gap-5 rounded-xl bg-white p-7 shadow-sm ring-1 ring-slate-200 md:last:odd:col-span-2"
              >
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-700 text-lg font-black text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-xl font-bold text-primary-900">{benefit.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-700">
                    <RichText value={benefit.text} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="closing-heading" className="py-16 sm:py-24">
        <div className="page-container grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <SectionHeading id="closing-heading" heading={closingHeading} />
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
              <Paragraphs items={closingText} />
            </div>
          </div>
          <div className="rounded-2xl border-2 border-secondary-500 bg-secondary-100 p-7 text-primary-900">
            <p className="flex items-center gap-3 text-xl font-bold">
              <MessageCircle aria-hidden="true" className="size-7 shrink-0 text-primary-700" />
              {prompt.text}
            </p>
            <ButtonLink href={prompt.href} className="mt-5 w-full sm:w-auto">
              {prompt.linkText}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
