'use client';

import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import type { LogoCarouselItem } from '@/content/types';
import { useHydrated, useReducedMotion } from './client-hooks';
import { ContentImage } from '../content-image';

type Labels = { play: string; pause: string; goTo: string; newTab: string };

export type LogoCarouselProps = {
  logos: readonly LogoCarouselItem[];
  intervalMs: number;
  speedMs: number;
  labels: Labels;
};

/** One logo as an item of the strip, linked (in a new tab) when it has a URL. */
function LogoItem({
  logo,
  newTab,
  copy = false,
  className,
}: {
  logo: LogoCarouselItem;
  newTab: string;
  /** A repeat at the end of the strip, hidden from assistive technology. */
  copy?: boolean;
  className?: string;
}) {
  const image = (
    <ContentImage
      src={logo.src}
      alt={logo.alt}
      width={logo.width}
      height={logo.height}
      sizes="(min-width: 1024px) 13rem, (min-width: 640px) 33vw, 50vw"
      className="mx-auto h-auto w-full max-w-52"
    />
  );
  return (
    <li
      aria-hidden={copy || undefined}
      className={clsx('shrink-0 grow-0 basis-(--basis) snap-start px-2', className)}
    >
      {logo.url ? (
        <a
          href={logo.url}
          target="_blank"
          rel="noopener noreferrer"
          className="block rounded-lg transition-opacity hover:opacity-80"
        >
          {image}
          <span className="sr-only"> {newTab}</span>
        </a>
      ) : (
        image
      )}
    </li>
  );
}

/** The strip's viewport: positioned, so the logos' visually hidden text is clipped with them. */
const stripClass = 'relative [--basis:50%] sm:[--basis:33.3333%] lg:[--basis:25%]';

/** The logos without the island, if it fails: a row the visitor can scroll through. */
export function StaticLogos({ logos, labels }: LogoCarouselProps) {
  return (
    <div className={clsx(stripClass, 'snap-x snap-mandatory overflow-x-auto')}>
      <ul className="flex">
        {logos.map((logo) => (
          <LogoItem key={logo.src} logo={logo} newTab={labels.newTab} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The partner logos strip (SPEC §9): several logos in view, one logo per step, an endless loop,
 * dots and no arrows, a step every `intervalMs` taking `speedMs` with linear easing. The logos
 * are repeated at the end (hidden from assistive technology) so the loop never runs dry. Without
 * JavaScript the row scrolls by hand.
 */
export function LogoCarousel({ logos, intervalMs, speedMs, labels }: LogoCarouselProps) {
  const count = logos.length;
  const reducedMotion = useReducedMotion();
  const trackRef = useRef<HTMLUListElement>(null);
  const ready = useHydrated();
  // Until the visitor chooses, the logos move unless they asked for reduced motion.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);

  // A visitor who scrolled the static row before this island hydrated carries on from there.
  useEffect(() => {
    const track = trackRef.current;
    const viewport = track?.parentElement;
    if (!ready || !viewport || viewport.scrollLeft === 0) return;
    const step =
      (track.firstElementChild as HTMLElement | null)?.offsetWidth || viewport.clientWidth;
    setAnimate(false);
    setIndex(Math.min(Math.round(viewport.scrollLeft / step), count - 1));
    viewport.scrollLeft = 0;
  }, [ready, count]);

  // One step every interval while playing.
  useEffect(() => {
    if (!ready || !playing || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => Math.min(i + 1, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [ready, playing, count, intervalMs]);

  // Past the last logo the track shows the copies of the first ones: jump back without motion.
  const onTransitionEnd = () => {
    if (index < count) return;
    setAnimate(false);
    setIndex(0);
  };
  useEffect(() => {
    if (animate) return;
    const frame = window.requestAnimationFrame(() => setAnimate(true));
    return () => window.cancelAnimationFrame(frame);
  }, [animate]);

  // Position the track through the DOM rather than a style attribute, which a strict Content
  // Security Policy would refuse in the server's HTML.
  useEffect(() => {
    const track = trackRef.current!;
    track.style.transitionDuration = animate && !reducedMotion ? `${speedMs}ms` : '0ms';
    track.style.transform = `translateX(calc(var(--basis) * ${-index}))`;
  }, [index, animate, reducedMotion, speedMs]);

  // Logos out of view (and every copy) stay out of the tab order.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !ready) return;
    const items = [...track.children] as HTMLElement[];
    const view = track.parentElement!.getBoundingClientRect();
    const perView = Math.max(1, Math.round(view.width / (items[0]?.offsetWidth || view.width)));
    items.forEach((item, i) => (item.inert = i < index || i >= index + perView || i >= count));
  }, [index, ready, count]);

  const active = index % count;

  return (
    <div>
      <div
        className={clsx(
          stripClass,
          ready
            ? 'overflow-hidden'
            : 'snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto',
        )}
      >
        <ul
          ref={trackRef}
          onTransitionEnd={onTransitionEnd}
          className="flex transition-transform ease-linear"
        >
          {logos.map((logo) => (
            <LogoItem key={logo.src} logo={logo} newTab={labels.newTab} />
          ))}
          {logos.map((logo) => (
            <LogoItem
              key={`copy-${logo.src}`}
              logo={logo}
              newTab={labels.newTab}
              copy
              className={clsx(!ready && 'hidden')}
            />
          ))}
        </ul>
      </div>
      <div className={clsx('mt-6 flex items-center justify-center gap-3', !ready && 'invisible')}>
        <button
          type="button"
          onClick={() => setChoice(!playing)}
          className="flex size-10 items-center justify-center rounded-full bg-primary-800 text-white transition-colors hover:bg-primary-600"
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          <span className="sr-only">{playing ? labels.pause : labels.play}</span>
        </button>
        <ol className="flex flex-wrap items-center">
          {logos.map((_, i) => (
            <li key={i}>
              <button
                type="button"
                aria-current={i === active ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="group flex size-6 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full bg-primary-300 transition-colors group-hover:bg-primary-500 group-aria-[current=true]:bg-primary-700"
                />
                <span className="sr-only">
                  {labels.goTo} {i + 1}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
