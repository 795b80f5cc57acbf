import type { Slide } from '@/content/types';
import { ButtonLink } from './button-link';
import { ContentImage } from './content-image';

/** One header slide: its picture, with the title, subtitle and button laid over the quiet side. */
export function SlideView({ slide, first }: { slide: Slide; first: boolean }) {
  return (
    <div className="relative isolate flex h-full items-center print:h-auto">
      <ContentImage
        src={slide.imageUrl}
        alt={slide.imageAlt}
        width={1600}
        height={900}
        sizes="100vw"
        // The first slide is the page's main image. The others are hidden until the carousel
        // shows them: lazy, so they never compete with the page's first paint, and the carousel
        // island asks for them once it is working, and waits for each before showing its slide
        // (components/islands/slide-carousel.tsx). Without scripts they load as the row scrolls.
        load={first ? 'priority' : 'lazy'}
        className="absolute inset-0 -z-10 size-full object-cover object-right print:hidden"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-primary-900/95 via-primary-900/80 to-primary-900/10 max-sm:bg-primary-900/60 md:via-primary-900/85 lg:via-primary-900/70 print:hidden"
      />
      <div className="page-container pt-12 pb-24 print:py-3">
        <div className="max-w-md lg:max-w-xl">
          {/* Not a heading: the slides come before the page's h1, which starts its outline. */}
          <p className="text-4xl font-black tracking-tight text-balance text-white sm:text-5xl lg:text-6xl print:text-2xl">
            {slide.title}
          </p>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-primary-100 sm:text-xl">
            {slide.subtitle}
          </p>
          <ButtonLink href={slide.buttonAction} variant="amber" className="mt-8 print:hidden">
            {slide.buttonText}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** A header slide as a carousel item: a labelled group (`1 of 3`) the width of the carousel. */
export function SlideGroup({
  slide,
  label,
  first,
}: {
  slide: Slide;
  label: string;
  first: boolean;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      className="h-full min-w-0 shrink-0 grow-0 basis-full snap-start print:h-auto"
    >
      <SlideView slide={slide} first={first} />
    </div>
  );
}
