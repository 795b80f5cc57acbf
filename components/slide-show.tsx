import type { Slide } from '@/content/types';
import { ContentImage } from './content-image';
import { ButtonLink } from './button-link';

/** One header slide: its picture, with the title, subtitle and button laid over the quiet side. */
export function SlideView({ slide, priority }: { slide: Slide; priority: boolean }) {
  return (
    <div className="relative isolate flex h-full items-center">
      <ContentImage
        src={slide.imageUrl}
        alt={slide.imageAlt}
        width={1600}
        height={900}
        sizes="100vw"
        priority={priority}
        className="absolute inset-0 -z-10 size-full object-cover object-right"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-primary-900/95 via-primary-900/80 to-primary-900/10 max-sm:bg-primary-900/60 md:via-primary-900/85 lg:via-primary-900/70"
      />
      <div className="page-container py-16">
        <div className="max-w-md lg:max-w-xl">
          <h2 className="text-4xl font-black tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
            {slide.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-primary-100 sm:text-xl">
            {slide.subtitle}
          </p>
          <ButtonLink href={slide.buttonAction} variant="amber" className="mt-8">
            {slide.buttonText}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/**
 * Home's header slides. The server renders the first slide as the page's main image; the
 * carousel behaviour (SPEC §4) is layered on by the client island.
 */
export function SlideShow({ slides, label }: { slides: readonly Slide[]; label: string }) {
  const [first] = slides;
  if (!first) return null;
  return (
    <section aria-label={label} className="h-[32rem] bg-primary-900 sm:h-[34rem]">
      <SlideView slide={first} priority />
    </section>
  );
}
