import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { Slide, UiText } from '@/content/types';
import { ButtonLink } from './button-link';
import { ContentImage } from './content-image';
import { IslandBoundary } from './island-boundary';
import { SlideCarousel } from './slide-carousel';

/** One header slide: its picture, with the title, subtitle and button laid over the quiet side. */
function SlideView({ slide, first }: { slide: Slide; first: boolean }) {
  return (
    <div className="relative isolate flex h-full items-center">
      <ContentImage
        src={slide.imageUrl}
        alt={slide.imageAlt}
        width={1600}
        height={900}
        sizes="100vw"
        // The first slide is the page's main image; the others load straight after it, so none
        // is ever shown before its picture.
        load={first ? 'priority' : 'eager'}
        className="absolute inset-0 -z-10 size-full object-cover object-right"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-primary-900/95 via-primary-900/80 to-primary-900/10 max-sm:bg-primary-900/60 md:via-primary-900/85 lg:via-primary-900/70"
      />
      <div className="page-container pt-12 pb-24">
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
 * Home's header slides as an ARIA carousel: the server renders every slide (the first is the
 * page's main image) and the carousel island adds the motion and controls (SPEC §4).
 */
export function SlideShow({
  slides,
  intervalMs,
  labels,
}: {
  slides: readonly Slide[];
  intervalMs: number;
  labels: UiText['slides'];
}) {
  // Only plain strings cross to the client island.
  const { play, pause, previous, next } = labels;
  const controlLabels = { play, pause, previous, next };
  const ordered = [...slides].sort((a, b) => a.index - b.index);
  const slideNodes = ordered.map((slide, i) => (
    <div
      key={slide.index}
      role="group"
      aria-roledescription="slide"
      aria-label={labels.position(i + 1, ordered.length)}
      className="h-full min-w-0 shrink-0 grow-0 basis-full snap-start"
    >
      <SlideView slide={slide} first={i === 0} />
    </div>
  ));
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.label}
      className="h-[34rem] bg-primary-900 sm:h-[36rem]"
    >
      <IslandBoundary
        name="Slide carousel"
        fallback={
          <div className="flex h-full snap-x snap-mandatory overflow-x-auto">{slideNodes}</div>
        }
      >
        <SlideCarousel
          intervalMs={intervalMs}
          labels={controlLabels}
          icons={{
            play: <Play aria-hidden="true" className="size-5" />,
            pause: <Pause aria-hidden="true" className="size-5" />,
            previous: <ChevronLeft aria-hidden="true" className="size-6" />,
            next: <ChevronRight aria-hidden="true" className="size-6" />,
          }}
        >
          {slideNodes}
        </SlideCarousel>
      </IslandBoundary>
    </section>
  );
}
