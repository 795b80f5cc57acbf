'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { clsx } from 'clsx';
import type { Slide } from '@/content/types';
import { useReducedMotion } from './client-hooks';
import { SlideGroup } from '../slide-view';

type Labels = { play: string; pause: string; previous: string; next: string };

export type SlideCarouselProps = {
  /** The slides in order, each with its position label (`1 of 3`). */
  slides: readonly { slide: Slide; label: string }[];
  intervalMs: number;
  labels: Labels;
};

const slideGroups = (slides: SlideCarouselProps['slides']) =>
  slides.map(({ slide, label }, i) => (
    <SlideGroup key={slide.index} slide={slide} label={label} first={i === 0} />
  ));

/** The slides without the island, if it fails: a row the visitor can scroll through. */
export function StaticSlides({ slides }: SlideCarouselProps) {
  return (
    <div className="flex h-full snap-x snap-mandatory overflow-x-auto print:block">
      {slideGroups(slides)}
    </div>
  );
}

/**
 * How long a slide waits for its picture before it is shown without it. The hidden slides'
 * pictures are lazy in the page, so that they never compete with its first paint; the carousel
 * asks for them all as soon as it is working, long before the first slide moves on, so this only
 * matters on a poor signal: the slide's words, on the carousel's own colour, are better than a
 * Next button that does nothing.
 */
const pictureWaitMs = 1000;

/**
 * A slide's picture, asked for now if it was lazy: a lazy image in a hidden slide may never load
 * by itself, and `decode()` would wait for it until the deadline.
 * @param slide the slide's element
 */
const pictureOf = (slide: HTMLElement | undefined) => {
  const picture = slide?.querySelector('img');
  if (picture?.loading === 'lazy') picture.loading = 'eager';
  return picture;
};

const controlClass =
  'flex size-11 items-center justify-center rounded-full bg-primary-900/80 text-white ring-1 ring-white/40 transition-colors hover:bg-secondary-400 hover:text-primary-900 forced-colors:border-2 forced-colors:border-[ButtonText]';

/**
 * The behaviour of Home's header slides (docs/decisions.md, "Carousels and motion"): auto-advance
 * every `intervalMs`, wrapping both ways, with pause/play first in the tab order, previous/next,
 * arrow keys and a polite live region while paused. Without JavaScript the slides stay a row the
 * visitor can scroll through.
 */
export function SlideCarousel({ slides, intervalMs, labels }: SlideCarouselProps) {
  const count = slides.length;
  const reducedMotion = useReducedMotion();
  // The plugin only keeps time; whether the slides play is this component's state.
  const [autoplay] = useState(() =>
    Autoplay({
      delay: intervalMs,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: false,
    }),
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true }, [autoplay]);
  const [selected, setSelected] = useState(0);
  // Until the visitor chooses, the slides play unless they asked for reduced motion.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;

  useEffect(() => {
    if (!api) return;
    // The page has painted (the islands start after it): every slide's picture may load now.
    api.slideNodes().forEach(pictureOf);
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    // A visitor who swiped the static row before this island hydrated carries on from that slide.
    const viewport = api.rootNode();
    if (viewport.scrollLeft > 0) {
      const index = Math.round(viewport.scrollLeft / viewport.clientWidth);
      viewport.scrollLeft = 0;
      api.scrollTo(index, true);
    }
    return () => void api.off('select', onSelect);
  }, [api]);

  useEffect(() => {
    if (!api) return;
    // Embla re-creates its plugins when the window is resized: start the timer again.
    const apply = () => (playing ? autoplay.play() : autoplay.stop());
    // Dragging a slide is a choice to look at it: stop for good, as the plugin does.
    const pause = () => setChoice(false);
    apply();
    api.on('reInit', apply).on('pointerDown', pause);
    return () => void api.off('reInit', apply).off('pointerDown', pause);
  }, [api, autoplay, playing]);

  // Only the slide in view can be reached by keyboard and screen reader.
  useEffect(() => {
    api?.slideNodes().forEach((slide, i) => (slide.inert = i !== selected));
  }, [api, selected]);

  const go = async (direction: -1 | 1) => {
    if (!api) return;
    const target = (api.selectedScrollSnap() + direction + count) % count;
    // Never show a slide before its picture has loaded, unless it is slow to come.
    const picture = pictureOf(api.slideNodes()[target]);
    await Promise.race([
      picture?.decode().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, pictureWaitMs)),
    ]);
    api.scrollTo(target, reducedMotion);
    autoplay.reset();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    void go(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <div className="relative h-full" onKeyDown={onKeyDown}>
      <div
        className={clsx(
          'absolute right-4 bottom-4 z-10 flex gap-2 sm:right-6 sm:bottom-6 print:hidden',
          !api && 'invisible',
        )}
      >
        <button type="button" className={controlClass} onClick={() => setChoice(!playing)}>
          {playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">{playing ? labels.pause : labels.play}</span>
        </button>
        {count > 1 && (
          <>
            <button type="button" className={controlClass} onClick={() => go(-1)}>
              <ChevronLeft aria-hidden="true" className="size-6" />
              <span className="sr-only">{labels.previous}</span>
            </button>
            <button type="button" className={controlClass} onClick={() => go(1)}>
              <ChevronRight aria-hidden="true" className="size-6" />
              <span className="sr-only">{labels.next}</span>
            </button>
          </>
        )}
      </div>
      <div
        ref={viewportRef}
        // Keyboard focus on a slide's content stops the rotation (WAI-ARIA carousel pattern).
        onFocus={() => setChoice(false)}
        className={clsx(
          'relative h-full print:overflow-visible',
          api ? 'overflow-hidden' : 'snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto',
        )}
      >
        <div
          className="flex h-full print:block print:transform-none!"
          aria-live={playing ? 'off' : 'polite'}
        >
          {slideGroups(slides)}
        </div>
      </div>
    </div>
  );
}
