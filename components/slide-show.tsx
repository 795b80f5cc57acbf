import type { Slide, UiText } from '@/content/types';
import { Island } from './islands/island';

/**
 * Home's header slides as an ARIA carousel: the server renders every slide (the first is the
 * page's main image) and the carousel island adds the motion and controls
 * (docs/decisions.md, "Carousels and motion").
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
  const ordered = [...slides].sort((a, b) => a.index - b.index);
  // Only plain data crosses to the island: each slide with its position label already written.
  const { play, pause, previous, next } = labels;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.label}
      className="h-[34rem] bg-primary-900 sm:h-[36rem] print:h-auto"
    >
      <Island
        name="slide-carousel"
        props={{
          slides: ordered.map((slide, i) => ({
            slide,
            label: labels.position(i + 1, ordered.length),
          })),
          intervalMs,
          labels: { play, pause, previous, next },
        }}
      />
    </section>
  );
}
