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
      className={clsx(
        'shrink-0 grow-0 basis-(--basis) snap-start px-2 print:basis-1/4 print:py-2',
        copy && 'print:hidden',
        className,
      )}
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
      {/* On paper the strip is a grid of every logo, each with its name. */}
      <span aria-hidden="true" className="hidden text-center text-sm print:block">
        {logo.alt}
      </span>
    </li>
  );
}

/**
 * The strip's viewport: positioned, so the logos' visually hidden text is clipped with them, and
 * padded so that a focused logo's outline is never clipped.
 */
const stripClass =
  'relative py-3 [--basis:50%] sm:[--basis:33.3333%] lg:[--basis:25%] print:overflow-visible';

/** The logos without the island, if it fails: a row the visitor can scroll through. */
export function StaticLogos({ logos, labels }: LogoCarouselProps) {
  return (
    <div className={clsx(stripClass, 'snap-x snap-mandatory overflow-x-auto')}>
      <ul className="flex print:flex-wrap">
        {logos.map((logo) => (
          <LogoItem key={logo.src} logo={logo} newTab={labels.newTab} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The partner logos strip (docs/decisions.md, "Carousels and motion"): several logos in view, one
 * logo per step, an endless loop, dots and no arrows, a step every `intervalMs` taking `speedMs`
 * with linear easing. The logos are repeated at the end (hidden from assistive technology) so the
 * loop never runs dry. Without JavaScript the row scrolls by hand.
 *
 * It follows the WAI-ARIA carousel pattern: the pause/play control comes first in the tab order;
 * keyboard focus on a logo or a dot stops the rotation until the visitor presses play, so a
 * focused logo never moves out of view (or out of reach: logos out of view are inert); the pointer
 * resting on the strip holds it still until it leaves.
 */
export function LogoCarousel({ logos, intervalMs, speedMs, labels }: LogoCarouselProps) {
  const count = logos.length;
  const reducedMotion = useReducedMotion();
  const trackRef = useRef<HTMLUListElement>(null);
  const ready = useHydrated();
  // Until the visitor chooses, the logos move unless they asked for reduced motion.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
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

  // One step every interval while playing, unless the pointer rests on the strip.
  const moving = playing && !hovered;
  useEffect(() => {
    if (!ready || !moving || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => Math.min(i + 1, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [ready, moving, count, intervalMs]);
  const stop = () => setChoice(false);

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
    // The controls come first in the tab order, and show below the logos.
    <div className="flex flex-col-reverse">
      <div
        className={clsx(
          'mt-3 flex items-center justify-center gap-3 print:hidden',
          !ready && 'invisible',
        )}
      >
        <button
          type="button"
          onClick={() => setChoice(!playing)}
          className="flex size-10 items-center justify-center rounded-full bg-primary-800 text-white transition-colors hover:bg-primary-600 forced-colors:border-2 forced-colors:border-[ButtonText]"
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          <span className="sr-only">{playing ? labels.pause : labels.play}</span>
        </button>
        <ol className="flex flex-wrap items-center" onFocus={stop}>
          {logos.map((logo, i) => (
            <li key={logo.src}>
              <button
                type="button"
                aria-current={i === active ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="group flex h-6 min-w-6 items-center justify-center px-1"
              >
                {/*
                 * Drawn with borders, which forced colours keep (they drop fills): a ring for
                 * each logo, and a wider, solid pill for the one in view.
                 */}
                <span
                  aria-hidden="true"
                  className="block h-3 w-3 rounded-full border-2 border-primary-600 transition-[width,border-color] group-hover:border-primary-800 group-aria-[current=true]:w-6 group-aria-[current=true]:border-[6px] group-aria-[current=true]:border-primary-800 motion-reduce:transition-none forced-colors:border-[ButtonText] forced-colors:group-aria-[current=true]:border-[Highlight]"
                />
                <span className="sr-only">{`${labels.goTo} ${i + 1} (${logo.alt})`}</span>
              </button>
            </li>
          ))}
        </ol>
      </div>
      <div
        className={clsx(
          stripClass,
          ready
            ? 'overflow-hidden'
            : 'snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto',
        )}
        onFocus={stop}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
      >
        <ul
          ref={trackRef}
          onTransitionEnd={onTransitionEnd}
          className="flex transition-transform ease-linear print:transform-none! print:flex-wrap"
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
    </div>
  );
}
